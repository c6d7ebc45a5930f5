"""The validator of card-ability data (the vocabulary it checks against is engine/vocabulary.py).

It walks an ability's data and reports the first problem with its path, so a card-set error
names file, card and field.
"""
from __future__ import annotations

from typing import Any

from .errors import short_repr
from .vocabulary import (
    ABILITY_FIELDS,
    ABILITY_TYPES,
    CHANGE_OPS,
    DURATIONS,
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
    VocabError,
    Vocabulary,
    _as_list,
    _list,
    _one_of,
    _want,
)


class Validator:
    def __init__(self, vocab: Vocabulary) -> None:
        self.v = vocab
        # the shared words with the game's own, worked out once instead of at every ability
        self._fields = ABILITY_FIELDS | vocab.ability_keys
        self._expr_kinds = EXPR_KINDS | vocab.expr_kinds
        self._trigger_keys = TRIGGER_KEYS | vocab.trigger_key_kinds

    # -- abilities -----------------------------------------------------------------
    def ability(self, ab: Any, path: str) -> None:
        _want(isinstance(ab, dict), path, "an ability must be a mapping")
        t = ab.get("type")
        _want(_one_of(t, self.v.ability_types), f"{path}.type",
              lambda: f"must be one of {', '.join(sorted(self.v.ability_types))}, not {short_repr(t)}")
        for k in ab:
            _want(k in self._fields, f"{path}.{k}", "unknown ability field")
        if "name" in ab:
            self.text(ab["name"], f"{path}.name")
        for k, kind in self.v.ability_key_kinds.items():
            if k in ab:
                self.value(kind, ab[k], f"{path}.{k}")
        for z in _as_list(ab.get("zone", [])):
            self.zone(z, f"{path}.zone")
        for kw in _list(ab.get("keywords", []), f"{path}.keywords"):
            _want(_one_of(kw, self.v.keywords), f"{path}.keywords", f"unknown keyword {short_repr(kw)}")
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
            _want("effects" in ab or t in self.v.effects_optional, f"{path}.effects", f"an {t} ability needs effects")
            if "effects" in ab:
                self.effects(ab["effects"], f"{path}.effects")
        if t == "continuous":
            _want(any(k in ab for k in ("modify", "grant", "rules", "loses")) or any(k in ab for k in self.v.ability_keys),
                  path, "a continuous ability needs modify, grant, rules or loses")
            if "affects" in ab:
                self.ref(ab["affects"], f"{path}.affects")
            if "modify" in ab:
                self.stat_deltas(ab["modify"], f"{path}.modify")
            if "grant" in ab:
                g = ab["grant"]
                _want(isinstance(g, dict) and g, f"{path}.grant", "must map tags and/or keywords to lists")
                for k in g:
                    _want(k in ("tags", "keywords"), f"{path}.grant.{k}", "a grant gives tags or keywords")
                self.value("names", g.get("tags", []), f"{path}.grant.tags")
                self.value("keywords", g.get("keywords", []), f"{path}.grant.keywords")
            for r in _list(ab.get("rules", []), f"{path}.rules"):
                _want(_one_of(r, self.v.rule_flags), f"{path}.rules", f"unknown rule flag {short_repr(r)}")
        if "loses" in ab:  # the affected cards lose abilities or words (engine/created_effects.py)
            _want(t == "continuous", f"{path}.loses", "only a continuous ability (or a lasting / strip effect) loses things")
            self.value("losses", ab["loses"], f"{path}.loses")
        if t == "replacement":
            _want("replaces" in ab, f"{path}.replaces", "a replacement ability needs replaces")
            self.trigger(ab["replaces"], f"{path}.replaces")
            _want("instead" in ab, f"{path}.instead", "a replacement ability needs instead")
            self.effects(ab["instead"], f"{path}.instead")
        if self.v.check_ability is not None:  # the game's rules across the ability's keys
            self.v.check_ability(ab, path)

    def text(self, t: Any, path: str) -> None:
        _want(isinstance(t, dict) and isinstance(t.get("en"), str) and isinstance(t.get("ja"), str),
              path, "must have both 'en' and 'ja' text")

    def zone(self, z: Any, path: str) -> None:
        _want(_one_of(z, self.v.zones), path, lambda: f"unknown zone {short_repr(z)} (zones: {', '.join(sorted(self.v.zones))})")

    def stat_deltas(self, m: Any, path: str) -> None:
        _want(isinstance(m, dict) and m, path, "must map stats to numbers")
        for k, val in m.items():
            _want(k in ("power", "defense", "level"), f"{path}.{k}", "unknown stat")
            self.stat_change(val, f"{path}.{k}")

    # -- effects ------------------------------------------------------------------
    def effects(self, effs: Any, path: str) -> None:
        _want(isinstance(effs, list), path, "must be a list of effects")
        _want(len(effs) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} effects in one list")
        for i, e in enumerate(effs):
            self.effect(e, f"{path}[{i}]")

    def effect(self, e: Any, path: str) -> None:
        _want(isinstance(e, dict) and e, path, "an effect must be a mapping")
        ops = [k for k in e if k in self.v.effects]
        _want(len(ops) == 1, path, lambda: f"must name exactly one effect (known: {', '.join(sorted(self.v.effects))})")
        op = ops[0]
        if op == "lasting":
            self.lasting(e, path)
        for k in e:
            _want(k == op or k in self.v.effects[op], f"{path}.{k}", f"not an option of '{op}'")
            if k != op:
                self.value(self.v.option_kinds.get(k, "any"), e[k], f"{path}.{k}")
        # a game's own effect (or a game's reading of a shared one) declares its argument's kind
        self.value(self.v.arg_kinds.get(op) or SHARED_ARG_KINDS.get(op, "any"), e[op], f"{path}.{op}")
        for req in REQUIRED_OPTIONS.get(op, ()):
            if op == "damage" and any(k in e for k in self.v.effects[op] - {"amount"}):
                continue  # a game may give the amount another way (Vividz amount_of)
            _want(req in e, f"{path}.{req}", f"'{op}' needs '{req}'")
        if op == "modify":
            _want(any(k in e for k in ("power", "defense", "level")), path, "modify needs power, defense or level")
        if op in ("modify", "grant", "lasting", "strip"):
            self.duration(e.get("until", "end_of_turn"), f"{path}.until")
        if op == "look" and "take" in e:
            _want("to" in e, f"{path}.to", "'look' with 'take' needs 'to' (where the picked cards go)")
        if op == "stage":  # engine/deckops.py: with each, every player picks among their own cards of a selector
            _want(not e.get("each") or (isinstance(e["stage"], dict) and "chooser" not in e), f"{path}.stage",
                  "with 'each' every player chooses among their own cards: give a selector, and no 'chooser'")
            _want("to" not in e or "others" not in e, f"{path}.others",
                  "'stage' with 'to' moves every card it sets aside at once: nothing is left for 'others'")

    def lasting(self, e: dict[str, Any], path: str) -> None:
        """A created effect that keeps selecting its cards: only the changes the game's rules let
        reach cards arriving later (VS 7.8.1.5-7.8.1.6), in the zones they allow (Vividz 911.4)."""
        allowed = self.v.effects["lasting"]
        for k in e:
            _want(k == "lasting" or k in allowed, f"{path}.{k}", lambda: "in this game an effect keeps reaching "
                  f"cards that arrive later only with {', '.join(sorted(allowed - {'until'}))}; bind the cards "
                  "('grant' / 'modify' / 'strip' on a chosen card) to change card information")
        _want(any(k in e for k in allowed - {"until"}), path, "'lasting' needs something to change")
        zones = self.v.lasting_zones
        if zones is not None and isinstance(e["lasting"], dict):
            for z in _as_list(e["lasting"].get("zone", [])):
                _want(not isinstance(z, str) or z in zones, f"{path}.lasting.zone", lambda z=z: f"in this game an "
                      f"effect keeps reaching cards that arrive later only in {', '.join(sorted(zones))}, not {z}")

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
        elif kind == "player_ref":  # or a player chosen earlier (engine/playertargets.py)
            _want(_one_of(v, PLAYERS[:2]) or (isinstance(v, str) and v.startswith("$") and len(v) > 1), path,
                  "must be 'you', 'opponent' or a chosen player ('$name')")
        elif kind == "who":
            _want(_one_of(v, PLAYERS), path, "must be you, opponent or any")
        elif kind.startswith("one_of:"):  # one of the listed words
            words = tuple(kind[7:].split(","))
            _want(_one_of(v, words), path, lambda: f"must be {' or '.join(words)}")
        elif kind.startswith("list:"):  # a list of values of the kind after "list:"
            for n, x in enumerate(_list(v, path)):
                self.value(kind[5:], x, f"{path}[{n}]")
        elif kind == "text":
            self.text(v, path)
        elif kind.startswith("shape:"):
            keys = self.v.shapes.get(kind[6:]) or SHARED_SHAPES[kind[6:]]
            _want(isinstance(v, dict), path, lambda: f"must be a mapping ({', '.join(keys)})")
            for k in REQUIRED_SHAPE_KEYS.get(kind[6:], ()):
                _want(k in v, f"{path}.{k}", "required")
            for k, sub in v.items():
                _want(k in keys, f"{path}.{k}", lambda: f"unknown key (known: {', '.join(keys)})")
                self.value(keys[k], sub, f"{path}.{k}")
        elif kind == "name":
            _want(isinstance(v, str) and 0 < len(v) <= 200, path, "must be a name")
        elif kind == "names":
            _want(isinstance(v, list) and all(isinstance(x, str) for x in v), path, "must be a list of names")
            _want(len(v) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} names")
        elif kind == "keywords":
            for kw in _list(v, path):
                _want(_one_of(kw, self.v.keywords), path, f"unknown keyword {short_repr(kw)}")
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
        elif kind == "selector":
            self.selector(v, path)
        elif kind == "zones":
            for z in _as_list(v):
                self.zone(z, path)
        elif kind == "trigger":
            self.trigger(v, path)
        elif kind == "expr":
            self.expr(v, path)
        elif kind == "exprs":
            _want(isinstance(v, list) and 1 <= len(v) <= MAX_ITEMS, path, f"must be a list of 1 to {MAX_ITEMS} amounts")
            for n, x in enumerate(v):
                self.expr(x, f"{path}[{n}]")
        elif kind == "stat_change":
            self.stat_change(v, path)
        elif kind == "stat":
            _want(_one_of(v, STAT_NAMES), path, lambda: f"must be one of {', '.join(STAT_NAMES)}")
        elif kind == "divisor":
            _want(type(v) is int and 0 < v <= MAX_AMOUNT, path, "must be a whole number of 1 or more")
        elif kind == "round":
            _want(_one_of(v, ("down", "up")), path, "must be down or up")
        elif kind == "loser":
            _want(_one_of(v, ("you", "opponent", "both")), path, "must be you, opponent or both")
        elif kind == "rest":
            _want(_one_of(v, ("top", "bottom")) or _one_of(v, self.v.zones), path,
                  "must be top, bottom or a zone")
        elif kind == "order":
            _want(_one_of(v, ("any", "same")), path, "must be any (the player orders them) or same")
        elif kind == "phase":
            _want(_one_of(v, self.v.phases), path, f"unknown phase {short_repr(v)}")
        elif kind == "card_filter":
            if v != "self":
                self.filter(v, path)
        elif kind == "by":
            _want(_one_of(v, ("you", "opponent", "self")), path, "must be you, opponent or self")
        elif kind == "orientation":
            _want(_one_of(v, self.v.orientations), path,
                  lambda: f"must be one of {', '.join(sorted(self.v.orientations))}")
        elif kind == "losses":  # what cards lose (engine/created_effects.py)
            words = self.v.losses
            _want(bool(words), path, "this game's rules read nothing a card can lose (Vocabulary.losses is empty)")
            for w in _list(v, path):
                _want(_one_of(w, words) or ("keywords" in words and _one_of(w, self.v.keywords)), path,
                      lambda w=w: f"cannot lose {short_repr(w)}: {', '.join(sorted(words))}"
                      + (" or one keyword" if "keywords" in words else ""))
            _want(len(v) > 0, path, "names nothing to lose")
        elif kind == "rule_flags":
            for r in _list(v, path):
                _want(_one_of(r, self.v.rule_flags), path,
                      lambda r=r: f"unknown rule flag {short_repr(r)} (known: {', '.join(sorted(self.v.rule_flags))})")
        elif kind == "range":
            _want(isinstance(v, dict), path, "must be a mapping (min, max, player, ...)")
            for k, sub in v.items():
                _want(k in RANGE_KEYS, f"{path}.{k}", lambda: f"unknown key (known: {', '.join(RANGE_KEYS)})")
                self.value(RANGE_KEYS[k], sub, f"{path}.{k}")
        elif "|" in kind:  # "a|b": either kind (a game's `counter: true | any | {item...}`)
            self.either(kind.split("|"), v, path)
        else:
            raise ValueError(f"unknown value kind {kind!r}")  # a game's vocabulary is wrong, not the card

    def either(self, kinds: list[str], v: Any, path: str) -> None:
        """The value is of one of `kinds`. A problem inside it (a key of a mapping) is reported
        where it is; a value of none of the kinds is told what each would need."""
        problems = []
        for k in kinds:
            try:
                self.value(k, v, path)
                return
            except VocabError as e:
                if e.path != path:
                    raise
                problems.append(e.problem)
        raise VocabError(path, "; or ".join(dict.fromkeys(problems)))

    def expr(self, v: Any, path: str) -> None:
        """A computed amount: a whole number, or one op of EXPR_KINDS (or a game's expr_kinds)."""
        if type(v) is int:
            _want(abs(v) <= MAX_AMOUNT, path, f"must be a whole number within ±{MAX_AMOUNT}")
            return
        kinds = self._expr_kinds
        _want(isinstance(v, dict), path, lambda: f"must be a whole number or a computed amount ({', '.join(kinds)})")
        ops = [k for k in v if k in kinds]
        _want(len(ops) == 1, path, lambda: f"a computed amount names exactly one of {', '.join(kinds)}")
        op = ops[0]
        extra = EXPR_EXTRA.get(op, {})
        for k in v:
            _want(k == op or k in extra, f"{path}.{k}", lambda: f"not an option of '{op}'"
                  + (f" (options: {', '.join(extra)})" if extra else ""))
            if k != op:
                self.value(extra[k], v[k], f"{path}.{k}")
        self.value(kinds[op], v[op], f"{path}.{op}")
        if op in ("difference", "quotient"):
            _want(len(v[op]) == 2, f"{path}.{op}", "needs exactly two amounts")

    def stat_change(self, v: Any, path: str) -> None:
        """`+N` (a computed amount), or one of {add|set: amount}, {times: N}, {divide: N, round}."""
        if isinstance(v, dict) and any(k in v for k in CHANGE_OPS):
            ops = [k for k in v if k in CHANGE_OPS]
            _want(len(ops) == 1, path, lambda: f"names exactly one of {', '.join(CHANGE_OPS)}")
            for k in v:
                _want(k in CHANGE_OPS or (k == "round" and ops[0] == "divide"), f"{path}.{k}",
                      "unknown key" + (" (divide takes round)" if ops[0] == "divide" else ""))
            self.value(CHANGE_OPS[ops[0]], v[ops[0]], f"{path}.{ops[0]}")
            if "round" in v:
                self.value("round", v["round"], f"{path}.round")
            return
        self.expr(v, path)

    def _durations(self) -> list[str]:
        return [x for x in DURATIONS if x in self.v.durations] + sorted(self.v.durations - set(DURATIONS))

    def duration(self, d: Any, path: str) -> None:
        _want(_one_of(d, self.v.durations), path, lambda: f"must be one of {', '.join(self._durations())}")

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
            _want(k in SELECTOR_KEYS, f"{path}.{k}",
                  lambda: f"unknown selector field (known: {', '.join(SELECTOR_KEYS)})")
            self.value(SELECTOR_KEYS[k], s[k], f"{path}.{k}")
        _want("zone" in s, f"{path}.zone", "a selector needs a zone")
        _want(not ("top" in s and "bottom" in s), path, "a selector takes top or bottom, not both")

    def filter(self, f: Any, path: str) -> None:
        _want(isinstance(f, dict), path, "a filter must be a mapping")
        for k, val in f.items():
            _want(k in self.v.filters, f"{path}.{k}", "unknown filter")
            if k in self.v.filter_kinds:
                self.value(self.v.filter_kinds[k], val, f"{path}.{k}")
            if k == "not":
                self.filter(val, f"{path}.not")
            if k == "orientation":
                _want(_one_of(val, ORIENTATIONS), f"{path}.{k}", lambda: f"must be one of {', '.join(ORIENTATIONS)}")
            if k.endswith("_min") or k.endswith("_max"):
                _want(type(val) is int and abs(val) <= MAX_AMOUNT, f"{path}.{k}", "must be a whole number")

    # -- conditions, triggers, costs ----------------------------------------------
    def condition(self, c: Any, path: str) -> None:
        _want(isinstance(c, dict) and len(c) >= 1, path, "a condition must be a mapping")
        keys = [k for k in c if k in self.v.conditions]
        _want(len(keys) == 1, path,
              lambda: f"must name exactly one condition (known: {', '.join(sorted(self.v.conditions))})")
        k = keys[0]
        val = c[k]
        if k not in ("count", "value", "card"):  # the others hold their whole meaning under one key
            for extra in c:
                _want(extra == k, f"{path}.{extra}", f"not part of the '{k}' condition")
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
            _want(_one_of(val, self.v.phases), f"{path}.phase", f"unknown phase {short_repr(val)}")
        elif k == "bound":
            self.ref(val, f"{path}.bound")
        elif k in ("value", "card"):
            extra = ("min", "max") if k == "value" else ("where",)
            for x in c:
                _want(x == k or x in extra, f"{path}.{x}", lambda: f"{k} takes {' and '.join(extra)}")
            if k == "value":
                self.expr(val, f"{path}.value")
                for x in extra:
                    if x in c:
                        self.value("amount", c[x], f"{path}.{x}")
            else:
                self.ref(val, f"{path}.card")
                _want("where" in c, f"{path}.where", "a card condition needs the filter the card must match")
                self.filter(c["where"], f"{path}.where")
        elif k in self.v.condition_kinds:
            self.value(self.v.condition_kinds[k], val, f"{path}.{k}")

    def trigger(self, t: Any, path: str) -> None:
        _want(isinstance(t, dict) and "on" in t, path, "a trigger needs 'on'")
        _want(_one_of(t["on"], self.v.triggers), f"{path}.on",
              lambda: f"unknown trigger {short_repr(t['on'])} (known: {', '.join(sorted(self.v.triggers))})")
        keys = self._trigger_keys
        for k, val in t.items():
            _want(k in keys, f"{path}.{k}", lambda: f"unknown trigger key (known: {', '.join(keys)})")
            self.value(keys[k], val, f"{path}.{k}")
        if t["on"] == "state":
            _want("condition" in t, f"{path}.condition", "a state trigger needs the condition it watches")
        by_kinds = self.v.by_triggers
        if "by" in t and by_kinds is not None:
            _want(t["on"] in by_kinds, f"{path}.by", lambda: f"a {t['on']} event never says whose effect caused it, "
                  f"so 'by' could never match (it can on {', '.join(sorted(by_kinds))})")
        if t["on"] == "orient":
            _want("from" not in t and "to" not in t, path, "an orient trigger says its 'orientation', not from/to")
        if "ability" in t:  # VS 2.12.1: the name of the ability a used event is about
            _want(t["on"] == "used", f"{path}.ability", lambda: f"only a used event is about an ability: "
                  f"'ability' never matches a {t['on']} event")

    def cost(self, c: Any, path: str) -> None:
        _want(isinstance(c, dict) and len(c) == 1, path, "a cost must be a mapping with one key")
        k, val = next(iter(c.items()))
        _want(_one_of(k, self.v.costs), path, lambda: f"unknown cost {short_repr(k)} (known: {', '.join(sorted(self.v.costs))})")
        arg = self.v.cost_args.get(k)
        if arg == "any":
            return
        if k in ("rest_energy", "discard") or arg == "count":
            _want(type(val) is int and 0 < val <= MAX_EFFECT_COUNT, f"{path}.{k}", "must be a positive whole number")
        elif k == "send" or arg == "zone":
            _want(isinstance(val, str), f"{path}.{k}", "must name the zone the card goes to")
            self.zone(val, f"{path}.{k}")
        elif arg is not None and arg.startswith("shape:"):  # chosen cards (engine/chosen_costs.py)
            self.value(arg, val, f"{path}.{k}")
        else:
            _want(val == "self", f"{path}.{k}", "must be 'self'")
