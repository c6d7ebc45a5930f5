"""The table page's keys (1-9, Enter, Space, Backspace) work whatever widget of the page has focus,
right after a game starts and after it resumes; they do nothing on other pages. Pass and Take back
are disabled when they are not an option (and after the game ends); Resign asks with No as default."""
from __future__ import annotations

from desktop.qt import QApplication, QMessageBox, Qt

from .test_table_helpers import start, wait_human


def _focus_elsewhere_on_the_page(window):  # type: ignore[no-untyped-def]
    """A widget of the table page that is neither the board nor the answer list."""
    window.activateWindow()
    w = window.play_page.table.speed
    w.setFocus()
    return w


def test_digits_and_enter_answer_from_any_widget_after_start_and_resume(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    wait_human(qtbot, c)
    assert c.state.decision.kind == "ring_choice" and len(c.options()) >= 2
    expected = c.options()[1]
    w = _focus_elsewhere_on_the_page(window)
    qtbot.keyClick(w, Qt.Key.Key_2)  # right after the start, with focus on the speed box
    assert c.state.history[0] == (0, expected)
    # resume the saved game: the keys work at once, without clicking anything first
    wait_human(qtbot, c)
    n = len(c.state.history)
    table.stop()
    c2 = window.play_page.resume()
    assert c2 is not None and len(c2.state.history) == n
    wait_human(qtbot, c2)
    opts = c2.options()
    table.prompt.list.setCurrentRow(len(opts) - 1)
    window.activateWindow()
    fw = QApplication.focusWidget()
    if fw is not None:
        fw.clearFocus()  # as after a dialog: no widget has focus, the keys still work
    assert QApplication.focusWidget() is None
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter answers the selected answer
    assert c2.state.history[n] == (0, opts[-1])


def test_keys_do_nothing_on_other_pages(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    wait_human(qtbot, c)
    n = len(c.state.history)
    window.show_page("collection")
    window.activateWindow()
    search = window.collection_page.browser.search
    search.setFocus()
    for key in (Qt.Key.Key_1, Qt.Key.Key_Space, Qt.Key.Key_Return):
        qtbot.keyClick(search, key)
    assert len(c.state.history) == n


def test_pass_and_take_back_disabled_when_not_an_option_and_after_the_end(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    wait_human(qtbot, c)
    # the first decision (which card starts in the ring) cannot be passed
    assert c.adapter.pass_action(c.options()) is None
    assert not table.pass_button.isEnabled() and not table.act_pass.isEnabled()
    assert not table.back_button.isEnabled() and not table.act_back.isEnabled()
    asked = []

    def fake_exec(box):  # type: ignore[no-untyped-def]
        asked.append(box.defaultButton() is box.button(QMessageBox.StandardButton.No))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    table.resign()
    assert asked == [True], "Resign's confirmation must default to No"
    qtbot.waitUntil(lambda: c.finished, timeout=10000)
    assert not table.pass_button.isEnabled() and not table.act_pass.isEnabled()
    assert not table.back_button.isEnabled() and not table.act_back.isEnabled()
    assert not table.resign_button.isEnabled()
    n = len(c.state.history)
    w = _focus_elsewhere_on_the_page(window)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Backspace, Qt.Key.Key_1):
        qtbot.keyClick(w, key)
    assert len(c.state.history) == n and c.finished
