"""The grid search judges `eval_view` (engine/games/grid/view.py), a cheap part of the player's
view: it must show nothing the view does not and score every position the same."""
from __future__ import annotations

from engine.games.grid import evaluate as gr
from tests.helpers import check_eval_view


def test_the_evaluation_view_is_a_part_of_the_view_and_scores_the_same() -> None:
    kinds, checked = check_eval_view("grid", gr, 5, 5, 400)
    assert checked > 1000 and {"standby", "priority", "attack"} <= kinds
