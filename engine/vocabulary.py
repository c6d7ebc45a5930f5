"""The shared ability vocabulary (effects, selectors, conditions, costs, triggers, durations)
(its validator is engine/vocab_check.py). A game extends it with its own zones, keywords, effect ops and triggers.

The validator walks an ability's data and reports the first problem with its path, so a
card-set error names file, card and field.
"""
from __future__ import annotations

from collections.abc import Callable
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
    "move": {"to", "position", "player", "slot"},
    "stand": set(),
    "rest": set(),
    "reverse": set(),
    "damage": {"amount"},
    "heal": set(),
    "modify": {"power", "defense", "level", "until"},
    "grant": {"tags", "keywords", "rules", "until"},
    "shuffle": set(),
    "reveal": set(),
    "if": {"then", "else"},
    "may": {"player"},
    "repeat": {"do"},
    "delayed": set(),
    "lose": set(),
    "win": set(),
    "look": {"player", "public", "take", "up_to", "where", "to", "as", "others", "order"},
    # cards set aside for the rest of one ability, then sent on by its distribute effects (engine/deckops.py)
    "stage": {"as", "public", "count", "up_to", "each", "chooser", "to", "position", "others", "order"},
    "distribute": {"take", "up_to", "where", "chooser", "to", "position", "order", "as"},
    # created effects of engine/created_effects.py: one that keeps selecting its cards (VS 7.8.1.6), a removal
    "lasting": {"tags", "keywords", "rules", "power", "defense", "level", "loses", "until"},
    "strip": {"loses", "until"},
}
# The kind of each shared effect's main argument (the value under the op key), see Validator.value.
SHARED_ARG_KINDS: dict[str, str] = {
    "draw": "expr", "choose": "selector", "move": "ref", "stand": "ref", "rest": "ref", "reverse": "ref",
    "damage": "ref", "heal": "ref", "modify": "ref", "grant": "ref", "shuffle": "player", "reveal": "ref",
    "if": "condition", "may": "effects", "repeat": "expr", "delayed": "shape:delayed", "lose": "loser",
    "win": "player", "look": "expr", "stage": "ref", "distribute": "ref", "lasting": "selector", "strip": "ref",
}
# Options an effect cannot do without.
REQUIRED_OPTIONS: dict[str, tuple[str, ...]] = {"choose": ("as",), "move": ("to",), "damage": ("amount",), "repeat": ("do",), "strip": ("loses",),
                                                 "stage": ("as",), "distribute": ("to",),
                                                 "choose_player": ("as",), "relocate": ("area",)}
SHARED_CONDITIONS = {"count", "all", "any", "not", "turn", "phase", "bound", "value", "card"}
SHARED_FILTERS = {
    "name", "name_in", "title_has", "gender", "work", "tag", "type", "orientation",
    "level_min", "level_max", "power_min", "power_max", "defense_min", "defense_max",
    "damaged", "not", "id", "another", "text_has", "keyword", "printed",
}
SHARED_TRIGGERS = {"phase_start", "phase_end", "turn_start", "turn_end", "move", "draw", "used", "state",
                   "damaged", "orient", "lose"}
# Keys every trigger may have, and their kinds (a game adds its own in Vocabulary.trigger_key_kinds).
TRIGGER_KEYS: dict[str, str] = {"on": "any", "from": "zone", "to": "zone", "phase": "phase", "card": "card_filter",
                                "condition": "condition", "player": "who", "by": "by", "orientation": "orientation",
                                "ability": "name"}  # ability: a used event's ability by its name (VS 2.12.1)
LOSS_WORDS = ("text", "auto", "keywords")  # loses: every ability and word / the automatic ones / every word
SHARED_COSTS = {"rest", "reverse", "rest_energy", "discard", "send"}

MAX_EFFECT_COUNT = 1_000  # cards drawn, moved, repeated... by one effect: far above any real card
MAX_AMOUNT = 1_000_000  # damage, power change and other amounts
MAX_ITEMS = 64  # effects in one list, conditions in all/any, costs, names...: the engine walks them often

# The value an effect option holds, checked wherever the option appears (shared and game ops).
OPTION_KINDS: dict[str, str] = {
    "player": "player", "count": "expr", "up_to": "bool", "as": "name", "chooser": "player", "to": "zone",
    "position": "position", "amount": "expr", "power": "stat_change", "defense": "stat_change",
    "level": "stat_change",
    "until": "duration", "tags": "names", "keywords": "keywords", "then": "effects", "else": "effects",
    "do": "effects", "of": "ref", "where": "filter", "may": "bool", "amount_of": "mapping",
    "slot": "one_of:chosen,empty", "from": "zones", "rules": "rule_flags", "public": "bool", "take": "expr", "others": "rest", "order": "order",
    "loses": "losses", "each": "bool",
}
# Computed amounts (engine/amounts.py): an op and the kind of its argument.
EXPR_KINDS: dict[str, str] = {"count": "ref", "stat": "stat", "sum": "exprs", "difference": "exprs",
                              "product": "exprs", "quotient": "exprs", "min": "exprs", "max": "exprs"}
