"""The Decks page with pasted and imported deck lists (no name line, unknown lines listed and the rest
imported, errors naming the source and line), cards dropped on a section their type cannot go in,
the room each section gets, and counts with plurals."""
from __future__ import annotations

from pathlib import Path

import pytest

import carddb
from desktop import dialogs
from desktop.deckcounts import deck_size_text, plural
from desktop.qt import QApplication

from .helpers import drag_rows, drop, search


@pytest.fixture
def shown(monkeypatch):  # type: ignore[no-untyped-def]
    """Messages the page shows: ("error"|"info", text, details)."""
    out: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, _t, text, details="": out.append(("error", text, details)))
    monkeypatch.setattr(dialogs, "info", lambda _p, _t, text, details="": out.append(("info", text, details)))
    return out


def _page(window, qtbot, monkeypatch, game: str, name: str = "Test Deck"):  # type: ignore[no-untyped-def]
    """The Decks page on `game` with a new, empty deck open; its status messages are in page.statuses."""
    window.show_page("decks")
    page = window.decks_page
    page.set_game(game)
    monkeypatch.setattr(dialogs, "ask_text", lambda *a, **k: name)
    assert page.new_deck() is not None
    search(qtbot, page.browser, "")
    page.statuses = []
    page.status_message.connect(page.statuses.append)
    return page


def _row(page, pred) -> int:  # type: ignore[no-untyped-def]
    m = page.browser.model
    return next(r for r in range(m.rowCount()) if pred(m.card_def(m.pk_at(r))))


def _names(db, deck_id: int) -> dict[str, dict[str, int]]:  # type: ignore[no-untyped-def]
    return {sec: {r.name: r.count for r in rows} for sec, rows in carddb.deck_cards(db, deck_id).items()}


def _vs_names(db) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted({c.name["en"] for c in carddb.game_carddefs(db, "victory_spark").values()})[:3]


# -- pasting and importing ---------------------------------------------------------------------------

def test_paste_without_a_name_line_gets_a_free_name(window, qtbot, monkeypatch, db, shown) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    a, b, _ = _vs_names(db)
    QApplication.clipboard().setText(f"4 {a}\n2x {b.upper()}\n")
    first = page.import_from_clipboard()
    assert first is not None and shown == []
    assert carddb.get_deck(db, first).name == "Imported deck"
    assert _names(db, first) == {"main": {a: 4, b: 2}}
    second = page.import_from_clipboard()
    assert second is not None and carddb.get_deck(db, second).name == "Imported deck (2)"
    assert page.doc.deck_id == second and "Imported deck (2)" in page.statuses[-1]


def test_file_without_a_name_line_is_named_after_the_file(window, qtbot, monkeypatch, db, tmp_path: Path,
                                                          shown) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    a, *_ = _vs_names(db)
    path = tmp_path / "my list.txt"
    path.write_text(f"// from a site\n3 x {a}\n", encoding="utf-8")
    deck_id = page.import_from_file(str(path))
    assert deck_id is not None and carddb.get_deck(db, deck_id).name == "my list"


def test_unknown_lines_are_listed_in_one_message_and_the_rest_imported(window, qtbot, monkeypatch, db,
                                                                       shown) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    a, b, c = _vs_names(db)
    cid = sorted(carddb.game_carddefs(db, "victory_spark"))[0]
    QApplication.clipboard().setText(f"4 {a}\n3 No Such Card\n{b} x2\nwhat is this\n1 {cid}\nSideboard:\n1 {c}\n")
    deck_id = page.import_from_clipboard()
    assert deck_id is not None
    stored = _names(db, deck_id)["main"]
    assert stored[a] == 4 and stored[b] == 2 and sum(stored.values()) == 7 and c not in stored
    ((kind, text, details),) = shown  # one message
    assert kind == "info" and "3 lines not matched" in text and "the clipboard" in text
    rows = details.splitlines()
    assert rows[0] == "Source: the clipboard"
    assert "  Line 2: 3 No Such Card — no such Victory Spark card" in rows
    assert any(r.startswith("  Line 4: what is this — not a card line") for r in rows)
    assert any(r.startswith(f"  Line 7: 1 {c} — in a section Victory Spark decks do not have") for r in rows)
    assert "3 lines not matched" in page.statuses[-1]


def test_one_line_not_matched_is_singular(window, qtbot, monkeypatch, db, shown) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    a, *_ = _vs_names(db)
    assert page.import_text(f"name: One\n4 {a}\n1 Nope\n", "<clipboard>") is not None
    assert "1 line not matched" in shown[0][1] and "1 line not matched" in page.statuses[-1]


