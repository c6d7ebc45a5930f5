"""Grid conditions on the steps of a damage determination (6.3), for event play conditions
("play only during a damage determination") and every other `condition`.

`damage_step: true` holds while a damage determination is under way (from the attack declaration,
6.3 (1), until it ends: after step 9, or early, 6.4); `false` while none is. A mapping narrows
it: `min` / `max` the step numbers of 6.3 it holds in (1-9; players answer at steps 1, 2, 4, 5,
7 and 8: the target is chosen at 3, damage is dealt at 6 and its answers come at 7), `player` whose determination it is
(the attacking player, from the condition's controller: `you` = your own determination, 8.10).
"""
from __future__ import annotations

from typing import Any

from ... import interp
from ...state import State
from . import combat_state as cb


def c_damage_step(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    v = cond["damage_step"]
    c = cb.combat(state)
    live = c is not None and not c[cb.ENDED]
    if isinstance(v, bool):
        return live == v
    if not live:
        return False
    assert c is not None
    if not v.get("min", 1) <= c[cb.STEP] <= v.get("max", 9):
        return False
    return "player" not in v or interp.rel_player(ctrl, v["player"]) == state.owner[c[cb.ATK]]
