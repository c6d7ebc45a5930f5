"""Stored decks: CRUD, sections, deck-text import/export and validation through the game's rules."""
from __future__ import annotations

from pathlib import Path

import pytest

from carddb import (
    CardDB,
    Conflict,
    NotFound,
    RowsError,
    create_deck,
    deck_carddefs,
    deck_cards,
    delete_deck,
    duplicate_deck,
    export_deck_text,
    find_card,
    find_deck,
    get_deck,
    import_deck_file,
    import_deck_text,
    list_decks,
    rename_deck,
    search_ids,
    set_deck_notes,
    set_section,
    validate_deck,
)
from engine.decks import parse_deck
from engine.errors import FormatError

from .util import FIXTURES, GAME, snapshot


def pk(db: CardDB, cid: str) -> int:
    p = find_card(db, GAME, cid)
    assert p is not None
    return p


def test_create_rename_duplicate_delete(loaded: CardDB) -> None:
    d = create_deck(loaded, GAME, "Plants", "green things")
    set_section(loaded, d, "main", [(pk(loaded, "TST1-002"), 4), (pk(loaded, "TST1-006"), 3)])
    set_section(loaded, d, "Side", [(pk(loaded, "TST1-005"), 1)])
    info = get_deck(loaded, d)
    assert (info.name, info.notes, info.counts) == ("Plants", "green things", {"main": 7, "side": 1})
    assert info.updated_at >= info.created_at
    with pytest.raises(Conflict):
        create_deck(loaded, GAME, "PLANTS")
    c1 = duplicate_deck(loaded, d)
    c2 = duplicate_deck(loaded, d)
    assert [get_deck(loaded, c).name for c in (c1, c2)] == ["Plants (copy)", "Plants (copy 2)"]
    assert deck_cards(loaded, c1) == deck_cards(loaded, d)
    rename_deck(loaded, c1, "Weeds")
    rename_deck(loaded, c1, "weeds")  # a deck may change the case of its own name
    with pytest.raises(Conflict):
        rename_deck(loaded, c2, "Weeds")
    set_deck_notes(loaded, c2, "n")
    assert get_deck(loaded, c2).notes == "n"
    delete_deck(loaded, c2)
    with pytest.raises(NotFound):
        get_deck(loaded, c2)
    assert [x.name for x in list_decks(loaded)] == ["Plants", "weeds"]
    assert list_decks(loaded, "other") == []
    assert find_deck(loaded, "plants").id == d


def test_set_section_keeps_order_merges_and_drops_zero(loaded: CardDB) -> None:
    d = create_deck(loaded, GAME, "D")
    a, b, c = pk(loaded, "TST1-003"), pk(loaded, "TST1-001"), pk(loaded, "TST1-002")
    set_section(loaded, d, "main", [(a, 1), (b, 2), (a, 1), (c, 0)])
    assert [(r.card_id, r.count) for r in deck_cards(loaded, d)["main"]] == [("TST1-003", 2), ("TST1-001", 2)]
    assert [c.id for c in deck_carddefs(loaded, d)["main"]] == ["TST1-003"] * 2 + ["TST1-001"] * 2


def test_a_deck_whose_card_data_is_gone_is_not_found_naming_the_card(loaded: CardDB) -> None:
    d = create_deck(loaded, GAME, "D")
    a = pk(loaded, "TST1-003")
    set_section(loaded, d, "main", [(a, 2)])
    with loaded.transaction() as s:  # deleted outside this program
        s.connection().exec_driver_sql("DELETE FROM card_data WHERE card_pk = ?", (a,))
    with pytest.raises(NotFound, match="TST1-003"):
        deck_carddefs(loaded, d)


