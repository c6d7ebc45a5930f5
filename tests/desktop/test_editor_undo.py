"""Where the set editor's undo steps end: typing joins one step only without a pause and within a
word; a paste (or any change of more than one character) is a step of its own. Driven with real
key presses and Ctrl+V / Ctrl+Z in the form's fields; the clock is the test's."""
from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from desktop.editor import undomerge
from desktop.editor.undomerge import typed
from desktop.qt import QApplication, QKeySequence


@pytest.fixture
def now(monkeypatch):  # type: ignore[no-untyped-def]
    """The editor's clock, moved on by the test (seconds)."""
    t = [1000.0]
    monkeypatch.setattr(undomerge, "clock", lambda: t[0])
    return t


def _field(editor):  # type: ignore[no-untyped-def]
    doc = editor.new_set("victory_spark", "UND2", "Undo", "アンドゥ")
    w = editor.form.name_en
    w.setFocus()
    w.selectAll()
    return doc, w


def _undo(w) -> str:  # type: ignore[no-untyped-def]
    QTest.keySequence(w, QKeySequence("Ctrl+Z"))
    return w.text()


def test_type_pause_type_paste_is_three_steps(editor, qtbot, now) -> None:  # type: ignore[no-untyped-def]
    doc, w = _field(editor)
    start = w.text()
    qtbot.keyClicks(w, "abc")  # over the selected default name
    now[0] += 0.4
    qtbot.keyClicks(w, "d")  # a short pause: still the same step
    now[0] += undomerge.MERGE_PAUSE + 0.5  # a pause
    qtbot.keyClicks(w, "ef")
    QApplication.clipboard().setText("XYZ")
    QTest.keySequence(w, QKeySequence("Ctrl+V"))
    assert w.text() == doc.cards[0].name_en == "abcdefXYZ"
    assert _undo(w) == "abcdef"  # the paste alone
    assert _undo(w) == "abcd"  # the typing after the pause
    assert _undo(w) == start  # the first run of typing
    assert doc.cards[0].name_en == start
    QTest.keySequence(w, QKeySequence("Ctrl+Shift+Z"))
    assert w.text() == "abcd"


def test_a_new_word_and_typing_after_a_paste_start_new_steps(editor, qtbot, now) -> None:  # type: ignore[no-untyped-def]
    doc, w = _field(editor)
    start = w.text()
    qtbot.keyClicks(w, "one two")  # no pause at all
    QApplication.clipboard().setText(" three")
    QTest.keySequence(w, QKeySequence("Ctrl+V"))
    qtbot.keyClicks(w, "s")  # right after the paste: not part of it
    assert doc.cards[0].name_en == "one two threes"
    assert _undo(w) == "one two three"
    assert _undo(w) == "one two"
    assert _undo(w) == "one "  # the space stays with the word it ends
    assert _undo(w) == start


def test_edits_of_different_fields_or_cards_never_join(editor, qtbot, now) -> None:  # type: ignore[no-untyped-def]
    doc, w = _field(editor)
    qtbot.keyClicks(w, "a")
    qtbot.keyClicks(editor.form.name_ja, "b")
    assert doc.stack.index() == 2


def test_what_counts_as_typing() -> None:
    assert typed("abc", "abcd") == "d" and typed("abc", "abXc") == "X"
    assert typed("abc", "ab") == "" and typed("New card 001", "G") == "G"  # typing over a selection
    assert typed("abc", "abXYc") is None and typed("", "pasted") is None  # more than one character
    assert typed(1, 2) is None
