"""Common random numbers at the root of a search (`crn=N`).

Why: the root of a PUCT search compares its actions on different sampled worlds, so an
action tried in a lucky world looks better than one tried in an unlucky one, and the
most-visited answer follows whichever action led early (docs/ai.md, "Why more time does not
play better"). Here the search goes in rounds instead: each round draws one world (the
hidden cards and the chance seed) and searches every candidate still in the running once
in a copy of that same world, with the same random numbers for its rollout. Two candidates
are then compared by their paired differences, round by round, which cancels the luck of
the world (the variance of a difference of correlated samples is far below the sum of
their variances). As in sequential halving (engine/ai/halving.py), the budget is split
into phases and the worse half by mean is dropped at each phase's end, except the
heuristic's favourite: it is the answer unless another candidate beats it by `gate`
standard errors of the paired difference. The answer is the best mean, not the most
visits.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .halving import phase_over

if TYPE_CHECKING:
    from ..actions import Action


class CommonWorlds:
    """Per-candidate values of complete rounds; every candidate still alive has a value for
    every round so far, in the same order, so any two of them pair up."""

    def __init__(self, candidates: Sequence[Action], limit: int, t0: float, deadline: float) -> None:
        if not candidates:
            raise ValueError("common random numbers need at least one candidate")
        self.alive: list[Action] = list(candidates)  # best judged first; [0] is the favourite
        self.fav = self.alive[0]
        self.values: dict[Action, list[float]] = {a: [] for a in self.alive}
        self.phases = max(1, math.ceil(math.log2(len(self.alive))))
        self.phase = 0
        self.rounds = 0
        self._limit = limit
        self._t0 = t0
        self._deadline = deadline

    def mean(self, a: Action) -> float:
        v = self.values[a]
        return sum(v) / len(v) if v else -math.inf

    def _ranked(self) -> list[Action]:
        order = {a: i for i, a in enumerate(self.alive)}
        return sorted(self.alive, key=lambda a: (-self.mean(a), order[a]))

    def record(self, got: dict[Action, float], done: int, now: float) -> None:
        """One complete round (a value for every alive candidate), then the phase's cut if it
        is over: `done` iterations so far, at `now`."""
        for a in self.alive:
            self.values[a].append(got[a])
        self.rounds += 1
        if self.phase < self.phases - 1 and len(self.alive) > 2 and phase_over(
                self.phase, self.phases, done, now, self._limit, self._t0, self._deadline):
            keep = self._ranked()[:math.ceil(len(self.alive) / 2)]
            if self.fav not in keep:
                keep.append(self.fav)  # the fallback answer stays paired to the end
            self.alive = [a for a in self.alive if a in keep]
            self.phase += 1

    def paired(self, a: Action, b: Action) -> tuple[float, float, int]:
        """Mean and standard error of a's value minus b's over the rounds both played."""
        va, vb = self.values[a], self.values[b]
        n = min(len(va), len(vb))
        if n == 0:
            return 0.0, math.inf, 0
        d = [x - y for x, y in zip(va[:n], vb[:n], strict=True)]
        m = sum(d) / n
        if n < 2:
            return m, math.inf, n
        var = sum((x - m) ** 2 for x in d) / (n - 1)
        return m, math.sqrt(var / n), n

    def answer(self, gate: float) -> Action:
        """The best alive candidate by mean; the favourite unless the best beats it by `gate`
        standard errors of their paired difference (gate 0: the best by mean)."""
        if self.rounds == 0:
            return self.fav
        best = self._ranked()[0]
        if best == self.fav or gate <= 0:
            return best
        m, se, _n = self.paired(best, self.fav)
        return best if m > gate * se else self.fav
