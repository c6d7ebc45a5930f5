"""The deck builder, driven through its widgets: build a legal deck by dragging cards from the
browser, see violations appear and disappear, undo and redo, drag out to remove, import and export."""
from __future__ import annotations

from pathlib import Path

import pytest

import carddb
from desktop import dialogs
from desktop.deckviews import DeckSectionView
from desktop.qt import QApplication, Qt

from .helpers import drag_rows, drop, search


@pytest.fixture
def builder(window, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The Decks page with a new, empty Victory Spark deck open."""
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    monkeypatch.setattr(dialogs, "ask_text", lambda *a, **k: "Test Deck")
    deck_id = page.new_deck()
    assert deck_id is not None and page.doc is not None and page.doc.deck_id == deck_id
    search(qtbot, page.browser, "")
    return page


def _distinct_rows(page, n: int) -> list[int]:  # type: ignore[no-untyped-def]
    """Browser rows of n cards that all differ in name and title."""
    seen, rows = set(), []
    m = page.browser.model
    for r in range(m.rowCount()):
        cd = m.card_def(m.pk_at(r))
        key = (cd.name["en"], tuple(cd.attrs.get("title", [])))
        if key not in seen:
            seen.add(key)
            rows.append(r)
        if len(rows) == n:
            return rows
    raise AssertionError("not enough distinct cards")


def _main_view(page) -> DeckSectionView:  # type: ignore[no-untyped-def]
    return page.section_views["main"]


def _stored(db, page) -> dict[int, int]:  # type: ignore[no-untyped-def]
    return {e.card_pk: e.count for e in carddb.deck_cards(db, page.doc.deck_id).get("main", [])}


def build_legal_deck(page) -> None:  # type: ignore[no-untyped-def]
    rows = _distinct_rows(page, 13)
    target = _main_view(page).viewport()
    for _ in range(4):
        assert drop(target, drag_rows(page.browser.table, rows[:12]))
    for _ in range(2):
        assert drop(target, drag_rows(page.browser.table, rows[12:]))


def test_build_legal_deck_by_dragging(builder, db) -> None:  # type: ignore[no-untyped-def]
    page = builder
    v = page.violations
    assert v.violations and any("5.1.2.1.1" in x.clause for x in v.violations)  # empty deck: wrong size
    rows = _distinct_rows(page, 13)
    target = _main_view(page).viewport()
    assert drop(target, drag_rows(page.browser.table, rows[:12]))
    assert page.doc.count("main") == 12
    assert "12" in page.stats.counts_label.text()
    build_legal_deck(page)  # 12 more drops of 12, 2 of 1... on top of the first 12
    # the deck now has too many copies: 5 of each of the first twelve
    assert page.doc.count("main") == 12 + 50
    assert any("5.1.2.1.2" in x.clause or "5.1.2.1.3" in x.clause for x in v.violations)
    page.doc.undo_stack.setIndex(1)  # back to just the first drop
    page.doc.undo_stack.setIndex(0)
    assert page.doc.count("main") == 0
    build_legal_deck(page)
    assert page.doc.count("main") == 50
    assert v.violations == [] and "Legal" in v.status.text()
    assert sum(_stored(db, page).values()) == 50
    assert carddb.validate_deck(db, page.doc.deck_id) == []
    # the curve and type breakdown follow the deck
    assert sum(page.stats.curve.counts.values()) == 50
    assert "50" in page.stats.types_label.text()


def test_violation_appears_and_disappears_with_undo_redo(builder, qtbot, db) -> None:  # type: ignore[no-untyped-def]
    page = builder
    build_legal_deck(page)
    assert page.violations.violations == []
    view = _main_view(page)
    view.selectRow(0)
    pk = view.section_model().pk_at(0)
    qtbot.keyClick(view, Qt.Key.Key_Plus)  # a fifth copy, and a 51st card
    assert page.doc.copies("main", pk) == 5
    clauses = {x.clause for x in page.violations.violations}
    assert "victory_spark:5.1.2.1.1" in clauses and clauses & {"victory_spark:5.1.2.1.2", "victory_spark:5.1.2.1.3"}
    texts = [page.violations.list.item(i).text() for i in range(page.violations.list.count())]
    assert any("5.1.2.1.1" in t for t in texts)
    # undo through the Edit menu's action (Ctrl+Z), redo (Ctrl+Shift+Z)
    window = page.window()
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert "Ctrl+Shift+Z" in [s.toString() for s in window.act_redo.shortcuts()]
    window.act_undo.trigger()
    assert page.doc.copies("main", pk) == 4 and page.violations.violations == []
    assert _stored(db, page)[pk] == 4
    window.act_redo.trigger()
    assert page.doc.copies("main", pk) == 5 and page.violations.violations
    assert _stored(db, page)[pk] == 5
    window.act_undo.trigger()
    assert page.violations.violations == []


def test_keyboard_shortcuts_undo(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    page = builder
    window = page.window()
    window.activateWindow()
    qtbot.waitExposed(window)
    page.browser.table.setFocus()
    page.browser.table.selectRow(0)
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Return)  # Enter adds the current card
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Plus)  # + adds the selected cards
    assert page.doc.count("main") == 2
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Minus)  # − removes one
    assert page.doc.count("main") == 1
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.doc.count("main") == 2
    qtbot.keyClick(page.browser.table, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert page.doc.count("main") == 1
    # double-click in the browser adds, double-click in the deck removes
    idx = page.browser.model.index(1, 0)
    page.browser.table.doubleClicked.emit(idx)
    assert page.doc.count("main") == 2
    view = _main_view(page)
    view.doubleClicked.emit(view.model().index(0, 0))
    assert page.doc.count("main") == 1


def test_drag_out_to_remove(builder) -> None:  # type: ignore[no-untyped-def]
    page = builder
    rows = _distinct_rows(page, 2)
    view = _main_view(page)
    drop(view.viewport(), drag_rows(page.browser.table, rows))
    drop(view.viewport(), drag_rows(page.browser.table, rows))
    assert page.doc.count("main") == 4
    mime = drag_rows(view, [0])
    assert drop(page.browser.table.viewport(), mime, Qt.DropAction.MoveAction)
    assert page.doc.count("main") == 3
    page.doc.undo_stack.undo()
    assert page.doc.count("main") == 4


def test_import_and_export_deck(builder, qtbot, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    page = builder
    build_legal_deck(page)
    original = _stored(db, page)
    # clipboard round trip
    assert page.export_to_clipboard()
    text = QApplication.clipboard().text()
    assert "name: Test Deck" in text and "(VSS1)" in text
    new_id = page.import_from_clipboard()
    assert new_id is not None and new_id != original and page.doc.deck_id == new_id
    assert page.doc.name.startswith("Test Deck (")
    assert _stored(db, page) == original
    assert page.violations.violations == []
    # file round trip
    path = tmp_path / "exported.txt"
    assert page.export_to_file(str(path))
    assert path.read_text(encoding="utf-8").splitlines()[1:] == text.splitlines()[1:]  # same cards
    third = page.import_from_file(str(path))
    assert third is not None and _stored(db, page) == original


def test_bad_deck_text_is_reported(builder, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page = builder
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(dialogs, "error", lambda parent, title, text, details="": shown.append((text, details)))
    QApplication.clipboard().setText("name: Broken\n4 No Such Card (VSS1) 999\n")
    before = len(carddb.list_decks(page.db))
    assert page.import_from_clipboard() is None
    assert shown and ("999" in shown[0][1] or "No Such Card" in shown[0][1])
    assert len(carddb.list_decks(page.db)) == before


def test_rename_duplicate_delete(builder, monkeypatch, db) -> None:  # type: ignore[no-untyped-def]
    page = builder
    monkeypatch.setattr(dialogs, "ask_text", lambda *a, **k: "Renamed Deck")
    page.rename_deck()
    assert page.doc.name == "Renamed Deck" and carddb.get_deck(db, page.doc.deck_id).name == "Renamed Deck"
    page.doc.undo_stack.undo()
    assert carddb.get_deck(db, page.doc.deck_id).name == "Test Deck"
    dup = page.duplicate_deck()
    assert dup is not None and page.doc.deck_id == dup
    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    assert page.delete_deck()
    with pytest.raises(carddb.NotFound):
        carddb.get_deck(db, dup)


def test_mark_unowned(builder, db) -> None:  # type: ignore[no-untyped-def]
    page = builder
    rows = _distinct_rows(page, 1)
    drop(_main_view(page).viewport(), drag_rows(page.browser.table, rows))
    drop(_main_view(page).viewport(), drag_rows(page.browser.table, rows))
    pk = page.doc.sections["main"][0][0]
    carddb.set_quantity(db, pk, 1)
    page.refresh_owned([pk])
    page.mark_unowned.setChecked(True)
    model = _main_view(page).section_model()
    tip = model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)
    assert "own 1 of the 2" in tip
    assert model.data(model.index(0, 1), Qt.ItemDataRole.ForegroundRole) is not None
    assert page.doc.short_of() == {pk: 1}
