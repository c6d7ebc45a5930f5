"""The `heuristic` agent: a one-ply greedy player driven by the game's evaluation of a view.

For each legal action it applies the action on a few determinizations (states resampled
from the player's view, engine.ai.base.determinize) and scores the result with the game's
`evaluate(view, player, cards)` (with `leaf=True`, the game's fitted `leaf` instead,
engine.ai.base.leaf_view; with `value=`, a learned value model, engine.ai.value).
When the action leads straight into another decision of
the same player of a different kind (attack -> choose a supporter, play a card -> pay its
cost), it looks through that first follow-up decision too (the best follow-up counts) and
completes the rest of that sub-sequence by the game's cheap prior (the other payments) until
the player is back at a decision of the first kind or another player is to answer. So a
step that only opens a choice is judged by what it achieves, not by a half-paid cost. The
game's cheap prior breaks near-ties. Hidden cards are never read: only resampled copies are
searched.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from .base import BaseAgent, determinize, evaluate_view, leaf_view, prior_fn
from .policy import best_by_prior
from .policy_prior import resolve_policy, terms_fn
from .value import ValueModel, learned_value, resolve_model

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State

PRIOR_WEIGHT = 1e-3
SETTLE_STEPS = 12  # own sub-decisions completed by the prior after an action, at most


class HeuristicAgent(BaseAgent):
    name = "heuristic"

    def __init__(self, seed: int = 0, determinizations: int = 2, follow_max: int = 24, leaf: bool = False,
                 value: str | None = None, blunder: float = 0.0,
                 per_game: Mapping[str, Mapping[str, Any]] | None = None, prior: str | None = None) -> None:
        super().__init__(seed)
        # a level's blunder share per game (engine/ai/levels.py), over `blunder`
        self.per_game = {g: dict(o) for g, o in (per_game or {}).items()}
        for b in (blunder, *(o.get("blunder", 0.0) for o in self.per_game.values())):
            if not 0.0 <= b <= 1.0:
                raise ValueError(f"blunder must be between 0 and 1, not {b}")
        self.blunder = blunder
        self.determinizations = max(1, determinizations)
        self.follow_max = follow_max
        self.leaf = leaf  # judge a reached position by the game's fitted leaf, not its evaluation
        # judge by a learned value model (engine/ai/value.py): "game" (the shipped one) or a file
        self.value = value
        self._model: ValueModel | None = None
        # with `terms`, values() also keeps each action's mean terms of the position it judged
        # (last_terms), for a learned root prior (engine/ai/policy_prior.py)
        self.terms: Callable[[State, int], list[float]] | None = None
        self.last_terms: list[list[float]] | None = None
        self._end: State | None = None
        # with `prior` (a learned policy, engine/ai/policy_prior.py: "game" or a file) the action
        # taken is the policy's favourite, from the same judgement and the terms: no search
        self.prior = prior

    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        # drawn from the agent's own generator at every decision, so a seed gives the same game
        blunder = self.per_game.get(state.rules.id, {}).get("blunder", self.blunder)
        if blunder > 0.0 and self.rng.below(1 << 30) < blunder * (1 << 30):
            self.last["blunder"] = True
            return legal[self.rng.below(len(legal))]
        policy = None
        if self.prior:
            policy = resolve_policy(self.prior, state.rules.id)
            self.terms = terms_fn(state.rules.id)
        totals, done = self.values(state, player, legal, self.determinizations)
        self.last["iterations"] = done
        if done == 0:
            return legal[0]  # cancelled before any estimate: a legal fallback
        # what it weighed (engine/ai/explain.py): each option's mean value over the sampled worlds
        self.last["considered"] = [(a, t / done, done) for a, t in zip(legal, totals, strict=True)]
        if policy is not None:
            totals = policy.logits([t / done for t in totals], self.last_terms)
        top = max(totals)
        best = [a for a, t in zip(legal, totals, strict=True) if t >= top - 1e-9]
        return best[self.rng.below(len(best))] if len(best) > 1 else best[0]

    def values(self, state: State, player: int, legal: list[Action], determinizations: int
               ) -> tuple[list[float], int]:
        """(summed one-ply value of each legal action over the determinizations, how many were
        completed before a cancel). The game's prior is added with a small weight."""
        prior = prior_fn(state.rules.id)
        if self.value is not None and (self._model is None or self._model.game != state.rules.id):
            self._model = resolve_model(self.value, state.rules.id)
        kind = state.decision.kind if state.decision else ""
        totals = [0.0] * len(legal)
        terms = self.terms
        sums: list[list[float]] = []
        done = 0
        for _ in range(determinizations):
            det = determinize(state, player, self.next_seed())
            vals, got = [], []
            for a in legal:
                if self.cancelled:
                    break
                s = det.clone()
                s.apply_action(a)
                v = self._value(s, player, kind, 1, prior)
                if prior is not None:
                    v += PRIOR_WEIGHT * prior(det, a)
                vals.append(v)
                if terms is not None:
                    got.append(terms(self._end, player))
            if len(vals) < len(legal):
                break
            totals = [t + v for t, v in zip(totals, vals, strict=True)]
            if terms is not None:
                sums = got if not sums else [[x + y for x, y in zip(a, b, strict=True)] for a, b in zip(sums, got, strict=True)]
            done += 1
        self.last_terms = [[x / done for x in row] for row in sums] if done and terms is not None else None
        return totals, done

    def _value(self, s: State, player: int, kind: str, depth: int, prior: Any) -> float:
        """Evaluation after an action: the player's own follow-up decisions of other kinds are
        answered first (the first one with a choice by the best of its options, `depth` deep,
        the rest by the prior), so the action is judged once its sub-sequence is complete."""
        for _ in range(SETTLE_STEPS):
            if s.is_terminal() or s.current_player() != player or s.decision is None \
                    or s.decision.kind == kind or self.cancelled:
                break
            opts = s.decision.options
            if len(opts) == 1:
                s.apply_action(opts[0])
                continue
            if depth > 0 and len(opts) <= self.follow_max:
                best, end = -2.0, s
                for a in opts:
                    c = s.clone()
                    c.apply_action(a)
                    v = self._value(c, player, kind, depth - 1, prior)
                    if v > best:
                        best, end = v, self._end
                self._end = end
                return best
            s.apply_action(best_by_prior(s, list(opts), prior, self.rng) if prior is not None else opts[0])
        self._end = s  # the position judged: a learned prior reads its terms (engine/ai/policy_prior.py)
        if self._model is not None:
            return learned_value(s, player, self._model)
        return leaf_view(s, player) if self.leaf else evaluate_view(s, player)
