"""Every consequence shown before it happens: dragging a card over a lit place, or selecting an
answer, tells what else it will do to the player's cards (the ring card replaced goes to the waiting
room); nothing is done until the card is dropped or the answer chosen."""
from __future__ import annotations

import pytest

from .test_table_helpers import advance_until, start


@pytest.mark.rule("victory_spark:6.5.1.3")
def test_replacing_the_ring_card_is_told_before_the_drop(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=2)
    table = window.play_page.table

    def onto_occupied_ring(c):  # type: ignore[no-untyped-def]
        if c.state.decision.kind != "main" or not c.state.zones["0.ring"]:
            return None
        return next((a for a in c.options() if a.kind == "play" and a.args[1] == 3), None)

    a = advance_until(qtbot, c, onto_occupied_ring)
    assert a is not None, "no play onto an occupied ring came up"
    old = c.state.defs[c.state.zones["0.ring"][0]].label("en")
    n = len(c.state.history)
    board = table.board
    board.begin_drag(a.args[0])
    board.drag_over(board.zones["0.ring"], True)
    assert table.toast.isVisible() and "If you do" in table.last_message and old in table.last_message
    assert "waiting room" in table.last_message
    board.drag_over(board.zones["0.ring"], False)  # moved away: the player may still back out
    board.end_drag()
    assert len(c.state.history) == n, "nothing is done before the drop"
    # the same answer selected in the list says it too, in the hint under the question
    row = next(i for i, r in enumerate(table.prompt.rows) if r.action == a)
    table.prompt.list.setCurrentRow(row)
    assert old in table.prompt.hint.text() and "If you do" in table.prompt.hint.text()
    table.prompt.list.setCurrentRow(-1)
    other = next((i for i, r in enumerate(table.prompt.rows) if not c.consequences(r.action, "en")), None)
    if other is not None:
        table.prompt.list.setCurrentRow(other)
        assert "If you do" not in table.prompt.hint.text()
    assert len(c.state.history) == n
