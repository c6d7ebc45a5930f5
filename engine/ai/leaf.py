"""The arithmetic a game's fitted search leaf shares (engine/games/<id>/evaluate.py `leaf`):
the features are each term mine minus the opponent's plus who is to move, and the value is
their weighted sum squashed into [-1, 1]. The terms and weights are the game's own."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence


def differences(mine: Mapping[str, float], theirs: Mapping[str, float], names: Sequence[str],
                to_move: bool) -> list[float]:
    """Each named term, mine minus the opponent's, then 1 if the player is to move, else -1."""
    return [mine[k] - theirs[k] for k in names] + [1.0 if to_move else -1.0]


def squash(weights: Sequence[float], features: Sequence[float], spread: float) -> float:
    """tanh(spread · Σ weight × feature): a logit made a value in [-1, 1]."""
    return math.tanh(spread * sum(w * x for w, x in zip(weights, features, strict=True)))
