"""`tcgtable selfplay`, `tcgtable train` and `tcgtable learn`: a learned evaluation from self-play
(engine/ai/selfplay.py, engine/ai/train.py, engine/ai/learn.py; docs/ai.md)."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any


def add_command(sub: Any) -> None:
    p = sub.add_parser("selfplay", help="play self-play games and append their positions to a records file",
                       description="Play GAMES games of AGENT against itself (the arena's deals, both seats) and "
                                   "append each game's sampled positions with who won to FILE as it ends. "
                                   "Games already in FILE are not played again.")
    selfplay_arguments(p, "heuristic", "agent spec (default heuristic)")
    p.set_defaults(func=cmd_selfplay)

    p = sub.add_parser("train", help="fit a value model to self-play records",
                       description="Fit a value network to the positions of one or more records files and "
                                   "write it as a model file; prints held-out loss and accuracy beside the "
                                   "game's hand-set evaluation.")
    p.add_argument("--game", required=True)
    p.add_argument("--records", required=True, nargs="+", metavar="FILE")
    p.add_argument("--out", required=True, metavar="MODEL", help="model file to write (.value.json)")
    p.add_argument("--hidden", type=int, default=16, help="hidden units (default 16)")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(func=cmd_train)

    p = sub.add_parser("learn", help="iterate self-play, fitting and gating; keep the best value model",
                       description="Each round: self-play with the best agent so far, fit a candidate on all "
                                   "rounds' records, play it against the best so far, keep it if it scores at "
                                   "least 55%%. With --out the best model is copied there at the end.")
    p.add_argument("--game", required=True)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--games", type=int, default=200, help="self-play games per round (default 200)")
    p.add_argument("--gate-games", type=int, default=100, help="arena games per gate (default 100)")
    p.add_argument("--dir", required=True, help="working folder: records, candidates, learn.json")
    # the same text as engine.ai.learn.DEFAULT_AGENT (not imported: the command line starts without numpy)
    p.add_argument("--agent", default="ismcts:300,value={model},steps=0,tail=0",
                   help="the agent a model plays as in the gates; {model} is the model file (default %(default)s)")
    p.add_argument("--selfplay-agent", metavar="AGENT",
                   help="the agent whose games are recorded, {model} for the best model so far (default: --agent)")
    p.add_argument("--start", metavar="MODEL", help="a model to start from instead of the plain heuristic")
    p.add_argument("--with-records", nargs="+", default=[], metavar="FILE",
                   help="earlier records every fit includes besides the rounds' own (e.g. those --start was "
                        "fitted on)")
    p.add_argument("--hidden", type=int, default=16)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    p.add_argument("--ray", metavar="auto|ADDRESS", help="run the games on a Ray cluster (pip install .[cluster])")
    p.add_argument("--out", metavar="MODEL", help="where to copy the best model (e.g. assets/models/G.value.json)")
    p.set_defaults(func=cmd_learn)


def selfplay_arguments(p: argparse.ArgumentParser, agent: str, agent_help: str) -> None:
    """The options of a command that plays self-play games into a records file."""
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--agent", default=agent, help=agent_help)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    p.add_argument("--ray", metavar="auto|ADDRESS", help="run the games on a Ray cluster (pip install .[cluster])")
    p.add_argument("--records", required=True, metavar="FILE", help="records file (.jsonl or .jsonl.gz)")


def _jobs(args: argparse.Namespace) -> int | None:
    if args.jobs is not None and args.jobs < 1:
        raise ValueError("--jobs must be at least 1")
    return args.jobs  # None: all local cores (engine/ai/workers.py)


def _fail(msg: str) -> int:
    print(msg, file=sys.stderr)
    return 2


def _check_game(game: str) -> str | None:
    from engine.games import get_rules

    try:
        get_rules(game)
    except KeyError:
        return f"unknown or unimplemented game {game!r}"
    return None


def cmd_selfplay(args: argparse.Namespace) -> int:
    from engine.ai.levels import check_spec
    from engine.ai.selfplay import RecordsError, generate
    from engine.ai.workers import WorkerSetupError

    if (e := _check_game(args.game)) or args.games < 1:
        return _fail(f"selfplay: {e or '--games must be at least 1'}")
    show = _Progress("selfplay")
    try:
        check_spec(args.agent, args.game)
        played = generate(args.game, args.agent, args.games, args.seed, args.records, _jobs(args), show,
                          ray=args.ray)
    except (ValueError, RecordsError, FileNotFoundError, WorkerSetupError) as e:
        return _fail(f"selfplay: {e}")
    finally:
        show.end()
    print(f"{played} games played, {args.games} in {args.records}")
    return 0


class _Progress:
    """`done/total games, elapsed, time left` on stderr, rewritten in place on a terminal."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.t0 = time.monotonic()
        self.first: int | None = None  # games done when this run began (a resumed file)
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if not sys.stderr.isatty():
            return
        if self.first is None:
            self.first = done - 1
        el = time.monotonic() - self.t0
        rate = (done - self.first) / el if el > 0 else 0.0
        left = f"{(total - done) / rate:.0f} s left" if rate > 0 and done < total else ""
        print(f"\r{self.what}: {done}/{total} games, {el:.0f} s, {left}\x1b[K", end="", file=sys.stderr, flush=True)
        self.shown = True

    def end(self) -> None:
        """Close the line; the next call starts a new count (the loop's next phase)."""
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
        self.first = None
        self.t0 = time.monotonic()


