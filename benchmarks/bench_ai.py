"""Print ISMCTS iterations per second and decision times of every agent and level.

    python benchmarks/bench_ai.py [--game victory_spark] [--positions 12] [--seed 1] [--spec SPEC ...]

Positions are taken from seeded heuristic self-play (the same every run); each agent
answers every position once; decisions with one legal option are skipped. `--spec` (repeatable)
measures those agents instead of the default list, e.g. the search judged by the game's learned
value without rollouts: `--spec "ismcts:300,early=0,value=game,steps=0,tail=0"`. Iterations per
second are given per second of search (wall) and per CPU second of the whole decision.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai.arena import arena_decks, fresh  # noqa: E402
from engine.ai.levels import LEVELS, level_spec, make_agent  # noqa: E402
from engine.games import get_rules  # noqa: E402
from engine.state import State  # noqa: E402


def positions(game: str, count: int, seed: int) -> list[State]:
    rules = get_rules(game)
    decks = arena_decks(game)
    out: list[State] = []
    g = 0
    while len(out) < count:
        s = rules.new_game([fresh(decks[g % len(decks)][1]), fresh(decks[(g + 1) % len(decks)][1])], seed + g)
        agents = {0: make_agent("heuristic", seed + 2 * g), 1: make_agent("heuristic", seed + 2 * g + 1)}
        k = 0
        while not s.is_terminal() and len(out) < count:
            legal = s.legal_actions()
            if len(legal) > 1 and s.turn >= 1 and k % 3 == 0:
                out.append(s.clone())
            k += 1
            s.apply_action(legal[0] if len(legal) == 1 else agents[s.current_player()].choose(s, s.current_player()))
        g += 1
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="victory_spark")
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--spec", action="append", help="an agent spec to measure (repeatable)")
    ap.add_argument("--json", action="store_true", help="one JSON line per agent instead of the table")
    args = ap.parse_args()
    pos = positions(args.game, args.positions, args.seed)
    specs = args.spec or ["random", "heuristic", "ismcts:100", *LEVELS]
    if not args.json:
        print(f"{args.game}: {len(pos)} positions")
        print(f"{'agent':<12}{'spec':<40}{'mean ms':>9}{'p95 ms':>9}{'max ms':>9}{'iter/dec':>10}{'iter/s':>9}"
              f"{'iter/cpu-s':>11}")
    for spec in specs:
        times, iters, secs, cpu = [], 0, 0.0, 0.0
        for i, s in enumerate(pos):
            ag = make_agent(spec, i)
            t0, c0 = time.perf_counter(), time.process_time()
            ag.choose(s, s.current_player())
            cpu += time.process_time() - c0
            times.append(time.perf_counter() - t0)
            iters += int(ag.last.get("iterations", 0))
            secs += float(ag.last.get("search_seconds", 0.0))
        times.sort()
        p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
        full = level_spec(spec, args.game)
        if args.json:
            print(json.dumps({"game": args.game, "agent": spec, "spec": full, "positions": len(pos),
                              "mean_ms": 1000 * statistics.mean(times), "p95_ms": 1000 * p95,
                              "max_ms": 1000 * times[-1], "iterations_per_decision": iters / len(pos),
                              "iterations_per_second": iters / secs if secs else None,
                              "iterations_per_cpu_second": iters / cpu if secs and cpu else None}), flush=True)
            continue
        ips = f"{iters / secs:.0f}" if secs else "-"
        ipc = f"{iters / cpu:.0f}" if secs and cpu else "-"
        print(f"{spec[:11]:<12}{full[:39]:<40}{1000 * statistics.mean(times):>9.1f}{1000 * p95:>9.1f}"
              f"{1000 * times[-1]:>9.1f}{iters / len(pos):>10.1f}{ips:>9}{ipc:>11}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
