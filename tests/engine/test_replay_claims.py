"""What a replay claims about its game (result, turns, players, who gave each answer) is compared with
its re-run (issue 40): `tcgtable replay verify` and `replay show` refuse a file whose claims differ,
naming the file, the key, what it says and what the re-run gives; an untouched file still verifies."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Action
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.replay import check_replay, claim_mismatches, make_replay, read_replay, replay_states, verify
from engine.rng import Rng
from tcgtable.cli import main


def _decks() -> list[Any]:
    return [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]


@pytest.fixture(scope="module")
def finished() -> dict[str, Any]:
    """A replay of a whole random game (it has a winner)."""
    decks = _decks()
    s = get_rules("victory_spark").new_game(decks, 5)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    assert s.result is not None and s.result[0] == "win"
    return json.loads(json.dumps(make_replay(s, decks, ["random", "random"], ["random", "random"])))


@pytest.fixture(scope="module")
def resigned() -> dict[str, Any]:
    """A replay of a game player 0 resigns on player 1's turn: the resignation is player 0's answer."""
    decks = _decks()
    s = get_rules("victory_spark").new_game(decks, 7)
    rng = Rng(7)
    while s.current_player() != 1 or len(s.history) < 10:
        s.apply_action(rng.choice(s.legal_actions()))
    s.apply_action(Action("resign", (0,)))
    return json.loads(json.dumps(make_replay(s, decks, ["a", "b"], ["human", "normal"])))


def _write(tmp_path: Path, data: dict[str, Any], name: str = "r.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


def _verify_cli(capsys: pytest.CaptureFixture[str], *files: Path) -> tuple[int, str, str]:
    rc = main(["replay", "verify", *map(str, files)])
    out = capsys.readouterr()
    return rc, out.out, out.err


def _swap_winner(d: dict[str, Any]) -> None:
    d["result"] = ["win", 1 - d["result"][1], d["result"][2]]


@pytest.mark.parametrize(("key", "edit"), [
    ("result", _swap_winner),
    ("result", lambda d: d.update(result=None)),  # "the game did not end"
    ("result", lambda d: d.update(result=["draw", "agreed"])),
    ("result", lambda d: d["result"].__setitem__(1, float(d["result"][1]))),  # 1.0 is not the seat 1
    ("result", lambda d: d["result"].__setitem__(2, "a reason the game never gave")),
    ("turns", lambda d: d.update(turns=d["turns"] + 1)),
    ("turns", lambda d: d.update(turns=None)),
])
def test_a_claim_the_re_run_does_not_give_fails_verify(finished: dict[str, Any], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str], key: str, edit: Any) -> None:
    data = copy.deepcopy(finished)
    edit(data)
    p = _write(tmp_path, data)
    rc, out, err = _verify_cli(capsys, p)
    assert rc == 1 and err == ""
    line = out.strip()
    assert line.startswith(f"{p}: FAILED: {key}: ")
    # what the file says and what the re-run gives, both shown
    assert repr(data[key])[:40] in line and repr(finished[key])[:40] in line
    assert "final hash" not in line  # the hash does not cover these: the comparison is what catches them


def test_the_untouched_replay_still_verifies_and_shows(finished: dict[str, Any], tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    p = _write(tmp_path, finished)
    rc, out, _err = _verify_cli(capsys, p)
    assert rc == 0 and out.startswith(f"{p}: ok")
    assert main(["replay", "show", str(p)]) == 0
    assert capsys.readouterr().err == ""


def test_replay_show_prints_the_re_run_and_refuses_the_forged_claim(finished: dict[str, Any], tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    data = copy.deepcopy(finished)
    _swap_winner(data)
    p = _write(tmp_path, data)
    assert main(["replay", "show", str(p)]) == 1
    out = capsys.readouterr()
    assert out.out.strip()  # the log (the re-run's) is still printed
    assert out.err.startswith(f"error: {p}: result: ") and "Traceback" not in out.err


def test_several_files_exit_1_when_one_claims_a_wrong_result(finished: dict[str, Any], tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    good = _write(tmp_path, finished, "good.json")
    data = copy.deepcopy(finished)
    _swap_winner(data)
    bad = _write(tmp_path, data, "bad.json")
    rc, out, _err = _verify_cli(capsys, good, bad)
    assert rc == 1 and f"{good}: ok" in out and f"{bad}: FAILED: result" in out


def test_a_claim_left_out_is_not_compared(finished: dict[str, Any], tmp_path: Path) -> None:
    data = copy.deepcopy(finished)
    del data["result"], data["turns"], data["players"]
    v = check_replay(read_replay(_write(tmp_path, data)), "r.json")
    assert v.ok, v.message
    assert list(v.result or ()) == finished["result"] and v.turns == finished["turns"]
    assert v.answers == len(finished["actions"])


def test_the_verdict_carries_the_re_runs_result_even_when_the_file_lies(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    _swap_winner(data)
    v = check_replay(data, "r.json")
    assert not v.ok and list(v.result or ()) == finished["result"] and v.turns == finished["turns"]


def test_a_resignation_credited_to_the_wrong_seat_is_caught(resigned: dict[str, Any], tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    ok, msg = verify(resigned, "r.json")
    assert ok, msg
    last = len(resigned["actions"]) - 1
    assert resigned["actions"][last] == [0, ["resign", 0]]
    data = copy.deepcopy(resigned)
    data["actions"][last][0] = 1  # player 1 is to act, so the seat looks plausible
    rc, out, _err = _verify_cli(capsys, _write(tmp_path, data))
    assert rc == 1 and f"FAILED: actions[{last}]: " in out
    # the comparison alone names it (format 2's hash would catch the edit too, but not say what it is)
    final = list(replay_states(data, "r.json"))[-1][0]
    assert [k for k, _p in claim_mismatches(data, final)] == [f"actions[{last}]"]


def test_a_file_with_three_players_is_refused_as_unreadable(finished: dict[str, Any], tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    data = copy.deepcopy(finished)
    data["players"] = ["a", "b", "c"]
    p = _write(tmp_path, data)
    rc, _out, err = _verify_cli(capsys, p)
    assert rc == 2 and err.startswith(f"error: {p}: players")


def test_claims_name_the_number_of_players(finished: dict[str, Any]) -> None:
    final = list(replay_states(finished, "r.json"))[-1][0]
    data = dict(finished, players=["only one"])  # past the header (which refuses it first in a file)
    assert [k for k, _p in claim_mismatches(data, final)] == ["players"]
    assert claim_mismatches(finished, final) == []


def test_a_replay_of_another_engine_version_that_does_not_play_back_says_so(finished: dict[str, Any]) -> None:
    """Rules fixes change how a game plays: a replay recorded by another engine version that no
    longer re-runs names both versions, so the player knows why."""
    from engine.version import ENGINE_VERSION
    data = copy.deepcopy(finished)
    data["engine_version"] = "0.0.9"
    data["final_hash"] = "0" * 16
    v = check_replay(data)
    assert not v.ok and "0.0.9" in v.message and ENGINE_VERSION in v.message
    same = copy.deepcopy(finished)
    same["final_hash"] = "0" * 16
    assert "0.0.9" not in check_replay(same).message and ENGINE_VERSION not in check_replay(same).message
