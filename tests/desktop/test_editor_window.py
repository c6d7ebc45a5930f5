"""The set editor's window: a card written in one language only is warned about (not a problem:
the set still exports), the window opens wholly on a screen smaller than it wants, and toolbar
actions that could do nothing are disabled."""
from __future__ import annotations

from desktop.editor import open_set_editor
from desktop.editor.langcheck import language_warnings
from desktop.editor.setdata import new_card
from desktop.editor.window import WANTED_SIZE
from desktop.qt import QPushButton

from .test_set_editor import type_into


def test_a_language_left_at_its_default_is_a_warning(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc = editor.new_set("victory_spark", "LNG1", "Lang", "ラング")
    form = editor.form
    form.refresh_checks()
    assert "No problems" in form.problems.text()  # a new card: both languages still the defaults
    type_into(editor, 0, "name_en", "Sora Kazenari")
    form.refresh_checks()
    text = form.problems.text()
    assert "No problems" not in text and "Japanese name" in text and "default" in text
    assert "Japanese name" in form.name_ja.toolTip() and form.name_ja.styleSheet()
    assert doc.is_valid() and editor.act_export.isEnabled()  # a warning, not a problem
    type_into(editor, 0, "text_ja", "カードを1枚引く。")
    form.refresh_checks()
    assert "English text" in form.problems.text()
    type_into(editor, 0, "name_ja", "風成ソラ")
    type_into(editor, 0, "text_en", "Draw a card.")
    form.refresh_checks()
    assert "No problems" in form.problems.text() and not form.name_ja.styleSheet()


def test_which_fields_are_unwritten() -> None:
    card = new_card("victory_spark", "007")
    assert language_warnings([card]) == []
    assert [w.field for w in language_warnings([card.with_field("name_ja", "風成ソラ")])] == ["name_en"]
    assert [w.field for w in language_warnings([card.with_field("text_en", "Draw.").with_field("text_ja", " ")])] \
        == ["text_ja"]


def test_the_window_opens_wholly_on_a_small_screen(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = open_set_editor(window, window.db.path.parent / "sets")
    avail = win.screen().availableGeometry()
    assert avail.width() < WANTED_SIZE.width() or avail.height() < WANTED_SIZE.height()  # the test's screen is small
    frame = win.frameGeometry()
    assert avail.contains(frame), (avail, frame)
    assert win.width() <= WANTED_SIZE.width() and win.height() <= WANTED_SIZE.height()
    win.new_set("victory_spark", "FIT1", "Fit", "フィット")  # the set page, taller than the screen: it scrolls
    qtbot.wait(50)
    assert avail.contains(win.frameGeometry()), (avail, win.frameGeometry())


def test_actions_that_could_do_nothing_are_disabled(editor) -> None:  # type: ignore[no-untyped-def]
    for a in (editor.act_export, editor.act_use, editor.act_try, editor.act_undo, editor.act_redo,
              editor.act_add, editor.act_dup, editor.act_del):
        assert not a.isEnabled(), a.text()  # no set open
    assert editor.act_new.isEnabled() and editor.act_import.isEnabled()
    editor.new_set("victory_spark", "ACT1", "Act", "アクト")
    editor.refresh_checks()
    assert editor.act_try.isEnabled() and editor.act_dup.isEnabled() and not editor.act_undo.isEnabled()
    assert editor.act_drafts.isEnabled()  # the set page: Drafts… goes to the start page
    type_into(editor, 0, "name_en", "Typed")
    assert editor.act_undo.isEnabled() and not editor.act_redo.isEnabled()
    editor.act_undo.trigger()
    assert editor.act_redo.isEnabled()
    editor.show_start()  # the set's card is not on screen: nothing acts on it unseen
    assert not editor.act_try.isEnabled() and not editor.act_del.isEnabled() and not editor.act_undo.isEnabled()
    assert not editor.act_drafts.isEnabled() and editor.act_export.isEnabled()
    editor.start.btn_back.click()
    assert editor.act_try.isEnabled() and editor.act_redo.isEnabled()
    editor.delete_card()  # no card left: nothing to try, duplicate or delete
    editor.refresh_checks()
    assert not editor.act_try.isEnabled() and not editor.act_dup.isEnabled() and not editor.act_del.isEnabled()
    assert editor.act_add.isEnabled()
    buttons = {b.text(): b.isEnabled() for b in editor.pages.widget(1).findChildren(QPushButton)}
    assert buttons["Add"] and not buttons["Duplicate"] and not buttons["Delete"]  # the list's buttons too
    editor.add_card()
    assert editor.act_del.isEnabled() and editor.act_dup.isEnabled()
