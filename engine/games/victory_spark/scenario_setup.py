"""Victory Spark positions in rules scenarios beyond their cards (docs/scenarios.md, setup
`this_turn`): what the game remembers for the current turn. Victory Spark has no life totals
and no cards set on other cards."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import used_abilities as used
from ...state import State


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`this_turn: {used: [["@card", ability], ...]}`: abilities already used this turn, so a
    "once per turn" ability (4.9) cannot be used again. ValueError for anything else."""
    if key != "this_turn":
        raise ValueError(f"Victory Spark positions have no {key} (a scenario may set this_turn)")
    for k, v in val.items():
        if k != "used":
            raise ValueError(f"unknown this_turn key {k!r} (Victory Spark: used)")
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + tuple(
            (i, state.obj[i], ai) for i, ai in used(state, v, card))
