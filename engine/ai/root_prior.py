"""The search's root prior (engine/ai/ismcts.py): the heuristic's one-ply judgement of every root
action, as a softmax at the agent's temperature or, with `prior=`, through a learned policy
(engine/ai/policy_prior.py) that also reads the terms of the positions the actions lead to."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .policy_prior import resolve_policy, softmax, terms_fn

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State

DEFAULT_TEMPERATURE = 0.05  # the fixed prior's: a learned one starts its fit from this sharpness


def prepare(agent: Any, game: str, ref: str | None) -> None:
    """Load what the agent's prior needs for `game`: its learned policy `ref` (`prior=`, a file or
    "game") and, when that or a recording (`keep_inputs`) asks for them, the game's terms."""
    agent._policy = resolve_policy(ref, game) if ref else None
    agent._judge.terms = terms_fn(game) if ref or agent.keep_inputs else None


def set_root_priors(agent: Any, root: Any, state: State, player: int, legal: list[Action],
                    node: Callable[[int], Any]) -> None:
    """The heuristic's one-ply judgement of every root action (`judge` worlds, with its follow-up
    look) becomes the root's prior, and `warm` virtual visits at the value (`node(player)` makes a
    tree node). The search thus starts
    from the heuristic's choice and leaves it only when the lookahead finds a better one."""
    agent._fav = None
    if agent.warm <= 0 and len(legal) > 1:
        for a in legal:
            root.children.setdefault(a, node(player)).prior = 1.0 / len(legal)
        return
    vals, done = agent._judge.values(state, player, legal, max(1, agent.judge))
    vals = [v / done for v in vals] if done else [0.0] * len(legal)  # none: cancelled, uniform
    terms = agent._judge.last_terms
    if agent.keep_inputs:  # for search self-play records (engine/ai/policy_records.py)
        agent.last["prior_inputs"] = (vals, terms)
    top = max(vals)
    if agent._policy is not None:
        ps = softmax(agent._policy.logits(vals, terms))
    else:
        ws = [math.exp((v - top) / agent.temperature) for v in vals]
        z = sum(ws)
        ps = [w / z for w in ws]
    even = agent.mix / len(legal)
    for a, v, p in zip(legal, vals, ps, strict=True):
        n = root.children.get(a)
        if n is None:  # (a reused subtree keeps its statistics and gets the warm visits on top)
            n = root.children[a] = node(player)
        n.prior = (1.0 - agent.mix) * p + even
        n.judged = max(-1.0, min(1.0, v))
        n.visits += agent.warm
        if not agent.center:  # centred: the warm value is worked out at selection (_root_q)
            n.total += agent.warm * n.judged
    agent._fav = root.children[legal[vals.index(top)]]
