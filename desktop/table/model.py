"""What the board shows, built from what one player may see.

`board_model(state, perspective)` reads the rules' `view(player)` (never the hidden parts of the
state) and turns every zone of `rules.zone_specs()` into a `ZoneView`: its cards (a card the viewer
may not see has no identity, only a back and an orientation), or just a count. The view's fields
are found by the zone's name (`ring`, `bench` with one list per slot, `areas` for `area`,
`resolution_cards` for `resolution`, ...), so no game needs code here. With perspective
`REVEALED` (replays), each side comes from its own player's view and face-down cards nobody sees
(Victory Spark's energy) are turned up; decks stay face down.
"""
from __future__ import annotations

from typing import Any

from engine.state import State

from .games import GameAdapter, adapter_for
from .views import (  # noqa: F401 (the names the table imports from here)
    FACE_DOWN,
    ORIENTATIONS,
    REVEALED,
    REVERSED,
    SIDEWAYS,
    UPRIGHT,
    BoardModel,
    CardView,
    ZoneView,
)

_NOT_STATS = {"iid", "id", "orient", "damage", "face_down", "counts", "host"}
_EXTRA = ("counts", "host", "face", "removal")  # view fields a card keeps for the adapter (ribbons, tooltips)


def _lookup(d: dict[str, Any], name: str, aliases: tuple[str, ...] = ()) -> Any:
    for k in (name, name + "s", name + "_cards", *aliases):
        if k in d:
            return d[k]
    return None


def _card(item: Any) -> CardView:
    if isinstance(item, str):  # a face-down card: only its orientation is known
        return CardView(None, None, ORIENTATIONS.get(item, UPRIGHT))
    if isinstance(item, dict):
        orient = ORIENTATIONS.get(str(item.get("orient", "stand")), UPRIGHT)
        face_down = bool(item.get("face_down")) or orient == FACE_DOWN
        if "id" not in item:
            return CardView(None, None, FACE_DOWN if face_down else orient)
        stats = tuple((k, v) for k, v in item.items() if k not in _NOT_STATS and isinstance(v, int))
        extra = tuple((k, v) for k, v in item.items() if k in _EXTRA)
        return CardView(item.get("iid"), item["id"], UPRIGHT if orient == FACE_DOWN else orient,
                        int(item.get("damage", 0) or 0), stats, face_down, extra)
    return CardView(None, None)


def _cards(raw: Any) -> list[CardView]:
    if raw is None:
        return []
    if isinstance(raw, int):
        return [CardView(None, None) for _ in range(raw)]
    if isinstance(raw, list):
        return [_card(x) for x in raw]
    return []


def _reveal(cards: list[CardView], state: State, key: str) -> list[CardView]:
    """Turn up the hidden cards of a zone (replays with everything revealed)."""
    ids = state.zones.get(key)
    if ids is None or len(ids) != len(cards) or not any(c.hidden for c in cards):
        return cards
    out = []
    for c, iid in zip(cards, ids, strict=True):
        if c.hidden:
            o = ORIENTATIONS.get(("stand", "rest", "reverse")[state.orient[iid]], UPRIGHT)
            c = CardView(iid, state.defs[iid].id, o, state.damage[iid], (), c.orient == FACE_DOWN)
        out.append(c)
    return out


def board_model(state: State, perspective: int, adapter: GameAdapter | None = None) -> BoardModel:
    """The board as `perspective` (0, 1 or REVEALED) sees `state`."""
    rules = state.rules
    adapter = adapter or adapter_for(rules.id)
    specs = rules.zone_specs()
    if perspective == REVEALED:
        views = [state.view(0), state.view(1)]
        top = views[0]
        sides = [views[0]["players"][0], views[1]["players"][1]]
    else:
        top = state.view(perspective)
        sides = list(top["players"])
    zones: dict[str, ZoneView] = {}
    for spec in specs:
        if spec.shared:
            key = adapter.zone_key(spec, None, None, state)
            cards = _cards(_lookup(top, adapter.view_fields.get(spec.name, spec.name)))
            if perspective == REVEALED:
                cards = _reveal(cards, state, key)
            zones[key] = ZoneView(key, spec.name, None, None, spec, cards)
            continue
        for q in (0, 1):
            raw = _lookup(sides[q], adapter.view_fields.get(spec.name, spec.name))
            first = adapter.zone_key(spec, q, 0, state) if spec.slots > 0 else None
            per_slot = first is not None and first in state.zones and first != adapter.zone_key(spec, q, None, state)
            for slot in (range(spec.slots) if per_slot else [None]):
                key = adapter.zone_key(spec, q, slot, state)
                part = raw[slot] if slot is not None and isinstance(raw, list) and slot < len(raw) else (
                    None if slot is not None else raw)
                cards = _cards(part)
                if perspective == REVEALED and spec.name != "deck":
                    cards = _reveal(cards, state, key)
                zones[key] = ZoneView(key, spec.name, q, slot, spec, cards)
    d = top.get("decision") or None
    return BoardModel(rules.id, perspective, zones, int(top.get("turn", 0)), int(top.get("turn_player", 0)),
                      str(top.get("phase", "")), str(top.get("step", "")), top.get("result"),
                      d.get("player") if d else None, d.get("kind") if d else None, sides)
