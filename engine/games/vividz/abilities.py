"""Abilities in Vividz: auto abilities becoming triggered (908), being played one at a time in
pre-priority processing (202.2b, 908.2), delayed and state triggers (908.4, 908.5) and
activated abilities (907). Costs are in costs.py, replacement effects (912) and damage in
replacements.py."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import NO, YES, Action, Decision
from ...events import Event
from ...layers import ability_info
from ...state import REVERSE, State
from . import core
from .ability_table import ability_index, controller, zone_test
from .core import emit
from .costs import can_pay, push_costs
from .lki import lki_getc
from .mission_counts import record
from .zones import ability_active_at, zone_name

# a triggered (pending) auto ability: (uid, controller, source, source object, card id, ability, path, it)
UID, CTRL, SRC, SOBJ, DEF, AB, PATH, IT = range(8)
ONCE_PER_BATTLE = ("attack_success", "battle_end")  # 806.3, 806.5


def pending(state: State) -> tuple[tuple[Any, ...], ...]:
    return state.flags.get("pend", ())


# -- triggers (908) --------------------------------------------------------------------------
_OWN_KINDS = ("phase_start", "phase_end", "game_start")  # `player` defaults to you


def _trigger_matches(state: State, iid: int, ctrl: int, trig: dict[str, Any], e: Event) -> bool:
    if not interp.trigger_player_matches(trig, e, ctrl, _OWN_KINDS):
        return False
    subject = e.get("iid")
    card = trig.get("card")
    if card == "self":
        if subject != iid:
            return False
    elif card is not None:
        if subject is None:
            return False
        getc = None
        if e.kind in ("move", "defeated") and e.get("frm") == "area" and e.get("to") != "area":
            lki = core.lki_of(state, subject, state.obj[subject])  # 908.3a: as it was in the area
            if lki is None:
                lki = state.marks.get(subject, {}).get("lki")
            if lki is not None:
                getc = lki_getc(state, subject, lki)
        if not interp.match_filter(state, subject, card, iid, getc):
            return False
    for key in ("from", "to"):
        if key in trig:
            got = e.get("frm" if key == "from" else "to")
            if trig[key] != got and not (trig[key] in ("center", "side") and got == "area"
                                         and _area_ok(trig[key], e.get("area"))):
                return False
    if "by" in trig and trig["by"] == "self" and e.get("by") != iid:
        return False
    if "battle" in trig and bool(trig["battle"]) != bool(e.get("battle")):
        return False
    if "name" in trig and trig["name"] != e.get("name"):
        return False
    if "gain" in trig and (e.get("amount", 0) > 0) != bool(trig["gain"]):
        return False
    if "condition" in trig and not interp.check_condition(state, trig["condition"], ctrl, iid, {}):
        return False
    return interp.trigger_keys_match(trig, e, ctrl, state)


def _area_ok(which: str, k: Any) -> bool:
    return k is not None and ((k == 1) == (which == "center"))


def _add_pending(state: State, entries: list[tuple[Any, ...]]) -> None:
    if entries:
        state.flags["pend"] = pending(state) + tuple(entries)
        for a in entries:
            state.out.append(Event("triggered", (("player", a[CTRL]), ("card", a[DEF]), ("ability", a[AB]),
                                                 ("uid", a[UID]), ("iid", a[SRC]))))  # iid: which copy


def _it(state: State, e: Event) -> tuple[int, ...] | None:
    """The event's card as (iid, obj), plus the object whose parameters effects read when it left an
    area or moved between a public and a hidden zone (908.3a)."""
    sub = e.get("iid")
    if sub is None:
        return None
    frm, to = e.get("frm"), e.get("to")
    if e.kind == "move" and ((frm == "area" and to != "area") or ((frm in core.HIDDEN) != (to in core.HIDDEN))):
        return (sub, state.obj[sub], state.obj[sub] - 1)
    return (sub, state.obj[sub])


def on_event(state: State, e: Event, lookback: dict[int, str] | None = None, dry: bool = False) -> bool:
    """908.1: every auto ability whose event this is becomes triggered, once per event (908.1b).
    `dry`: change nothing, only say whether anything would become triggered (would_trigger)."""
    if state.result is not None:
        return False
    dv = state._derived  # ability_index's lookup inlined: asked for every event some ability watches
    idx = dv[1].get("vz_index") if dv is not None and dv[0] is state.defs else None
    cands = (idx or ability_index(state))[0].get(e.kind)
    if not cands and not state.flags.get("delayed"):
        return False  # no ability anywhere watches this kind of event
    added: list[tuple[Any, ...]] = []
    if cands:
        zone_of = state.zone_of
        once = e.kind in ONCE_PER_BATTLE or (e.kind == "phase_end" and e.get("phase") == "mission")
        orient = state.orient
        for iid, ai, ab, memo in cands:
            key = zone_of[iid]
            if lookback and iid in lookback and zone_name(lookback[iid]) == "area" and zone_name(key) != "area":
                key = lookback[iid]  # 908.3d: a chara leaving the area triggers as it was there
            v = memo.get(key)
            if v is None:
                v = zone_test(ab, memo, key)
            if v == 0 or (v == 2 and orient[iid] == REVERSE):  # in a deck, or not ability_active_at
                continue
            d = state.defs[iid]
            ctrl = state.owner[iid] if key in ("temp", "scout") else int(key[0])
            if not _trigger_matches(state, iid, ctrl, ab["trigger"], e):
                continue
            sobj = state.obj[iid] if zone_of[iid] == key else state.obj[iid] - 1
            if once:  # 806.3, 704.5: these trigger once per battle / per turn
                fk = "btrig" if e.kind in ONCE_PER_BATTLE else "mtrig"
                mark = (iid, sobj, ai)
                if mark in state.flags.get(fk, ()):
                    continue
                if dry:
                    return True
                state.flags[fk] = state.flags.get(fk, ()) + (mark,)
            if dry:
                return True
            added.append((state.tick(), ctrl, iid, sobj, d.id, ai, ("effects",), _it(state, e)))
    delayed = state.flags.get("delayed")
    if delayed:
        for entry in delayed:
            _ts, src, sobj, ctrl, def_id, ai, path = entry
            trig = interp.node_at(state.deftable[def_id].abilities[ai], path)["trigger"]
            if trig["on"] == e.kind and _trigger_matches(state, src, ctrl, trig, e):
                if dry:
                    return True
                # 908.4a: a delayed ability triggers once only
                state.flags["delayed"] = tuple(x for x in state.flags["delayed"] if x != entry)
                added.append((state.tick(), ctrl, src, sobj, def_id, ai, path + ("effects",), _it(state, e)))
    if added:
        _add_pending(state, added)
        return True
    return False


def would_trigger(state: State, e: Event) -> bool:
    """Whether an event would trigger anything not yet triggered (704.7, 704.10, 806.5, 806.7).

    A dry run on the state itself instead of a trial on a copy; it sees characteristics computed
    afresh, as a copy would (a copy starts without the cache), and leaves the cache as it was."""
    cache = state._cache
    state._cache = None
    try:
        return on_event(state, e, None, True)
    finally:
        state._cache = cache


def check_state_triggers(state: State) -> None:
    """908.5: a state trigger becomes triggered while its condition holds and it is not already."""
    dv = state._derived  # ability_index's lookup inlined: asked before every priority
    idx = dv[1].get("vz_index") if dv is not None and dv[0] is state.defs else None
    cands = (idx or ability_index(state))[0].get("state")
    if not cands:
        return
    waiting = None
    added = []
    zone_of = state.zone_of
    for iid, ai, ab, memo in cands:
        key = zone_of[iid]
        v = memo.get(key)
        if v is None:
            v = zone_test(ab, memo, key)
        if v == 0 or (v == 2 and state.orient[iid] == REVERSE):  # in a deck, or not ability_active_at
            continue
        d = state.defs[iid]
        if waiting is None:
            waiting = {(e[SRC], e[SOBJ], e[AB]) for e in pending(state)}
        if (iid, state.obj[iid], ai) in waiting:
            continue
        ctrl = controller(state, iid)
        if interp.check_condition(state, ab["trigger"]["condition"], ctrl, iid, {}):
            added.append((state.tick(), ctrl, iid, state.obj[iid], d.id, ai, ("effects",), None))
    if added:
        _add_pending(state, added)


# -- activated abilities (907) ---------------------------------------------------------------
_DECKS = frozenset({"0.deck", "1.deck"})
_SHARED = ("temp", "scout")  # the zones that belong to no player: their cards are their owners'

def activations(state: State, player: int) -> list[Action]:
    """Activated abilities `player` may play now: the card's controller, a zone where the
    ability works (903), its condition, once per turn, and a payable cost (904.2f)."""
    acts = ability_index(state)[2]
    out = []
    used = state.flags.get("used_turn", ())
    zone_of = state.zone_of
    for iid in acts:
        key = zone_of[iid]
        if key in _DECKS or (state.owner[iid] if key in _SHARED else int(key[0])) != player:
            continue  # in a deck, or another player's card (controller() inlined: every main-phase window)
        d = state.defs[iid]
        for ai in ability_info(d).activated:
            ab = d.abilities[ai]
            if not ability_active_at(state, iid, ab, key):
                continue
            if "condition" in ab and not interp.check_condition(state, ab["condition"], player, iid, {}):
                continue
            if ab.get("once_per_turn") and (iid, state.obj[iid], ai) in used:
                continue
            if can_pay(state, iid, player, ab.get("cost", [])):
                out.append(Action("activate", (iid, ai)))
    return out


def activate(state: State, iid: int, ai: int) -> None:
    """904.2 / 907.1b: play an activated ability: pay its costs, then it resolves."""
    player = controller(state, iid)
    d = state.defs[iid]
    ab = d.abilities[ai]
    if ab.get("once_per_turn"):
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + ((iid, state.obj[iid], ai),)
    cid = interp.new_ctx(state, iid, player, d.id, ai)
    if zone_name(state.zone_of[iid]) in core.HIDDEN:
        emit(state, "reveal", iid=iid, card=d.id)  # 904.2b
    state.tasks.append(("vz_resolve_ctx", cid, ("effects",)))
    state.tasks.append(("vz_ability_played", cid))
    push_costs(state, cid, ab.get("cost", []))


def t_ability_played(state: State, t: tuple[Any, ...]) -> None:
    """904.2h: the ability counts as played once its costs are paid."""
    ctx = state.ctx[t[1]]
    d = state.deftable[ctx["def"]]
    ab = d.abilities[ctx["ab"]]
    emit(state, "used", player=ctx["ctrl"], iid=ctx["src"], card=d.id, ability=ctx["ab"],
         tags=tuple(ab.get("tags", ())), accel="accel" in ab.get("keywords", ()))
    record(state, ctx["ctrl"], "activate", ctx["src"])
    if "accel" in ab.get("keywords", ()):
        record(state, ctx["ctrl"], "accel", ctx["src"])


def t_resolve_ctx(state: State, t: tuple[Any, ...]) -> None:
    """904.3a: carry out the effects in order; then end the resolution (1108.3 re-hiding)."""
    cid, path = t[1], t[2]
    state.tasks.append(("vz_end_resolution", cid))
    interp.push_seq(state, cid, tuple(path))


def t_end_resolution(state: State, t: tuple[Any, ...]) -> None:
    """1108.3: a card revealed in a hidden zone is hidden again; a deck is then shuffled."""
    ctx = state.ctx.pop(t[1], None)
    if not ctx or not ctx.get("revealed"):
        return
    decks = set()
    for iid, obj in ctx["revealed"]:
        if state.obj[iid] == obj and state.zone_of[iid].endswith("deck"):
            decks.add(int(state.zone_of[iid][0]))
    for p in sorted(decks):
        core.shuffle_deck(state, p)


# -- playing a triggered auto ability (908.2) ------------------------------------------------------
def play_pending(state: State, entry: tuple[Any, ...]) -> None:
    """908.2: its controller plays it and the triggered state is used up once. An ability with a
    cost or marked optional may be declined; one whose cost cannot be paid is not played (908.2a)."""
    state.flags["pend"] = tuple(e for e in pending(state) if e[UID] != entry[UID])
    ab = interp.node_at(state.deftable[entry[DEF]].abilities[entry[AB]], tuple(entry[PATH])[:-1])
    costs = ab.get("cost", [])
    src = entry[SRC]
    if costs and not can_pay(state, src, entry[CTRL], costs):
        emit(state, "not_played", player=entry[CTRL], card=entry[DEF], ability=entry[AB])
        return
    if costs or ab.get("optional"):
        state.decision = Decision(entry[CTRL], "may", (YES, NO), ("vz_pending_answer", entry),
                                  ("may", entry[DEF], entry[AB]))
        return
    _start_auto(state, entry)


def t_pending_answer(state: State, t: tuple[Any, ...]) -> None:
    entry, a = t[1], t[2]
    if a == YES:
        _start_auto(state, entry)


def _start_auto(state: State, entry: tuple[Any, ...]) -> None:
    cid = interp.new_ctx(state, entry[SRC], entry[CTRL], entry[DEF], entry[AB])
    state.ctx[cid]["obj"] = entry[SOBJ]
    if entry[IT] is not None:
        it = tuple(entry[IT])
        state.ctx[cid]["$it"] = (it[:2],)
        if len(it) > 2:
            state.ctx[cid]["#info:$it"] = (it[0], it[2])
    ab = interp.node_at(state.deftable[entry[DEF]].abilities[entry[AB]], tuple(entry[PATH])[:-1])
    emit(state, "resolve", player=entry[CTRL], iid=entry[SRC], card=entry[DEF], ability=entry[AB])
    state.tasks.append(("vz_resolve_ctx", cid, tuple(entry[PATH])))
    push_costs(state, cid, ab.get("cost", []))


TASKS = {
    "vz_ability_played": t_ability_played, "vz_resolve_ctx": t_resolve_ctx, "vz_end_resolution": t_end_resolution,
    "vz_pending_answer": t_pending_answer,
}
