"""Every file of tests/fixtures/hostile/<format>/, and the big, deep and binary inputs made at test
time and the regressions of fuzz findings (tests/fuzz/hostile.py, hostile_binary.py), through every
reader of its format: accepted or a clear error naming the file; never a traceback, a hang (10 s) or
a memory blow-up (3 GiB). Also: every seed is accepted."""
from __future__ import annotations

from pathlib import Path

import pytest

from .cases import Case, bytes_task, case_task, file_task
from .conftest import OK, TIMEOUT, explain
from .hostile import GENERATED, REGRESSIONS, checked_in
from .sandbox import run_one
from .seeds import FORMATS, Corpus
from .targets import TARGETS, targets_of

FILES = [(t.name, path) for fmt, path in checked_in() for t in targets_of(fmt)]
BIG = [(t.name, name, make) for fmt, name, make in GENERATED + REGRESSIONS for t in targets_of(fmt)]


def test_corpus_covers_every_format() -> None:
    """Every format has hostile inputs: checked-in files, or (binary formats) made at test time."""
    assert {fmt for fmt, _ in checked_in()} | {fmt for fmt, _, _ in GENERATED} == set(FORMATS)


@pytest.mark.parametrize(("target", "path"), FILES, ids=[f"{t}:{p.parent.name}/{p.name}" for t, p in FILES])
def test_hostile_file(target: str, path: Path, corpus: Corpus, scratch: Path) -> None:
    rec = run_one(file_task(target, path, corpus, scratch), timeout=TIMEOUT)
    assert rec["outcome"] in OK, explain(rec)


@pytest.mark.parametrize(("target", "name", "make"), BIG, ids=[f"{t}:{n}" for t, n, _ in BIG])
def test_made_at_test_time(target: str, name: str, make: object, corpus: Corpus, scratch: Path) -> None:
    assert callable(make)
    rec = run_one(bytes_task(target, name, lambda: make(corpus), corpus, scratch), timeout=TIMEOUT)
    assert rec["outcome"] in OK, explain(rec)


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_seed_is_accepted(target: str, corpus: Corpus, scratch: Path) -> None:
    """The instrument's own check: unmutated seeds must read, or mutating them proves nothing."""
    t = TARGETS[target]
    for i, s in enumerate(corpus.of(t.fmt)):
        rec = run_one(case_task(Case(900_000 + i, t.fmt, target, "seed", s.name, "identity"), corpus, scratch),
                      timeout=TIMEOUT)
        assert rec["outcome"] == "accepted", explain(rec)
