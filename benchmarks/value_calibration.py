"""How well each shipped learned value's win chances hold on the held-out games of its records.

    python benchmarks/value_calibration.py [--game G] [--json]

Per game: the held-out games and positions (index a multiple of 5: never trained on), the
expected calibration error (the positions-weighted mean gap between predicted chance and the
share won, a draw counting half) and, per tenth of predicted chance, the positions, the mean
predicted chance and the share won (engine/ai/calibration.py). Vividz's records were played with
the missions of card set version 3 (docs/deck-balance.md), so its row describes that game.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ai.calibration import check_model  # noqa: E402
from engine.ai.value import ValueModel, shipped_model_path  # noqa: E402

GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, action="append")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    out = []
    for g in args.game or GAMES:
        t0, c0 = time.perf_counter(), time.process_time()
        model = ValueModel.load(shipped_model_path(g))
        res = check_model(model, [ROOT / "assets" / "models" / "records" / f"{g}.jsonl.gz"])
        res["seconds"], res["cpu_seconds"] = round(time.perf_counter() - t0, 2), round(time.process_time() - c0, 2)
        out.append(res)
        if not args.json:
            print(f"{g}: {res['games']} held-out games, {res['positions']} positions, ECE {100 * res['ece']:.1f} "
                  f"points ({res['cpu_seconds']} s CPU, {res['seconds']} s wall)")
            for b in res["bins"]:
                print(f"  predicted {100 * b['from']:3.0f}-{100 * b['to']:3.0f}%: {b['positions']:6d} positions, "
                      f"mean predicted {100 * b['predicted']:5.1f}%, won {100 * b['observed']:5.1f}%")
    if args.json:
        print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
