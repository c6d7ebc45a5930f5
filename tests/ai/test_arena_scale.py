"""The arena at scale: the task backend, records files (append, resume, refusals), the progress
line, and the same games on one process, two processes and a local two-worker Ray cluster."""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

import pytest

from engine.ai.arena import Progress, format_progress, run_arena
from engine.ai.arena_records import RecordsError, load_records
from engine.ai.workers import TaskError, WorkerSetupError, run_tasks
from tcgtable import arena_cmd

GAME = "victory_spark"
OUTCOME = ("a_seat", "winner", "reason", "turns", "actions")


def _cli(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    arena_cmd.add_command(parser.add_subparsers(dest="command"))
    return parser.parse_args(["arena", *argv])


def outcomes(path: Path) -> dict[int, tuple[object, ...]]:
    """index -> the outcome of every game in a records file."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        obj = json.loads(line)
        out[obj["index"]] = tuple(obj[k] for k in OUTCOME)
    return out


# -- the task backend ------------------------------------------------------------------------
def test_run_tasks_in_process_and_in_a_pool() -> None:
    assert list(run_tasks(math.sqrt, [4, 9, 16], jobs=1)) == [2.0, 3.0, 4.0]
    assert sorted(run_tasks(math.sqrt, iter([4, 9, 16, 25, 36]), jobs=2)) == [2.0, 3.0, 4.0, 5.0, 6.0]
    with pytest.raises(WorkerSetupError):
        list(run_tasks(math.sqrt, [4], jobs=0))


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_failing_task_is_named(jobs: int) -> None:
    got = []
    with pytest.raises(TaskError) as err:
        for r in run_tasks(math.sqrt, [4, -1, 9], jobs=jobs):
            got.append(r)
    assert err.value.index == 1 and err.value.task == -1
    assert "task 1 -1 failed: ValueError: math domain error" in str(err.value)
    assert 2.0 in got or jobs == 2  # in-process, results before the failure came out first


def test_ray_missing_is_one_clear_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` raise ImportError
    with pytest.raises(WorkerSetupError, match=r"pip install 'tcgtable\[cluster\]'"):
        list(run_tasks(math.sqrt, [4], ray="auto"))
    args = _cli("--game", GAME, "--a", "random", "--b", "random", "--games", "2", "--ray", "auto")
    assert args.func(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "tcgtable[cluster]" in err and "Traceback" not in err


def test_a_bad_ray_address_fails_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("ray")
    with pytest.raises(WorkerSetupError, match="HOST:PORT"):
        list(run_tasks(math.sqrt, [4], ray="nowhere"))
    with pytest.raises(WorkerSetupError, match="no Ray cluster answers at 127.0.0.1:1"):
        list(run_tasks(math.sqrt, [4], ray="127.0.0.1:1"))


# -- records -------------------------------------------------------------------------------------
def test_same_games_with_one_or_two_jobs(tmp_path: Path) -> None:
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    r1 = run_arena(GAME, "random", "random", 6, seed=5, jobs=1, records=one)
    r2 = run_arena(GAME, "random", "random", 6, seed=5, jobs=2, records=two)
    assert outcomes(one) == outcomes(two) and len(outcomes(one)) == 6
    for k in ("a_wins", "b_wins", "draws", "a_wins_as_first", "mean_turns", "by_decks"):
        assert r1[k] == r2[k]


def test_records_are_appended_and_resumed(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    first = run_arena(GAME, "random", "random", 4, seed=7, records=path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4 and first["resumed"] == 0
    obj = json.loads(lines[0])
    assert {"format", "game", "a", "b", "seed", "index", "a_seat", "a_deck", "b_deck", "winner", "reason",
            "turns", "actions", "times", "iterations", "search_seconds"} == set(obj)
    # a game read back is not played again: a doctored outcome is what the summary counts
    obj = json.loads(lines[0])
    obj["winner"] = {"a": "b", "b": "a", "draw": "a"}[obj["winner"]]
    lines[0] = json.dumps(obj)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    doctored = run_arena(GAME, "random", "random", 4, seed=7, records=path)
    assert doctored["resumed"] == 4 and doctored["a_wins"] != first["a_wins"]
    # more games: only the new ones are played, and the whole equals a fresh run
    path.unlink()
    run_arena(GAME, "random", "random", 4, seed=7, records=path)
    warnings: list[str] = []
    more = run_arena(GAME, "random", "random", 6, seed=7, records=path, warn=warnings.append)
    fresh = run_arena(GAME, "random", "random", 6, seed=7)
    assert more["resumed"] == 4 and len(path.read_text().splitlines()) == 6 and not warnings
    for k in ("a_wins", "b_wins", "draws", "a_wins_as_first", "mean_turns", "by_decks"):
        assert more[k] == fresh[k]
    # fewer games: a summary of the first ones, the rest stay in the file
    fewer = run_arena(GAME, "random", "random", 2, seed=7, records=path, warn=warnings.append)
    assert fewer["games"] == 2 and fewer["resumed"] == 2 and len(path.read_text().splitlines()) == 6
    assert any("4 recorded game(s) beyond --games 2" in w for w in warnings)


def test_records_of_another_match_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.jsonl"
    run_arena(GAME, "random", "random", 2, seed=1, records=path)
    before = path.read_bytes()
    args = _cli("--game", GAME, "--a", "random", "--b", "random", "--games", "2", "--seed", "2",
                "--records", str(path), "--jobs", "1")
    assert args.func(args) == 2
    err = capsys.readouterr().err
    assert f"{path}: line 1 records another match" in err and "seed 1" in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_a_torn_last_line_is_played_again_and_other_damage_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    run_arena(GAME, "random", "random", 3, seed=4, records=path)
    whole = outcomes(path)
    text = path.read_text(encoding="utf-8")
    cut = text[: len(text) - 40]  # the third line loses its end and its newline
    path.write_text(cut, encoding="utf-8")
    warnings: list[str] = []
    res = run_arena(GAME, "random", "random", 3, seed=4, records=path, warn=warnings.append)
    assert res["resumed"] == 2 and len(warnings) == 1 and f"{path}: line 3 is cut short" in warnings[0]
    assert outcomes(path) == whole  # the torn line was cut off, the game played and appended again
    # damage anywhere else is refused, naming the file and the line
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join([lines[0], lines[1][:30], lines[2]]) + "\n", encoding="utf-8")
    with pytest.raises(RecordsError, match=r"r\.jsonl: line 2: not valid JSON"):
        load_records(path, {"game": GAME, "a": "random", "b": "random", "seed": 4})
    bad = {**json.loads(lines[0]), "winner": "nobody"}
    path.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    with pytest.raises(RecordsError, match="line 1: not a game record: .*winner"):
        load_records(path, {"game": GAME, "a": "random", "b": "random", "seed": 4})
    path.write_text("[1, 2]\n", encoding="utf-8")
    with pytest.raises(RecordsError, match="line 1: not a game record: not a JSON object"):
        load_records(path, {"game": GAME, "a": "random", "b": "random", "seed": 4})


# -- progress ----------------------------------------------------------------------------------
def test_progress_line() -> None:
    line = format_progress(Progress(done=37, total=200, a_wins=23, draws=0, played=37, elapsed=62.0))
    assert line.startswith("[###-----------------] 37/200 games")
    assert "A 62.2% (95% CI 46.1-75.9%)" in line
    assert line.endswith("1:02 elapsed, 4:33 left")  # 62 s for 37 games, 163 to go
    start = format_progress(Progress(done=10, total=20, a_wins=0, draws=0, played=0, elapsed=0.0))
    assert "10/20 games" in start and "A 0.0% (95% CI 0.0-27.8%)" in start and start.endswith("? left")


def test_progress_goes_to_stderr_and_json_stays_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = _cli("--game", GAME, "--a", "random", "--b", "random", "--games", "2", "--jobs", "1",
                "--progress", "--json")
    assert args.func(args) == 0
    cap = capsys.readouterr()
    assert json.loads(cap.out)["games"] == 2
    assert "[####################] 2/2 games  A " in cap.err and "elapsed" in cap.err


def test_a_failing_game_is_named_and_the_games_before_it_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.ai import arena

    real = arena._play_star

    def broken(task: tuple[str, str, str, int, int]) -> arena.GameRecord:
        if task[3] == 1:
            raise RuntimeError("a rules bug")
        return real(task)

    monkeypatch.setattr(arena, "_play_star", broken)  # in-process only: --jobs 1
    path = tmp_path / "r.jsonl"
    args = _cli("--game", GAME, "--a", "random", "--b", "random", "--games", "3", "--jobs", "1",
                "--records", str(path))
    assert args.func(args) == 1
    err = capsys.readouterr().err
    assert "arena: task 1 ('victory_spark', 'random', 'random', 1, 0) failed: RuntimeError: a rules bug" in err
    assert list(outcomes(path)) == [0]
