"""The deck lab (engine/ai/lab.py, `tcgtable lab`): who played what, counted from the games."""
from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from engine.ai.arena import arena_decks, fresh
from engine.ai.lab import lab_csv, lab_setup, play_lab_game, run_lab
from engine.games import get_rules
from tcgtable.cli import main


def _lab(game: str = "victory_spark", games: int = 6, level: str = "random", seed: int = 3) -> dict:
    decks = arena_decks(game)
    return run_lab(game, decks[0], decks[1:], level, games, seed, jobs=1)


def test_games_alternate_seats_and_take_turns_among_opponents() -> None:
    s = _lab(games=8)
    assert s["games"] == 8 == s["wins"] + s["losses"] + s["draws"]
    assert [o["games"] for o in s["by_opponent"]] == [4, 4]  # pairs 0, 2 / 1, 3
    assert [x["games"] for x in s["by_seat"]] == [4, 4]
    assert all(seat["games"] == 2 for o in s["by_opponent"] for seat in o["by_seat"])
    assert [lab_setup(i, 3, 2)[1:] for i in range(4)] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert lab_setup(0, 3, 2)[0] == lab_setup(1, 3, 2)[0] != lab_setup(2, 3, 2)[0]  # a pair shares its seed


def test_the_same_lab_is_the_same_games() -> None:
    a, b = _lab(), _lab()
    a.pop("seconds")
    b.pop("seconds")
    assert a == b


def test_per_card_counts_come_from_the_game() -> None:
    """Every card the deck's seat drew (the game's draw events, the opening hand included) counts
    as drawn, every card it played (play events) as played: checked against the same game played
    again with the same seeds and agents, reading its events."""
    from engine.ai.levels import make_agent

    game = "victory_spark"
    decks = arena_decks(game)
    deck, opps = decks[0][1], [d for _, d in decks[1:]]
    for index in (0, 1, 2):
        g = play_lab_game((game, deck, opps, "random", index, 5))
        game_seed, opp, seat = lab_setup(index, 5, len(opps))
        both = [fresh(deck), fresh(opps[opp])]
        if seat == 1:
            both.reverse()
        state = get_rules(game).new_game(both, game_seed)
        agents = [make_agent("random", 5 * 7_777_777 + index * 2 + s + 1) for s in (0, 1)]
        draws, plays = set(), set()
        while not state.is_terminal():
            legal = state.legal_actions()
            p = state.current_player()
            for e in state.apply_action(legal[0] if len(legal) == 1 else agents[p].choose(state, p)):
                if e.kind == "draw" and e.get("player") == seat:
                    draws.add(e.get("card"))
                elif e.kind == "play" and e.get("player") == seat:
                    plays.add(e.get("card"))
        assert draws and draws <= set(g.drawn)
        assert plays == set(g.played)
        ids = {cd.id for cards in deck.values() for cd in cards}
        assert set(g.drawn) <= ids and set(g.played) <= ids


def test_the_summary_adds_up_and_exports_as_csv() -> None:
    s = _lab(games=6)
    deck_size = sum(len(c) for c in arena_decks("victory_spark")[0][1].values())
    assert sum(c["copies"] for c in s["cards"]) == deck_size
    for c in s["cards"]:
        assert 0 <= c["drawn"] <= s["games"] and 0 <= c["played"] <= s["games"]
        assert c["wins_when_drawn"] <= c["drawn"]
        assert c["win_rate_when_drawn"] == (c["wins_when_drawn"] / c["drawn"] if c["drawn"] else None)
    vz = _lab("vividz", games=2)  # the account and missions are never drawn: only the main deck is listed
    assert sum(c["copies"] for c in vz["cards"]) == len(arena_decks("vividz")[0][1]["main"])
    rows = list(csv.reader(io.StringIO(lab_csv(s, "ja"))))
    assert rows[0][:4] == ["section", "opponent", "seat", "games"] and rows[1][0] == "all"
    card_head = rows.index(["card", "name", "copies", "games_drawn", "games_played", "wins_when_drawn",
                            "win_rate_when_drawn"])
    assert len(rows) - card_head - 1 == len(s["cards"])
    first = s["cards"][0]
    assert rows[card_head + 1][:3] == [first["card"], first["name"]["ja"], str(first["copies"])]


def test_the_command_reports_and_names_a_bad_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "lab.csv"
    assert main(["lab", "--game", "victory_spark", "--deck", "spark rush", "--opponent", "Guard Control",
                 "--level", "random", "--games", "2", "--jobs", "1", "--csv", str(out)]) == 0
    text = capsys.readouterr().out
    assert "Spark Rush" in text and "vs Guard Control: " in text and out.read_text(encoding="utf-8")
    assert main(["lab", "--game", "victory_spark", "--deck", "No Such Deck", "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "No Such Deck" in err and "Spark Rush" in err and "Traceback" not in err
    bad = tmp_path / "bad.txt"
    bad.write_text("4 NOPE-001\n", encoding="utf-8")
    assert main(["lab", "--game", "victory_spark", "--deck", str(bad), "--games", "2"]) == 2
    err = capsys.readouterr().err
    assert "bad.txt" in err and "Traceback" not in err
    assert main(["lab", "--game", "victory_spark", "--deck", "spark rush", "--level", "bogus"]) == 2
