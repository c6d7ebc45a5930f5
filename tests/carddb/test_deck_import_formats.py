"""Deck lists as other programs and sites write them: the accepted line forms, section headers and
comments; an import that leaves out the lines it cannot use (skip_bad_lines) and lists them; and
cards put in the section their type belongs to."""
from __future__ import annotations

from pathlib import Path

import pytest

import assets
from carddb import CardDB, RowsError, deck_cards, import_deck_text, list_decks
from carddb.decks import NoCardsMatched
from engine import decks as engine_decks
from engine.decks import (
    DeckEntry,
    SectionRule,
    SkippedLine,
    format_deck,
    parse_deck,
    place_card,
    resolve_deck,
    section_takes,
)
from engine.library import bundled_cards

from .util import FIXTURES, GAME, FakeRules, snapshot


def _cards(db: CardDB, deck_id: int) -> dict[str, list[tuple[str, int]]]:
    return {sec: [(r.card_id, r.count) for r in rows] for sec, rows in deck_cards(db, deck_id).items()}


# -- the line forms --------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "count", "name"), [
    ("3 Flame Lance", 3, "Flame Lance"),
    ("3x Flame Lance", 3, "Flame Lance"),
    ("3 x Flame Lance", 3, "Flame Lance"),
    ("3X Flame Lance", 3, "Flame Lance"),
    ("3 VS1-012", 3, "VS1-012"),
    ("Flame Lance x3", 3, "Flame Lance"),
    ("フレイムランス×3", 3, "フレイムランス"),
    ("フレイムランス 3枚", 3, "フレイムランス"),
    ("SB: 2 Flame Lance", 2, "Flame Lance"),
])
def test_each_line_form_is_read(line: str, count: int, name: str) -> None:
    deck = parse_deck(f"{line}\n")
    (entries,) = deck.sections.values()
    assert entries == [DeckEntry(count, name, None, None, 1)]


@pytest.mark.parametrize(("header", "section"), [
    ("Sideboard:", "sideboard"), ("Sideboard", "sideboard"), ("SB:", "sideboard"), ("// Sideboard", "sideboard"),
    ("Sideboard (2)", "sideboard"), ("[sideboard]", "sideboard"), ("サイドボード", "sideboard"),
    ("Main deck (50):", "main"), ("Deck", "main"), ("// Main", "main"), ("Missions:", "mission"), ("ミッション", "mission"),
    ("[side]", "side"), ("side:", "side"),  # the format's own section names stay as written
])
def test_section_headers(header: str, section: str) -> None:
    deck = parse_deck(f"[account]\n1 A\n{header}\n2 B\n")
    assert [e.name for e in deck.sections[section]] == ["B"]


def test_comments_and_blank_lines_are_ignored_and_sb_lines_keep_the_section() -> None:
    text = "// my deck\n\n# notes\n4 Pip  # ramp\n// 12 creatures\nSB: 1 Hex\n2 Bolt\n"
    deck = parse_deck(text)
    assert [(e.name, e.line) for e in deck.sections["main"]] == [("Pip", 4), ("Bolt", 7)]
    assert [(e.name, e.line) for e in deck.sections["sideboard"]] == [("Hex", 6)]


def test_bad_lines_are_listed_with_their_numbers_when_asked_to_skip() -> None:
    skipped: list[SkippedLine] = []
    deck = parse_deck("name: X\n4 Pip\nfour Pip\n0 Pip\nPhoenix3\n" + "9" * 30 + " Pip\n", "<c>", skipped=skipped)
    assert deck.total() == 4
    assert [(k.line, k.kind, k.text) for k in skipped] == [
        (3, "unreadable", "four Pip"), (4, "count", "0 Pip"), (5, "unreadable", "Phoenix3"), (6, "count", "9" * 30 + " Pip")]
    with pytest.raises(Exception, match="line 3"):  # without the list: the first bad line is an error, as before
        parse_deck("name: X\n4 Pip\nfour Pip\n")


