"""Paying for a play (D5.2's last step, D5.3, D5.5): the card's cost in nodes, then its additional
costs (the play ability's `cost`: `nodes: N`, `discard: N`, the shared chosen-card costs
`move_cards` / `rest_cards` of engine/chosen_costs.py), and what the payment did, for the computed
amount `{paid: nodes | cards | overdrive}` (10.33: the cards its オーバードライブ removed).

A play's record is kept in its resolution context (`#paid_nodes`, `#cost_cards`, `#paid_overdrive`)
and, for a card whose data reads `paid`, in state.marks (`paid`: (its object in the play area, nodes,
cards, overdrive)) so that its abilities read it after it has entered 場 (one zone change later).
"""
from __future__ import annotations

from typing import Any

from ... import chosen_costs
from ...cards import CardDef
from ...state import State
from . import abilities as ab
from . import core
from .ability_rules import PAID
from .zones import zone_name

_CTX_KEYS = {"nodes": "#paid_nodes", "cards": "#cost_cards", "overdrive": "#paid_overdrive"}
_USES: dict[CardDef, bool] = {}


def _reads_paid(x: Any) -> bool:
    if isinstance(x, dict):
        return "paid" in x or any(_reads_paid(v) for v in x.values())
    return isinstance(x, (list, tuple)) and any(_reads_paid(v) for v in x)


def uses_paid(d: CardDef) -> bool:
    """Whether the card's data (its abilities or a transformed form's) reads `paid`: only such a card
    keeps a record of its payment beyond its play (plays without one cost nothing more)."""
    v = _USES.get(d)
    if v is None:
        v = _USES[d] = _reads_paid(d.abilities) or _reads_paid([f for k, f in d.attrs.items() if k.startswith("transformed")])
    return v


def _node_cost(costs: Any) -> int:
    return sum(c.get("nodes", 0) for c in costs)


def payable(state: State, p: int, iid: int, costs: Any, free: bool) -> bool:
    """The additional costs can be paid as well as the card's own (D5.1: else it is not offered). The
    card is still in the hand: it never pays for itself. Nodes the payment sleeps first cannot be slept
    again by `rest_cards`."""
    n = _node_cost(costs) + (0 if free else state.defs[iid].stats.get("cost", 0))
    active = core.active_nodes(state, p)
    if len(active) < n:
        return False
    if len(state.zones[f"{p}.hand"]) - 1 < sum(c.get("discard", 0) for c in costs):
        return False
    slept = tuple(active[:n])
    return all(chosen_costs.payable(state, [c], p, iid, (iid, *slept) if "rest_cards" in c else (iid,))
               for c in costs if next(iter(c)) in chosen_costs.WORDS)


def t_pay_play(state: State, t: tuple[Any, ...]) -> None:
    """("pmv_pay_play", card, obj, player, ctx, free, play ability or -1): D5.3 the nodes (the card's cost
    unless its 術者 waives it, D5.5, and `nodes` costs), then the discards, then the chosen cards in the
    order written."""
    _, iid, obj, p, cid, free, ai = t
    if state.obj[iid] != obj or cid not in state.ctx:
        return
    costs = state.defs[iid].abilities[ai].get("cost", ()) if ai >= 0 else ()
    n = _node_cost(costs) + (0 if free else state.defs[iid].stats.get("cost", 0))
    ctx = state.ctx[cid]
    ctx["#paid_nodes"] = min(n, len(core.active_nodes(state, p)))
    ab.pay_nodes(state, p, n)
    if not costs:
        return
    chosen_costs.schedule(state, state.defs[iid].id, ai, p, iid, cid)
    d = sum(c.get("discard", 0) for c in costs)
    if d:
        ctx["#cost_cards"] = ctx.get("#cost_cards", 0) + min(d, len(state.zones[f"{p}.hand"]))
        state.tasks.append(("pmv_discard_cost", p, d))


def keep_record(state: State, iid: int, cid: int, overdrive: int | None = None) -> None:
    """Note what the play of `iid` paid (its context `cid`) on the card, for a card that reads it."""
    ctx = state.ctx.get(cid)
    if ctx is None or not uses_paid(state.defs[iid]):
        return
    if overdrive is not None:
        ctx["#paid_overdrive"] = overdrive
    rec = (ctx["obj"], ctx.get("#paid_nodes", 0), ctx.get("#cost_cards", 0), ctx.get("#paid_overdrive", 0))
    state.marks[iid] = {**state.marks.get(iid, {}), "paid": rec}


# -- オーバードライブ's cards (10.33.2.a): counted around its (自動β) --------------------------------
def snapshot(state: State, iid: int, p: int) -> None:
    """Before 連結 / オーバードライブ remove cards: p's cards they could take, as they are now."""
    if not uses_paid(state.defs[iid]):
        return
    cards = tuple((c, state.obj[c]) for z in ("graveyard", "hand", "field", "set") for c in state.zones[f"{p}.{z}"] if c != iid)
    state.marks[iid] = {**state.marks.get(iid, {}), "snap": cards}


def overdrive_count(state: State, iid: int) -> int | None:
    """How many cards オーバードライブ removed since the snapshot: every card removed then, less the one
    card per 連結 name (A23); None without a snapshot."""
    m = state.marks.get(iid)
    if not m or "snap" not in m:
        return None
    gone = sum(1 for c, obj in m["snap"] if state.obj[c] == obj + 1 and zone_name(state.zone_of[c]) == "removed")
    state.marks[iid] = {k: v for k, v in m.items() if k != "snap"}
    return max(0, gone - len(state.defs[iid].attrs.get("link") or ()))


def note_unplayed(state: State, iid: int, obj: int) -> None:
    """A card put onto 場 without being played paid nothing but what オーバードライブ removed."""
    od = overdrive_count(state, iid)
    if od is not None:
        state.marks[iid] = {**state.marks.get(iid, {}), "paid": (obj, 0, 0, od)}


# -- the amount --------------------------------------------------------------------------------------
def amount_paid(state: State, v: dict[str, Any], ctx: dict[str, Any]) -> int:
    """`{paid: nodes | cards | overdrive}`: in the card's play, what its payment did; in its other
    abilities, what the play (or the arrival) that put it where it is did; else 0."""
    what = v["paid"]
    if "#paid_nodes" in ctx:  # the play's own context
        return int(ctx.get(_CTX_KEYS[what], 0))
    src = ctx.get("src", -1)
    rec = state.marks.get(src, {}).get("paid") if src >= 0 else None
    if rec and ctx.get("obj") in (rec[0], rec[0] + 1):
        return int(rec[1 + PAID.index(what)])
    return 0


AMOUNTS = {"paid": amount_paid}
TASKS = {"pmv_pay_play": t_pay_play}
