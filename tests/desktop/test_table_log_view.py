"""The log keeps its Details setting and scroll position across a resume (kept beside the saved game),
and can be shown in a window of its own to read more than its few lines on the table."""
from __future__ import annotations

from pathlib import Path

from desktop.table import autosave
from desktop.table.logpanel import LogPanel
from desktop.table.logstate import LogView, read_view, view_path, write_view

from .test_table_log_digest import _random_game


def _panel(qtbot, events, state) -> LogPanel:  # type: ignore[no-untyped-def]
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(340, 260)
    log.show()
    qtbot.waitExposed(log)
    log.set_events(state, events, "en", 0, 0)
    return log


def test_details_and_scroll_position_come_back_with_the_resumed_game(app, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state, events = _random_game("victory_spark", 1)
    events = events[:1500]
    save = tmp_path / "autosave.json"
    log = _panel(qtbot, events, state)
    log.bind_saved_view(save, "victory_spark:1")
    log.details.click()
    log.set_view(LogView(True, 40))
    qtbot.waitUntil(lambda: view_path(save).exists(), timeout=3000)
    left = log.view()
    assert left.details and left.top is not None and 35 <= left.top <= 45
    qtbot.waitUntil(lambda: read_view(save, "victory_spark:1") == left, timeout=3000)
    # the game is resumed: a new table, its log made again from the game's events
    again = _panel(qtbot, [], state)
    again.bind_saved_view(save, "victory_spark:1")
    again.set_events(state, events, "en", 0, 0)
    assert again.details.isChecked()
    assert again.view() == left
    # another game's view is no view: the defaults (no details, following the newest line)
    other = _panel(qtbot, [], state)
    other.bind_saved_view(save, "victory_spark:2")
    other.set_events(state, events, "en", 0, 0)
    assert other.view() == LogView(False, None)


def test_a_log_that_follows_its_newest_line_writes_nothing(app, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    state, events = _random_game("victory_spark", 2)
    save = tmp_path / "autosave.json"
    log = _panel(qtbot, [], state)
    log.bind_saved_view(save, "k")
    for k in range(0, 600, 50):
        log.append_events(state, events[k:k + 50], "en", 0, 0)
        log.flush()
    qtbot.wait(600)
    assert not view_path(save).exists()


def test_the_view_goes_with_the_saved_game(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    save.write_text("{}", encoding="utf-8")
    write_view(save, "k", LogView(True, 3))
    assert read_view(save, "k") == LogView(True, 3)
    view_path(save).write_text('{"game": "k", "details": "yes", "top": -1}', encoding="utf-8")
    assert read_view(save, "k") is None  # a bad file is no view
    write_view(save, "k", LogView(False, None))
    autosave.remove(save)
    assert not save.exists() and not view_path(save).exists()


def test_the_log_opens_in_a_window_of_its_own_and_comes_back(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, events = _random_game("victory_spark", 1)
    log = _panel(qtbot, events[:1500], state)
    on_table = log.text.viewport().height()
    line = log.text.fontMetrics().lineSpacing()
    log.enlarge.click()
    win = log._window
    assert win is not None and log.text.window() is win
    qtbot.waitExposed(win)
    assert log.text.viewport().height() > max(on_table, 8 * (line + 2))  # more than 8 lines
    win.close()
    qtbot.waitUntil(lambda: log._window is None, timeout=2000)
    assert not log.enlarge.isChecked() and log.text.parent() is log and log.text.isVisible()


def test_another_seats_log_never_shows_in_the_window(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hot-seat: when the log is made again for the other person, its window closes (the handover
    cover hides the table, not a window of its own)."""
    state, events = _random_game("victory_spark", 1)
    log = _panel(qtbot, events[:300], state)
    log.enlarge.click()
    assert log._window is not None
    log.set_events(state, events[:300], "en", 0, None)  # the same seat: stays open
    assert log._window is not None
    log.set_events(state, events[:300], "en", 1, None)
    assert log._window is None and not log.enlarge.isChecked() and log.text.parent() is log
