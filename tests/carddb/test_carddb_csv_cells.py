"""Collection CSV cells (issue 40): no exported cell is a formula to a spreadsheet (full-width
= + - @ and blanks before them included), and every card name, blanks at either end included,
exports and imports back exactly."""
from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from carddb import (
    CardDB,
    export_collection_csv,
    find_card,
    import_collection_csv,
    open_memory_database,
    set_quantity,
)
from carddb.importers import import_cardsets
from carddb.models import fold
from carddb.textfiles import csv_records, escape_cell, quoted_cells, unescape_cell
from engine.cards import CardDef, CardSet

from .util import GAME

FORMULA = "=+-@＝＋－＠"  # what a spreadsheet runs, after any blanks


def _runs_as_formula(cell: str) -> bool:
    """Whether a spreadsheet would take this cell (as read from the file) for a formula."""
    first = cell.lstrip()[:1]
    return cell[:1] in ("\t", "\r") or (first != "" and first in FORMULA)


@pytest.mark.parametrize("text", ["＝SUM(A1)", "＋1", "－1", "＠home", " =1+1", "  +1", "\n-1", "\r\n@x", "\t=x",
                                  "\u3000＝x", " \n ＠x", "' =x", "'＝x"])
def test_formula_cells_are_escaped_and_undone_exactly(text: str) -> None:
    out = escape_cell(text)
    assert out == "'" + text and not _runs_as_formula(out)
    assert unescape_cell(out) == text


@pytest.mark.parametrize("text", [" x", "x =", "a=b", " ", "\n", "", "x", " 'x", "Ｘ＝1"])
def test_other_cells_are_left_alone(text: str) -> None:
    assert escape_cell(text) == text and unescape_cell(text) == text


def test_a_hand_written_apostrophe_before_blanks_and_a_formula_is_dropped() -> None:
    assert unescape_cell("' =x") == " =x" and unescape_cell("'＝x") == "＝x" and unescape_cell("' x") == "' x"


@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=12))
def test_escape_is_safe_and_undone_exactly(text: str) -> None:
    out = escape_cell(text)
    assert not _runs_as_formula(out)
    assert unescape_cell(out) == text


@pytest.mark.parametrize("record,quoted", [
    ('a,"b",c\n', [-1, 0, -1]),
    ('" a ","b""c" ,\n', [0, 1, -1]),
    ('"x\ny",z\r\n', [0, -1]),
    ('"q"r"s",t', [4, -1]),
])
def test_quoted_cells_as_csv_reads_them(record: str, quoted: list[int]) -> None:
    assert quoted_cells(record) == quoted


def test_import_trims_plain_cells_and_keeps_quoted_ones() -> None:
    text = 'set , number,name, quantity\nFX, 001 ," Mio ", 2\nFX,002,"Aki" , 3\n'
    rows = [r for _, r in csv_records(text, "t.csv", trim=True)]
    assert rows == [["set", "number", "name", "quantity"], ["FX", "001", " Mio ", "2"], ["FX", "002", "Aki", "3"]]


# -- through the database ----------------------------------------------------------------------------

CARDS = 3


@pytest.fixture(scope="module")
def names_db() -> Iterator[CardDB]:
    """Three owned cards whose names each test example sets (module-scoped: hypothesis runs many)."""
    db = open_memory_database()
    cards = tuple(CardDef(id=f"FX-{i:03d}", game=GAME, set="FX", number=f"{i:03d}", name={"en": f"N{i}", "ja": ""},
                          type="character", rarity="C", stats={}, attrs={}, text={"en": "", "ja": ""},
                          abilities=(), raw={})
                  for i in range(1, CARDS + 1))
    import_cardsets(db, [CardSet(GAME, "FX", 1, {"en": "Names", "ja": "名"}, cards, "fx.yaml")])
    for i in range(1, CARDS + 1):
        pk = find_card(db, GAME, f"FX-{i:03d}")
        assert pk is not None
        set_quantity(db, pk, i)
    yield db
    db.close()


def _rename(db: CardDB, names: list[str]) -> None:
    with db.engine.begin() as conn:
        for i, n in enumerate(names, 1):
            conn.exec_driver_sql("UPDATE cards SET name_en = ?, name_en_key = ? WHERE card_id = ?",
                                 (n, fold(n), f"FX-{i:03d}"))


def _round_trip(db: CardDB, names: list[str]) -> str:
    _rename(db, names)
    out = export_collection_csv(db)
    records = list(csv_records(out, "out.csv", trim=True))
    assert [unescape_cell(r[3]) for _, r in records[1:]] == names  # exactly, blanks and all
    raw = [r for _, r in csv_records(out, "out.csv")]
    assert not any(_runs_as_formula(c) for r in raw for c in r)
    rep = import_collection_csv(db, out, "out.csv")  # set, number and name: each name must match its card
    assert rep.unmatched == [] and rep.rows == CARDS and rep.changed == 0
    return out


def test_names_with_blanks_and_full_width_formulas_round_trip(names_db: CardDB) -> None:
    out = _round_trip(names_db, [" Mio ", "＝SUM(A1)", "\u3000－Zero－\u3000"])
    lines = out.split("\n")
    assert lines[1] == '"testgame","FX","001"," Mio ","1"'
    assert lines[2] == "testgame,FX,002,'＝SUM(A1),2"
    assert lines[3] == '"testgame","FX","003","\'\u3000－Zero－\u3000","3"'


_NAME = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=10)
_EDGY = st.builds(lambda a, n, b: a + n + b, st.sampled_from(["", " ", "\t", "\n", "\r", "\u3000", "'", "＝", " +"]),
                  _NAME, st.sampled_from(["", " ", "\n", "\u3000", "  "]))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_NAME, _EDGY), min_size=CARDS, max_size=CARDS))
def test_any_names_round_trip(names_db: CardDB, names: list[str]) -> None:
    _round_trip(names_db, names)
