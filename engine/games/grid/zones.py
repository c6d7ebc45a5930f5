"""Grid game zones (2), card fields (3, 8) and the card-data vocabulary (docs/grid.md).

Zone keys: "<p>.deck", "<p>.hand", "<p>.discard" (捨て札), "<p>.attribute" (属性エリア),
"<p>.slot" (フィールド置き場) and the nine grid areas "<p>.g0".."<p>.g8" (geometry.py: area
= row * 3 + column, row 0 close, 1 battle, 2 deploy; columns as the owner sees them). "stack"
is shared: cards being played wait there (7.1). Orientations: release / freeze / down are the
engine's STAND / REST / REVERSE (1.5).
"""
from __future__ import annotations

from typing import Any

from ...layers import STAT_KEYS
from ...rules import ZoneSpec
from ...schema_parts import CardFields, enum, int_range, list_of
from ...vocabulary import VocabError, Vocabulary
from .geometry import AREAS, COL_NAMES, ROW_NAMES, parse_mask

GAME_ID = "grid"
PLAYER_ZONES = ("deck", "hand", "discard", "attribute", "slot", *(f"g{a}" for a in range(AREAS)))
CARD_TYPES = ("unit", "event")
# keywords without a number (8); the numbered ones are attributes of their own (blocker: x, ...)
FLAG_KEYWORDS = ("attacker", "supporter", "field", "ambush", "assault", "aggressive", "side_attack")
COST_KEYWORDS = ("blocker", "side_step", "order_step", "jump")  # (x): pays [0:x] (Q12)
# names card data may use: "grid" = the nine areas, a row name = its three, "field" = 場 (grid and
# field slot), "field_slot" = the フィールド置き場 alone
DATA_ZONES = {"deck", "hand", "discard", "attribute", "field_slot", "grid", "field", "stack", *ROW_NAMES}
PHASES = {"start", "standby", "battle", "end", "process", "release", "draw", "action", "damage"}
TRIGGERS = {"played", "placed", "attack", "blocked", "combat", "battle_won", "auto_d", "deck_damage", "defeated",
            "deleted", "down", "moved"}
RULE_FLAGS = {"cannot_attack", "cannot_block", "cannot_move", "cannot_be_chosen", "cannot_be_chosen_by_opponent"}
TIMINGS = ("standby", "any", "damage")  # when an activated effect may be played (docs/grid.md)
# the words of relocate's `area:` (relocate.py): relative to the unit's area, a row, or an area by name
AREA_WORDS = ("adjacent", "sideways", "forward_or_back", "forward", "back", "any", *ROW_NAMES,
              *(f"{r}_{c}" for r in ROW_NAMES for c in COL_NAMES))
DAMAGE_STEP = {"min": "count", "max": "count", "player": "player"}  # damage_step's mapping (conditions.py)
# counter's mapping (counters.py): `item` names a stack item's kind (abilities.py) in card-data words
COUNTER_ITEMS = {"unit": "unit", "event": "event", "effect": "effect", "step": "move"}
COUNTER = {"item": "one_of:" + ",".join(COUNTER_ITEMS), "player": "player", "where": "filter"}

# each player's zone keys, built once: the hot paths index these rather than format a key per call
GRID_KEYS: tuple[tuple[str, ...], ...] = tuple(tuple(f"{p}.g{a}" for a in range(AREAS)) for p in (0, 1))
HAND_KEY: tuple[str, ...] = ("0.hand", "1.hand")
DECK_KEY: tuple[str, ...] = ("0.deck", "1.deck")
SLOT_KEY: tuple[str, ...] = ("0.slot", "1.slot")
ATTRIBUTE_KEY: tuple[str, ...] = ("0.attribute", "1.attribute")

STAT_KEYS[GAME_ID] = ("at", "df", ("ac",))  # AT/DF/AC fill the engine's power/defense/level slots

ZONE_SPECS = [
    ZoneSpec("deck", public=False, face_down=True, label=("Deck", "デッキ")),
    ZoneSpec("hand", public=False, label=("Hand", "手札")),
    ZoneSpec("grid", public=True, slots=AREAS, label=("Grid", "グリッド")),
    ZoneSpec("field_slot", public=True, slots=1, label=("Field slot", "フィールド")),
    ZoneSpec("attribute", public=True, label=("Attribute area", "属性エリア")),  # Q35: face up
    ZoneSpec("discard", public=True, label=("Discard", "捨て札")),
    ZoneSpec("stack", public=True, shared=True, label=("Stack", "スタック")),
]


