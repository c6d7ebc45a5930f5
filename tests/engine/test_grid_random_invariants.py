"""Seeded random games (tests.helpers.RANDOM_GAMES, 30 unless set) of the grid game, checking invariants after every action: no exception,
card conservation, one unit per area inside its mask, the stack empty between turns, clone and
save/load equality, termination, and replays verify."""
from __future__ import annotations

import json

import pytest

from engine import savegame, stack
from engine.games.grid import core
from engine.replay import make_replay, verify
from engine.state import REST, REVERSE, State
from tests.helpers import RANDOM_GAMES, InvariantChecker, every_precon_pairing_ends, precon_decks, random_game

GAME = "grid"
GAMES = RANDOM_GAMES
CHUNK = 25
MAX_ACTIONS = 20000


def check_invariants(s: State, full: bool, clone: bool = True) -> None:
    n = len(s.defs)
    seen = [0] * n
    for key, cards in s.zones.items():
        for i in cards:
            seen[i] += 1
            assert s.zone_of[i] == key
            if key != "stack":
                assert int(key[0]) == s.owner[i], f"card {i} of player {s.owner[i]} in {key}"
    assert seen == [1] * n, "every card is in exactly one zone (2.1)"
    for p in (0, 1):
        for a in range(9):
            area = s.zones[f"{p}.g{a}"]
            assert len(area) <= 1, "an area holds at most one unit (2.3)"
            for i in area:
                assert s.defs[i].type == "unit" and core.mask(s, i)[a], "a unit stands where its mask allows (2.4)"
        assert len(s.zones[f"{p}.slot"]) <= 1  # grid:8.4
        for i in s.zones[f"{p}.slot"]:
            assert core.keyword(s, i, "field")  # grid:7.3
        for i in s.zones[f"{p}.attribute"]:
            assert s.orient[i] != REVERSE
    if s.decision is not None and s.decision.kind in ("standby", "action"):
        assert not stack.items(s) and not s.zones["stack"], "nothing waits on the stack at a step's own decision"
    if s.decision is not None and s.decision.kind == "standby":
        fresh = s.flags.get("fresh", ())
        for i in fresh:  # grid:3.5 / Q13: only units frozen since their placement this turn
            assert s.orient[i] == REST and s.zone_of[i][2:3] in ("g", "s")
    if clone or full:
        c = s.clone()
        assert c.snapshot() == s.snapshot()
    if full:
        loaded = savegame.load(json.loads(json.dumps(savegame.save(s))))
        assert loaded.snapshot() == s.snapshot()


@pytest.mark.rule("grid:2.1", "grid:2.3", "grid:2.4", "grid:3.5", "grid:7.3", "grid:8.4", "grid:1.4", "grid:1.8",
                  "grid:7.1", "grid:4.1", "grid:4.2", "grid:4.3", "grid:4.4")
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
    every_precon_pairing_ends(GAME)
