"""Card-set import: validation first, updates that keep collections and decks, atomic failures."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import text

import carddb.importers as importers
from carddb import (
    CardDB,
    card_rows,
    counts,
    deck_cards,
    find_card,
    get_quantity,
    import_cardset_file,
    import_deck_file,
    list_sets,
    search_ids,
    set_quantity,
)
from carddb.cards import carddefs
from engine.cards import CardDef
from engine.cardset import load_cardset
from engine.errors import FormatError

from .util import FIXTURES, GAME, snapshot


def test_import_adds_every_card_with_searchable_columns(db: CardDB) -> None:
    res = import_cardset_file(db, FIXTURES / "tst1.yaml")
    assert (res.status, res.added, res.code, res.version) == ("added", 6, "TST1", 1)
    assert counts(db)["cards"] == 6
    pk = find_card(db, GAME, "TST1-001")
    assert pk is not None
    row = card_rows(db, [pk])[0]
    assert (row.name_en, row.name_ja, row.type, row.rarity) == ("Aster Knight", "アスターナイト", "character", "R")
    assert (row.cost, row.level, row.power, row.defense) == (2, 1, 3000, None)


def test_stored_card_round_trips_to_the_engine_definition(loaded: CardDB) -> None:
    original = {c.id: c for c in load_cardset(FIXTURES / "tst1.yaml").cards}
    stored = carddefs(loaded, search_ids(loaded, ""))
    assert len(stored) == 6
    for c in stored.values():
        o = original[c.id]
        assert (c.game, c.set, c.number, c.name, c.type, c.rarity, c.stats, c.attrs, c.text, c.abilities, c.raw) == (
            o.game, o.set, o.number, o.name, o.type, o.rarity, o.stats, o.attrs, o.text, o.abilities, o.raw)


def test_json_set_files_import_too(db: CardDB, tmp_path: Path) -> None:
    data = load_cardset(FIXTURES / "tst1.yaml")
    p = tmp_path / "tst1.json"
    p.write_text(json.dumps({"format": 1, "game": GAME, "code": "JSN1", "version": 1,
                             "name": {"en": "J", "ja": "J"}, "cards": [c.raw for c in data.cards]}))
    assert import_cardset_file(db, p).added == 6


def test_same_version_again_changes_nothing(loaded: CardDB) -> None:
    before = snapshot(loaded)
    assert import_cardset_file(loaded, FIXTURES / "tst1.yaml").status == "unchanged"
    assert snapshot(loaded) == before


def test_newer_version_updates_cards_and_keeps_collection_and_decks(loaded: CardDB) -> None:
    pk3 = find_card(loaded, GAME, "TST1-003")
    pk6 = find_card(loaded, GAME, "TST1-006")
    assert pk3 is not None and pk6 is not None
    set_quantity(loaded, pk3, 2)
    set_quantity(loaded, pk6, 3)
    deck = import_deck_file(loaded, FIXTURES / "deck_good.txt")
    from carddb.decks import set_section

    set_section(loaded, deck.deck_id, "side", [(pk6, 1)])
    cards_before = deck_cards(loaded, deck.deck_id)

    res = import_cardset_file(loaded, FIXTURES / "tst1_v2.yaml")
    assert (res.status, res.added, res.updated, res.removed, res.installed_version) == ("updated", 1, 5, 1, 1)
    assert list_sets(loaded)[0].version == 2
    assert card_rows(loaded, [pk3])[0].power == 5500  # same database id, new data
    new_def = carddefs(loaded, [pk3])[pk3]
    assert new_def.stats["power"] == 5500 and new_def.raw["stats"]["power"] == 5500
    assert get_quantity(loaded, pk3) == 2 and get_quantity(loaded, pk6) == 3
    assert deck_cards(loaded, deck.deck_id) == cards_before
    removed = card_rows(loaded, [pk6])[0]
    assert removed.removed and pk6 not in search_ids(loaded, "")  # hidden from search, still there
    assert pk6 in search_ids(loaded, "", include_removed=True)
    assert find_card(loaded, GAME, "TST1-007") in search_ids(loaded, "")
    assert counts(loaded)["cards"] == 6


def test_older_version_is_refused_and_changes_nothing(db: CardDB) -> None:
    import_cardset_file(db, FIXTURES / "tst1_v2.yaml")
    before = snapshot(db)
    res = import_cardset_file(db, FIXTURES / "tst1.yaml")
    assert (res.status, res.installed_version) == ("older", 2)
    assert "newer version 2" in res.describe()
    assert snapshot(db) == before


@pytest.mark.parametrize(("name", "item", "problem"), [
    ("malformed.yaml", "line 5, column 1", "not valid YAML"),
    ("bad_field.yaml", "card BAD1-004 (Dawn Sprite), field stats.power", "valid integer"),
    ("dup_number.yaml", "card DUP1-002 (Echo Blast), field number", "duplicate card number"),
    ("tst1_v3_bad.yaml", "card TST1-002 (Bramble Guard), field type", "unknown card type 'spaceship'"),
])
def test_bad_set_names_file_card_and_field_and_changes_nothing(loaded: CardDB, name: str, item: str,
                                                               problem: str) -> None:
    before = snapshot(loaded)
    with pytest.raises(FormatError) as ei:
        import_cardset_file(loaded, FIXTURES / name)
    e = ei.value
    assert e.file.endswith(name) and e.item == item and problem in e.problem
    assert name in str(e) and item in str(e)
    assert snapshot(loaded) == before


def test_missing_file_is_a_format_error(db: CardDB, tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="cannot read"):
        import_cardset_file(db, tmp_path / "nope.yaml")


def test_unknown_game_is_refused(db: CardDB, tmp_path: Path) -> None:
    p = tmp_path / "x.yaml"
    p.write_text((FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace("game: testgame", "game: chess"),
                 encoding="utf-8")
    with pytest.raises(FormatError, match="unknown game id 'chess'"):
        import_cardset_file(db, p)
    assert counts(db)["sets"] == 0


def test_failure_half_way_through_an_update_rolls_everything_back(loaded: CardDB,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    pk = find_card(loaded, GAME, "TST1-001")
    assert pk is not None
    set_quantity(loaded, pk, 4)
    before = snapshot(loaded)
    real = importers._executemany
    cards_when_failing: list[int] = []

    def failing(s, sql, rows):  # the new card 007 is already inserted when the updates start
        if sql.startswith("UPDATE") and rows:
            cards_when_failing.append(s.connection().execute(text("SELECT count(*) FROM cards")).scalar())
            raise OSError("disk full")
        return real(s, sql, rows)

    monkeypatch.setattr(importers, "_executemany", failing)
    with pytest.raises(OSError, match="disk full"):
        import_cardset_file(loaded, FIXTURES / "tst1_v2.yaml")
    monkeypatch.undo()
    assert cards_when_failing == [7]
    assert snapshot(loaded) == before


def test_failure_half_way_through_a_new_set_rolls_back(db: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(db)
    real = importers._executemany

    def flaky(s, sql, rows):  # the game, set and card rows are already written when this fails
        if sql.startswith("INSERT INTO card_data"):
            raise RuntimeError("crash")
        return real(s, sql, rows)

    monkeypatch.setattr(importers, "_executemany", flaky)
    with pytest.raises(RuntimeError, match="crash"):
        import_cardset_file(db, FIXTURES / "tst1.yaml")
    assert snapshot(db) == before
    assert counts(db) == {"sets": 0, "cards": 0, "owned_cards": 0, "owned_copies": 0, "decks": 0, "replays": 0}


def _card(number: str, **stats: int) -> CardDef:
    return CardDef(id=f"HUGE-{number[:8]}", game=GAME, set="HUGE", number=number, name={"en": "Big", "ja": "大"},
                   type="character", rarity="C", stats=dict(stats), attrs={}, text={"en": "", "ja": ""},
                   abilities=(), raw={})


@pytest.mark.parametrize("value", [2**63, -(2**70), 1_000_001, 2**64 + 1, 10**5000],
                         ids=["2^63", "-2^70", "1000001", "2^64+1", "10^5000"])
def test_stat_too_large_for_the_database_is_a_format_error(db: CardDB, value: int) -> None:
    from carddb.cards import row_values
    from engine.cards import CardSet

    with pytest.raises(FormatError) as ei:
        row_values(_card("001", power=value), 1, "huge.yaml")
    e = ei.value
    assert (e.file, e.item) == ("huge.yaml", "card HUGE-001")
    assert e.problem.startswith("field stats.power: number ") and e.problem.endswith("out of range (at most 1,000,000)")
    before = snapshot(db)
    cs = CardSet(GAME, "HUGE", 1, {"en": "Huge", "ja": "Huge"}, (_card("001", cost=1), _card("002", power=value)),
                 "huge.yaml")
    with pytest.raises(FormatError, match="huge.yaml: card HUGE-002: field stats.power"):
        importers.import_cardset(db, cs)  # never OverflowError, and nothing is written
    assert snapshot(db) == before


def test_largest_stat_and_absurd_card_numbers_are_stored(db: CardDB) -> None:
    from carddb.cards import number_sort
    from engine.cards import CardSet
    from engine.limits import MAX_STAT

    assert number_sort("9" * 5000) == 10**16 and number_sort("0" * 30 + "12a") == 12
    assert number_sort("9" * 16) == 10**16 - 1 and number_sort("9" * 17) == 10**16 and number_sort("x1") == 0
    cs = CardSet(GAME, "HUGE", 1, {"en": "Huge", "ja": "Huge"},
                 (_card("9" * 40, power=MAX_STAT), _card("001", power=-MAX_STAT), _card("5" * 5000)), "huge.yaml")
    assert importers.import_cardset(db, cs).added == 3
    rows = card_rows(db, search_ids(db, "", GAME, order="set"))
    assert [r.number[:3] for r in rows] == ["001", "555", "999"]  # sorted by number, huge ones last
    assert sorted(r.power for r in rows if r.power is not None) == [-MAX_STAT, MAX_STAT]
