"""The card-set file format as a JSON Schema (draft 2020-12), for editors (docs/cardsets.md,
"JSON Schema for editors").

Generated at run time from the declarations the loader and the validator use: the pydantic
models of engine/cardset.py for the file and card structure, the game's Vocabulary and the
tables of engine/vocabulary.py for abilities. Each value kind of `Validator.value` maps to a
schema fragment in one table, KIND_SCHEMAS; a kind without one raises, so a new kind cannot slip
through unmapped. Where the validator checks something JSON Schema cannot say exactly (unique
card numbers, "exactly one effect" when several keys are misspelt...), the schema is looser,
never stricter: every card set the loader accepts validates against its schema.

A few checks are written in code rather than declared (the shared conditions, cost arguments,
trigger keys, ability fields); they are mirrored here in tables marked "mirrors", to be moved into
the declarations. Each game describes its own card fields beside its validate_card
(`card_field_schemas` in engine/games/<game>/zones.py).

`tcgtable cardset schema` writes docs/schema/<game>.cardset.schema.json; a test checks they are current.
"""
from __future__ import annotations

import copy
import importlib
import json
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from .cardset import CARDSET_FORMAT, _Card, _Set
from .schema_parts import CardFields, Schema, doc, enum, int_range, list_of, obj, ref
from .vocabulary import (
    ABILITY_TYPES,
    CHANGE_OPS,
    EXPR_EXTRA,
    EXPR_KINDS,
    MAX_AMOUNT,
    MAX_EFFECT_COUNT,
    MAX_ITEMS,
    ORIENTATIONS,
    PLAYERS,
    RANGE_KEYS,
    REQUIRED_OPTIONS,
    REQUIRED_SHAPE_KEYS,
    SELECTOR_KEYS,
    SHARED_ARG_KINDS,
    SHARED_SHAPES,
    STAT_NAMES,
    TRIGGER_KEYS,
    Vocabulary,
)

DIALECT = "https://json-schema.org/draft/2020-12/schema"
DEFAULT_DIR = Path("docs") / "schema"
REGENERATE = "tcgtable cardset schema"


def _all_of(s: Schema | list[Schema]) -> Schema:
    return s if isinstance(s, dict) else {} if not s else s[0] if len(s) == 1 else {"allOf": s}


# Every value kind of Validator.value -> its schema fragment (vocabulary-dependent ones are $refs to
# $defs built from the game's Vocabulary). "shape:NAME" kinds are handled by kind_schema.
KIND_SCHEMAS: dict[str, Schema] = {
    "any": {},
    "count": doc(int_range(0, MAX_EFFECT_COUNT), f"A whole number 0 to {MAX_EFFECT_COUNT}."),
    "amount": doc(int_range(-MAX_AMOUNT, MAX_AMOUNT), "A whole number."),
    "bool": {"type": "boolean"},
    "player": enum(PLAYERS[:2]),
    "player_ref": {"anyOf": [enum(PLAYERS[:2]), {"type": "string", "pattern": "^\\$", "minLength": 2}],
                   "description": "you, opponent, or a player chosen earlier ($name)."},
    "who": enum(PLAYERS),
    "name": {"type": "string", "minLength": 1, "maxLength": 200},
    "names": list_of({"type": "string"}),
    "keywords": ref("keywords"),
    "position": enum(("top", "bottom"), "Top or bottom of the deck (default top)."),
    "zone": ref("zone"),
    "zones": ref("zones"),
    "duration": ref("duration"),
    "effects": ref("effects"),
    "ref": ref("ref"),
    "filter": ref("filter"),
    "mapping": {"type": "object", "minProperties": 1},
    "condition": ref("condition"),
    "selector": ref("selector"),
    "trigger": ref("trigger"),
    "expr": ref("expr"),
    "exprs": list_of(ref("expr"), MAX_ITEMS, 1),
    "stat_change": ref("stat_change"),
    "stat": enum(STAT_NAMES),
    "divisor": int_range(1, MAX_AMOUNT),
    "round": enum(("down", "up"), "Rounding (default down)."),
    "loser": enum(("you", "opponent", "both")),
    "rest": {"anyOf": [enum(("top", "bottom")), ref("zone")],
             "description": "Where the cards not taken go: top or bottom of the deck, or a zone."},
    "order": enum(("any", "same"), "any: the player orders them; same: they keep their order."),
    "rule_flags": list_of(ref("rule_flag")),
    "losses": ref("losses"),
    "range": ref("range"),
    "phase": ref("phase"),
    "card_filter": {"anyOf": [{"const": "self"}, ref("filter")],
                    "description": "self, or a filter the event's card must match."},
    "by": enum(("you", "opponent", "self"), "Who caused the event: you, opponent or self (this card)."),
    "orientation": ref("orientation"),
    "text": ref("bilingual"),
}
# Kinds with an argument in their name: "shape:NAME" (a mapping of Vocabulary.shapes[NAME]) and
# "one_of:A,B" (one of the listed words).
PREFIX_KINDS = ("shape:", "one_of:", "list:")
# Kinds Validator checks in code rather than through value(): the argument of all / any.
_CODE_KINDS: dict[str, Schema] = {"conditions": list_of(ref("condition"))}


