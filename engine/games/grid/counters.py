"""カウンター (the Ruling of 7.1, Q24, Q27): an effect counters an item waiting on the stack, which
leaves it without effect; a countered play's card goes to its owner's discard, its 際 part staying
done (7.4).

`counter: true` counters the item it answers: the one directly below it, on top once the counter
itself has left the stack to resolve. `counter: any` or `counter: {item, player, where}` chooses
among every waiting item (the placement of a resolved unit play is not one: it is no play, 7.2
(4)): `item` the kind (`unit` a unit's play, `event`, `effect` an activated or auto effect,
`step` a keyword step), `player` whose item it is (from the counter's controller), `where` a
filter on its card (the card played, or the card whose effect or step it is). The counter's
controller chooses as the effect resolves (decision `choose`, answers `[counter, card, item
uid]`); one candidate is taken without asking (a chosen event), none: nothing happens.
"""
from __future__ import annotations

from typing import Any

from ... import interp, stack
from ...actions import Action, Decision
from ...state import State
from . import core
from .zones import COUNTER_ITEMS

UID, KIND, CARD, CTRL = 0, 1, 2, 4  # stack item fields (abilities.py)
WHAT = {"en": {"unit": "", "event": "", "effect": "'s effect", "move": "'s step"},
        "ja": {"unit": "", "event": "", "effect": "の効果", "move": "の移動"}}


def counter_item(state: State, uid: int) -> None:
    """The item with this id leaves the stack without effect (a placement cannot be countered)."""
    it = next((x for x in stack.items(state) if x[UID] == uid), None)
    if it is None or it[KIND] == "place":
        return
    stack.remove(state, uid)
    core.emit(state, "countered", player=it[CTRL], iid=it[CARD], card=state.defs[it[CARD]].id, what=it[KIND])
    if it[KIND] in ("unit", "event") and state.zone_of[it[CARD]] == "stack":
        core.put(state, it[CARD], f"{state.owner[it[CARD]]}.discard", cause="countered")
    if it[KIND] in ("event", "effect"):
        state.ctx.pop(it[-1], None)


def matches(state: State, it: tuple[Any, ...], spec: dict[str, Any], ctx: dict[str, Any]) -> bool:
    """Whether waiting item `it` is one the counter may choose."""
    if it[KIND] == "place":
        return False
    if "item" in spec and COUNTER_ITEMS[spec["item"]] != it[KIND]:
        return False
    if "player" in spec and interp.rel_player(ctx["ctrl"], spec["player"]) != it[CTRL]:
        return False
    return "where" not in spec or interp.match_filter(state, it[CARD], spec["where"], ctx["src"])


def e_counter(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    v = node["counter"]
    if v is True:
        st = stack.items(state)
        if st:
            counter_item(state, st[-1][UID])
        return
    if v is False:
        return
    ctx = state.ctx[cid]
    spec = {} if v == "any" else v
    cands = [it for it in reversed(stack.items(state)) if matches(state, it, spec, ctx)]  # the top first
    if len(cands) == 1:
        core.chosen(state, ctx["ctrl"], cands[0][CARD], what="counter", item=cands[0][KIND])
        counter_item(state, cands[0][UID])
    elif cands:
        state.decision = Decision(ctx["ctrl"], "choose", tuple(Action("counter", (it[CARD], it[UID])) for it in cands),
                                  ("gr_counter_answer",), ("choose", ctx["def"], ctx["ab"], "counter"))


def t_counter_answer(state: State, t: tuple[Any, ...]) -> None:
    counter_item(state, t[1].args[1])


def item_uid(state: State, iid: int, ai: int | None = None) -> int:
    """The uid of the topmost waiting item of card iid (of its ability ai when given), for a
    scenario's `[counter, "@card"]` / `[counter, "@card", ability]`; -1 when none."""
    for it in reversed(stack.items(state)):
        if it[CARD] == iid and (ai is None or (it[KIND] == "effect" and it[6] == ai)):
            return int(it[UID])
    return -1


def describe(state: State, iid: int, uid: int, lang: str) -> str:
    """An answer of the counter choice: "Counter Fire Bolt", "Counter Gale Dancer's effect"."""
    it = next((x for x in stack.items(state) if x[UID] == uid), None)
    what = WHAT["ja" if lang == "ja" else "en"].get(it[KIND], "") if it is not None else ""
    name = state.defs[iid].label(lang)
    return f"{name}{what}をカウンター" if lang == "ja" else f"Counter {name}{what}"


TASKS = {"gr_counter_answer": t_counter_answer}
