"""The collection: quantities with history, totals per set, CSV import and export."""
from __future__ import annotations

from pathlib import Path

import pytest

from carddb import (
    CardDB,
    NotFound,
    RowsError,
    add_quantity,
    collection_history,
    export_collection_csv,
    find_card,
    get_quantity,
    import_cardset_file,
    import_collection_csv,
    import_collection_file,
    set_quantity,
    set_totals,
)
from engine.errors import FormatError

from .util import FIXTURES, GAME, snapshot


def pk(db: CardDB, cid: str) -> int:
    p = find_card(db, GAME, cid)
    assert p is not None
    return p


def test_quantities_and_history(loaded: CardDB) -> None:
    a = pk(loaded, "TST1-001")
    assert get_quantity(loaded, a) == 0
    assert set_quantity(loaded, a, 3, "opened a pack") == 0
    assert add_quantity(loaded, a, 2) == 5
    assert add_quantity(loaded, a, -9) == 0
    set_quantity(loaded, a, 0)  # no change: no history line
    hist = collection_history(loaded, a)
    assert [(h.old_quantity, h.new_quantity, h.reason) for h in hist] == [
        (5, 0, "manual"), (3, 5, "manual"), (0, 3, "opened a pack")]
    assert hist[0].card_id == "TST1-001" and hist[0].at.tzinfo is not None


def test_bad_quantity_or_card_changes_nothing(loaded: CardDB) -> None:
    before = snapshot(loaded)
    with pytest.raises(ValueError):
        set_quantity(loaded, pk(loaded, "TST1-001"), -1)
    with pytest.raises(NotFound):
        set_quantity(loaded, 999_999, 1)
    assert snapshot(loaded) == before


def test_totals_per_set(loaded: CardDB) -> None:
    set_quantity(loaded, pk(loaded, "TST1-001"), 3)
    set_quantity(loaded, pk(loaded, "TST1-002"), 1)
    set_quantity(loaded, pk(loaded, "TST1-003"), 0)
    [t] = set_totals(loaded)
    assert (t.game, t.code, t.cards, t.owned_cards, t.owned_copies) == (GAME, "TST1", 6, 2, 4)
    assert set_totals(loaded, "other_game") == []


CSV_OK = """game,set,number,name,quantity
testgame,TST1,001,Aster Knight,3
,TST1,2,,4
,,,cinder witch,1
,,,燃えさしの魔女,1
"""


def test_csv_import_matches_by_number_or_name_and_sums_duplicates(loaded: CardDB) -> None:
    rep = import_collection_csv(loaded, CSV_OK, "in.csv")
    assert (rep.rows, rep.changed, rep.unmatched) == (4, 3, [])
    assert get_quantity(loaded, pk(loaded, "TST1-001")) == 3
    assert get_quantity(loaded, pk(loaded, "TST1-002")) == 4  # "2" matches number "002"
    assert get_quantity(loaded, pk(loaded, "TST1-003")) == 2  # English and Japanese name rows add up
    assert collection_history(loaded, pk(loaded, "TST1-001"))[0].reason == "CSV import in.csv"


def test_csv_import_replaces_or_adds(loaded: CardDB) -> None:
    a = pk(loaded, "TST1-001")
    set_quantity(loaded, a, 10)
    import_collection_csv(loaded, "set,number,quantity\nTST1,001,2\n")
    assert get_quantity(loaded, a) == 2
    import_collection_csv(loaded, "set,number,quantity\nTST1,001,2\n", add=True)
    assert get_quantity(loaded, a) == 4


def test_csv_export_then_import_round_trips(loaded: CardDB, tmp_path: Path) -> None:
    import_collection_csv(loaded, CSV_OK)
    text = export_collection_csv(loaded)
    assert text.splitlines() == ["game,set,number,name,quantity", "testgame,TST1,001,Aster Knight,3",
                                 "testgame,TST1,002,Bramble Guard,4", "testgame,TST1,003,Cinder Witch,2"]
    for p in (pk(loaded, f"TST1-00{i}") for i in (1, 2, 3)):
        set_quantity(loaded, p, 0)
    assert export_collection_csv(loaded).splitlines() == ["game,set,number,name,quantity"]
    f = tmp_path / "c.csv"
    f.write_text("\ufeff" + text, encoding="utf-8")  # a byte-order mark, as spreadsheet programs write
    rep = import_collection_file(loaded, f)
    assert rep.unmatched == [] and export_collection_csv(loaded) == text