def kind_schema(kind: str, vocab: Vocabulary) -> Schema:
    """The schema fragment of a value kind; ValueError for a kind this module does not map."""
    if "|" in kind:  # "a|b": either kind (Validator.either)
        return {"anyOf": [kind_schema(k, vocab) for k in kind.split("|")]}
    if kind.startswith("shape:"):
        if kind[6:] not in vocab.shapes and kind[6:] not in SHARED_SHAPES:
            raise ValueError(f"unknown shape {kind[6:]!r} in value kind {kind!r}")
        return ref(f"shape.{kind[6:]}")
    if kind.startswith("one_of:"):
        return enum(kind[7:].split(","))
    if kind.startswith("list:"):  # a list of values of the kind after "list:"
        return list_of(kind_schema(kind[5:], vocab), MAX_ITEMS)
    s = KIND_SCHEMAS.get(kind, _CODE_KINDS.get(kind))
    if s is None:
        raise ValueError(f"value kind {kind!r} has no JSON Schema fragment: add it to "
                         "engine/cardset_schema.py KIND_SCHEMAS")
    return copy.deepcopy(s)


# -- descriptions (short, English; docs/cardsets.md says the rest) -----------------------------
_DOCS: dict[str, str] = {
    "file.format": f"Card-set format version; this program reads {CARDSET_FORMAT}.",
    "file.game": "Game id.", "file.code": "Set code (1-12 of 0-9 A-Z a-z _); card ids are CODE-number.",
    "file.version": "Version of this set's data, 1 or more; raise it when cards change.",
    "file.name": "The set's name in English and Japanese.", "file.cards": "The cards of the set.",
    "file.labels": "Display names of attribute values in English and Japanese, per attrs key: "
                   "{attributes: {sun: {en: Sun, ja: 陽}}}. Only the app shows them; rules read the values.",
    "card.number": "Card number, unique in the set; the card id is CODE-number.",
    "card.name": "The card's name in English and Japanese.", "card.type": "Card type (the game's types).",
    "card.rarity": "Free text: C, U, R, SR ...", "card.stats": "Whole-number stats; the game says which.",
    "card.attrs": "Game-defined card attributes.",
    "card.text": "The printed rules text in both languages; it says exactly what abilities do.",
    "card.abilities": "The card's abilities as data.", "card.image": "Path of the card image.",
    "ability.type": "activated, auto, continuous or replacement (a game may add types).",
    "ability.name": "The ability's name {en, ja}.",
    "ability.zone": "Where the card must be for the ability to work: a zone or a list of zones.",
    "ability.keywords": "Keyword markers from the game's list.",
    "ability.tags": "Ability attributes (free words such as hero, magic).",
    "ability.cost": "activated: what is paid to activate it.",
    "ability.once_per_turn": "activated: each card may activate it once per turn.",
    "ability.trigger": "auto: when it triggers.", "ability.effects": "activated, auto: what it does.",
    "ability.condition": "activated: may be used only while true; continuous, replacement: applies only "
                         "while true. Auto abilities ignore it (use trigger.condition).",
    "ability.affects": "continuous: the cards it changes (default self).",
    "ability.modify": "continuous: stat changes, e.g. {power: 1000}.",
    "ability.grant": "continuous: qualities given, {tags: [...], keywords: [...]}.",
    "ability.rules": "continuous: rule flags set on the affected cards.",
    "ability.replaces": "replacement: the event replaced (trigger syntax).",
    "ability.instead": "replacement: the effects done instead.",
    "ability.optional": "replacement: the affected card's master may decline it.",
    "ability.text": "A free note {en, ja}, not read by the engine.",
    "effect.draw": "Draw N cards.", "effect.choose": "Choose cards matching a selector and bind them to `as`.",
    "effect.move": "Move the cards to a zone of their owner.", "effect.stand": "Stand the cards.",
    "effect.rest": "Rest the cards.", "effect.reverse": "Reverse the cards.",
    "effect.damage": "Deal damage to the cards.", "effect.heal": "Remove all damage from the cards.",
    "effect.modify": "Change the cards' stats until the duration ends.",
    "effect.grant": "Give tags / keywords / rule flags to the cards until the duration ends.",
    "effect.shuffle": "Shuffle that player's deck.", "effect.reveal": "Show the cards to both players.",
    "effect.if": "If the condition holds now, do `then`, else `else`.",
    "effect.may": "The player answers yes/no; yes does the list.", "effect.repeat": "Do `do` N times.",
    "effect.delayed": "Create a delayed trigger: the next time `trigger` is met, `effects` trigger once.",
    "effect.lose": "That player loses the game.", "effect.win": "That player wins the game.",
    "effect.look": "Look at the top N cards of a deck.",
    "effect.prohibit": "Forbid a player an action (the game's words) until the duration ends.",
    "effect.choose_player": "Choose a player and bind it to `as` (effects then say player: $name).",
    "effect.lasting": "Until the duration ends, every card the selector names, also one arriving later, gets these changes.",
    "effect.strip": "The cards lose their text, automatic abilities or keywords (loses) until the duration ends.",
    "ability.loses": "continuous: what the affected cards lose: text, auto, keywords or one keyword.",
    "effect.stage": "Set cards aside for the rest of this ability (chosen with count / each), bound to `as`.",
    "effect.distribute": "Send cards set aside by `stage` (`take` of them, or all) to `to`.",
    "condition.count": "The number of matching cards is within [min, max] (default min 1).",
    "condition.all": "Every condition holds.", "condition.any": "At least one condition holds.",
    "condition.not": "The inner condition does not hold.", "condition.turn": "Whose turn it is.",
    "condition.phase": "The current phase.", "condition.bound": "The reference names at least one live card.",
    "condition.value": "A computed amount is within [min, max].",
    "condition.card": "The referenced card matches the filter `where`.",
    "condition.this_turn": "This turn's events of a kind (by player, card filter) number within [min, max].",
    "expr.count": "The number of cards a reference names.", "expr.stat": "A stat of the cards `of` names.",
    "expr.sum": "The sum of the amounts.", "expr.difference": "The first amount minus the second.",
    "expr.product": "The product of the amounts.", "expr.quotient": "The first amount divided by the second.",
    "expr.min": "The least of the amounts.", "expr.max": "The greatest of the amounts.",
    "change.add": "Add this amount.", "change.set": "The stat becomes this amount.",
    "change.times": "Multiply by N.", "change.divide": "Divide by N (round: down or up).",
}

