"""Seeded random games (tests.helpers.RANDOM_GAMES, 30 unless set) of Phantom Magic Vision, checking invariants after every action: no
exception, card conservation, what stands on 場 and what is set under it, the set limits, the
play areas empty at a main-phase decision with nothing in progress, clone and save/load equality
(transformed faces too), termination, and replays verify."""
from __future__ import annotations

import json

import pytest

from engine import savegame, stack
from engine.games.phantom_magic_vision import core
from engine.replay import make_replay, verify
from engine.state import REST, STAND, State
from tests.helpers import RANDOM_GAMES, InvariantChecker, every_precon_pairing_ends, precon_decks, random_game

GAME = "phantom_magic_vision"
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
            if not key.endswith(".set"):  # a 呪符 sits under the opponent's character, in that player's area
                assert int(key[0]) == s.owner[i], f"card {i} of player {s.owner[i]} in {key}"
    assert seen == [1] * n, "every card is in exactly one zone (D3.1)"
    hosts = dict(s.flags.get(core.HOSTS, ()))
    for p in (0, 1):
        for i in s.zones[f"{p}.field"]:
            d = s.defs[i]
            assert d.type == "character" or core.set_kind(s, i) in ("field_equip", "world_curse", "phantasm"), \
                "場 holds characters and cards set on the field (D3.1, 10.15-10.17)"
            assert s.orient[i] in (STAND, REST)
        for i in s.zones[f"{p}.set"]:
            h = hosts.get(i)
            assert h is not None and core.is_character(s, h), "a set card is under a character on 場 (10.13, A9)"
        for c in core.characters(s, p):
            equips = [x for x in core.set_cards(s, c) if core.set_kind(s, x) == "equip"]
            assert len(equips) <= 1, "one 装備 per character (10.13.4)"
        assert sum(1 for i in s.zones[f"{p}.field"] if core.set_kind(s, i) == "field_equip") <= 1  # 10.15.3
        for i in s.zones[f"{p}.nodes"]:
            assert s.orient[i] in (STAND, REST)
        for i in s.zones[f"{p}.sideboard"]:
            assert "second_seal" in s.defs[i].attrs.get("keywords", ()), "only 弐符 cards wait in the sideboard (A14)"
    if s.decision is not None and s.decision.kind == "priority" and not stack.items(s):
        assert not s.zones["0.play"] and not s.zones["1.play"], "nothing is in a play area with nothing in progress"
    if s.result is None:
        assert core.life(s, 0) > 0 and core.life(s, 1) > 0, "a player at 0 life has lost (D1.2)"
    if clone or full:
        c = s.clone()
        assert c.snapshot() == s.snapshot()
    if full:
        loaded = savegame.load(json.loads(json.dumps(savegame.save(s))))
        assert loaded.snapshot() == s.snapshot()


@pytest.mark.rule("phantom_magic_vision:D3.1", "phantom_magic_vision:D1.2", "phantom_magic_vision:10.13.4",
                  "phantom_magic_vision:10.15.3", "phantom_magic_vision:A9", "phantom_magic_vision:A14",
                  "phantom_magic_vision:D4.1", "phantom_magic_vision:D4.2")
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