def test_nothing_matched_names_the_source_and_lines_and_stores_nothing(window, qtbot, monkeypatch, db, tmp_path: Path,
                                                                       shown) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    before = [d.id for d in carddb.list_decks(db)]
    QApplication.clipboard().setText("hello\n2 Nobody\n")
    assert page.import_from_clipboard() is None
    kind, text, details = shown[-1]
    assert kind == "error" and "the clipboard" in text and "Traceback" not in details
    assert "Line 1: hello" in details and "Line 2: 2 Nobody — no such Victory Spark card" in details
    path = tmp_path / "bad.txt"
    path.write_text("name: X\ngame: vividz\n1 Nobody\n", encoding="utf-8")  # another game than the page's
    assert page.import_from_file(str(path)) is None
    kind, text, details = shown[-1]
    assert f"File: {path}" in details and "says game 'vividz'" in details
    assert [d.id for d in carddb.list_decks(db)] == before


# -- sections by card type ------------------------------------------------------------------------

def test_vividz_cards_go_to_the_section_of_their_type(window, qtbot, monkeypatch, db) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "vividz")
    main = page.section_views["main"].viewport()
    account = _row(page, lambda c: c.type == "account")
    assert drop(main, drag_rows(page.browser.table, [account]))
    assert page.doc.count("account") == 1 and page.doc.count("main") == 0
    assert "went to Account" in page.statuses[-1] and "Main deck takes only charas and events" in page.statuses[-1]
    chara = _row(page, lambda c: c.type == "chara")
    assert drop(page.section_views["mission"].viewport(), drag_rows(page.browser.table, [chara]))
    assert page.doc.count("main") == 1 and page.doc.count("mission") == 0
    page.doc.undo_stack.undo()
    assert page.doc.count("main") == 0
    # double-click adds to the "Add to" section, or where the card's type belongs
    page.active_section.setCurrentIndex(page.active_section.findData("account"))
    mission = _row(page, lambda c: c.type == "mission")
    page.browser.card_activated.emit(page.browser.model.pk_at(mission))
    assert page.doc.count("mission") == 1 and page.doc.count("account") == 1


def test_a_deck_entry_dragged_to_a_section_its_type_cannot_go_in_stays(window, qtbot, monkeypatch, db) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "phantom_magic_vision")
    plain = _row(page, lambda c: "second_seal" not in (c.attrs.get("keywords") or ()))
    seal = _row(page, lambda c: "second_seal" in (c.attrs.get("keywords") or ()))
    side = page.section_views["sideboard"].viewport()
    assert drop(side, drag_rows(page.browser.table, [plain, seal]))  # the plain card goes to the main deck
    assert page.doc.count("main") == 1 and page.doc.count("sideboard") == 1
    assert "went to Main deck: Sideboard takes only 弐符 (second seal) cards." in page.statuses[-1]
    before = dict(page.doc.sections)
    mime = drag_rows(page.section_views["main"], [0])
    drop(side, mime)
    assert page.doc.sections == before
    assert "stays where it is: Sideboard takes only 弐符" in page.statuses[-1]
    mime = drag_rows(page.section_views["sideboard"], [0])  # a 弐符 card may go in the main deck
    assert drop(page.section_views["main"].viewport(), mime)
    assert page.doc.count("main") == 2 and page.doc.count("sideboard") == 0


def test_the_main_deck_gets_most_of_the_height(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "phantom_magic_vision")
    window.resize(1400, 1000)
    qtbot.waitUntil(lambda: page.section_views["main"].height() > 2 * page.section_views["sideboard"].height(),
                    timeout=5000)


# -- counts --------------------------------------------------------------------------------------

def test_counts_have_plurals_and_update_live(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page = _page(window, qtbot, monkeypatch, "victory_spark")
    item = page.deck_list.currentItem()
    assert item.text().endswith("\n0 cards")
    page.browser.card_activated.emit(page.browser.model.pk_at(0))
    assert item.text().endswith("\n1 card")
    page.browser.card_activated.emit(page.browser.model.pk_at(0))
    assert item.text().endswith("\n2 cards")
    assert page.doc.undo_stack.undoText().startswith("Add ")
    page.add_to_deck([page.browser.model.pk_at(1), page.browser.model.pk_at(2)])
    assert page.doc.undo_stack.undoText() == "Add 2 cards"
    page.doc.undo_stack.undo()
    assert item.text().endswith("\n2 cards")


def test_deck_size_texts() -> None:
    assert deck_size_text({"main": 1}) == "1 card"
    assert deck_size_text({"main": 50, "sideboard": 2}) == "50 cards + 2 in the sideboard"
    assert deck_size_text({"main": 50, "sideboard": 1}) == "50 cards + 1 in the sideboard"
    assert plural("%n 枚", 2) == "%n 枚" and plural("3 line(s)", 3) == "3 lines"
