"""Victory Spark positions in rules scenarios beyond their cards (docs/scenarios.md, setup
`this_turn`): what the game remembers for the current turn. Victory Spark has no life totals
and no cards set on other cards."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import this_turn_used
from ...state import State


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`this_turn: {used: [...]}` only (4.9: a once-per-turn ability already used)."""
    this_turn_used(state, key, val, card, "Victory Spark")
