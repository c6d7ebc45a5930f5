"""What Phantom Magic Vision card data may do beyond the shared vocabulary (docs/
phantom_magic_vision.md): its effect ops, filters and conditions, moves between zones, and which
cards a choice may not take (リーダー against the opponent's commands, 10.34.2.a)."""
from __future__ import annotations

from typing import Any

from ... import amounts, faces, interp
from ...state import REST, STAND, State
from . import core, leader, payment, play, protect, seals
from .zones import zone_name


# -- effect ops ----------------------------------------------------------------------------------
def _e_hit(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    n = amounts.times(state, node["hit"], ctx)
    p = interp.rel_player(ctx["ctrl"], node.get("player"), "opponent")
    core.lose_life(state, p, n, ctx["src"] if ctx["src"] >= 0 else None, combat=False, by=ctx["ctrl"])


def _e_gain_life(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    core.gain_life(state, interp.rel_player(ctx["ctrl"], node.get("player")), amounts.times(state, node["gain_life"], ctx))


def _e_orient(which: int, key: str) -> Any:
    def fn(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        for i in interp.resolve_ref(state, state.ctx[cid], node[key]):
            core.set_orient(state, i, which)
    return fn


def _e_mark(which: str, key: str) -> Any:
    def fn(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        ctx = state.ctx[cid]
        for i in interp.resolve_ref(state, ctx, node[key]):
            if zone_name(state.zone_of[i]) in core.ON_FIELD:
                if which != core.DOOMED or core.is_character(state, i):
                    core.mark(state, i, which, by=ctx["ctrl"])
            elif which == core.BANISHING and zone_name(state.zone_of[i]) in ("hand", "graveyard", "deck", "nodes"):
                core.put(state, i, f"{state.owner[i]}.removed", cause="banished", by=ctx["ctrl"])
    return fn


def _e_negate(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    for i in interp.resolve_ref(state, ctx, node["negate"]):
        protect.negate_card(state, i, ctx["ctrl"])


def _e_charge(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    core.charge(state, interp.rel_player(ctx["ctrl"], node.get("player")), amounts.times(state, node["charge"], ctx),
                bool(node.get("active")))


def _e_transform(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """Each card in turn: one with several transformed states asks which (10.28.5)."""
    cards = [i for i in interp.resolve_ref(state, state.ctx[cid], node["transform"]) if core.is_character(state, i)]
    state.tasks.extend(("pmv_transform", i, state.obj[i]) for i in reversed(cards))


EFFECTS = {"hit": _e_hit, "gain_life": _e_gain_life, "sleep": _e_orient(REST, "sleep"), "wake": _e_orient(STAND, "wake"),
           "destroy": _e_mark(core.DESTROYING, "destroy"), "doom": _e_mark(core.DOOMED, "doom"),
           "banish": _e_mark(core.BANISHING, "banish"), "negate": _e_negate, "charge": _e_charge,
           "transform": _e_transform}


# -- filters and conditions ------------------------------------------------------------------------
def _f_caster(state: State, iid: int, v: Any, src: int) -> bool:
    c = state.defs[iid].attrs.get("caster")
    return isinstance(c, dict) and v in (c["en"], c["ja"])


def _f_type(state: State, iid: int, v: Any, src: int) -> bool:
    """10.16.3 / A27: a 幻想生物 on the field on its own is a character (and no longer a spell)."""
    if core.is_character(state, iid):
        return v == "character"
    return state.defs[iid].type == v


FILTERS = {"type": _f_type, "race": lambda s, i, v, src: v in core.races(s, i), "keyword": lambda s, i, v, src: core.keyword(s, i, v),
           "caster": _f_caster, "transformed": lambda s, i, v, src: (faces.face_of(s, i) is not None) == bool(v),
           "set_kind": lambda s, i, v, src: core.set_kind(s, i) == v}


def _in_range(n: int, r: dict[str, Any]) -> bool:
    return r.get("min", -10**9) <= n <= r.get("max", 10**9)


def _c_life(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    r = cond["life"]
    return _in_range(core.life(state, interp.rel_player(ctrl, r.get("player"))), r)


def _c_nodes(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    r = cond["nodes"]
    return _in_range(len(core.nodes(state, interp.rel_player(ctrl, r.get("player")))), r)


def _c_caster_present(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return src >= 0 and core.caster_present(state, ctrl, src) == bool(cond["caster_present"])


def _c_transformed(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return src >= 0 and (faces.face_of(state, src) is not None) == bool(cond["transformed"])


def _c_popularity(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return leader.popularity_condition(state, cond, ctrl, src, ctx)


CONDITIONS = {"life": _c_life, "nodes": _c_nodes, "caster_present": _c_caster_present, "transformed": _c_transformed,
              "popularity": _c_popularity}


# -- moves and choices ------------------------------------------------------------------------------
def move(state: State, iid: int, zname: str, position: str, ctx: dict[str, Any]) -> None:
    """An effect moves a card to its owner's zone. Onto 場 it enters without being played; from
    場 the cards set on it are 破棄d with it (A9)."""
    p = state.owner[iid]
    src = zone_name(state.zone_of[iid])
    if zname in ("play", "set"):
        return  # cards are played into the play area and set by the rules, never moved there
    if src in core.ON_FIELD:
        for c in core.set_cards(state, iid):
            core.put(state, c, f"{state.owner[c]}.graveyard", cause="destroyed")
    if zname == "field":
        _enter_unplayed(state, iid, p)
        return
    orient = REST if zname == "nodes" else STAND
    core.put(state, iid, f"{p}.{zname}", position != "bottom", "effect", ctx.get("ctrl"), orient=orient)


def _enter_unplayed(state: State, iid: int, p: int) -> None:
    """A card put onto 場 without being played: ラストワード needs its 術者 there or is 破棄d
    (10.32.2.b); 連結 / オーバードライブ ask their cards first (10.20.2.b, 10.33.2.a)."""
    if "last_word" in state.defs[iid].attrs.get("keywords", ()) and not core.caster_present(state, p, iid):
        core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="destroyed")
        return
    state.tasks.append(("pmv_enter_unplayed", iid, state.obj[iid], p))
    if seals.needs_exile_cost(state, iid):
        payment.snapshot(state, iid, p)  # `paid: overdrive` counts what its オーバードライブ removes
        state.tasks.append(("pmv_exile_cost", iid, state.obj[iid], p, 0, ()))


def t_enter_unplayed(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, p = t
    if state.obj[iid] == obj:
        payment.note_unplayed(state, iid, obj)
        kind = core.set_kind(state, iid)
        play.enter_field(state, iid, p, played=False, orient=STAND if kind in ("field_equip", "world_curse") else REST,
                    cause="effect")


def unchoosable(state: State, ctx: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...]:
    """A card being played never chooses itself ("target card being played" means another one, D5.2);
    10.34.2.a: a リーダー character is not the target of the opponent's commands."""
    src = ctx.get("src", -1)
    if src < 0:
        return ()
    itself = (src,) if zone_name(state.zone_of[src]) == "play" else ()
    if state.defs[src].type != "command":
        return itself
    opp = 1 - ctx["ctrl"]
    return itself + tuple(i for i in core.characters(state, opp) if core.keyword(state, i, "leader"))
