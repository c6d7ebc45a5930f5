"""Seeded random games (tests.helpers.RANDOM_GAMES, 30 unless set) of Vividz, checking invariants after every action: no exception,
card conservation, zones, clone and save/load equality, termination, and replays verify."""
from __future__ import annotations

import json

import pytest

from engine import savegame
from engine.replay import make_replay, verify
from engine.state import REVERSE, State
from tests.helpers import RANDOM_GAMES, InvariantChecker, every_precon_pairing_ends, precon_decks, random_game

GAME = "vividz"
GAMES = RANDOM_GAMES
CHUNK = 25
MAX_ACTIONS = 20000
PRIORITY = ("main", "block", "charge", "keep")


def check_invariants(s: State, full: bool, clone: bool = True) -> None:
    n = len(s.defs)
    seen = [0] * n
    for key, cards in s.zones.items():
        for i in cards:
            seen[i] += 1
            assert s.zone_of[i] == key
            if key not in ("temp", "scout"):  # vividz:502.4c cards go to their owner's zones
                assert int(key[0]) == s.owner[i], f"card {i} of player {s.owner[i]} in {key}"
    assert seen == [1] * n, "every card is in exactly one zone (501.1)"
    for p in (0, 1):
        assert len(s.zones[f"{p}.account"]) == 1  # vividz:601.1a
        assert len(s.zones[f"{p}.mission"]) == 3  # vividz:601.1b
        assert len(s.zones[f"{p}.keep"]) <= 1  # vividz:705.2
        for i in s.zones[f"{p}.energy"] + s.zones[f"{p}.trash"] + s.zones[f"{p}.hand"]:
            assert s.orient[i] != REVERSE
    if s.decision is not None and s.decision.kind in PRIORITY and s.result is None:
        assert not s.zones["temp"] and not s.zones["scout"], "temporary and scout zones are empty at priority"
        assert not s.flags.get("pend"), "no triggered ability waits at priority (202.2b)"
        for p in (0, 1):
            for k in range(3):
                area = s.zones[f"{p}.area{k}"]
                # vividz:1002.1 vividz:1003.1 one chara per area once rule effects are done
                assert len(area) <= 1, f"area {p}.{k}: {area}"
                if not area:  # vividz:513.3b EXP belong to a chara in that area
                    assert not s.zones[f"{p}.exp{k}"]
                for i in area:  # vividz:1004.1 vividz:1004.2
                    from engine.games.vividz.core import power
                    assert s.damage[i] < power(s, i) and power(s, i) > 0
    if clone or full:
        c = s.clone()
        assert c.snapshot() == s.snapshot()
    if full:
        loaded = savegame.load(json.loads(json.dumps(savegame.save(s))))
        assert loaded.snapshot() == s.snapshot()


@pytest.mark.rule("vividz:501.1", "vividz:501.4", "vividz:502.4c", "vividz:601.1a", "vividz:601.1b", "vividz:705.2",
                  "vividz:1002.1", "vividz:1003.1", "vividz:1004.1", "vividz:1004.2", "vividz:513.3b", "vividz:101.2",
                  "vividz:1007.1", "vividz:1007.2", "vividz:202.2", "vividz:202.2a", "vividz:202.2b")
@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_random_games_keep_invariants(start: int) -> None:
    decks = precon_decks(GAME)
    for seed in range(start, min(start + CHUNK, GAMES)):
        state = random_game(GAME, seed, decks, InvariantChecker(check_invariants, MAX_ACTIONS))
        assert state.is_terminal()
        check_invariants(state, full=True)
        replay = json.loads(json.dumps(make_replay(state, decks, ["a", "b"], ["random", "random"])))
        ok, msg = verify(replay)
        assert ok, f"seed {seed}: {msg}"


def test_every_precon_pairing_plays_to_the_end() -> None:
    """The third preconstructed deck plays too (each pair, a few seeds)."""
    every_precon_pairing_ends(GAME)
