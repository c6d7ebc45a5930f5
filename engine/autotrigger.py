"""Which automatic abilities an event triggers: the matching games on the shared stack share
(grid, Phantom Magic Vision). A game says where an ability works (`works`) and how a trigger
matches an event (`matches`); what a triggered ability then does (waits, applies at once) is
the game's own."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import interp
from .layers import autos_by_trigger

if TYPE_CHECKING:
    from .events import Event
    from .state import State

# (controller, card, its object, definition id, ability index, (the event's card, its object) or None)
Entry = tuple[int, int, int, str, int, "tuple[int, int] | None"]


def triggered(state: State, e: Event, works: Callable[[State, int, dict[str, Any], Event], bool],
              matches: Callable[[State, int, int, dict[str, Any], Event], bool],
              controller: Callable[[State, int], int]) -> list[tuple[dict[str, Any], Entry]]:
    """(ability, entry) of each auto ability of the card list that event `e` triggers, in card
    order: it works where its card is, its trigger matches, and its `condition` holds now."""
    cands = autos_by_trigger(state).get(e.kind)
    if not cands:
        return []
    out = []
    for iid, ai, ab in cands:
        if not works(state, iid, ab, e):
            continue
        ctrl = controller(state, iid)
        if not matches(state, iid, ctrl, ab["trigger"], e):
            continue
        if "condition" in ab and not interp.check_condition(state, ab["condition"], ctrl, iid, {}):
            continue
        sub = e.get("iid")
        it = (sub, state.obj[sub]) if sub is not None else None
        out.append((ab, (ctrl, iid, state.obj[iid], state.defs[iid].id, ai, it)))
    return out
