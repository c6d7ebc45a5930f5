"""The `ismcts` agent: single-observer Information Set Monte Carlo Tree Search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE
TCIAIG 4(2), 2012), SO-ISMCTS. The tree belongs to the searching player's information
set: a node is a sequence of actions from the current decision, and it holds the
statistics of every world consistent with what the player knows. Each iteration:

1. determinize: `state.resample(player, seed)` redraws every card hidden from the player
   (opponent hand, both deck orders, face-down energy) from its owner's hidden pool, and
   the game's random generator is reseeded (base.determinize);
2. select: walk down with PUCT over the actions legal *in this determinization*, counting
   availability (a child's exploration term uses how often it was available, not the
   parent's visits): mean value in [-1, 1] plus `c * prior * sqrt(avail) / (1 + visits)`;
   opponent nodes are in the tree and maximise the opponent's reward; decisions with a
   single option are applied without a node;
3. expand one untried action, the best by the game's cheap prior first;
4. roll out with a default policy for at most `rollout_steps` decisions or until
   `rollout_turns` turns have passed (0: to the end of this turn), then (with `tail=N`)
   play up to N more decisions by the cheap prior while that turn is not over, and score
   the reached state with the game's evaluation of the player's view, or with `leaf=1` the
   game's fitted leaf value (base.leaf_view), or with `value=` a learned value model
   (engine/ai/value.py), in [-1, 1] (a finished game scores its result); `steps=0` scores
   the expanded node at once, without a rollout. Policies: 'greedy' (the default) plays as
   the heuristic agent does, the best one-ply evaluation among the `width` actions the
   cheap prior likes most, for both players, each judged after `settle` steps of the
   sub-sequence it opens are completed by the prior (a game's knowledge module may set the
   default in its `SEARCH` dict); 'heuristic' follows the cheap prior; 'random'. With
   `gleaf=1` the greedy steps (the rollout policy and the root's judgement below) judge by
   the fitted leaf too;
5. back the value up (negated at the opponent's nodes).

The root's priors are the heuristic agent's own judgement of each action (one-ply
evaluation with its follow-up look, averaged over `judge` determinizations), as a softmax at
`temperature` (with `mix`, that share of it spread evenly over the actions), and each root
action starts with `warm` virtual visits at that value. So
with few iterations the search plays like the heuristic, and it leaves the heuristic's
choice only when the lookahead finds better (with `center=1` the warm visits sit at the
favourite's sampled mean shifted by how much lower the heuristic judged the action: judged
and sampled values are on different scales). Below the root the prior is uniform. Why
greedy rollouts: a leaf in the middle of a turn, or one reached by a weak policy, is
judged with that policy's bias; measured, greedy rollouts to the end of the turn turned
a search that merely matched the heuristic into one that beats it (docs/ai.md).
Option `pool` cycles a fixed set of determinizations instead of a fresh one per iteration.

The subtree below the answer is kept: at the same player's next decision in the same turn
the search starts from the node the actions taken since lead to (`reuse=False`: never).

The answer is the most visited root action (with `halve=N`, sequential halving over the N
root actions the heuristic judged best chooses it instead: engine/ai/halving.py; with `crn=N`,
rounds of common random numbers over those N: engine/ai/crn.py). The budget is a number of iterations, a time
limit, or both (whichever ends first); with a seed and an iteration budget the answer is
deterministic. The search stops early when no other root action can catch up with the
most visited one in the iterations left, and at once when `cancel()` is called.
"""
from __future__ import annotations

import math
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..rng import Rng
from .base import (
    BaseAgent,
    determinize,
    evaluate_view,
    key_fn,
    leaf_view,
    merge_equivalent,
    prior_fn,
    search_default,
)
from .crn import CommonWorlds
from .halving import Halving
from .heuristic import HeuristicAgent
from .policy import Policy, best_by_prior
from .policy_prior import PolicyModel
from .root_prior import DEFAULT_TEMPERATURE, prepare, set_root_priors
from .value import ValueModel, learned_value, resolve_model

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


class Node:
    """Statistics of one action sequence; `player` is who chose the action leading here."""

    __slots__ = ("player", "children", "visits", "total", "avail", "prior", "judged", "n", "sum", "sq")

    def __init__(self, player: int, prior: float = 0.0) -> None:
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards from `player`'s point of view
        self.avail = 1
        self.prior = prior  # the root's judgement of this action (0 below the root: uniform)
        self.judged = 0.0  # the heuristic's value of this root action (its warm visits' value)
        # sampled rewards only, without the warm visits (the gate compares root actions by them)
        self.n = 0
        self.sum = 0.0
        self.sq = 0.0


