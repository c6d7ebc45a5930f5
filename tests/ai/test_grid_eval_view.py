"""The grid search judges `eval_view` (engine/games/grid/view.py), a cheap part of the player's
view: it must show nothing the view does not and score every position the same."""
from __future__ import annotations

from engine.ai.arena import new_arena_game
from engine.ai.random_agent import RandomAgent
from engine.games.grid import evaluate as gr
from tests.helpers import part_of


def test_the_evaluation_view_is_a_part_of_the_view_and_scores_the_same() -> None:
    kinds = set()
    checked = 0
    for seed in range(5):
        s, _seat = new_arena_game("grid", seed, 5)
        mover = RandomAgent(seed)
        for _ in range(400):
            if s.is_terminal():
                break
            kinds.add(s.decision.kind if s.decision is not None else None)
            for p in (0, 1):
                full, light = s.view(p), gr.eval_view(s, p)
                part_of(light, full)
                assert gr.evaluate(light, p, s.deftable) == gr.evaluate(full, p, s.deftable)
                checked += 1
            legal = s.legal_actions()
            s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))
        for p in (0, 1):  # the finished game too (its result decides the score)
            assert gr.evaluate(gr.eval_view(s, p), p, s.deftable) == gr.evaluate(s.view(p), p, s.deftable)
    assert checked > 1000 and {"standby", "priority", "attack"} <= kinds