EXPR_EXTRA: dict[str, dict[str, str]] = {"stat": {"of": "ref"}, "quotient": {"round": "round"}}
STAT_NAMES = ("power", "defense", "level", "cost", "damage")
CHANGE_OPS = {"add": "expr", "set": "expr", "times": "amount", "divide": "divisor"}
SELECTOR_KEYS: dict[str, str] = {"zone": "zones", "player": "who", "where": "filter", "exclude_self": "bool",
                                 "top": "count", "bottom": "count"}
# Shapes every game has (a game adds its own in Vocabulary.shapes).
SHARED_SHAPES: dict[str, dict[str, str]] = {"delayed": {"trigger": "trigger", "effects": "effects", "until": "duration"},
                                            "printed": {f"{s}_{m}": "amount" for s in ("power", "defense", "level")
                                                        for m in ("min", "max")}}
REQUIRED_SHAPE_KEYS: dict[str, tuple[str, ...]] = {"delayed": ("trigger", "effects"), "this_turn": ("event",)}
# Shapes a game may adopt (into Vocabulary.shapes): costs paid with chosen cards (engine/chosen_costs.py:
# `{move_cards: {choose: SELECTOR, count: N, to: ZONE}}`, `{rest_cards: {choose: SELECTOR, count: N}}`,
# named in Vocabulary.cost_args as "shape:move_cards") and one mode of a modal ability ("choose one").
CHOSEN_COST_SHAPES: dict[str, dict[str, str]] = {
    "move_cards": {"choose": "selector", "count": "count", "to": "zone", "position": "position"},
    "rest_cards": {"choose": "selector", "count": "count"}}
MODE_SHAPE: dict[str, str] = {"text": "text", "targets": "effects", "effects": "effects"}
REQUIRED_SHAPE_KEYS.update({"move_cards": ("choose", "to"), "rest_cards": ("choose",), "mode": ("text", "effects")})
# The value a filter key holds (a game adds its own in Vocabulary.filter_kinds).
FILTER_KINDS: dict[str, str] = {
    "name": "name", "name_in": "names", "title_has": "name", "gender": "name", "work": "name", "tag": "name",
    "type": "name", "damaged": "bool", "id": "name", "another": "bool", "text_has": "name", "keyword": "name",
    "printed": "shape:printed",
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
    # a game's own computed-amount ops (GameRules.amount_ops) and the kind of their argument
    expr_kinds: dict[str, str] = field(default_factory=dict)
    # a game's own trigger keys and their kinds
    trigger_key_kinds: dict[str, str] = field(default_factory=dict)
    # what an "orient" trigger's orientation may say (the names the game's orientation events use)
    orientations: set[str] = field(default_factory=lambda: set(ORIENTATIONS))
    # the trigger kinds whose events say whose effect caused them, so a trigger's `by` can match;
    # None: the game does not say (any kind may take `by`)
    by_triggers: set[str] | None = None
    # the game's own names for the shared stats in card data (power -> at ...); the game reads them
    # back to the shared names (GameRules.normalize_ability) and the JSON Schema uses them
    stat_names: dict[str, str] = field(default_factory=dict)
    # the game's ability types (beyond the shared four) that may leave `effects` out (a modal play
    # has `modes`, a character's play only a `cost`); check_ability says what they need instead
    effects_optional: set[str] = field(default_factory=set)
    # a game's checks of one ability across its keys, after the shared ones: (ability, path), raising
    # VocabError
    check_ability: Callable[[dict[str, Any], str], None] | None = None
    # what `loses` may name in this game (LOSS_WORDS; "keywords" also lets it name single keywords):
    # the things its rules engine stops reading when a card loses them (docs/cardsets.md, "Removing")
    losses: set[str] = field(default_factory=lambda: set(LOSS_WORDS))
    # the zones a `lasting` effect may select in (None: any): Vividz 911.4 keeps public zones out
    lasting_zones: set[str] | None = None


class VocabError(Exception):
    def __init__(self, path: str, problem: str) -> None:
        self.path, self.problem = path, problem
        super().__init__(f"{path}: {problem}")


def _want(cond: bool, path: str, problem: str | Callable[[], str]) -> None:
    """Raise VocabError unless `cond`. A message that lists what is allowed is given as a function,
    built only when it is needed: a 100,000-card import checks a few million things."""
    if not cond:
        raise VocabError(path, problem() if callable(problem) else problem)


def _as_list(v: Any) -> list:
    return v if isinstance(v, list) else [v]


def _one_of(v: Any, names: set[str] | tuple[str, ...]) -> bool:
    """`v in names` for any value: a list or mapping from a card file is simply not a member."""
    return isinstance(v, str) and v in names


def _list(v: Any, path: str) -> list:
    _want(isinstance(v, list), path, "must be a list")
    _want(len(v) <= MAX_ITEMS, path, f"more than {MAX_ITEMS} items")
    return v


ABILITY_FIELDS = frozenset({"type", "name", "zone", "keywords", "tags", "cost", "trigger", "condition", "effects",
                            "affects", "modify", "grant", "rules", "replaces", "instead", "optional",
                            "once_per_turn", "text", "loses"})
