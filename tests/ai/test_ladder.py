"""The measured ladder (engine/ai/ladder.py, `tcgtable ladder`): arena records in, each level's
results against the level below and its think times out; the shipped summary is what the records
say."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.ai.arena import wilson
from engine.ai.arena_records import GameRecord, record_line
from engine.ai.ladder import LADDER_GAMES, TARGET_RATE, format_table, load_summary, shipped_path, summarize
from engine.games import IMPLEMENTED
from tcgtable.cli import main


def _records(path: Path, game: str, a: str, b: str, seed: int, winners: list[str],
             a_time: float = 0.5, b_time: float = 0.01) -> Path:
    match = {"game": game, "a": a, "b": b, "seed": seed}
    with open(path, "w", encoding="utf-8") as f:
        for i, w in enumerate(winners):
            rec = GameRecord(i, i % 2, w, "test", 10, 100, times={"a": [a_time] * 3, "b": [b_time] * 3})
            f.write(record_line(match, rec, ("X", "Y")))
    return path


def test_pairs_are_pooled_oriented_and_judged(tmp_path: Path) -> None:
    """Files of one pair with other seeds pool; a file with the weaker level as A counts for the
    stronger one; a non-adjacent pair or a non-level agent makes no row; `proved` needs 200 games,
    60% and a Wilson interval above one half."""
    files = [
        _records(tmp_path / "1.jsonl", "grid", "normal", "easy", 1, ["a"] * 70 + ["b"] * 30),
        _records(tmp_path / "2.jsonl", "grid", "easy", "normal", 2, ["b"] * 60 + ["a"] * 38 + ["draw"] * 2,
                 a_time=0.02, b_time=0.01),
        _records(tmp_path / "3.jsonl", "grid", "hard", "normal", 3, ["a"] * 11 + ["b"] * 9),
        _records(tmp_path / "6.jsonl", "vividz", "hard", "normal", 6, ["a"] * 90 + ["b"] * 10),
        _records(tmp_path / "4.jsonl", "grid", "hard", "easy", 4, ["a"] * 5),
        _records(tmp_path / "5.jsonl", "grid", "heuristic", "random", 5, ["a"] * 5),
    ]
    s = summarize(files)
    grid = s["games"]["grid"]
    normal, hard = grid["pairs"]
    assert (normal["upper"], normal["lower"]) == ("normal", "easy")
    assert (normal["games"], normal["wins"], normal["losses"], normal["draws"]) == (200, 130, 68, 2)
    assert normal["seeds"] == [1, 2] and normal["rate"] == 0.65
    assert normal["ci95"] == [round(x, 4) for x in wilson(130, 200)] and normal["proved"]
    assert (hard["games"], hard["wins"]) == (20, 11) and not hard["proved"]  # 55%: not enough
    few = s["games"]["vividz"]["pairs"][0]
    assert few["rate"] == 0.9 and few["ci95"][0] > 0.8 and not few["proved"]  # 100 games: too few
    assert TARGET_RATE == 0.6
    # think times: every decision of the level in any level match (hard-easy included)
    assert grid["levels"]["hard"] == {"decisions": 3 * 20 + 3 * 5, "think_median": 0.5,
                                      "think_p95": 0.5}
    assert grid["levels"]["easy"]["decisions"] == 3 * 100 + 3 * 100 + 3 * 5
    table = format_table(s)
    assert "| normal vs easy | 200 | 130 | 68 | 2 | 65.0%" in table and "not proved" in table


def test_a_level_without_its_pair_is_reported_not_measured(tmp_path: Path) -> None:
    s = summarize([_records(tmp_path / "1.jsonl", "vividz", "hard", "normal", 1, ["a"] * 10)])
    table = format_table(s)
    assert "| hard vs normal | 10 |" in table and "| normal vs easy | not measured |" in table


def test_the_command_writes_the_summary_and_names_a_bad_file(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    good = _records(tmp_path / "g.jsonl", "victory_spark", "normal", "easy", 1, ["a"] * 8 + ["b"] * 2)
    out = tmp_path / "ladder.json"
    assert main(["ladder", str(good), "--write", str(out)]) == 0
    assert "| normal vs easy | 10 | 8 | 2 | 0 |" in capsys.readouterr().out
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written == load_summary(out) and written["games"]["victory_spark"]["pairs"][0]["wins"] == 8
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    assert main(["ladder", str(good), str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.jsonl" in err and "line 1" in err and "Traceback" not in err


def test_an_unreadable_summary_is_an_empty_ladder(tmp_path: Path) -> None:
    p = tmp_path / "ladder.json"
    p.write_text("[1, 2", encoding="utf-8")
    assert load_summary(p)["games"] == {}
    assert load_summary(tmp_path / "missing.json")["games"] == {}


def test_the_shipped_summary_is_what_its_numbers_say() -> None:
    """Every shipped row adds up: wins, losses and draws make its games, the rate and interval are
    computed from them, `proved` is the ladder's test, and only the app's games and levels appear."""
    s = load_summary(shipped_path())
    assert shipped_path().exists() and s["games"], "assets/models/ladder.json is shipped"
    for game, data in s["games"].items():
        assert game in IMPLEMENTED
        for row in data["pairs"]:
            n = row["games"]
            assert n == row["wins"] + row["losses"] + row["draws"] and n > 0
            assert row["rate"] == round(row["wins"] / n, 4)
            assert row["ci95"] == [round(x, 4) for x in wilson(row["wins"], n)]
            assert row["proved"] == (n >= LADDER_GAMES and row["rate"] >= TARGET_RATE and row["ci95"][0] > 0.5)
            assert row["upper"] in data["levels"] and row["lower"] in data["levels"]


def test_compressed_records_read_the_same(tmp_path: Path) -> None:
    import gzip

    plain = _records(tmp_path / "1.jsonl", "grid", "normal", "easy", 1, ["a"] * 7 + ["b"] * 3)
    packed = tmp_path / "1.jsonl.gz"
    packed.write_bytes(gzip.compress(plain.read_bytes()))
    assert summarize([packed]) == summarize([plain])