def value_for(value: str | None, per_game: Mapping[str, Mapping[str, Any]], game: str,
              key: str = "value") -> str | None:
    """The model file an agent uses for `game` (`key`: "value", the value model it judges by, or
    "prior", its learned root prior): the spec's own, else its level's for that game
    (engine/ai/levels.py), else none."""
    return value if value is not None else per_game.get(game, {}).get(key)


# settings a game may prefer (engine/games/<game>/evaluate.py: SEARCH); an agent's spec overrides
DEFAULTS: dict[str, float] = {"gate": 1.0, "settle": 0, "judge": 1, "tail": 0, "leaf": 0, "gleaf": 0,
                              "steps": 8, "turns": 0, "center": 0}


class ISMCTSAgent(BaseAgent):
    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_limit: float | None = None,
                 exploration: float = 1.0, rollout: str = "greedy", rollout_steps: int | None = None,
                 rollout_turns: int | None = None, epsilon: float = 0.0, early_stop: bool = True,
                 warm: int = 2, pool: int = 0, temperature: float = DEFAULT_TEMPERATURE,
                 width: int = 8, gate: float | None = None, reuse: bool = True,
                 settle: int | None = None, judge: int | None = None, tail: int | None = None,
                 leaf: int | None = None, gleaf: int | None = None, center: int | None = None,
                 value: str | None = None, per_game: Mapping[str, Mapping[str, Any]] | None = None,
                 mix: float = 0.0, halve: int = 0, crn: int = 0, prior: str | None = None,
                 greedy_kinds: str = "") -> None:
        super().__init__(seed)
        if iterations is None and time_limit is None:
            iterations = 200
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if temperature <= 0:
            raise ValueError("temperature must be positive")
        if not 0.0 <= mix <= 1.0:
            raise ValueError("mix must be between 0 and 1")
        if halve < 0 or crn < 0:
            raise ValueError("halve and crn must be 0 (off) or a number of candidates")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_kind = rollout
        self.epsilon = epsilon
        self.early_stop = early_stop
        self.warm = warm
        self.pool = pool
        self.temperature = temperature
        # the share of the root prior spread evenly: at temperature 0.05 an action the heuristic
        # judged a little worse gets a prior near 0, so its exploration bonus stays near 0 however
        # long the search runs (measured: the same position searched 6 s from two seeds put over
        # 90% of the visits on different actions, each barely trying the other)
        self.mix = mix
        # sequential halving over this many root candidates (engine/ai/halving.py); 0: PUCT's
        # most visited action
        self.halve = halve
        self.crn = crn  # rounds of common random numbers over this many root candidates (engine/ai/crn.py)
        self.width = width
        # the decision kinds a greedy rollout judges by applying candidates ("main+block"; "": all)
        self.greedy_kinds = frozenset(k for k in greedy_kinds.split("+") if k)
        # None: the game's preference (its knowledge module's SEARCH dict), else DEFAULTS
        self._given = {"gate": gate, "settle": settle, "judge": judge, "tail": tail, "leaf": leaf, "gleaf": gleaf,
                       "steps": rollout_steps, "turns": rollout_turns, "center": center}
        self.reuse = reuse
        # a level's settings for some games (engine/ai/levels.py): above the game's own
        # preference, below what the spec gives
        self.per_game = {g: dict(o) for g, o in (per_game or {}).items()}
        # a learned value model (engine/ai/value.py) judges the leaves instead of the game's
        # evaluation: "game" (the shipped one) or a file. The root's warm start stays the
        # heuristic's, as with leaf=1: a learned value predicts winners of positions like those it
        # was fitted on, ends of turns and mid-turn states of good play, and a one-ply greedy
        # choice by it leans on what merely comes with winning (measured: docs/ai.md)
        self.value = value
        self._model: ValueModel | None = None
        # a learned root prior (engine/ai/policy_prior.py): "game" (the shipped one) or a file;
        # keep_inputs: the prior's inputs go into `last` (search self-play records)
        self.prior_ref, self.keep_inputs = prior, False
        self._policy: PolicyModel | None = None
        self._settings(None)
        # (player, turn, history length, own answer, the tree below it) after the last decision
        self._kept: tuple[int, int, int, Action, Node] | None = None
        self._policies: dict[str, Policy] = {}
        self._judge = HeuristicAgent(seed ^ 0x9E3779B9)
        self._judge._cancel = self._cancel  # one cancel stops the warm start too
        self._fav: Node | None = None  # the root child the heuristic judged best (warm visits)
        self._key: object = None  # the game's action_key: equivalent actions are one node

    # -- search ------------------------------------------------------------------------
    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        game = state.rules.id
        self._settings(game)
        self._judge.leaf = self.gleaf
        value = value_for(self.value, self.per_game, game)
        if value is None:
            self._model = None
        elif self._model is None or self._model.game != game:
            self._model = resolve_model(value, game)
        policy = self._policies.get(game)
        if policy is None:
            policy = self._policies[game] = Policy(game, self.rollout_kind, self.epsilon, self.width, self.settle,
                                                   self.gleaf, self.greedy_kinds)
        prepare(self, game, value_for(self.prior_ref, self.per_game, game, "prior"))
        prior = prior_fn(game)
        self._key = key_fn(game)
        rng = Rng(self.next_seed())
        self._judge.rng = Rng(rng.below(1 << 62))
        root = self._reused(state, player) or Node(player)
        t0 = time.perf_counter()
        deadline = t0 + self.time_limit if self.time_limit is not None else math.inf
        limit = self.iterations if self.iterations is not None else 1 << 60
        done = 0
        dets: list[State] = []
        # the player's own options, keyed on a world drawn from the view (the keys read only what
        # the player sees, so the world makes no difference; it keeps the real state unread)
        legal = merge_equivalent(determinize(state, player, 0x4B3C), legal, self._key)
        self._root_priors(root, state, player, legal)
        sched = self._schedule(root, legal, limit, t0, deadline)
        worlds = self._worlds(root, legal, limit, t0, deadline)
        force = None
        while worlds is not None and done < limit and not self.cancelled:
            if done and time.perf_counter() >= deadline:
                break
            world, chance, got = determinize(state, player, rng.below(1 << 62)), rng.below(1 << 62), {}
            for a in worlds.alive:  # the same world and random numbers for every candidate
                got[a] = self._iterate(root, world.clone(), player, policy, prior, Rng(chance), a)
                done += 1
            if not self.cancelled:
                worlds.record(got, done, time.perf_counter())
        while worlds is None and done < limit and not self.cancelled:
            if done and time.perf_counter() >= deadline:
                break
            if sched is not None:
                force = sched.next(done, time.perf_counter())
            if self.pool > 0:  # a fixed pool of worlds, cycled: common random numbers
                if len(dets) < self.pool:
                    dets.append(determinize(state, player, rng.below(1 << 62)))
                det = dets[done % self.pool].clone()
            else:
                det = determinize(state, player, rng.below(1 << 62))
            self._iterate(root, det, player, policy, prior, rng, force)
            done += 1
            if sched is None and self.early_stop and done >= 8 and self._decided(root, done, limit, t0, deadline):
                break
        elapsed = time.perf_counter() - t0
        self.last["iterations"] = done
        self.last["search_seconds"] = elapsed
        self.last["root"] = {str(a): (n.visits, n.total / n.visits if n.visits else 0.0)
                             for a, n in root.children.items()}
        # what it weighed, for "why did it do that?" (engine/ai/explain.py): each root option's mean
        # over the worlds it was tried in, or the heuristic's judgement when the search never tried it
        self.last["considered"] = [(a, n.sum / n.n if n.n else n.judged, n.n)
                                   for a, n in ((a, root.children.get(a)) for a in legal) if n is not None]
        if worlds is not None:
            self.last["rounds"] = worlds.rounds
            answer = worlds.answer(self.gate if self.warm > 0 else 0.0)
        else:
            answer = self._best(root, legal) if sched is None else self._gated(root, legal, sched.answer())
        below = root.children.get(answer)
        if self.reuse and below is not None and below.children and not self.cancelled:
            self._kept = (player, state.turn, len(state.history) + 1, answer, below)
        return answer

    def _schedule(self, root: Node, legal: list[Action], limit: int, t0: float, deadline: float) -> Halving | None:
        """With `halve`, the sequential halving schedule over the root actions the heuristic
        judged best (all of them when there are no more than `halve`)."""
        if self.halve < 1 or len(legal) < 2:
            return None
        ranked = self._ranked(root, legal)
        kids = root.children

        def mean(a: Action) -> float | None:
            n = kids[a]
            return n.sum / n.n if n.n else None
        return Halving(ranked[:self.halve], limit, t0, deadline, mean)

    def _worlds(self, root: Node, legal: list[Action], limit: int, t0: float, deadline: float) -> CommonWorlds | None:
        """With `crn`, the rounds over the root actions the heuristic judged best."""
        if self.crn < 1 or len(legal) < 2:
            return None
        return CommonWorlds(self._ranked(root, legal)[:self.crn], limit, t0, deadline)

    def _ranked(self, root: Node, legal: list[Action]) -> list[Action]:
        """The root actions, best first by the heuristic's judgement or, with a learned prior, by
        that prior (stable: legal order on ties)."""
        kids = root.children
        if self._policy is not None:
            return sorted(legal, key=lambda a: -kids[a].prior)
        return sorted(legal, key=lambda a: -kids[a].judged)

    def _settings(self, game: str | None) -> None:
        """The settings not given in the spec, as the level (`per_game`) or else the game prefers
        them (no game: DEFAULTS)."""
        extra = self.per_game.get(game, {}) if game else {}

        def pick(key: str) -> float:
            given = self._given[key]
            if given is not None:
                return given
            if key in extra:
                return float(extra[key])
            return search_default(game, key, DEFAULTS[key]) if game else DEFAULTS[key]
        self.gate = float(pick("gate"))
        self.settle = int(pick("settle"))
        self.judge = int(pick("judge"))
        self.tail = int(pick("tail"))
        self.leaf = bool(pick("leaf"))
        self.gleaf = bool(pick("gleaf"))
        self.rollout_steps = int(pick("steps"))
        self.rollout_turns = int(pick("turns"))
        self.center = bool(pick("center"))

    def _reused(self, state: State, player: int) -> Node | None:
        """The subtree of the last search that this decision lies in, when it is the same
        player's decision later in the same turn: the actions taken since (the history) lead
        down the tree, skipping decisions that had a single option (they have no node). Its
        statistics come from worlds sampled for an earlier view of the same player, so they
        are honest; they count as a head start that the new iterations refine."""
        kept, self._kept = self._kept, None
        if kept is None or not self.reuse:
            return None
        p, turn, start, answer, node = kept
        hist = state.history
        if p != player or turn != state.turn or len(hist) < start or hist[start - 1] != (player, answer):
            return None
        for q, a in hist[start:]:
            child = node.children.get(a)
            if child is not None:
                node = child
            elif any(ch.player == q for ch in node.children.values()):
                return None  # a decision the tree holds, answered in a way it never explored
            if not node.children:
                return None
        for a in [a for a, ch in node.children.items() if ch.player != player]:
            del node.children[a]  # another player's decision in some worlds: not this one
        if not node.children:
            return None
        node.player = player
        self.last["reused"] = sum(ch.visits for ch in node.children.values())
        return node

    def _root_priors(self, root: Node, state: State, player: int, legal: list[Action]) -> None:
        set_root_priors(self, root, state, player, legal, Node)

    def _root_q(self, ch: Node) -> float:
        """A root action's value with `center=1`: its sampled rewards plus its warm visits at the
        favourite's sampled mean shifted by how much worse the heuristic judged it. The
        heuristic's one-ply value and a rollout's leaf value are on different scales (a rollout
        ends later in the turn, and `leaf=1` judges by other weights): raw warm values made
        every untried action look better or worse than any sampled one. Centred, the heuristic
        says only how the actions compare, and the samples say how good they are."""
        fav = self._fav
        assert fav is not None  # set with center=1, the only caller
        base = fav.sum / fav.n if fav.n else fav.judged
        warm = ch.visits - ch.n
        return (ch.sum + warm * (base + ch.judged - fav.judged)) / ch.visits if ch.visits else 0.0

    def _decided(self, root: Node, done: int, limit: int, t0: float, deadline: float) -> bool:
        """True when the runner-up cannot reach the leader's visits in the budget left."""
        if len(root.children) < 2:
            return False
        v = sorted((n.visits for n in root.children.values()), reverse=True)
        left = limit - done
        if deadline != math.inf:
            rate = done / max(time.perf_counter() - t0, 1e-9)
            left = min(left, int(rate * max(deadline - time.perf_counter(), 0.0)))
        return v[0] - v[1] > left

    def _best(self, root: Node, legal: list[Action]) -> Action:
        best, key = None, (-1, -math.inf)
        for a in legal:  # legal order makes ties deterministic
            n = root.children.get(a)
            if n is None:
                continue
            k = (n.visits, n.total / n.visits if n.visits else -math.inf)
            if k > key:
                best, key = a, k
        if best is None:
            return legal[0]
        return self._gated(root, legal, best)

    def _gated(self, root: Node, legal: list[Action], best: Action) -> Action:
        """The search's answer, or the heuristic's (the root prior's favourite) when the search
        has not shown it better: its mean over the sampled worlds must beat the heuristic's by
        `gate` standard errors. Sampling noise then never replaces the heuristic's consistent
        judgement by a coin flip, while a clear finding of the lookahead still does."""
        if self.gate <= 0 or self.warm <= 0:  # warm=0: no heuristic judgement to fall back on
            return best
        fav = max(legal, key=lambda a: root.children[a].prior if a in root.children else -1.0)
        if fav == best or root.children[fav].prior <= 0:
            return best
        b, f = root.children[best], root.children[fav]
        if b.judged >= f.judged:  # the heuristic judged them alike: no choice of its to keep
            return best
        if b.n < 2:
            return fav
        if f.n < 2:
            return best  # the search hardly looked at the favourite: it found it poor quickly
        mb, mf = b.sum / b.n, f.sum / f.n
        vb = max(b.sq / b.n - mb * mb, 0.0)
        vf = max(f.sq / f.n - mf * mf, 0.0)
        se = math.sqrt(vb / b.n + vf / f.n)
        self.last["gate"] = (round(mb - mf, 4), round(se, 4))
        return best if mb - mf > self.gate * se else fav

    def _iterate(self, root: Node, det: State, player: int, policy: Policy, prior: object,
                 rng: Rng, force: Action | None = None) -> float:
        node = root
        path = [root]
        c = self.exploration
        while not det.is_terminal():
            legal = merge_equivalent(det, det.legal_actions(), self._key)
            if len(legal) == 1:
                det.apply_action(legal[0])
                continue
            if force is not None:  # the root action this iteration searches (sequential halving)
                det.apply_action(force)
                node = node.children[force]
                path.append(node)
                force = None
                continue
            mover = det.current_player()
            children = node.children
            untried = []
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    untried.append(a)
                else:
                    ch.avail += 1
            if untried:
                if prior is not None and len(untried) > 1:
                    a = best_by_prior(det, untried, prior, rng)
                else:
                    a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = children[a] = Node(mover)
                det.apply_action(a)
                path.append(child)
                break
            # PUCT over the actions available in this world (availability counts stand in for
            # the parent's visits): value in [-1, 1] plus an exploration bonus scaled by the
            # action's prior (the heuristic's at the root, uniform below it)
            uniform = 1.0 / len(legal)
            best_a, best_u = legal[0], -math.inf
            centred = self.center and node is root and self._fav is not None
            for a in legal:
                ch = children[a]
                p = ch.prior or uniform
                if centred:
                    q = self._root_q(ch)
                else:
                    q = ch.total / ch.visits if ch.visits else 0.0  # unvisited root actions (warm=0)
                u = q + c * p * math.sqrt(ch.avail) / (1 + ch.visits)
                if u > best_u:
                    best_a, best_u = a, u
            det.apply_action(best_a)
            node = children[best_a]
            path.append(node)
        value = self._rollout(det, player, policy, rng)
        for n in path:
            v = value if n.player == player else -value
            n.visits += 1
            n.total += v
            n.n += 1  # sampled rewards apart from warm visits: for the gate, at whichever node is root
            n.sum += v
            n.sq += v * v
        return value

    def _rollout(self, det: State, player: int, policy: Policy, rng: Rng) -> float:
        """Play the default policy to the horizon; the leaf value for `player` in [-1, 1]."""
        end_turn = det.turn + self.rollout_turns
        steps = 0
        while not det.is_terminal() and steps < self.rollout_steps and det.turn <= end_turn:
            if self.cancelled:
                break
            legal = det.legal_actions()
            det = policy.step(det, legal, rng)
            if len(legal) > 1:
                steps += 1
        # the turn is not over: finish it by the cheap prior rather than judge it half played
        tail = self.tail
        while tail > 0 and not det.is_terminal() and det.turn <= end_turn and not self.cancelled:
            legal = det.legal_actions()
            if len(legal) > 1:
                pick = best_by_prior(det, legal, policy.prior, rng) if policy.prior else legal[rng.below(len(legal))]
                det.apply_action(pick)
                tail -= 1
            else:
                det.apply_action(legal[0])
        if self._model is not None:
            return learned_value(det, player, self._model)
        return leaf_view(det, player) if self.leaf else evaluate_view(det, player)
