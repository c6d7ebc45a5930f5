"""Protection that answers being targeted (目標): 加護(X) (10.29, A8, A33), 抵抗(X) (10.26, A8,
A33) and ラストワード (10.32.2.c, A31). Checked once a card's play or an effect is on the stack,
its own costs paid, before anyone has priority (A8). And negation (無効): of an item, of a card
being played."""
from __future__ import annotations

from typing import Any

from ... import interp, stack
from ...actions import Action, Decision
from ...state import State
from . import abilities as ab
from . import core
from .zones import zone_name


def _item(state: State, uid: int) -> tuple[Any, ...] | None:
    return next((it for it in stack.items(state) if it[0] == uid), None)


def _targets(state: State, item: tuple[Any, ...]) -> list[int]:
    """The cards the item targets: its ability's `targets` names and an 装備 / 呪符 card's host."""
    ctx = state.ctx.get(item[-1])
    if ctx is None:
        return []
    names: list[str] = []
    if ctx.get("ab", -1) >= 0:
        abil = interp.ability_of(state, ctx)
        names = [n["as"] for n in abil.get("targets", ())]
    out: list[int] = []
    for n in (*names, "$host_target"):
        for i in interp.resolve_ref(state, ctx, n) if n in ctx else ():
            if i not in out:
                out.append(i)
    return out


def _source_kind(state: State, item: tuple[Any, ...]) -> str:
    """"command", "spell", "character" (a character card played) or "character_effect"."""
    card = item[ab.CARD]
    d = state.defs[card]
    if item[ab.KIND] == "card":
        return d.type
    if core.host_of(state, card) is not None and core.set_kind(state, card) in ("equip", "curse"):
        return "character_effect"  # text its character has from a set card (10.13.6, 10.14.4, A8)
    return "character_effect" if d.type == "character" else f"{d.type}_effect"


def check_targets(state: State, uid: int) -> None:
    """Schedule each protection the item's targets have, one instance at a time (10.1.3)."""
    item = _item(state, uid)
    if item is None:
        return
    ctrl = item[ab.CTRL]
    kind = _source_kind(state, item)
    checks: list[tuple[Any, ...]] = []
    for t in _targets(state, item):
        owner = state.owner[t]
        in_play = zone_name(state.zone_of[t]) == "play"
        if in_play and core.keyword(state, t, "last_word") and item[ab.KIND] == "card":
            checks.append(("pmv_protect", uid, t, "last_word", 0))  # A31: own cards too
        x = core.valued(state, t, "resistance")
        if in_play and x is not None and owner != ctrl:
            checks.append(("pmv_protect", uid, t, "resistance", int(x)))
        if owner != ctrl and core.is_character(state, t) and kind in ("command", "character_effect"):
            for x in core.valued_all(state, t, "blessing"):  # each instance asked apart (10.1.3, A8)
                checks.append(("pmv_protect", uid, t, "blessing", int(x)))
    state.tasks.extend(reversed(checks))


def t_protect(state: State, t: tuple[Any, ...]) -> None:
    _, uid, target, what, x = t
    item = _item(state, uid)
    if item is None or _negated(state, item):
        return
    if what == "last_word":
        negate_item(state, item)
        return
    payer = item[ab.CTRL]
    if len(core.active_nodes(state, payer)) < x:
        negate_item(state, item)
        return
    if x == 0:
        return
    opts = (Action("pay", (target, x)), Action("decline", (target,)))
    state.decision = Decision(payer, "protection", opts, ("pmv_protect_answer", uid), (what, state.defs[target].id, x))


def t_protect_answer(state: State, t: tuple[Any, ...]) -> None:
    _, uid, a = t
    item = _item(state, uid)
    if item is None:
        return
    if a.kind == "pay":
        ab.pay_nodes(state, item[ab.CTRL], a.args[1])
    else:
        negate_item(state, item)


def _negated(state: State, item: tuple[Any, ...]) -> bool:
    return bool(state.ctx.get(item[-1], {}).get("negated"))


def negate_item(state: State, item: tuple[Any, ...]) -> None:
    """A8: a played card is negated and goes to its owner's 冥界; an effect is negated (its card
    stays)."""
    if item[ab.KIND] == "card":
        negate_card(state, item[ab.CARD])
    else:
        ctx = state.ctx.get(item[-1])
        if ctx is not None:
            ctx["negated"] = True
        core.emit(state, "negated", player=item[ab.CTRL], iid=item[ab.CARD], card=state.defs[item[ab.CARD]].id)


def t_push_effect(state: State, t: tuple[Any, ...]) -> None:
    """An activated effect, its targets chosen and its costs paid, waits on the stack; then its
    targets' protections are checked (A8)."""
    _, iid, obj, player, ai, cid = t
    uid = stack.new_uid(state)
    stack.push(state, (uid, "effect", iid, obj, player, state.defs[iid].id, ai, cid))
    core.emit(state, "stacked", player=player, iid=iid, card=state.defs[iid].id, ability=ai, what="effect")
    check_targets(state, uid)


def negate_card(state: State, iid: int, by: int | None = None) -> bool:
    """無効: a card being played leaves the stack without effect, into its owner's 冥界."""
    if zone_name(state.zone_of[iid]) != "play":
        return False
    for it in stack.items(state):
        if it[ab.KIND] == "card" and it[ab.CARD] == iid:
            stack.remove(state, it[ab.UID])
            state.ctx.pop(it[-1], None)
    core.emit(state, "negated", player=state.owner[iid], iid=iid, card=state.defs[iid].id, by_player=by)
    lim = state.flags.get("limited_names")
    if lim:  # 10.21.2.a: the limit of a play that was negated does not apply
        state.flags["limited_names"] = tuple(x for x in lim if x[2] != iid)
    core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="negated", by=by)
    return True


TASKS = {"pmv_push_effect": t_push_effect, "pmv_protect": t_protect, "pmv_protect_answer": t_protect_answer}
