"""Deck construction (grid 1.1-1.3 with Q25), checked on decks built from cards written here."""
from __future__ import annotations

from typing import Any

import pytest

from engine.cards import CardDef
from engine.cardset import parse_cardset
from engine.games import get_rules


def _cards() -> dict[str, CardDef]:
    unit = {"type": "unit", "stats": {"at": 1, "df": 1, "ac": 1, "x": 0, "y": 0},
            "attrs": {"attributes": ["flame"], "mask": ["ooo", "ooo", "ooo"]}, "text": {"en": "", "ja": ""}}
    event = {"type": "event", "stats": {"x": 0, "y": 0}, "attrs": {"attributes": ["flame"]}, "text": {"en": "", "ja": ""},
             "abilities": [{"type": "event", "effects": [{"draw": 1}]}]}

    def card(n: str, name: str, base: dict[str, Any], **attrs: Any) -> dict[str, Any]:
        return {**base, "number": n, "name": {"en": name, "ja": name}, "attrs": {**base["attrs"], **attrs}}
    raw = [card("001", "Rin", unit), card("002", "Rin", unit), card("003", "Rin", unit, conversion="Rin"),
           card("004", "Rin", unit, conversion="Rin"), card("005", "Rin", event), card("006", "Rin", event),
           *(card(f"1{k:02d}", f"Filler {k}", unit) for k in range(20))]
    cs = parse_cardset({"format": 1, "game": "grid", "code": "DK", "version": 1, "name": {"en": "d", "ja": "d"},
                        "cards": raw})
    return {c.number: c for c in cs.cards}


def _deck(cards: dict[str, CardDef], counts: dict[str, int]) -> list[CardDef]:
    out: list[CardDef] = []
    for n, k in counts.items():
        out += [cards[n]] * k
    fill = 50 - len(out)
    k = 100
    while fill > 0:
        take = min(4, fill)
        out += [cards[f"{k}"]] * take
        fill -= take
        k += 1
    return out


def _clauses(deck: list[CardDef]) -> list[str]:
    return [v.clause for v in get_rules("grid").validate_deck({"main": deck})]


@pytest.mark.rule("grid:1.1")
def test_exactly_fifty() -> None:
    cards = _cards()
    assert _clauses(_deck(cards, {})) == []
    assert _clauses(_deck(cards, {})[:49]) == ["grid:1.1"]
    assert _clauses(_deck(cards, {}) + [cards["100"]]) != []


@pytest.mark.rule("grid:1.2")
@pytest.mark.rule("grid:Q25")
def test_four_copies_per_card() -> None:
    cards = _cards()
    assert _clauses(_deck(cards, {"001": 4, "003": 4, "005": 4})) == []  # 4 + 4 + 4 of one name (Q25)
    assert "grid:1.2" in _clauses(_deck(cards, {"001": 5}))


@pytest.mark.rule("grid:1.3")
@pytest.mark.rule("grid:Q25")
def test_one_version_per_unit_name_except_conversion_and_events() -> None:
    cards = _cards()
    assert _clauses(_deck(cards, {"001": 2, "002": 2})) == ["grid:1.3"]  # two versions of the unit Rin
    assert _clauses(_deck(cards, {"001": 2, "003": 2, "004": 2})) == []  # conversion versions coexist
    assert _clauses(_deck(cards, {"001": 2, "005": 2, "006": 2})) == []  # events are not restricted
