"""How well each shipped learned value's win chances hold on the held-out games of its records.

    python benchmarks/value_calibration.py [--game G] [--json]
    python benchmarks/value_calibration.py --game G --check RECORDS...
    python benchmarks/value_calibration.py --game G --fit RECORDS... [--write]

Per game: the held-out games and positions (index a multiple of 5: never trained on), the
expected calibration error (the positions-weighted mean gap between predicted chance and the
share won, a draw counting half) and, per tenth of predicted chance, the positions, the mean
predicted chance and the share won (engine/ai/calibration.py).

With `--check`, the same on every game of RECORDS instead: self-play games the model never saw
(e.g. `tcgtable selfplay --game G --agent heuristic --seed 7`), played by today's engine and cards,
so a model is measured again after its game's cards or decks change.

With `--fit`, the shipped model's win chances are rescaled (Platt scaling, engine/ai/calibration.py:
sigmoid(a * logit + b), fitted on RECORDS: self-play games the model never saw, e.g. `tcgtable
selfplay --seed 7`) and checked on the held-out games again; `--write` ships the rescaled model
(its file says how it was rescaled, under "made").
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ai.calibration import check_model, fit_scaling, scaled  # noqa: E402
from engine.ai.value import ValueModel, shipped_model_path  # noqa: E402

GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=GAMES, action="append")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", nargs="+", metavar="RECORDS", help="every game of these records (new games)")
    ap.add_argument("--fit", nargs="+", metavar="RECORDS", help="rescale the model on these games (one --game)")
    ap.add_argument("--write", action="store_true", help="with --fit: ship the rescaled model")
    args = ap.parse_args()
    if args.fit:
        if not args.game or len(args.game) != 1:
            ap.error("--fit needs one --game")
        return _fit(args.game[0], args.fit, args.write)
    if args.check and (not args.game or len(args.game) != 1):
        ap.error("--check needs one --game")
    out = []
    for g in args.game or GAMES:
        t0, c0 = time.perf_counter(), time.process_time()
        model = ValueModel.load(shipped_model_path(g))
        if args.check:
            res = check_model(model, args.check, fresh=True)
        else:
            res = check_model(model, [ROOT / "assets" / "models" / "records" / f"{g}.jsonl.gz"])
        res["seconds"], res["cpu_seconds"] = round(time.perf_counter() - t0, 2), round(time.process_time() - c0, 2)
        out.append(res)
        if not args.json:
            print(f"{g}: {res['games']} {'new' if args.check else 'held-out'} games, {res['positions']} positions, ECE {100 * res['ece']:.1f} "
                  f"points ({res['cpu_seconds']} s CPU, {res['seconds']} s wall)")
            for b in res["bins"]:
                print(f"  predicted {100 * b['from']:3.0f}-{100 * b['to']:3.0f}%: {b['positions']:6d} positions, "
                      f"mean predicted {100 * b['predicted']:5.1f}%, won {100 * b['observed']:5.1f}%")
    if args.json:
        print(json.dumps(out))
    return 0


def _fit(game: str, records: list[str], write: bool) -> int:
    path = shipped_model_path(game)
    model = ValueModel.load(path)
    if "calibrated" in model.meta:
        print(f"{game}: the shipped model is rescaled already ({model.meta['calibrated']})")
        return 1
    a, b, n = fit_scaling(model, records)
    names = ", ".join(Path(r).name for r in records)
    new = scaled(model, a, b, f"{n} positions of {names}")
    held = [ROOT / "assets" / "models" / "records" / f"{game}.jsonl.gz"]
    before, after = check_model(model, held), check_model(new, held)
    print(f"{game}: a={a:.4f} b={b:.4f} from {n} positions; held-out ECE {100 * before['ece']:.1f} -> "
          f"{100 * after['ece']:.1f} points")
    for label, res in (("before", before), ("after", after)):
        for x in res["bins"]:
            print(f"  {label}: predicted {100 * x['predicted']:5.1f}%, won {100 * x['observed']:5.1f}% "
                  f"({x['positions']} positions)")
    if write:
        new.save(path)
        print(f"written: {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
