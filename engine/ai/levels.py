"""Agent specs and the difficulty levels the app offers.

A spec is a string:

* `random` - uniform over legal actions;
* `heuristic` or `heuristic:N` - one-ply greedy on N determinizations (default 2), optionally
  `,blunder=P`: that share of its decisions answered by a random legal action instead, `,leaf=1`: judged by the game's fitted leaf instead of its evaluation, or `,value=game|FILE`:
  by a learned value model (the game's shipped one, or a model file; engine/ai/value.py);
* `ismcts` (200 iterations), `ismcts:200` (iterations), `ismcts:0.5s` (seconds),
  optionally followed by `,key=value` tuning options: `rollout=greedy|heuristic|random`,
  `c=` exploration, `steps=` rollout decisions, `turns=` rollout turns, `eps=` rollout
  epsilon, `width=` actions the greedy rollout scores, `warm=` virtual visits at the root,
  `temp=` root prior temperature, `mix=` share of the root prior spread evenly over the actions,
  `halve=` sequential halving over that many root candidates (0: off), `crn=` rounds of common
  random numbers over that many root candidates, answered by the best paired mean (0: off),
  `pool=` determinization pool, `early=0` no early stop,
  `reuse=0` a fresh tree at every decision (no subtree kept within a turn),
  `iters=` an iteration cap next to a time budget, `gate=`, `settle=`, `judge=`, `tail=`,
  `leaf=`, `gleaf=`, `steps=`, `turns=`, `center=` (engine/ai/ismcts.py; left out, the game's
  preference), `value=game|FILE` (a learned value model judges the leaves);
* `easy`, `normal`, `hard` - the levels below.

`make_agent(spec, seed)` builds a fresh agent; the same spec and seed give the same play
whenever the budget is in iterations.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .base import BaseAgent
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent, value_for
from .random_agent import RandomAgent


@dataclass(frozen=True)
class Level:
    """A named agent with a budget; `games` adds ISMCTS options for some games (spec syntax,
    e.g. "value=game,steps=0,tail=0"), where they were measured to play better."""

    spec: str
    label: dict[str, str]
    description: str
    games: Mapping[str, str] = field(default_factory=dict)


# the learned value at the leaves instead of greedy rollouts: in Victory Spark and Phantom Magic
# Vision it beat the heuristic more often than the rollouts did (77.2% vs 68.8% of 400 games,
# 81.8% vs 70.2% of 400: docs/ai.md); in Vividz (62% of 71) and grid it did not, so they keep
# their rollouts
VALUE_LEAF = "value=game,steps=0,tail=0"
LEARNED = {"victory_spark": VALUE_LEAF, "phantom_magic_vision": VALUE_LEAF}

# The ladder (docs/ai.md, "The ladder"): each level beats the one below it in at least 60% of
# 200+ arena games in every game. More search time did not play better than 0.8 s (hard at 3 s won
# 53.0% of 200 against 0.8 s), so the levels differ in judgement, not in time: a search over
# sampled worlds, the one-ply heuristic, and the heuristic with blunders.
LEVELS: dict[str, Level] = {
    # the blunder share per game: as many random answers as it takes to lose clearly to normal; the
    # heuristic's edge is in few decisions in Vividz, grid and PMV, so they need more (calibration
    # runs in docs/ai.md, "Levels")
    "easy": Level("heuristic,blunder=0.15", {"en": "Easy", "ja": "やさしい"},
                  "the one-ply heuristic, but a share of its decisions (15% in Victory Spark, 60% in Vividz, "
                  "50% in grid, 70% in Phantom Magic Vision) is a random legal action",
                  {"vividz": "blunder=0.6", "grid": "blunder=0.5", "phantom_magic_vision": "blunder=0.7"}),
    "normal": Level("heuristic", {"en": "Normal", "ja": "ふつう"},
                    "the one-ply heuristic: every option applied on two sampled worlds and the result "
                    "judged by the game's evaluation, the best taken"),
    "hard": Level("ismcts:0.8s", {"en": "Hard", "ja": "むずかしい"},
                  "ISMCTS, 0.8 s per decision (p95 under 1 s), the heuristic's judgement as the root "
                  "prior; leaves judged by the learned value (Victory Spark, Phantom Magic Vision) or by "
                  "greedy rollouts to the end of the turn judged by weights fitted to who won (Vividz, grid)", LEARNED),
}


def _flag(v: str) -> bool:
    return v.lower() not in ("0", "false", "no", "off")


_ISMCTS_KEYS = {"rollout": ("rollout", str), "c": ("exploration", float), "steps": ("rollout_steps", int),
                "turns": ("rollout_turns", int), "eps": ("epsilon", float), "iters": ("iterations", int),
                "warm": ("warm", int), "pool": ("pool", int), "temp": ("temperature", float), "mix": ("mix", float),
                "halve": ("halve", int), "crn": ("crn", int),
                "width": ("width", int), "gate": ("gate", float),
                "early": ("early_stop", _flag), "reuse": ("reuse", _flag),
                "settle": ("settle", int), "judge": ("judge", int), "tail": ("tail", int), "leaf": ("leaf", int),
                "gleaf": ("gleaf", int), "center": ("center", int), "value": ("value", str),
                "prior": ("prior", str), "gkinds": ("greedy_kinds", str)}


def _budget(text: str) -> dict[str, Any]:
    t = text.strip().lower()
    if not t:
        return {}
    if t.endswith("ms"):
        return {"time_limit": float(t[:-2]) / 1000.0}
    if t.endswith("s"):
        return {"time_limit": float(t[:-1])}
    return {"iterations": int(t)}


# the options a level may add per game (the agent's `per_game`): for a search those a game's SEARCH
# may set, for the heuristic its blunder share
PER_GAME_KEYS = frozenset({"gate", "settle", "judge", "tail", "leaf", "gleaf", "steps", "turns", "center", "value",
                           "prior"})
HEURISTIC_PER_GAME = {"blunder": float}


def _per_game(level: Level, kind: str) -> dict[str, dict[str, Any]]:
    keys = {k: _ISMCTS_KEYS[k][1] for k in PER_GAME_KEYS} if kind == "ismcts" else HEURISTIC_PER_GAME
    out: dict[str, dict[str, Any]] = {}
    for game, opts in level.games.items():
        got = out[game] = {}
        for o in opts.split(","):
            k, _, v = o.partition("=")
            k = k.strip()
            if k not in keys:
                raise ValueError(f"a level's option for {game} must be one of {sorted(keys)}, not {k!r}")
            got[k] = keys[k](v.strip())
    return out


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """(agent kind, keyword arguments) of a spec; ValueError for anything unknown."""
    s = spec.strip()
    level = LEVELS.get(s.lower())
    if level is not None:
        kind, kw = parse_spec(level.spec)
        if level.games:
            kw["per_game"] = _per_game(level, kind)
        return kind, kw
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
                elif k.strip() == "blunder":
                    kw["blunder"] = float(v.strip())
                    if not 0.0 <= kw["blunder"] <= 1.0:
                        raise ValueError("blunder= is a share between 0 and 1")
                elif k.strip() == "prior" and v.strip():
                    kw["prior"] = v.strip()
                else:
                    raise ValueError(f"unknown heuristic option {k.strip()!r} (leaf=, value=, blunder=, prior=)")
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


def level_spec(spec: str, game: str) -> str:
    """The plain spec a level plays `game` with (its per-game options written out); other specs
    as given."""
    level = LEVELS.get(spec.strip().lower())
    if level is None:
        return spec
    extra = level.games.get(game)
    return f"{level.spec},{extra}" if extra else level.spec


def check_spec(spec: str, game: str) -> None:
    """parse_spec, and load the value model the spec names for `game`: a missing or bad model file
    is a ValueError (ValueModelError) naming it before any game starts, not a failure mid-match."""
    _kind, kw = parse_spec(spec)
    value = value_for(kw.get("value"), kw.get("per_game", {}), game)
    if value is not None:
        from .value import resolve_model

        resolve_model(value, game)
    prior = value_for(kw.get("prior"), kw.get("per_game", {}), game, "prior")
    if prior:
        from .policy_prior import resolve_policy

        resolve_policy(prior, game)


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
