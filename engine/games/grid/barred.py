"""Q7: from step 4 of a damage determination on, an optional effect (an event, a played effect)
may not move, return or remove the attacker or the defender, nor place a unit where the
attacker could attack. Such effects are barred, not merely harmless:

* a choice whose chosen card such an effect would move cannot choose a combatant;
* an effect that would move a combatant without a choice (`self`, a selector) cannot be played;
* an effect placing a unit may not use an area the attacker could attack.

Mandatory auto effects are not limited (Q6); moving a unit outside the combat stays legal; and an
effect that says it ends the combat (戦闘を中断する, `end_combat: true`) is not barred (6.4).
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...state import State
from . import combat_state as cb
from . import core
from .geometry import AREAS, attack_options

_REMOVING = ("move", "delete", "relocate")  # ops that take a card off its area (or move it to another)


def _combatants(state: State) -> tuple[int, ...]:
    """The attacker and the defender while step 4 or later is under way, else ()."""
    c = cb.combat(state)
    if c is None or c[cb.ENDED] or c[cb.STEP] < 4:
        return ()
    return (c[cb.ATK],) + ((c[cb.DFN],) if c[cb.DFN] >= 0 else ())


def _nodes(tree: Any) -> Iterator[dict[str, Any]]:
    if isinstance(tree, dict):
        yield tree
        for v in tree.values():
            yield from _nodes(v)
    elif isinstance(tree, list | tuple):
        for v in tree:
            yield from _nodes(v)


def _removal_targets(ab: dict[str, Any]) -> list[Any]:
    """What the ability's move/delete ops name: '$name', 'self' or a selector."""
    return [n[op] for n in _nodes(ab.get("effects", ())) for op in _REMOVING if op in n]


def _optional(state: State, ctx: dict[str, Any] | None) -> dict[str, Any] | None:
    """The ability of `ctx` when it is an optional effect that 6.4 / Q7 bars, else None."""
    if not ctx or "def" not in ctx:
        return None
    ab = state.deftable[ctx["def"]].abilities[ctx["ab"]]
    return ab if cb.restricted(ab) else None


def unchoosable(state: State, ctx: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...]:
    """Combatants a choice of an optional effect may not take because the effect moves its pick."""
    busy = _combatants(state)
    if not busy:
        return ()
    ab = _optional(state, ctx)
    if ab is None or node.get("as") not in _removal_targets(ab):
        return ()
    return busy


def play_barred(state: State, iid: int, ab: dict[str, Any], ctrl: int) -> bool:
    """Whether playing ability `ab` of card `iid` now would move a combatant without a choice."""
    busy = _combatants(state)
    if not busy or not cb.restricted(ab):
        return False
    from ... import interp
    ctx = {"ctrl": ctrl, "src": iid, "obj": state.obj[iid]}
    for ref in _removal_targets(ab):
        if isinstance(ref, str) and ref != "self":
            continue  # a chosen card: the choice itself skips combatants
        if any(i in busy for i in interp.resolve_ref(state, ctx, ref)):
            return True
    return False


def placement_barred(state: State, ctx: dict[str, Any] | None) -> list[int]:
    """Areas (of the attacker's opponent) an optional effect may not place a unit in: those where
    the attacker could attack the unit once it is there (6.2 / 8.12, judged as Q5 does)."""
    c = cb.combat(state)
    if c is None or c[cb.ENDED] or c[cb.STEP] < 4 or _optional(state, ctx) is None:
        return []
    atk = c[cb.ATK]
    if not state.zone_of[atk].startswith(f"{state.owner[atk]}.g"):
        return []
    here = int(state.zone_of[atk].split(".g")[1])
    side = bool(core.keyword(state, atk, "side_attack"))
    occupied = cb.opp_units(state, state.owner[atk])
    return [a for a in range(AREAS) if a not in occupied
            and a in attack_options(here, side, {**occupied, a: None})[0]]
