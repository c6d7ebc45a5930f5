"""Set limits and the continuous effects that change them (10.13.4/10.13.5, 10.15.3/10.15.4,
10.34.3/10.34.4, A16): a character carries one 装備, a player has one 装備/場 and one リーダー on
場, unless a continuous ability says `limits: {equip: N, field_equip: N, leader: N, player: WHO}`
(N added to the limit, negative to lower it; never below 0).

- `equip` changes the limit of the characters the ability `affects` (default the card itself;
  `$host` for a set card's character);
- `field_equip` / `leader` change the limit of `player` (`you` by default, `opponent`, `any`),
  seen from the ability's controller.

A card that would go over its limit fails and goes to the 冥界 (10.x.4; play.t_set_card,
leader.entering, seals). When a limit drops below what is there (10.x.5, "但し、上限が変動した
場合、それに従う"), the player whose area holds the cards chooses which go to the 冥界 until the
limit holds; this is checked, like removal, when the event or effect that caused it is over and
before anyone has priority (A2, A16: "as soon as the excess exists").
"""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...cards import CardDef
from ...layers import ability_info, derived, derived_set, per_definition
from ...state import State
from . import core
from .zones import zone_name

KINDS = ("equip", "field_equip", "leader")


def _sources(state: State) -> tuple[tuple[int, dict[str, Any]], ...]:
    """(card, ability) of every continuous ability with `limits` in the card list (once per list;
    a transformed card makes a new list)."""
    return derived(state, "pmv_limits", _build)  # type: ignore[no-any-return]


def _build(state: State) -> tuple[tuple[int, dict[str, Any]], ...]:
    # which definitions have such abilities is kept for a resampled world (derived_set); only the
    # instances holding them are looked up again, and most card lists hold none
    with_limits = derived_set(state, "pmv_limit_defs", lambda s: per_definition(s, _limit_abilities))
    if not with_limits:
        return ()
    return tuple((i, ab) for i, d in enumerate(state.defs) if d in with_limits for ab in with_limits[d])


def _limit_abilities(d: CardDef) -> tuple[dict[str, Any], ...] | None:
    found = tuple(d.abilities[ai] for ai in ability_info(d).continuous if "limits" in d.abilities[ai])
    return found or None


def _working(state: State, i: int, ab: dict[str, Any]) -> bool:
    if not state.rules.ability_active(state, i, ab, zone_name(state.zone_of[i])):
        return False
    return "condition" not in ab or interp.check_condition(state, ab["condition"], state.owner[i], i, {})


def _affects(state: State, i: int, ab: dict[str, Any]) -> list[int]:
    aff = ab.get("affects", "self")
    if aff == "self":
        return [i]
    if isinstance(aff, str):
        return state.rules.continuous_ref(state, i, aff)
    return interp.select(state, aff, state.owner[i], i)


def equip_limit(state: State, host: int) -> int:
    """How many 装備 cards character `host` may carry (10.13.4, 10.13.5)."""
    n = 1
    for i, ab in _sources(state):
        change = ab["limits"].get("equip")
        if change and _working(state, i, ab) and host in _affects(state, i, ab):
            n += change
    return max(0, n)


def player_limit(state: State, p: int, kind: str) -> int:
    """How many 装備/場 (`field_equip`, 10.15.3) or リーダー (`leader`, 10.34.3) cards player p may
    have on 場."""
    n = 1
    for i, ab in _sources(state):
        lim = ab["limits"]
        change = lim.get(kind)
        if not change or not _working(state, i, ab):
            continue
        who = lim.get("player", "you")
        if who == "any" or (p == state.owner[i]) == (who == "you"):
            n += change
    return max(0, n)


def equips(state: State, host: int) -> list[int]:
    return [c for c in core.set_cards(state, host) if core.set_kind(state, c) == "equip"]


def field_cards(state: State, p: int, kind: str) -> list[int]:
    """p's 装備/場 cards on 場, or p's リーダー characters."""
    if kind == "leader":
        return [c for c in core.characters(state, p) if "leader" in state.defs[c].attrs.get("keywords", ())]
    return [c for c in state.zones[f"{p}.field"] if core.set_kind(state, c) == kind]


def room_for_equip(state: State, host: int) -> bool:
    """10.13.4: another 装備 may be set on `host` (it fails otherwise)."""
    return len(equips(state, host)) < equip_limit(state, host)


# -- 10.13.5 / 10.15.4 / 10.34.4: more than the limit ------------------------------------------------
def _excess(state: State) -> tuple[int, tuple[int, ...], int] | None:
    """The first group over its limit: (the player whose area holds it, its cards, the limit)."""
    for p in (state.turn_player, 1 - state.turn_player):
        for host in core.characters(state, p):
            group = equips(state, host)
            if group:
                lim = equip_limit(state, host)
                if len(group) > lim:
                    return p, tuple(group), lim
        for kind in ("field_equip", "leader"):
            group = field_cards(state, p, kind)
            if group:
                lim = player_limit(state, p, kind)
                if len(group) > lim:
                    return p, tuple(group), lim
    return None


def over(state: State) -> bool:
    """Whether some group is over its limit (nothing to look at without a `limits` ability)."""
    return bool(_sources(state)) and _excess(state) is not None


def t_trim(state: State, t: tuple[Any, ...]) -> None:
    """("pmv_limit_trim",): the player whose area holds a group over its limit puts one of its cards
    into its owner's 冥界, until every group is within its limit (all of them at a limit of 0)."""
    found = _excess(state)
    if found is None:
        return
    p, group, lim = found
    if lim <= 0:
        for c in group:
            _to_graveyard(state, c)
        state.tasks.append(("pmv_limit_trim",))
        return
    state.decision = Decision(p, "limit_trim", tuple(Action("choose", (c,)) for c in group),
                              ("pmv_limit_trim_answer",), ("limit_trim", lim))


def t_trim_answer(state: State, t: tuple[Any, ...]) -> None:
    c = t[1].args[0]
    core.emit(state, "chosen", player=state.history[-1][0], card=state.defs[c].id, iid=c)
    _to_graveyard(state, c)
    state.tasks.append(("pmv_limit_trim",))


def _to_graveyard(state: State, c: int) -> None:
    """冥界に置く: into its owner's 冥界 (not 破棄); cards set on a character go with it (A9)."""
    if zone_name(state.zone_of[c]) not in core.ON_FIELD:
        return
    for s in core.set_cards(state, c):
        core.put(state, s, f"{state.owner[s]}.graveyard", cause="destroyed")
    core.put(state, c, f"{state.owner[c]}.graveyard", cause="limit")


TASKS = {"pmv_limit_trim": t_trim, "pmv_limit_trim_answer": t_trim_answer}
