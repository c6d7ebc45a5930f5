"""Vividz card-data vocabulary on the shared interpreter: keyword actions (1100) as effects,
アクセル (1201), counters (1301), and the filters and conditions cards use (docs/vividz.md)."""
from __future__ import annotations

from functools import partial
from typing import Any

from ... import amounts, interp
from ...actions import Action, Decision
from ...layers import chars
from ...state import REST, REVERSE, STAND, State
from . import abilities as ab
from . import attacks, core, missions, placing, replacements
from .core import emit
from .zones import AREAS, CENTER, area_index, zone_keys, zone_name


def _ctx(state: State, cid: int) -> dict[str, Any]:
    return state.ctx[cid]


def _source(state: State, ctx: dict[str, Any]) -> dict[str, Any]:
    return core.effect_source(ctx)


def _affected(state: State, ctx: dict[str, Any], iid: int) -> bool:
    """911.7: a card that does not receive the opponent's effects ignores them."""
    return not ("unaffected" in chars(state, iid).flags and ab.controller(state, iid) != ctx["ctrl"])


def _refs(state: State, cid: int, ref: Any) -> list[int]:
    ctx = _ctx(state, cid)
    return [i for i in interp.resolve_ref(state, ctx, ref) if _affected(state, ctx, i)]


# -- keyword actions -----------------------------------------------------------------------------
def e_report(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in _refs(state, cid, node["report"]):
        core.set_orient(state, i, STAND)  # 1104.1, 1104.3


def e_sleep(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in _refs(state, cid, node["sleep"]):
        core.set_orient(state, i, REST)  # 1104.2, 1104.3


def e_defeat(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1110.1 / 1103.2: an area chara leaves to its owner's energy, with its EXP; by this source."""
    ctx = _ctx(state, cid)
    items = [i for i in _refs(state, cid, node["defeat"]) if zone_name(state.zone_of[i]) == "area"]
    # 501.5: charas leaving the areas leave together (each one's 908.3b/908.3d triggers see the others)
    replacements.request_moves(state, [(i, f"{state.owner[i]}.energy") for i in items], "defeat",
                               by=_source(state, ctx), applied=tuple(ctx.get("applied", ())))


def e_remove(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1111.1: to the owner's remove zone; 1111.2: several cards one at a time, in the order named."""
    ctx = _ctx(state, cid)
    src, applied = _source(state, ctx), tuple(ctx.get("applied", ()))
    placing.in_order(state, [partial(replacements.request_move, state, i, f"{state.owner[i]}.remove",
                                     cause="remove", by=src, applied=applied)
                             for i in _refs(state, cid, node["remove"])])


def e_exp(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1112.1: card A becomes the EXP of card B; nothing if B is gone (1112.1a)."""
    ctx = _ctx(state, cid)
    of = interp.resolve_ref(state, ctx, node["of"])
    of = [b for b in of if zone_name(state.zone_of[b]) == "area"]
    if not of:
        return
    b = of[0]
    key = state.zone_of[b]
    p, k = int(key[0]), area_index(key)
    cards = [i for i in _refs(state, cid, node["exp"]) if state.owner[i] == p and i != b]
    placing.move_cards_by_effect(state, cards, [f"{p}.exp{k}"] * len(cards), True, "exp", _source(state, ctx),
                                 tuple(ctx.get("applied", ())))


def e_scout(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    state.tasks.append(("vz_scout", interp.rel_player(_ctx(state, cid)["ctrl"], node["scout"])))


def e_slide(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1116.1 / V4: move the chara to an adjacent empty area of its controller (they choose)."""
    for i in reversed(_refs(state, cid, node["slide"])):
        state.tasks.append(("vz_effect_slide", i, state.obj[i]))


def t_effect_slide(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj = t
    if state.obj[iid] != obj or zone_name(state.zone_of[iid]) != "area":
        return
    if "cannot_slide" in chars(state, iid).flags:
        return
    p = int(state.zone_of[iid][0])
    free = [j for j in core.adjacent(area_index(state.zone_of[iid])) if not state.zones[f"{p}.area{j}"]]
    if not free:
        return
    if len(free) == 1:
        core.chosen(state, p, iid, auto=True, area=free[0])
        core.slide_card(state, iid, free[0])
        return
    state.decision = Decision(p, "slide", tuple(Action("slide", (iid, j)) for j in free),
                              ("vz_effect_slide_answer",), ("slide",))


def t_effect_slide_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    core.slide_card(state, a.args[0], a.args[1])


def e_reload(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1117.1: every chara card in the trash goes back into the deck, which is then shuffled."""
    ctx = _ctx(state, cid)
    p = interp.rel_player(ctx["ctrl"], node["reload"])
    items = [i for i in state.zones[f"{p}.trash"] if state.defs[i].type == "chara"]
    core.move_cards(state, [(i, f"{p}.deck", True) for i in items], cause="reload", by=_source(state, ctx))
    core.shuffle_deck(state, p)
    emit(state, "reload", player=p, count=len(items))


def e_gain_counter(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = _ctx(state, cid)
    p = interp.rel_player(ctx["ctrl"], node.get("player"))
    n = amounts.times(state, node.get("amount", 1), ctx)
    if n:
        core.add_counter(state, p, node["gain_counter"], n)


def e_spend_counter(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = _ctx(state, cid)
    p = interp.rel_player(ctx["ctrl"], node.get("player"))
    n = amounts.times(state, node.get("amount", 1), ctx)
    if n:
        core.add_counter(state, p, node["spend_counter"], -n)


def e_play_free(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The card may be played without paying its cost (905.2c: increases still apply)."""
    ctx = _ctx(state, cid)
    for i in reversed(interp.resolve_ref(state, ctx, node["play_free"])):
        state.tasks.append(("vz_free_offer", ctx["ctrl"], i, state.obj[i], zone_name(state.zone_of[i]), "stay"))


def e_accel(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1201.2: reveal the top card of your deck; with one of the named traits or account info it may
    be played without paying its cost; 1201.3: otherwise it goes into your energy."""
    ctx = _ctx(state, cid)
    p = ctx["ctrl"]
    deck = state.zones[f"{p}.deck"]
    if not deck:
        return
    top = deck[-1]
    emit(state, "reveal", iid=top, card=state.defs[top].id, player=p, why="accel")
    spec = node["accel"]
    d = state.defs[top]
    c = chars(state, top)
    ok = bool(set(spec.get("traits", ())) & (set(d.attrs.get("traits", ())) | c.tags)) or \
        d.attrs.get("account_info") in spec.get("account_info", ())
    if ok:
        state.tasks.append(("vz_free_offer", p, top, state.obj[top], "deck", "energy"))
    else:
        core.move_cards(state, [(top, f"{p}.energy", True)], cause="accel", by=_source(state, ctx))


def e_clear_mission(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1114.1: the mission is turned face down (cleared)."""
    for m in interp.resolve_ref(state, _ctx(state, cid), node["clear_mission"]):
        if zone_name(state.zone_of[m]) == "mission":
            core.set_mission(state, m, REVERSE, "effect")


def e_energy(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The top N cards of the deck go into its owner's energy."""
    ctx = _ctx(state, cid)
    p = interp.rel_player(ctx["ctrl"], node.get("player"))
    deck = state.zones[f"{p}.deck"]
    n = min(node["energy"], len(deck))
    if n > 0:  # 504.3: one card at a time, the top card first
        cards = list(reversed(deck[-n:]))
        placing.move_cards_by_effect(state, cards, [f"{p}.energy"] * n, True, "charge", _source(state, ctx),
                                     tuple(ctx.get("applied", ())))


def e_discard(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    p = interp.rel_player(_ctx(state, cid)["ctrl"], node.get("player"))
    state.tasks.append(("vz_discard", p, node["discard"], -1, "discard"))


def e_cost_change(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """905.2c: from now on, the controller's cards matching `where` cost this much more (less)."""
    ctx = _ctx(state, cid)
    entry = (state.tick(), ctx["ctrl"], node["cost_change"], ctx["def"], ctx["ab"], path, node.get("until", "end_of_turn"))
    state.flags["cost_mods"] = state.flags.get("cost_mods", ()) + (entry,)
    emit(state, "cost_change", player=ctx["ctrl"], amount=node["cost_change"])


# -- refinements of shared effects ----------------------------------------------------------------
def e_damage(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1101: deal damage; `amount_of: {power_of: ref}` uses that card's power, its last known
    power if it has left (913.1), and nothing if it cannot be identified (913.2)."""
    ctx = _ctx(state, cid)
    amount: Any = amounts.value(state, node["amount"], ctx) if "amount" in node else None
    if "amount_of" in node:
        amount = value_of(state, ctx, node["amount_of"])
        if amount is None:
            return
    targets = _refs(state, cid, node["damage"])
    for i in reversed(targets):
        replacements.request_damage(state, i, amount, _source(state, ctx), tuple(ctx.get("applied", ())))


def value_of(state: State, ctx: dict[str, Any], spec: dict[str, Any]) -> int | None:
    if "power_of" in spec:
        ref = spec["power_of"]
        refs = [ctx["src"], ctx["obj"]] if ref == "self" else None
        cands = [tuple(refs)] if refs else list(ctx.get(ref, ()))
        for iid, obj in cands:
            if state.obj[iid] == obj and zone_name(state.zone_of[iid]) == "area":
                return core.power(state, iid)
            lki = core.lki_of(state, iid, obj)
            if lki is not None:
                return lki[1]
        return None
    if "exp_of" in spec:
        refs = interp.resolve_ref(state, ctx, spec["exp_of"])
        return len(core.exp_of(state, refs[0])) if refs else None
    if "counter" in spec:
        return core.counter(state, ctx["ctrl"], spec["counter"])
    return None


def e_modify(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """911.1c power changes; the source is remembered for 1103.3 (a power loss that defeats)."""
    ctx = _ctx(state, cid)
    refs = tuple(state.ref(i) for i in _refs(state, cid, node["modify"]))
    if not refs:
        return
    payload = interp.modify_payload(state, {"power": node.get("power", 0)}, ctx)
    before = {r[0]: core.power(state, r[0]) for r in refs}
    state.effects.append((state.tick(), "modify", refs, payload, node.get("until", "end_of_turn"), ctx["ctrl"]))
    state._cache = None
    for r in refs:
        if core.power(state, r[0]) < before[r[0]]:  # 911.8: an effect that lowers power
            state.marks.setdefault(r[0], {})["dsrc"] = (ctx["src"], ctx["def"], False, ctx["ctrl"], 1)
        state.out.append(core.ev("modified", card=state.defs[r[0]].id, iid=r[0], change=payload))


def e_reveal(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """1108: reveal; a revealed card of a hidden zone is hidden again after the effect (1108.3)."""
    ctx = _ctx(state, cid)
    for i in interp.resolve_ref(state, ctx, node["reveal"]):
        emit(state, "reveal", iid=i, card=state.defs[i].id, player=state.owner[i])
        if zone_name(state.zone_of[i]) in core.HIDDEN:
            ctx["revealed"] = tuple(ctx.get("revealed", ())) + ((i, state.obj[i]),)


EFFECT_OPS = {
    "report": e_report, "sleep": e_sleep, "defeat": e_defeat, "remove": e_remove, "exp": e_exp, "scout": e_scout,
    "slide": e_slide, "reload": e_reload, "gain_counter": e_gain_counter, "spend_counter": e_spend_counter,
    "play_free": e_play_free, "accel": e_accel, "clear_mission": e_clear_mission, "energy": e_energy,
    "discard": e_discard, "cost_change": e_cost_change, "damage": e_damage, "modify": e_modify, "reveal": e_reveal,
}
TASKS = {"vz_effect_slide": t_effect_slide, "vz_effect_slide_answer": t_effect_slide_answer}


# -- filters ---------------------------------------------------------------------------------------
def _traits(state: State, iid: int) -> set[str]:
    return set(state.defs[iid].attrs.get("traits", ())) | set(chars(state, iid).tags)


def f_trait(state: State, iid: int, v: Any, src: int) -> bool:
    return v in _traits(state, iid)


def f_attr(key: str) -> Any:
    def f(state: State, iid: int, v: Any, src: int) -> bool:
        return state.defs[iid].attrs.get(key) == v
    return f


def f_cost(which: str) -> Any:
    def f(state: State, iid: int, v: Any, src: int) -> bool:
        c = chars(state, iid).level
        return c >= v if which == "min" else c <= v
    return f


def f_keyword(state: State, iid: int, v: Any, src: int) -> bool:
    return v in chars(state, iid).keywords


def f_same_lane(state: State, iid: int, v: Any, src: int) -> bool:
    """V3: a card in the area facing the source's area (the same lane)."""
    if src < 0:
        return False
    a, b = state.zone_of[src], state.zone_of[iid]
    ok = zone_name(a) == "area" and zone_name(b) == "area" and area_index(a) == area_index(b) and a[0] != b[0]
    return ok == bool(v)


def f_lane(state: State, iid: int, v: Any, src: int) -> bool:
    return zone_name(state.zone_of[iid]) == "area" and area_index(state.zone_of[iid]) == v


def f_center(state: State, iid: int, v: Any, src: int) -> bool:
    k = state.zone_of[iid]
    return (zone_name(k) == "area" and area_index(k) == CENTER) == bool(v)


def f_side(state: State, iid: int, v: Any, src: int) -> bool:
    k = state.zone_of[iid]
    return (zone_name(k) == "area" and area_index(k) != CENTER) == bool(v)


def f_attacking(state: State, iid: int, v: Any, src: int) -> bool:
    return (attacks.attacker(state) == iid) == bool(v)


def f_same_name(state: State, iid: int, v: Any, src: int) -> bool:
    """1119: 同名 - a card with the same name as the card the text is on."""
    return src >= 0 and (state.defs[iid].name["en"] == state.defs[src].name["en"]) == bool(v)


def f_exp_min(state: State, iid: int, v: Any, src: int) -> bool:
    return len(core.exp_of(state, iid)) >= v


def f_orient(state: State, iid: int, v: Any, src: int) -> bool:
    return state.orient[iid] == (STAND if v == "report" else REST)


def f_face_down(state: State, iid: int, v: Any, src: int) -> bool:
    return (state.orient[iid] == REVERSE and zone_name(state.zone_of[iid]) == "mission") == bool(v)


def f_attack_success(state: State, iid: int, v: Any, src: int) -> bool:
    return ((iid, state.obj[iid]) in state.flags.get("success", ())) == bool(v)


def f_top(state: State, iid: int, v: Any, src: int) -> bool:
    """Among the top N cards of its zone (a deck's top card is its last)."""
    z = state.zones[state.zone_of[iid]]
    return z.index(iid) >= len(z) - v


FILTER_OPS = {
    "trait": f_trait, "mission_info": f_attr("mission_info"), "account_info": f_attr("account_info"),
    "cost_min": f_cost("min"), "cost_max": f_cost("max"), "keyword": f_keyword, "same_lane": f_same_lane,
    "lane": f_lane, "center": f_center, "side": f_side, "attacking": f_attacking, "same_name": f_same_name,
    "exp_min": f_exp_min, "orient": f_orient, "face_down": f_face_down, "attack_success": f_attack_success,
    "top": f_top,
}


# -- conditions ------------------------------------------------------------------------------------
def _range(spec: dict[str, Any], n: int) -> bool:
    return spec.get("min", 0) <= n <= spec.get("max", 10**9)


def c_counter(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    spec = cond["counter"]
    p = interp.rel_player(ctrl, spec.get("player"))
    return _range(spec, core.counter(state, p, spec["name"]))


def c_exp_count(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return src >= 0 and _range(cond["exp_count"], len(core.exp_of(state, src)))


def c_attack_success(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    """1118.2: by default, whether the card with the ability has attack success."""
    return (src >= 0 and (src, state.obj[src]) in state.flags.get("success", ())) == bool(cond["attack_success"])


def c_missions_cleared(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    spec = cond["missions_cleared"]
    return _range(spec, missions.cleared_count(state, interp.rel_player(ctrl, spec.get("player"))))


def c_attacking(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return (src >= 0 and attacks.attacker(state) == src) == bool(cond["attacking"])


def c_zone_count(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    spec = cond["zone_count"]
    p = interp.rel_player(ctrl, spec.get("player"))
    return _range(spec, sum(len(state.zones[k]) for k in zone_keys(p, spec["zone"])))


def c_matches(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    """A bound card ($name) that still exists matches a filter."""
    spec = cond["matches"]
    refs = interp.resolve_ref(state, ctx, spec["ref"]) if ctx else []
    return bool(refs) and all(interp.match_filter(state, i, spec.get("where"), src) for i in refs)


CONDITION_OPS = {
    "counter": c_counter, "exp_count": c_exp_count, "attack_success": c_attack_success,
    "missions_cleared": c_missions_cleared, "attacking": c_attacking, "zone_count": c_zone_count,
    "matches": c_matches,
}

__all__ = ["AREAS", "EFFECT_OPS", "FILTER_OPS", "CONDITION_OPS", "TASKS"]
