"""Phantom Magic Vision effects: automatic effects (自動β at once, 自動γ waiting on the stack,
D7.3, A3, A4), activated effects by timing (常時 / 自分ターン / 相手ターン, D4.9) and their costs
(D5.8) and targets chosen as a card or effect is played (目標, D5.2). What stack items do when
they resolve: resolve.py.

Stack items (engine/stack.py): (uid, kind, card, obj, controller, ...) with kind
"card" (a card being played, in its play area; + ctx), "effect" (+ def id, ability, ctx) and
"attack" (+ step; combat.py).
"""
from __future__ import annotations

from typing import Any

from ... import chosen_costs, interp, stack
from ...actions import Action, Decision
from ...autotrigger import triggered
from ...events import Event
from ...layers import activated_in
from ...state import REST, STAND, State
from . import core
from .zones import ability_active_in, zone_name

PENDING = "pending"
TARGETING = "targeting"  # flag: a waiting effect put on the stack has targets to choose (A3)
CHOSEN = "trig_chosen"
BETA = "beta"  # (自動β) effects triggered by the step running now, applied right after it (D7.3)
UID, KIND, CARD, OBJ, CTRL = range(5)
_OWN_KINDS = ("phase_start", "phase_end", "turn_start", "turn_end")


def controller(state: State, iid: int) -> int:
    return state.owner[iid]  # cards never change hands in this game


# -- automatic effects ----------------------------------------------------------------------------
def _matches(state: State, iid: int, ctrl: int, trig: dict[str, Any], e: Event) -> bool:
    if "played" in trig and bool(e.get("played")) != trig["played"]:
        return False  # an enters trigger for a played card only, or one put onto 場 only
    return interp.trigger_matches(state, iid, ctrl, trig, e, _OWN_KINDS)


def _works(state: State, iid: int, ab: dict[str, Any], e: Event) -> bool:
    key = state.zone_of[iid]
    zn = zone_name(key)
    if ab.get("zone") is None and e.kind in ("move", "destroyed", "removed") and e.get("iid") == iid:
        # "when this leaves 場 / is 破棄d": it looks back at where the card was (its last zone; a
        # card 破棄d or 除外d by removal was on 場, D9)
        return e.kind != "move" or e.get("frm") in core.ON_FIELD or ability_active_in(ab, zn)
    if zn in ("deck", "sideboard"):
        return False
    return ability_active_in(ab, zn)


def on_event(state: State, e: Event) -> None:
    """(自動β) effects the event triggers happen right after the step that caused it, before
    anything that step scheduled, with no response (D7.3, flush_beta); (自動γ) ones wait until the
    next priority puts them on the stack (A3)."""
    if state.result is not None:
        return
    found = triggered(state, e, _works, _matches, controller)
    if not found:
        return
    added = []
    for ab, entry in found:
        iid = entry[1]
        if e.kind == "doomed" and ab["trigger"].get("card") == "self" and ab.get("speed") != "beta":
            # A2's exception: it stays on 場 in 決死 until its own (自動γ) has resolved
            state.flags["keep_doomed"] = state.flags.get("keep_doomed", ()) + (iid,)
        if ab.get("speed") == "beta":
            state.flags[BETA] = state.flags.get(BETA, ()) + (entry,)
        else:
            added.append(entry)
    if added:
        state.flags[PENDING] = state.flags.get(PENDING, ()) + tuple(added)


def flush_beta(state: State) -> bool:
    """D7.3: the (自動β) effects the last step triggered apply now, before the tasks that step
    scheduled, first triggered first. True if there were any."""
    entries = state.flags.pop(BETA, ())
    state.tasks.extend(("pmv_beta", x) for x in reversed(entries))
    return bool(entries)


def then_beta(fn: Any) -> Any:
    """Wrap a task handler: the (自動β) effects its events triggered apply right after it."""
    def handler(state: State, t: tuple[Any, ...]) -> None:
        fn(state, t)
        if BETA in state.flags:
            flush_beta(state)
    return handler


def t_beta(state: State, t: tuple[Any, ...]) -> None:
    cid = _ctx_for(state, t[1])
    state.tasks.append(("end_ctx", cid))
    interp.push_seq(state, cid, ("effects",))


