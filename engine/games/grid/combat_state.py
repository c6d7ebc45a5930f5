"""The damage determination in progress (6.3): flags["combat"], its field indexes and the queries
and changes on it that the rest of the game shares (costs Q14, barred effects Q7, placements Q5,
interruptions 6.4). The steps themselves are in combat.py; this module sits below abilities.py,
barred.py and flow.py so they can read the determination without importing the steps."""
from __future__ import annotations

from typing import Any

from ...state import State
from . import core
from .geometry import AREAS, attack_options
from .zones import GRID_KEYS

# flags["combat"]: (step, attacker, its obj, its area, defender (-1 none yet, -2 the deck), its obj,
# its area, blocked, supporters ((iid, obj, supported iid, its obj, declaration time), ...), ended,
# defeated iids)
STEP, ATK, AOBJ, AAREA, DFN, DOBJ, DAREA, BLOCKED, SUPP, ENDED, DEFEATED = range(11)
DECK = -2
_FIELDS = {"step": STEP, "atk": ATK, "aobj": AOBJ, "aarea": AAREA, "dfn": DFN, "dobj": DOBJ, "darea": DAREA,
           "blocked": BLOCKED, "supp": SUPP, "ended": ENDED, "defeated": DEFEATED}


def combat(state: State) -> tuple[Any, ...] | None:
    return state.flags.get("combat")


def running(state: State) -> tuple[Any, ...]:
    """The damage determination in progress (where one is known to be)."""
    return state.flags["combat"]


def set_fields(state: State, **kw: Any) -> None:
    """Change fields of the determination by name (step=, dfn=, ...)."""
    c = list(state.flags["combat"])
    for k, v in kw.items():
        c[_FIELDS[k]] = v
    state.flags["combat"] = tuple(c)


def in_free_timing(state: State) -> bool:
    c = combat(state)
    return c is not None and not c[ENDED] and c[STEP] in (2, 4)


def locked(state: State) -> set[int]:
    """Q14 / Q7: from step 4 on, the combatants may not pay costs."""
    c = combat(state)
    if c is None or c[STEP] < 4 or c[ENDED]:
        return set()
    out = {c[ATK], *(s[0] for s in c[SUPP])}
    if c[DFN] >= 0:
        out.add(c[DFN])
    return out


def shielded(state: State, iid: int, ctx: dict[str, Any] | None) -> bool:
    """6.4 / Q7: from step 4 on, an optional effect (an event, a played effect) cannot move,
    return or remove the attacker or the defender; a mandatory auto effect still can (Q6)."""
    c = combat(state)
    if c is None or c[ENDED] or c[STEP] < 4 or iid not in (c[ATK], c[DFN]) or not ctx:
        return False
    return restricted(state.deftable[ctx["def"]].abilities[ctx["ab"]])


OPTIONAL = ("event", "activated", "play")  # ability types that are played, not triggered


def restricted(ab: dict[str, Any]) -> bool:
    """6.4 / Q7: an optional effect, unless it says it ends the combat: barred from step 4 on."""
    return ab["type"] in OPTIONAL and not ends_combat(ab)


def ends_combat(ab: dict[str, Any]) -> bool:
    """6.4: an effect that says it ends the combat (戦闘を中断する) may be played from step 4 on."""
    return _says_end(ab.get("effects", ()))


def _says_end(x: Any) -> bool:  # an `end_combat: true` anywhere in the effects
    return (x.get("end_combat") is True or any(_says_end(v) for v in x.values()) if isinstance(x, dict)
            else isinstance(x, list | tuple) and any(_says_end(v) for v in x))


def _here(state: State, iid: int, obj: int, area: int) -> bool:
    return state.obj[iid] == obj and state.zone_of[iid] == GRID_KEYS[state.owner[iid]][area]


def check_interrupt(state: State) -> None:
    """6.4 / Q6: until step 6 the determination ends with no damage when the attacker or the
    defender (confirmed, or a declared blocker) moves or leaves the grid."""
    c = combat(state)
    if c is None or c[ENDED] or c[STEP] > 6:
        return
    if not _here(state, c[ATK], c[AOBJ], c[AAREA]) or (c[DFN] >= 0 and not _here(state, c[DFN], c[DOBJ], c[DAREA])):
        end(state, "moved")


def note_placement(state: State, player: int, area: int) -> None:
    """6.4 / Q5: a unit placed where the attacker could attack ends the determination."""
    c = combat(state)
    if c is None or c[ENDED] or c[STEP] > 6 or player == state.owner[c[ATK]]:
        return
    if not _here(state, c[ATK], c[AOBJ], c[AAREA]):
        return
    targets, _deck = targets_of(state, c[ATK])
    if area in targets:
        end(state, "placed")


def end(state: State, why: str) -> None:
    """The determination ends early (6.4): its remaining steps do not happen."""
    set_fields(state, ended=True)
    state._cache = None  # the supporters' bonuses end with the combat (8.3)
    core.emit(state, "combat_interrupted", reason=why, player=state.turn_player)


def opp_units(state: State, p: int) -> dict[int, int]:
    """The opponent's units by area."""
    zones, keys = state.zones, GRID_KEYS[1 - p]
    return {a: zones[keys[a]][0] for a in range(AREAS) if zones[keys[a]]}


def targets_of(state: State, iid: int) -> tuple[list[int], bool]:
    """The opponent's areas unit iid may attack now, and whether the deck (6.2, 8.12)."""
    area = int(state.zone_of[iid].split(".g")[1])
    return attack_options(area, core.keyword(state, iid, "side_attack"), opp_units(state, state.owner[iid]))
