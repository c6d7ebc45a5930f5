"""Hot-seat hand-overs turn the log to the other seat. Each seat's log is kept whole while the other
is shown, and showing it again adds only the lines given since. What a seat reads is exactly the log
made from scratch for it: the same lines, the same text, the same folds, nothing of the other seat's
hidden cards (G1); where a line kept would read otherwise now, the log is made again."""
from __future__ import annotations

import pytest

from desktop.table.logpanel import LogPanel

from .test_table_log_digest import _random_game

G1 = ("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")


def _panel(qtbot) -> LogPanel:  # type: ignore[no-untyped-def]
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(340, 260)
    log.show()
    return log


def _shown(log: LogPanel) -> tuple[list[tuple[int, str]], str, list[bool]]:
    log.flush()
    doc = log.text.document()
    visible = [doc.findBlockByNumber(i).isVisible() for i in range(doc.blockCount())]
    return [(p, t) for p, t, _r in log.lines], doc.toPlainText(), visible


def _fresh(qtbot, state, events, viewer: int) -> tuple[list[tuple[int, str]], str, list[bool]]:  # type: ignore[no-untyped-def]
    log = _panel(qtbot)
    log.set_events(state, events, "en", viewer, None)
    return _shown(log)


@pytest.mark.rule(*G1)
@pytest.mark.parametrize("game", ["victory_spark", "phantom_magic_vision"])
def test_each_seat_reads_its_own_log_after_any_number_of_handovers(app, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    state, events = _random_game(game, 1)
    assert len(events) > 400
    log = _panel(qtbot)
    log.set_events(state, events[:150], "en", 0, None)
    docs = {0: log.text.document()}
    for k, n in enumerate((220, 300, 301, 380, len(events))):
        seat = (k + 1) % 2
        log.set_events(state, events[:n], "en", seat, None)
        docs.setdefault(seat, log.text.document())
        assert log.text.document() is docs[seat], "the seat's kept log was made again"
        assert _shown(log) == _fresh(qtbot, state, events[:n], seat)
    # the other seat's log holds lines hidden from this one: the two differ
    assert _fresh(qtbot, state, events, 0)[1] != _fresh(qtbot, state, events, 1)[1]


def test_details_changed_meanwhile_and_a_take_back_are_shown_right(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, events = _random_game("victory_spark", 1)  # told to a seat: the other's small steps fold
    log = _panel(qtbot)
    log.set_events(state, events[:200], "en", 0, 0)
    log.set_events(state, events[:260], "en", 1, 1)
    log.details.click()  # Details on while seat 1 reads: seat 0's kept log unfolds when shown again
    log.set_events(state, events[:300], "en", 0, 0)
    fresh = _panel(qtbot)
    fresh.details.click()
    fresh.set_events(state, events[:300], "en", 0, 0)
    assert _shown(log) == _shown(fresh)
    assert any(log.minor) and all(_shown(log)[2])  # small steps there, and shown: Details is on
    # a take-back: fewer events than the kept log holds, so it is made again from them
    log.set_events(state, events[:120], "en", 1, 1)
    fresh.set_events(state, events[:120], "en", 1, 1)
    assert _shown(log) == _shown(fresh)
    # another game in the same panel: its lines are not the kept log's, nothing of it is reused
    other, more = _random_game("victory_spark", 2)
    log.set_events(other, more[:200], "en", 0, 0)
    fresh.set_events(other, more[:200], "en", 0, 0)
    assert _shown(log) == _shown(fresh)


@pytest.mark.rule(*G1)
def test_a_kept_line_that_reads_otherwise_now_makes_the_log_again(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A card's name is read from the state the log is made with (Phantom Magic Vision: a character
    transforms); the kept document is not shown when one of its lines would read otherwise."""
    state, events = _random_game("victory_spark", 3)
    log = _panel(qtbot)
    log.set_events(state, events[:200], "en", 0, None)
    kept_doc = log.text.document()
    log.set_events(state, events[:250], "en", 1, None)
    log.set_events(state, events[:300], "ja", 0, None)  # every line reads otherwise in Japanese
    assert log.text.document() is kept_doc  # the same document, laid out again
    fresh = _panel(qtbot)
    fresh.set_events(state, events[:300], "ja", 0, None)
    assert _shown(log) == _shown(fresh)
