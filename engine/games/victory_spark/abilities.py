"""Abilities in Victory Spark: triggers into the resolution zone (7.5), activation and cancel
(7.4, 11.1) and resolving (4.7, 4.8, 7.11). Costs are in costs.py, replacement effects (7.9) in
replacements.py."""
from __future__ import annotations

from typing import Any, Final

from ... import interp
from ...actions import NO, YES, Action
from ...events import Event
from ...layers import Chars, ability_info, chars
from ...state import State
from .ability_table import ability_index
from .ability_table import listened as listened  # re-exported: the kinds on_event can act on
from .core import emit, put, refill_ring
from .costs import can_pay
from .zones import ability_active_in, zone_name

HIDDEN = ("deck", "hand", "energy")  # non-public zones (3.2.2, 3.4.2, 3.7.2)
FIELD = ("ring", "bench")

# resolution-zone entry fields (Final: the compiled build reads them as constants)
UID: Final = 0
CTRL: Final = 1
SRC: Final = 2
SOBJ: Final = 3
DEF: Final = 4
AB: Final = 5
KIND: Final = 6
TARGET: Final = 7
CTX: Final = 8
PATH: Final = 9
START: Final = 10
IT: Final = 11


def _can_trigger_at(ab: dict[str, Any], memo: dict[str, bool], key: str) -> bool:
    on = memo.get(key)
    if on is None:
        on = memo[key] = not key.endswith("deck") and ability_active_in(ab, zone_name(key))
    return on


def silenced(state: State, iid: int) -> bool:
    """7.11.3-7.11.5: an effect says this card's abilities cannot be used (rule flag no_abilities)."""
    return ability_index(state)[2] and "no_abilities" in chars(state, iid).flags


def drop_unusable(state: State) -> None:
    """7.11.5: an ability in the resolution zone whose card can no longer use abilities is removed."""
    entries = rz(state)
    if not entries:
        return
    keep = tuple(e for e in entries if e[KIND] == "cancel" or state.obj[e[SRC]] != e[SOBJ] or not silenced(state, e[SRC]))
    if len(keep) != len(entries):
        state.flags["rz"] = keep


def rz(state: State) -> tuple[tuple[Any, ...], ...]:
    return state.flags.get("rz", ())


def controller(state: State, iid: int) -> int:
    """4.3.2: the master of a card in a zone is that zone's player; in the shared zone, its owner."""
    k = state.zone_of[iid]
    return state.owner[iid] if k == "rz" else int(k[0])


# -- triggers --------------------------------------------------------------------------
_OWN_KINDS = ("phase_start", "phase_end", "turn_start", "turn_end")  # `player` defaults to you


def _trigger_matches(state: State, iid: int, ctrl: int, trig: dict[str, Any], e: Event) -> bool:
    card = trig.get("card")
    if not interp.trigger_player_matches(trig, e, ctrl, _OWN_KINDS):
        return False
    subject = e.get("supporter") if trig.get("role") == "supporter" else e.get("iid")
    if card == "self":
        if subject != iid:
            return False
    elif card is not None:
        getc = None
        frm, to = e.get("frm"), e.get("to")
        if subject is not None and subject == e.get("iid") and frm is not None and (
                (frm in FIELD and to not in FIELD) or (frm not in HIDDEN and to in HIDDEN)):
            # 7.6.1.2: it left the field / 7.6.1.1: it went from a public to a hidden zone: use its last information
            lc = lki_chars(state, subject, state.obj[subject] - 1)
            if lc is not None:
                getc = lambda i: lc if i == subject else chars(state, i)  # noqa: E731
        if subject is None or not interp.match_filter(state, subject, card, iid, getc):
            return False
    if "from" in trig and trig["from"] != e.get("frm"):
        return False
    if "to" in trig and trig["to"] != e.get("to"):
        return False
    if "condition" in trig and not interp.check_condition(state, trig["condition"], ctrl, iid, {}):
        return False
    return interp.trigger_keys_match(trig, e, ctrl, state)


