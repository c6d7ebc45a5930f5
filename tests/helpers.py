"""Shared test helpers: bundled decks, seeded random play."""
from __future__ import annotations

from typing import Any

from engine.cards import CardDef
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.rng import Rng
from engine.state import State


def precon_decks(game: str) -> list[dict[str, list[CardDef]]]:
    paths = precon_paths(game)
    assert len(paths) >= 2, f"{game} needs at least two preconstructed decks"
    return [load_deck_cards(p, game)[1] for p in paths[:2]]


def random_game(game: str, seed: int, decks: list[dict[str, list[CardDef]]] | None = None,
                on_step: Any = None) -> State:
    """Play one seeded random-vs-random game to the end; on_step(state) after every action."""
    rules = get_rules(game)
    state = rules.new_game(decks or precon_decks(game), seed)
    rng = Rng(seed + 7919)
    if on_step:
        on_step(state)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        if on_step:
            on_step(state)
    return state