def test_csv_names_with_commas_and_quotes_round_trip(db: CardDB, tmp_path: Path) -> None:
    src = (FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace(
        "code: TST1", "code: TST2").replace("{en: Aster Knight,", '{en: "Aster, the \\"Knight\\"",')
    f = tmp_path / "tst2.yaml"
    f.write_text(src, encoding="utf-8")
    import_cardset_file(db, f)
    set_quantity(db, pk(db, "TST2-001"), 2)
    text = export_collection_csv(db)
    assert '"Aster, the ""Knight"""' in text
    set_quantity(db, pk(db, "TST2-001"), 0)
    import_collection_csv(db, text.replace("TST2,001", ","))  # matched by the quoted name alone
    assert get_quantity(db, pk(db, "TST2-001")) == 2


def test_unmatched_rows_are_reported_and_the_rest_imported(loaded: CardDB) -> None:
    text = ("set,number,name,quantity\n"
            "TST1,001,,2\n"
            "TST9,001,,1\n"
            ",,Nobody,1\n"
            "TST1,002,Aster Knight,1\n")
    rep = import_collection_csv(loaded, text, "mixed.csv")
    assert get_quantity(loaded, pk(loaded, "TST1-001")) == 2
    assert get_quantity(loaded, pk(loaded, "TST1-002")) == 0
    assert [(n, why) for n, _row, why in rep.unmatched] == [
        (3, "no card TST9-001"), (4, "no card named 'Nobody'"),
        (5, "TST1-002 is 'Bramble Guard', not 'Aster Knight'")]
    assert "line 4: Nobody: no card named 'Nobody'" in rep.describe()


def test_ambiguous_name_is_unmatched(loaded: CardDB, tmp_path: Path) -> None:
    src = (FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace("code: TST1", "code: TST2")
    (tmp_path / "tst2.yaml").write_text(src, encoding="utf-8")
    import_cardset_file(loaded, tmp_path / "tst2.yaml")
    rep = import_collection_csv(loaded, "name,quantity\nAster Knight,1\n")
    assert rep.changed == 0 and "2 cards are named 'Aster Knight' (TST1-001, TST2-001)" in rep.unmatched[0][2]
    rep = import_collection_csv(loaded, "set,name,quantity\ntst2,Aster Knight,1\n")
    assert rep.unmatched == [] and get_quantity(loaded, pk(loaded, "TST2-001")) == 1


def test_csv_with_bad_rows_lists_every_bad_row_and_changes_nothing(loaded: CardDB) -> None:
    set_quantity(loaded, pk(loaded, "TST1-001"), 1)
    before = snapshot(loaded)
    text = ("game,set,number,name,quantity\n"
            "testgame,TST1,001,,5\n"
            "testgame,TST1,002,,many\n"
            "testgame,TST1,003,,-2\n"
            "testgame,,,,1\n"
            "testgame,TST1,004,,99999999999\n")
    with pytest.raises(RowsError) as ei:
        import_collection_csv(loaded, text, "bad.csv")
    e = ei.value
    assert [item for item, _ in e.problems] == ["line 3", "line 4", "line 5", "line 6"]
    msg = str(e)
    assert "bad.csv: line 3: quantity 'many' is not a whole number" in msg
    assert "bad.csv: line 5: needs a name, or a set and a number" in msg
    assert "bad.csv: line 6: quantity 99999999999 is too large" in msg
    assert snapshot(loaded) == before


@pytest.mark.parametrize(("text", "item", "problem"), [
    ("", "line 1", "the file is empty"),
    ("card,set\nAster Knight,TST1\n", "line 1 (header)", "quantity column"),
    ("quantity\n3\n", "line 1 (header)", "number or name column"),
])
def test_csv_with_bad_header_changes_nothing(loaded: CardDB, text: str, item: str, problem: str) -> None:
    before = snapshot(loaded)
    with pytest.raises(FormatError) as ei:
        import_collection_csv(loaded, text, "h.csv")
    assert ei.value.file == "h.csv" and ei.value.item == item and problem in ei.value.problem
    assert snapshot(loaded) == before


def test_csv_file_that_is_not_utf8_is_refused(loaded: CardDB, tmp_path: Path) -> None:
    f = tmp_path / "latin1.csv"
    f.write_bytes("name,quantity\nCaf\xe9,1\n".encode("latin-1"))
    with pytest.raises(FormatError, match="not UTF-8"):
        import_collection_file(loaded, f)
