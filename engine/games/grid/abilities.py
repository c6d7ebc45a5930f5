"""Grid game abilities: auto effects triggering and going on the stack (7.1, Q8), costs [x:y]
and keyword costs (3.4, 3.5, Q12-Q14), and what the stack's items do when they resolve (7.2,
7.4, Q24, Q27, Q33)."""
from __future__ import annotations

from typing import Any

from ... import interp, stack
from ...actions import Action, Decision
from ...autotrigger import triggered
from ...cards import CardDef
from ...events import Event
from ...layers import ability_info
from ...state import REST, STAND, State
from . import core
from .combat_state import locked
from .placement import place_played_unit, resolve_step
from .zones import ATTRIBUTE_KEY, HAND_KEY, ability_active_in, zone_name

PENDING = "pending"
CHOSEN = "trig_chosen"  # effects of one run already ordered by their player (Q8), first to resolve first
# stack items: (uid, kind, card, obj, controller, ...) — kind "unit" (a unit being played; + area),
# "place" (its placement, 7.2 step 4; + area), "event" (+ ctx), "effect" (+ def id, ability, ctx),
# "move" (a keyword step; + destination area, keyword)
UID, KIND, CARD, OBJ, CTRL = range(5)


def controller(state: State, iid: int) -> int:
    return state.owner[iid]  # cards never change hands in the grid game


# -- auto effects -----------------------------------------------------------------------------
def _active(ab: dict[str, Any], key: str) -> bool:
    if ab.get("zone") is None and ab["trigger"]["on"] == "auto_d":
        return zone_name(key) == "discard"  # 8.8: it triggers as it lands in the discard
    return ability_active_in(ab, zone_name(key))


_OWN_KINDS = ("phase_start", "phase_end", "turn_start", "turn_end")  # `player` defaults to you


def _matches(state: State, iid: int, ctrl: int, trig: dict[str, Any], e: Event) -> bool:
    return interp.trigger_matches(state, iid, ctrl, trig, e, _OWN_KINDS)


def _works(state: State, iid: int, ab: dict[str, Any], e: Event) -> bool:
    key = state.zone_of[iid]
    return not key.endswith("deck") and _active(ab, key)


def on_event(state: State, e: Event) -> None:
    """Auto effects the event triggers wait (flags "pending") until the next priority puts them
    on the stack, in the order they triggered (Q8)."""
    if state.result is not None:
        return
    added = triggered(state, e, _works, _matches, controller)
    if added:
        state.flags[PENDING] = state.flags.get(PENDING, ()) + tuple(entry for _ab, entry in added)


def pending_to_stack(state: State) -> bool:
    """Put waiting auto effects on the stack in the order they triggered (Q8: at step 5 the
    attacker's, the defender's, then the supporters', so these resolve first). Where one player
    has several different ones in a row, that player orders them (Q8): one answer per effect,
    the one to resolve first first. True if any went on the stack."""
    if not state.flags.get(PENDING):  # nothing waits (asked before every priority)
        state.flags.pop(PENDING, None)
        return False
    pend: list[Any] = list(state.flags.get(PENDING, ()))
    chosen: list[Any] = list(state.flags.get(CHOSEN, ()))
    pushed = False
    while pend:
        run = stack.leading_run(pend)
        ctrl = run[0][0]
        if len({(x[3], x[4]) for x in run}) >= 2:
            state.flags[PENDING] = tuple(pend)
            opts = tuple(dict.fromkeys(Action("trigger", (x[1], x[4])) for x in run))
            state.decision = Decision(ctrl, "trigger_order", opts, ("gr_trigger_first",), ("trigger_order",))
            return pushed
        for x in run:  # the rest, then the chosen ones: the first chosen goes on last and resolves first
            _push_pending(state, x)
        for x in chosen[::-1]:
            _push_pending(state, x)
        del pend[:len(run)]
        chosen = []
        state.flags.pop(CHOSEN, None)
        pushed = True
    state.flags.pop(PENDING, None)
    return pushed


def _push_pending(state: State, entry: tuple[Any, ...]) -> None:
    ctrl, iid, obj, def_id, ai, it = entry
    extra = {"$it": (it,)} if it is not None else {}
    cid = interp.new_ctx(state, iid, ctrl, def_id, ai, **extra)
    state.ctx[cid]["obj"] = obj
    uid = stack.new_uid(state)
    stack.push(state, (uid, "effect", iid, obj, ctrl, def_id, ai, cid))
    core.emit(state, "stacked", player=ctrl, iid=iid, card=def_id, ability=ai, what="effect")


