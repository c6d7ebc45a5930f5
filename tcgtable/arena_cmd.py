"""`tcgtable arena`: play computer agents against each other and report win rates and timing."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
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
    p.add_argument("--jobs", type=int, default=None,
                   help="parallel worker processes (default: all local cores); with --ray, games in flight "
                        "(default: twice the cluster's CPUs)")
    p.add_argument("--ray", metavar="auto|ADDRESS", default=None,
                   help="play the games on a Ray cluster: 'auto' finds the local one (ray start --head), "
                        "or HOST:PORT of its head; needs pip install 'tcgtable[cluster]'")
    p.add_argument("--records", metavar="FILE", default=None,
                   help="append one JSON line per finished game to FILE; running the same match again "
                        "with the same FILE reads its games back and plays only the rest")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress line on stderr (default: when stderr is a terminal)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.set_defaults(func=run)
    return p


class _ProgressLine:
    """Draws the progress on stderr: rewritten in place on a terminal; elsewhere (a log file)
    one line at most every 10 s and at the end."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.last = float("-inf")
        self.shown = False

    def __call__(self, p: Any) -> None:
        from engine.ai.arena import format_progress

        now = time.monotonic()
        final = p.done >= p.total
        if not final and now - self.last < (0.2 if self.tty else 10.0):
            return
        self.last = now
        line = format_progress(p)
        if self.tty:  # a line longer than the terminal wraps and \r no longer rewrites it
            try:  # stderr's own size: stdout may be a file (--json > out.json)
                cols = os.get_terminal_size(self.stream.fileno()).columns - 1
            except (AttributeError, OSError, ValueError):
                cols = 99
            if len(line) > cols:
                line = format_progress(p, width=max(0, 20 - (len(line) - cols)))[:cols]
            print("\r" + line + "\x1b[K", end="\n" if final else "", file=self.stream, flush=True)
        else:
            print(line, file=self.stream, flush=True)
        self.shown = not final

    def end(self) -> None:
        """Leave the line before an error message or an interruption is printed."""
        if self.tty and self.shown:
            print(file=self.stream, flush=True)
            self.shown = False


def run(args: argparse.Namespace) -> int:
    from engine.ai.arena import format_report, run_arena
    from engine.ai.arena_records import RecordsError
    from engine.ai.levels import check_spec
    from engine.ai.workers import TaskError, WorkerSetupError
    from engine.games import get_rules

    if args.games < 1:
        print("arena: --games must be at least 1", file=sys.stderr)
        return 2
    if args.jobs is not None and args.jobs < 1:
        print("arena: --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        get_rules(args.game)
    except KeyError:
        print(f"arena: unknown or unimplemented game {args.game!r}", file=sys.stderr)
        return 2
    try:
        check_spec(args.a, args.game)
        check_spec(args.b, args.game)
    except ValueError as e:
        print(f"arena: {e}", file=sys.stderr)
        return 2

    show = sys.stderr.isatty() if args.progress is None else args.progress
    bar = _ProgressLine(sys.stderr) if show else None

    def warn(msg: str) -> None:
        if bar:
            bar.end()
        print(f"arena: warning: {msg}", file=sys.stderr, flush=True)

    try:
        res = run_arena(args.game, args.a, args.b, args.games, args.seed, args.jobs, bar,
                        ray=args.ray, records=args.records, warn=warn)
    except KeyboardInterrupt:
        if bar:
            bar.end()
        kept = f"; the finished games are in {args.records}: run the same command to go on" \
            if args.records else ""
        print(f"arena: interrupted{kept}", file=sys.stderr)
        return 130
    except KeyError:
        print(f"arena: unknown or unimplemented game {args.game!r}", file=sys.stderr)
        return 2
    except (FileNotFoundError, RecordsError, WorkerSetupError, TaskError) as e:
        if bar:
            bar.end()
        print(f"arena: {e}", file=sys.stderr)
        if isinstance(e, TaskError) and e.details:
            print(e.details.rstrip(), file=sys.stderr)
        return 1 if isinstance(e, TaskError) else 2
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
