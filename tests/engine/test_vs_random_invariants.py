"""Seeded random games (tests.helpers.RANDOM_GAMES, 30 unless set) of Victory Spark, checking invariants after every action."""
from __future__ import annotations

import json

import pytest

from engine import savegame
from engine.replay import make_replay, verify
from engine.state import State
from tests.helpers import RANDOM_GAMES, precon_decks, random_game

GAMES = RANDOM_GAMES
CHUNK = 20
MAX_ACTIONS = 20000


def check_invariants(s: State, full: bool) -> None:
    n = len(s.defs)
    seen = [0] * n
    for key, cards in s.zones.items():
        for i in cards:
            seen[i] += 1
            assert s.zone_of[i] == key
            if key != "rz":  # victory_spark:3.1.4 cards never enter the opponent's zones
                assert int(key[0]) == s.owner[i], f"card {i} of player {s.owner[i]} in {key}"
    assert seen == [1] * n, "every card is in exactly one zone"
    # outside a play or an ability in progress (3.3.1.3.2 refills the ring after it ends)
    if s.decision is not None and s.decision.kind in ("main", "energy", "attack", "support", "block", "discard"):
        for p in (0, 1):
            ring = s.zones[f"{p}.ring"]
            # victory_spark:3.3.1.3 the ring always holds one card (unless the deck ran out: 8.2.3)
            assert len(ring) == 1 or (not ring and not s.zones[f"{p}.deck"]), f"ring of {p}: {ring}"
            for b in range(3):  # victory_spark:3.3.2.2 one card per bench slot
                assert len(s.zones[f"{p}.bench{b}"]) <= 1
    c = s.clone()
    assert c.snapshot() == s.snapshot()
    if full:
        loaded = savegame.load(json.loads(json.dumps(savegame.save(s))))
        assert loaded.snapshot() == s.snapshot()


@pytest.mark.rule("victory_spark:3.1.4", "victory_spark:3.3.1.3", "victory_spark:3.3.2.2", "victory_spark:R6",
                  "victory_spark:9.1.2", "victory_spark:R7")
@pytest.mark.parametrize("start", range(0, GAMES, CHUNK))
def test_random_games_keep_invariants(start: int) -> None:
    decks = precon_decks("victory_spark")
    for seed in range(start, min(start + CHUNK, GAMES)):
        count = [0]

        def step(s: State, count: list[int] = count) -> None:
            count[0] += 1
            assert count[0] < MAX_ACTIONS, "game does not terminate"
            check_invariants(s, full=count[0] % 48 == 0)  # a save load tries every answer: as tests/helpers.py

        state = random_game("victory_spark", seed, decks, step)
        assert state.is_terminal()
        check_invariants(state, full=True)
        replay = json.loads(json.dumps(make_replay(state, decks, ["a", "b"], ["random", "random"])))
        ok, msg = verify(replay)
        assert ok, f"seed {seed}: {msg}"