def test_native_files_read_exactly_as_before() -> None:
    """Every bundled deck and the test fixture: nothing skipped, and written back byte for byte."""
    paths = [FIXTURES / "deck_good.txt", *sorted(Path(assets.ROOT, "decks").glob("*/*.txt"))]
    for p in paths:
        text = p.read_text(encoding="utf-8")
        skipped: list[SkippedLine] = []
        lenient, strict = parse_deck(text, str(p), skipped=skipped), parse_deck(text, str(p))
        assert skipped == [] and lenient == strict
        assert format_deck(parse_deck(format_deck(strict))) == format_deck(strict)
    assert format_deck(parse_deck((FIXTURES / "deck_good.txt").read_text(encoding="utf-8"))) == (
        "name: Flower Rush\ngame: testgame\n[main]\n4 Aster Knight (TST1) 001\n4 Bramble Guard\n"
        "2 Dawn Sprite (TST1) 004\n[side]\n1 Echo Blast\n")


def test_engine_finds_a_card_by_its_id() -> None:
    cards = bundled_cards("victory_spark")
    cid = sorted(cards)[0]
    got = resolve_deck(parse_deck(f"2 {cid.lower()}\n"), cards)
    assert [c.id for c in got["main"]] == [cid, cid]


# -- importing with skip_bad_lines -------------------------------------------------------------------

def test_unknown_lines_are_listed_and_the_rest_is_imported(loaded: CardDB) -> None:
    text = ("// pasted\n4 Aster Knight\n3 Nonexistent Dragon\n3x bramble guard\nhello there\n"
            "2 Dawn Sprite (TST1) 099\n1 x アスターナイト\n")
    res = import_deck_text(loaded, text, "<clipboard>", game=GAME, name="Pasted", skip_bad_lines=True)
    assert _cards(loaded, res.deck_id) == {"main": [("TST1-001", 5), ("TST1-002", 3)]}
    assert [(k.line, k.kind, k.text) for k in res.skipped] == [
        (3, "unknown", "3 Nonexistent Dragon"), (5, "unreadable", "hello there"),
        (6, "unknown", "2 Dawn Sprite (TST1) 099")]
    assert "unknown card 'Nonexistent Dragon' in testgame" in res.skipped[0].problem


def test_without_skipping_an_unknown_card_still_refuses_the_whole_text(loaded: CardDB) -> None:
    before = snapshot(loaded)
    with pytest.raises(RowsError, match="line 2: unknown card"):
        import_deck_text(loaded, "4 Aster Knight\n3 Nonexistent Dragon\n", "<clipboard>", game=GAME, name="X")
    assert snapshot(loaded) == before


def test_count_and_card_id_lines(loaded: CardDB) -> None:
    text = "3 TST1-002\n2 tst1-004\nFern Scout x2\nEcho Blast ×1\n3 x Cinder Witch\n"
    res = import_deck_text(loaded, text, "ids.txt", game=GAME, name="Ids", skip_bad_lines=True)
    assert res.skipped == ()
    assert _cards(loaded, res.deck_id)["main"] == [
        ("TST1-002", 3), ("TST1-004", 2), ("TST1-006", 2), ("TST1-005", 1), ("TST1-003", 3)]


def test_sideboard_headers_and_sb_lines(loaded: CardDB, fake_game: FakeRules, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fake_game, "deck_sections", ("main", "sideboard"))
    text = "4 Aster Knight\nSB: 1 Echo Blast\n4 Bramble Guard\n// Sideboard\n2 Fern Scout\nSideboard (1):\n1 Cinder Witch\n"
    res = import_deck_text(loaded, text, "<clipboard>", game=GAME, name="SB", skip_bad_lines=True)
    assert res.skipped == ()
    assert _cards(loaded, res.deck_id) == {"main": [("TST1-001", 4), ("TST1-002", 4)],
                                           "sideboard": [("TST1-005", 1), ("TST1-006", 2), ("TST1-003", 1)]}


