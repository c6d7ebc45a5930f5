"""benchmarks/paired_arena.py: two arena runs of one game and seed compared game by game (the
figures for the search techniques in docs/ai.md)."""
from __future__ import annotations

import gzip
from pathlib import Path
from types import ModuleType

import pytest

from engine.ai.arena import GameRecord
from engine.ai.arena_records import record_line
from tests.helpers import script_module

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return script_module(ROOT / "benchmarks" / "paired_arena.py")


def _write(path: Path, a: str, winners: dict[int, str], seed: int = 5, gz: bool = False) -> Path:
    match = {"game": "vividz", "a": a, "b": "normal", "seed": seed}
    text = "".join(record_line(match, GameRecord(index=i, a_seat=i % 2, winner=w, reason="r", turns=5, actions=50),
                               ("Deck A", "Deck B")) for i, w in winners.items())
    if gz:
        path = path.with_suffix(".jsonl.gz")
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


def test_games_pair_up_by_index_and_the_split_gives_the_p_value(tool: ModuleType, tmp_path: Path) -> None:
    """Games 0-9 in the new run, 0-7 in the base (gzipped, as shipped): only the 8 common games
    count. The new run won 7 of them, the base 3; 4 games only the new one won and none only the
    base, so the split is 4:0, p = 2 / 16."""
    new = _write(tmp_path / "new.jsonl", "ismcts:0.8s,crn=8", {i: "a" if i not in (3,) else "b" for i in range(10)})
    base = _write(tmp_path / "base.jsonl", "hard", {i: "a" if i in (0, 1, 2) else "b" for i in range(8)}, gz=True)
    res = tool.compare(new, base)
    assert res["games"] == 8 and res["new_wins"] == 7 and res["base_wins"] == 3
    assert (res["only_new"], res["only_base"]) == (4, 0)
    assert res["p_value"] == pytest.approx(0.125)
    assert tool.exact_two_sided(5, 10) == pytest.approx(1.0)
    assert tool.exact_two_sided(0, 0) == 1.0


def test_runs_of_different_seeds_are_refused_with_both_names(tool: ModuleType, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    new = _write(tmp_path / "new.jsonl", "x", {0: "a"}, seed=1)
    base = _write(tmp_path / "base.jsonl", "y", {0: "a"}, seed=2)
    assert tool.main([str(new), str(base)]) == 2
    err = capsys.readouterr().err
    assert "new.jsonl" in err and "base.jsonl" in err and "Traceback" not in err