def _command(args: argparse.Namespace) -> str:
    """The command line that made a model, as a shell would take it back."""
    import shlex

    return "tcgtable " + " ".join(shlex.quote(a) for a in getattr(args, "argv", sys.argv[1:]))


def cmd_train(args: argparse.Namespace) -> int:
    from engine.ai.selfplay import RecordsError, read_records
    from engine.ai.train import collect, fit

    try:
        files = []
        for f in args.records:
            head, games = read_records(f)
            if head.get("game") != args.game:
                return _fail(f"train: {f}: records of {head.get('game')!r}, not {args.game!r}")
            files.append(games)
        data = collect(files)
        meta = {"game": args.game, "records": [Path(f).name for f in args.records], "seed": args.seed,
                "hidden": args.hidden}
        model, rep = fit(data, args.game, hidden=args.hidden, seed=args.seed, meta=meta)
    except (RecordsError, ValueError) as e:
        return _fail(f"train: {e}")
    model.meta["fit"] = {k: v for k, v in rep.items() if k != "holdout_loss_by_epoch"}
    model.meta["command"] = _command(args)
    model.save(args.out)
    print(json.dumps(model.meta["fit"]))
    return 0


def cmd_learn(args: argparse.Namespace) -> int:
    from engine.ai.arena_records import RecordsError as ArenaRecordsError
    from engine.ai.learn import learn
    from engine.ai.selfplay import RecordsError
    from engine.ai.value import ValueModel, ValueModelError
    from engine.ai.workers import WorkerSetupError

    if (e := _check_game(args.game)) or min(args.rounds, args.games, args.gate_games) < 1:
        return _fail(f"learn: {e or '--rounds, --games and --gate-games must be at least 1'}")
    if "{model}" not in args.agent:
        return _fail("learn: --agent must contain {model}")
    from tcgtable.arena_cmd import _ProgressLine

    show = _Progress("learn")
    gate = _ProgressLine(sys.stderr) if sys.stderr.isatty() else None  # the arena's: win rate, interval, time left

    def say(text: str) -> None:
        show.end()
        if gate:
            gate.end()
        print(text, flush=True)
    try:
        res = learn(args.game, args.rounds, args.games, args.gate_games, args.dir, seed=args.seed,
                    jobs=_jobs(args), hidden=args.hidden, agent=args.agent, start=args.start, say=say,
                    ray=args.ray, progress=show, selfplay=args.selfplay_agent, gate_progress=gate,
                    with_records=args.with_records)
    except (RecordsError, ArenaRecordsError, ValueModelError, ValueError, WorkerSetupError) as e:
        return _fail(f"learn: {e}")
    finally:
        show.end()
    best = res["best"]
    if best is None:
        print("no candidate passed its gate: no model")
        return 1
    if args.out:
        model = ValueModel.load(best)
        model.meta["command"] = _command(args)
        model.meta["rounds"] = [{"round": r["round"], "gate": r["gate"], "kept": r["kept"]} for r in res["rounds"]]
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        model.save(args.out)
    print(f"best model: {best}" + (f" (copied to {args.out})" if args.out else ""))
    return 0