def test_set_section_refuses_unknown_cards_and_other_games(loaded: CardDB) -> None:
    d = create_deck(loaded, GAME, "D")
    vs = create_deck(loaded, "other_game", "E")
    before = snapshot(loaded)
    with pytest.raises(NotFound):
        set_section(loaded, d, "main", [(999_999, 1)])
    with pytest.raises(FormatError, match="belongs to testgame"):
        set_section(loaded, vs, "main", [(pk(loaded, "TST1-001"), 1)])
    with pytest.raises(ValueError):
        set_section(loaded, d, "main", [(pk(loaded, "TST1-001"), -1)])
    assert snapshot(loaded) == before


def test_import_export_round_trip(loaded: CardDB) -> None:
    res = import_deck_file(loaded, FIXTURES / "deck_good.txt")
    assert (res.name, res.game, res.replaced, res.violations) == ("Flower Rush", GAME, False, [])
    text = export_deck_text(loaded, res.deck_id)
    assert text == ("name: Flower Rush\ngame: testgame\n[main]\n4 Aster Knight (TST1) 001\n"
                    "4 Bramble Guard (TST1) 002\n2 Dawn Sprite (TST1) 004\n[side]\n1 Echo Blast (TST1) 005\n")
    again = import_deck_text(loaded, text, "<clipboard>", name="Copy")
    assert deck_cards(loaded, again.deck_id) == deck_cards(loaded, res.deck_id)
    parsed = parse_deck(text)
    assert parsed.total("main") == 10 and parsed.total("side") == 1


def test_import_finds_cards_by_japanese_name_and_any_case(loaded: CardDB) -> None:
    res = import_deck_text(loaded, "game: testgame\n4 アスターナイト\n4 bramble guard\n", "<x>", name="JA")
    assert [(r.card_id, r.count) for r in deck_cards(loaded, res.deck_id)["main"]] == [
        ("TST1-001", 4), ("TST1-002", 4)]


def test_unknown_cards_are_all_listed_and_nothing_changes(loaded: CardDB) -> None:
    before = snapshot(loaded)
    with pytest.raises(RowsError) as ei:
        import_deck_file(loaded, FIXTURES / "deck_unknown.txt")
    e = ei.value
    assert e.file.endswith("deck_unknown.txt")
    assert e.problems == [("line 4", "unknown card 'Nonexistent Dragon' in testgame"),
                          ("line 5", "unknown card 'Dawn Sprite' (TST1) 099 in testgame")]
    assert snapshot(loaded) == before


@pytest.mark.parametrize(("text", "item", "problem"), [
    ("4 Aster Knight\n", "game", "does not say its game"),
    ("game: testgame\n4 Aster Knight\n", "name", "no name"),
    ("game: testgame\nname: X\nfour Aster Knight\n", "line 3", "expected 'N card name'"),
    ("game: testgame\nname: X\n[mission]\n1 Aster Knight\n", "line 4", "section [mission] is not a testgame deck section"),
    ("game: testgame\nname: X\n99999999999999999999999 Aster Knight\n", "line 3", "more than 10,000"),
    ("game: other\nname: X\n4 Aster Knight\n", "line 3", "unknown card 'Aster Knight' in other"),
])
def test_bad_deck_text_changes_nothing(loaded: CardDB, text: str, item: str, problem: str) -> None:
    before = snapshot(loaded)
    with pytest.raises(FormatError) as ei:
        import_deck_text(loaded, text, "<clipboard>")
    assert ei.value.file == "<clipboard>" and ei.value.item == item and problem in ei.value.problem
    assert snapshot(loaded) == before


def test_game_option_must_agree_with_the_text(loaded: CardDB) -> None:
    with pytest.raises(FormatError, match="says game 'testgame'"):
        import_deck_file(loaded, FIXTURES / "deck_good.txt", game="other")


def test_taken_name_is_a_conflict_unless_replace(loaded: CardDB) -> None:
    first = import_deck_file(loaded, FIXTURES / "deck_good.txt")
    before = snapshot(loaded)
    with pytest.raises(Conflict):
        import_deck_file(loaded, FIXTURES / "deck_good.txt")
    assert snapshot(loaded) == before
    res = import_deck_text(loaded, "game: testgame\nname: flower rush\n8 Fern Scout\n", "<x>", replace=True)
    assert res.replaced and res.deck_id == first.deck_id
    assert [(r.card_id, r.count) for rs in deck_cards(loaded, res.deck_id).values() for r in rs] == [("TST1-006", 8)]
    assert res.violations == [v for v in res.violations if v.clause == "T1.2"] and len(res.violations) == 1


