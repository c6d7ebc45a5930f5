"""carddb with the real Victory Spark rules: the engine's test set, and seeding from the bundled sets."""
from __future__ import annotations

from pathlib import Path

import pytest

import assets
from carddb import (
    count_matches,
    counts,
    find_card,
    import_cardset_file,
    import_deck_text,
    list_decks,
    list_sets,
    open_database,
    search_ids,
    validate_deck,
)
from carddb.database import open_memory_database
from engine.cardset import load_cardset, read_data
from engine.games import IMPLEMENTED, get_rules

VS_TEST_SET = Path(__file__).resolve().parents[1] / "fixtures" / "vs_test_set.yaml"


@pytest.mark.skipif(not VS_TEST_SET.exists(), reason="the engine's Victory Spark test set is not there")
def test_victory_spark_set_and_deck_rules() -> None:
    rules = get_rules("victory_spark")
    cs = load_cardset(VS_TEST_SET)
    db = open_memory_database()
    assert import_cardset_file(db, VS_TEST_SET).added == len(cs.cards)
    assert count_matches(db, "", "victory_spark") == len(cs.cards)
    first = cs.cards[0]
    assert find_card(db, "victory_spark", first.id) in search_ids(db, f'name="{first.name["en"]}"')
    res = import_deck_text(db, f"game: victory_spark\nname: Five\n5 {first.name['en']}\n", "<x>")
    assert res.violations is not None
    clauses = {v.clause for v in res.violations}
    assert clauses and all(c.startswith("victory_spark:") for c in clauses)
    assert validate_deck(db, res.deck_id, rules) == res.violations
    db.close()


def test_seeding_from_the_bundled_sets_and_decks(tmp_path: Path) -> None:
    sets, decks = assets.cardset_paths(), assets.deck_paths()
    if not sets:
        pytest.skip("no bundled card sets yet")
    path = tmp_path / "real.sqlite3"
    with open_database(path) as db:
        assert db.seed_report is not None and db.seed_report.errors == []
        playable = [p for p in sets if read_data(p)["game"] in IMPLEMENTED]
        expected = {(cs.game, cs.code): len(cs.cards) for cs in map(load_cardset, playable)}
        assert {(s.game, s.code): s.card_count for s in list_sets(db)} == expected
        assert counts(db)["cards"] == sum(expected.values())
        stored = list_decks(db)
        assert len(stored) == len([d for d in decks if d.parent.name in IMPLEMENTED])
        for d in stored:  # preconstructed decks are legal
            assert validate_deck(db, d.id) == [], d.name
        first = counts(db)
    with open_database(path) as db:
        assert db.seed_report is not None and db.seed_report.sets == [] and db.seed_report.decks == []
        assert counts(db) == first
