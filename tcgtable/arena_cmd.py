"""`tcgtable arena`: play computer agents against each other and report win rates and timing."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_command(sub: Any) -> argparse.ArgumentParser:
    """Add the `arena` subparser to an argparse subparsers object."""
    p = sub.add_parser("arena", help="play two AI agents against each other",
                       description="Play N games between agents A and B, alternating seats; print win/draw "
                                   "counts, a 95%% confidence interval of A's win rate and decision times. "
                                   "Agents: random, heuristic, ismcts[:ITERATIONS|:SECONDSs], easy, normal, hard.")
    p.add_argument("--game", required=True, help="game id, e.g. victory_spark")
    p.add_argument("--a", required=True, metavar="AGENT[:budget]", help="agent A, e.g. normal or ismcts:200")
    p.add_argument("--b", required=True, metavar="AGENT[:budget]", help="agent B, e.g. heuristic")
    p.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    p.add_argument("--seed", type=int, default=0, help="match seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, help="parallel worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    from engine.ai.arena import format_report, run_arena
    from engine.ai.levels import parse_spec

    if args.games < 1:
        print("arena: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        parse_spec(args.a)
        parse_spec(args.b)
    except ValueError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2

    def progress(done: int, total: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\r{done}/{total} games", end="" if done < total else "\n", file=sys.stderr, flush=True)

    try:
        res = run_arena(args.game, args.a, args.b, args.games, args.seed, max(1, args.jobs), progress)
    except KeyError:
        print(f"arena: unknown or unimplemented game {args.game!r}", file=sys.stderr)
        return 2
    except FileNotFoundError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2
    print(json.dumps(res) if args.json else format_report(res))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Stand-alone entry (python -m tcgtable.arena_cmd ...) until the CLI wires the command in."""
    parser = argparse.ArgumentParser(prog="tcgtable")
    add_command(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    raise SystemExit(main())