def vocabulary() -> Vocabulary:
    v = Vocabulary(zones=set(DATA_ZONES), card_types=set(CARD_TYPES), keywords=set(FLAG_KEYWORDS))
    v.phases = set(PHASES)
    v.triggers |= TRIGGERS
    v.rule_flags = set(RULE_FLAGS)
    v.ability_types |= {"event", "play"}  # an event card's effect; 際: effects done as the card is played (7.4)
    v.orientations = {"release", "freeze", "down"}
    v.stat_names = {"power": "at", "defense": "df", "level": "ac"}  # AT/DF/AC in card data (__init__.normalize)
    v.ability_keys = {"timing", "on_play"}
    v.ability_key_kinds = {"timing": "one_of:" + ",".join(TIMINGS), "on_play": "effects"}
    v.costs |= {"designated", "attribute", "freeze"}
    v.cost_args = {"designated": "count", "attribute": "count", "freeze": "self"}
    v.trigger_key_kinds = {"role": "one_of:attacker,defender,supporter"}
    v.filters |= {"attribute", "row", "keyword", "in_combat"}  # at_min... are read as power_min... (normalize)
    v.filter_kinds |= {"attribute": "name", "row": "one_of:close,battle,deploy", "keyword": "name", "in_combat": "bool"}
    v.conditions |= {"in_combat", "first_turn", "damage_step"}
    # damage_step: true/false, or {min, max, player} (conditions.py)
    v.condition_kinds = {"in_combat": "bool", "first_turn": "bool", "damage_step": "bool|shape:damage_step"}
    v.shapes = {"damage_step": dict(DAMAGE_STEP), "counter": dict(COUNTER)}
    for op, extra in {"release": set(), "freeze": set(), "down": set(), "delete": set(), "counter": set(),
                      "deck_damage": {"player", "to"}, "end_combat": set(), "relocate": {"area", "chooser"}}.items():
        v.effects[op] = set(extra)
    # counter: true (the item it answers), any, or {item, player, where} (counters.py)
    v.arg_kinds = {"release": "ref", "freeze": "ref", "down": "ref", "delete": "ref",
                   "counter": "bool|one_of:any|shape:counter", "deck_damage": "expr", "end_combat": "bool",
                   "relocate": "ref"}
    v.option_kinds["area"] = "one_of:" + ",".join(AREA_WORDS)  # relocate's destination (relocate.py)
    v.losses = {"auto"}  # auto effects stop (interp.trigger_matches); activated ones do not read losses yet
    return v


def _names(v: Any, path: str, least: int = 0) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v) or not least <= len(v) <= 16:
        raise VocabError(path, f"must be a list of {'at least one and ' if least else ''}at most 16 names")
    return v


