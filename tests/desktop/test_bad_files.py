"""Stored data that went bad and files the player chooses that are refused: a deck naming a card
removed from its set or gone from the database, a stored replay that is corrupt, and deck, collection,
replay and card-set files that are refused with a message naming the file, the item and the problem,
changing nothing."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import carddb
from desktop import dialogs, tasks
from desktop.qt import QMessageBox
from engine.errors import FormatError

from .helpers import open_window


def _sql(db_path: Path, *statements: tuple[str, tuple]) -> None:
    """Change the database behind the app's back (what another program or a damaged copy does)."""
    con = sqlite3.connect(db_path)
    con.execute("PRAGMA foreign_keys=OFF")
    for sql, args in statements:
        con.execute(sql, args)
    con.commit()
    con.close()


def _deck_and_card(db: carddb.CardDB) -> tuple[carddb.DeckInfo, carddb.DeckCardRow]:
    deck = carddb.list_decks(db, "victory_spark")[0]
    return deck, carddb.deck_cards(db, deck.id)["main"][0]


def _errors(monkeypatch) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, title, text, details="": shown.append((title, text, details)))
    return shown




def _choice(page, deck_id: int) -> int:  # type: ignore[no-untyped-def]
    page.game.setCurrentIndex(page.game.findData("victory_spark"))
    return next(i for i, c in enumerate(page.choices) if c.deck_id == deck_id)


# -- decks ------------------------------------------------------------------------------------------

