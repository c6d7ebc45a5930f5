"""Sequential halving at the root of a search (Karnin, Koren and Somekh, "Almost Optimal
Exploration in Multi-Armed Bandits", ICML 2013; the root of Gumbel MuZero, Danihelka et al.,
ICLR 2022).

Why: measured in Victory Spark (docs/ai.md, "Why more time does not play better"), a PUCT
root settles its answer in the first few hundred iterations and spends the rest confirming
that early leader, so three times the time changed the answer in 1 position of 80. Sequential
halving instead splits the budget into phases: in each, every candidate still in the running
is searched equally often (round robin), and at the phase's end the worse half by sampled mean
is dropped. Each candidate's share grows with the budget, so a longer search compares the
candidates on more worlds instead of revisiting one of them.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..actions import Action


def phase_over(phase: int, phases: int, done: int, now: float, limit: int, t0: float, deadline: float) -> bool:
    """Whether phase `phase` of `phases` equal shares of the budget has used its share of the
    iterations or of the time, whichever comes first (an unbounded budget, no iteration cap or
    no deadline: inf, never ends a phase by itself)."""
    share = (phase + 1) / phases
    return done >= limit * share or now >= t0 + (deadline - t0) * share


class Halving:
    """The schedule: which root action the next iteration must search, and the answer.

    `candidates` come in the order ties are broken by (the heuristic's judgement, best first).
    A phase ends after its share of the iteration budget or of the time, whichever comes
    first; `mean(action)` is the action's sampled mean so far (None before any sample)."""

    def __init__(self, candidates: Sequence[Action], limit: int, t0: float, deadline: float,
                 mean: Callable[[Action], float | None]) -> None:
        if not candidates:
            raise ValueError("sequential halving needs at least one candidate")
        self.alive: list[Action] = list(candidates)
        self.phases = max(1, math.ceil(math.log2(len(self.alive))))
        self.phase = 0
        self._turn = 0
        self._limit = limit
        self._t0 = t0
        self._deadline = deadline
        self._mean = mean

    def _ranked(self) -> list[Action]:
        order = {a: i for i, a in enumerate(self.alive)}

        def key(a: Action) -> tuple[float, int]:
            m = self._mean(a)
            return (-(m if m is not None else -math.inf), order[a])
        return sorted(self.alive, key=key)

    def next(self, done: int, now: float) -> Action:
        """The root action the next iteration searches (after `done` iterations, at `now`)."""
        while len(self.alive) > 1 and self.phase < self.phases - 1 and phase_over(
                self.phase, self.phases, done, now, self._limit, self._t0, self._deadline):
            self.alive = self._ranked()[:math.ceil(len(self.alive) / 2)]
            self.phase += 1
            self._turn = 0
        a = self.alive[self._turn % len(self.alive)]
        self._turn += 1
        return a

    def answer(self) -> Action:
        """The best candidate still in the running by sampled mean (ties: the earlier one)."""
        return self._ranked()[0]
