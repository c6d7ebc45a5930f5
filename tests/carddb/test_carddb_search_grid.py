"""Searching the grid game's cards by its own stats (at, df, ac, x, y) and attributes."""
from __future__ import annotations

from pathlib import Path

import carddb
from carddb.importers import import_cardset_file
from engine.cardset import load_cardset

GDS1 = Path(__file__).resolve().parents[2] / "assets" / "cardsets" / "grid" / "gds1.yaml"


def test_grid_stats_and_attributes(db: carddb.CardDB) -> None:
    import_cardset_file(db, GDS1)
    cards = {c.id: c for c in load_cardset(GDS1).cards}

    def ids(q: str) -> set[str]:
        return {r.card_id for r in carddb.card_rows(db, carddb.search_ids(db, q, "grid"))}
    strong_sun = ids("a:sun at>=3")
    assert strong_sun == {c.id for c in cards.values()
                          if "sun" in c.attrs.get("attributes", ()) and c.stats.get("at", -1) >= 3}
    assert strong_sun
    cheap_events = ids("type:event y<=1 x=0")
    assert cheap_events == {c.id for c in cards.values()
                            if c.type == "event" and c.stats["y"] <= 1 and c.stats["x"] == 0}
    assert ids("attr:blocker") == {c.id for c in cards.values() if "blocker" in c.attrs}
    assert ids("df>=4") == ids("stat.df>=4")


def test_sorting_by_a_grid_stat(db: carddb.CardDB) -> None:
    from desktop.cardquery import sorted_ids
    import_cardset_file(db, GDS1)
    rows = carddb.card_rows(db, sorted_ids(db, "type:unit", "grid", key="at", descending=True))
    values = [r.stat("at") for r in rows]
    assert values and values == sorted(values, reverse=True)
    rows = carddb.card_rows(db, sorted_ids(db, "", "grid", key="y"))
    assert [r.stat("y") for r in rows] == sorted(r.stat("y") for r in rows)  # events have y too


def test_cards_read_back_from_the_database_are_the_loaded_ones(db: carddb.CardDB) -> None:
    """The grid's at/df/ac in abilities are read as the engine's names on loading; a card read
    back from the database must be the same (the app plays with these)."""
    from carddb.cards import game_carddefs
    import_cardset_file(db, GDS1)
    loaded = {c.id: c for c in load_cardset(GDS1).cards}
    stored = game_carddefs(db, "grid")
    assert stored.keys() == loaded.keys()
    for cid, c in loaded.items():
        assert stored[cid].abilities == c.abilities, cid
    assert any("power" in repr(c.abilities) for c in loaded.values())  # the set does change AT somewhere


def _gds1_data() -> dict:
    from engine.cardset import read_data
    return read_data(GDS1)


def test_a_sets_attribute_names_are_stored_and_searchable(db: carddb.CardDB) -> None:
    """The set file's `labels` reach the database; `attr:陽` finds what `attr:sun` finds."""
    import_cardset_file(db, GDS1)
    labels = carddb.set_labels(db)[("grid", "GDS1")]
    assert labels["attributes"]["sun"] == {"en": "Sun", "ja": "陽"}
    assert set(labels["attributes"]) == {"sun", "iron", "mist", "thorn"}
    for raw, ja in (("sun", "陽"), ("iron", "鋼"), ("mist", "霧"), ("thorn", "茨")):
        by_value = set(carddb.search_ids(db, f"attr:{raw}", "grid"))
        assert by_value and set(carddb.search_ids(db, f"attr:{ja}", "grid")) == by_value


def test_a_newer_version_of_a_set_replaces_its_labels(db: carddb.CardDB) -> None:
    from engine.cardset import parse_cardset
    data = _gds1_data()
    data["labels"] = {"attributes": {"sun": {"en": "Sol", "ja": "日"}}}
    carddb.import_cardset(db, parse_cardset(data, "old.yaml"))
    assert carddb.set_labels(db)[("grid", "GDS1")] == data["labels"]
    data["version"] += 1
    del data["labels"]
    carddb.import_cardset(db, parse_cardset(data, "new.yaml"))
    assert ("grid", "GDS1") not in carddb.set_labels(db)
    assert not carddb.search_ids(db, "attr:日", "grid")  # the old names are not searched either
