"""The part of a card-set import that needs no database: read and check the file with the engine,
and work out every card's row values. Many files are prepared in worker processes while the one
writer stores the sets already prepared (a 100,000-card import spends most of its time here).

Workers are spawned (not forked: the app has threads) and only for a big import, since starting
one costs about half a second; they yield results in the files' order, errors included, so the
caller reports the first bad file just as a serial run would.
"""
from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.cardpackage import load_set_file
from engine.cards import CardSet
from engine.errors import EngineError

from .cards import row_values

PARALLEL_BYTES = 4 << 20  # files of this many bytes in all (and 4 files or more) go to workers
PARALLEL_FILES = 4


@dataclass
class PreparedSet:
    """A checked set as the importer stores it: the set's own fields and each card's row values
    (`set_id` is filled in by the importer, which knows the set's database id)."""

    game: str
    code: str
    version: int
    name: dict[str, str]
    source: str
    labels: dict[str, dict[str, dict[str, str]]]
    rows: list[tuple[dict[str, Any], dict[str, Any]]]
    pictures: dict[str, bytes] = field(default_factory=dict)


def prepare(cs: CardSet, pictures: dict[str, bytes] | None = None) -> PreparedSet:
    """Row values of every card (a FormatError names the file and card if a value cannot be stored)."""
    rows = [row_values(c, 0, cs.source, cs.labels) for c in cs.cards]
    return PreparedSet(cs.game, cs.code, cs.version, dict(cs.name), cs.source, cs.labels, rows, pictures or {})


def prepare_file(path: str | os.PathLike[str]) -> PreparedSet | EngineError | OSError:
    """A file read, checked and prepared; the error instead when it cannot be (picklable: a worker
    hands it back)."""
    try:
        cs, pictures = load_set_file(Path(path))
        return prepare(cs, pictures)
    except (EngineError, OSError) as e:
        return e


def _worth_workers(paths: Sequence[Path], jobs: int | None) -> int:
    if jobs == 1 or len(paths) < PARALLEL_FILES:
        return 1
    try:
        size = sum(p.stat().st_size for p in paths)
    except OSError:
        return 1  # the serial run reports the file that cannot be read
    if size < PARALLEL_BYTES:
        return 1
    return max(1, min(jobs or os.cpu_count() or 1, len(paths)))


def prepared_files(paths: Sequence[str | os.PathLike[str]], jobs: int | None = None
                   ) -> Iterator[PreparedSet | EngineError | OSError]:
    """Each file's prepared set or its error, in the given order; with `jobs` worker processes
    (default: all cores) when the files are big enough to be worth it."""
    files = [Path(p) for p in paths]
    workers = _worth_workers(files, jobs)
    if workers == 1:
        yield from map(prepare_file, files)
        return
    from concurrent.futures import ProcessPoolExecutor  # not at the app's start: only a big import needs it

    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    try:
        yield from pool.map(prepare_file, files)
    finally:  # a caller that stops early (a bad file) does not wait for the files still queued
        pool.shutdown(wait=True, cancel_futures=True)