def test_a_card_removed_from_its_set_is_noted_and_the_deck_still_plays(app, db, db_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    deck, entry = _deck_and_card(db)
    _sql(db_path, ("UPDATE cards SET removed = 1 WHERE id = ?", (entry.card_pk,)))
    window = open_window(db, qtbot)
    window.show_page("decks")
    page = window.decks_page
    doc = page.open_deck(deck.id)
    assert doc.removed() == [entry.card_pk] and doc.missing == []
    texts = [page.violations.list.item(i).text() for i in range(page.violations.list.count())]
    assert any(entry.card_id in t and "no longer in its card set" in t for t in texts)
    assert page.violations.violations == [] and page.violations.remove_missing.isHidden()
    window.show_page("play")
    play = window.play_page
    i = _choice(play, deck.id)
    assert play.choices[i].legal
    c = play.start_game(mine=i, theirs=i, ai="random", seed=3)
    assert c is not None
    play.shutdown()


@pytest.mark.parametrize("gone", ["card data", "card row"])
def test_a_card_gone_from_the_database_is_named_and_play_is_refused(app, db, db_path, qtbot, gone) -> None:  # type: ignore[no-untyped-def]
    deck, entry = _deck_and_card(db)
    statements = [("DELETE FROM card_data WHERE card_pk = ?", (entry.card_pk,))]
    if gone == "card row":
        statements += [("DELETE FROM collection WHERE card_pk = ?", (entry.card_pk,)),
                       ("DELETE FROM cards WHERE id = ?", (entry.card_pk,))]
    _sql(db_path, *statements)
    window = open_window(db, qtbot)
    label = f"{entry.card_id} {entry.name}" if gone == "card data" else f"card #{entry.card_pk}"
    # the Play page lists it as not playable and refuses it, naming the card and the way forward
    window.show_page("play")
    play = window.play_page
    i = _choice(play, deck.id)
    assert not play.choices[i].legal and play.choices[i].missing and label in play.choices[i].problem
    assert play.start_game(mine=i, theirs=i, ai="random", seed=3) is None
    assert label in play.form_error.text() and "Decks page" in play.form_error.text()
    row = next(r for r in range(play.decks.rowCount()) if play.decks.item(r, 1).text() == deck.name)
    assert label in play.decks.item(row, 3).text()
    # the deck builder opens it, with the card listed and marked, and takes it out on request
    messages: list[str] = []
    window.show_page("decks")
    page = window.decks_page
    page.status_message.connect(messages.append)
    doc = page.open_deck(deck.id)
    assert [m.card_pk for m in doc.missing] == [entry.card_pk]
    assert messages and label in messages[-1]
    v = page.violations
    assert "Cannot be played" in v.status.text() and not v.remove_missing.isHidden()
    assert any(label in v.list.item(r).text() for r in range(v.list.count()))
    if gone == "card data":  # the row is still in the section table, marked
        model = page.section_views["main"].section_model()
        names = [model.data(model.index(r, 1)) for r in range(model.rowCount())]
        assert f"✖ {label}" in names
    v.remove_missing.click()
    assert doc.missing == [] and v.remove_missing.isHidden()
    assert entry.card_pk not in {e.card_pk for e in carddb.deck_cards(db, deck.id).get("main", [])}
    if gone == "card data":  # one undo step: undo brings the entry (and the mark) back
        doc.undo_stack.undo()
        assert [m.card_pk for m in doc.missing] == [entry.card_pk]
        doc.undo_stack.redo()
    window.show_page("play")
    i = _choice(play, deck.id)
    assert not play.choices[i].missing  # now only short of cards: the deck rules say so
    assert label not in play.choices[i].problem


# -- stored replays -------------------------------------------------------------------------------

BAD_REPLAYS = {"not JSON": "{not json", "a list": "[1, 2]", "wrong shape": json.dumps(
    {"format": "tcgtable-replay", "format_version": 2, "decks": "x"}), "deep": "[" * 5000 + "]" * 5000,
    "huge number": '{"format": "tcgtable-replay", "seed": ' + "9" * 5000 + "}", "empty": ""}


@pytest.mark.parametrize("how", list(BAD_REPLAYS))
def test_a_corrupt_stored_replay_shows_a_message(window, db, db_path, monkeypatch, tmp_path, how) -> None:  # type: ignore[no-untyped-def]
    rid = carddb.save_replay(db, "victory_spark", content="{}", players=["a", "b"], decks=["x", "y"], length=1)
    _sql(db_path, ("UPDATE replays SET content = ? WHERE id = ?", (BAD_REPLAYS[how], rid)))
    shown = _errors(monkeypatch)
    window.show_page("replays")  # the list reads every replay: no exception
    page = window.replays_page
    assert page.row_of(rid) >= 0 and page.table.item(page.row_of(rid), 6).text() == ""
    assert not page.open_replay(rid) and not page.watching()
    title, text, details = shown[-1]
    assert "cannot be shown" in text and f"File: replay {rid}" in details and "Problem:" in details
    page.table.selectRow(page.row_of(rid))
    assert page.verify_selected() is None and "could not be read" in shown[-1][1]
    assert page.export_selected(str(tmp_path / "out.json")) is None and not (tmp_path / "out.json").exists()


def test_a_damaged_replay_row_leaves_the_page_usable(window, db, db_path) -> None:  # type: ignore[no-untyped-def]
    rid = carddb.save_replay(db, "victory_spark", content="{}", players=["a", "b"], decks=["x", "y"], length=1)
    _sql(db_path, ("UPDATE replays SET players_json = ? WHERE id = ?", ("{not json", rid)))
    window.show_page("replays")  # no exception: listed (carddb reads around it) or the page says why not
    page = window.replays_page
    assert window.current_page() == "replays"
    assert page.row_of(rid) >= 0 or "could not be read" in page.empty.text()


# -- files the player chooses -----------------------------------------------------------------------

@pytest.mark.parametrize(("content", "problem"), [
    (b"name: X\n4 Shion\xff Kirinomiya\n", "not UTF-8"),
    (b"x" * (1024 * 1024 + 10), "too large"),
    (b"game: victory_spark\n4 No Such Card (VSS1) 999\n", "999"),
], ids=["not UTF-8", "too large", "unknown card"])
def test_a_refused_deck_file_names_file_item_problem_and_changes_nothing(window, db, tmp_path, monkeypatch,
                                                                          content, problem) -> None:  # type: ignore[no-untyped-def]
    shown = _errors(monkeypatch)
    path = tmp_path / "deck.txt"
    path.write_bytes(content)
    window.show_page("decks")
    page = window.decks_page
    before = [(d.id, d.name, d.counts) for d in carddb.list_decks(db)]
    assert page.import_from_file(str(path)) is None
    _title, _text, details = shown[-1]
    assert f"File: {path}" in details and problem in details and ("Where:" in details or "Problems:" in details
                                                                    or "too large" in details)
    assert [(d.id, d.name, d.counts) for d in carddb.list_decks(db)] == before


def test_a_collection_file_with_a_bad_row_late_in_the_file_changes_nothing(window, qtbot, db, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tasks, "CSV_CHUNK", 2)  # the bad row is in the third chunk
    shown = _errors(monkeypatch)
    rows = ["game,set,number,name,quantity"] + [f"victory_spark,VSS1,{n:03d},,1" for n in range(1, 6)]
    rows.append("victory_spark,VSS1,006,,lots")
    p = tmp_path / "mine.csv"
    p.write_text("\n".join(rows) + "\n", encoding="utf-8")
    window.collection_page.import_csv(str(p))
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    _title, text, details = shown[0]
    assert "Nothing was imported" in text and f"File: {p}" in details and "line 7" in details and "lots" in details
    assert carddb.counts(db)["owned_copies"] == 0


def test_a_truncated_replay_file_is_refused_naming_it(window, db, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown = _errors(monkeypatch)
    p = tmp_path / "game.json"
    p.write_text('{"format": "tcgtable-replay", "format_version": 2, "game": "victory', encoding="utf-8")
    n = len(carddb.list_replays(db))
    window.show_page("replays")
    assert window.replays_page.add_file(str(p)) is None
    _title, text, details = shown[-1]
    assert "not a replay this version can read" in text and f"File: {p}" in details and "line 1" in details
    assert len(carddb.list_replays(db)) == n


def test_a_refused_card_set_file_is_named_in_the_message(window, qtbot, db, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown = _errors(monkeypatch)
    p = tmp_path / "broken.yaml"
    p.write_text("set: {code: [unclosed\n", encoding="utf-8")
    sets = carddb.list_sets(db)
    window.import_card_sets([str(p)])
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    _title, text, details = shown[0]
    assert "could not be imported" in text and f"File: {p}" in details and "Problem:" in details
    assert carddb.list_sets(db) == sets


def test_error_messages_show_the_file_the_item_and_the_problem(app) -> None:  # type: ignore[no-untyped-def]
    box = dialogs.error(None, "Import deck", "The deck could not be imported.",
                        dialogs.describe(FormatError("<clipboard>", "line 3", "unknown card 'X'")))
    assert isinstance(box, QMessageBox)
    assert box.informativeText() == "File: <clipboard>\nWhere: line 3\nProblem: unknown card 'X'"
    assert box.detailedText() == ""  # short: all of it in the message itself
    box.close()
    many = "\n".join(f"line {n}: bad" for n in range(40))
    box = dialogs.error(None, "t", "x", many)
    assert "line 0: bad" in box.informativeText() and "line 39" not in box.informativeText()
    assert box.detailedText() == many
    box.close()