def _it(state: State, e: Event) -> tuple[int, ...] | None:
    """The event's card as (iid, obj), plus the object whose information effects read when it moved
    from the field or between a public and a hidden zone (7.6.1.1, 7.6.1.2)."""
    sub = e.get("iid")
    if sub is None:
        return None
    frm, to = e.get("frm"), e.get("to")
    if e.kind == "move" and ((frm in FIELD and to not in FIELD) or ((frm in HIDDEN) != (to in HIDDEN))):
        return (sub, state.obj[sub], state.obj[sub] - 1)
    return (sub, state.obj[sub])


def on_event(state: State, e: Event) -> None:
    """Put every auto ability this event triggers into the resolution zone (7.5.2, 7.5.3)."""
    kind = e.kind
    if state.result is not None:
        return
    by_kind, _, silence, _k, by_phase = ability_index(state)
    # the shared trigger "damaged" fires on this game's "damage" event when damage was dealt
    lookup = ("damaged" if e.get("amount") else "") if kind == "damage" else kind
    cands = by_kind.get(lookup, ())
    if cands and kind in _OWN_KINDS:  # half of all events: only abilities that name this phase or none
        phase = e.get("phase")
        hit = by_phase.get((kind, phase))
        if hit is None:  # trigger_player_matches rejects the others before anything else is read
            hit = by_phase[(kind, phase)] = [c for c in cands if c[2]["trigger"].get("phase", phase) == phase]
        cands = hit
    if not cands and "delayed" not in state.flags:
        return  # no ability anywhere watches this kind of event
    added: list[tuple[Any, ...]] = []
    zone_of = state.zone_of
    end_ev = kind == "turn_end" or (kind == "phase_start" and e.get("phase") == "end")
    fired = state.flags.get("end_fired", ()) if end_ev else ()
    newly: list[tuple[int, int, int]] = []
    for iid, ai, ab, memo in cands:
        key = zone_of[iid]
        on = memo.get(key)
        if on is None:
            on = _can_trigger_at(ab, memo, key)
        if not on or (silence and silenced(state, iid)):  # 7.11.3
            continue
        zname = zone_name(key)
        d = state.defs[iid]
        trig = ab["trigger"]
        ctrl = controller(state, iid)
        if not _trigger_matches(state, iid, ctrl, trig, e):
            continue
        if "condition" in ab and not interp.check_condition(state, ab["condition"], ctrl, iid, {}):
            continue  # an ability-level condition gates the trigger itself
        if end_ev:  # 6.8.1.1 / 6.8.1.5: the end-phase triggers are met once per turn
            k = (iid, state.obj[iid], ai)
            if k in fired:
                continue
            newly.append(k)
        it = _it(state, e)
        entry = (state.tick(), ctrl, iid, state.obj[iid], d.id, ai, "auto", -1, -1, ("effects",), 0, it)
        if zname == "hand":  # 4.5.1: revealed at the next check timing, if its master wants
            state.flags["hand_pending"] = state.flags.get("hand_pending", ()) + (entry,)
        else:
            added.append(entry)
    if newly:
        state.flags["end_fired"] = fired + tuple(newly)
    for delayed in state.flags.get("delayed", ()) if "delayed" in state.flags else ():
        ts, src, sobj, ctrl, def_id, ai, path = delayed
        trig = interp.node_at(state.deftable[def_id].abilities[ai], path)["trigger"]
        if trig["on"] == kind and _trigger_matches(state, src, ctrl, trig, e):
            state.flags["delayed"] = tuple(x for x in state.flags["delayed"] if x != delayed)  # 7.5.8: once
            added.append((state.tick(), ctrl, src, sobj, def_id, ai, "auto", -1, -1, path + ("effects",), 0, None))
    if added:
        state.flags["rz"] = rz(state) + tuple(added)
        for a in added:
            emit_rz(state, a)


