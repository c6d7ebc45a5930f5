"""`tcgtable ladder`: the difficulty ladder from arena records (engine/ai/ladder.py)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def add_command(sub: Any) -> argparse.ArgumentParser:
    p = sub.add_parser("ladder", help="each level's measured results against the level below, from arena records",
                       description="Read arena records files (tcgtable arena --records) of matches between the "
                                   "levels (easy, normal, hard) and print, per game, each level's wins against "
                                   "the level below with a Wilson 95%% interval, whether the ladder holds there "
                                   "(at least 60%% and the interval above 50%%) and each level's think times.")
    p.add_argument("records", nargs="+", metavar="RECORDS", help="arena records files (JSON Lines)")
    p.add_argument("--write", metavar="FILE", default=None,
                   help="also write the summary the Play page shows (the app's is assets/models/ladder.json)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON instead of tables")
    p.set_defaults(func=run)
    return p


def run(args: argparse.Namespace) -> int:
    from engine.ai.arena_records import RecordsError
    from engine.ai.ladder import format_table, summarize

    try:
        summary = summarize([Path(p) for p in args.records])
    except RecordsError as e:
        print(f"tcgtable ladder: {e}", file=sys.stderr)
        return 2
    text = json.dumps(summary, indent=1, ensure_ascii=False)
    if args.write:
        try:
            Path(args.write).write_text(text + "\n", encoding="utf-8")
        except OSError as e:
            print(f"tcgtable ladder: {args.write}: cannot write: {e.strerror or e}", file=sys.stderr)
            return 2
    print(text if args.json else format_table(summary))
    return 0
