"""How often searches give the same answer at the same positions (docs/ai.md, "Why more time
does not play better").

    python benchmarks/answer_agreement.py --game grid --positions 40 --seed 7 \
        --spec ismcts:250 --spec ismcts:1000 --seeds 1,2

Positions are bench_ai.py's (seeded heuristic self-play, decisions with one option skipped).
Every spec answers every position once per agent seed; the table counts, for each pair of
(spec, seed), the positions where both gave the same answer, over all positions and over those
with more than two options. Use iteration budgets, not times: a time budget's answers depend on
the machine's load.
"""
from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai import positions  # noqa: E402

from engine.ai.levels import make_agent  # noqa: E402


def answers(game: str, count: int, seed: int, specs: list[str], seeds: list[int]) -> tuple[list[int], dict[str, list[str]]]:
    """The number of options at each position, and each (spec, seed)'s answers, keyed
    `spec@seed`."""
    specs = list(dict.fromkeys(specs))  # a spec given twice would only repeat its answers
    pos = positions(game, count, seed)
    sizes = [len(s.legal_actions()) for s in pos]
    out: dict[str, list[str]] = {}
    for spec, k in itertools.product(specs, seeds):
        got = []
        for i, s in enumerate(pos):
            got.append(repr(make_agent(spec, 1000 * k + i).choose(s, s.current_player())))
        out[f"{spec}@{k}"] = got
    return sizes, out


def agreement(sizes: list[int], out: dict[str, list[str]]) -> list[tuple[str, str, int, int, int, int]]:
    """Per pair of keys: same answers over all positions and over those with more than two
    options, with both counts."""
    wide = [i for i, n in enumerate(sizes) if n > 2]
    rows = []
    for a, b in itertools.combinations(out, 2):
        same = [x == y for x, y in zip(out[a], out[b], strict=True)]
        rows.append((a, b, sum(same), len(same), sum(same[i] for i in wide), len(wide)))
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="victory_spark")
    ap.add_argument("--positions", type=int, default=40)
    ap.add_argument("--seed", type=int, default=7, help="the self-play seed the positions come from")
    ap.add_argument("--spec", action="append", required=True, help="an agent spec (repeatable)")
    ap.add_argument("--seeds", default="1,2", help="agent seeds, comma-separated")
    args = ap.parse_args()
    seeds = [int(x) for x in args.seeds.split(",") if x.strip()]
    sizes, out = answers(args.game, args.positions, args.seed, args.spec, seeds)
    print(f"{args.game}: {len(sizes)} positions, {sum(n > 2 for n in sizes)} with more than two options")
    for a, b, same, n, wsame, wn in agreement(sizes, out):
        print(f"{a:>28} / {b:<28} same answer {same:>3} of {n}, more than two options {wsame:>3} of {wn}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
