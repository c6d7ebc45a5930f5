"""The prompt's numbered answers keep their order from one prompt to the next of the same kind, so a
number key pressed twice answers alike. Vividz lists the energy to pay with as the first unchosen copy
of each card (905.3a), so paying with one card moves the others up: before, pressing 1 twice paid
with two different cards."""
from __future__ import annotations

import pytest

from desktop.table.games import adapter_for
from desktop.table.prompt import Answer, PromptPanel, stable_order
from engine.actions import Action
from engine.ai.arena import new_arena_game
from engine.ai.random_agent import RandomAgent
from engine.games import IMPLEMENTED
from engine.state import State


def _reordering_payment() -> State:
    """A Vividz game at a choice of energy to pay with, whose next choice (after the first answer)
    lists the cards in another order, with the first card still among them."""
    for seed in range(40):
        s, _seat = new_arena_game("vividz", seed, 11)
        mover = RandomAgent(seed)
        for _ in range(800):
            if s.is_terminal():
                break
            d = s.decision
            if d is not None and d.kind == "pay_energy" and len(d.options) >= 3:
                after = s.clone()
                after.apply_action(d.options[0])
                d2 = after.decision
                first = s.defs[d.options[0].args[0]].id
                if d2 is not None and d2.kind == "pay_energy" and d2.player == d.player:
                    ids = [after.defs[a.args[0]].id for a in d2.options]
                    if first in ids and ids[0] != first:
                        return s
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
    raise AssertionError("no Vividz payment whose answers change order")


@pytest.mark.rule("vividz:905.3a")
def test_pressing_one_twice_pays_with_the_same_card(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    if "vividz" not in IMPLEMENTED:
        pytest.skip("Vividz is not registered")
    s = _reordering_payment()
    adapter = adapter_for("vividz")
    panel = PromptPanel()
    qtbot.addWidget(panel)
    chosen: list[Action] = []
    panel.chosen.connect(chosen.append)
    panel.show_decision(s, list(s.legal_actions()), adapter, "en")
    first_rows = [r.text for r in panel.rows]
    panel.choose_index(0)
    assert len(chosen) == 1
    paid = s.defs[chosen[0].args[0]].id
    s.apply_action(chosen[0])
    engine_first = s.defs[s.legal_actions()[0].args[0]].id
    assert engine_first != paid  # the engine's own order moved another card to the top
    panel.show_decision(s, list(s.legal_actions()), adapter, "en")
    # the same answers, in the same order (the card paid with is still listed: another copy of it)
    assert [r.text for r in panel.rows] == first_rows
    panel.choose_index(0)
    assert len(chosen) == 2
    assert s.defs[chosen[1].args[0]].id == paid
    # the number labels follow the order shown
    assert panel.list.item(0).text().startswith("1. ")
    assert panel.list.item(0).text()[3:].startswith(first_rows[0])


def test_another_kind_of_prompt_gets_the_engines_order(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    if "vividz" not in IMPLEMENTED:
        pytest.skip("Vividz is not registered")
    s = _reordering_payment()
    adapter = adapter_for("vividz")
    panel = PromptPanel()
    qtbot.addWidget(panel)
    panel.show_decision(s, list(s.legal_actions()), adapter, "en")
    a = s.legal_actions()[0]
    s.apply_action(a)
    panel.show_waiting("…")
    panel._order_of = (s.decision.player, "another kind")  # as after a prompt of another kind
    panel.show_decision(s, list(s.legal_actions()), adapter, "en")
    engine = [s.rules.describe_action(s, x, "en") for x in s.legal_actions()]
    assert [r.text for r in panel.rows] == engine


def _row(text: str) -> Answer:
    return Answer(text, Action("x", (text,)), None, None)


def test_stable_order_keeps_survivors_in_place_and_new_answers_where_the_engine_puts_them() -> None:
    rows = [_row(t) for t in ("C", "new", "A", "Done")]
    assert [r.text for r in stable_order(rows, ["A", "B", "C", "Done"])] == ["A", "new", "C", "Done"]
    assert [r.text for r in stable_order(rows, [])] == ["C", "new", "A", "Done"]
