"""Replay size limits: the memory and time of refusing an over-limit replay file and of reading the
largest legal one (issue 40). Each file is read in a fresh process, as `tcgtable replay verify` reads
it (`engine.replay.read_replay`: the file, its JSON, every value's limits, the header); the numbers
are that process's peak memory above what it held before reading (Linux's VmHWM, reset once the
modules are imported; elsewhere ru_maxrss, which also counts the imports), its CPU time and its wall
time (the build machine is shared: CPU time is the reliable column).

    python benchmarks/bench_replay_limits.py [--root DIR] [--json]

The files are one recorded random game of the first two bundled Victory Spark decks, with its
answers repeated to the size wanted (reading does not re-run them). `--root` measures another
checkout of the program (e.g. the previous commit unpacked with `git archive`) with the same files.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# Run in the child: read one replay, print what it cost.
CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[1])
from engine.errors import FormatError
from engine.replay import read_replay

def status(key):
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith(key))

try:
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")  # VmHWM := VmRSS
    before, peak = status("VmRSS:"), lambda: status("VmHWM:")
except OSError:
    before, peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, lambda: resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0, c0 = time.perf_counter(), time.process_time()
try:
    data = read_replay(sys.argv[2])
    outcome = f"read, {len(data['actions']):,} answers"
except FormatError as e:
    outcome = f"refused at {e.item or 'the file'}: {e.problem}"
t1, c1 = time.perf_counter(), time.process_time()
print(json.dumps({"outcome": outcome, "wall_s": t1 - t0, "cpu_s": c1 - c0, "peak_mb": (peak() - before) / 1024}))
"""


def recorded_game() -> dict[str, Any]:
    """One finished random game's replay (the answers every synthetic file repeats)."""
    sys.path.insert(0, str(ROOT))
    from engine.games import get_rules
    from engine.library import load_deck_cards, precon_paths
    from engine.replay import make_replay
    from engine.rng import Rng

    decks = [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]
    s = get_rules("victory_spark").new_game(decks, 5)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(make_replay(s, decks, ["a", "b"], ["random", "random"])))


def write_replay(base: dict[str, Any], answers: int, path: Path) -> int:
    acts = base["actions"]
    data = dict(base, actions=[acts[i % len(acts)] for i in range(answers)])
    path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return path.stat().st_size


def answers_in(base: dict[str, Any], size: int) -> int:
    """About how many answers fill a file of `size` bytes (a little under it)."""
    head = len(json.dumps(dict(base, actions=[]), separators=(",", ":")))
    each = (len(json.dumps(base["actions"], separators=(",", ":"))) - 2) / len(base["actions"])
    return int((size - head) / each * 0.995)


def measure(root: Path, path: Path) -> dict[str, Any]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(root), str(path)], capture_output=True, text=True,
                         check=False)
    if out.returncode != 0:
        return {"outcome": f"crashed: {out.stderr.strip().splitlines()[-1] if out.stderr.strip() else out.returncode}",
                "wall_s": 0.0, "cpu_s": 0.0, "peak_mb": 0.0}
    return json.loads(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout whose reader is measured")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sys.path.insert(0, str(args.root))
    from engine.limits import MAX_FILE_BYTES, MAX_LIST, MAX_REPLAY_ACTIONS

    base = recorded_game()
    cases: dict[int, str] = {}  # answers -> what the size is; the same sizes whatever --root says
    for n, label in [(len(base["actions"]), "a recorded game"), (200_000, "200,000 answers"),
                     (200_001, "200,001 answers"), (MAX_LIST, "the list limit"), (MAX_LIST + 1, "the list limit + 1"),
                     (MAX_REPLAY_ACTIONS, "the answer limit"), (MAX_REPLAY_ACTIONS + 1, "the answer limit + 1"),
                     (answers_in(base, 30 * 2**20), "a 30 MB file"), (2_000_000, "2,000,000 answers"),
                     (answers_in(base, MAX_FILE_BYTES["replay"]), "just under the file size limit")]:
        cases[n] = f"{cases[n]}, {label}" if n in cases else label
    rows = []
    with tempfile.TemporaryDirectory(prefix="tcgtable-bench-") as tmp:
        for n, label in sorted(cases.items()):
            path = Path(tmp) / f"r{n}.json"
            size = write_replay(base, n, path)
            r = measure(args.root, path)
            path.unlink()
            rows.append({"case": label, "answers": n, "file_mb": size / 2**20, **r})
            if not args.json:
                print(f"{n:>10,} answers {size / 2**20:5.1f} MB: peak +{r['peak_mb']:5.0f} MB, cpu {r['cpu_s']:5.2f} s, "
                      f"wall {r['wall_s']:5.2f} s: {r['outcome'][:70]}  [{label}]", flush=True)
    if args.json:
        print(json.dumps({"root": str(args.root), "max_list": MAX_LIST, "max_replay_actions": MAX_REPLAY_ACTIONS,
                          "cases": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
