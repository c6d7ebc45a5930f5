"""The index of a card list's abilities that events and checks look up (which auto abilities
watch which event kind, which cards have replacement or activated abilities, play_cost and
power_floor abilities), and a card's controller (502.1b). A floor below core and abilities:
both read it, so core dispatches events without importing abilities."""
from __future__ import annotations

from typing import Any

from ...cards import CardDef
from ...layers import ability_info, derived, derived_set, per_definition
from ...state import State
from .zones import zone_part

# definition -> what ability_index takes from it, or None for a card without any such ability (most
# cards): looked up once per instance whenever a card list is indexed (every resampled world)
_PER_CARD: dict[CardDef, tuple[Any, ...] | None] = {}


def _per_card(cd: CardDef) -> tuple[Any, ...] | None:
    """Its auto entries, replacement abilities, whether it has activated ones, its play_cost and
    power_floor abilities (worked out once per definition)."""
    info = ability_info(cd)
    abl = info.abilities
    t = (info.auto_entries("vz_trigger") if info.auto_on else (), info.replacement, bool(info.activated),
         tuple(ai for ai in info.continuous if "play_cost" in abl[ai]),
         tuple(ai for ai in info.continuous if "power_floor" in abl[ai]))
    hit = _PER_CARD[cd] = t if any(t) else None
    return hit


def ability_index(state: State) -> tuple[Any, ...]:
    """(auto abilities by trigger kind, cards with replacement abilities, cards with activated
    abilities, (card, ability) with play_cost, (card, ability) with power_floor), computed once
    per card list so events and checks only look at abilities that can matter."""
    dv = state._derived  # derived() inlined for the lookup: every event and check asks
    if dv is not None and dv[0] is state.defs:
        hit = dv[1].get("vz_index")
        if hit is not None:
            return hit
    return derived(state, "vz_index", _build_index)


def _relevant(state: State) -> dict[CardDef, tuple[Any, ...]]:
    """The card list's definitions that _index takes anything from (depends on the card set only)."""
    return per_definition(state, lambda cd: _PER_CARD[cd] if cd in _PER_CARD else _per_card(cd))


def _build_index(state: State) -> tuple[Any, ...]:
    d = state.defs
    by_kind: dict[str, list[tuple[int, int, dict[str, Any], dict[str, int]]]] = {}
    repls = []
    acts = []
    costs = []
    floors = []
    per_card = derived_set(state, "vz_relevant", _relevant)  # a resampled world reuses it
    for i in [i for i, cd in enumerate(d) if cd in per_card]:
        autos, rep, act, cost_ais, floor_ais = per_card[d[i]]
        for ai, on, ab, memo in autos:  # memo: zone key -> zone_test there
            by_kind.setdefault(on, []).append((i, ai, ab, memo))
        if rep:
            repls.append((i, rep))
        if act:
            acts.append(i)
        for ai in cost_ais:
            costs.append((i, ai))
        for ai in floor_ais:
            floors.append((i, ai))
    return (by_kind, repls, acts, costs, floors)


def zone_test(ab: dict[str, Any], memo: dict[str, int], key: str) -> int:
    """zone_part with a deck as 0 (no auto ability triggers there), remembered per zone key."""
    v = memo.get(key)
    if v is None:
        v = memo[key] = 0 if key.endswith("deck") else zone_part(ab, key)
    return v


def controller(state: State, iid: int) -> int:
    """502.1b: the controller of a card is its owner; in a player's zone, that player."""
    k = state.zone_of[iid]
    return state.owner[iid] if k in ("temp", "scout") else int(k[0])