def t_trigger_first(state: State, t: tuple[Any, ...]) -> None:
    """The chosen effect resolves before the others of its run still unordered."""
    iid, ai = t[1].args
    pend: list[Any] = list(state.flags.get(PENDING, ()))
    k = next(k for k, x in enumerate(pend) if x[1] == iid and x[4] == ai)
    state.flags[CHOSEN] = state.flags.get(CHOSEN, ()) + (pend.pop(k),)
    state.flags[PENDING] = tuple(pend)


# -- costs ------------------------------------------------------------------------------------------
def designated_options(state: State, player: int, card: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """3.4 x: hand cards and your units on the field sharing an attribute with `card`, not a unit
    placed this turn and frozen ever since (3.5, Q13), nor a combatant from step 4 on (Q14)."""
    return _designated(state, player, card, exclude, -1)


def _designated(state: State, player: int, card: int, exclude: tuple[int, ...], need: int) -> list[int]:
    """designated_options; with `need` >= 0 it stops as soon as it has found that many (can_pay
    asks only whether there are enough: it is asked at every priority for every event in hand)."""
    want = core.attributes(state, card)
    out: list[int] = []
    for i in state.zones[HAND_KEY[player]]:  # direct calls and built keys: the compiled build calls natively
        if i != card and i not in exclude and (not want or not want.isdisjoint(core.attributes(state, i))):
            out.append(i)
            if len(out) == need:
                return out
    fresh = state.flags.get("fresh", ())
    busy = locked(state)
    zones = state.zones
    for k in _FIELD_KEYS[player]:
        for i in zones[k]:
            if i != card and i not in exclude and i not in fresh and i not in busy \
                    and (not want or not want.isdisjoint(core.attributes(state, i))):
                out.append(i)
                if len(out) == need:
                    return out
    return out


_FIELD_KEYS = tuple((*(f"{p}.g{a}" for a in range(9)), f"{p}.slot") for p in (0, 1))


def attribute_options(state: State, player: int, card: int, need: int = -1) -> list[int]:
    """3.4 y: released cards of your attribute area sharing an attribute with `card` (2.5); with
    `need` >= 0 it stops once it has found that many (as `_designated`)."""
    want, orient = core.attributes(state, card), state.orient
    out: list[int] = []
    for i in state.zones[ATTRIBUTE_KEY[player]]:  # core.shares_attribute, its `want` read once
        if orient[i] == STAND and (not want or not want.isdisjoint(core.attributes(state, i))):
            out.append(i)
            if len(out) == need:
                break
    return out


def can_pay(state: State, player: int, card: int, x: int, y: int, exclude: tuple[int, ...] = ()) -> bool:
    # the attribute area first: it is the cheaper count
    return (y <= 0 or len(attribute_options(state, player, card, y)) >= y) and \
        (x <= 0 or len(_designated(state, player, card, exclude, x)) >= x)


def schedule_payment(state: State, player: int, card: int, x: int, y: int, exclude: tuple[int, ...] = ()) -> None:
    """Pay [x:y] for `card`: designated first, then attribute; the player chooses when it matters.
    Call after scheduling what comes next (the task stack runs this first)."""
    if y > 0:
        state.tasks.append(("gr_pay", player, card, "attribute", y, exclude))
    if x > 0:
        state.tasks.append(("gr_pay", player, card, "designated", x, exclude))


def t_pay(state: State, t: tuple[Any, ...]) -> None:
    _, player, card, kind, n, exclude = t
    opts = designated_options(state, player, card, exclude) if kind == "designated" else \
        attribute_options(state, player, card)
    if n <= 0 or not opts:
        return
    if len(opts) <= n:  # no choice: every card that can pay pays (said as chosen events)
        for i in opts:
            core.chosen(state, player, i, what="pay")
            core.put(state, i, f"{state.owner[i]}.discard", cause="cost")
        return
    state.decision = Decision(player, "pay", tuple(Action("pay", (i,)) for i in opts),
                              ("gr_pay_answer", player, card, kind, n, exclude), ("pay", kind, n, state.defs[card].id))


def t_pay_answer(state: State, t: tuple[Any, ...]) -> None:
    _, player, card, kind, n, exclude, a = t
    core.put(state, a.args[0], f"{state.owner[a.args[0]]}.discard", cause="cost")
    state.tasks.append(("gr_pay", player, card, kind, n - 1, exclude))


def ability_costs(ab: dict[str, Any]) -> tuple[int, int, bool]:
    """(designated, attribute, freeze self) of an activated ability's `cost` list."""
    x = y = 0
    freeze = False
    for c in ab.get("cost", ()):
        x += c.get("designated", 0)
        y += c.get("attribute", 0)
        freeze = freeze or c.get("freeze") == "self"
    return x, y, freeze


def condition_holds(state: State, ab: dict[str, Any], player: int, iid: int) -> bool:
    """An ability's `condition` (none: it holds), for `player` playing card `iid`."""
    return "condition" not in ab or interp.check_condition(state, ab["condition"], player, iid, {})


def _activated(d: CardDef) -> dict[int, tuple[Any, ...]]:
    """Per activated ability of a definition: (ability, its costs x, y, freeze, the zones it works
    in as they are asked). Kept with the definition: asked at every priority."""
    info = ability_info(d)
    hit = info.derived.get("gr_activated")
    if hit is None:
        hit = info.derived["gr_activated"] = {
            ai: (d.abilities[ai], *ability_costs(d.abilities[ai]), info.memo("gr_active", ai)) for ai in info.activated}
    return hit


def can_activate(state: State, iid: int, ai: int) -> bool:
    ab, x, y, freeze, where = _activated(state.defs[iid])[ai]
    key = state.zone_of[iid]
    works = where.get(key)
    if works is None:
        works = where[key] = ability_active_in(ab, zone_name(key))
    if not works:
        return False
    if freeze and state.orient[iid] != STAND:
        return False
    if ab.get("once_per_turn") and (iid, ai) in state.flags.get("used_turn", ()):
        return False
    if "condition" in ab and not interp.check_condition(state, ab["condition"], controller(state, iid), iid, {}):
        return False
    return can_pay(state, controller(state, iid), iid, x, y, (iid,))


def start_activation(state: State, player: int, iid: int, ai: int) -> None:
    """Play an activated effect: its costs, then it goes on the stack (その場合: what precedes is
    paid now, 7.4)."""
    ab = state.defs[iid].abilities[ai]
    x, y, freeze = ability_costs(ab)
    if ab.get("once_per_turn"):
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + ((iid, ai),)
    cid = interp.new_ctx(state, iid, player, state.defs[iid].id, ai)
    state.tasks.append(("gr_push_effect", iid, state.obj[iid], player, ai, cid))
    if "on_play" in ab:
        interp.push_seq(state, cid, ("on_play",))  # 際: done as it is played, like a cost
    schedule_payment(state, player, iid, x, y, (iid,))
    if freeze:
        core.set_orient(state, iid, REST)


def t_push_effect(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, player, ai, cid = t
    uid = stack.new_uid(state)
    stack.push(state, (uid, "effect", iid, obj, player, state.defs[iid].id, ai, cid))
    core.emit(state, "stacked", player=player, iid=iid, card=state.defs[iid].id, ability=ai, what="effect")


# -- resolving ------------------------------------------------------------------------------------------
def resolve_item(state: State, item: tuple[Any, ...]) -> None:
    kind = item[KIND]
    if kind == "unit":  # 7.2 (2)-(3): the play resolves, its "when played" effects trigger first
        uid, _, iid, obj, ctrl, area = item
        if state.obj[iid] != obj:
            return
        stack.push(state, (uid, "place", iid, obj, ctrl, area))
        core.emit(state, "played", iid=iid, card=state.defs[iid].id, player=ctrl, type="unit")
    elif kind == "place":
        place_played_unit(state, item)
    elif kind == "event":
        _, _, iid, obj, ctrl, cid = item
        state.tasks.append(("gr_event_done", iid, obj, cid))
        d = state.defs[iid]
        for ai, ab in enumerate(d.abilities):
            if ab["type"] == "event":
                state.ctx[cid]["ab"] = ai
                interp.push_seq(state, cid, ("effects",))
                break
        core.emit(state, "played", iid=iid, card=d.id, player=ctrl, type="event")
    elif kind == "effect":
        _, _, iid, obj, ctrl, def_id, ai, cid = item
        state.tasks.append(("end_ctx", cid))
        interp.push_seq(state, cid, ("effects",))
        core.emit(state, "resolve", player=ctrl, iid=iid, card=def_id, ability=ai)
    elif kind == "move":
        resolve_step(state, item)


def t_event_done(state: State, t: tuple[Any, ...]) -> None:
    """Q27: a resolved event goes to its owner's discard."""
    _, iid, obj, cid = t
    state.ctx.pop(cid, None)
    if state.obj[iid] == obj and state.zone_of[iid] == "stack":
        core.put(state, iid, f"{state.owner[iid]}.discard", cause="resolved")


TASKS = {"gr_trigger_first": t_trigger_first, "gr_pay": t_pay, "gr_pay_answer": t_pay_answer, "gr_push_effect": t_push_effect,
         "gr_event_done": t_event_done}
