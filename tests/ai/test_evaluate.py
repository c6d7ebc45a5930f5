"""The Victory Spark evaluation of a view and the action prior."""
from __future__ import annotations

import copy

from engine.games.victory_spark.evaluate import evaluate, prior

from .conftest import position


def test_evaluate_is_bounded_and_antisymmetric_in_retires() -> None:
    s = position(51)
    p = s.current_player()
    v = s.view(p)
    base = evaluate(v, p, s.deftable)
    assert -1.0 < base < 1.0
    worse = copy.deepcopy(v)
    worse["players"][p]["retire"] = worse["players"][p]["retire"] + [worse["players"][p]["ring"][0]] * 5
    better = copy.deepcopy(v)
    better["players"][1 - p]["retire"] = better["players"][1 - p]["retire"] + [better["players"][1 - p]["ring"][0]] * 5
    assert evaluate(worse, p, s.deftable) < base < evaluate(better, p, s.deftable)
    assert evaluate(v, p) == evaluate(v, p, None)  # works without the card table too


def test_evaluate_terminal_views() -> None:
    s = position(52)
    v = s.view(0)
    v["result"] = ["win", 0, "test"]
    assert evaluate(v, 0) == 1.0 and evaluate(v, 1) == -1.0
    v["result"] = ["draw", "test"]
    assert evaluate(v, 0) == 0.0


def test_prior_scores_every_legal_action() -> None:
    for seed, kinds in ((53, ("main",)), (54, ("energy",)), (55, ("attack", "support"))):
        s = position(seed, kinds=kinds, min_options=2)
        vals = [prior(s, a) for a in s.legal_actions()]
        assert all(isinstance(x, float) for x in vals)
