"""Each card's place in set order (`set_pos`, carddb/set_order.py) follows (game, set code, the
number's digits, number) whatever order sets arrive in; placing a set moves only that set; the
sorted lists read the sort indexes instead of sorting."""
from __future__ import annotations

import random

import pytest

import carddb.importers as importers
import carddb.set_order as set_order
from carddb import search_ids
from carddb.cards import number_sort
from carddb.database import CardDB
from carddb.models import SORT_INDEXES
from engine.cards import CardDef, CardSet

from .util import GAME


def _set(code: str, numbers: list[str], version: int = 1) -> CardSet:
    cards = tuple(CardDef(id=f"{code}-{n}", game=GAME, set=code, number=n, name={"en": f"C{n}", "ja": f"C{n}"},
                          type="character", rarity="C", stats={"power": len(n)}, attrs={}, text={"en": "", "ja": ""},
                          abilities=(), raw={}) for n in numbers)
    return CardSet(GAME, code, version, {"en": code, "ja": code}, cards, f"{code}.yaml")


def _true_order(db: CardDB) -> list[int]:
    with db.session() as s:
        rows = s.connection().exec_driver_sql("SELECT id, game, set_code, number FROM cards WHERE removed = 0").all()
    return [pk for pk, *_ in sorted(rows, key=lambda r: (r[1], r[2], number_sort(r[3]), r[3]))]


def _positions(db: CardDB) -> dict[int, int]:
    with db.session() as s:
        return dict(s.connection().exec_driver_sql("SELECT id, set_pos FROM cards").all())


def test_sets_in_any_arrival_order_list_in_set_order(db: CardDB) -> None:
    codes = ["M", "C", "X", "A", "N", "B", "Z", "D"]
    for code in codes:
        importers.import_cardset(db, _set(code, ["10", "2", "1a", "001", "B"]))
        assert search_ids(db, "") == _true_order(db)
    assert search_ids(db, "", order="set", descending=True) == _true_order(db)[::-1]


def test_placing_a_set_moves_only_that_set(db: CardDB) -> None:
    importers.import_cardset(db, _set("A", ["1", "2"]))
    importers.import_cardset(db, _set("C", ["1", "2"]))
    before = _positions(db)
    importers.import_cardset(db, _set("B", ["1", "2", "3"]))
    after = _positions(db)
    assert {pk: after[pk] for pk in before} == before  # A and C kept their places
    assert search_ids(db, "") == _true_order(db)


def test_a_set_update_that_adds_cards_in_the_middle_keeps_the_order(db: CardDB) -> None:
    importers.import_cardset(db, _set("A", ["1", "5"]))
    importers.import_cardset(db, _set("B", ["1"]))
    importers.import_cardset(db, _set("A", ["1", "3", "5", "9"], version=2))
    assert search_ids(db, "") == _true_order(db)


def test_a_full_gap_numbers_every_card_afresh(db: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(set_order, "STRIDE", 4)  # tiny gaps: squeezing sets in runs out of room
    calls: list[int] = []
    real = set_order.renumber_all
    monkeypatch.setattr(set_order, "renumber_all", lambda conn: calls.append(1) or real(conn))
    importers.import_cardset(db, _set("A", ["1"]))
    importers.import_cardset(db, _set("Z", ["1"]))
    for code in ["M", "G", "D", "C", "B", "BB", "BA"]:  # each between A and the last one put in
        importers.import_cardset(db, _set(code, ["1", "2", "3"]))
        assert search_ids(db, "") == _true_order(db)
    assert calls  # the gap ran out at least once


def test_a_bulk_import_drops_and_rebuilds_the_sort_indexes(db: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importers, "BULK_CARDS", 10)
    rng = random.Random(5)
    sets = [_set(f"S{k:02d}", [str(rng.randrange(1, 99)) + s for s in ("", "a", "b")]) for k in rng.sample(range(40), 12)]
    entered: list[int] = []
    real = importers.bulk
    monkeypatch.setattr(importers, "bulk", lambda s: entered.append(1) or real(s))
    importers.import_cardsets(db, sets)
    assert entered == [1]
    assert search_ids(db, "") == _true_order(db)
    with db.session() as s:
        names = {r[0] for r in s.connection().exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {str(i.name) for i in SORT_INDEXES} <= names


def test_a_failed_bulk_import_keeps_the_indexes_and_cards(db: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    importers.import_cardset(db, _set("A", ["1", "2"]))
    monkeypatch.setattr(importers, "BULK_CARDS", 1)
    bad = _set("B", ["1"])
    bad = CardSet(bad.game, bad.code, 1, bad.name, (*bad.cards, CardDef(
        id="B-2", game=GAME, set="B", number="2", name={"en": "x", "ja": "x"}, type="character", rarity="C",
        stats={"power": 2**70}, attrs={}, text={"en": "", "ja": ""}, abilities=(), raw={})), "b.yaml")
    with pytest.raises(Exception, match="out of range"):
        importers.import_cardsets(db, [_set("C", ["1"] * 1), bad])
    assert search_ids(db, "") == _true_order(db) and len(search_ids(db, "")) == 2
    with db.session() as s:
        names = {r[0] for r in s.connection().exec_driver_sql("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {str(i.name) for i in SORT_INDEXES} <= names


@pytest.mark.parametrize(("order", "descending"), [("power", True), ("power", False), ("type", False),
                                                   ("rarity", True), ("name", False), ("set", True)])
def test_listing_everything_sorted_reads_an_index(db: CardDB, order: str, descending: bool) -> None:
    """The ORDER BY matches a sort index term for term, so SQLite does no sort of its own."""
    from sqlmodel import select

    from carddb.models import Card
    from carddb.search import _where
    from carddb.search_order import order_by

    importers.import_cardset(db, _set("A", ["1", "2"]))
    stmt = select(Card.id).where(*_where(db, "", None, False)).order_by(*order_by(order, descending, "en"))
    with db.session() as s:
        conn = s.connection()
        sql = str(stmt.compile(dialect=conn.dialect, compile_kwargs={"literal_binds": True}))
        plan = " ".join(str(r[-1]) for r in conn.exec_driver_sql("EXPLAIN QUERY PLAN " + sql))
    assert "USING COVERING INDEX" in plan and "TEMP B-TREE" not in plan, plan


def test_the_migration_places_the_cards_of_an_existing_database(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A database from before set_pos (revision 0004) gets every card's place on upgrading."""
    from carddb.database import downgrade, make_file_engine, migrate, open_database

    path = tmp_path / "old.sqlite3"
    db = open_database(path, seed=False)
    for code in ["Q", "B", "K"]:
        importers.import_cardset(db, _set(code, ["3", "10", "2a"]))
    want = _true_order(db)
    db.close()
    engine = make_file_engine(path)
    downgrade(engine, "0004")
    migrate(engine)
    engine.dispose()
    db = open_database(path, seed=False)
    assert search_ids(db, "") == want
    importers.import_cardset(db, _set("C", ["1"]))  # and later sets fit between them
    assert search_ids(db, "") == _true_order(db)
    db.close()