# mirrors Validator.ability: the fields every ability may have (a game adds Vocabulary.ability_keys)
ABILITY_FIELDS = ("type", "name", "zone", "keywords", "tags", "cost", "trigger", "condition", "effects",
                  "affects", "modify", "grant", "rules", "replaces", "instead", "optional", "once_per_turn",
                  "text", "loses")
# mirrors Validator.condition: a shared condition's argument kind, its other keys and their kinds
# (None: other keys are not checked), and the other keys it needs
SHARED_CONDITION_SHAPES: dict[str, tuple[str, dict[str, str] | None, tuple[str, ...]]] = {
    "count": ("selector", {"min": "amount", "max": "amount"}, ()),
    "all": ("conditions", None, ()), "any": ("conditions", None, ()), "not": ("condition", None, ()),
    "turn": ("player", None, ()), "phase": ("phase", None, ()), "bound": ("ref", None, ()),
    "value": ("expr", {"min": "amount", "max": "amount"}, ()),
    "card": ("ref", {"where": "filter"}, ("where",)),
}
# mirrors Validator.cost: the shared costs whose argument is not 'self'
SHARED_COST_ARGS: dict[str, str] = {"rest_energy": "count", "discard": "count", "send": "zone"}


class _Builder:
    def __init__(self, vocab: Vocabulary) -> None:
        self.v = vocab
        self.defs: dict[str, Schema] = {}

    def kind(self, kind: str, description: str | None = None) -> Schema:
        return doc(kind_schema(kind, self.v), description)

    def ops(self, prefix: str, names: Iterable[str], build: Callable[[str], Schema]) -> Schema:
        """One $def per op (`prefix.op`), and a oneOf over them: the mapping names exactly one op. (Each
        branch requires its op, so two ops never pass; a misspelt second op may, where it is an option.)"""
        names = sorted(names)
        for n in names:
            self.defs[f"{prefix}.{n}"] = doc(build(n), _DOCS.get(f"{prefix}.{n}"))
        return {"type": "object", "oneOf": [ref(f"{prefix}.{n}") for n in names]}

    def build(self) -> dict[str, Schema]:
        v, d = self.v, self.defs
        d["zone"] = enum(v.zones, "A zone name.")
        d["zones"] = {"anyOf": [ref("zone"), list_of(ref("zone"), None)], "description": "A zone or a list of zones."}
        d["phase"] = enum(v.phases, "A phase or step name.")
        d["duration"] = enum(v.durations, "How long it lasts (default end_of_turn).")
        d["keywords"] = list_of(enum(v.keywords), MAX_ITEMS)
        d["rule_flag"] = enum(v.rule_flags, "A rule flag.")
        lose = v.losses | (v.keywords if "keywords" in v.losses else set())  # mirrors Validator.value "losses"
        d["losses"] = doc(list_of(enum(lose), MAX_ITEMS, 1), "What cards lose: text, auto, keywords or one keyword.")
        d["orientation"] = enum(v.orientations, "An orientation.")
        d["bilingual"] = doc(obj({"en": {"type": "string"}, "ja": {"type": "string"}}, ("en", "ja"), False),
                              "Text in English and Japanese.")
        d["ref"] = {"description": "'self', '$name' (cards bound by `as`) or a selector.", "anyOf": [
            {"const": "self"}, {"type": "string", "pattern": "^\\$", "minLength": 2}, ref("selector")]}
        d["selector"] = self.selector()
        d["filter"] = self.filter()
        d["range"] = obj({k: self.kind(kind) for k, kind in RANGE_KEYS.items()})
        d["trigger"] = self.trigger()
        d["cost"] = self.cost()
        d["effects"] = list_of(ref("effect"))
        d["effect"] = self.ops("effect", v.effects, self.effect)
        d["effect"]["description"] = "One effect: a mapping naming exactly one effect, with its options."
        d["condition"] = self.ops("condition", v.conditions, self.condition)
        d["condition"]["description"] = "A mapping naming exactly one condition."
        kinds = EXPR_KINDS | v.expr_kinds
        ops = self.ops("expr", kinds, lambda op: self.expr(op, kinds[op]))
        d["expr"] = {"anyOf": [int_range(-MAX_AMOUNT, MAX_AMOUNT), ops],
                     "description": "A whole number, or a computed amount naming exactly one op."}
        ops = self.ops("change", CHANGE_OPS, self.change)
        d["stat_change"] = {"anyOf": [ref("expr"), ops],
                            "description": "+N (an amount), or one of {add|set: amount}, {times: N}, {divide: N, round}."}
        stats = [k for k, kind in v.option_kinds.items() if kind == "stat_change"]
        d["stat_changes"] = doc({**obj({k: ref("stat_change") for k in stats}), "minProperties": 1},
                                 "Stat changes, e.g. {power: 1000, defense: -500}.")
        for name in sorted(set(SHARED_SHAPES) | set(v.shapes)):
            keys = v.shapes.get(name) or SHARED_SHAPES[name]
            d[f"shape.{name}"] = obj({k: self.kind(kind) for k, kind in keys.items()},
                                      REQUIRED_SHAPE_KEYS.get(name, ()))
        d["ability"] = self.ability()
        return d

    def selector(self) -> Schema:
        s = obj({k: self.kind(kind) for k, kind in SELECTOR_KEYS.items()}, ("zone",))
        if "top" in SELECTOR_KEYS and "bottom" in SELECTOR_KEYS:
            s["not"] = {"required": ["top", "bottom"]}  # mirrors Validator.selector
        return doc(s, "Cards by zone (required), player (you, opponent, any) and filter.")

    def filter(self) -> Schema:
        props = {}
        for k in sorted(self.v.filters):
            parts = [self.kind(self.v.filter_kinds[k])] if k in self.v.filter_kinds else []
            # mirrors Validator.filter: keys it checks in code
            if k == "not":
                parts.append(ref("filter", "The card does not match this filter."))
            if k == "orientation":
                parts.append(enum(ORIENTATIONS))
            if k.endswith(("_min", "_max")):
                parts.append(self.kind("amount"))
            props[k] = _all_of(parts)
        return doc(obj(props), "A card matches when it matches every key.")

    def trigger(self) -> Schema:
        props = {k: self.kind(kind) for k, kind in (TRIGGER_KEYS | self.v.trigger_key_kinds).items()}
        props["on"] = enum(self.v.triggers, "The event kind.")
        s = obj(props, ("on",))

        def when(on: str, then: Schema) -> Schema:
            return {"if": {"properties": {"on": {"const": on}}, "required": ["on"]}, "then": then}
        # mirrors Validator.trigger
        s["allOf"] = [when("state", {"required": ["condition"]}),
                      when("orient", {"not": {"anyOf": [{"required": ["from"]}, {"required": ["to"]}]}})]
        return doc(s, "An event: `on` and the keys that narrow it.")

    def cost(self) -> Schema:
        props = {}
        for k in sorted(self.v.costs):
            arg = self.v.cost_args.get(k)
            if arg == "any":
                props[k] = {}
            elif SHARED_COST_ARGS.get(k) == "count" or arg == "count":
                props[k] = int_range(1, MAX_EFFECT_COUNT)
            elif SHARED_COST_ARGS.get(k) == "zone" or arg == "zone":
                props[k] = ref("zone")
            elif arg is not None and arg.startswith("shape:"):  # mirrors Validator.cost: chosen cards
                props[k] = kind_schema(arg, self.v)
            else:
                props[k] = {"const": "self"}
        return doc({**obj(props), "minProperties": 1, "maxProperties": 1}, "A mapping with one cost.")

    def effect(self, op: str) -> Schema:
        v, options = self.v, self.v.effects[op]
        props = {op: self.kind(v.arg_kinds.get(op) or SHARED_ARG_KINDS.get(op, "any"))}
        props |= {o: self.kind(v.option_kinds.get(o, "any")) for o in options}
        s = obj(props, (op,))
        req = list(REQUIRED_OPTIONS.get(op, ()))
        # mirrors Validator.effect: damage may give its amount another way (Vividz amount_of)
        if op == "damage" and options - {"amount"}:
            s["anyOf"] = [{"required": req}] + [{"required": [o]} for o in sorted(options - {"amount"})]
        elif req:
            s["required"] = sorted(set(s["required"]) | set(req))
        if op == "modify":
            s["anyOf"] = [{"required": [k]} for k in ("power", "defense", "level")]
        if op == "look":
            s["if"], s["then"] = {"required": ["take"]}, {"required": ["to"]}  # draft-07 editors read if/then
        return s

    def condition(self, name: str) -> Schema:
        if name in SHARED_CONDITION_SHAPES:
            arg, extra, req = SHARED_CONDITION_SHAPES[name]
        else:
            arg, extra, req = self.v.condition_kinds.get(name, "any"), None, ()
        props = {name: self.kind(arg)} | {k: self.kind(kind) for k, kind in (extra or {}).items()}
        return obj(props, (name, *req), closed=extra is not None)

    def expr(self, op: str, kind: str) -> Schema:
        arg = self.kind(kind)
        if op in ("difference", "quotient"):  # mirrors Validator.expr
            arg = {"allOf": [arg, {"minItems": 2, "maxItems": 2}]}
        return obj({op: arg} | {k: self.kind(x) for k, x in EXPR_EXTRA.get(op, {}).items()}, (op,))

    def change(self, op: str) -> Schema:
        extra = {"round": self.kind("round")} if op == "divide" else {}  # mirrors Validator.stat_change
        return obj({op: self.kind(CHANGE_OPS[op])} | extra, (op,))

    def ability(self) -> Schema:
        v = self.v
        props: dict[str, Schema] = {k: {} for k in ABILITY_FIELDS}
        props |= {"type": enum(v.ability_types), "name": ref("bilingual"), "text": ref("bilingual"),
                  "zone": ref("zones"), "keywords": ref("keywords"), "tags": self.kind("names"),
                  "optional": self.kind("bool"), "once_per_turn": self.kind("bool"),
                  "cost": list_of(ref("cost")), "condition": ref("condition")}
        props = {k: doc(s, _DOCS.get(f"ability.{k}")) for k, s in props.items()}
        props |= {k: self.kind(v.ability_key_kinds.get(k, "any")) for k in sorted(v.ability_keys)}

        def when(types: Iterable[str], then: Schema) -> Schema:
            return {"if": {"properties": {"type": enum(types)}, "required": ["type"]}, "then": then}

        with_effects = {"activated", "auto"} | (v.ability_types - set(ABILITY_TYPES))
        cases = [
            when(["auto"], obj({"trigger": ref("trigger")}, ("trigger",), False)),
            when(with_effects - v.effects_optional, obj({"effects": ref("effects")}, ("effects",), False)),
            when(["continuous"], {**obj({"affects": ref("ref"), "modify": ref("stat_changes"),
                                              "rules": self.kind("rule_flags"), "loses": self.kind("losses")}, (), False),
                                  "anyOf": [{"required": [k]} for k in ("modify", "grant", "rules", "loses",
                                                                        *sorted(v.ability_keys))]}),
            when(["replacement"], obj({"replaces": ref("trigger"), "instead": ref("effects")},
                                           ("replaces", "instead"), False)),
        ]
        if v.effects_optional:  # mirrors Validator.ability: effects that may be left out
            cases.append(when(v.effects_optional, obj({"effects": ref("effects")}, (), False)))
        return doc({**obj(props, ("type",)), "allOf": cases}, "An ability: its type and the fields that type uses.")


