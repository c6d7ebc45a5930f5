"""The shared ability vocabulary (effects, selectors, conditions, costs, triggers, durations)
and its validator. A game extends it with its own zones, keywords, effect ops and triggers.

The validator walks an ability's data and reports the first problem with its path, so a
card-set error names file, card and field.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ABILITY_TYPES = ("activated", "auto", "continuous", "replacement")
PLAYERS = ("you", "opponent", "any")
DURATIONS = ("end_of_turn", "end_of_next_turn", "game")
ORIENTATIONS = ("stand", "rest", "reverse")

# op name -> allowed extra keys (the op key itself holds the main argument)
SHARED_EFFECTS: dict[str, set[str]] = {
    "draw": {"player"},
    "choose": {"count", "up_to", "as", "chooser"},
    "move": {"to", "position", "player"},
    "stand": set(),
    "rest": set(),
    "reverse": set(),
    "damage": {"amount"},
    "heal": set(),
    "modify": {"power", "defense", "level", "until"},
    "grant": {"tags", "keywords", "until"},
    "shuffle": set(),
    "reveal": set(),
    "if": {"then", "else"},
    "may": {"player"},
    "repeat": {"do"},
    "delayed": set(),
    "lose": set(),
}
SHARED_CONDITIONS = {"count", "all", "any", "not", "turn", "phase", "bound"}
SHARED_FILTERS = {
    "name", "name_in", "title_has", "gender", "work", "tag", "type", "orientation",
    "level_min", "level_max", "power_min", "power_max", "defense_min", "defense_max",
    "damaged", "not", "id",
}
SHARED_TRIGGERS = {"phase_start", "phase_end", "turn_start", "turn_end", "move", "draw", "used", "state",
                   "damaged"}
SHARED_COSTS = {"rest", "reverse", "rest_energy", "discard", "send"}

MAX_EFFECT_COUNT = 1_000  # cards drawn, moved, repeated... by one effect: far above any real card
MAX_AMOUNT = 1_000_000  # damage, power change and other amounts
MAX_ITEMS = 64  # effects in one list, conditions in all/any, costs, names...: the engine walks them often

# The value an effect option holds, checked wherever the option appears (shared and game ops).
OPTION_KINDS: dict[str, str] = {
    "player": "player", "count": "count", "up_to": "bool", "as": "name", "chooser": "player", "to": "zone",
    "position": "position", "amount": "amount", "power": "amount", "defense": "amount", "level": "amount",
    "until": "duration", "tags": "names", "keywords": "keywords", "then": "effects", "else": "effects",
    "do": "effects", "of": "ref", "where": "filter", "may": "bool", "amount_of": "mapping",
}
# The value a filter key holds (a game adds its own in Vocabulary.filter_kinds).
FILTER_KINDS: dict[str, str] = {
    "name": "name", "name_in": "names", "title_has": "name", "gender": "name", "work": "name", "tag": "name",
    "type": "name", "damaged": "bool", "id": "name",
}
# The keys a "range" condition argument may hold, and their kinds.
RANGE_KEYS: dict[str, str] = {"min": "amount", "max": "amount", "player": "player", "name": "name",
                              "zone": "zone", "ref": "ref", "where": "filter"}


@dataclass
class Vocabulary:
    """What a game's card data may say. Games start from the shared sets and add their own."""

    zones: set[str]
    card_types: set[str]
    keywords: set[str] = field(default_factory=set)
    effects: dict[str, set[str]] = field(default_factory=lambda: {k: set(v) for k, v in SHARED_EFFECTS.items()})
    conditions: set[str] = field(default_factory=lambda: set(SHARED_CONDITIONS))
    filters: set[str] = field(default_factory=lambda: set(SHARED_FILTERS))
    triggers: set[str] = field(default_factory=lambda: set(SHARED_TRIGGERS))
    costs: set[str] = field(default_factory=lambda: set(SHARED_COSTS))
    phases: set[str] = field(default_factory=set)
    ability_keys: set[str] = field(default_factory=set)  # extra game keys on an ability
    rule_flags: set[str] = field(default_factory=set)  # flags a continuous ability may set
    # ability types beyond the shared four (each needs effects, like an activated ability)
    ability_types: set[str] = field(default_factory=lambda: set(ABILITY_TYPES))
    durations: set[str] = field(default_factory=lambda: set(DURATIONS))
    # a game cost's argument: "count" (a positive whole number), "zone", "self" or "any"
    cost_args: dict[str, str] = field(default_factory=dict)
    # a game effect's main argument: a kind of OPTION_KINDS (e.g. "ref", "count", "player"), or "any"
    arg_kinds: dict[str, str] = field(default_factory=dict)
    option_kinds: dict[str, str] = field(default_factory=lambda: dict(OPTION_KINDS))
    filter_kinds: dict[str, str] = field(default_factory=lambda: dict(FILTER_KINDS))
    # a game condition's argument: "bool", "range" (a mapping of RANGE_KEYS), or another kind
    condition_kinds: dict[str, str] = field(default_factory=dict)
    # a game's extra ability keys (ability_keys) and their kinds; "shape:NAME" is a mapping whose keys
    # and their kinds are shapes[NAME]
    ability_key_kinds: dict[str, str] = field(default_factory=dict)
    shapes: dict[str, dict[str, str]] = field(default_factory=dict)


