"""Draw odds (engine/drawodds.py): exact hypergeometric values checked against counting by hand."""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from engine.drawodds import at_least, by_turn


def _by_counting(deck: int, matching: int, drawn: int, k: int) -> Fraction:
    cards = range(deck)
    hands = list(combinations(cards, drawn))
    return Fraction(sum(1 for h in hands if sum(1 for c in h if c < matching) >= k), len(hands))


def test_the_odds_are_the_counted_ones() -> None:
    for deck, matching, drawn, k in [(10, 3, 4, 1), (10, 3, 4, 2), (9, 4, 5, 3), (8, 0, 3, 1), (7, 7, 2, 2), (6, 2, 6, 2)]:
        assert at_least(deck, matching, drawn, k) == _by_counting(deck, matching, drawn, k)


def test_known_values_and_edges() -> None:
    # 4 copies in a 50-card deck, 7 cards seen: 1 - C(46,7)/C(50,7)
    assert abs(float(at_least(50, 4, 7, 1)) - 0.46413) < 1e-5
    assert at_least(50, 4, 7, 0) == 1
    assert at_least(50, 4, 3, 4) == 0  # fewer cards seen than asked for
    assert at_least(50, 4, 50, 4) == 1  # the whole deck seen
    assert at_least(50, 4, 80, 1) == 1  # more draws than cards: the whole deck
    odds = by_turn(50, 4, 1, [7, 8, 9, 10])
    assert odds == sorted(odds) and all(0 < p < 1 for p in odds)
