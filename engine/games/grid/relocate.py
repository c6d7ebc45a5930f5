"""`relocate`: an effect moves a unit already on the grid to another area of its owner's grid.

A move, not a placement (2.4 keeps 配置 and 移動 apart; Q5): the same card stays on the field, so
it keeps its orientation, damage and the effects on it (core.relocate, as the action step's moves
and the keyword steps of 5.1 / 8.9 / 8.10). So it never ends a damage determination the way a
placement can (6.4); a unit moved into the attacker's lane before step 3 may become its target
(Q5), while moving the attacker or the defender itself ends the determination (Q6) and, from step
4 on, is barred for an optional effect (Q7, barred.py).

`area:` names where it may go, from the unit's area (geometry.py): `adjacent` (the four
orthogonal neighbours, 5.1), `sideways` (left or right, as サイドステップ), `forward_or_back` (as
オーダーステップ), `forward` (one row toward the close row), `back` (one row toward the deploy
row), `any` (any other area, as ジャンプ), a row (`close`, `battle`, `deploy`: another area of
that row) or one area by row and column as its owner sees them (`close_left` ... `deploy_right`,
the scenario names). Only an empty area its mask allows counts (2.3, 2.4); with none the unit
stays where it is. With several, the effect's controller chooses (`chooser: opponent`: the other
player), decision `place` answered `[move, unit, area]`; with one, it is taken without asking
and said as a chosen event.
"""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...layers import chars
from ...state import State
from . import combat_state, core
from .geometry import AREAS, COL_NAMES, ROW_NAMES, adjacent, lengthways, row, sideways

AREA_NAMES = tuple(f"{r}_{c}" for r in ROW_NAMES for c in COL_NAMES)  # index = area (row * 3 + column)


def candidates(word: str, a: int) -> list[int]:
    """The areas `word` names for a unit at area `a` (before emptiness and the mask)."""
    if word == "adjacent":
        out = adjacent(a)
    elif word == "sideways":
        out = sideways(a)
    elif word == "forward_or_back":
        out = lengthways(a)
    elif word == "forward":
        out = [a - 3] if row(a) > 0 else []
    elif word == "back":
        out = [a + 3] if row(a) < 2 else []
    elif word == "any":
        out = list(range(AREAS))
    elif word in ROW_NAMES:
        r = ROW_NAMES.index(word)
        out = [r * 3 + c for c in range(3)]
    else:
        out = [AREA_NAMES.index(word)]
    return sorted(b for b in out if b != a)


def grid_area(state: State, iid: int) -> int:
    """The area of unit iid on its owner's grid, -1 when it is elsewhere (the field slot too, Q28)."""
    key = state.zone_of[iid]
    p = f"{state.owner[iid]}.g"
    return int(key[len(p):]) if key.startswith(p) else -1


def destinations(state: State, iid: int, word: str) -> list[int]:
    """Where unit iid may go now: the areas `word` names that are empty and its mask allows."""
    a = grid_area(state, iid)
    if a < 0 or "cannot_move" in chars(state, iid).flags:
        return []
    m = core.mask(state, iid)
    p = state.owner[iid]
    return [b for b in candidates(word, a) if m[b] and not state.zones[f"{p}.g{b}"]]


def e_relocate(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """Each unit the reference names moves, one after the other in the order given."""
    ctx = state.ctx[cid]
    ctrl = ctx["ctrl"]
    chooser = interp.rel_player(ctrl, node.get("chooser"))
    units = [i for i in interp.resolve_ref(state, ctx, node["relocate"])
             if grid_area(state, i) >= 0 and not combat_state.shielded(state, i, ctx)]  # Q7
    for i in reversed(units):  # the task stack runs the last pushed first
        state.tasks.append(("gr_relocate", i, state.obj[i], node["area"], chooser, ctrl))


def t_relocate(state: State, t: tuple[Any, ...]) -> None:
    """("gr_relocate", unit, its obj, area word, chooser, the effect's controller)."""
    _, iid, obj, word, chooser, ctrl = t
    if state.obj[iid] != obj:
        return
    areas = destinations(state, iid, word)
    if len(areas) == 1:  # the only area: moved without asking, but said (a chosen event)
        core.chosen(state, chooser, iid, area=areas[0], what="move")
        core.relocate(state, iid, areas[0], cause="effect", by=ctrl)
    elif areas:
        state.decision = Decision(chooser, "place", tuple(Action("move", (iid, b)) for b in areas),
                                  ("gr_relocate_answer", ctrl), ("place", state.defs[iid].id))


def t_relocate_answer(state: State, t: tuple[Any, ...]) -> None:
    _, ctrl, a = t
    iid, area = a.args
    core.relocate(state, iid, area, cause="effect", by=ctrl)


TASKS = {"gr_relocate": t_relocate, "gr_relocate_answer": t_relocate_answer}