def test_lines_in_a_section_the_game_lacks_are_each_listed(loaded: CardDB) -> None:
    text = "4 Aster Knight\nSideboard:\n1 Echo Blast\n2 Fern Scout\n"
    res = import_deck_text(loaded, text, "list.txt", game=GAME, name="NoSB", skip_bad_lines=True)
    assert _cards(loaded, res.deck_id) == {"main": [("TST1-001", 4)]}
    assert [(k.line, k.kind) for k in res.skipped] == [(3, "section"), (4, "section")]
    assert "section [sideboard] is not a testgame deck section" in res.skipped[0].problem


def test_nothing_matched_stores_nothing(loaded: CardDB) -> None:
    before = snapshot(loaded)
    with pytest.raises(NoCardsMatched) as ei:
        import_deck_text(loaded, "hello\n3 Nonexistent Dragon\n", "<clipboard>", game=GAME, name="X", skip_bad_lines=True)
    assert [(k.line, k.kind) for k in ei.value.skipped] == [(1, "unreadable"), (2, "unknown")]
    assert ei.value.problems[0][0] == "line 1"
    assert snapshot(loaded) == before and list_decks(loaded) == []


def test_a_line_past_the_section_limit_is_left_out(loaded: CardDB) -> None:
    text = "6000 Aster Knight\n5000 Bramble Guard\n4000 Dawn Sprite\n"
    res = import_deck_text(loaded, text, "big.txt", game=GAME, name="Big", skip_bad_lines=True)
    assert _cards(loaded, res.deck_id)["main"] == [("TST1-001", 6000), ("TST1-004", 4000)]
    assert [(k.line, k.kind) for k in res.skipped] == [(2, "limit")]


# -- sections by card type ---------------------------------------------------------------------------

def test_cards_are_put_in_the_section_their_type_belongs_to(loaded: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    typed = {"main": SectionRule(lambda c: c.type == "character", {"en": "characters", "ja": "キャラクター"}, "T1"),
             "side": SectionRule(lambda c: c.type == "event", {"en": "events", "ja": "イベント"}, "T1")}
    monkeypatch.setattr(engine_decks, "section_rule", lambda game, section: typed.get(section) if game == GAME else None)
    res = import_deck_text(loaded, "4 Aster Knight\n1 Echo Blast\n[side]\n2 Fern Scout\n", "<c>", game=GAME,
                           name="Typed", skip_bad_lines=True)
    assert _cards(loaded, res.deck_id) == {"main": [("TST1-001", 4), ("TST1-006", 2)], "side": [("TST1-005", 1)]}
    strict = import_deck_text(loaded, "4 Aster Knight\n1 Echo Blast\n", "<c>", game=GAME, name="Strict")
    assert _cards(loaded, strict.deck_id) == {"main": [("TST1-001", 4), ("TST1-005", 1)]}  # the format as written


def test_place_card_per_game() -> None:
    vz = bundled_cards("vividz")
    account = next(c for c in vz.values() if c.type == "account")
    mission = next(c for c in vz.values() if c.type == "mission")
    chara = next(c for c in vz.values() if c.type == "chara")
    secs = ("account", "mission", "main")
    assert place_card("vividz", secs, "main", account) == "account"
    assert place_card("vividz", secs, "account", mission) == "mission"
    assert place_card("vividz", secs, "mission", chara) == "main"
    assert place_card("vividz", secs, "main", chara) == "main"
    pmv = bundled_cards("phantom_magic_vision")
    seal = next(c for c in pmv.values() if "second_seal" in (c.attrs.get("keywords") or ()))
    plain = next(c for c in pmv.values() if "second_seal" not in (c.attrs.get("keywords") or ()))
    assert place_card("phantom_magic_vision", ("main", "sideboard"), "sideboard", seal) == "sideboard"
    assert place_card("phantom_magic_vision", ("main", "sideboard"), "main", seal) == "main"
    assert place_card("phantom_magic_vision", ("main", "sideboard"), "sideboard", plain) == "main"
    vs = next(iter(bundled_cards("victory_spark").values()))
    assert section_takes("victory_spark", "main", vs) and place_card("victory_spark", ("main",), "main", vs) == "main"
