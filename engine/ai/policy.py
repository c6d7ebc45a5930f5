"""Default (rollout) policies: moves picked cheaply on a full state, i.e. a determinization.

`prior` picks the best action by the game's prior (`engine.games.<id>.evaluate.prior`) with
probability 1 - epsilon and a uniform one otherwise; without a game prior it is uniform.
Never call these on the real state for a player's decision: they may read hidden cards.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .base import evaluate_view, leaf_view, prior_fn

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


def settle(s: State, player: int, kind: str, prior: Any, rng: Rng, steps: int) -> None:
    """Answer `player`'s own follow-up decisions of kinds other than `kind` (the payments a
    play opens, the supporter an attack asks for) by the prior, at most `steps` of them, so
    that an action is judged once what it opened is complete rather than half paid."""
    for _ in range(steps):
        if s.is_terminal() or s.current_player() != player or s.decision is None or s.decision.kind == kind:
            return
        opts = s.decision.options
        if len(opts) == 1:
            s.apply_action(opts[0])
        elif prior is not None:
            s.apply_action(best_by_prior(s, list(opts), prior, rng))
        else:
            s.apply_action(opts[0])


def best_by_evaluation(state: State, legal: list[Action], prior: Any, rng: Rng, width: int,
                       settle_steps: int = 0, leaf: bool = False) -> tuple[Action, State | None]:
    """The action whose result the mover's evaluation (with `leaf`, the game's fitted leaf) likes
    best (one ply, on this world, with up to `settle_steps` of the sub-sequence it opens completed
    by the prior), among the `width` best by the prior when there are more; and the state it led to
    when that is exactly `state` after the action (no settle steps), for a rollout to go on from."""
    if prior is not None and len(legal) > width:
        scored = sorted(((prior(state, a), i) for i, a in enumerate(legal)), reverse=True)
        legal = [legal[i] for _v, i in scored[:width]]
    mover = state.current_player()
    kind = state.decision.kind if state.decision is not None else ""
    best: list[Action] = []
    after: list[State] = []
    top = -1e18
    for a in legal:
        s = state.clone()
        s.apply_action(a)
        if settle_steps:
            settle(s, mover, kind, prior, rng, settle_steps)
        v = leaf_view(s, mover) if leaf else evaluate_view(s, mover)
        if prior is not None:
            v += 1e-3 * prior(state, a)
        if v > top + 1e-12:
            top, best, after = v, [a], [s]
        elif v >= top - 1e-12:
            best.append(a)
            after.append(s)
    k = rng.below(len(best)) if len(best) > 1 else 0
    return best[k], (None if settle_steps else after[k])


class Policy:
    """A rollout policy for one game: 'random'; 'heuristic' (epsilon-greedy on the cheap prior);
    or 'greedy' (epsilon-greedy on the one-ply evaluation, as the heuristic agent plays, among the
    `width` best actions by the prior: slower, but it plays the rest of a turn the way a sensible
    player would, so a leaf at the end of the turn is judged without a weak policy's bias).
    With `leaf`, 'greedy' judges by the game's fitted leaf (leaf_view) instead of its evaluation."""

    def __init__(self, game_id: str, kind: str = "heuristic", epsilon: float = 0.1, width: int = 8,
                 settle_steps: int = 0, leaf: bool = False, greedy_kinds: frozenset[str] = frozenset()) -> None:
        if kind not in ("random", "heuristic", "greedy"):
            raise ValueError(f"unknown rollout policy {kind!r} (random, heuristic, greedy)")
        self.prior = prior_fn(game_id) if kind != "random" else None
        self.epsilon = epsilon
        self.width = width
        self.settle_steps = settle_steps
        self.leaf = leaf
        # 'greedy' only at decisions of these kinds (empty: at every decision), the cheap prior's
        # favourite at the others: a greedy step applies and judges up to `width` candidates
        self.greedy_kinds = greedy_kinds
        self.kind = kind if self.prior is not None or kind == "greedy" else "random"

    def __call__(self, state: State, legal: list[Action], rng: Rng) -> Action:
        return self._answer(state, legal, rng)[0]

    def step(self, state: State, legal: list[Action], rng: Rng) -> State:
        """The state after the policy's answer (the same answer and random draws as `__call__`):
        the greedy policy's chosen candidate itself where that is exactly `state` after the answer
        (no settle steps), `state` then left as it was; else `state` with the answer applied. A
        seventh of a Vividz rollout's applies were the chosen candidate applied a second time."""
        a, after = self._answer(state, legal, rng)
        if after is not None:
            return after
        state.apply_action(a)
        return state

    def _answer(self, state: State, legal: list[Action], rng: Rng) -> tuple[Action, State | None]:
        if len(legal) == 1:
            return legal[0], None
        if self.kind == "random" or (self.epsilon > 0 and rng.random() < self.epsilon):
            return legal[rng.below(len(legal))], None
        if self.kind == "greedy" and (not self.greedy_kinds or (state.decision is not None
                                                               and state.decision.kind in self.greedy_kinds)):
            return best_by_evaluation(state, legal, self.prior, rng, self.width, self.settle_steps, self.leaf)
        if self.prior is None:  # greedy outside `greedy_kinds` in a game without a cheap prior
            return legal[rng.below(len(legal))], None
        return best_by_prior(state, legal, self.prior, rng), None
