"""Engine speed and memory for random-vs-random games on one core: games per CPU-second and per
wall second, actions/s, apply_action() median and p90, clone(), a search's determinization
(State.resample) plus its first apply, and peak memory. Each timing is taken `--runs` times
(default 3) and the median run is reported, CPU time beside wall time.

Usage: python benchmarks/bench_engine.py [--game G] [--games N] [--runs R] [--json]"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import compiled  # noqa: E402
from engine.games import get_rules  # noqa: E402
from engine.library import load_deck_cards, precon_paths  # noqa: E402
from engine.rng import Rng  # noqa: E402

_wall, _cpu = time.perf_counter, time.process_time


def _q(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def throughput(rules: Any, decks: list[Any], games: int) -> dict[str, float]:
    """Whole games, nothing else measured."""
    actions = 0
    c0, t0 = _cpu(), _wall()
    for seed in range(games):
        s = rules.new_game(decks, seed)
        rng = Rng(seed)
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            actions += 1
    dt, cpu = _wall() - t0, _cpu() - c0
    return {"wall_seconds": dt, "cpu_seconds": cpu, "games_per_second": games / dt,
            "games_per_cpu_second": games / cpu, "actions_per_second": actions / dt,
            "actions_per_cpu_second": actions / cpu, "actions_per_game": actions / games}


def per_call(rules: Any, decks: list[Any], games: int = 20) -> dict[str, float]:
    """Per-call timings on every position of a sample of games (wall and CPU clocks)."""
    clone_t: list[float] = []
    apply_t: list[float] = []
    apply_c: list[float] = []
    det_t: list[float] = []
    det_c: list[float] = []
    detapply_t: list[float] = []
    detapply_c: list[float] = []
    for seed in range(games):
        s = rules.new_game(decks, 10_000 + seed)
        rng = Rng(seed)
        n = 0
        while not s.is_terminal():
            a = _wall()
            s.clone()
            clone_t.append(_wall() - a)
            act = rng.choice(s.legal_actions())
            if n % 3 == 0:  # a search's determinization at this decision, then its first action
                p = s.current_player()
                a, ac = _wall(), _cpu()
                det = s.resample(p, n)
                b, bc = _wall(), _cpu()
                det.apply_action(act)
                det_t.append(b - a)
                det_c.append(bc - ac)
                detapply_t.append(_wall() - a)
                detapply_c.append(_cpu() - ac)
            a, ac = _wall(), _cpu()
            s.apply_action(act)
            apply_t.append(_wall() - a)
            apply_c.append(_cpu() - ac)
            n += 1
    us = 1e6
    return {
        "clone_median_us": statistics.median(clone_t) * us,
        "apply_median_us": statistics.median(apply_t) * us, "apply_p90_us": _q(apply_t, 0.9) * us,
        "apply_median_cpu_us": statistics.median(apply_c) * us, "apply_p90_cpu_us": _q(apply_c, 0.9) * us,
        "determinize_median_us": statistics.median(det_t) * us,
        "determinize_median_cpu_us": statistics.median(det_c) * us,
        "det_first_apply_median_us": statistics.median(detapply_t) * us,
        "det_first_apply_median_cpu_us": statistics.median(detapply_c) * us,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="victory_spark")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3, help="repeat each measurement; report the median run")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rules = get_rules(args.game)
    decks = [load_deck_cards(p, args.game)[1] for p in precon_paths(args.game)[:2]]
    tp = [throughput(rules, decks, args.games) for _ in range(args.runs)]
    pc = [per_call(rules, decks) for _ in range(args.runs)]
    out: dict[str, Any] = {"game": args.game, "games": args.games, "runs": args.runs,
                           "build": "compiled" if compiled.USED else "pure"}  # engine/compiled.py
    for runs in (tp, pc):
        for k in runs[0]:
            out[k] = statistics.median(r[k] for r in runs)
    # memory: one game's peak allocation, and the process's peak resident size
    tracemalloc.start()
    s = rules.new_game(decks, 1)
    rng = Rng(1)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    out["game_peak_alloc_kib"] = peak / 1024
    out["process_max_rss_mib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k:30} {v:.1f}" if isinstance(v, float) else f"{k:30} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