def end_triggers_pending(state: State) -> bool:
    """6.8.1.5: is there an ability the end-phase triggers would trigger that has not triggered
    on them yet this turn?"""
    tp = state.turn_player
    fired = state.flags.get("end_fired", ())
    by_kind = ability_index(state)[0]
    for e in (Event("phase_start", (("player", tp), ("phase", "end"))), Event("turn_end", (("player", tp),))):
        for iid, ai, ab, memo in by_kind.get(e.kind, ()):
            if not _can_trigger_at(ab, memo, state.zone_of[iid]) or (iid, state.obj[iid], ai) in fired:
                continue
            if _trigger_matches(state, iid, controller(state, iid), ab["trigger"], e):
                return True
    return False


def emit_rz(state: State, entry: tuple[Any, ...]) -> None:
    state.out.append(Event("triggered" if entry[KIND] == "auto" else "activated",
                           (("player", entry[CTRL]), ("card", entry[DEF]), ("ability", entry[AB]),
                            ("uid", entry[UID]), ("iid", entry[SRC]))))  # iid: which copy of the card


def check_state_triggers(state: State) -> None:
    """7.5.9: a state trigger is used once when its condition holds and it is not already waiting."""
    by_kind = ability_index(state)[0]
    cands = by_kind.get("state")
    if not cands:
        return
    waiting = None
    added = []
    for iid, ai, ab, memo in cands:
        if not _can_trigger_at(ab, memo, state.zone_of[iid]) or silenced(state, iid):  # 7.11.3
            continue
        d = state.defs[iid]
        trig = ab["trigger"]
        if waiting is None:
            waiting = {(e[SRC], e[SOBJ], e[AB]) for e in rz(state)}
        if (iid, state.obj[iid], ai) in waiting:
            continue
        ctrl = controller(state, iid)
        if interp.check_condition(state, trig["condition"], ctrl, iid, {}):
            added.append((state.tick(), ctrl, iid, state.obj[iid], d.id, ai, "auto", -1, -1, ("effects",), 0, None))
    if added:
        state.flags["rz"] = rz(state) + tuple(added)
        for a in added:
            emit_rz(state, a)


# -- activation ----------------------------------------------------------------------------
def _leading_choices(ab: dict[str, Any]) -> int:
    """7.4.1.2: an activated ability makes its choices when it is activated (R1)."""
    n = 0
    for e in ab.get("effects", []):
        if "choose" not in e:
            break
        n += 1
    return n


def activations(state: State, player: int) -> list[Action]:
    """Activated abilities (not cancels) the player may use now (ability phase, 6.6.1.3)."""
    out = []
    for key in [f"{player}.ring"] + [f"{player}.bench{i}" for i in range(3)] + [f"{player}.hand"]:
        zname = zone_name(key)
        for iid in state.zones[key]:
            d = state.defs[iid]
            for ai in ability_info(d).activated:
                ab = d.abilities[ai]
                if "cancel" in ab.get("keywords", ()) or not ability_active_in(ab, zname) or silenced(state, iid):  # 7.11.4
                    continue
                if "condition" in ab and not interp.check_condition(state, ab["condition"], player, iid, {}):
                    continue
                if ab.get("once_per_turn") and (iid, state.obj[iid], ai) in state.flags.get("used_turn", ()):
                    continue
                if can_pay(state, iid, player, ab.get("cost", [])):
                    out.append(Action("activate", (iid, ai)))
    return out


def activate(state: State, iid: int, ai: int, kind: str = "activated", target: int = -1) -> None:
    player = controller(state, iid)
    d = state.defs[iid]
    ab = d.abilities[ai]
    if ab.get("once_per_turn"):
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + ((iid, state.obj[iid], ai),)
    cid = interp.new_ctx(state, iid, player, d.id, ai)
    n = _leading_choices(ab) if kind == "activated" else 0
    state.flags["playing"] = True  # 3.3.1.3.2: an emptied ring is refilled once the use is over
    state.tasks.append(("vs_done_use",))
    state.tasks.append(("vs_to_rz", cid, kind, target, n))
    state.tasks.append(("vs_pay", cid))
    if n:
        state.tasks.append(("seq", cid, ("effects",), 0, n))
    emit(state, "activate", player=player, iid=iid, card=d.id, ability=ai, how=kind)


