"""Abilities named by their name (技名, Victory Spark 2.12.1: 【…】 in a card's text).

A `used` trigger may name the ability it waits for, not only its card: "when your 【Ember Hex】
is used" is `trigger: {on: used, player: you, ability: Ember Hex}`. The name is matched against
the used ability's `name` in either language (`Ember Hex` or `残り火の呪い`), exactly as written,
as a `name` filter matches a card's English or Japanese name.

This module needs no other engine module, so the interpreter imports it at the top.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import CardDef, CardSet
    from .state import State


def names_of(ab: dict[str, Any]) -> tuple[str, ...]:
    """The names an ability answers to: its `name` in English and Japanese (none without a name)."""
    n = ab.get("name")
    return tuple(v for v in (n.get("en"), n.get("ja")) if isinstance(v, str)) if isinstance(n, dict) else ()


def used_ability_named(state: State | None, e: Any, name: str) -> bool:
    """Whether event `e` (a `used` event: its `card` id and `ability` index) is about an ability
    called `name`. An event that names no ability of a known card (a keyword step) matches none."""
    if state is None:
        return False
    d = state.deftable.get(e.get("card"))
    ai = e.get("ability")
    if d is None or type(ai) is not int or not 0 <= ai < len(d.abilities):
        return False
    return name in names_of(d.abilities[ai])


def _triggers(x: Any, path: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every trigger mapping in an ability's data (its trigger, delayed triggers in its effects)."""
    if isinstance(x, dict):
        for k, v in x.items():
            p = f"{path}.{k}"
            if k in ("trigger", "replaces") and isinstance(v, dict):
                yield p, v
            yield from _triggers(v, p)
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _triggers(v, f"{path}[{i}]")


def unknown_ability_refs(cards: tuple[CardDef, ...] | list[CardDef]) -> list[tuple[CardDef, str, str]]:
    """(card, field path, name) of each `used` trigger whose `ability` no card of `cards` gives
    any of its abilities: a misspelling, or an ability of a card of another set (so a warning,
    not an error: the loader cannot tell the two apart)."""
    known = {n for c in cards for ab in c.abilities for n in names_of(ab)}
    out = []
    for c in cards:
        for j, ab in enumerate(c.abilities):
            for path, trig in _triggers(ab, f"abilities[{j}]"):
                name = trig.get("ability")
                if isinstance(name, str) and name not in known:
                    out.append((c, f"{path}.ability", name))
    return out


def ability_name_warnings(cs: CardSet) -> list[str]:
    """unknown_ability_refs of a card set, as lines naming the set, the card and the field."""
    return [f"{cs.source}: card {c.id} ({c.label()}), field {path}: no ability of set {cs.code} is named "
            f"{name!r} (an ability of another set's card, or a misspelling?)"
            for c, path, name in unknown_ability_refs(cs.cards)]
