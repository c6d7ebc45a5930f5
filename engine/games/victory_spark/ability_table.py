"""Victory Spark's index of the card list's auto and replacement abilities (by trigger kind), built
once per card list. A floor below abilities.py: core.py reads `listened` from here to skip events
nothing watches, without importing abilities."""
from __future__ import annotations

from typing import Any

from ...cards import CardDef
from ...layers import ability_info, derived, derived_set, per_definition
from ...state import State

# An auto ability of an instance: (instance, ability index, ability, memo). The memo remembers, per
# zone key, whether the ability can trigger with its card there (not in a deck, ability_active_in):
# both depend on the zone alone, and events test them for every candidate.
Auto = tuple[int, int, dict[str, Any], dict[str, bool]]


# definition -> what ability_index takes from it (auto entries, replacement abilities, whether it names the
# no_abilities rule), or None for a card with none of them: looked up once per instance whenever a
# card list is indexed (every resampled world)
_PER_CARD: dict[CardDef, tuple[Any, ...] | None] = {}


def _per_card(cd: CardDef) -> tuple[Any, ...] | None:
    info = ability_info(cd)
    t = (info.auto_entries("vs_trigger") if info.auto_on else (), info.replacement, "no_abilities" in info.rules)
    hit = _PER_CARD[cd] = t if any(t) else None
    return hit


Index = tuple[dict[str, list[Auto]], list[tuple[int, list[int]]], bool, frozenset[str],
              dict[tuple[str, Any], list[Auto]]]


def ability_index(state: State) -> Index:
    """(auto abilities by trigger kind, instances with replacements, whether any card has a
    no_abilities rule, the event kinds that can trigger any of them, the phase and turn events'
    abilities by (kind, phase), filled as events come), computed once per card list so events
    only look at abilities that can match."""
    dv = state._derived  # derived() inlined for the lookup: every event and check asks
    if dv is not None and dv[0] is state.defs:
        hit = dv[1].get("vs_index")
        if hit is not None:
            return hit
    return derived(state, "vs_index", _build_index)


def listened(state: State) -> frozenset[str]:
    """The event kinds an auto ability of the card list triggers on (a damage event: on damaged)."""
    return ability_index(state)[3]


def _relevant(state: State) -> dict[CardDef, tuple[Any, ...]]:
    """The card list's definitions that _index takes anything from (depends on the card set only)."""
    return per_definition(state, lambda cd: _PER_CARD[cd] if cd in _PER_CARD else _per_card(cd))


def _build_index(state: State) -> Index:
    d = state.defs
    by_kind: dict[str, list[Auto]] = {}
    repls = []
    silence = False
    per_card = derived_set(state, "vs_relevant", _relevant)  # a resampled world reuses it
    for i in [i for i, cd in enumerate(d) if cd in per_card]:
        autos, rep, quiet = per_card[d[i]]
        for ai, on, ab, memo in autos:
            by_kind.setdefault(on, []).append((i, ai, ab, memo))
        if rep:
            repls.append((i, rep))
        if quiet:
            silence = True
    kinds = set(by_kind)
    if "damaged" in kinds:
        kinds.add("damage")  # on_event looks a damage event up as "damaged"
    return (by_kind, repls, silence, frozenset(kinds), {})
