"""The one seeded random generator a game owns (SplitMix64): its whole state is one int.

A plain int state makes clone and save/load trivial and exact, which random.Random's
625-word state does not.
"""
from __future__ import annotations

from typing import Any

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Initial generator state for a user-facing seed."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance the state; returns (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


_GOLDEN, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_LIMITS = [0] + [(1 << 64) - ((1 << 64) % n) for n in range(1, 257)]  # below()'s rejection bound per n


def below(state: int, n: int) -> tuple[int, int]:
    """Uniform integer in [0, n) (rejection sampling, so unbiased)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = _LIMITS[n] if n < 257 else (1 << 64) - ((1 << 64) % n)
    while True:  # next_u64, inlined (hot in searches)
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        x = z ^ (z >> 31)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of items in place; returns the new state.

    The same draws as `below(state, i + 1)` per position, inlined: search AIs shuffle every
    hidden pile for every sampled world, and the calls cost more than the arithmetic."""
    mask, g, m1, m2, limits = MASK, _GOLDEN, _MIX1, _MIX2, _LIMITS
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        limit = limits[n] if n < 257 else (1 << 64) - ((1 << 64) % n)
        while True:
            state = (state + g) & mask
            z = ((state ^ (state >> 30)) * m1) & mask
            z = ((z ^ (z >> 27)) * m2) & mask
            x = z ^ (z >> 31)
            if x < limit:
                break
        j = x % n
        items[i], items[j] = items[j], items[i]
    return state


_M32 = 0xFFFFFFFF
_W_STEP = 0x9E3779B9  # odd: the 32-bit counter visits every state before it repeats
_W_MUL = 0x45D9F3B  # 27 bits: a 32-bit value times it stays below 2**59


def _mix32(x: int) -> int:
    x = ((x >> 16) ^ x) * _W_MUL & _M32
    x = ((x >> 16) ^ x) * _W_MUL & _M32
    return (x >> 16) ^ x


class WorldRng:
    """The generator of a search's sampled world (engine/resampling.py): a 32-bit counter whose
    steps are hashed by a 32-bit mixer. Every value it computes stays below 2**62, which the
    compiled build keeps unboxed; SplitMix64's 128-bit products leave that fast path, and a
    compiled grid search spent 9% of its instructions shuffling worlds with it. Only sampled worlds
    use this one: a game's own generator stays SplitMix64, so seeds, replays and saves are as before."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = _mix32((seed & _M32) ^ _mix32((seed >> 32) & _M32))

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates, each index by rejection below the largest multiple of n (unbiased)."""
        st, step, mul, m32 = self.state, _W_STEP, _W_MUL, _M32
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = 0x100000000 - 0x100000000 % n
            while True:
                st = (st + step) & m32
                x = ((st >> 16) ^ st) * mul & m32  # _mix32, inlined: every hidden card of every world
                x = ((x >> 16) ^ x) * mul & m32
                x = (x >> 16) ^ x
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = st


class Rng:
    """A small object wrapper for code outside a game state (AI, simulators)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, x = below(self.state, n)
        return x

    def random(self) -> float:
        self.state, x = next_u64(self.state)
        return (x >> 11) / float(1 << 53)

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        self.state = shuffle(self.state, items)