def t_to_rz(state: State, t: tuple[Any, ...]) -> None:
    _, cid, kind, target, start = t
    ctx = state.ctx[cid]
    src = ctx["src"]
    if kind == "cancel" and state.zone_of[src] != "rz":
        put(state, src, "rz", cause="cancel")  # 7.4.2: the cancel card itself goes there
        ctx["obj"] = state.obj[src]
    entry = (state.tick(), ctx["ctrl"], src, ctx["obj"], ctx["def"], ctx["ab"], kind, target, cid,
             ("effects",), start, None)
    state.flags["rz"] = rz(state) + (entry,)
    emit_rz(state, entry)


# -- cancels (4.6, 4.7, 11.1) ----------------------------------------------------------------
def chosen_uids(state: State) -> set[int]:
    return {e[TARGET] for e in rz(state) if e[KIND] == "cancel"}


def lki_chars(state: State, iid: int, obj: int) -> Chars | None:
    """The information card object (iid, obj) had when it last left the field (7.6.1.2, 3.8.5, 7.10.1)."""
    m = state.marks.get(iid, {}).get("lki")
    if m is None or m[0] != obj:
        return None
    c = Chars(state.defs[iid])
    c.power, c.defense, c.level = m[1], m[2], m[3]
    c.tags, c.keywords, c.flags = frozenset(m[4]), frozenset(m[5]), frozenset(m[6])
    return c


def _source_chars(state: State, target: tuple[Any, ...]) -> Chars:
    """3.8.3-3.8.5: an ability in the resolution zone has its card's information, or the card's
    last information before it moved."""
    s = target[SRC]
    if state.obj[s] != target[SOBJ]:
        c = lki_chars(state, s, target[SOBJ])
        if c is not None:
            return c
    return chars(state, s)


def _cancellable(state: State, ab: dict[str, Any], player: int, target: tuple[Any, ...]) -> bool:
    spec = ab.get("cancels", {})
    if target[CTRL] == player and spec.get("player", "opponent") == "opponent":
        return False  # 11.1: a cancel negates the opponent's ability
    if "kind" in spec and spec["kind"] != ("cancel" if target[KIND] == "cancel" else target[KIND]):
        return False
    d = state.deftable[target[DEF]]
    tab = d.abilities[target[AB]]
    sc = _source_chars(state, target)
    if "tag" in spec:
        # 2.14.2: tags granted to the card are added to every one of its abilities
        tags = set(tab.get("tags", ())) | set(d.attrs.get("tags", ())) | (sc.tags - ability_info(d).tags)
        if spec["tag"] not in tags:
            return False
    if "source" in spec:
        s = target[SRC]
        if not interp.match_filter(state, s, spec["source"], -1, getc=lambda i: sc if i == s else chars(state, i)):
            return False
    return True


def cancel_options(state: State, player: int) -> list[Action]:
    out: list[Action] = []
    entries = rz(state)
    if not entries:
        return out
    for key in (f"{player}.hand", f"{player}.ring", f"{player}.bench0", f"{player}.bench1", f"{player}.bench2"):
        zname = zone_name(key)
        for iid in state.zones[key]:
            d = state.defs[iid]
            for ai in ability_info(d).activated:
                ab = d.abilities[ai]
                if "cancel" not in ab.get("keywords", ()) or not ability_active_in(ab, zname) or silenced(state, iid):
                    continue
                if not can_pay(state, iid, player, ab.get("cost", [])):
                    continue
                for e in entries:
                    if _cancellable(state, ab, player, e):
                        out.append(Action("cancel", (iid, ai, e[UID])))
    return out


