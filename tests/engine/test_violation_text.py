"""Deck-rule violations carry a Japanese message (`Violation.ja`, shown by `text("ja")`) beside the
English one: illegal decks built from the bundled precons break each game's rules, and every
violation reads in Japanese with no English left but card data (names, ids, attribute values)."""
from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine.cards import CardDef
from engine.games import get_rules
from engine.library import bundled_cards
from engine.rules import Violation
from tests.helpers import precon_decks

Deck = dict[str, list[CardDef]]

_WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")
_KANA_KANJI = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_NUMBER = re.compile(r"\d+")


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


def _strings(v: Any) -> Iterator[str]:
    """Card data shown as written: strings, lists of them, and bilingual names ({en, ja})."""
    if isinstance(v, str):
        yield v
    elif isinstance(v, list | tuple):
        for x in v:
            yield from _strings(x)
    elif isinstance(v, dict) and set(v) <= {"en", "ja"}:
        yield from _strings(list(v.values()))


def _card_words(game: str) -> set[str]:
    out: set[str] = set()
    for c in bundled_cards(game).values():
        for s in [c.id, *c.name.values(), *_strings(list(c.attrs.values()))]:
            out |= _words(s)
    return out


def _card_names(game: str) -> list[str]:
    names = {n for c in bundled_cards(game).values() for n in c.name.values()}
    return sorted(names, key=len, reverse=True)


def _cards(game: str) -> list[CardDef]:
    return sorted(bundled_cards(game).values(), key=lambda c: c.id)


def _version(c: CardDef) -> CardDef:
    """Another printing of `c`: the same card under another id."""
    return dataclasses.replace(c, id=c.id.rsplit("-", 1)[0] + "-999", number="999")


def _illegal_decks(game: str) -> list[Deck]:
    """Decks that break the game's deck rules: too many cards, too many copies, and more."""
    base = precon_decks(game)[0]
    main = base["main"]
    if game == "victory_spark":
        one = next(c for c in main if len({x.id for x in main if x.name["en"] == c.name["en"]}) == 1)
        return [{"main": main + [one] * 5, "x9": [main[1]]},  # 5.1.2.1.2: copies of one card
                # 5.1.2.1.3: copies over two cards of one name and title
                {"main": main[:10] + [one] * 3 + [_version(one)] * 3}]
    if game == "grid":
        unit = next(c for c in main if c.type == "unit" and "conversion" not in c.attrs)
        return [{"main": main + [main[0]] * 5, "x9": [main[1]]},
                {"main": main[:20] + [unit, _version(unit)]}]  # 1.3: two versions of a unit name
    if game == "vividz":
        other = next(d for d in precon_decks(game)[1:] + [base]
                     if {m.attrs["mission_info"] for m in d["mission"]}
                     != {m.attrs["mission_info"] for m in base["mission"]})
        chara = next(c for c in main if c.type == "chara")
        return [{"account": [], "mission": [base["mission"][0]] * 2,
                 "main": main + [chara] * 20 + base["account"], "x9": [chara]},
                {**base, "mission": other["mission"]},  # the main deck fits none of the missions
                {**base, "mission": []}]
    if game == "phantom_magic_vision":
        cards = _cards(game)
        limited = [c for c in cards if "deck_limit" in c.attrs]
        plain = next(c for c in main if "deck_limit" not in c.attrs)
        not_second = next(c for c in cards if "second_seal" not in (c.attrs.get("keywords") or ()))
        decks: list[Deck] = [{"main": main + [plain] * 4, "sideboard": base.get("sideboard", []) + [not_second] * 11,
                              "x9": [plain]},
                             {"main": main[:10] + [limited[0]] * 2}]
        # 10.24.3: three copies of the name without デッキ1枚制限 beside the limited card
        lim = next(c for c in limited if c.attrs["deck_limit"] == 1)
        unlimited = dataclasses.replace(_version(lim), attrs={k: v for k, v in lim.attrs.items() if k != "deck_limit"})
        return decks + [{"main": main[:10] + [lim] + [unlimited] * 3}]
    raise AssertionError(game)


GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
# the clauses the illegal decks break in every bundled-data case
EXPECTED = {
    "victory_spark": {"victory_spark:5.1.2.1.1", "victory_spark:5.1.2.1.2", "victory_spark:5.1.2.1.3"},
    "grid": {"grid:1.1", "grid:1.2", "grid:1.3"},
    "vividz": {"vividz:401.2", "vividz:401.3", "vividz:401.4", "vividz:401.4a", "vividz:401.5a",
               "vividz:401.5", "vividz:401.5b", "vividz:401.5c"},
    "phantom_magic_vision": {"phantom_magic_vision:D1.3", "phantom_magic_vision:A14",
                             "phantom_magic_vision:10.24.2.a", "phantom_magic_vision:10.24.3"},
}


def _violations(game: str) -> list[Violation]:
    rules = get_rules(game)
    return [v for d in _illegal_decks(game) for v in rules.validate_deck(d)]


def test_text_picks_the_language() -> None:
    v = Violation("g:1", "the deck has 51 cards", ja="デッキが51枚です")
    assert v.text("en") == "the deck has 51 cards" and v.text("ja") == "デッキが51枚です"
    plain = Violation("g:1", "only English")  # positional (clause, message) still works
    assert plain.ja == "" and plain.text("ja") == "only English" and str(plain) == "only English (g:1)"


@pytest.mark.parametrize("game", GAMES)
def test_every_violation_reads_in_japanese(game: str) -> None:
    vs = _violations(game)
    assert EXPECTED[game] <= {v.clause for v in vs}, {v.clause for v in vs}
    allowed, names = _card_words(game), _card_names(game)
    for v in vs:
        assert v.text("en") == v.message and v.text("ja") == v.ja
        assert v.ja and _KANA_KANJI.search(v.ja), v
        english = sorted(_words(v.ja) - allowed)
        assert not english, f"{v.clause}: {v.ja!r} has English {english}"
        # the numbers of the English message are in the Japanese one (card names aside)
        en, ja = v.message, v.ja
        for n in names:
            en, ja = en.replace(n, " "), ja.replace(n, " ")
        assert set(_NUMBER.findall(en)) <= set(_NUMBER.findall(ja)), (v.message, v.ja)


@pytest.mark.parametrize("game", GAMES)
def test_japanese_messages_name_cards_in_japanese(game: str) -> None:
    """A message naming a card in English names it in Japanese in `ja`, as 「name」."""
    ja_of = {c.name["en"]: c.name.get("ja") or c.name["en"] for c in bundled_cards(game).values()}
    for v in _violations(game):
        for en, ja in ja_of.items():
            if re.search(rf"(?<![\w']){re.escape(en)}(?![\w'])", v.message) and en != ja:
                assert f"「{ja}」" in v.ja or ja in v.ja, (en, v.ja)


def test_copies_message_example() -> None:
    vs = get_rules("victory_spark").validate_deck({"main": precon_decks("victory_spark")[0]["main"][:1] * 51})
    size = next(v for v in vs if v.clause == "victory_spark:5.1.2.1.1")
    assert size.ja == "デッキが51枚です。ちょうど50枚にしてください"
    copies = next(v for v in vs if v.clause != "victory_spark:5.1.2.1.1")
    assert copies.ja.startswith("「") and "が51枚あります。" in copies.ja and copies.ja.endswith("4枚まで")


def test_deck_editor_lists_violations_in_the_ui_language(request: pytest.FixtureRequest) -> None:
    """The deck editor's 構築ルール list shows each violation in the page's language."""
    pytest.importorskip("PySide6")
    pytest.importorskip("pytestqt")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    request.getfixturevalue("qapp")
    from desktop.deckviews import ViolationList
    from desktop.qt import QWidget

    vs = _violations("grid")

    def shown(w: ViolationList) -> list[str]:
        w.set_violations(vs)
        return [w.list.item(i).text().split("\n")[0] for i in range(w.list.count())]

    assert shown(ViolationList(lang="ja")) == [v.ja for v in vs]
    assert shown(ViolationList()) == [v.message for v in vs]  # no page, no language: English
    page = QWidget()
    page.lang = "ja"  # type: ignore[attr-defined]  # the deck page's language
    assert shown(ViolationList(QWidget(page))) == [v.ja for v in vs]
