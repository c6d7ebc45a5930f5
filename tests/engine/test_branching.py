"""Reshuffling what neither player has seen, where a game branches off another's position
(engine/branching.py; G2: a game is its decks, seed and answers, so the reshuffle is recorded)."""
from __future__ import annotations

import pytest

from engine import knowledge
from engine.ai.arena import new_arena_game
from engine.branching import branch_hooks, reshuffle_unseen
from engine.rng import Rng


def _mid_game(game: str, answers: int = 30):  # type: ignore[no-untyped-def]
    state, _ = new_arena_game(game, 0, 3)
    r = Rng(5)
    for _ in range(answers):
        legal = state.legal_actions()
        state.apply_action(legal[r.below(len(legal))])
    return state


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_decks_get_a_new_order_and_nothing_else_moves(game: str) -> None:
    state = _mid_game(game)
    before = state.clone()
    reshuffle_unseen(state, 7)
    for q in (0, 1):
        key = f"{q}.deck"
        assert sorted(state.zones[key]) == sorted(before.zones[key])  # the same cards
    assert any(state.zones[f"{q}.deck"] != before.zones[f"{q}.deck"] for q in (0, 1))
    for key in state.zones:
        if not key.endswith(".deck"):
            assert state.zones[key] == before.zones[key]  # hands, boards, face-down cards stay
    assert state.rng != before.rng  # later random events differ too
    again = before.clone()
    reshuffle_unseen(again, 7)
    assert again.zones == state.zones and again.rng == state.rng  # the seed gives the same reshuffle
    other = before.clone()
    reshuffle_unseen(other, 8)
    assert other.zones != state.zones


def test_a_place_either_player_knows_stays() -> None:
    """A deck card whose place player 0 knows, and one whose place player 1 knows, keep their
    places; the rest of the deck is reordered around them."""
    state = _mid_game("victory_spark")
    deck = state.zones["0.deck"]
    a, b = deck[1], deck[-2]
    knowledge.store(state, [(0, a, state.obj[a], state.defs[a].id, 1),
                            (1, b, state.obj[b], state.defs[b].id, len(deck) - 2)])
    assert knowledge.known_cards(state, 0)[a][1] == 1
    for seed in range(5):
        s = state.clone()
        reshuffle_unseen(s, seed)
        d = s.zones["0.deck"]
        assert d[1] == a and d[-2] == b


def test_hooks_come_only_with_a_reshuffle() -> None:
    assert branch_hooks(None) == {} and branch_hooks({"replay": "x", "step": 3, "final_hash": None,
                                                       "reshuffle": None}) == {}
    hooks = branch_hooks({"replay": "x", "step": 3, "final_hash": None, "reshuffle": 9})
    assert list(hooks) == [3]
    s = _mid_game("grid")
    t = s.clone()
    hooks[3](s)
    reshuffle_unseen(t, 9)
    assert s.zones == t.zones
