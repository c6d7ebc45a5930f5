"""Every reader, fed mutated inputs, either accepts them or raises its documented error naming the
file, within 10 s and 3 GiB (docs/fuzzing.md). Inputs run in forked workers (tests/fuzz/sandbox.py).

Deterministic (derandomize=True); FUZZ_EXAMPLES=N runs N examples per reader and test instead of
the default (a quarter of them for the database commands). No shrinking: the input comes from a seed, a mutator and a random seed, which the
failure message shows, with the path of the input it made.
"""
from __future__ import annotations

import csv
import io
import itertools
import os
from pathlib import Path
from random import Random
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from . import values as V
from .cases import Case, bytes_task, case_task
from .conftest import OK, TIMEOUT, explain
from .mutators import applicable, paths, put
from .sandbox import run_one
from .seeds import Corpus, Seed
from .targets import TARGETS

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "6"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None, print_blob=False,
                phases=(Phase.explicit, Phase.generate), suppress_health_check=list(HealthCheck))
SMALL = settings(FUZZ, max_examples=max(1, EXAMPLES // 2))
FEW = settings(FUZZ, max_examples=max(1, EXAMPLES // 4))  # database commands: a copy and a schema check each
MUTATED = sorted(n for n, t in TARGETS.items() if t.fmt != "db")
DATABASE = sorted(n for n, t in TARGETS.items() if t.fmt == "db")
TREE_TARGETS = sorted(n for n, t in TARGETS.items() if t.fmt in ("cardset", "replay", "scenario", "save"))
TEXT_TARGETS = sorted(n for n, t in TARGETS.items() if t.fmt in ("deck", "collection"))
_n = itertools.count(1_000_000)  # case numbers (folders) of this process

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=12)
deck_lines = st.text(max_size=120) | st.from_regex(
    r"-?[0-9\uff10-\uff19]{1,30}\s?[xX]?\s[^\n#]{0,40}( \(\w{0,6}\) ?[\w-]{0,6})?", fullmatch=True)
csv_rows = st.lists(st.text(max_size=30) | st.integers().map(str) | st.floats().map(str), max_size=8)


def _draw_seed(data: st.DataObject, corpus: Corpus, fmt: str) -> Seed:
    name = data.draw(st.sampled_from([s.name for s in corpus.of(fmt)]), label="seed")  # a name prints short
    return next(s for s in corpus.of(fmt) if s.name == name)


def _assert_ok(rec: dict[str, Any]) -> None:
    assert rec["outcome"] in OK, explain(rec)


def _mutated(target: str, data: st.DataObject, corpus: Corpus, scratch: Path) -> None:
    t = TARGETS[target]
    s = _draw_seed(data, corpus, t.fmt)
    names = [m.name for m in applicable(s, t.families) if m.family not in ("large", "none")]
    mut = data.draw(st.sampled_from(names), label="mutator")
    rng = data.draw(st.integers(0, 2**32 - 1), label="rng")
    case = Case(next(_n), t.fmt, target, f"hypothesis/{rng}", s.name, mut)
    _assert_ok(run_one(case_task(case, corpus, scratch), timeout=TIMEOUT))


@pytest.mark.parametrize("target", MUTATED)
@FUZZ
@given(data=st.data())
def test_mutated_input(target: str, data: st.DataObject, corpus: Corpus, scratch: Path) -> None:
    _mutated(target, data, corpus, scratch)


@pytest.mark.parametrize("target", DATABASE)
@FEW
@given(data=st.data())
def test_mutated_database(target: str, data: st.DataObject, corpus: Corpus, scratch: Path) -> None:
    """A damaged database through each command that reads it (fewer examples: six commands, one format)."""
    _mutated(target, data, corpus, scratch)


@pytest.mark.parametrize("target", TREE_TARGETS)
@SMALL
@given(data=st.data())
def test_any_value_anywhere(target: str, data: st.DataObject, corpus: Corpus, scratch: Path) -> None:
    """Any JSON-like value hypothesis makes, put in place of any node of a real file."""
    t = TARGETS[target]
    s = _draw_seed(data, corpus, t.fmt)
    ps = paths(s.tree)
    p = ps[data.draw(st.integers(0, len(ps) - 1), label="node")]
    value = data.draw(json_values, label="value")
    blob = V.dumps(put(s.tree, p, value), s.syntax, {}, Random(0))
    name = f"value-{next(_n)}{s.ext}"
    _assert_ok(run_one(bytes_task(target, name, lambda: blob, corpus, scratch, s.game), timeout=TIMEOUT))


@pytest.mark.parametrize("target", TEXT_TARGETS)
@SMALL
@given(data=st.data())
def test_any_line_anywhere(target: str, data: st.DataObject, corpus: Corpus, scratch: Path) -> None:
    """Any line (deck text) or row (CSV) hypothesis makes, put anywhere in a real file."""
    t = TARGETS[target]
    s = _draw_seed(data, corpus, t.fmt)
    lines = s.data.decode("utf-8").splitlines()
    i = data.draw(st.integers(0, len(lines)), label="at line")
    if t.fmt == "collection":
        out = io.StringIO()
        csv.writer(out, lineterminator="").writerow(data.draw(csv_rows, label="row"))
        new = out.getvalue()
    else:
        new = data.draw(deck_lines, label="line")
    blob = "\n".join(lines[:i] + [new] + lines[i:]).encode("utf-8", "surrogatepass")
    name = f"line-{next(_n)}{s.ext}"
    _assert_ok(run_one(bytes_task(target, name, lambda: blob, corpus, scratch, s.game), timeout=TIMEOUT))
