"""Setting up a rules scenario beyond placing cards (docs/scenarios.md): starting at the game's
own setup (`start: game`: decks in the order written or shuffled with the scenario's seed, the
decks checked by the game's deck rules as the app checks them), and the position's extras a game
keeps outside its zones (`life`, cards set on other cards, continuous effects in force, this
turn's history) through the game's `scenario_extra` hook.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .cards import CardDef
from .errors import FormatError
from .rules import Violation
from .scenario_checks import HOOK_ERRORS, ability_index, label_arg
from .state import State

if TYPE_CHECKING:
    from .scenario_built import Outcome, _Built

# setup keys the game's own setup decides when a scenario starts the game (start: game)
NOT_AT_GAME_START = ("phase", "turn", "turn_player", "flags")
# setup keys a game's scenario_extra hook sets (docs/scenarios.md, "What else a position holds")
EXTRAS = ("life", "attached", "effects", "this_turn")


def start_game(state: State, setup: dict[str, Any], source: str) -> None:
    """start: game: the game's setup procedure runs from the cards in their decks (and the zones a
    game starts with, Vividz's account and missions): in the order written, or with `shuffle:
    true` shuffled and the first player chosen as the rules say, from the scenario's seed."""
    for k in (*NOT_AT_GAME_START, *EXTRAS):
        if k in setup:
            raise FormatError(source, f"setup.{k}", "not used with start: game (the game's own setup decides it)")
    shuffle = bool(setup.get("shuffle", False))
    if shuffle and setup.get("first_player") is not None:
        raise FormatError(source, "setup.first_player", "with shuffle: true the game's own procedure chooses "
                          "the first player (leave first_player out)")
    hook = getattr(state.rules, "scenario_start", None)
    try:
        if hook is None:
            raise ValueError("this game's scenarios cannot start at the game's setup")
        if shuffle:
            hook(state, None, shuffle=True)
        else:
            hook(state, setup.get("first_player"))  # None when not written: the game decides as it would
    except HOOK_ERRORS as e:
        raise FormatError(source, "setup.start", str(e)) from None


def deck_violations(state: State) -> list[tuple[int, Violation]]:
    """What the game's deck rules say against each player's cards, as the app checks a deck before
    a game: each card in the deck section its starting zone stands for (Vividz account, mission)."""
    rules = state.rules
    out = []
    for p in (0, 1):
        sections: dict[str, list[CardDef]] = {s: [] for s in rules.deck_sections}
        for i, key in enumerate(state.zone_of):
            if state.owner[i] == p:
                zone = key.split(".")[-1]
                sections.setdefault(zone if zone in rules.deck_sections else "main", []).append(state.defs[i])
        out += [(p, v) for v in rules.validate_deck(sections)]
    return out


def _says(game: str, p: int, v: Violation, want: str) -> bool:
    """A deck_refused item: the clause cited (with or without `game:`) or a fragment of the message
    ("player 0: the deck has 47 cards ...", in English or Japanese)."""
    return v.clause in (want, f"{game}:{want}") or want in f"player {p}: {v.message}" or (bool(v.ja) and want in v.ja)


def refusal(b: _Built, todo: list[dict[str, Any]], source: str, out: Outcome) -> bool:
    """start: game with decks the deck rules refuse: the game does not start, which fails the
    scenario unless an expectation says `deck_refused`. True when no step is to run."""
    expected = [(n, st["expect"]["deck_refused"]) for n, st in enumerate(todo)
                if isinstance(st.get("expect"), dict) and st["expect"].get("deck_refused") is not None]
    game = b.state.rules.id
    said = "; ".join(f"player {p}: {v}" for p, v in b.refused)
    if not b.refused:
        if expected:
            out.failures.append(f"step {expected[0][0]}: expected the decks to be refused ({expected[0][1]}), "
                                "but the deck rules accept both")
            return True
        return False
    if not expected:
        out.failures.append(f"the game refuses the decks (start: game checks them as the app does): {said}")
        return True
    for n, want in expected:
        for w in want if isinstance(want, list) else [want]:
            if not any(_says(game, p, v, str(w)) for p, v in b.refused):
                out.failures.append(f"step {n}: deck_refused: no deck rule says {w!r} ({said})")
    return True


def extras(b: _Built, setup: dict[str, Any], source: str) -> None:
    """The position's extras through the game's `scenario_extra(state, key, value, card)` hook,
    `card` turning "@label" into the labelled instance (a FormatError for an unknown label)."""
    hook = getattr(b.state.rules, "scenario_extra", None)
    for key in EXTRAS:
        val = setup.get(key)
        if val is None:
            continue
        where = f"setup.{key}"

        def card(ref: Any, where: str = where) -> int:
            i = label_arg(b.labels, ref, where, source)
            if type(i) is not int:
                raise FormatError(source, where, f"{ref!r} is not a card label ('@name' of a card placed with 'as:')")
            return i
        try:
            if key == "effects":
                for n, item in enumerate(val):
                    _effect(b.state, item, card, n)
                continue
            if hook is None:
                raise ValueError(f"this game's scenarios cannot set {key}")
            hook(b.state, key, val, card)
        except HOOK_ERRORS as e:
            raise FormatError(source, where, str(e)) from None


def _effect(s: State, item: dict[str, Any], card: Any, n: int) -> None:
    """A continuous effect already in force: `{modify: "@card" or [...], <stat>: N, until: D}` or
    `{grant: ..., keywords/tags/rules: [...], until: D}`, created as the game's own effect creates
    it (its timestamp now, before the position starts), from `source:` (default: the first card
    affected) and for `controller:` (default: the source's owner)."""
    from . import interp
    rules = s.rules
    kinds = [k for k in ("modify", "grant") if k in item]
    if len(kinds) != 1:
        raise ValueError(f"effects[{n}] is a modify or a grant (one of them)")
    kind = kinds[0]
    allowed = rules.vocabulary().effects.get(kind, set())
    node = {k: v for k, v in item.items() if k not in ("source", "controller")}
    normalize = getattr(rules, "normalize_ability", None)
    node = normalize(node) if normalize else node  # a game's stat names (attack) as the shared ones (power)
    node.pop(kind)
    unknown = sorted(set(node) - allowed)
    if unknown:
        raise ValueError(f"effects[{n}]: {kind} takes {', '.join(sorted(allowed))}, not {', '.join(unknown)}")
    until = node.setdefault("until", "end_of_turn")
    if until not in rules.vocabulary().durations:
        raise ValueError(f"effects[{n}].until is one of {', '.join(sorted(rules.vocabulary().durations))}")
    refs = item[kind] if isinstance(item[kind], list) else [item[kind]]
    cards = [card(r) for r in refs]
    if not cards:
        raise ValueError(f"effects[{n}] affects no card")
    src = card(item["source"]) if "source" in item else cards[0]
    ctrl = item.get("controller", s.owner[src])
    if ctrl not in (0, 1) or type(ctrl) is not int:
        raise ValueError(f"effects[{n}].controller is 0 or 1")
    node = {**node, kind: "$affected"}
    cid = interp.new_ctx(s, src, ctrl, s.defs[src].id, -1)
    s.ctx[cid]["$affected"] = tuple(s.ref(i) for i in cards)
    try:
        fn = getattr(rules, "effect_ops", {}).get(kind) or interp.EFFECT_OPS[kind]
        fn(s, cid, node, ())
    finally:
        del s.ctx[cid]
    s.out = []  # its events belong to no step: the position starts with it


def used_abilities(state: State, val: Any, card: Callable[[Any], int]) -> list[tuple[int, int]]:
    """`[["@card", ability], ...]` (an ability by index or name) as (instance, ability index)."""
    if not isinstance(val, list) or not all(isinstance(x, list) and len(x) == 2 for x in val):
        raise ValueError('used is a list of ["@card", ability] (ability: index or name)')
    out = []
    for ref, ab in val:
        i = card(ref)
        ai = ability_index(state.defs[i], ab)
        if not 0 <= ai < len(state.defs[i].abilities):
            raise ValueError(f"{state.defs[i].name['en']} has no ability {ai}")
        out.append((i, ai))
    return out


def this_turn_used(state: State, key: str, val: Any, card: Callable[[Any], int], game: str) -> None:
    """A game whose only turn history is its `used_turn` flag (Victory Spark, Vividz):
    `this_turn: {used: [["@card", ability], ...]}`, so a once-per-turn ability is not offered
    again. ValueError for anything else."""
    if key != "this_turn":
        raise ValueError(f"{game} positions have no {key} (a scenario may set this_turn)")
    for k, v in val.items():
        if k != "used":
            raise ValueError(f"unknown this_turn key {k!r} ({game}: used)")
        state.flags["used_turn"] = state.flags.get("used_turn", ()) + tuple(
            (i, state.obj[i], ai) for i, ai in used_abilities(state, v, card))
