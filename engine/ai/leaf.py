"""The arithmetic a game's fitted search leaf shares (engine/games/<id>/evaluate.py `leaf`):
the features are each term mine minus the opponent's plus who is to move, and the value is
their weighted sum squashed into [-1, 1]. The terms and weights are the game's own."""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any


def differences(mine: Mapping[str, float], theirs: Mapping[str, float], names: Sequence[str],
                to_move: bool) -> list[float]:
    """Each named term, mine minus the opponent's, then 1 if the player is to move, else -1."""
    return [mine[k] - theirs[k] for k in names] + [1.0 if to_move else -1.0]


def features_and_eval(mine: Mapping[str, float], theirs: Mapping[str, float], names: Sequence[str],
                      to_move: bool, hand_weights: Mapping[str, float], scale: float) -> tuple[list[float], float]:
    """The leaf's features (`differences`) and the hand-set evaluation `tanh((Σ weight × mine −
    Σ weight × theirs) / scale)` of an unfinished game, from one reading of each side's terms:
    a learned value's input holds both (engine/ai/features.py), and the terms are most of the
    cost of either."""
    # 0.0 to start: a float sum in both builds (the compiled one reads a sum from 0 as an int)
    side = sum((hand_weights[k] * mine[k] for k in names), 0.0) - sum((hand_weights[k] * theirs[k] for k in names), 0.0)
    return differences(mine, theirs, names, to_move), math.tanh(side / scale)


def fitted_leaf(features: Callable[..., list[float]], weights: Mapping[str, float], names: Sequence[str],
                spread: float, evaluate: Callable[..., float]) -> Callable[..., float]:
    """A game's `leaf(view, player, cards)`: tanh(spread · Σ weight × feature) in [-1, 1], the
    weights in `names` order then "to_move"; a finished game is judged by `evaluate`."""
    w = [weights[k] for k in (*names, "to_move")]

    def leaf(view: dict[str, Any], player: int, cards: Any = None) -> float:
        if view.get("result"):
            return evaluate(view, player, cards)
        return math.tanh(spread * sum((a * x for a, x in zip(w, features(view, player, cards), strict=True)), 0.0))

    return leaf
