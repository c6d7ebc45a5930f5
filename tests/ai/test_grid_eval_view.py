"""The grid search judges `eval_view` (engine/games/grid/view.py), a cheap part of the player's
view: it must show nothing the view does not and score every position the same."""
from __future__ import annotations

import pytest

from engine.games.grid import evaluate as gr
from tests.helpers import arena_positions, check_eval_view


def test_the_evaluation_view_is_a_part_of_the_view_and_scores_the_same() -> None:
    kinds, checked = check_eval_view("grid", gr, 5, 5, 400)
    assert checked > 1000 and {"standby", "priority", "attack"} <= kinds


def test_the_leaf_terms_weighed_by_hand_are_the_evaluation() -> None:
    """`terms` (the fitted leaf's input, scripts/fit_leaf.py) is the hand-set evaluation taken
    apart: weighed by HAND_WEIGHTS each side gives `_side`, and the features read from the light
    view are those of the full view."""
    assert set(gr.HAND_WEIGHTS) == set(gr.TERMS)
    checked, close = 0, 0
    for s in arena_positions("grid", range(3), every=1):
        for p in (0, 1):
            full, light = s.view(p), gr.eval_view(s, p)
            for q in (0, 1):
                t = gr.terms(light, q)
                assert sum(gr.HAND_WEIGHTS[k] * t[k] for k in gr.TERMS) == pytest.approx(gr._side(light, q), abs=1e-9)
                close += t["close"] > 0
            feats = gr.leaf_features(light, p)
            assert feats == gr.leaf_features(full, p)
            assert feats[-1] == (1.0 if s.turn_player == p else -1.0)
            checked += 1
    assert checked > 500 and close > 0
