"""The Hint (engine/ai/hint.py): the best-rated options with their win chances, from the player's
own view only."""
from __future__ import annotations

import pytest

from engine.ai.arena import new_arena_game
from engine.ai.hint import hint_options
from engine.rng import Rng


def _decision(game: str, seed: int = 3):  # type: ignore[no-untyped-def]
    """A position a few answers in where the player to answer has a choice."""
    state, _ = new_arena_game(game, 0, seed)
    r = Rng(seed)
    n = 0
    while n < 25 or len(state.legal_actions()) < 3:
        legal = state.legal_actions()
        state.apply_action(legal[r.below(len(legal))])
        n += 1
    return state


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_options_come_best_first_with_chances(game: str) -> None:
    s = _decision(game)
    p = s.current_player()
    got = hint_options(s, p, 5)
    assert 1 <= len(got) <= 3 and all(a in s.legal_actions() for a, _c in got)
    chances = [c for _a, c in got]
    assert chances == sorted(chances, reverse=True) and all(0.0 <= c <= 1.0 for c in chances)
    assert hint_options(s, p, 5) == got  # seeded
    assert hint_options(s, 1 - p, 5) == []  # not that player's decision


@pytest.mark.parametrize("game", ["victory_spark", "grid"])
def test_a_hint_reads_only_the_players_view(game: str) -> None:
    """A world that differs only in what the player cannot see (the opponent's hand, the decks'
    order: resampled for the player) gives the same hint."""
    s = _decision(game)
    p = s.current_player()
    other = s.resample(p, 99)
    assert other.view(p) == s.view(p)
    assert hint_options(other, p, 5) == hint_options(s, p, 5)


@pytest.mark.parametrize("game", ["vividz", "phantom_magic_vision"])
def test_a_hint_from_plain_data_is_the_same(game: str) -> None:
    """The app asks its worker processes (hint_job): from the position as a saved game they give the
    very hint of the position itself."""
    from engine import savegame
    from engine.ai.hint import hint_job

    s = _decision(game)
    p = s.current_player()
    got = hint_job(savegame.save(s), p, 5, 12)
    assert got == [(a.to_json(), c) for a, c in hint_options(s, p, 5, top=12)] and got