def test_validation_lists_violations_with_clauses(loaded: CardDB) -> None:
    res = import_deck_text(loaded, "game: testgame\nname: Bad\n6 Aster Knight\n", "<x>")
    assert [str(v) for v in res.violations or []] == [
        "the main deck has 6 cards; it needs 8 to 12 (T1.1)", "6 copies of TST1-001; at most 4 (T1.2)"]
    assert validate_deck(loaded, res.deck_id) == res.violations
    good = import_deck_file(loaded, FIXTURES / "deck_good.txt")
    assert validate_deck(loaded, good.deck_id) == []


def test_deck_for_a_game_without_rules_is_stored_unvalidated(loaded: CardDB) -> None:
    res = import_deck_text(loaded, "name: X\n", "<x>", game="homebrew")
    assert res.violations is None and get_deck(loaded, res.deck_id).game == "homebrew"


def test_indeck_search_and_deleting_a_deck(loaded: CardDB) -> None:
    res = import_deck_file(loaded, FIXTURES / "deck_good.txt")
    assert len(search_ids(loaded, 'indeck:"Flower Rush"')) == 4
    delete_deck(loaded, res.deck_id)
    assert list_decks(loaded) == []
    from carddb.search import QueryError

    with pytest.raises(QueryError, match="no deck named"):
        search_ids(loaded, 'indeck:"Flower Rush"')


def test_deck_limits_come_from_engine_limits() -> None:
    import carddb.decks
    from engine.limits import MAX_DECK_COPIES

    assert carddb.decks.MAX_COPIES == MAX_DECK_COPIES == 10_000


@pytest.mark.parametrize("digits", [17, 400, 5000])
def test_count_of_many_digits_names_the_line(loaded: CardDB, digits: int) -> None:
    before = snapshot(loaded)
    with pytest.raises(FormatError) as ei:  # never int()'s ValueError past 4300 digits
        import_deck_text(loaded, "game: testgame\nname: X\n4 Aster Knight\n" + "9" * digits + " Aster Knight\n",
                         "big.txt")
    assert (ei.value.file, ei.value.item) == ("big.txt", "line 4")
    if digits < 500:  # longer lines are refused as too long first
        assert "more than 10,000" in ei.value.problem
    assert snapshot(loaded) == before


def test_section_of_more_than_10000_cards_is_refused(loaded: CardDB) -> None:
    before = snapshot(loaded)
    text = "game: testgame\nname: X\n4000 Aster Knight\n4000 Bramble Guard\n[side]\n1 Echo Blast\n[main]\n2001 Cinder Witch\n"
    with pytest.raises(RowsError) as ei:
        import_deck_text(loaded, text, "many.txt")
    assert str(ei.value) == "many.txt: line 8: more than 10,000 cards in [main]"
    assert snapshot(loaded) == before
    res = import_deck_text(loaded, text.replace("2001", "2000"), "many.txt")  # exactly 10,000 is fine
    assert sum(r.count for r in deck_cards(loaded, res.deck_id)["main"]) == 10_000


def test_huge_deck_file_is_refused_without_reading_it(loaded: CardDB, tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    with big.open("wb") as f:
        f.write(b"game: testgame\n4 Aster Knight\n")
        f.truncate(4 * 1024**3)  # sparse
    with pytest.raises(FormatError) as ei:
        import_deck_file(loaded, big)
    assert str(ei.value) == f"{big}: file size: too large for a deck file (more than 1 MB)"
    with pytest.raises(FormatError, match="<deck>: file size: too large for a deck file"):
        import_deck_text(loaded, "#" * (1024 * 1024 + 1))
