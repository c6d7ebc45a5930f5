"""The package, database, played-save and replay-claim parts of the fuzzer: each of their mutators
once through a reader of its format (deterministic), and the parts of the instrument they rely on:
the zip writer, the digest a save edit recomputes, the claims judge, the play target."""
from __future__ import annotations

import io
import itertools
import json
import zipfile
from pathlib import Path
from random import Random
from typing import Any

import pytest

from . import zips
from .cases import Case, case_task
from .conftest import OK, TIMEOUT, explain
from .mutators import REGISTRY
from .sandbox import run_one
from .seeds import Corpus, Seed
from .targets import TARGETS, targets_of
from .targets_extra import _autosave_play, _judged, claims_differ

NEW_FAMILIES = ("package", "db", "dbfile", "save", "claims")
_n = itertools.count(2_000_000)


def _cases() -> list[tuple[str, str]]:
    """(mutator, target): every mutator of the new families, the targets of its format in turn."""
    out = []
    mutators = sorted(m.name for m in REGISTRY.values() if m.family in NEW_FAMILIES)
    for i, name in enumerate(mutators):
        fmts = REGISTRY[name].formats or frozenset()
        targets = [t.name for f in sorted(fmts) for t in targets_of(f)
                   if t.families is None or REGISTRY[name].family in t.families]
        out.append((name, targets[i % len(targets)]))
    return out


@pytest.mark.parametrize(("mutator", "target"), _cases())
def test_new_mutator(mutator: str, target: str, corpus: Corpus, scratch: Path) -> None:
    t = TARGETS[target]
    seeds = corpus.of(t.fmt)
    s = seeds[sum(map(ord, mutator)) % len(seeds)]
    case = Case(next(_n), t.fmt, target, f"new/{mutator}", s.name, mutator)
    rec = run_one(case_task(case, corpus, scratch), timeout=TIMEOUT)
    assert rec["outcome"] in OK, explain(rec)


def test_zip_writer_round_trips_the_seeds(corpus: Corpus) -> None:
    for s in corpus.of("package"):
        again = zips.build(zips.parse(s.data))
        with zipfile.ZipFile(io.BytesIO(s.data)) as a, zipfile.ZipFile(io.BytesIO(again)) as b:
            assert a.namelist() == b.namelist()
            assert all(a.read(n) == b.read(n) for n in a.namelist())


def test_save_edits_keep_the_digest(corpus: Corpus) -> None:
    """A save_state edit gets past the digest check: the digest always matches the edited state."""
    from engine.savegame import state_digest
    for i in range(30):
        s = corpus.of("save")[i % len(corpus.of("save"))]
        data, _ = REGISTRY["save_state"].fn(s, Random(i), corpus.of("save"))
        save = json.loads(data)["save"]
        assert save["digest"] == state_digest(save["state"])


def _replay(corpus: Corpus) -> Seed:
    return corpus.of("replay")[0]


def test_claims_judge(corpus: Corpus) -> None:
    seed = _replay(corpus).tree

    def edited(**kw: Any) -> dict[str, Any]:
        return {**json.loads(json.dumps(seed)), **kw}
    assert claims_differ(edited(), seed, True) == ""
    assert claims_differ(edited(turns=seed["turns"] + 1), seed, False).startswith("turns")
    assert claims_differ(edited(result=None), seed, False).startswith("result")
    assert claims_differ(edited(players=["a"]), seed, False).startswith("players")
    # labels are names, not claims
    assert claims_differ(edited(players=["x", "y"], engine_version="9"), seed, True) == ""
    assert claims_differ(edited(final_hash="0" * 32), seed, False) == ""  # show does not check the hash
    assert claims_differ(edited(final_hash="0" * 32), seed, True).startswith("final_hash")
    no_turns = edited()
    del no_turns["turns"]
    assert claims_differ(no_turns, seed, True) == ""  # a claim left out is not checked
    seat = edited()
    seat["actions"][0][0] = 1 - seat["actions"][0][0]
    assert "inputs" in claims_differ(seat, seed, True)


def test_verify_exit_0_for_edited_claims_is_wrong(corpus: Corpus, tmp_path: Path) -> None:
    s = _replay(corpus)
    path = tmp_path / "r.json"
    path.write_text(json.dumps({**s.tree, "turns": s.tree["turns"] + 1}))

    def fake(rc: int) -> Any:
        return lambda p, seed, c, d: {"outcome": "accepted", "rc": rc}
    assert _judged(fake(0), True)(path, s, corpus, tmp_path)["outcome"] == "wrong"
    assert _judged(fake(1), True)(path, s, corpus, tmp_path)["outcome"] == "accepted"
    path.write_bytes(s.data)
    assert _judged(fake(0), True)(path, s, corpus, tmp_path)["outcome"] == "accepted"


def test_play_reports_a_crash_in_play(corpus: Corpus, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.state import State
    s = next(x for x in corpus.of("save") if x.name.endswith("-6.json"))
    path = tmp_path / s.name
    path.write_bytes(s.data)
    assert _autosave_play(path, s, corpus, tmp_path)["outcome"] == "accepted"

    def boom(self: State, action: Any) -> Any:
        raise KeyError("zone")
    monkeypatch.setattr(State, "apply_action", boom)
    rec = _autosave_play(path, s, corpus, tmp_path)
    assert rec["outcome"] == "traceback" and rec["exc"] == "KeyError" and "after 0 answers" in rec["detail"]
