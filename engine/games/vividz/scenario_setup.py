"""Vividz positions in rules scenarios beyond their cards (docs/scenarios.md, setup
`this_turn`). Vividz has no life totals; a character's EXP cards are placed in its EXP zone
(`exp_left`, `exp_center`, `exp_right`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import this_turn_used
from ...state import State


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`this_turn: {used: [...]}` only; EXP cards are placed in the exp zones."""
    if key == "attached":
        raise ValueError("Vividz positions have no attached (EXP cards go in the exp_left/exp_center/exp_right zones)")
    this_turn_used(state, key, val, card, "Vividz")
