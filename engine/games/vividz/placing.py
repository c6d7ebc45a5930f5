"""Vividz: several cards moved by one effect. Cards leaving zones other than the deck arrive
together (501.5), cards from a deck go one at a time from the named position (504.3); charas an
effect puts into the areas are placed together once every area is chosen, the turn player's cards
first (102.8), each player choosing for their own (or the effect's controller, `slot:`); choices
both players make at once (`choose ... each: true`, 102.8, 102.9).

The task stack is last-in first-out: tasks that must run in a given order are pushed through
`in_order`."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ... import amounts, interp
from ...actions import Action, Decision
from ...rules import in_order
from ...state import State
from . import core
from .zones import ZONE_SPECS, zone_name

AREA_SETS = {"area": (0, 1, 2), "center": (1,), "side": (0, 2)}  # 503.2


def move_cards_by_effect(state: State, iids: list[int], keys: list[str], top: bool, cause: str, by: dict[str, Any],
                         applied: tuple) -> None:
    """Move cards to the zone keys given: the ones not in a deck together, first (501.5); then
    the deck's one at a time in the order given, the named position's first (504.3)."""
    together = [(i, k) for i, k in zip(iids, keys, strict=True) if zone_name(state.zone_of[i]) != "deck"]
    single = [(i, k) for i, k in zip(iids, keys, strict=True) if zone_name(state.zone_of[i]) == "deck"]
    steps: list[Callable[[], None]] = []
    if together:
        items = tuple((i, state.obj[i], k, top) for i, k in together)
        steps.append(lambda: state.tasks.append(("vz_move", items, cause, by, applied, None)))
    for i, k in single:
        item = ((i, state.obj[i], k, top),)
        steps.append(lambda item=item: state.tasks.append(("vz_move", item, cause, by, applied, None)))
    in_order(state, steps)


# -- charas put into the areas (1109) ----------------------------------------------------------------------
def put_in_areas(state: State, iids: list[int], zname: str, ctx: dict[str, Any], chooser: int = -1,
                 slot: str = "empty") -> None:
    """Put charas into areas of their owners (502.4c). `chooser` -1: each card's owner picks its
    area among the empty ones; else that player picks (`slot: chosen` allows an occupied area: the
    rule effects of 1001 settle two charas in one area). Only charas go into an area. Charas from a
    deck are placed one at a time, in the order named, after the others (504.3)."""
    ks = AREA_SETS[zname]
    charas = [i for i in iids if state.defs[i].type == "chara"]
    together = [i for i in charas if zone_name(state.zone_of[i]) != "deck"]
    groups = ([together] if together else []) + [[i] for i in charas if i not in together]  # 504.3
    by, applied = core.effect_source(ctx), tuple(ctx.get("applied", ()))
    in_order(state, [lambda g=g: state.tasks.append(("vz_put_area", tuple((i, state.obj[i], ks) for i in g), (),
                                                       chooser, slot, by, applied)) for g in groups])


def _next_choice(state: State, items: tuple, placed: tuple, slot: str) -> tuple[int, list[Action]]:
    """102.8: the turn player's cards are given their areas first, then the other player's; the
    areas one can take now (an area picked for a card of the batch is not offered again)."""
    done = {i for i, _o, _k in placed}
    taken = {(state.owner[i], k) for i, _o, k in placed}
    live = [it for it in items if it[0] not in done and state.obj[it[0]] == it[1]]
    for p in (state.turn_player, 1 - state.turn_player):
        opts = [Action("area", (i, k)) for i, _o, ks in live if state.owner[i] == p for k in ks
                if (p, k) not in taken and (slot == "chosen" or not state.zones[f"{p}.area{k}"])]
        if opts:
            return p, opts
    return -1, []


def t_put_area(state: State, t: tuple[Any, ...]) -> None:
    """("vz_put_area", items, placed, chooser, slot, by, applied): items ((iid, obj, areas), ...);
    placed ((iid, obj, area), ...) in the order chosen. When no card is left to place, they all
    move in one event (501.5, 102.9), in that order, so their continuous abilities' base times
    follow 911.3c: the turn player's first, each player's own in the order they placed them."""
    _, items, placed, chooser, slot, by, applied = t
    p, opts = _next_choice(state, items, placed, slot)
    if not opts:  # 102.5: the cards without an area left are not put anywhere
        moves = tuple((i, o, f"{state.owner[i]}.area{k}", True) for i, o, k in placed if state.obj[i] == o)
        if moves:
            state.tasks.append(("vz_move", moves, "effect", by, applied, None))
        return
    who = p if chooser < 0 else chooser
    if len(opts) == 1:
        i, k = opts[0].args
        core.chosen(state, who, i, auto=True, area=k)
        state.tasks.append(("vz_put_area", items, placed + ((i, state.obj[i], k),), chooser, slot, by, applied))
        return
    state.decision = Decision(who, "area", tuple(opts), ("vz_put_area_answer", items, placed, chooser, slot, by,
                                                         applied), ("area",))


def t_put_area_answer(state: State, t: tuple[Any, ...]) -> None:
    _, items, placed, chooser, slot, by, applied, a = t
    i, k = a.args
    state.tasks.append(("vz_put_area", items, placed + ((i, state.obj[i], k),), chooser, slot, by, applied))


# -- effects: move and choose ------------------------------------------------------------------------------
def e_move(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The shared `move`, with charas put into areas by `slot:` placed together (501.5)."""
    ctx = state.ctx[cid]
    cards = interp.resolve_ref(state, ctx, node["move"])
    if not cards:
        return
    if "slot" in node and node["to"] in AREA_SETS:
        put_in_areas(state, cards, node["to"], ctx, ctx["ctrl"], node["slot"])
    elif "slot" in node:
        for i in cards:
            state.rules.move_to_slot(state, i, node["to"], node["slot"], ctx)
    else:
        state.rules.move_many(state, cards, node["to"], node.get("position", "top"), ctx)


