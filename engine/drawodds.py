"""Draw odds: the exact chance of having seen at least k of a deck's matching cards among the
first n cards of a shuffled deck (hypergeometric), and per turn with the game's own count of cards
drawn by then (GameRules.cards_seen)."""
from __future__ import annotations

from fractions import Fraction
from math import comb


def at_least(deck: int, matching: int, drawn: int, k: int) -> Fraction:
    """P(at least `k` of the `matching` cards are among `drawn` cards of a `deck`-card deck)."""
    if k <= 0:
        return Fraction(1)
    drawn = max(0, min(drawn, deck))
    if matching > deck or k > matching or k > drawn:
        return Fraction(0)
    total = comb(deck, drawn)
    miss = sum(comb(matching, i) * comb(deck - matching, drawn - i) for i in range(k))
    return 1 - Fraction(miss, total)


def by_turn(deck: int, matching: int, k: int, seen: list[int]) -> list[float]:
    """The chance of at least `k` matching cards seen for each count in `seen` (cards drawn by turn)."""
    return [float(at_least(deck, matching, n, k)) for n in seen]
