"""Game review (engine/ai/review.py, `tcgtable review`): a player's decisions re-examined from their
own view, the clearly worse ones marked, the win chance over the game."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.ai.review import MARGIN, review_replay
from engine.replay import save_replay
from tcgtable.cli import main
from tests.helpers import played_replay


def _replay(game: str = "victory_spark") -> dict:
    """Seat 0 answers at random (blunders to find), seat 1 is the heuristic."""
    return played_replay(game, ("heuristic,blunder=1", "heuristic"))


def test_a_review_marks_clearly_worse_decisions_and_follows_the_game() -> None:
    data = _replay()
    r = review_replay(data, 0, 3)
    assert r is not None
    assert len(r["chances"]) == len(data["actions"]) + 1 and all(0.0 <= c <= 1.0 for c in r["chances"])
    won = data["result"][0] == "win" and data["result"][1] == 0
    assert r["chances"][-1] == (1.0 if won else 0.0)  # the end is the result
    assert r["decisions"] > 0 and r["moments"]  # a random player leaves some
    for m in r["moments"]:
        assert data["actions"][m["position"]] == [0, m["chosen"]]  # the player's own answer there
        assert m["best_chance"] - m["chosen_chance"] >= MARGIN - 1e-9
        assert m["options"][0] == [m["best"], m["best_chance"]]
    assert review_replay(data, 0, 3) == r  # seeded
    other = review_replay(data, 1, 3)
    assert other is not None and all(data["actions"][m["position"]][0] == 1 for m in other["moments"])


def test_a_review_shows_where_the_player_asked_for_hints() -> None:
    """The replay's `hints` (positions where the player asked) come back for the reviewed seat only,
    and a marked decision says whether a hint was asked there."""
    data = _replay()
    mine = [n for n, (seat, _a) in enumerate(data["actions"]) if seat == 0]
    theirs = next(n for n, (seat, _a) in enumerate(data["actions"]) if seat == 1)
    plain = review_replay(data, 0, 3)
    assert plain is not None and plain["hints"] == []
    marked = plain["moments"][0]["position"]
    data["hints"] = [mine[0], marked, theirs]
    r = review_replay(data, 0, 3)
    assert r is not None and r["hints"] == sorted({mine[0], marked})
    assert [m["hinted"] for m in r["moments"]] == [m["position"] == marked or m["position"] == mine[0]
                                                  for m in r["moments"]]
    assert review_replay(data, 1, 3)["hints"] == [theirs]  # type: ignore[index]


def test_a_review_can_be_cancelled_and_reports_progress() -> None:
    data = _replay()
    seen: list[int] = []
    assert review_replay(data, 0, 3, progress=lambda d, t: seen.append(d), cancelled=lambda: len(seen) >= 1) is None
    assert seen and seen[0] < len(data["actions"])  # stopped after its first part
    review_replay(data, 0, 3, progress=lambda d, t: seen.append(d))
    assert seen[-1] == len(data["actions"])


def test_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    save_replay(path, _replay())
    assert main(["review", str(path)]) == 0  # seat 0 is "You"
    out = capsys.readouterr().out
    assert "player 0 (You)" in out and "better" in out
    assert main(["review", str(path), "--json", "--player", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["player"] == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "Traceback" not in err


def test_worker_processes_give_the_same_review() -> None:
    data = _replay()
    assert review_replay(data, 0, 3, jobs=2) == review_replay(data, 0, 3, jobs=1)
