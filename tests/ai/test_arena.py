"""The arena runner and the `arena` command's JSON output."""
from __future__ import annotations

import argparse
import json

from engine.ai.arena import new_arena_game, run_arena, wilson
from tcgtable import arena_cmd


def _args(**kw: object) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    arena_cmd.add_command(parser.add_subparsers(dest="command"))
    argv = ["arena"]
    for k, v in kw.items():
        if v is True:
            argv.append(f"--{k}")
        else:
            argv += [f"--{k}", str(v)]
    return parser.parse_args(argv)


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] > 0.9999


def test_arena_plays_whole_preconstructed_decks() -> None:
    """A Vividz deck's account card and three missions are part of the game (601.1a/b): an arena
    that dealt only the main deck would play games no player can win by missions."""
    for index in range(3):
        state, _seat = new_arena_game("vividz", index, 7)
        for p in (0, 1):
            assert len(state.zones[f"{p}.mission"]) == 3
            assert len(state.zones[f"{p}.account"]) == 1
            assert all(state.defs[i].type not in ("mission", "account") for i in state.zones[f"{p}.deck"])


def test_arena_json_keys(capsys) -> None:  # type: ignore[no-untyped-def]
    args = _args(game="victory_spark", a="ismcts:5", b="random", games=2, seed=1, jobs=2, json=True)
    assert args.func(args) == 0
    res = json.loads(capsys.readouterr().out)
    for key in ("games", "a_wins", "b_wins", "draws", "a_win_rate", "a_win_rate_ci95"):
        assert key in res
    assert res["games"] == 2 and res["a_wins"] + res["b_wins"] + res["draws"] == 2
    assert len(res["a_win_rate_ci95"]) == 2
    for who in ("a", "b"):
        assert {"decision_ms_mean", "decision_ms_p95"} <= set(res["agents"][who])
    assert res["agents"]["a"]["iterations_per_second"] > 0


def test_arena_text_and_bad_spec(capsys) -> None:  # type: ignore[no-untyped-def]
    args = _args(game="victory_spark", a="random", b="random", games=2, seed=2)
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "A win rate" in out and "95% CI" in out and "p95 ms" in out
    bad = _args(game="victory_spark", a="chess", b="random", games=2)
    assert bad.func(bad) == 2
    nogame = _args(game="nosuchgame", a="random", b="random", games=2)
    assert nogame.func(nogame) == 2


def test_arena_reports_results_per_deck_pair() -> None:
    """Every game counts once under its ordered (A's deck, B's deck) pair, and the pairs add up
    to the totals: games 2k and 2k+1 play the same pair with the seats swapped."""
    from engine.ai.arena import arena_decks, game_setup

    res = run_arena("victory_spark", "random", "random", games=6, seed=3)
    names = [name for name, _ in arena_decks("victory_spark")]
    rows = res["by_decks"]
    assert sum(r["games"] for r in rows) == 6
    for key in ("a_wins", "b_wins", "draws"):
        assert sum(r[key] for r in rows) == res[key]
    expect = []
    for i in range(0, 6, 2):
        _s, a_seat, d0, d1 = game_setup("victory_spark", i, 3)
        expect.append((names[d0], names[d1]) if a_seat == 0 else (names[d1], names[d0]))
    assert [(r["a_deck"], r["b_deck"]) for r in rows] == list(dict.fromkeys(expect))
    assert all(r["games"] == 2 for r in rows)


def test_arena_alternates_seats_and_is_reproducible() -> None:
    one = run_arena("victory_spark", "random", "random", games=4, seed=9)
    two = run_arena("victory_spark", "random", "random", games=4, seed=9)
    for k in ("a_wins", "b_wins", "draws", "a_wins_as_first", "mean_turns"):
        assert one[k] == two[k]