def _game_fields(game_id: str) -> tuple[CardFields, dict[str, tuple[str, ...]]]:
    """The game's card fields (its zones module's `card_field_schemas`, mirroring its
    validate_card) and the stats it lets a card leave out or add (`OPTIONAL_STATS`)."""
    try:
        zones = importlib.import_module(f"engine.games.{game_id}.zones")
    except ModuleNotFoundError:
        return {}, {}
    make: Callable[[], CardFields] | None = getattr(zones, "card_field_schemas", None)
    return (make() if make else {}), getattr(zones, "OPTIONAL_STATS", {})


def card_stats(game_id: str) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Per card type of a game: (its stats in the game's order, those of them it may leave out) -
    what a form for the game's cards shows (the set editor)."""
    fields, optional = _game_fields(game_id)
    out = {}
    for t, (stats, _attrs, _req) in fields.items():
        opt = optional.get(t, ())
        out[t] = ((*stats, *(o for o in opt if o not in stats)), tuple(opt))
    return out


def _card_fields(game_id: str, stat: Schema) -> list[Schema]:
    """Per card type: the stats it needs (each 0 or more, no others) and the attrs it may have
    (a game that describes none: stats and attrs as the file model says)."""
    fields, optional = _game_fields(game_id)  # optional: may be left out, or extra
    out = []
    for type_, (stats, attrs, required) in sorted(fields.items()):
        opt = optional.get(type_, ())
        props = {k: {**stat, "minimum": 0} for k in (*stats, *(o for o in opt if o not in stats))}
        then = obj({"stats": obj(props, [k for k in stats if k not in opt]),
                    "attrs": obj(attrs, required)}, ("stats",) * bool(stats) + ("attrs",) * bool(required), False)
        out.append({"if": {"properties": {"type": {"const": type_}}, "required": ["type"]}, "then": then})
    return out


# -- the file ------------------------------------------------------------------------------------
def _model_schema(model: Any, defs: dict[str, Schema], prefix: str) -> Schema:
    """A pydantic model's schema without titles, its $defs renamed (_RulesText -> rules_text) into defs."""
    def name(n: str) -> str:
        return re.sub(r"(?<!^)([A-Z])", r"_\1", n.strip("_")).lower()

    def clean(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: (f"#/$defs/{name(x[8:])}" if k == "$ref" else clean(x)) for k, x in node.items()
                    if not (k == "title" and isinstance(x, str)) and k != "$defs"}
        return [clean(x) for x in node] if isinstance(node, list) else node

    raw = model.model_json_schema()
    for n, s in raw.get("$defs", {}).items():
        defs[name(n)] = clean(s)
    out = clean(raw)
    for k, s in out["properties"].items():
        out["properties"][k] = doc(s, _DOCS.get(f"{prefix}.{k}"))
    return out


def _renamed(x: Any, names: dict[str, str]) -> Any:
    """The schema with stat names replaced in property names, required lists and enums."""
    if isinstance(x, dict):
        return {names.get(k, k) if isinstance(k, str) else k: _renamed(v, names) for k, v in x.items()}
    if isinstance(x, list):
        return [names.get(v, v) if isinstance(v, str) else _renamed(v, names) for v in x]
    return x


def card_set_schema(game_id: str) -> Schema:
    """The JSON Schema (draft 2020-12) of a card-set file of the game."""
    from .games import get_rules  # late: games import the card-set module

    rules = get_rules(game_id)
    vocab = rules.vocabulary()
    defs = _Builder(vocab).build()
    if vocab.stat_names:  # the game's own names for power, defense, level (the grid game's AT/DF/AC)
        defs = _renamed(defs, {**vocab.stat_names, **{f"{k}_{m}": f"{v}_{m}" for k, v in vocab.stat_names.items()
                                                     for m in ("min", "max")}})
    card = _model_schema(_Card, defs, "card")
    cp = card["properties"]
    cp["type"] = doc({**cp["type"], "enum": sorted(vocab.card_types)}, _DOCS["card.type"])
    cp["abilities"]["items"] = ref("ability")
    fields = _card_fields(game_id, cp["stats"]["additionalProperties"])
    if fields:
        card["allOf"] = fields
    defs["card"] = doc(card, "A card: its id is CODE-number.")
    top = _model_schema(_Set, defs, "file")
    top["properties"]["format"] = doc({"const": CARDSET_FORMAT}, _DOCS["file.format"])
    top["properties"]["game"] = doc({"const": game_id}, _DOCS["file.game"])
    top["properties"]["cards"]["items"] = ref("card")
    return {"$schema": DIALECT, "title": f"TCG Table card set: {rules.name['en']} ({game_id})",
            "description": f"A {rules.name['en']} card-set file (docs/cardsets.md). Generated by "
                           f"`{REGENERATE}`; do not edit.", **top, "$defs": defs}


def render(schema: Schema) -> str:
    """The published text: sorted keys, 2-space indent, a trailing newline."""
    return json.dumps(schema, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


def schema_path(out_dir: str | Path, game_id: str) -> Path:
    return Path(out_dir) / f"{game_id}.cardset.schema.json"


def write_schemas(out_dir: str | Path, games: Iterable[str]) -> list[Path]:
    """Write <out_dir>/<game>.cardset.schema.json for each game; returns the paths written."""
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    paths = []
    for g in games:
        p = schema_path(out_dir, g)
        p.write_text(render(card_set_schema(g)), encoding="utf-8", newline="\n")
        paths.append(p)
    return paths
