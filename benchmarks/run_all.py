"""Run every benchmark in this folder and print its numbers: python benchmarks/run_all.py"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

here = Path(__file__).resolve().parent
rc = 0
for script in sorted(here.glob("bench_*.py")):
    print(f"== {script.name}", flush=True)
    rc |= subprocess.call([sys.executable, str(script)])
sys.exit(rc)
