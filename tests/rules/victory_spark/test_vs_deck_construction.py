"""Deck construction (5.1): exactly 50 cards, at most 4 with the same name and title."""
from __future__ import annotations

import pytest
from vs_rules_helpers import RULES, card, cardset

from engine.decks import parse_deck, resolve_deck

CARDS = cardset([
    card("001", "Alpha", title=["Knight"]),
    card("002", "Alpha", title=["Knight"], power=3000),        # other information, same name and title
    card("003", "Alpha", title=["Cook"]),                      # same name, other title
    card("004", "Beta"),
    card("005", "Gamma"), card("006", "Delta"), card("007", "Epsilon"), card("008", "Zeta"),
    card("009", "Eta"), card("010", "Theta"), card("011", "Iota"), card("012", "Kappa"),
    card("013", "Lambda"), card("014", "Mu"), card("015", "Nu"),
])


def deck(text: str) -> dict[str, list]:
    return resolve_deck(parse_deck(text, "<deck>"), CARDS, "<deck>")


FILL = "\n".join(f"4 Card (TVS) {n:03d}" for n in range(4, 16))  # 12 names x 4 = 48 cards


def clauses(text: str) -> list[str]:
    return [v.clause for v in RULES.validate_deck(deck(text))]


@pytest.mark.rule("victory_spark:5.1", "victory_spark:5.1.1", "victory_spark:5.1.2", "victory_spark:5.1.2.1.1")
def test_a_deck_has_exactly_50_cards() -> None:
    assert clauses(FILL + "\n2 Card (TVS) 001") == []
    assert clauses(FILL + "\n1 Card (TVS) 001") == ["victory_spark:5.1.2.1.1"]   # 49
    assert clauses(FILL + "\n3 Card (TVS) 001") == ["victory_spark:5.1.2.1.1"]   # 51


@pytest.mark.rule("victory_spark:5.1.2.1.2")
def test_at_most_four_cards_with_the_same_name_and_title() -> None:
    base = "\n".join(f"4 Card (TVS) {n:03d}" for n in range(5, 16))  # 44
    assert clauses(base + "\n4 Card (TVS) 001\n2 Card (TVS) 004") == []
    assert "victory_spark:5.1.2.1.2" in clauses(base + "\n5 Card (TVS) 001\n1 Card (TVS) 004")
    # the same name with another title is another card
    assert clauses(base + "\n4 Card (TVS) 001\n2 Card (TVS) 003") == []


@pytest.mark.rule("victory_spark:5.1.2.1.3")
def test_cards_differing_only_in_other_information_count_together() -> None:
    base = "\n".join(f"4 Card (TVS) {n:03d}" for n in range(5, 16))  # 44
    assert clauses(base + "\n3 Card (TVS) 001\n1 Card (TVS) 002\n2 Card (TVS) 004") == []
    got = clauses(base + "\n3 Card (TVS) 001\n2 Card (TVS) 002\n1 Card (TVS) 004")
    assert got == ["victory_spark:5.1.2.1.3"]
