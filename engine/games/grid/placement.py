"""Units arriving on the field and keyword steps resolving: where a unit may be placed (2.3, 2.4,
7.3), placing it (7.3, Q5, Q13, Q28), a played unit's placement as its stack item resolves (7.2 (4),
Q33) and a keyword step's move (Q18). Below abilities.py (which resolves stack items), combat.py
(conversions place units) and flow.py (plays)."""
from __future__ import annotations

from typing import Any

from ...actions import Action, Decision
from ...state import REST, STAND, State
from . import core
from .combat_state import note_placement
from .geometry import AREAS
from .zones import GRID_KEYS, SLOT_KEY


def unit_areas(state: State, iid: int) -> list[int]:
    """Where a unit may be placed now: an empty area its mask allows (2.3, 2.4), or for フィールド
    the empty field slot (-1, 7.3, Q28)."""
    p = state.owner[iid]
    if core.keyword(state, iid, "field"):
        return [] if state.zones[SLOT_KEY[p]] else [-1]
    m = core.mask(state, iid)
    zones, keys = state.zones, GRID_KEYS[p]
    return [a for a in range(AREAS) if m[a] and not zones[keys[a]]]


def place_played_unit(state: State, item: tuple[Any, ...]) -> None:
    """7.2 (4): the unit is placed; its player chooses the area now, after the play's effects and
    the answers to them, among the empty areas its mask allows (one: said as a chosen event);
    with none, it goes to the discard (Q33)."""
    _, _, iid, obj, ctrl, _area = item
    if state.obj[iid] != obj or state.zone_of[iid] != "stack":
        return
    areas = unit_areas(state, iid)
    if len(areas) == 1:
        core.chosen(state, ctrl, iid, area=areas[0], what="place")
        place_unit(state, iid, areas[0], cause="play")
    elif not areas:
        core.put(state, iid, f"{state.owner[iid]}.discard", cause="no_area")
    else:
        state.decision = Decision(ctrl, "place", tuple(Action("place", (iid, a)) for a in areas),
                                  ("gr_place_answer",), ("place", state.defs[iid].id))


def place_unit(state: State, iid: int, area: int, cause: str, orient: int | None = None) -> None:
    """Put a unit onto the field (-1: the field slot), frozen unless 奇襲 or サポーター (7.3, Q28);
    a placement may end a damage determination (6.4, Q5)."""
    p = state.owner[iid]
    if orient is None:
        released = not core.keyword(state, iid, "field") and (
            core.keyword(state, iid, "ambush") or core.keyword(state, iid, "supporter"))
        orient = STAND if released else REST
    core.put(state, iid, f"{p}.slot" if area < 0 else f"{p}.g{area}", cause=cause, orient=orient)
    if orient == REST:  # 3.5 / Q13: frozen since its placement this turn
        state.flags["fresh"] = state.flags.get("fresh", ()) + (iid,)
    core.emit(state, "placed", iid=iid, card=state.defs[iid].id, player=p, area=area, cause=cause)
    if area >= 0:
        note_placement(state, p, area)


def resolve_step(state: State, item: tuple[Any, ...]) -> None:
    """A keyword step resolves: the unit moves one area if it still can (Q18)."""
    _, _, i, obj, player, dest, kw = item
    if state.obj[i] != obj or state.orient[i] != STAND or not state.zone_of[i].startswith(f"{player}.g"):
        return
    if state.zones[f"{player}.g{dest}"] or not core.mask(state, i)[dest]:
        return
    core.relocate(state, i, dest, cause=kw, by=player)
