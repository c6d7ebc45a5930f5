"""Engine speed and memory for random-vs-random games on one core: games/s, actions/s,
median clone() and apply_action() time, peak memory. Usage: python benchmarks/bench_engine.py [--game G] [--games N]"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games import get_rules  # noqa: E402
from engine.library import load_deck_cards, precon_paths  # noqa: E402
from engine.rng import Rng  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--game", default="victory_spark")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rules = get_rules(args.game)
    decks = [load_deck_cards(p, args.game)[1] for p in precon_paths(args.game)[:2]]
    # 1. throughput: whole games, nothing else measured
    actions = 0
    c0 = time.process_time()
    t0 = time.perf_counter()
    for seed in range(args.games):
        s = rules.new_game(decks, seed)
        rng = Rng(seed)
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            actions += 1
    dt = time.perf_counter() - t0
    cpu = time.process_time() - c0
    # 2. per-call timings on a sample of positions
    clone_t: list[float] = []
    apply_t: list[float] = []
    for seed in range(20):
        s = rules.new_game(decks, 10_000 + seed)
        rng = Rng(seed)
        while not s.is_terminal():
            a = time.perf_counter()
            s.clone()
            clone_t.append(time.perf_counter() - a)
            act = rng.choice(s.legal_actions())
            a = time.perf_counter()
            s.apply_action(act)
            apply_t.append(time.perf_counter() - a)
    # 3. memory: one game's peak allocation, and the process's peak resident size
    tracemalloc.start()
    s = rules.new_game(decks, 1)
    rng = Rng(1)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out = {
        "game": args.game, "games": args.games, "wall_seconds": dt, "cpu_seconds": cpu,
        "games_per_second": args.games / dt, "games_per_cpu_second": args.games / cpu,
        "actions_per_second": actions / dt, "actions_per_game": actions / args.games,
        "clone_median_us": statistics.median(clone_t) * 1e6, "apply_median_us": statistics.median(apply_t) * 1e6,
        "game_peak_alloc_kib": peak / 1024, "process_max_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:24} {v:.1f}" if isinstance(v, float) else f"{k:24} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
