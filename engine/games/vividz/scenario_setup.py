"""Vividz positions in rules scenarios beyond their cards (docs/scenarios.md, setup
`this_turn`). Vividz has no life totals; a character's EXP cards are placed in its EXP zone
(`exp_left`, `exp_center`, `exp_right`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import used_abilities as used
from ...state import State


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`this_turn: {used: [["@card", ability], ...]}`: abilities already used this turn (a
    "once per turn" ability cannot be used again). ValueError for anything else."""
    if key != "this_turn":
        where = " (EXP cards go in the exp_left/exp_center/exp_right zones)" if key == "attached" else ""
        raise ValueError(f"Vividz positions have no {key}{where}")
    for k, v in val.items():
        if k != "used":
            raise ValueError(f"unknown this_turn key {k!r} (Vividz: used)")
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + tuple(
            (i, state.obj[i], ai) for i, ai in used(state, v, card))
