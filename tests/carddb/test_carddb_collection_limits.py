"""Collection CSV at the door: formula cells escaped on export and unescaped on import, quantities and
sums within MAX_QUANTITY, and files too large, too long or malformed refused with file and line."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

import carddb.textfiles as textfiles
from carddb import (
    CardDB,
    RowsError,
    export_collection_csv,
    find_card,
    get_quantity,
    import_collection_csv,
    import_collection_file,
    open_memory_database,
    set_quantity,
)
from carddb.importers import import_cardsets
from carddb.textfiles import escape_cell, unescape_cell
from engine.cards import CardDef, CardSet
from engine.errors import FormatError
from engine.limits import MAX_FILE_BYTES

from .util import GAME, snapshot

NAMES = ["-Zero-", "=Bolt", "+2 Sword", "@home", "'quoted", "'=sneaky", "\tTabbed", "\rReturn", "Plain", "''"]


def _set() -> CardSet:
    cards = tuple(CardDef(id=f"FX-{i:03d}", game=GAME, set="FX", number=f"{i:03d}", name={"en": n, "ja": f"日{i}"},
                          type="character", rarity="C", stats={}, attrs={}, text={"en": "", "ja": ""},
                          abilities=(), raw={})
                  for i, n in enumerate(NAMES, 1))
    return CardSet(GAME, "FX", 1, {"en": "Formulas", "ja": "式"}, cards, "fx.yaml")


@pytest.fixture
def fx(db: CardDB) -> CardDB:
    import_cardsets(db, [_set()])
    return db


def _pk(db: CardDB, cid: str) -> int:
    p = find_card(db, GAME, cid)
    assert p is not None
    return p


# -- formula cells ----------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["=1+1", "+", "-", "@", "\t", "\r", "'", "''", "'=x", "'a", "a=b", "", "x", "-1-"])
def test_escape_is_undone_exactly(text: str) -> None:
    assert unescape_cell(escape_cell(text)) == text
    assert escape_cell(text)[:1] not in ("=", "+", "-", "@", "\t", "\r")


def test_export_escapes_formula_cells_and_import_round_trips(fx: CardDB) -> None:
    for i in range(1, len(NAMES) + 1):
        set_quantity(fx, _pk(fx, f"FX-{i:03d}"), i)
    out = export_collection_csv(fx)
    lines = out.split("\n")
    assert lines[1] == "testgame,FX,001,'-Zero-,1"
    assert lines[2] == "testgame,FX,002,'=Bolt,2"
    assert lines[3] == "testgame,FX,003,'+2 Sword,3"
    assert lines[4] == "testgame,FX,004,'@home,4"
    assert lines[5] == "testgame,FX,005,''quoted,5"
    assert lines[6] == "testgame,FX,006,''=sneaky,6"
    assert lines[7] == "testgame,FX,007,'\tTabbed,7"
    assert lines[8] == '"testgame","FX","008","\'\rReturn","8"'
    assert lines[9] == "testgame,FX,009,Plain,9"
    other = open_memory_database()
    try:
        import_cardsets(other, [_set()])
        rep = import_collection_csv(other, out, "out.csv")  # set, number and name: the name must match
        assert rep.unmatched == [] and rep.changed == len(NAMES)
        assert export_collection_csv(other) == out
        by_name = "name,quantity\n" + "".join(f"{ln.split(',', 3)[3]}\n" for ln in lines[1:7])
        rep = import_collection_csv(other, by_name, "names.csv", add=True)  # the name alone finds the card
        assert rep.unmatched == [] and get_quantity(other, _pk(other, "FX-002")) == 2 + 2
    finally:
        other.close()


def test_hand_written_apostrophe_is_kept(fx: CardDB) -> None:
    rep = import_collection_csv(fx, "name,quantity\n'quoted,1\n'-Zero-,1\n", "hand.csv")
    assert rep.unmatched == [] and get_quantity(fx, _pk(fx, "FX-005")) == 1 and get_quantity(fx, _pk(fx, "FX-001")) == 1


# -- quantities -------------------------------------------------------------------------------------

def test_quantity_too_large_or_too_long_is_a_bad_row(loaded: CardDB) -> None:
    before = snapshot(loaded)
    text = ("set,number,quantity\nTST1,001,1000001\nTST1,002," + "9" * 5000 + "\nTST1,003,"
            + "0" * 40 + "7\nTST1,004,1000000\n")
    with pytest.raises(RowsError) as ei:
        import_collection_csv(loaded, text, "q.csv")
    assert ei.value.problems == [("line 2", "quantity 1000001 is too large (at most 1,000,000)"),
                                 ("line 3", "quantity of 5,000 digits is too large (at most 1,000,000)")]
    assert snapshot(loaded) == before


def test_rows_of_one_card_adding_up_past_the_limit(loaded: CardDB) -> None:
    before = snapshot(loaded)
    text = "set,number,quantity\nTST1,001,600000\nTST1,002,5\nTST1,001,400000\nTST1,001,1\nTST1,001,9\n"
    with pytest.raises(RowsError) as ei:
        import_collection_csv(loaded, text, "sum.csv")
    assert str(ei.value) == ("sum.csv: line 5: TST1-001: the rows for it up to this line make 1,000,001 copies, "
                             "more than 1,000,000")
    assert snapshot(loaded) == before
    import_collection_csv(loaded, text.rsplit("TST1,001,1\n", 1)[0], "ok.csv")  # exactly 1,000,000 is fine
    assert get_quantity(loaded, _pk(loaded, "TST1-001")) == 1_000_000


def test_add_past_the_limit_is_refused_not_clamped(loaded: CardDB) -> None:
    a = _pk(loaded, "TST1-001")
    set_quantity(loaded, a, 999_999)
    before = snapshot(loaded)
    with pytest.raises(RowsError) as ei:
        import_collection_csv(loaded, "set,number,quantity\nTST1,002,1\nTST1,001,2\n", "add.csv", add=True)
    assert str(ei.value) == ("add.csv: line 3: TST1-001: 999,999 owned + the rows for it up to this line make "
                             "1,000,001 copies, more than 1,000,000")
    assert snapshot(loaded) == before
    rep = import_collection_csv(loaded, "set,number,quantity\nTST1,001,2\n", "set.csv")  # replacing is fine
    assert rep.changed == 1 and get_quantity(loaded, a) == 2


def test_many_bad_rows_are_counted_not_all_listed(loaded: CardDB) -> None:
    text = "set,number,quantity\n" + "TST1,001,x\n" * 500
    with pytest.raises(RowsError) as ei:
        import_collection_csv(loaded, text, "bad.csv")
    assert len(ei.value.problems) == 101 and ei.value.problems[-1] == ("400 more bad rows", "not listed here")


# -- malformed and oversized files --------------------------------------------------------------------

@pytest.mark.parametrize(("text", "item", "problem"), [
    ("name,quantity\nAster Knight,1\nAster\x00Knight,1\n", "line 3", "contains a NUL byte"),
    ("name,quantity\nAster Knight,1\n" + "x" * 100_001 + ",1\n", "line 3", "the line is longer than 100,000"),
    ('name,quantity\n"' + ("y" * 60_000 + "\n") * 2 + '",1\n', "line 2", "a cell is longer than 100,000"),
    ('name,quantity\n"' + ("y" * 60_000 + "\n") * 3 + '",1\n', "line 2", "a cell is too long (an unclosed quote?)"),
])
def test_nul_long_lines_and_giant_cells_name_the_line(loaded: CardDB, text: str, item: str, problem: str) -> None:
    before = snapshot(loaded)
    with pytest.raises(FormatError) as ei:
        import_collection_csv(loaded, text, "odd.csv")
    assert (ei.value.file, ei.value.item) == ("odd.csv", item) and problem in ei.value.problem
    assert snapshot(loaded) == before


def test_more_rows_than_the_limit(loaded: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(FormatError) as ei:
        import_collection_csv(loaded, "name,quantity\n" + "Aster Knight,1\n" * 500_001, "long.csv")
    assert str(ei.value) == "long.csv: line 500002: more than 500,000 rows"
    monkeypatch.setattr(textfiles, "MAX_CSV_ROWS", 3)
    assert import_collection_csv(loaded, "name,quantity\n\n" + "Aster Knight,1\n" * 2, "x.csv").rows == 2
    with pytest.raises(FormatError, match="x.csv: line 5: more than 3 rows"):  # blank lines count
        import_collection_csv(loaded, "name,quantity\n\n\n\nAster Knight,1\n", "x.csv")


def test_huge_file_is_refused_without_reading_it(loaded: CardDB, tmp_path: Path) -> None:
    big = tmp_path / "big.csv"
    with big.open("wb") as f:
        f.write(b"name,quantity\n")
        f.truncate(8 * 1024**3)  # 8 GB, sparse: reading it whole would take minutes and all memory
    t0 = time.monotonic()
    with pytest.raises(FormatError) as ei:
        import_collection_file(loaded, big)
    assert time.monotonic() - t0 < 5
    assert str(ei.value) == f"{big}: file size: too large for a collection file (more than 32 MB)"
    with pytest.raises(FormatError, match="<csv>: file size: too large for a collection file"):  # text given directly
        import_collection_csv(loaded, "x" * (MAX_FILE_BYTES["collection"] + 1))


def test_file_limit_is_exact(loaded: CardDB, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(MAX_FILE_BYTES, "collection", 40)
    f = tmp_path / "c.csv"
    f.write_bytes(b"set,number,quantity\nTST1,001,3\n".ljust(40, b"\n"))
    assert import_collection_file(loaded, f).changed == 1
    f.write_bytes(f.read_bytes() + b"\n")
    with pytest.raises(FormatError, match="too large"):
        import_collection_file(loaded, f)


def test_not_utf8_names_the_line(loaded: CardDB, tmp_path: Path) -> None:
    f = tmp_path / "latin1.csv"
    f.write_bytes("name,quantity\nAster Knight,1\nCaf\xe9,1\n".encode("latin-1"))
    with pytest.raises(FormatError) as ei:
        import_collection_file(loaded, f)
    assert (ei.value.item, ei.value.problem) == ("line 3", "not UTF-8 text (byte 32)")


# -- no quadratic step ------------------------------------------------------------------------------

def _rows(n: int) -> str:
    kinds = ("testgame,TST1,{:03d},,1", ",,,Aster Knight,1", "testgame,TST1,9{:02d},,1", ",TST1,00{},,1")
    return "game,set,number,name,quantity\n" + "".join(kinds[i % 4].format(i % 6 + 1) + "\n" for i in range(n))


def test_200k_rows_import_in_linear_time(loaded: CardDB) -> None:
    small, large = _rows(20_000), _rows(200_000)
    t0 = time.perf_counter()
    import_collection_csv(loaded, small, "small.csv")
    t_small = time.perf_counter() - t0
    t0 = time.perf_counter()
    rep = import_collection_csv(loaded, large, "large.csv")
    t_large = time.perf_counter() - t0
    assert rep.rows == 200_000 and len(rep.unmatched) == 50_000
    by_number_or_name = sum(1 for i in range(200_000) if i % 12 == 0 or i % 4 == 1)
    assert get_quantity(loaded, _pk(loaded, "TST1-001")) == by_number_or_name == 66_667
    assert t_large < 30 and t_large < 40 * max(t_small, 0.05), (t_small, t_large)  # quadratic would be ~100x
