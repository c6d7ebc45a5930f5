"""A fuzz case (which format, reader, seed and mutator, from which random seed) and the sandbox task
that makes its input and runs it. Case i of a run depends only on (run seed, i, format filter), so
any one input can be made again on its own (scripts/fuzz_inputs.py --only I)."""
from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from .mutators import mutate
from .sandbox import Send, Task
from .seeds import FORMATS, GAMES, Corpus, Seed
from .targets import TARGETS, targets_of


@dataclass(frozen=True)
class Case:
    index: int
    fmt: str
    target: str
    rng_seed: str
    seed_name: str | None = None  # None: drawn from the format's seeds
    mutator: str | None = None  # None: drawn from those that fit the seed and target


def plan(count: int, run_seed: int, formats: tuple[str, ...] = FORMATS,
         targets: tuple[str, ...] | None = None) -> Iterator[Case]:
    """`count` cases spread evenly over the formats, and over each format's readers in turn."""
    fmts = [f for f in formats if any(targets is None or t.name in targets for t in targets_of(f))]
    for i in range(count):
        fmt = fmts[i % len(fmts)]
        ts = [t for t in targets_of(fmt) if targets is None or t.name in targets]
        t = ts[(i // len(fmts)) % len(ts)]
        yield Case(i, fmt, t.name, f"{run_seed}/{i}/{fmt}/{t.name}")


def make_input(case: Case, corpus: Corpus) -> tuple[bytes, Seed, str, str]:
    """(input bytes, the seed it came from, mutator, note)."""
    rng = Random(case.rng_seed)
    seeds = corpus.of(case.fmt)
    seed = next(s for s in seeds if s.name == case.seed_name) if case.seed_name else rng.choice(seeds)
    data, mut, note = mutate(seed, rng, seeds, TARGETS[case.target].families, case.mutator)
    return data, seed, mut, note


def case_task(case: Case, corpus: Corpus, scratch: Path) -> Task:
    def task(send: Send, arm: Any) -> None:
        d = scratch / f"case-{case.index}"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
        data, seed, mut, note = make_input(case, corpus)
        path = d / f"{case.fmt}-{case.index:05d}{seed.ext}"
        path.write_bytes(data)
        send({"event": "made", "index": case.index, "fmt": case.fmt, "target": case.target, "seed": seed.name,
              "mutator": mut, "note": note, "size": len(data), "path": str(path)})
        del data
        arm()
        send({"event": "result", **TARGETS[case.target].run(path, seed, corpus, d)})
    return task


def file_seed(fmt: str, path: Path) -> Seed:
    """A stand-in seed for an existing file: its game is the first game id named in it."""
    head = path.read_bytes()[:4096].decode("utf-8", "replace")
    m = re.search(r"\b(" + "|".join(GAMES) + r")\b", head)
    return Seed(fmt, path.name, path.suffix.lower(), b"", m.group(1) if m else GAMES[0])


def file_task(target: str, path: Path, corpus: Corpus, scratch: Path, seed_name: str | None = None) -> Task:
    """Run an existing file (the hostile corpus, a kept input) through one reader, in place. With
    `seed_name` (a kept input's seed), that seed stands behind it: what a replay claims is judged
    against the seed's claims, as in the run that kept it."""
    t = TARGETS[target]
    known = next((s for s in corpus.of(t.fmt) if s.name == seed_name), None) if seed_name else None

    def task(send: Send, arm: Any) -> None:
        d = scratch / f"file-{path.name}"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
        send({"event": "made", "fmt": t.fmt, "target": target, "seed": "", "mutator": "file", "note": path.name,
              "size": path.stat().st_size, "path": str(path)})
        arm()
        send({"event": "result", **t.run(path, known or file_seed(t.fmt, path), corpus, d)})
    return task


def bytes_task(target: str, name: str, make: Callable[[], bytes], corpus: Corpus, scratch: Path,
               game: str | None = None) -> Task:
    """Run the bytes `make()` returns (called in the worker: big inputs never exist in the caller),
    written to a file called `name`, through one reader."""
    t = TARGETS[target]

    def task(send: Send, arm: Any) -> None:
        d = scratch / f"bytes-{name}"
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
        path = d / name
        path.write_bytes(make())
        seed = file_seed(t.fmt, path)
        if game:
            seed.game = game
        send({"event": "made", "fmt": t.fmt, "target": target, "seed": "", "mutator": "bytes", "note": name,
              "size": path.stat().st_size, "path": str(path)})
        arm()
        send({"event": "result", **t.run(path, seed, corpus, d)})
    return task
