"""Rows damaged outside the program (another tool, a disk fault SQLite's quick_check does not see):
every reader names the database file, the card or deck and the problem, exit code 2, never a
traceback, and the file is left as it was (issue 40)."""
from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import carddb
from carddb.cards import carddefs, game_carddefs, set_labels
from carddb.collection import collection_history, export_collection_csv, set_quantity
from carddb.database import CardDB, open_database
from carddb.decks import deck_carddefs, find_deck, list_decks
from carddb.errors import DamagedRow, DatabaseFileError
from carddb.settings import get_setting, set_setting
from carddb.stored import load_json

from .util import GAME, file_snapshot

DAMAGE = "The file was changed outside TCG Table"


def tcg(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """`tcgtable ARGV` in this process: (exit code, stdout, stderr); never a traceback."""
    tcli = pytest.importorskip("tcgtable.cli")
    rc = tcli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return rc, out, err


@pytest.fixture
def made(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The CLI's database with the test set and the deck 'Flower Rush' (TST1-001, -002, -004, -005)."""
    assert tcg(capsys, "deck", "list", "--db", str(dbfile))[0] == 0
    return dbfile


def damage(path: Path, sql: str, *params: Any) -> str:
    """Change the file as another tool would (no foreign keys, no checks); its snapshot afterwards."""
    con = sqlite3.connect(path)
    try:
        con.execute(sql, params)
        con.commit()
    finally:
        con.close()
    return file_snapshot(path)


_CARD = "(SELECT id FROM cards WHERE card_id = ?)"
BAD_CARD_DATA = {  # stored card data (raw_json) -> words of our message
    "not JSON": ('{"abilities": [', "not valid JSON"),
    "too deep for json": ("[" * 100_000, "nested more than 40 levels deep"),
    "deeper than the limit": ('{"attrs": {"a": ' + "[" * 60 + "]" * 60 + "}}", "nested more than 40 levels deep"),
    "a list": ("[1, 2]", "is not a mapping"),
    "a huge number": ("9" * 5000, "4,300 digits"),
    "abilities not a list": ('{"abilities": "draw"}', "abilities 'draw' is not a list of mappings"),
    "attrs not a mapping": ('{"attrs": [1]}', "attrs [1] is not a mapping"),
}


@pytest.mark.parametrize("stored,words", list(BAD_CARD_DATA.values()), ids=list(BAD_CARD_DATA))
def test_damaged_card_data_names_the_file_deck_and_card(made: Path, capsys: pytest.CaptureFixture[str],
                                                         stored: str, words: str) -> None:
    before = damage(made, f"UPDATE card_data SET raw_json = ? WHERE card_pk = {_CARD}", stored, "TST1-002")
    rc, out, err = tcg(capsys, "deck", "validate", "--name", "Flower Rush", "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: deck 'Flower Rush': card TST1-002: its stored card data is damaged: ")
    assert words in err and DAMAGE in err
    assert len(err) < 400  # the stored text is cut, not repeated
    assert file_snapshot(made) == before


def test_card_data_stored_as_bytes(made: Path) -> None:
    damage(made, f"UPDATE card_data SET raw_json = ? WHERE card_pk = {_CARD}", b"\x00\xff{}", "TST1-001")
    with open_database(made) as db, pytest.raises(DamagedRow) as ei:
        game_carddefs(db, GAME)
    assert str(ei.value).startswith(f"{made}: card TST1-001: its stored card data is damaged: not text")


@pytest.mark.parametrize("query", ["knight", "x>0"])  # x>0: SQLite reads the stats itself (json_extract)
def test_damaged_stats_in_search(made: Path, capsys: pytest.CaptureFixture[str], query: str) -> None:
    before = damage(made, "UPDATE cards SET stats_json = ? WHERE card_id = ?", '{"power": ', "TST1-001")
    rc, out, err = tcg(capsys, "cards", "search", query, "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: card TST1-001: its stored list of stats is damaged: ")
    assert "JSON" in err and DAMAGE in err
    assert file_snapshot(made) == before


@pytest.mark.parametrize("argv", [["deck", "list"], ["deck", "export", "Flower Rush"],
                                  ["deck", "validate", "--name", "Flower Rush"]])
def test_damaged_deck_date(made: Path, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    before = damage(made, "UPDATE decks SET updated_at = 'last tuesday' WHERE name = 'Flower Rush'")
    rc, out, err = tcg(capsys, *argv, "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: deck 'Flower Rush': its stored updated_at is damaged: "
                          "'last tuesday' is not a date and time")
    assert file_snapshot(made) == before


@pytest.mark.parametrize("argv", [["deck", "export", "Flower Rush"], ["deck", "validate", "--name", "Flower Rush"]])
def test_damaged_deck_count(made: Path, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    before = damage(made, f"UPDATE deck_cards SET count = 'lots' WHERE card_pk = {_CARD}", "TST1-002")
    rc, out, err = tcg(capsys, *argv, "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: deck 'Flower Rush': card TST1-002: its stored count is damaged: 'lots'")
    assert file_snapshot(made) == before


def test_damaged_collection_row_in_export(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with open_database(made) as db:
        set_quantity(db, db_pk(db, "TST1-003"), 2)
    before = damage(made, "UPDATE collection SET quantity = x'ff'")
    rc, out, err = tcg(capsys, "collection", "export", "-", "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: owned copies of card TST1-003: its stored quantity is damaged: "
                          "b'\\xff' is not a whole number")
    assert file_snapshot(made) == before


def test_text_that_is_not_utf8(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    con = sqlite3.connect(made)  # (damage() reads the file back as text: not here)
    con.execute("UPDATE cards SET name_en = CAST(x'41ff42' AS TEXT) WHERE card_id = 'TST1-002'")
    con.commit()
    con.close()
    before = made.read_bytes()
    rc, out, err = tcg(capsys, "cards", "search", "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: card TST1-002: its stored name_en is damaged: ")
    assert "is not UTF-8 text" in err
    assert made.read_bytes() == before


def test_a_deck_that_cannot_be_found_names_the_database(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damage(made, "UPDATE decks SET name_key = x'00' WHERE name = 'Flower Rush'")
    rc, _, err = tcg(capsys, "deck", "export", "Flower Rush", "--db", str(made))
    assert rc == 2 and err.startswith(f"error: {made}: no deck named 'Flower Rush'")


def db_pk(db: CardDB, card_id: str) -> int:
    from carddb.cards import find_card

    pk = find_card(db, GAME, card_id)
    assert pk is not None
    return pk


def test_deck_of_a_game_this_program_does_not_implement(made: Path, capsys: pytest.CaptureFixture[str]) -> None:
    damage(made, "INSERT INTO games (id, name_en, name_ja) VALUES ('old_game', '', '')")
    before = damage(made, "UPDATE decks SET game = 'old_game' WHERE name = 'Flower Rush'")
    rc, out, err = tcg(capsys, "deck", "validate", "--name", "Flower Rush", "--db", str(made))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {made}: deck 'Flower Rush': its game 'old_game' is not one this program "
                          "implements")
    assert GAME in err  # the games it does implement
    assert file_snapshot(made) == before


# -- the Python API: what the app calls --------------------------------------------------------------

def test_api_readers_name_the_row(made: Path) -> None:
    with open_database(made) as db:
        pk = db_pk(db, "TST1-004")
        set_quantity(db, pk, 3)
        deck = find_deck(db, "Flower Rush").id
    raw = damage(made, f"UPDATE card_data SET raw_json = '{{' WHERE card_pk = {pk}")
    with open_database(made) as db:
        with pytest.raises(DamagedRow, match="^" + str(made).replace("\\", "\\\\") + ": card TST1-004: "):
            carddefs(db, [pk])
        with pytest.raises(DamagedRow) as ei:
            deck_carddefs(db, deck)
        assert (ei.value.file, ei.value.item) == (str(made), "deck 'Flower Rush': card TST1-004")
        assert isinstance(ei.value, DatabaseFileError)  # what the app already catches
        assert [d.name for d in list_decks(db)] == ["Flower Rush"]  # the rest reads as before
        assert export_collection_csv(db).count("\n") == 2
    assert file_snapshot(made) == raw
    damage(made, "UPDATE card_data SET raw_json = '{}' WHERE card_pk = ?", pk)
    damage(made, "UPDATE collection_history SET at = 'soon'")
    with open_database(made) as db, pytest.raises(DamagedRow) as ei:
        collection_history(db)
    assert ei.value.item == "collection history of card TST1-004"
    assert ei.value.problem == "its stored time is damaged: 'soon' is not a date and time"


def test_in_memory_database_is_named_too(loaded: CardDB) -> None:
    with loaded.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE cards SET stats_json = '[]' WHERE card_id = 'TST1-001'")
    with pytest.raises(DamagedRow, match=r"^<in-memory database>: card TST1-001: its stored list of stats is damaged: "
                                         r"'\[\]' is not a mapping"):
        game_carddefs(loaded, GAME)


def test_damaged_labels_are_left_out_with_a_warning(made: Path, caplog: pytest.LogCaptureFixture) -> None:
    damage(made, "UPDATE card_sets SET labels_json = '{\"attr\": ' WHERE code = 'TST1'")
    with open_database(made) as db, caplog.at_level(logging.WARNING, logger="carddb.cards"):
        assert set_labels(db) == {}  # labels only change what is shown: the app still starts
    assert f"{made}: card set TST1 of {GAME}: its stored list of labels is damaged" in caplog.text


def test_damaged_setting_warning_names_the_file(made: Path, caplog: pytest.LogCaptureFixture) -> None:
    with open_database(made) as db:
        set_setting(db, "ui.window", {"w": 1})
    damage(made, "UPDATE settings SET value_json = ? WHERE key = 'ui.window'", "[" * 50_000)
    with open_database(made) as db, caplog.at_level(logging.WARNING, logger="carddb.settings"):
        assert get_setting(db, "ui.window", 7) == 7
    assert f"{made}: setting 'ui.window': the stored value is not valid JSON (nested more than 40" in caplog.text


def test_load_json_accepts_what_carddb_writes() -> None:
    assert load_json('{"a": [1, {"b": null}]}', "f", "card X", "card data") == {"a": [1, {"b": None}]}
    assert load_json("[" * 30 + "]" * 30, "f", "setting 'k'", "value", None) is not None
    deep_but_fine = '{"abilities": [' + ",".join(['{"do": [{"draw": 1}]}'] * 20) + "]}"  # many brackets, shallow
    assert len(load_json(deep_but_fine, "f", "card X", "card data")["abilities"]) == 20
    with pytest.raises(DamagedRow, match="is not a list"):
        load_json("{}", "f", "card X", "stats", list)


# -- the app -------------------------------------------------------------------------------------------

def test_deck_builder_shows_a_message_for_a_damaged_deck(tmp_path: Path, qtbot: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("PySide6")
    from desktop import dialogs
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    path = tmp_path / "app.sqlite3"
    open_database(path).close()  # the bundled sets and decks, as at a first start
    damage(path, f"UPDATE card_data SET raw_json = '{{' WHERE card_pk = {_CARD}", "VSS1-001")
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, _title, text, details="": shown.append(text + details))
    with open_database(path) as db:
        settings = AppSettings(db)
        settings.set("language", "en")
        w = MainWindow(db, settings)
        qtbot.addWidget(w)
        w.show()
        w.show_page("decks")
        page = w.decks_page
        deck = find_deck(db, "Spark Rush")  # four copies of VSS1-001
        assert page.open_deck(deck.id) is None  # not opened, and no exception
        assert page.doc is None
        assert any(m.startswith(f"{path}: card VSS1-001: its stored card data is damaged") for m in shown), shown
        w.close()


def test_the_card_list_names_a_damaged_card_and_shows_the_others(tmp_path: Path, qtbot: Any) -> None:
    """A damaged card in the browser's list: its row is left empty and named under the search box;
    the other cards of its page are shown (no exception while the list is drawn)."""
    pytest.importorskip("PySide6")
    from desktop.browser import CardBrowser
    from desktop.cardpixmaps import CardPixmaps

    path = tmp_path / "app.sqlite3"
    open_database(path).close()
    damage(path, f"UPDATE cards SET stats_json = '{{' WHERE id = {_CARD}", "VSS1-001")
    with open_database(path) as db:
        b = CardBrowser(db, CardPixmaps())
        qtbot.addWidget(b)
        b.model.set_ids(carddb.search_ids(db, "set:VSS1"))
        rows = [b.model.card_row(i) for i in range(b.model.rowCount())]
        bad = [i for i, r in enumerate(rows) if r is None]
        assert len(bad) == 1 and len(rows) > 10
        assert b.model.card_row(bad[0]) is None  # asked again: not fetched again
        assert b.model.card_def(b.model.pk_at(bad[0])) is None
        assert b.error_label.text().startswith(f"{path}: card VSS1-001:") and DAMAGE in b.error_label.text()