class VocabError(Exception):
    def __init__(self, path: str, problem: str) -> None:
        self.path, self.problem = path, problem
        super().__init__(f"{path}: {problem}")


def _want(cond: bool, path: str, problem: str) -> None:
    if not cond:
        raise VocabError(path, problem)


def _as_list(v: Any) -> list:
    return v if isinstance(v, list) else [v]


def _one_of(v: Any, names: set[str] | tuple[str, ...]) -> bool:
    """`v in names` for any value: a list or mapping from a card file is simply not a member."""
    return isinstance(v, str) and v in names


def _list(v: Any, path: str) -> list:
    _want(isinstance(v, list), path, "must be a list")
    _want(len(v) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} items")
    return v


class Validator:
    def __init__(self, vocab: Vocabulary) -> None:
        self.v = vocab

    # -- abilities -----------------------------------------------------------------
    def ability(self, ab: Any, path: str) -> None:
        _want(isinstance(ab, dict), path, "an ability must be a mapping")
        t = ab.get("type")
        types = sorted(self.v.ability_types)
        _want(_one_of(t, self.v.ability_types), f"{path}.type", f"must be one of {', '.join(types)}, not {t!r}")
        allowed = {"type", "name", "zone", "keywords", "tags", "cost", "trigger", "condition", "effects",
                   "affects", "modify", "grant", "rules", "replaces", "instead", "optional", "once_per_turn",
                   "text"} | self.v.ability_keys
        for k in ab:
            _want(k in allowed, f"{path}.{k}", "unknown ability field")
        if "name" in ab:
            self.text(ab["name"], f"{path}.name")
        for k, kind in self.v.ability_key_kinds.items():
            if k in ab:
                self.value(kind, ab[k], f"{path}.{k}")
        for z in _as_list(ab.get("zone", [])):
            self.zone(z, f"{path}.zone")
        for kw in _list(ab.get("keywords", []), f"{path}.keywords"):
            _want(_one_of(kw, self.v.keywords), f"{path}.keywords", f"unknown keyword {kw!r}")
        self.value("names", ab.get("tags", []), f"{path}.tags")
        for flag in ("optional", "once_per_turn"):
            if flag in ab:
                self.value("bool", ab[flag], f"{path}.{flag}")
        if "text" in ab:
            self.text(ab["text"], f"{path}.text")
        for i, c in enumerate(_list(ab.get("cost", []), f"{path}.cost")):
            self.cost(c, f"{path}.cost[{i}]")
        if "condition" in ab:
            self.condition(ab["condition"], f"{path}.condition")
        if t == "auto":
            _want("trigger" in ab, f"{path}.trigger", "an auto ability needs a trigger")
            self.trigger(ab["trigger"], f"{path}.trigger")
        if t in ("activated", "auto") or t not in ABILITY_TYPES:
            _want("effects" in ab, f"{path}.effects", f"an {t} ability needs effects")
            self.effects(ab["effects"], f"{path}.effects")
        if t == "continuous":
            _want(any(k in ab for k in ("modify", "grant", "rules")) or any(k in ab for k in self.v.ability_keys),
                  path, "a continuous ability needs modify, grant or rules")
            if "affects" in ab:
                self.ref(ab["affects"], f"{path}.affects")
            if "modify" in ab:
                self.stat_deltas(ab["modify"], f"{path}.modify")
            for r in _list(ab.get("rules", []), f"{path}.rules"):
                _want(_one_of(r, self.v.rule_flags), f"{path}.rules", f"unknown rule flag {r!r}")
        if t == "replacement":
            _want("replaces" in ab, f"{path}.replaces", "a replacement ability needs replaces")
            self.trigger(ab["replaces"], f"{path}.replaces")
            _want("instead" in ab, f"{path}.instead", "a replacement ability needs instead")
            self.effects(ab["instead"], f"{path}.instead")

    def text(self, t: Any, path: str) -> None:
        _want(isinstance(t, dict) and isinstance(t.get("en"), str) and isinstance(t.get("ja"), str),
              path, "must have both 'en' and 'ja' text")

    def zone(self, z: Any, path: str) -> None:
        _want(_one_of(z, self.v.zones), path, f"unknown zone {z!r} (zones: {', '.join(sorted(self.v.zones))})")

    def stat_deltas(self, m: Any, path: str) -> None:
        _want(isinstance(m, dict) and m, path, "must map stats to numbers")
        for k, val in m.items():
            _want(k in ("power", "defense", "level"), f"{path}.{k}", "unknown stat")
            _want(type(val) is int and abs(val) <= MAX_AMOUNT, f"{path}.{k}", "must be a whole number")

    # -- effects ------------------------------------------------------------------
    def effects(self, effs: Any, path: str) -> None:
        _want(isinstance(effs, list), path, "must be a list of effects")
        _want(len(effs) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} effects in one list")
        for i, e in enumerate(effs):
            self.effect(e, f"{path}[{i}]")

    def effect(self, e: Any, path: str) -> None:
        _want(isinstance(e, dict) and e, path, "an effect must be a mapping")
        ops = [k for k in e if k in self.v.effects]
        _want(len(ops) == 1, path, f"must name exactly one effect (known: {', '.join(sorted(self.v.effects))})")
        op = ops[0]
        for k in e:
            _want(k == op or k in self.v.effects[op], f"{path}.{k}", f"not an option of '{op}'")
            if k != op:
                self.value(self.v.option_kinds.get(k, "any"), e[k], f"{path}.{k}")
        arg = e[op]
        p = f"{path}.{op}"
        if op in self.v.arg_kinds:  # a game's own effect (or a game's reading of a shared one)
            self.value(self.v.arg_kinds[op], arg, p)
        elif op == "draw":
            self.value("count", arg, p)
        elif op == "choose":
            self.selector(arg, p)
            _want(isinstance(e.get("as"), str), f"{path}.as", "choose needs a name to bind ('as')")
        elif op in ("move",):
            self.ref(arg, p)
            self.zone(e.get("to"), f"{path}.to")
        elif op in ("stand", "rest", "reverse", "heal", "reveal"):
            self.ref(arg, p)
        elif op == "damage":
            self.ref(arg, p)
            other = self.v.effects[op] - {"amount"}  # a game may give the amount another way
            _want(isinstance(e.get("amount"), int) or (any(k in e for k in other) and "amount" not in e),
                  f"{path}.amount", "must be a whole number")
        elif op == "modify":
            self.ref(arg, p)
            self.stat_deltas({k: e[k] for k in ("power", "defense", "level") if k in e}, path)
            self.duration(e.get("until", "end_of_turn"), f"{path}.until")
        elif op == "grant":
            self.ref(arg, p)
            for kw in _list(e.get("keywords", []), f"{path}.keywords"):
                _want(_one_of(kw, self.v.keywords), f"{path}.keywords", f"unknown keyword {kw!r}")
            self.duration(e.get("until", "end_of_turn"), f"{path}.until")
        elif op in ("shuffle", "lose"):
            _want(_one_of(arg, PLAYERS[:2]), p, "must be 'you' or 'opponent'")
        elif op == "if":
            self.condition(arg, p)
            self.effects(e.get("then", []), f"{path}.then")
            self.effects(e.get("else", []), f"{path}.else")
        elif op == "may":
            self.effects(arg, p)
        elif op == "repeat":
            self.value("count", arg, p)
            self.effects(e.get("do", []), f"{path}.do")
        elif op == "delayed":
            _want(isinstance(arg, dict), p, "must be a mapping with trigger and effects")
            self.trigger(arg.get("trigger"), f"{p}.trigger")
            self.effects(arg.get("effects"), f"{p}.effects")
        if "player" in e:
            _want(_one_of(e["player"], PLAYERS[:2]), f"{path}.player", "must be 'you' or 'opponent'")

    def value(self, kind: str, v: Any, path: str) -> None:
        """Check one value of a declared kind (OPTION_KINDS, Vocabulary.arg_kinds)."""
        if kind == "any":
            return
        if kind == "count":
            _want(type(v) is int and 0 <= v <= MAX_EFFECT_COUNT, path, f"must be a whole number 0 to {MAX_EFFECT_COUNT}")
        elif kind == "amount":
            _want(type(v) is int and abs(v) <= MAX_AMOUNT, path, "must be a whole number")
        elif kind == "bool":
            _want(isinstance(v, bool), path, "must be true or false")
        elif kind == "player":
            _want(_one_of(v, PLAYERS[:2]), path, "must be 'you' or 'opponent'")
        elif kind == "who":
            _want(_one_of(v, PLAYERS), path, "must be you, opponent or any")
        elif kind.startswith("shape:"):
            keys = self.v.shapes[kind[6:]]
            _want(isinstance(v, dict), path, f"must be a mapping ({', '.join(keys)})")
            for k, sub in v.items():
                _want(k in keys, f"{path}.{k}", f"unknown key (known: {', '.join(keys)})")
                self.value(keys[k], sub, f"{path}.{k}")
        elif kind == "name":
            _want(isinstance(v, str) and 0 < len(v) <= 200, path, "must be a name")
        elif kind == "names":
            _want(isinstance(v, list) and all(isinstance(x, str) for x in v), path, "must be a list of names")
            _want(len(v) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} names")
        elif kind == "keywords":
            for kw in _list(v, path):
                _want(_one_of(kw, self.v.keywords), path, f"unknown keyword {kw!r}")
        elif kind == "position":
            _want(_one_of(v, ("top", "bottom")), path, "must be top or bottom")
        elif kind == "zone":
            self.zone(v, path)
        elif kind == "duration":
            self.duration(v, path)
        elif kind == "effects":
            self.effects(v, path)
        elif kind == "ref":
            self.ref(v, path)
        elif kind == "filter":
            self.filter(v, path)
        elif kind == "mapping":
            _want(isinstance(v, dict) and v, path, "must be a mapping")
        elif kind == "condition":
            self.condition(v, path)
        elif kind == "range":
            _want(isinstance(v, dict), path, "must be a mapping (min, max, player, ...)")
            for k, sub in v.items():
                _want(k in RANGE_KEYS, f"{path}.{k}", f"unknown key (known: {', '.join(RANGE_KEYS)})")
                self.value(RANGE_KEYS[k], sub, f"{path}.{k}")
        else:
            raise ValueError(f"unknown value kind {kind!r}")  # a game's vocabulary is wrong, not the card

    def duration(self, d: Any, path: str) -> None:
        known = [x for x in DURATIONS if x in self.v.durations] + sorted(self.v.durations - set(DURATIONS))
        _want(_one_of(d, self.v.durations), path, f"must be one of {', '.join(known)}")

    # -- references, selectors, filters ------------------------------------------------
    def ref(self, r: Any, path: str) -> None:
        if r == "self":
            return
        if isinstance(r, str):
            _want(r.startswith("$") and len(r) > 1, path, "a reference is 'self', '$name' or a selector")
            return
        self.selector(r, path)

    def selector(self, s: Any, path: str) -> None:
        _want(isinstance(s, dict), path, "a selector must be a mapping")
        for k in s:
            _want(k in ("zone", "player", "where", "exclude_self"), f"{path}.{k}", "unknown selector field")
        _want("zone" in s, f"{path}.zone", "a selector needs a zone")
        for z in _as_list(s["zone"]):
            self.zone(z, f"{path}.zone")
        _want(_one_of(s.get("player", "you"), PLAYERS), f"{path}.player", "must be you, opponent or any")
        if "where" in s:
            self.filter(s["where"], f"{path}.where")

    def filter(self, f: Any, path: str) -> None:
        _want(isinstance(f, dict), path, "a filter must be a mapping")
        for k, val in f.items():
            _want(k in self.v.filters, f"{path}.{k}", "unknown filter")
            if k in self.v.filter_kinds:
                self.value(self.v.filter_kinds[k], val, f"{path}.{k}")
            if k == "not":
                self.filter(val, f"{path}.not")
            if k == "orientation":
                _want(_one_of(val, ORIENTATIONS), f"{path}.{k}", f"must be one of {', '.join(ORIENTATIONS)}")
            if k.endswith("_min") or k.endswith("_max"):
                _want(type(val) is int and abs(val) <= MAX_AMOUNT, f"{path}.{k}", "must be a whole number")

    # -- conditions, triggers, costs ----------------------------------------------
    def condition(self, c: Any, path: str) -> None:
        _want(isinstance(c, dict) and len(c) >= 1, path, "a condition must be a mapping")
        keys = [k for k in c if k in self.v.conditions]
        _want(len(keys) == 1, path, f"must name exactly one condition (known: {', '.join(sorted(self.v.conditions))})")
        k = keys[0]
        val = c[k]
        if k == "count":
            self.selector(val, f"{path}.count")
            for extra in c:
                _want(extra in ("count", "min", "max"), f"{path}.{extra}", "count takes min and max")
                if extra != "count":
                    _want(type(c[extra]) is int and abs(c[extra]) <= MAX_AMOUNT, f"{path}.{extra}",
                          "must be a whole number")
        elif k in ("all", "any"):
            _want(isinstance(val, list), f"{path}.{k}", "must be a list of conditions")
            _want(len(val) <= MAX_ITEMS, f"{path}.{k}", f"more than {MAX_ITEMS} conditions")
            for i, sub in enumerate(val):
                self.condition(sub, f"{path}.{k}[{i}]")
        elif k == "not":
            self.condition(val, f"{path}.not")
        elif k == "turn":
            _want(_one_of(val, ("you", "opponent")), f"{path}.turn", "must be you or opponent")
        elif k == "phase":
            _want(_one_of(val, self.v.phases), f"{path}.phase", f"unknown phase {val!r}")
        elif k == "bound":
            self.ref(val, f"{path}.bound")
        elif k in self.v.condition_kinds:
            self.value(self.v.condition_kinds[k], val, f"{path}.{k}")

    def trigger(self, t: Any, path: str) -> None:
        _want(isinstance(t, dict) and "on" in t, path, "a trigger needs 'on'")
        _want(_one_of(t["on"], self.v.triggers), f"{path}.on",
              f"unknown trigger {t['on']!r} (known: {', '.join(sorted(self.v.triggers))})")
        for key in ("from", "to"):
            if key in t:
                self.zone(t[key], f"{path}.{key}")
        if "phase" in t:
            _want(_one_of(t["phase"], self.v.phases), f"{path}.phase", f"unknown phase {t['phase']!r}")
        if "card" in t and t["card"] != "self":
            self.filter(t["card"], f"{path}.card")
        if t["on"] == "state":
            _want("condition" in t, f"{path}.condition", "a state trigger needs the condition it watches")
        if "condition" in t:
            self.condition(t["condition"], f"{path}.condition")
        if "player" in t:
            _want(_one_of(t["player"], PLAYERS), f"{path}.player", "must be you, opponent or any")

    def cost(self, c: Any, path: str) -> None:
        _want(isinstance(c, dict) and len(c) == 1, path, "a cost must be a mapping with one key")
        k, val = next(iter(c.items()))
        _want(_one_of(k, self.v.costs), path, f"unknown cost {k!r} (known: {', '.join(sorted(self.v.costs))})")
        arg = self.v.cost_args.get(k)
        if arg == "any":
            return
        if k in ("rest_energy", "discard") or arg == "count":
            _want(type(val) is int and 0 < val <= MAX_EFFECT_COUNT, f"{path}.{k}", "must be a positive whole number")
        elif k == "send" or arg == "zone":
            _want(isinstance(val, str), f"{path}.{k}", "must name the zone the card goes to")
            self.zone(val, f"{path}.{k}")
        else:
            _want(val == "self", f"{path}.{k}", "must be 'self'")
