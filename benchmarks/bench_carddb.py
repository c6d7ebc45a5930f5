"""Card database benchmark: import 100,000 synthetic cards into a new database file, then time
typical searches and sorts. Targets (issue 27): import of 100,000 cards under 10 s, every typical
query (text, numbers, owned, decks, sorting) under 50 ms (issue 4's were 3 s and 50 ms at 20,000).

    python benchmarks/bench_carddb.py [--cards N]

The synthetic cards are copies of the bundled Victory Spark cards with new numbers, names and
stats (so they pass the real card-set validation), written as JSON set files of 1,000 cards.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import assets  # noqa: E402
from carddb import (  # noqa: E402
    card_rows,
    create_deck,
    open_database,
    search_ids,
    set_section,
)
from carddb.collection import set_quantities_in  # noqa: E402
from carddb.importers import import_files  # noqa: E402
from engine.cardset import read_data  # noqa: E402

GAME = "victory_spark"
SET_SIZE = 1000
WORDS = ["Sora", "Mio", "Aki", "Ren", "Kaze", "Tsuki", "Hoshi", "Yume", "Hikari", "Kage", "Rai", "Umi"]
QUERIES: list[str | tuple[str, str, bool]] = [  # a query, or (query, sort key, descending)
    "sora",
    "name:hikari",
    '"draw a card"',
    "power>=3000 level<=1",
    "type:character -attr:female",
    "attr:female power>2000 or level:3",
    "(sora or mio) -power<2000",
    "owned>0",
    "owned>0 power>=2500",
    'indeck:"Bench Deck"',
    "set:BN07 cn:500",
    "text:attack",
    ("", "power", True),
    ("", "type", False),
    ("", "owned", True),
    ("", "rarity", False),
    ("", "name", False),
    ("sora", "power", True),
    ("level<=1", "owned", True),
    "",
]
TARGET_IMPORT_MS = 10_000


def synthetic_sets(n_cards: int, out: Path) -> list[Path]:
    """Write JSON set files with n_cards cards made from the bundled cards."""
    templates: list[dict[str, Any]] = []
    for p in assets.cardset_paths(GAME):
        templates.extend(read_data(p)["cards"])
    if not templates:
        raise SystemExit("no bundled Victory Spark cards to build synthetic cards from")
    paths = []
    for s in range((n_cards + SET_SIZE - 1) // SET_SIZE):
        code = f"BN{s:02d}"
        cards = []
        for i in range(min(SET_SIZE, n_cards - s * SET_SIZE)):
            k = s * SET_SIZE + i
            c = json.loads(json.dumps(templates[k % len(templates)]))
            c["number"] = f"{i + 1:04d}"
            w1, w2 = WORDS[k % len(WORDS)], WORDS[(k // len(WORDS)) % len(WORDS)]
            c["name"] = {"en": f"{w1} {w2} {k}", "ja": f"{c['name']['ja']}{k}"}
            stats = c.get("stats", {})
            if "power" in stats:
                stats["power"] = 500 * (k % 9)
            if "level" in stats:
                stats["level"] = k % 4
            cards.append(c)
        path = out / f"{code.lower()}.json"
        path.write_text(json.dumps({"format": 1, "game": GAME, "code": code, "version": 1,
                                    "name": {"en": f"Bench {s}", "ja": f"ベンチ{s}"}, "cards": cards}),
                        encoding="utf-8")
        paths.append(path)
    return paths


def _children_cpu() -> float:
    """CPU seconds of finished child processes (the import's workers, once they have exited)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=None, help="import worker processes (default: all cores)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="tcgtable-bench-") as tmp:
        tmpdir = Path(tmp)
        files = synthetic_sets(args.cards, tmpdir)
        db = open_database(tmpdir / "bench.sqlite3", seed=False)
        t0, c0, k0 = time.perf_counter(), time.process_time(), _children_cpu()
        done, errors = import_files(db, files, args.jobs)  # as `tcgtable cards import FILE...` does
        t2, c2, k2 = time.perf_counter(), time.process_time(), _children_cpu()
        if errors:
            raise SystemExit(f"import failed: {errors[0]}")
        n = sum(len(p.rows) for _r, p in done)
        print(f"import {n} cards from {len(files)} set files (jobs {args.jobs or 'all cores'}): "
              f"{ms(t2 - t0).strip()}; CPU time {ms(c2 - c0).strip()} here + {ms(k2 - k0).strip()} "
              f"in workers  target < {TARGET_IMPORT_MS} ms at 100,000 cards")

        every = search_ids(db, "")
        with db.transaction() as s:  # own every 7th card, build a 50-card deck
            set_quantities_in(s, {pk: 1 + i % 3 for i, pk in enumerate(every[::7])}, "benchmark")
        deck = create_deck(db, GAME, "Bench Deck")
        set_section(db, deck, "main", [(pk, 4) for pk in every[100:113]])

        print(f"queries on {len(every)} cards (median of 7 runs: search_ids wall and CPU time, then "
              "card_rows of the first 100 hits):")
        worst = worst_cpu = 0.0
        for item in QUERIES:
            q, order, desc = (item, "set", False) if isinstance(item, str) else item
            label = (q or "(everything)") + (f"  sorted by {order}{' desc' if desc else ''}" if order != "set" else "")
            times, cpu, rows_times = [], [], []
            for _ in range(7):
                a, ac = time.perf_counter(), time.process_time()
                ids = search_ids(db, q, order=order, descending=desc)
                b, bc = time.perf_counter(), time.process_time()
                card_rows(db, ids[:100])
                rows_times.append(time.perf_counter() - b)
                times.append(b - a)
                cpu.append(bc - ac)
            med, med_cpu = statistics.median(times), statistics.median(cpu)
            if q or order != "set":  # listing everything in set order: shown, not a "typical query"
                worst, worst_cpu = max(worst, med), max(worst_cpu, med_cpu)
            print(f"  {label:<44} {len(ids):6d} hits {ms(med)} (CPU {ms(med_cpu).strip()})"
                  f"   rows {ms(statistics.median(rows_times))}")
        print(f"slowest typical query: {ms(worst).strip()} (CPU {ms(worst_cpu).strip()})  target < 50 ms")
        db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
