"""Phantom Magic Vision's leaf terms (for a leaf fitted to game outcomes, scripts/fit_leaf.py) are
the hand-set evaluation taken apart: weighted by HAND_WEIGHTS they give `score` back exactly, at
every position of random games, from both players' views."""
from __future__ import annotations

from engine.ai.base import view_for_eval
from engine.games import get_rules
from engine.games.phantom_magic_vision import evaluate as ev
from engine.rng import Rng
from tests.helpers import precon_decks


def test_hand_weighted_terms_are_the_hand_set_score() -> None:
    rules = get_rules("phantom_magic_vision")
    weights = [ev.HAND_WEIGHTS[k] for k in ev.TERMS] + [0.0]
    checked = 0
    for seed in (1, 2):
        s = rules.new_game(precon_decks("phantom_magic_vision"), seed)
        rng = Rng(seed)
        while not s.is_terminal():
            for p in (0, 1):
                view = view_for_eval(ev, s, p)
                f = ev.leaf_features(view, p, s.deftable)
                assert len(f) == len(ev.TERMS) + 1 and f[-1] in (1.0, -1.0)
                assert abs(sum(a * b for a, b in zip(weights, f, strict=True)) - ev.score(view, p, s.deftable)) < 1e-9
                checked += 1
            s.apply_action(rng.choice(s.legal_actions()))
    assert checked > 200


def test_the_fitted_leaf_is_a_value_in_bounds_and_a_finished_game_is_its_result() -> None:
    rules = get_rules("phantom_magic_vision")
    s = rules.new_game(precon_decks("phantom_magic_vision"), 3)
    rng = Rng(3)
    while not s.is_terminal():
        view = view_for_eval(ev, s, 0)
        assert -1.0 < ev.leaf(view, 0, s.deftable) < 1.0
        s.apply_action(rng.choice(s.legal_actions()))
    winner = s.result[1] if s.result[0] == "win" else None
    for p in (0, 1):
        want = 0.0 if winner is None else (1.0 if winner == p else -1.0)
        assert ev.leaf(view_for_eval(ev, s, p), p, s.deftable) == want
