"""The log reads like a game: each of the computer's turns is summed up in one line when the player's
turn comes, its small steps folded away one click from view (Details)."""
from __future__ import annotations

from engine.actions import Action

from .test_table_helpers import advance_until, start


def test_the_computers_turns_are_summed_up_with_details_one_click_away(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=14)
    log = window.play_page.table.log
    advance_until(qtbot, c, lambda c: Action("x") if c.state.turn >= 5 else None)
    log.flush()
    summaries = [t for _p, t, r in log.lines if r.get("kind") == "summary"]
    assert summaries and all(t.startswith("The computer's turn ") for t in summaries)
    assert any(m for m in log.minor), "no small step of the computer's turns"
    doc = log.text.document()
    folded = [i for i, m in enumerate(log.minor) if m]
    assert not log.details.isChecked()
    assert all(not doc.findBlockByNumber(i).isVisible() for i in folded)
    assert len(log.visible_lines()) == len(log.lines) - len(folded)
    log.details.click()  # one click: every step
    assert all(doc.findBlockByNumber(i).isVisible() for i in folded)
    assert len(log.visible_lines()) == len(log.lines)
    # the player's own turns are never folded
    mine = [i for i, (_p, t, _r) in enumerate(log.lines) if t.startswith("You ")]
    assert mine and not any(log.minor[i] for i in mine)
