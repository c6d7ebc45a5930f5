"""Two arena runs of the same game and seed compared game by game.

    python benchmarks/paired_arena.py NEW.jsonl[.gz] BASE.jsonl[.gz] [--json]

The arena gives game `index` of a seed the same decks and seats whatever the agents, so two runs
(e.g. a search technique and plain hard, each against normal) pair up game by game, and a
difference between them is read off the games whose result differs (McNemar's test: of the
games that only one of the two won, how many each won; the two-sided exact binomial p-value
of that split). Prints each run's wins on the games both have, with Wilson intervals, the
split and the p-value. Used for the techniques in docs/ai.md ("Against the targets").
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ai.arena import wilson  # noqa: E402
from engine.ai.arena_records import RecordsError  # noqa: E402
from engine.ai.ladder import read_records  # noqa: E402


def exact_two_sided(k: int, n: int) -> float:
    """P(a split at least as uneven as k of n) for a fair coin."""
    if n == 0:
        return 1.0
    far = max(k, n - k)
    tail = sum(math.comb(n, i) for i in range(far, n + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def compare(new: Path, base: Path) -> dict[str, object]:
    m_new, r_new = read_records(new)
    m_base, r_base = read_records(base)
    if (m_new["game"], m_new["seed"]) != (m_base["game"], m_base["seed"]):
        raise RecordsError(f"{new} and {base} are not the same game and seed: their games do not pair up")
    a = {r.index: r.winner == "a" for r in r_new}
    b = {r.index: r.winner == "a" for r in r_base}
    common = sorted(set(a) & set(b))
    n = len(common)
    wn = sum(a[i] for i in common)
    wb = sum(b[i] for i in common)
    only_new = sum(a[i] and not b[i] for i in common)
    only_base = sum(b[i] and not a[i] for i in common)
    return {"game": m_new["game"], "seed": m_new["seed"], "new": m_new["a"], "base": m_base["a"],
            "opponent": [m_new["b"], m_base["b"]], "games": n,
            "new_wins": wn, "new_ci95": list(wilson(wn, n)), "base_wins": wb, "base_ci95": list(wilson(wb, n)),
            "only_new": only_new, "only_base": only_base,
            "p_value": exact_two_sided(only_new, only_new + only_base)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("new", type=Path)
    ap.add_argument("base", type=Path)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    try:
        res = compare(args.new, args.base)
    except RecordsError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(res, indent=1))
        return 0
    n = res["games"]
    if not n:
        print("no game index is in both files")
        return 0

    def line(who: str, wins: int, ci: list[float]) -> str:
        return f"{who}: {wins} of {n}, {wins / n:.1%} ({ci[0]:.1%} - {ci[1]:.1%})"
    print(f"{res['game']}, seed {res['seed']}, {n} games in both (against {res['opponent'][0]})")
    print(line(str(res["new"]), res["new_wins"], res["new_ci95"]))
    print(line(str(res["base"]), res["base_wins"], res["base_ci95"]))
    print(f"won by one of them only: {res['only_new']} by the first, {res['only_base']} by the second; "
          f"exact two-sided p = {res['p_value']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
