"""`tcgtable policy-selfplay` and `tcgtable policy-fit`: the search's learned root prior from its own
self-play (engine/ai/policy_records.py, engine/ai/policy_fit.py; docs/ai.md "The learned prior")."""
from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from .learn_cmd import _check_game, _command, _fail, _jobs, _Progress, selfplay_arguments

DEFAULT_AGENT = "ismcts:0.8s,crn=8"


def add_command(sub: Any) -> None:
    p = sub.add_parser("policy-selfplay", help="record the search's root decisions in self-play (for policy-fit)",
                       description="Play GAMES games of AGENT (a search) against itself (the arena's deals, both "
                                   "seats) and append, per decision, what its root prior read of each action and "
                                   "how many samples the search gave it. Games already in FILE are not played again.")
    selfplay_arguments(p, DEFAULT_AGENT, "search spec (default %(default)s, plus the game's options of the level hard)")
    p.set_defaults(func=cmd_policy_selfplay)

    p = sub.add_parser("policy-fit", help="fit the search's learned root prior to policy-selfplay records",
                       description="Fit the learned root prior to the decisions of one or more records files "
                                   "and write it; prints held-out agreement with the search beside the fixed "
                                   "prior's. Use it with the search option prior=FILE.")
    p.add_argument("--game", required=True)
    p.add_argument("--records", required=True, nargs="+", metavar="FILE")
    p.add_argument("--out", required=True, metavar="POLICY", help="policy file to write (.policy.json)")
    p.add_argument("--l2", type=float, default=1e-3, help="penalty on the term weights (default %(default)s)")
    p.add_argument("--target", choices=("top", "shares"), default="top",
                   help="fit to the search's choice (top, default) or to every action's share of its samples")
    p.set_defaults(func=cmd_policy_fit)


def agent_for(spec: str, game: str) -> str:
    """The default agent is the level hard as it plays the game (its value leaf), with `crn=8`."""
    if spec != DEFAULT_AGENT:
        return spec
    from engine.ai.levels import level_spec

    return f"{level_spec('hard', game)},crn=8"


def cmd_policy_selfplay(args: argparse.Namespace) -> int:
    from engine.ai.levels import check_spec, parse_spec
    from engine.ai.policy_records import RecordsError, generate_policy_records
    from engine.ai.workers import WorkerSetupError

    if (e := _check_game(args.game)) or args.games < 1:
        return _fail(f"policy-selfplay: {e or '--games must be at least 1'}")
    spec = agent_for(args.agent, args.game)
    show = _Progress("policy-selfplay")
    try:
        check_spec(spec, args.game)
        if parse_spec(spec)[0] != "ismcts":
            return _fail(f"policy-selfplay: {spec}: the agent must be a search (ismcts:...)")
        played = generate_policy_records(args.game, spec, args.games, args.seed, args.records, _jobs(args), show,
                                         ray=args.ray)
    except (ValueError, RecordsError, FileNotFoundError, WorkerSetupError) as e:
        return _fail(f"policy-selfplay: {e}")
    finally:
        show.end()
    print(f"{played} games played, {args.games} in {args.records}")
    return 0


def cmd_policy_fit(args: argparse.Namespace) -> int:
    from engine.ai.policy_fit import collect, fit
    from engine.ai.policy_prior import term_names
    from engine.ai.policy_records import RecordsError, read_policy_records
    from engine.ai.root_prior import DEFAULT_TEMPERATURE

    if e := _check_game(args.game):
        return _fail(f"policy-fit: {e}")
    games: list[dict[str, Any]] = []
    seeds = []
    try:
        for f in args.records:
            head, got = read_policy_records(f)
            if head.get("game") != args.game:
                return _fail(f"policy-fit: {f}: records of {head.get('game')!r}, not {args.game!r}")
            if head["terms"] != term_names(args.game):
                return _fail(f"policy-fit: {f}: its terms are not {args.game}'s (recorded by another version)")
            games += got
            seeds.append(head.get("seed"))
    except RecordsError as e:
        return _fail(f"policy-fit: {e}")
    names = term_names(args.game)
    data = collect(games, len(names), args.target)
    if data.size == 0:
        return _fail("policy-fit: no decision with a choice in the records")
    model, rep = fit(data, args.game, names, 1.0 / DEFAULT_TEMPERATURE, l2=args.l2)
    model.made = {"records": [Path(f).name for f in args.records], "seeds": seeds, "games": len(games),
                  "target": args.target,
                  "fit": rep, "command": _command(args)}
    model.save(args.out)
    print(json.dumps(rep))
    return 0