def _ctx_for(state: State, entry: tuple[Any, ...]) -> int:
    ctrl, iid, obj, def_id, ai, it = entry
    extra = {"$it": (it,)} if it is not None else {}
    host = core.host_of(state, iid)
    if host is not None:
        extra["$host"] = ((host, state.obj[host]),)
    cid = interp.new_ctx(state, iid, ctrl, def_id, ai, **extra)
    state.ctx[cid]["obj"] = obj
    return cid


def pending_to_stack(state: State) -> bool:
    """Put waiting (自動γ) effects on the stack (A3). A4: the turn player's resolve first, so they
    go on last; each player orders their own (decision `trigger_order`: the one to resolve first)."""
    pend: list[Any] = list(state.flags.get(PENDING, ()))
    if not pend:
        return False
    tp = state.turn_player
    pend.sort(key=lambda x: x[0] == tp)  # the non-turn player's first (they resolve last); stable
    chosen: list[Any] = list(state.flags.get(CHOSEN, ()))
    pushed = False
    while pend:
        run = stack.leading_run(pend)
        ctrl = run[0][0]
        if len({(x[1], x[4]) for x in run}) >= 2:
            state.flags[PENDING] = tuple(pend)
            opts = tuple(dict.fromkeys(Action("trigger", (x[1], x[4])) for x in run))
            state.decision = Decision(ctrl, "trigger_order", opts, ("pmv_trigger_first",), ("trigger_order",))
            return pushed
        for x in run:
            _push_effect(state, x)
        for x in chosen[::-1]:
            _push_effect(state, x)
        del pend[:len(run)]
        chosen = []
        state.flags.pop(CHOSEN, None)
        pushed = True
    state.flags.pop(PENDING, None)
    return pushed


def _push_effect(state: State, entry: tuple[Any, ...]) -> None:
    ctrl, iid, obj, def_id, ai, _it = entry
    cid = _ctx_for(state, entry)
    uid = stack.new_uid(state)
    stack.push(state, (uid, "effect", iid, obj, ctrl, def_id, ai, cid))
    core.emit(state, "stacked", player=ctrl, iid=iid, card=def_id, ability=ai, what="effect")
    ab = state.deftable[def_id].abilities[ai]
    if ab.get("targets"):  # A3: the targets of a waiting effect are chosen as it starts to wait
        if not state.flags.get(TARGETING):
            state.flags[TARGETING] = True
            state.tasks.append(("stk_priority", state.turn_player, 0))  # after every choice of targets
        interp.push_seq(state, cid, ("targets",))


def t_trigger_first(state: State, t: tuple[Any, ...]) -> None:
    iid, ai = t[1].args
    pend: list[Any] = list(state.flags.get(PENDING, ()))
    k = next(k for k, x in enumerate(pend) if x[1] == iid and x[4] == ai)
    state.flags[CHOSEN] = state.flags.get(CHOSEN, ()) + (pend.pop(k),)
    state.flags[PENDING] = tuple(pend)


# -- targets (D5.2) ---------------------------------------------------------------------------------
def targets_possible(state: State, ab: dict[str, Any], ctrl: int, src: int) -> bool:
    """Every target of the ability has at least one legal choice (a card with a target cannot be
    played without one)."""
    ctx = {"ctrl": ctrl, "src": src, "obj": state.obj[src], "def": state.defs[src].id,
           "ab": state.defs[src].abilities.index(ab) if ab in state.defs[src].abilities else 0}
    for node in ab.get("targets", ()):
        if "choose" not in node:
            continue  # a player target (choose_player): there is always a player to choose
        cands = interp.choosable(state, interp.select(state, node["choose"], ctrl, src), ctx, node)
        if not cands and not node.get("up_to"):
            return False
    return True


# -- activated effects (D4.9, D5.8) ------------------------------------------------------------------
def costs(ab: dict[str, Any]) -> tuple[bool, int, int]:
    """(sleep self, nodes to sleep, cards to discard) of an activated ability's `cost` list."""
    sleep = False
    n = d = 0
    for c in ab.get("cost", ()):
        sleep = sleep or c.get("sleep") == "self"
        n += c.get("nodes", 0)
        d += c.get("discard", 0)
    return sleep, n, d