def validate_card(type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
    """3.1: a unit has AT/DF/AC, a cost [x:y] and a placement mask; an event a cost."""
    if not isinstance(type_, str) or type_ not in CARD_TYPES:
        raise VocabError("type", f"grid cards are of type {', '.join(CARD_TYPES)} (3.1)")
    want = ("at", "df", "ac", "x", "y") if type_ == "unit" else ("x", "y")
    for k in want:
        if type(stats.get(k)) is not int or not 0 <= stats[k] <= 99:
            raise VocabError(f"stats.{k}", "must be a whole number from 0 to 99" + (" (cost [x:y], 3.4)"
                                                                                   if k in "xy" else ""))
    for k in stats:
        if k not in want:
            raise VocabError(f"stats.{k}", f"a {type_} has no stat {k!r} ({', '.join(want)})")
    allowed = {"attributes", "keywords", "also_named"}
    if type_ == "unit":
        allowed |= {"mask", "conversion", *COST_KEYWORDS}
    for k in attrs:
        if k not in allowed:
            raise VocabError(f"attrs.{k}", f"unknown attribute (known: {', '.join(sorted(allowed))})")
    _names(attrs.get("attributes", []), "attrs.attributes")
    if "also_named" in attrs:
        _names(attrs["also_named"], "attrs.also_named")
    kws = attrs.get("keywords", [])
    if not isinstance(kws, list):
        raise VocabError("attrs.keywords", "must be a list of keywords")
    for kw in kws:
        if not isinstance(kw, str) or kw not in FLAG_KEYWORDS or type_ != "unit":
            raise VocabError("attrs.keywords", f"unknown keyword {kw!r} for a {type_} "
                                               f"(unit keywords: {', '.join(FLAG_KEYWORDS)})")
    if type_ != "unit":
        return
    if "mask" in attrs or "field" not in kws:  # a フィールド unit goes to the field slot (7.3): no mask
        try:
            parse_mask(attrs.get("mask"))
        except ValueError as e:
            raise VocabError("attrs.mask", str(e)) from None
    for k in COST_KEYWORDS:
        if k in attrs and (type(attrs[k]) is not int or not 0 <= attrs[k] <= 99):
            raise VocabError(f"attrs.{k}", "must be the keyword's cost x, a whole number from 0 to 99")
    if "conversion" in attrs and not (isinstance(attrs["conversion"], str) and attrs["conversion"]):
        raise VocabError("attrs.conversion", "must be the name of the unit it converts (「X」コンバーション)")


def zone_name(key: str) -> str:
    """Card-data zone name of a zone key ("0.g4" -> "grid", "1.slot" -> "field_slot")."""
    n = _NAMES.get(key)
    if n is None:
        z = key.split(".", 1)[-1]
        n = _NAMES[key] = "grid" if z[0] == "g" and z[1:].isdigit() else "field_slot" if z == "slot" else z
    return n


# zone key -> zone_name / area_of: a few dozen keys, asked at every move and window
_NAMES: dict[str, str] = {}
_AREAS: dict[str, int] = {}


def zone_keys(player: int, name: str) -> list[str]:
    if name == "grid":
        return [f"{player}.g{a}" for a in range(AREAS)]
    if name in ROW_NAMES:
        r = ROW_NAMES.index(name)
        return [f"{player}.g{r * 3 + c}" for c in range(3)]
    if name == "field":
        return [*(f"{player}.g{a}" for a in range(AREAS)), f"{player}.slot"]
    if name == "field_slot":
        return [f"{player}.slot"]
    if name == "stack":
        return ["stack"]
    return [f"{player}.{name}"]


def area_of(key: str) -> int:
    """The grid area of a zone key, -1 for any other zone."""
    a = _AREAS.get(key)
    if a is None:
        z = key.split(".", 1)[-1]
        a = _AREAS[key] = int(z[1:]) if z[0] == "g" and z[1:].isdigit() else -1
    return a


ON_FIELD = ("grid", "field_slot")


def ability_active_in(ab: dict[str, Any], zname: str) -> bool:
    """A unit's abilities work on the field (7.2: from its placement); an event's on the stack;
    `zone:` says otherwise (hand abilities, the attribute area...)."""
    zones = ab.get("zone")
    if zones is None:
        if ab["type"] in ("event", "play"):
            return zname == "stack"
        trig = ab.get("trigger")
        if trig is not None and trig["on"] == "played" and trig.get("card") == "self":
            return zname == "stack"  # "when this unit is played": it is on the stack then (7.2 (3))
        return zname in ON_FIELD
    zones = zones if isinstance(zones, list) else [zones]
    return zname in zones or (zname in ON_FIELD and "field" in zones)


def card_field_schemas() -> CardFields:
    """JSON Schema of this game's card fields, per card type: (stats, attrs, required attrs); it
    mirrors validate_card for editors (engine/cardset_schema.py)."""
    names = list_of({"type": "string", "minLength": 1}, 16)
    row = {"type": "string", "pattern": "^[ox○×]{3}$"}
    unit = {"attributes": names, "also_named": names, "keywords": list_of(enum(FLAG_KEYWORDS), None),
            "mask": {**list_of(row, 3, 3), "description": "Placement mask: close row first, o allowed, x not."},
            "conversion": {"type": "string", "minLength": 1},
            **{k: int_range(0, 99) for k in COST_KEYWORDS}}
    event = {"attributes": names, "also_named": names, "keywords": list_of(enum(()), 0)}
    return {"unit": (("at", "df", "ac", "x", "y"), unit, ()), "event": (("x", "y"), event, ())}
