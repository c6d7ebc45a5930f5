"""The `ismcts` agent: single-observer Information Set Monte Carlo Tree Search.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (IEEE
TCIAIG 4(2), 2012), SO-ISMCTS. The tree belongs to the searching player's information
set: a node is a sequence of actions from the current decision, and it holds the
statistics of every world consistent with what the player knows. Each iteration:

1. determinize: `state.resample(player, seed)` redraws every card hidden from the player
   (opponent hand, both deck orders, face-down energy) from its owner's hidden pool, and
   the game's random generator is reseeded (base.determinize);
2. select: walk down with UCB1 over the actions legal *in this determinization*, counting
   availability (a child's exploration term uses how often it was available, not the
   parent's visits); opponent nodes are in the tree and maximise the opponent's reward;
   decisions with a single option are applied without a node;
3. expand one untried action, the best by the game's prior first;
4. roll out with a fast default policy ('heuristic': epsilon-greedy on the game's prior,
   or 'random') for at most `rollout_steps` decisions or until `rollout_turns` turns have
   passed, then score the reached state with the game's evaluation of the player's view
   (a leaf value in [-1, 1]; a finished game scores its result);
5. back the value up (negated at the opponent's nodes).

UCB1 runs on child means normalised to [0, 1] at each node (min-max), so the exploration
constant does not depend on the evaluation's scale. Before the first iteration each root
action gets `warm` virtual visits at its one-ply evaluation (the heuristic's judgement).
Options: `pool` cycles a fixed set of determinizations (common random numbers) instead of
a fresh one per iteration; `widen` expands every action of a new node at once, each
scored by the evaluation after it.

The answer is the most visited root action. The budget is a number of iterations, a time
limit, or both (whichever ends first); with a seed and an iteration budget the answer is
deterministic. The search stops early when no other root action can catch up with the
most visited one in the iterations left, and at once when `cancel()` is called.
"""
from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING

from ..rng import Rng
from .base import BaseAgent, determinize, evaluate_view, prior_fn
from .policy import Policy

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


class Node:
    """Statistics of one action sequence; `player` is who chose the action leading here."""

    __slots__ = ("player", "children", "visits", "total", "avail")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0  # sum of rewards from `player`'s point of view
        self.avail = 1


