"""The grid game's prompts on the real table, offscreen: the block prompt names the attacker and
what it may attack, arrows mark them on the board, a block's cost is shown (in its menu and in the
answer list) before it is chosen and the menu can be dismissed with nothing paid, the header names
the attack declaration apart from the determination, and a click on an attacker with a single
target attacks it at once (as the how-to says)."""
from __future__ import annotations

import pytest

from desktop.cardpixmaps import CardPixmaps
from desktop.howto import howto_markdown
from desktop.table.autosave import GameSetup
from desktop.table.controller import GameController
from desktop.table.gametable import GameTable
from engine.games.grid import combat as gc
from engine.state import State
from tests.grid_positions import block_offered, play_until, smoke_decks

from .test_table_helpers import wait_human


def _open(qtbot, state: State, seed: int, lang: str = "en"):  # type: ignore[no-untyped-def]
    table = GameTable(CardPixmaps(lang=lang), lang)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    table.speed.setCurrentIndex(table.speed.findData("off"))
    setup = GameSetup("grid", seed, smoke_decks(), ["smoke", "smoke"], ["You", "Computer"], 0, "random")
    c = GameController(setup, state=state)
    assert c.timeline is not None  # the position is the game's own (take-back works)
    table.start(c)
    qtbot.waitExposed(table)
    wait_human(qtbot, c)
    return table, c


@pytest.mark.rule("grid:6.3")
@pytest.mark.rule("grid:6.8")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_block_prompt_names_the_attack_and_marks_it(app, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    s = play_until(3, block_offered)
    table, c = _open(qtbot, s, 3, lang)
    d = c.state.decision
    assert d.kind == "block" and d.player == 0
    atk = d.prompt[1]
    areas, deck = gc.possible_targets(c.state, atk)
    targets = [c.state.zones[f"0.g{a}"][0] for a in areas]
    assert len(targets) >= 2
    title = table.prompt.title.text()
    # the attacker (and its area) and every unit it may still attack are named
    assert c.state.defs[atk].label(lang) in title
    for t in targets:
        assert c.state.defs[t].label(lang) in title
    assert ("攻撃されうる対象" if lang == "ja" else "It may attack") in title
    # the header: a determination under way (its block), not the declaration
    assert ("ダメージ判定" if lang == "ja" else "Damage determination") in table.status.text()
    # arrows: from the attacker, dashed, to each unit it may attack, drawn between shown cards
    arrows = table.board.arrow_layer.arrows
    assert {a.to_card for a in arrows} == set(targets) and all(a.frm == atk and not a.firm for a in arrows)
    assert len(table.board.arrow_layer.ends()) == len(targets)
    # a blocker's click opens its menu, whose entry says the cost; dismissing it pays nothing
    block = next(a for a in c.options() if a.kind == "block")
    x = c.state.defs[block.args[0]].attrs["blocker"]
    cost = f"[0:{x}]"
    before = c.state.clone()
    table.board.click_card(block.args[0], table.board.mapToGlobal(table.board.rect().center()))
    menu = table._menu
    assert menu is not None and [a.text() for a in menu.actions()] == [c.rules.describe_action(c.state, block, lang)]
    assert cost in menu.actions()[0].text()
    menu.close()
    assert c.state == before
    # the answer list shows the cost too
    rows = [table.prompt.list.item(i).text() for i in range(table.prompt.list.count())]
    assert any(cost in r for r in rows)
    # choosing it (the menu's entry) blocks: then one firm arrow, attacker -> blocker
    menu.actions()[0].trigger()
    assert c.state.history[len(before.history)] == (0, block)
    wait_human(qtbot, c)
    if gc.combat(c.state) is not None and not gc.combat(c.state)[gc.ENDED]:
        arrows = table.board.arrow_layer.arrows
        assert [(a.frm, a.to_card, a.firm) for a in arrows] == [(atk, block.args[0], True)]


@pytest.mark.rule("grid:6.3")
def test_header_names_the_attack_declaration(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    s = play_until(3, lambda s: s.decision is not None and s.decision.kind == "attack" and s.decision.player == 1)
    # hand the position to the table with the player to declare at the bottom: player 2's seat
    table = GameTable(CardPixmaps(lang="en"), "en")
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    setup = GameSetup("grid", 3, smoke_decks(), ["smoke", "smoke"], ["A", "B"], 1, "random")
    c = GameController(setup, state=s)
    table.start(c)
    wait_human(qtbot, c)
    assert c.state.decision.kind == "attack"
    assert "Attack declaration" in table.status.text() and "Damage determination" not in table.status.text()
    assert table.board.arrow_layer.arrows == []  # no attack yet


@pytest.mark.rule("grid:6.2")
@pytest.mark.rule("grid:6.3")
def test_click_on_an_attacker_with_a_single_target_attacks_it(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The how-to: a unit that can attack only one thing attacks it at once (the engine does not
    ask, 6.2, and says so in the log)."""
    from .test_table_grid import _advance
    from .test_table_grid import _open as open_new

    table, c = open_new(qtbot, seed=11)

    def single(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        if d is None or d.kind != "attack" or d.player != c.human:
            return None
        for a in c.options():
            if a.kind == "attack":
                areas, deck = gc.possible_targets(c.state, a.args[0])
                if len(areas) + deck == 1:
                    return a
        return None

    a = _advance(qtbot, c, single, limit=800)
    assert a is not None, "no attacker with a single target came up"
    atk = a.args[0]
    areas, deck = gc.possible_targets(c.state, atk)
    n = len(c.state.history)
    table.card_clicked(atk, table.board.mapToGlobal(table.board.rect().center()))
    assert c.state.history[n] == (0, a)
    # what the click did (the table has played on since): the position before it, rebuilt from the
    # history, and the attack applied again; the engine asked no target question (it cannot have:
    # the attack ran on by itself) and confirmed the only target, saying it had no other choice
    want = gc.DECK if deck else c.state.zones[f"1.g{areas[0]}"][0]
    s = c.rules.new_game(c.setup.decks, c.setup.seed)
    for _p, x in c.state.history[:n]:
        s.apply_action(x)
    events = list(s.apply_action(a))
    kinds = [e.kind for e in events]
    assert "chosen" in kinds and "confirmed" in kinds
    chosen = next(e for e in events if e.kind == "chosen")
    confirmed = next(e for e in events if e.kind == "confirmed")
    assert dict(chosen.data).get("what") == "target" and dict(confirmed.data)["iid"] == atk
    assert dict(confirmed.data)["target"] == want or any(k == "blocked" for k in kinds)
    assert s.history[n:] == [(0, a)]
    # the how-to says so, in both languages
    assert "only one thing, it attacks that at once" in howto_markdown("grid", "en")
    assert "攻撃できる対象が1つだけなら、すぐにそれを攻撃します" in howto_markdown("grid", "ja")