def e_choose(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The shared `choose`; with `each: true` every player chooses among their own cards of the
    selector, the turn player first (102.8), each privately when the cards are hidden (102.9)."""
    if not node.get("each"):
        interp.e_choose(state, cid, node, path)
        return
    state.ctx[cid][node["as"]] = ()
    tp = state.turn_player
    state.tasks.append(("vz_choose_each", cid, path, (tp, 1 - tp), 0))


_HIDDEN_ZONES = frozenset(z.name for z in ZONE_SPECS if not z.public)  # hand, deck, keep
_POSITIONS = frozenset({"top", "bottom"})  # where a card lies, not one of its parameters


def parametered_hidden_choice(node: dict[str, Any]) -> bool:
    """102.10: the `choose` selector looks only in hidden zones and names a parameter the cards
    must have (a `where` filter beyond their position)."""
    sel = node.get("choose")
    if not isinstance(sel, dict):
        return False
    zones = sel.get("zone")
    zones = [zones] if isinstance(zones, str) else list(zones or ())
    where = sel.get("where") or {}
    return bool(zones) and all(z in _HIDDEN_ZONES for z in zones) and any(k not in _POSITIONS for k in where)


def _candidates(state: State, ctx: dict[str, Any], node: dict[str, Any], p: int) -> list[int]:
    taken = {r[0] for r in ctx.get(node["as"], ())}
    sel = dict(node["choose"]) | {"player": "you"}
    return [i for i in interp.choosable(state, interp.select(state, sel, p, ctx["src"]), ctx, node) if i not in taken]


def t_choose_each(state: State, t: tuple[Any, ...]) -> None:
    """("vz_choose_each", ctx, path, players left, chosen so far by the first of them)."""
    _, cid, path, players, n = t
    ctx = state.ctx[cid]
    node = interp.node_at(interp.ability_of(state, ctx), path)
    name = node["as"]
    count = amounts.times(state, node.get("count", 1), ctx)
    while players:
        p = players[0]
        cands = _candidates(state, ctx, node, p) if n < count else []
        decline = bool(node.get("up_to")) or state.rules.may_decline(state, ctx, node)
        if cands and len(cands) <= count - n and not decline:
            for i in cands:  # nothing to ask: chosen all the same
                ctx[name] = ctx[name] + (state.ref(i),)
                core.chosen(state, p, i, auto=True)
            cands = []
        if not cands:
            players, n = players[1:], 0
            continue
        opts = [Action("choose", (i,)) for i in cands] + ([Action("done")] if decline else [])
        state.decision = Decision(p, "choose", tuple(opts), ("vz_choose_each_answer", cid, path, players, n),
                                  ("choose", ctx["def"], ctx["ab"], name))
        return


def t_choose_each_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, players, n, a = t
    if a.kind == "done":
        state.tasks.append(("vz_choose_each", cid, path, players[1:], 0))
        return
    ctx = state.ctx[cid]
    name = interp.node_at(interp.ability_of(state, ctx), path)["as"]
    i = a.args[0]
    ctx[name] = ctx[name] + (state.ref(i),)
    core.chosen(state, players[0], i)
    state.tasks.append(("vz_choose_each", cid, path, players, n + 1))


EFFECT_OPS = {"move": e_move, "choose": e_choose}
TASKS = {"vz_put_area": t_put_area, "vz_put_area_answer": t_put_area_answer, "vz_choose_each": t_choose_each,
         "vz_choose_each_answer": t_choose_each_answer}