def timing_ok(state: State, ab: dict[str, Any], ctrl: int) -> bool:
    tm = ab.get("timing", "always")
    return tm == "always" or (tm == "own_turn") == (state.turn_player == ctrl)


def can_activate(state: State, iid: int, ai: int, ctrl: int) -> bool:
    ab = state.defs[iid].abilities[ai]
    if not state.rules.ability_active(state, iid, ab, zone_name(state.zone_of[iid])):  # type: ignore[attr-defined]
        return False
    if not timing_ok(state, ab, ctrl) or core.in_removal(state, iid):
        return False
    sleep, n, d = costs(ab)
    if sleep and state.orient[iid] != STAND:
        return False
    if len(core.active_nodes(state, ctrl)) < n or len(state.zones[f"{ctrl}.hand"]) < d:
        return False
    if "cost" in ab and not chosen_costs.payable(state, ab["cost"], ctrl, iid, (iid,) if sleep else ()):
        return False  # move_cards / rest_cards (engine/chosen_costs.py)
    if ab.get("once_per_turn") and (iid, ai) in state.flags.get("used_turn", ()):
        return False
    if "condition" in ab and not interp.check_condition(state, ab["condition"], ctrl, iid, {}):
        return False
    return targets_possible(state, ab, ctrl, iid)


def activate_options(state: State, player: int) -> list[Action]:
    out = []
    for i, acts in activated_in(state, _ACTIVATE_RANK[player]):
        for ai in acts:
            if can_activate(state, i, ai, player):
                out.append(Action("activate", (i, ai)))
    return out


_ACTIVATE_RANK = tuple({k: n for n, k in enumerate((f"{p}.field", f"{p}.set", f"{p}.hand", f"{p}.graveyard", f"{p}.nodes"))}
                       for p in (0, 1))


def start_activation(state: State, player: int, iid: int, ai: int) -> None:
    """Use an activated effect: targets, then costs (D5.2 order), then it waits on the stack."""
    ab = state.defs[iid].abilities[ai]
    if ab.get("once_per_turn"):
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + ((iid, ai),)
    cid = _ctx_for(state, (player, iid, state.obj[iid], state.defs[iid].id, ai, None))
    sleep, n, d = costs(ab)
    state.tasks.append(("pmv_push_effect", iid, state.obj[iid], player, ai, cid))
    chosen_costs.schedule(state, state.defs[iid].id, ai, player, iid)
    if d:
        state.tasks.append(("pmv_discard_cost", player, d))
    if n:
        pay_nodes(state, player, n)
    if sleep:
        core.set_orient(state, iid, REST)
    if ab.get("targets"):
        interp.push_seq(state, cid, ("targets",))
    core.emit(state, "used", player=player, iid=iid, card=state.defs[iid].id, ability=ai)


def pay_nodes(state: State, player: int, n: int) -> None:
    """D5.3: sleep n active nodes. Nodes differ only as cards, so the oldest active ones are slept
    (no choice asked: docs/phantom_magic_vision.md)."""
    for i in core.active_nodes(state, player)[:n]:
        core.set_orient(state, i, REST)


def t_discard_cost(state: State, t: tuple[Any, ...]) -> None:
    _, player, n = t
    hand = state.zones[f"{player}.hand"]
    if n <= 0 or not hand:
        return
    if len(hand) <= n:
        for i in list(hand):
            core.put(state, i, f"{player}.graveyard", cause="cost")
        return
    state.decision = Decision(player, "discard", tuple(Action("discard", (i,)) for i in hand),
                              ("pmv_discard_cost_answer", player, n), ("discard_cost", n))


def t_discard_cost_answer(state: State, t: tuple[Any, ...]) -> None:
    _, player, n, a = t
    core.put(state, a.args[0], f"{player}.graveyard", cause="cost")
    state.tasks.append(("pmv_discard_cost", player, n - 1))


TASKS = {"pmv_trigger_first": t_trigger_first, "pmv_beta": t_beta,
         "pmv_discard_cost": t_discard_cost, "pmv_discard_cost_answer": t_discard_cost_answer}
