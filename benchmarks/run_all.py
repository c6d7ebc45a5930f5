"""Run every benchmark in this folder and print its numbers: python benchmarks/run_all.py"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

here = Path(__file__).resolve().parent
runs: list[list[str]] = []
for script in sorted(here.glob("bench_*.py")):
    if script.name == "bench_engine.py":  # once per implemented game
        sys.path.insert(0, str(here.parent))
        from engine.games import IMPLEMENTED, IN_DEVELOPMENT
        runs += [[str(script), "--game", g] for g in (*IMPLEMENTED, *IN_DEVELOPMENT)]
    else:
        runs.append([str(script)])
rc = 0
for args in runs:
    print(f"== {' '.join(Path(args[0]).name if i == 0 else a for i, a in enumerate(args))}", flush=True)
    rc |= subprocess.call([sys.executable, *args])
sys.exit(rc)
