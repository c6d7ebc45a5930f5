#!/usr/bin/env python3
"""Feed mutated inputs to every file reader and command; count how each one ends (docs/fuzzing.md).

    python3 scripts/fuzz_inputs.py --count 10000 --seed 1 [--format replay] [--jobs 2] [--keep DIR]
    python3 scripts/fuzz_inputs.py --seed 1 --only 1234          # make and run one case, full detail
    python3 scripts/fuzz_inputs.py --run FILE --target replay-show  # run an existing file

Each input runs in a process forked from this one (after the app's modules are imported and its
caches warmed), under a wall-clock limit and an address-space limit. Exit code 0 when no input
ended in a traceback, hang, memory error or unclear message; 1 otherwise.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import re
import resource
import shutil
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fuzz.cases import Case, case_task, file_task, plan  # noqa: E402
from tests.fuzz.mutators import REGISTRY  # noqa: E402
from tests.fuzz.sandbox import GiB, Pool  # noqa: E402
from tests.fuzz.seeds import FORMATS, build_corpus  # noqa: E402
from tests.fuzz.targets import BAD, OUTCOMES, TARGETS  # noqa: E402

COLS = OUTCOMES


def warm_up() -> None:
    """Import everything a reader may need once, here, so no forked worker pays for it."""
    from PIL import Image

    import carddb.cli  # noqa: F401
    import carddb.replays  # noqa: F401
    import carddb.settings  # noqa: F401
    import desktop.table.autosave  # noqa: F401
    import engine.cardpackage  # noqa: F401
    import engine.replay  # noqa: F401
    import engine.savegame  # noqa: F401
    import engine.scenario  # noqa: F401
    from tcgtable.cli import build_parser
    from tests.fuzz.zips import warm_bombs
    Image.init()  # every picture plugin, once
    build_parser()
    warm_bombs()  # the bzip2 and LZMA bombs take a second each to make: once, not in every worker
    gc.collect()
    gc.freeze()  # the workers' garbage collector then leaves the inherited heap alone (fewer page copies)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000, help="number of inputs (default 1000)")
    ap.add_argument("--seed", type=int, default=1, help="run seed: the same seed makes the same inputs")
    ap.add_argument("--format", choices=FORMATS, action="append", help="only this format (repeatable)")
    ap.add_argument("--target", choices=sorted(TARGETS), action="append", help="only this reader/command (repeatable)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="workers at a time (default: CPUs)")
    ap.add_argument("--keep", type=Path, help="keep every input that did not end cleanly, and report.json, here")
    ap.add_argument("--timeout", type=float, default=10.0, help="seconds per input before it is a hang")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="what --timeout measures: wall time (default), or the worker's CPU time (use this on a "
                         "busy machine, where wall time makes slow readers look hung)")
    ap.add_argument("--recheck", type=Path, metavar="DIR",
                    help="run again every input kept in DIR by an earlier --keep run, and compare outcomes")
    ap.add_argument("--mem-gib", type=float, default=3.0, help="address-space limit per input (GiB)")
    ap.add_argument("--examples", type=int, default=3, help="examples shown per failure cluster")
    ap.add_argument("--only", type=int, metavar="I", help="make and run case I only; print everything about it")
    ap.add_argument("--run", type=Path, metavar="FILE", help="run an existing FILE through --target (one)")
    ap.add_argument("--json", type=Path, metavar="FILE", help="write every record as JSON lines here")
    ap.add_argument("--list-mutators", action="store_true", help="list the mutators and exit")
    return ap.parse_args(argv)


# -- reporting ----------------------------------------------------------------------------------

def _strip_line(frame: str) -> str:
    """'engine/x.py:12 f' -> 'engine/x.py:f' (line numbers move while the code is being fixed)."""
    m = re.match(r"(.*):\d+ (.*)", frame or "")
    return f"{m.group(1)}:{m.group(2)}" if m else frame or ""


def cluster_key(r: dict[str, Any]) -> tuple[str, ...]:
    if r["outcome"] == "unclear" and not r.get("where"):
        msg = r.get("detail", "").replace(r.get("path", "\0"), "FILE")
        msg = re.sub(r"^a message of \d+ characters \([^)]*\): ", "too long: ", msg)  # then what it says
        msg = re.sub(r"\d+", "N", re.sub(r"'[^']*'", "'…'", msg))[:90]
        return ("unclear", r.get("target", ""), msg)
    if r["outcome"] == "hang":  # where a stack dump lands inside a library is chance: group by our frame
        return ("hang", _strip_line(r.get("where", "")) or _strip_line(r.get("origin", "")))
    return (r["outcome"], r.get("exc", ""), _strip_line(r.get("where", "")), _strip_line(r.get("origin", "")))


def table(title: str, groups: dict[str, list[dict[str, Any]]]) -> list[str]:
    head = f"{title:<22}{'n':>6}" + "".join(f"{c:>10}" for c in COLS) + f"{'wall s':>9}{'CPU s':>9}{'ms/in':>8}{'CPU ms':>8}"
    out = [head, "-" * len(head)]
    rows = list(groups.items()) + [("TOTAL", [r for g in groups.values() for r in g])]
    for name, recs in rows:
        n = len(recs)
        cnt = Counter(r["outcome"] for r in recs)
        wall = sum(r.get("wall", 0.0) for r in recs)
        cpu = sum(r.get("cpu", 0.0) for r in recs)
        out.append(f"{name:<22}{n:>6}" + "".join(f"{cnt.get(c, 0):>10}" for c in COLS)
                   + f"{wall:>9.1f}{cpu:>9.1f}{1000 * wall / max(n, 1):>8.0f}{1000 * cpu / max(n, 1):>8.0f}")
    return out


def report(recs: list[dict[str, Any]], elapsed: float, parent_cpu: float, args: argparse.Namespace) -> list[str]:
    by_fmt: dict[str, list[dict[str, Any]]] = defaultdict(list)
    by_target: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in recs:
        by_fmt[r.get("fmt", "?")].append(r)
        by_target[r.get("target", "?")].append(r)
    child_cpu = sum(r.get("cpu", 0.0) for r in recs)
    out = [f"{len(recs)} inputs, seed {args.seed}, {args.jobs} jobs: {elapsed:.1f} s wall, "
           f"{child_cpu + parent_cpu:.1f} s CPU (readers {child_cpu:.1f} s, parent and input making {parent_cpu:.1f} s), "
           f"{len(recs) / max(elapsed, 1e-9):.1f} inputs/s", ""]
    out += table("format", dict(sorted(by_fmt.items()))) + [""]
    out += table("command/reader", dict(sorted(by_target.items()))) + [""]
    out.append("ms/in and CPU ms: mean wall and CPU time per input in its worker (hangs count the full limit)")
    for outcome in BAD:
        bad = [r for r in recs if r["outcome"] == outcome]
        if not bad:
            continue
        clusters: dict[tuple[str, ...], list[dict[str, Any]]] = defaultdict(list)
        for r in bad:
            clusters[cluster_key(r)].append(r)
        out += ["", f"== {outcome}: {len(bad)} inputs in {len(clusters)} clusters"]
        for key, rs in sorted(clusters.items(), key=lambda kv: -len(kv[1])):
            out.append(f"{len(rs):>5}  {'  '.join(k for k in key[1:] if k)}")
            for r in rs[:args.examples]:
                out.append(f"         #{r.get('index', '-')} {r.get('fmt')} {r.get('target')} {r.get('mutator')} "
                           f"({r.get('note', '')[:70]})")
                if r.get("detail"):
                    out.append(f"           {r['detail'][:160]}")
                if r.get("kept"):
                    out.append(f"           kept: {r['kept']}")
    return out


# -- running ------------------------------------------------------------------------------------

def keep_input(r: dict[str, Any], keep: Path) -> None:
    src = Path(r.get("path", ""))
    if not src.is_file():
        return
    dest = keep / r["outcome"] / r["fmt"] / f"{r.get('index', 0):05d}-{r['target']}-{r['mutator']}{src.suffix}"
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(src), dest)
    r["kept"] = str(dest)


def run_all(args: argparse.Namespace, cases: list[Case], corpus: Any, scratch: Path) -> list[dict[str, Any]]:
    pool = _pool(args, scratch)
    recs: list[dict[str, Any]] = []
    tasks = ((c, case_task(c, corpus, scratch)) for c in cases)
    t0, step = time.monotonic(), max(1, len(cases) // 20)
    for case, r in pool.run(tasks):
        r.setdefault("index", case.index)
        r.setdefault("fmt", case.fmt)
        r.setdefault("target", case.target)
        r.setdefault("mutator", case.mutator or "?")
        if args.keep and r["outcome"] in BAD:
            keep_input(r, args.keep)
        shutil.rmtree(scratch / f"case-{case.index}", ignore_errors=True)
        recs.append(r)
        if len(recs) % step == 0:
            bad = Counter(x["outcome"] for x in recs if x["outcome"] in BAD)
            print(f"[{len(recs)}/{len(cases)}] {time.monotonic() - t0:.0f} s  {dict(bad) or 'all clean'}",
                  file=sys.stderr, flush=True)
    return recs


def _pool(args: argparse.Namespace, scratch: Path, jobs: int | None = None) -> Pool:
    return Pool(jobs or args.jobs, args.timeout, int(args.mem_gib * GiB), scratch=scratch, clock=args.clock)


def recheck(args: argparse.Namespace, corpus: Any, scratch: Path) -> int:
    """Run every input an earlier --keep run kept (its report.json) again: which failures remain?"""
    old = [r for r in json.loads((args.recheck / "report.json").read_text(encoding="utf-8")) if r.get("kept")]
    tasks = ((i, file_task(r["target"], Path(r["kept"]), corpus, scratch, r.get("seed"))) for i, r in enumerate(old))
    now: dict[int, dict[str, Any]] = dict(_pool(args, scratch).run(tasks))
    moves = Counter((r["outcome"], now[i]["outcome"]) for i, r in enumerate(old))
    print(f"{len(old)} kept inputs run again ({args.clock} clock, {args.timeout:.0f} s):")
    for (a, b), n in sorted(moves.items()):
        print(f"  {a:>10} -> {b:<10} {n}")
    for i, r in enumerate(old):
        if now[i]["outcome"] in BAD:
            print(f"  still {now[i]['outcome']}: {r['kept']}\n      {now[i].get('detail', '')[:150]}")
    return 1 if any(r["outcome"] in BAD for r in now.values()) else 0


def show_one(r: dict[str, Any]) -> None:
    for k in ("index", "fmt", "target", "seed", "mutator", "note", "size", "path", "outcome", "rc", "exc",
              "where", "origin", "detail", "wall", "cpu"):
        if k in r:
            print(f"{k:>8}: {r[k]}")
    if r.get("trace"):
        print(r["trace"])


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.list_mutators:
        for m in sorted(REGISTRY.values(), key=lambda m: (m.family, m.name)):
            only = f"  (only {','.join(sorted(m.formats))})" if m.formats else ""
            print(f"{m.family:<10} {m.name:<18} weight {m.weight:<5} {','.join(sorted(m.syntaxes))}{only}")
        return 0
    t0 = time.monotonic()
    warm_up()
    scratch = Path(tempfile.mkdtemp(prefix="fuzz-inputs-"))
    try:
        corpus = build_corpus(scratch / "seeds")
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
        if args.run:
            if not args.target or len(args.target) != 1:
                print("--run needs exactly one --target", file=sys.stderr)
                return 2
            for _, r in _pool(args, scratch, 1).run([(0, file_task(args.target[0], args.run.resolve(), corpus, scratch))]):
                show_one(r)
                return 1 if r["outcome"] in BAD else 0
        if args.recheck:
            return recheck(args, corpus, scratch)
        formats = tuple(args.format) if args.format else FORMATS
        targets = tuple(args.target) if args.target else None
        cases = list(plan(max(args.count, (args.only or 0) + 1), args.seed, formats, targets))
        if args.only is not None:
            cases = [cases[args.only]]
            args.jobs = 1
            recs = _run_only(args, cases, corpus, scratch, args.keep or Path.cwd())
            return 1 if recs[0]["outcome"] in BAD else 0
        planned = sorted({c.fmt for c in cases}, key=FORMATS.index)
        print(f"fuzzing {len(cases)} inputs over {', '.join(planned)} with {args.jobs} jobs "
              f"(seeds ready in {time.monotonic() - t0:.1f} s)", file=sys.stderr, flush=True)
        start = time.monotonic()
        recs = run_all(args, cases, corpus, scratch)
        elapsed = time.monotonic() - start
        ru = resource.getrusage(resource.RUSAGE_SELF)
        lines = report(recs, elapsed, ru.ru_utime + ru.ru_stime, args)
        print("\n".join(lines))
        if args.json:
            args.json.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
        if args.keep:
            bad = [r for r in recs if r["outcome"] in BAD]
            (args.keep / "report.json").write_text(json.dumps(bad, indent=1), encoding="utf-8")
            (args.keep / "summary.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        return 1 if any(r["outcome"] in BAD for r in recs) else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _run_only(args: argparse.Namespace, cases: list[Case], corpus: Any, scratch: Path,
              keep: Path) -> list[dict[str, Any]]:
    """One case, its input kept (in --keep or the current folder) whatever the outcome."""
    for case, r in _pool(args, scratch, 1).run([(cases[0], case_task(cases[0], corpus, scratch))]):
        src = Path(r.get("path", ""))
        if src.is_file():
            dest = keep / f"{case.index:05d}-{case.target}-{r.get('mutator', 'x')}{src.suffix}"
            shutil.move(str(src), dest)
            r["path"] = str(dest)
        show_one(r)
        return [r]
    return []


if __name__ == "__main__":
    sys.exit(main())
