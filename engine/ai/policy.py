"""Default (rollout) policies: moves picked cheaply on a full state, i.e. a determinization.

`prior` picks the best action by the game's prior (`engine.games.<id>.evaluate.prior`) with
probability 1 - epsilon and a uniform one otherwise; without a game prior it is uniform.
Never call these on the real state for a player's decision: they may read hidden cards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import prior_fn

if TYPE_CHECKING:
    from ..actions import Action
    from ..rng import Rng
    from ..state import State


def random_action(state: State, legal: list[Action], rng: Rng) -> Action:
    return legal[rng.below(len(legal))]


def best_by_prior(state: State, legal: list[Action], prior: Any, rng: Rng) -> Action:
    """The highest-prior action; ties broken at random."""
    best: list[Action] = []
    top = -1e18
    for a in legal:
        v = prior(state, a)
        if v > top + 1e-12:
            top, best = v, [a]
        elif v >= top - 1e-12:
            best.append(a)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


class Policy:
    """A rollout policy for one game: 'random' or 'heuristic' (epsilon-greedy on the prior)."""

    def __init__(self, game_id: str, kind: str = "heuristic", epsilon: float = 0.1) -> None:
        if kind not in ("random", "heuristic"):
            raise ValueError(f"unknown rollout policy {kind!r} (random, heuristic)")
        self.prior = prior_fn(game_id) if kind == "heuristic" else None
        self.epsilon = epsilon
        self.kind = kind if self.prior is not None else "random"

    def __call__(self, state: State, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.prior is None or rng.random() < self.epsilon:
            return legal[rng.below(len(legal))]
        return best_by_prior(state, legal, self.prior, rng)
