"""Agent specs and the difficulty levels the app offers.

A spec is a string:

* `random` - uniform over legal actions;
* `heuristic` or `heuristic:N` - one-ply greedy on N determinizations (default 2), optionally
  `,leaf=1`: judged by the game's fitted leaf instead of its evaluation, or `,value=game|FILE`:
  by a learned value model (the game's shipped one, or a model file; engine/ai/value.py);
* `ismcts` (200 iterations), `ismcts:200` (iterations), `ismcts:0.5s` (seconds),
  optionally followed by `,key=value` tuning options: `rollout=greedy|heuristic|random`,
  `c=` exploration, `steps=` rollout decisions, `turns=` rollout turns, `eps=` rollout
  epsilon, `width=` actions the greedy rollout scores, `warm=` virtual visits at the root,
  `temp=` root prior temperature, `pool=` determinization pool, `early=0` no early stop,
  `reuse=0` a fresh tree at every decision (no subtree kept within a turn),
  `iters=` an iteration cap next to a time budget, `gate=`, `settle=`, `judge=`, `tail=`,
  `leaf=`, `gleaf=`, `steps=`, `turns=`, `center=` (engine/ai/ismcts.py; left out, the game's
  preference), `value=game|FILE` (a learned value model judges the leaves);
* `easy`, `normal`, `hard` - the levels below.

`make_agent(spec, seed)` builds a fresh agent; the same spec and seed give the same play
whenever the budget is in iterations.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .base import BaseAgent
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent
from .random_agent import RandomAgent


@dataclass(frozen=True)
class Level:
    """A named agent with a budget."""

    spec: str
    label: dict[str, str]
    description: str


LEVELS: dict[str, Level] = {
    "easy": Level("ismcts:40,rollout=random,eps=1,steps=8,warm=0", {"en": "Easy", "ja": "やさしい"},
                  "ISMCTS, 40 iterations, random rollouts of 8 decisions, no heuristic warm start"),
    "normal": Level("ismcts:0.8s", {"en": "Normal", "ja": "ふつう"},
                    "ISMCTS, 0.8 s per decision (p95 under 1 s), the heuristic's judgement as the root "
                    "prior, greedy rollouts to the end of the turn"),
    "hard": Level("ismcts:3s", {"en": "Hard", "ja": "むずかしい"},
                  "ISMCTS, 3 s per decision, the heuristic's judgement as the root prior, greedy rollouts"),
}


def _flag(v: str) -> bool:
    return v.lower() not in ("0", "false", "no", "off")


_ISMCTS_KEYS = {"rollout": ("rollout", str), "c": ("exploration", float), "steps": ("rollout_steps", int),
                "turns": ("rollout_turns", int), "eps": ("epsilon", float), "iters": ("iterations", int),
                "warm": ("warm", int), "pool": ("pool", int), "temp": ("temperature", float),
                "width": ("width", int), "gate": ("gate", float),
                "early": ("early_stop", _flag), "reuse": ("reuse", _flag),
                "settle": ("settle", int), "judge": ("judge", int), "tail": ("tail", int), "leaf": ("leaf", int),
                "gleaf": ("gleaf", int), "center": ("center", int), "value": ("value", str)}


def _budget(text: str) -> dict[str, Any]:
    t = text.strip().lower()
    if not t:
        return {}
    if t.endswith("ms"):
        return {"time_limit": float(t[:-2]) / 1000.0}
    if t.endswith("s"):
        return {"time_limit": float(t[:-1])}
    return {"iterations": int(t)}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """(agent kind, keyword arguments) of a spec; ValueError for anything unknown."""
    s = spec.strip()
    if s.lower() in LEVELS:
        s = LEVELS[s.lower()].spec
    head, *opts = s.split(",")
    kind, _, budget = head.partition(":")
    kind = kind.strip().lower()
    kw: dict[str, Any] = {}
    try:
        if kind == "random":
            if budget or opts:
                raise ValueError("random takes no budget")
        elif kind == "heuristic":
            if budget:
                kw["determinizations"] = int(budget)
            for o in opts:
                k, _, v = o.partition("=")
                if k.strip() == "leaf":
                    kw["leaf"] = _flag(v.strip())
                elif k.strip() == "value" and v.strip():
                    kw["value"] = v.strip()
                else:
                    raise ValueError(f"unknown heuristic option {k.strip()!r} (leaf=, value=)")
        elif kind == "ismcts":
            kw.update(_budget(budget))
            for o in opts:
                k, _, v = o.partition("=")
                if k.strip() not in _ISMCTS_KEYS:
                    raise ValueError(f"unknown ismcts option {k.strip()!r}")
                name, conv = _ISMCTS_KEYS[k.strip()]
                kw[name] = conv(v.strip())
        else:
            raise ValueError(f"unknown agent {kind!r}")
    except ValueError as e:
        raise ValueError(f"bad agent spec {spec!r}: {e} (random, heuristic[:N], ismcts[:ITER|:SECs], "
                         f"{', '.join(LEVELS)})") from None
    return kind, kw


def check_spec(spec: str, game: str) -> None:
    """parse_spec, and load the value model the spec names for `game`: a missing or bad model file
    is a ValueError (ValueModelError) naming it before any game starts, not a failure mid-match."""
    _kind, kw = parse_spec(spec)
    if kw.get("value") is not None:
        from .value import resolve_model

        resolve_model(kw["value"], game)


def make_agent(spec: str, seed: int = 0) -> BaseAgent:
    """A fresh agent for a spec such as 'random', 'heuristic', 'ismcts:200', 'ismcts:0.5s', 'normal'."""
    kind, kw = parse_spec(spec)
    if kind == "random":
        agent: BaseAgent = RandomAgent(seed)
    elif kind == "heuristic":
        agent = HeuristicAgent(seed, **kw)
    else:
        agent = ISMCTSAgent(seed, **kw)
    agent.name = spec.strip()
    return agent
