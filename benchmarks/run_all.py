"""Run every benchmark in this folder and print its numbers: python benchmarks/run_all.py

First the engine and the search of every game side by side in one run (bench_engine.py and
bench_ai.py per game, CPU time beside wall time), summed up in one table; then the other
benchmarks (card database, desktop, table, replay limits) with their own output.

    python benchmarks/run_all.py [--games N] [--positions N] [--engine-only]

`--games` random games per engine measurement (default 200), `--positions` positions per search
measurement (default 12), `--engine-only` skips the other benchmarks."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parent))

from engine.ai.levels import LEVELS, parse_spec  # noqa: E402
from engine.games import IMPLEMENTED, IN_DEVELOPMENT  # noqa: E402

GAMES = (*IMPLEMENTED, *IN_DEVELOPMENT)


def _json_lines(args: list[str]) -> list[dict[str, Any]]:
    out = subprocess.run([sys.executable, *args], capture_output=True, text=True)
    if out.returncode:
        sys.stderr.write(out.stderr)
        raise SystemExit(f"{' '.join(args)} failed")
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def _n(v: Any, digits: int = 0) -> str:
    return "-" if v is None else f"{v:,.{digits}f}"


def engines(games: int, positions: int) -> None:
    from engine import compiled

    # which build the numbers are of (engine/compiled.py; TCGTABLE_PURE=1 measures pure Python)
    print(f"engine build: {'compiled' if compiled.USED else 'pure Python'} ({compiled.WHY})", flush=True)
    rows = []
    for g in GAMES:
        print(f"== {g}: engine ({games} random games), search ({positions} positions)", flush=True)
        e = _json_lines([str(here / "bench_engine.py"), "--game", g, "--games", str(games), "--json"])[0]
        ai = _json_lines([str(here / "bench_ai.py"), "--game", g, "--positions", str(positions), "--json",
                          *(x for lv in LEVELS for x in ("--spec", lv))])
        rows.append((g, e, {r["agent"]: r for r in ai}))
    print("\nper game (CPU time; wall time in brackets where it differs by more than 5%)")
    head = ["", *GAMES]

    def line(label: str, cells: list[str]) -> None:
        print(f"{label:<34}" + "".join(f"{c:>22}" for c in cells))

    line(head[0], head[1:])

    def both(cpu: float, wall: float) -> str:
        return _n(cpu) if abs(wall - cpu) <= 0.05 * cpu else f"{_n(cpu)} ({_n(wall)})"

    line("actions per CPU-second", [both(e["actions_per_cpu_second"], e["actions_per_second"]) for _, e, _ in rows])
    line("games per CPU-second", [both(e["games_per_cpu_second"], e["games_per_second"]) for _, e, _ in rows])
    line("apply median / p90 (µs, CPU)", [f"{_n(e['apply_median_cpu_us'], 1)} / {_n(e['apply_p90_cpu_us'], 1)}"
                                          for _, e, _ in rows])
    line("apply p90 / median", [_n(e["apply_p90_cpu_us"] / e["apply_median_cpu_us"], 2) for _, e, _ in rows])
    line("clone median (µs)", [_n(e["clone_median_us"], 1) for _, e, _ in rows])
    line("determinize (µs, CPU)", [_n(e["determinize_median_cpu_us"], 1) for _, e, _ in rows])
    line("determinize + first apply (µs)", [_n(e["det_first_apply_median_cpu_us"], 1) for _, e, _ in rows])
    for lv in LEVELS:
        if parse_spec(lv)[0] == "ismcts":  # a heuristic level's "iterations" are its two sampled worlds
            line(f"{lv}: iterations per CPU-second", [_n(a[lv]["iterations_per_cpu_second"]) for _, _, a in rows])
        line(f"{lv}: mean / p95 decision (ms)", [f"{_n(a[lv]['mean_ms'])} / {_n(a[lv]['p95_ms'])}"
                                                 for _, _, a in rows])
    print(flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--engine-only", action="store_true")
    args = ap.parse_args()
    engines(args.games, args.positions)
    if args.engine_only:
        return 0
    rc = 0
    for script in sorted(here.glob("bench_*.py")):
        if script.name in ("bench_engine.py", "bench_ai.py"):
            continue
        print(f"== {script.name}", flush=True)
        rc |= subprocess.call([sys.executable, str(script)])
    return rc


if __name__ == "__main__":
    sys.exit(main())
