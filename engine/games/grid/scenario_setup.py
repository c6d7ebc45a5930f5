"""Grid game positions in rules scenarios beyond their cards (docs/scenarios.md, setup
`this_turn`). The grid game has no life totals (a player loses by deck damage) and no cards set
on other cards."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import used_abilities as used
from ...state import State


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`this_turn`: `used: [["@card", ability], ...]` (once-per-turn abilities used), `attribute_put:
    true` (the turn's card put into the attribute area, 2.5), `placed: ["@unit", ...]` (units placed
    this turn and frozen since, 3.5, Q13). ValueError for anything else."""
    if key != "this_turn":
        raise ValueError(f"grid game positions have no {key} (a scenario may set this_turn)")
    for k, v in val.items():
        if k == "used":
            state.flags["used_turn"] = state.flags.get("used_turn", ()) + tuple(used(state, v, card))
        elif k == "attribute_put":
            if type(v) is not bool:
                raise ValueError("attribute_put is true or false")
            if v:
                state.flags["attr_put"] = True
        elif k == "placed":
            if not isinstance(v, list):
                raise ValueError('placed is a list of "@unit" labels')
            state.flags["fresh"] = state.flags.get("fresh", ()) + tuple(card(x) for x in v)
        else:
            raise ValueError(f"unknown this_turn key {k!r} (grid: used, attribute_put, placed)")
