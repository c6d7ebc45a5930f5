"""Grid game state primitives: moving cards, orientation (1.5), drawing, deck damage (6.6),
values (3.2) and the game result (1.4, 1.8). Every change emits an event; auto abilities
watch the events (abilities.on_event, reached through the rules
object's on_event hook so this module need not import abilities)."""
from __future__ import annotations

from typing import Any

from ... import knowledge, results, rng
from ...cards import CardDef
from ...events import Event, ev
from ...layers import autos_by_trigger, chars
from ...state import REST, REVERSE, STAND, State
from .geometry import parse_mask
from .zones import DECK_KEY, HAND_KEY, area_of, zone_name

ORIENT = ("release", "freeze", "down")
HIDDEN = ("deck", "hand")


def emit(state: State, kind: str, private: int | None = None, **data: Any) -> None:
    emit_made(state, Event(kind, tuple(data.items()), private))


def emit_made(state: State, e: Event) -> None:
    """Emit an event already made (put builds its move event's data without keyword arguments)."""
    state.out.append(e)
    if e.kind in autos_by_trigger(state):  # most events trigger nothing: no call for them
        state.rules.on_event(state, e)  # the game's auto abilities (Grid registers abilities.on_event)


def put(state: State, iid: int, key: str, top: bool = True, cause: str = "", by: int | None = None,
        orient: int | None = None) -> None:
    """Move a card to zone key `key` as a new object (its effects end, 3.x); emit the move."""
    old = state.zone_of[iid]
    from_top = state.zones[old][-1] == iid
    state.zones[old].remove(iid)
    if top:
        state.zones[key].append(iid)
    else:
        state.zones[key].insert(0, iid)
    state.zone_of[iid] = key
    state.obj[iid] += 1
    state.placed[iid] = state.tick()
    state.damage[iid] = 0
    state.orient[iid] = STAND if orient is None else orient
    state._cache = None
    fresh = state.flags.get("fresh", ())
    if iid in fresh:
        state.flags["fresh"] = tuple(i for i in fresh if i != iid)
    src, dst = zone_name(old), zone_name(key)
    owner = state.owner[iid]
    hidden = src in HIDDEN and dst in HIDDEN
    knowledge.moved(state, iid, old, from_top, owner if hidden else None)
    emit_made(state, Event("move", (("iid", iid), ("card", state.defs[iid].id), ("player", owner), ("frm", src),
                                    ("to", dst), ("from_area", area_of(old)), ("area", area_of(key)),
                                    ("cause", cause), ("by_player", by)), owner if hidden else None))


def chosen(state: State, player: int, iid: int | None, **extra: Any) -> None:
    """A decision with one option that the engine answers itself: say what was chosen, as a
    player's answer would (engine/interp.py t_choose_answer), with auto=True. A card in a hidden
    zone is named to the chooser only (G1)."""
    card = state.defs[iid].id if iid is not None else None
    private = player if iid is not None and zone_name(state.zone_of[iid]) in HIDDEN else None
    emit(state, "chosen", private, player=player, card=card, iid=iid, auto=True, **extra)


def relocate(state: State, iid: int, area: int, cause: str, by: int | None = None) -> None:
    """Move a unit to another area of its owner's grid (5.1, keyword steps): the same card on the
    same field, so it keeps its orientation, damage and the effects on it."""
    old = state.zone_of[iid]
    key = f"{state.owner[iid]}.g{area}"
    state.zones[old].remove(iid)
    state.zones[key].append(iid)
    state.zone_of[iid] = key
    state._cache = None
    emit(state, "moved", iid=iid, card=state.defs[iid].id, player=state.owner[iid], from_area=area_of(old),
         area=area, cause=cause, by_player=by)


def set_orient(state: State, iid: int, which: int) -> None:
    """Release / freeze / down a card on the field or in the attribute area (1.5)."""
    if zone_name(state.zone_of[iid]) not in ("grid", "field_slot", "attribute"):
        return
    if state.orient[iid] == which:
        return  # already so: nothing happens
    state.orient[iid] = which
    state._cache = None
    if "fresh" in state.flags:  # Q13: no longer frozen ever since its placement
        state.flags["fresh"] = tuple(i for i in state.flags["fresh"] if i != iid)
    emit(state, "orient", iid=iid, card=state.defs[iid].id, to=ORIENT[which], player=state.owner[iid])


def draw(state: State, player: int, n: int) -> None:
    for _ in range(n):
        deck = state.zones[DECK_KEY[player]]
        if not deck:
            return  # the loss comes from the rule check (1.4)
        iid = deck[-1]
        put(state, iid, HAND_KEY[player], cause="draw")
        emit(state, "draw", player, player=player, iid=iid, card=state.defs[iid].id)


def deck_damage(state: State, player: int, n: int, to_discard: bool, combat: bool, by: int | None) -> int:
    """6.6: the top n cards of `player`'s deck go face up and released into their attribute area
    (to the discard with アタッカー, 8.1). Returns how many moved."""
    moved = 0
    for _ in range(max(0, n)):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            break
        iid = deck[-1]
        put(state, iid, f"{player}.{'discard' if to_discard else 'attribute'}", cause="deck_damage", by=by)
        moved += 1
        if to_discard and combat:  # 8.8 (自動D)
            emit(state, "auto_d", iid=iid, card=state.defs[iid].id, player=player)
    if moved:
        emit(state, "deck_damage", player=player, count=moved, to="discard" if to_discard else "attribute")
    return moved


def shuffle_deck(state: State, player: int) -> None:
    state.rng = rng.shuffle(state.rng, state.zones[f"{player}.deck"])
    knowledge.shuffled(state, player)
    state.out.append(ev("shuffle", player=player))


def declare_result(state: State, result: tuple[Any, ...]) -> None:
    results.declare_result(state, result)


_MASKS: dict[CardDef, tuple[bool, ...]] = {}  # by definition (CardDef hashes by identity)
_ATTRS: dict[CardDef, frozenset[str]] = {}


def mask(state: State, iid: int) -> tuple[bool, ...]:
    d = state.defs[iid]
    m = _MASKS.get(d)
    if m is None:
        raw = d.attrs.get("mask")
        m = _MASKS[d] = parse_mask(raw) if raw is not None else (True,) * 9
    return m


def keyword(state: State, iid: int, kw: str) -> bool:
    """A flag keyword (attacker, supporter, ...) printed or granted."""
    return kw in chars(state, iid).keywords or kw in state.defs[iid].attrs.get("keywords", ())


def cost_keyword(state: State, iid: int, kw: str) -> int | None:
    """A numbered keyword's cost x (ブロッカー(x), ...), or None when the unit lacks it."""
    v = state.defs[iid].attrs.get(kw)
    if v is not None:
        return int(v)
    return 0 if kw in chars(state, iid).keywords else None


def attributes(state: State, iid: int) -> frozenset[str]:
    d = state.defs[iid]
    a = _ATTRS.get(d)
    if a is None:
        a = _ATTRS[d] = frozenset(d.attrs.get("attributes", ()))
    return a


def shares_attribute(state: State, payer: int, card: int) -> bool:
    """3.4 with its Ruling: at least one attribute in common; a card with none takes any."""
    want = attributes(state, card)
    return not want or not want.isdisjoint(attributes(state, payer))


def value(state: State, iid: int, blocking: bool = False) -> int:
    """3.2: AT while released, DF while frozen, 1 while down; a blocker's is its DF (6.8)."""
    o = state.orient[iid]
    if o == REVERSE:
        return 1
    c = chars(state, iid)
    return c.defense if blocking or o == REST else c.power