class ISMCTSAgent(BaseAgent):
    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = None, time_limit: float | None = None,
                 exploration: float = 0.4, rollout: str = "heuristic", rollout_steps: int = 4,
                 rollout_turns: int = 0, epsilon: float = 0.0, early_stop: bool = True,
                 warm: int = 3, pool: int = 0, widen: bool = False) -> None:
        super().__init__(seed)
        if iterations is None and time_limit is None:
            iterations = 200
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_kind = rollout
        self.rollout_steps = rollout_steps
        self.rollout_turns = rollout_turns
        self.epsilon = epsilon
        self.early_stop = early_stop
        self.warm = warm
        self.pool = pool
        self.widen = widen
        self._policies: dict[str, Policy] = {}

    # -- search ------------------------------------------------------------------------
    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        game = state.rules.id
        policy = self._policies.get(game)
        if policy is None:
            policy = self._policies[game] = Policy(game, self.rollout_kind, self.epsilon)
        prior = prior_fn(game)
        rng = Rng(self.next_seed())
        root = Node(player)
        t0 = time.perf_counter()
        deadline = t0 + self.time_limit if self.time_limit is not None else math.inf
        limit = self.iterations if self.iterations is not None else 1 << 60
        done = 0
        dets: list[State] = []
        if self.warm > 0:
            self._warm_start(root, state, player, legal, rng, deadline)
        while done < limit and not self.cancelled:
            if done and time.perf_counter() >= deadline:
                break
            if self.pool > 0:  # a fixed pool of worlds, cycled: common random numbers
                if len(dets) < self.pool:
                    dets.append(determinize(state, player, rng.below(1 << 62)))
                det = dets[done % self.pool].clone()
            else:
                det = determinize(state, player, rng.below(1 << 62))
            self._iterate(root, det, player, policy, prior, rng)
            done += 1
            if self.early_stop and done >= 8 and self._decided(root, done, limit, t0, deadline):
                break
        elapsed = time.perf_counter() - t0
        self.last["iterations"] = done
        self.last["search_seconds"] = elapsed
        self.last["root"] = {str(a): (n.visits, n.total / n.visits if n.visits else 0.0)
                             for a, n in root.children.items()}
        return self._best(root, legal)

    def _warm_start(self, root: Node, state: State, player: int, legal: list[Action], rng: Rng,
                    deadline: float) -> None:
        """Seed every root action with `warm` virtual visits at its one-ply evaluation
        (on one determinization), as the heuristic agent would judge it. Stops at the
        deadline; the actions left are expanded by the search as usual."""
        det = determinize(state, player, rng.below(1 << 62))
        for a in legal:
            if self.cancelled or time.perf_counter() >= deadline:
                return
            s = det.clone()
            s.apply_action(a)
            n = root.children[a] = Node(player)
            n.visits = self.warm
            n.total = self.warm * evaluate_view(s, player)

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
        return best if best is not None else legal[0]

    def _iterate(self, root: Node, det: State, player: int, policy: Policy, prior: object,
                 rng: Rng) -> None:
        node = root
        path = [root]
        c = self.exploration
        while not det.is_terminal():
            legal = det.legal_actions()
            if len(legal) == 1:
                det.apply_action(legal[0])
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
            if untried and self.widen and (len(untried) == len(legal) or node is root):
                # expand every action at once, each scored by the evaluation after it (one
                # virtual visit), and back up the best: the tree grows like a best-first
                # search whose frontier values are the heuristic's one-ply judgements
                best_v, best_a, best_c = -math.inf, untried[0], None
                for a in untried:
                    s = det.clone()
                    s.apply_action(a)
                    v = evaluate_view(s, player)
                    ch = children[a] = Node(mover)
                    ch.visits = 1
                    ch.total = v if mover == player else -v
                    if ch.total > best_v:
                        best_v, best_a, best_c = ch.total, a, ch
                path.append(best_c)  # type: ignore[arg-type]
                value = best_v if mover == player else -best_v
                for n in path:
                    n.visits += 1
                    n.total += value if n.player == player else -value
                return
            if untried:
                if prior is not None and len(untried) > 1:
                    a = self._by_prior(det, untried, prior, rng)
                else:
                    a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                child = children[a] = Node(mover)
                det.apply_action(a)
                path.append(child)
                break
            # UCB1 with availability counts, on child means normalised to [0, 1] at this node
            # (min-max), so exploration does not depend on the evaluation's scale
            means = [children[a].total / children[a].visits for a in legal]
            lo, hi = min(means), max(means)
            span = hi - lo if hi - lo > 1e-9 else 1.0
            best_a, best_u = legal[0], -math.inf
            for a, q in zip(legal, means, strict=True):
                ch = children[a]
                u = (q - lo) / span + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best_a, best_u = a, u
            det.apply_action(best_a)
            node = children[best_a]
            path.append(node)
        value = self._rollout(det, player, policy, rng)
        for n in path:
            n.visits += 1
            n.total += value if n.player == player else -value

    @staticmethod
    def _by_prior(det: State, actions: list[Action], prior: object, rng: Rng) -> Action:
        from .policy import best_by_prior
        return best_by_prior(det, actions, prior, rng)

    def _rollout(self, det: State, player: int, policy: Policy, rng: Rng) -> float:
        """Play the default policy to the horizon; the leaf value for `player` in [-1, 1]."""
        end_turn = det.turn + self.rollout_turns
        steps = 0
        while not det.is_terminal() and steps < self.rollout_steps and det.turn <= end_turn:
            if self.cancelled:
                break
            legal = det.legal_actions()
            det.apply_action(policy(det, legal, rng) if len(legal) > 1 else legal[0])
            if len(legal) > 1:
                steps += 1
        return evaluate_view(det, player)
