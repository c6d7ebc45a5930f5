"""The sampled worlds' generator (engine/rng.WorldRng): unbiased shuffles, a function of the seed,
and small-integer arithmetic only (what lets the compiled build keep it unboxed)."""
from __future__ import annotations

import itertools
import math
from collections import Counter

from engine import rng as rng_mod
from engine.rng import WorldRng


def test_shuffle_is_a_function_of_the_seed() -> None:
    a, b, c = list(range(40)), list(range(40)), list(range(40))
    WorldRng(12345).shuffle(a)
    WorldRng(12345).shuffle(b)
    WorldRng(12346).shuffle(c)
    assert a == b and sorted(a) == list(range(40))
    assert a != c


def test_seeds_beyond_32_bits_and_negative_give_different_worlds() -> None:
    worlds = set()
    for seed in (1, 1 + (1 << 32), 1 + (1 << 61), -1, -(1 << 40)):
        xs = list(range(30))
        WorldRng(seed).shuffle(xs)
        worlds.add(tuple(xs))
    assert len(worlds) == 5


def test_every_order_of_four_equally_likely() -> None:
    """24 orders over 24,000 seeds: each near 1,000 (a chi-square test at the 0.1% level, 23 degrees
    of freedom: 49.7)."""
    counts: Counter[tuple[int, ...]] = Counter()
    for seed in range(24_000):
        xs = [0, 1, 2, 3]
        WorldRng(seed).shuffle(xs)
        counts[tuple(xs)] += 1
    assert set(counts) == set(itertools.permutations(range(4)))
    chi2 = sum((v - 1000) ** 2 / 1000 for v in counts.values())
    assert chi2 < 49.7


def test_positions_uniform_in_a_deck() -> None:
    """Where card 0 of a 50-card deck lands over 20,000 shuffles of one running generator."""
    r = WorldRng(7)
    counts = Counter()
    for _ in range(20_000):
        xs = list(range(50))
        r.shuffle(xs)
        counts[xs.index(0)] += 1
    chi2 = sum((counts[k] - 400) ** 2 / 400 for k in range(50))
    assert chi2 < 85.4  # chi-square, 49 degrees of freedom, 0.1% level


def test_arithmetic_stays_below_two_to_the_62() -> None:
    """The largest product the mixer forms: a 32-bit value times the multiplier."""
    assert (rng_mod._M32 * rng_mod._W_MUL) < (1 << 62)
    assert rng_mod._M32 + rng_mod._W_STEP < (1 << 62)
    assert math.gcd(rng_mod._W_STEP, 1 << 32) == 1  # odd step: the counter visits every state
