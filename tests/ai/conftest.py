"""Shared helpers for the AI tests: decks, fresh games and mid-game positions."""
from __future__ import annotations

import pytest

from engine.ai.arena import arena_decks, fresh
from engine.ai.random_agent import RandomAgent
from engine.games import get_rules
from engine.state import State

GAME = "victory_spark"


def new_game(seed: int, d0: int = 0, d1: int = 1, game: str = GAME) -> State:
    decks = arena_decks(game)
    rules = get_rules(game)
    return rules.new_game([fresh(decks[d0 % len(decks)][1]), fresh(decks[d1 % len(decks)][1])], seed)


def position(seed: int, min_turn: int = 3, kinds: tuple[str, ...] = ("main",), min_options: int = 3,
             game: str = GAME) -> State:
    """A mid-game state reached by seeded random play, at a decision of one of `kinds`."""
    s = new_game(seed, seed, seed + 1, game)
    mover = RandomAgent(seed)
    for _ in range(5000):
        if s.is_terminal():
            return position(seed + 101, min_turn, kinds, min_options, game)
        legal = s.legal_actions()
        if s.turn >= min_turn and s.decision is not None and s.decision.kind in kinds \
                and len(legal) >= min_options:
            return s
        s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
    raise AssertionError("no position found")


@pytest.fixture(scope="session")
def decks() -> list:
    return arena_decks(GAME)
