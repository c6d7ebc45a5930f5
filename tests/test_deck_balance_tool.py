"""benchmarks/deck_balance.py: which arena games it picks per deck pair, how it counts them, and
that a records file is read back instead of played again."""
from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest

from engine.ai.arena import GameRecord, game_setup
from tests.helpers import script_module

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return script_module(ROOT / "benchmarks" / "deck_balance.py")


def test_games_of_a_pair_give_A_the_first_deck_and_alternate_seats(tool: ModuleType) -> None:
    for i, j in tool.deck_pairs(3):
        seeds = []
        for k in range(6):
            idx = tool.arena_index(3, i, j, k)
            game_seed, a_seat, d0, d1 = game_setup("vividz", idx, 1)
            assert a_seat == k % 2
            assert (d0, d1) == ((i, j) if a_seat == 0 else (j, i))  # A plays deck i in both seats
            seeds.append(game_seed)
        assert seeds[0::2] == seeds[1::2]  # each seat swap replays the same game seed
    assert tool.deck_pairs(3) == [(0, 1), (0, 2), (1, 2)]
    assert len(tool.deck_pairs(3, mirrors=True)) == 6


def _played(tool: ModuleType, a_seat: int, first: int, winner: str, turns: int) -> object:
    return tool.Played(GameRecord(0, a_seat, winner, "r", turns, 10), first)


def test_summary_counts_first_player_wins_decks_and_short_games(tool: ModuleType) -> None:
    games = [
        _played(tool, 0, 0, "a", 6),  # A first, A wins: a first-player win
        _played(tool, 1, 0, "b", 9),  # B sits in seat 0 and goes first, B wins: a first-player win
        _played(tool, 0, 1, "a", 10),  # B first, A wins: a second-player win
        _played(tool, 1, 1, "draw", 12),  # a draw is no first-player win
    ]
    row = tool.summarize(games, "X", "Y")
    assert row["games"] == 4 and row["first_wins"] == 2 and row["first_win_rate"] == 0.5
    assert row["a_first"] == 2  # games 1 and 4
    assert row["a_win_rate"] == 0.5 and row["b_win_rate"] == 0.25 and row["draws"] == 1
    assert row["mean_turns"] == 9.25 and row["median_turns"] == 9.5 and row["under_8"] == 0.25
    lo, hi = row["first_win_ci95"]
    assert lo < 0.5 < hi
    assert row["on_target"]
    assert not tool.summarize(games[:1], "X", "Y")["on_target"]  # 6 turns, first player always wins


def test_a_run_is_recorded_and_read_back(tool: ModuleType, tmp_path: Path) -> None:
    rec = tmp_path / "games.jsonl"
    first = tool.run_game("vividz", "random", "random", 2, 3, 1, rec)
    assert first["played"] == 6 and first["read_back"] == 0
    lines = [json.loads(x) for x in rec.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 6 and all(x["first_seat"] in (0, 1) for x in lines)
    assert {x["a_deck"] for x in lines} == {first["pairs"][0]["deck_a"], first["pairs"][2]["deck_a"]}
    again = tool.run_game("vividz", "random", "random", 2, 3, 1, rec)
    assert again["played"] == 0 and again["read_back"] == 6
    assert again["pairs"] == first["pairs"]
    for row in first["pairs"]:
        assert row["games"] == 2 and 0 <= row["first_wins"] <= 2