def resolve_cancel(state: State, entry: tuple[Any, ...]) -> None:
    """11.1.1 / 3.8.7: the chosen ability leaves the resolution zone; the cancel card goes to 控え室."""
    remaining = tuple(e for e in rz(state) if e[UID] != entry[UID])
    target = next((e for e in remaining if e[UID] == entry[TARGET]), None)
    if target is not None and not _cancellable(state, state.deftable[entry[DEF]].abilities[entry[AB]], entry[CTRL], target):
        target = None  # 3.8.6: the chosen ability no longer meets the cancel's condition: the cancel does nothing
    if target is not None:
        remaining = tuple(e for e in remaining if e[UID] != target[UID])
    state.flags["rz"] = remaining
    if target is not None:
        emit(state, "cancelled", player=entry[CTRL], card=target[DEF], ability=target[AB], by=entry[DEF])
        _leave_rz(state, target)
    _leave_rz(state, entry)
    cid = entry[CTX]
    state.tasks.append(("end_ctx", cid))
    interp.push_seq(state, cid, ("effects",))


def _leave_rz(state: State, entry: tuple[Any, ...]) -> None:
    if entry[KIND] == "cancel":
        src = entry[SRC]
        if state.zone_of[src] == "rz":
            put(state, src, f"{state.owner[src]}.waiting", cause="resolved")
        elif entry[CTX] in state.ctx:
            state.ctx.pop(entry[CTX], None)


# -- resolving (4.8, 7.4.3, 7.11) -------------------------------------------------------------
def resolve_entry(state: State, entry: tuple[Any, ...]) -> None:
    state.flags["rz"] = tuple(e for e in rz(state) if e[UID] != entry[UID])
    if entry[KIND] == "cancel":
        resolve_cancel(state, entry)
        return
    cid = entry[CTX]
    if cid < 0:  # an auto ability: its choices are made now (R1, 7.4.4)
        cid = interp.new_ctx(state, entry[SRC], entry[CTRL], entry[DEF], entry[AB])
        state.ctx[cid]["obj"] = entry[SOBJ]
        if entry[IT] is not None:
            it = tuple(entry[IT])
            info = it[2] if len(it) > 2 else None
            ab = state.deftable[entry[DEF]].abilities[entry[AB]]
            where = zone_name(state.zone_of[it[0]])
            if ab.get("trigger", {}).get("on") == "move" and where in HIDDEN and not ability_active_in(ab, where):
                # 7.5.7: the moved card is in a hidden zone now, so the effect cannot find it there
                it = (it[0], -1)
                if it[0] == entry[SRC]:
                    state.ctx[cid]["obj"] = -1
            state.ctx[cid]["$it"] = (it[:2],)
            if info is not None:
                state.ctx[cid]["#info:$it"] = (it[0], info)
    emit(state, "resolve", player=entry[CTRL], iid=entry[SRC], card=entry[DEF], ability=entry[AB])
    state.flags["playing"] = True  # 3.3.1.3.2: as for activation
    state.tasks.append(("vs_done_use",))
    state.tasks.append(("end_ctx", cid))
    state.tasks.append(("vs_used", entry[CTRL], entry[SRC], entry[DEF], entry[AB]))
    state.tasks.append(("seq", cid, tuple(entry[PATH]), entry[START]))


def t_done_use(state: State, t: tuple[Any, ...]) -> None:
    """3.3.1.3.2: after a use (activation or resolution) an empty ring takes the deck's top card."""
    state.flags.pop("playing", None)
    for p in (state.turn_player, 1 - state.turn_player):
        refill_ring(state, p)


def t_used(state: State, t: tuple[Any, ...]) -> None:
    """7.11.2: an ability is 'used' when it has resolved."""
    _, ctrl, src, def_id, ai = t
    tags = state.deftable[def_id].abilities[ai].get("tags", [])
    emit(state, "used", player=ctrl, iid=src, card=def_id, ability=ai, tags=tuple(tags))


TASKS = {
    "vs_to_rz": t_to_rz, "vs_used": t_used, "vs_done_use": t_done_use,
}

__all__ = ["YES", "NO", "chars"]
