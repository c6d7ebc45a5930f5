"""Victory Spark on the real table, offscreen: an attack is made by a bench card's support (6.7.3.2),
so at "Attack / End attacks" dragging a standing bench card onto one's ring declares the attack (as
the how-to says), every standing bench card glows and any of them will do, and a drop elsewhere is
refused with the reason (never silently)."""
from __future__ import annotations

import pytest

from engine.actions import Action

from .test_table_helpers import drop_on, start, wait_human


def _builder(c) -> Action:  # type: ignore[no-untyped-def]
    """Fill the bench first (plays to an empty bench slot), else play on as Pass would."""
    opts = c.options()
    d = c.state.decision
    if d is not None and d.kind == "main":
        a = next((a for a in opts if a.kind == "play" and a.args[1] != 3
                  and not c.state.zones[f"0.bench{a.args[1]}"]), None)
        if a is not None:
            return a
    return c.adapter.pass_action(opts) or opts[0]


def _to_attack_prompt(qtbot, c, limit: int = 500) -> list[int]:  # type: ignore[no-untyped-def]
    """Play until the player is asked "Attack / End attacks" with two standing bench cards or more;
    those bench cards."""
    for _ in range(limit):
        wait_human(qtbot, c)
        assert not c.finished, "the game ended before an attack with two bench cards"
        d = c.state.decision
        if d.kind == "attack" and d.player == c.human:
            bench = c.adapter._supporters(c.state)
            if len(bench) >= 2:
                return bench
            c.submit(Action("end_attacks"))
            continue
        c.submit(_builder(c))
    pytest.fail("no attack prompt with two standing bench cards")


@pytest.mark.rule("victory_spark:6.7.3.2")
def test_drag_a_bench_card_onto_the_ring_declares_the_attack(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    board = table.board
    bench = _to_attack_prompt(qtbot, c)
    # every standing bench card glows and may be dragged; the lit place is the player's ring
    assert set(bench) <= board.candidates
    for iid in bench:
        assert board.begin_drag(iid) == {"0.ring"}
        board.end_drag()
    # a drop on the opponent's ring is refused with the reason, and nothing is answered
    before = c.state.clone()
    assert not drop_on(board, bench[-1], "1.ring")
    board.end_drag()
    assert c.state == before and table.last_message
    # the reason names where it can go (the player's ring), not that the card cannot be used
    ring = table._zone_name("0.ring")
    assert ring in table.refusal(bench[-1], "1.ring") and ring in table.last_message
    # the last standing bench card (not only the first) onto the ring: the attack is declared
    assert drop_on(board, bench[-1], "0.ring")
    board.end_drag()
    assert c.state.history[len(before.history)] == (0, Action("attack"))
    # take-back, then a click on a standing bench card declares it too
    wait_human(qtbot, c)
    table.take_back()
    wait_human(qtbot, c)
    assert c.state == before
    table.board.click_card(bench[-1], board.mapToGlobal(board.rect().center()))
    assert c.state.history[len(before.history)] == (0, Action("attack"))
    # at the support choice that follows, the drag of a bench card onto the ring picks the supporter
    for _ in range(20):
        wait_human(qtbot, c)
        d = c.state.decision
        if d.kind == "support" and d.player == 0:
            break
        c.submit(c.adapter.pass_action(c.options()) or c.options()[0])
    else:
        pytest.fail("no support choice after the attack")
    sup = next(a for a in c.options() if a.kind == "support" and a.args[0] == bench[-1])
    n = len(c.state.history)
    assert drop_on(board, bench[-1], "0.ring")
    board.end_drag()
    assert c.state.history[n] == (0, sup)
