"""Vividz: playing cards (904-906): costs, play options, placing and free plays."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...layers import chars
from ...state import State
from . import abilities as ab
from . import core, missions
from .core import emit, first_turn, push
from .zones import AREAS, zone_name


def play_cost(state: State, iid: int, player: int, k: int, free: bool = False) -> int:
    """905.2a-905.2d: the card's cost (0 when played without paying it), increases, then decreases,
    never below 0; then the LvUP reduction (905.2d)."""
    return _lvup_cost(state, iid, player, k, _cost_before_lvup(state, iid, player, free))


def _cost_before_lvup(state: State, iid: int, player: int, free: bool) -> int:
    """905.2a-905.2c: the same for every area the card may be played to."""
    base = 0 if free else chars(state, iid).level
    inc = dec = 0
    for amount in cost_changes(state, iid, player):
        if amount > 0:
            inc += amount
        else:
            dec -= amount
    return max(0, base + inc - dec)


def _lvup_cost(state: State, iid: int, player: int, k: int, cost: int) -> int:
    """905.2d: playing onto a lower chara in area k costs less by 1 and by its EXP count."""
    if k >= 0 and "lvup" in chars(state, iid).keywords:
        here = core.area_chara(state, player, k)
        if here is not None and chars(state, here).level < chars(state, iid).level:
            cost = max(0, cost - 1 - len(core.exp_of(state, here)))
    return cost


def cost_changes(state: State, iid: int, player: int) -> list[int]:
    """905.2c: continuous abilities with play_cost, and cost changes created by effects."""
    srcs = ab.ability_index(state)[3]
    if not srcs and "cost_mods" not in state.flags:
        return []  # no card of the list changes costs, and no effect does (asked for every card in hand)
    out = []
    for i, a, ctrl in core.applying(state, srcs):
        aff = a.get("affects", "self")
        if aff == "self":
            if i != iid:
                continue
        else:
            who = aff.get("player", "you")
            if who != "any" and (player == ctrl) != (who == "you"):
                continue
            if not interp.match_filter(state, iid, aff.get("where"), i) or not _played_from(state, iid, aff.get("zone")):
                continue
        out.append(a["play_cost"])
    for _ts, ctrl, amount, def_id, ai, path, _until in state.flags.get("cost_mods", ()):
        if ctrl != player:
            continue
        node = interp.node_at(state.deftable[def_id].abilities[ai], tuple(path))
        if interp.match_filter(state, iid, node.get("where"), -1) and _played_from(state, iid, node.get("from")):
            out.append(amount)
    return out


def _played_from(state: State, iid: int, zones_: Any) -> bool:
    """A cost change limited to cards played from a zone ("cards you play from your hand")."""
    if zones_ is None:
        return True
    return zone_name(state.zone_of[iid]) in (zones_ if isinstance(zones_, list) else [zones_])


def expire(state: State, until: str) -> None:
    """Continuous effects, cost changes and delayed abilities whose duration ends now
    (704.9 mission_end, 806.6 attack_end, end_of_turn)."""
    interp.expire_effects(state, until)
    _expire_cost_mods(state, until)
    delayed = state.flags.get("delayed")
    if delayed:
        kept = tuple(e for e in delayed
                     if interp.node_at(state.deftable[e[4]].abilities[e[5]], tuple(e[6])).get("until") != until)
        if len(kept) != len(delayed):
            state.flags["delayed"] = kept


def _expire_cost_mods(state: State, until: str) -> None:
    mods = state.flags.get("cost_mods")
    if mods:
        kept = tuple(m for m in mods if m[6] != until)
        if kept:
            state.flags["cost_mods"] = kept
        else:
            state.flags.pop("cost_mods")


def can_play_type(state: State, iid: int) -> bool:
    return not (state.defs[iid].type == "event" and first_turn(state))  # 703.2a


_PLAY_FROM = tuple((("hand", f"{p}.hand"), ("keep", f"{p}.keep")) for p in (0, 1))


def play_options(state: State, p: int) -> list[Action]:
    """703.2: cards in hand or the keep zone (508.2) the player can pay for (904.2f)."""
    energy = len(state.zones[f"{p}.energy"])
    out = []
    seen: set[tuple[str, str, int]] = set()
    for zone, zkey in _PLAY_FROM[p]:
        for i in state.zones[zkey]:
            d = state.defs[i]
            if d.type == "chara":
                targets = range(AREAS)
            elif d.type == "event" and can_play_type(state, i):
                targets = range(-1, 0)
            else:
                continue
            before = -1
            lvup = False
            for k in targets:
                key = (d.id, zone, k)
                if key in seen:
                    continue  # identical copies give identical plays: offer one
                seen.add(key)
                if before < 0:  # play_cost, with the part every area shares worked out once per card
                    before = _cost_before_lvup(state, i, p, False)
                    lvup = k >= 0 and "lvup" in chars(state, i).keywords  # else every area costs `before`
                if (_lvup_cost(state, i, p, k, before) if lvup else before) <= energy:
                    out.append(Action("play", (i, k)))
    return out


def start_play(state: State, iid: int, k: int, free: bool, origin: str | None = None) -> None:
    """904.2: determine the cost (904.2d), move the card to the temporary zone (904.2e), pay
    (904.2f); 904.2h it is played; 906.2 it resolves."""
    p = ab.controller(state, iid)
    origin = origin or zone_name(state.zone_of[iid])
    cost = play_cost(state, iid, p, k, free)
    core.move_cards(state, [(iid, "temp", True)], cause="play")
    push(state, ("vz_pay_energy", p, cost), ("vz_played", iid, state.obj[iid], k, origin, p))


def t_played(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, k, origin, p = t
    if state.obj[iid] != obj:
        return
    d = state.defs[iid]
    emit(state, "play", player=p, iid=iid, card=d.id, type=d.type, frm=origin, area=k)
    missions.record(state, p, "play_chara" if d.type == "chara" else "play_event", iid)
    if d.type == "chara":  # 906.2a
        state.tasks.append(("vz_place", iid, obj, k, origin, p))
        return
    state.tasks.append(("vz_event_done", iid, obj))  # 906.2b
    for ai in reversed(ab.ability_info(d).other.get("event", [])):  # 909.2: top to bottom
        cid = interp.new_ctx(state, iid, p, d.id, ai)
        state.tasks.append(("vz_resolve_ctx", cid, ("effects",)))


def t_place(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, k, origin, p = t
    if state.obj[iid] == obj:
        core.move_cards(state, [(iid, f"{p}.area{k}", True)], cause="play", origin={iid: origin})


def t_event_done(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj = t
    if state.obj[iid] == obj and state.zone_of[iid] == "temp":
        core.move_cards(state, [(iid, f"{state.owner[iid]}.trash", True)], cause="resolved")


def t_free_offer(state: State, t: tuple[Any, ...]) -> None:
    """Play a card without paying its cost (804.2, 1115.1, 1201.2), or the fallback: "energy" puts it
    into its owner's energy (1115.1, 1201.3); "stay" leaves it where it is."""
    _, p, iid, obj, origin, fallback = t
    if state.obj[iid] != obj:
        return
    opts = free_play_options(state, p, iid)
    if not opts:
        send_unplayed(state, iid, fallback)
        return
    opts.append(Action("energy") if fallback == "energy" else Action("no_play"))
    state.decision = Decision(p, "free_play", tuple(opts), ("vz_free_answer", p, iid, obj, origin, fallback),
                              ("free_play", state.defs[iid].id))


def free_play_options(state: State, p: int, iid: int) -> list[Action]:
    d = state.defs[iid]
    energy = len(state.zones[f"{p}.energy"])
    if d.type == "chara":
        before = _cost_before_lvup(state, iid, p, True)
        return [Action("play", (iid, k)) for k in range(AREAS) if _lvup_cost(state, iid, p, k, before) <= energy]
    if d.type == "event" and can_play_type(state, iid) and play_cost(state, iid, p, -1, True) <= energy:
        return [Action("play", (iid, -1))]
    return []


def send_unplayed(state: State, iid: int, fallback: str) -> None:
    """Where a card offered for a free play goes when it is not played."""
    if fallback == "energy":
        core.move_cards(state, [(iid, f"{state.owner[iid]}.energy", True)], cause="scout_energy")


def t_free_answer(state: State, t: tuple[Any, ...]) -> None:
    _, p, iid, obj, origin, fallback, a = t
    if a.kind == "play":
        start_play(state, iid, a.args[1], free=True, origin=origin)
    else:
        send_unplayed(state, iid, fallback)


TASKS = {
    "vz_played": t_played, "vz_place": t_place, "vz_event_done": t_event_done, "vz_free_offer": t_free_offer, "vz_free_answer": t_free_answer,
}
