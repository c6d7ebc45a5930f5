"""Victory Spark's cheap action prior for the computer opponent (engine/ai).

`prior(state, action)` scores one legal action of a *full* state's pending decision cheaply,
without applying it. The AI only calls it on determinizations (states resampled from the acting
player's view), so reading the whole state is fair there. ISMCTS uses it for its rollout policy
and to order expansions; `evaluate.py` holds the evaluation of a view.

`action_key(state, action)` names what an action does up to the symmetries of the rules, so
the search treats actions with the same key as one (engine/ai/base.merge_equivalent).
"""
from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from ...layers import chars
from ...state import STAND
from .attacks import defs_partner
from .zones import BENCH_SLOTS

if TYPE_CHECKING:
    from ...actions import Action
    from ...cards import CardDef
    from ...state import State

_partner_cache: dict[tuple[int, int], tuple[CardDef, CardDef, bool]] = {}


def is_partner(card: CardDef, of: CardDef) -> bool:
    """2.7 on definitions: `card` matches `of`'s partner name and (if any) partner title."""
    key = (id(card), id(of))
    hit = _partner_cache.get(key)
    if hit is None or hit[0] is not card or hit[1] is not of:  # the objects pin their ids
        ok = defs_partner(card, of)
        if len(_partner_cache) > 100_000:
            _partner_cache.clear()
        hit = _partner_cache[key] = (card, of, ok)
    return hit[2]


def _value(state: State, iid: int) -> float:
    c = chars(state, iid)
    return (c.power + c.defense) / 1000.0


def _ring(state: State, p: int) -> int | None:
    z = state.zones[f"{p}.ring"]
    return z[-1] if z else None


def _partner(state: State, card: int, of: int | None) -> bool:
    return of is not None and is_partner(state.defs[card], state.defs[of])


def prior(state: State, action: Action) -> float:
    """A cheap score of one legal action of the pending decision (higher is better)."""
    d = state.decision
    if d is None:
        return 0.0
    k, args, p = action.kind, action.args, d.player
    kind = d.kind
    if kind == "ring_choice":  # a sturdy card with many partners in the deck to support it
        cd = state.deftable[args[0]]
        mates = sum(1 for cid in state.decklists[p] if is_partner(state.deftable[cid], cd))
        return (cd.stats.get("power", 0) + cd.stats.get("defense", 0)) / 2000.0 + 0.6 * min(mates, 6)
    if kind == "energy":
        energy = len(state.zones[f"{p}.energy"])
        hand = state.zones[f"{p}.hand"]
        top = max((chars(state, i).level for i in hand), default=0)
        want = energy < max(top, 2) + 1 and len(hand) >= 2
        if k == "pass":
            return 0.0 if want else 1.0
        return (2.0 if want else -1.0) - _value(state, args[0]) / 10.0
    if kind == "main":
        return _main_prior(state, p, action)
    if kind == "attack":
        return 1.0 if k == "attack" else 0.0
    if kind == "support":
        if k == "no_support":
            return 0.0
        return 2.0 if _partner(state, args[0], _ring(state, p)) else 1.0
    if kind == "block":
        atk = state.flags.get("atk")
        ring = _ring(state, p)
        lethal = False
        if atk is not None and ring is not None and not atk[3]:
            opp_ring = _ring(state, 1 - p)
            power = chars(state, opp_ring).power if opp_ring is not None else 0
            lethal = state.damage[ring] + power >= chars(state, ring).defense
        if k == "block":
            return 1.0 - _value(state, args[0]) / 20.0 if lethal else -1.0
        return 0.5
    if kind in ("discard", "discard_cost"):
        return -_value(state, args[0])
    if kind == "cancel":
        return 1.0 if k == "pass" else 0.5
    if kind in ("may", "reveal"):
        return 1.0 if k == "yes" else 0.5
    if kind == "choose" and k == "choose":
        return _value(state, args[0]) * (1.0 if state.owner[args[0]] != p else -1.0)
    return 0.0


def _main_prior(state: State, p: int, action: Action) -> float:
    k, args = action.kind, action.args
    if k == "pass":
        return 0.3
    if k == "activate":
        return 0.6
    ring = _ring(state, p)
    if k == "to_bench":
        if ring is None:
            return -1.0
        return 0.7 + _value(state, ring) / 20.0
    if k != "play":
        return 0.2
    iid, slot = args
    c = chars(state, iid)
    new = (c.power + c.defense) / 1000.0
    if slot == BENCH_SLOTS:  # to the ring: the old ring card goes to the waiting room
        old = 0.0
        if ring is not None:
            rc = chars(state, ring)
            old = (rc.power + rc.defense - state.damage[ring]) / 1000.0
        bonus = 0.5 if any(_partner(state, b, iid) for k2 in range(BENCH_SLOTS)
                           for b in state.zones[f"{p}.bench{k2}"]) else 0.0
        return (new - old) / 2.0 + bonus - 0.1 * c.level
    occupant = state.zones[f"{p}.bench{slot}"]
    if not occupant:
        stand_bonus = 0.2 if state.phase == "chara" else 0.0
        partner = 0.4 if _partner(state, iid, ring) else 0.0
        return 1.0 + new / 10.0 + partner + stand_bonus - 0.05 * c.level
    o = occupant[-1]
    old_v = _value(state, o)
    still = 0.0 if state.orient[o] == STAND else 0.2
    return (new - old_v) / 4.0 + still - 0.1 * c.level


# decisions whose options name a card of the deciding player's hand: copies of one card do the same
_FROM_HAND = frozenset({"energy", "discard", "discard_cost", "block"})


def action_key(state: State, action: Action) -> Hashable:
    """What `action` does, up to the rules' symmetries: the three bench slots are alike (3.3.2.2
    names no order and no card refers to a slot), so playing a card, or moving the ring card, to
    any empty slot is one action; and copies of one card in hand are interchangeable. Actions
    with equal keys lead to the same game up to renaming slots and instances."""
    d = state.decision
    if d is None:
        return action
    k, args, p = action.kind, action.args, d.player
    if k == "play" and args[1] < BENCH_SLOTS and not state.zones[f"{p}.bench{args[1]}"]:
        return ("play", state.defs[args[0]].id, "empty")
    if k == "to_bench" and not state.zones[f"{p}.bench{args[0]}"]:
        return ("to_bench", "empty")
    if d.kind in _FROM_HAND and args and state.zone_of[args[0]] == f"{p}.hand":
        return (k, state.defs[args[0]].id)
    return action
