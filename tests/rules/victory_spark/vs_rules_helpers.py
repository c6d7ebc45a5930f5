"""Helpers for the Victory Spark rules tests: inline cards, positions built with the scenario
format (docs/scenarios.md), actions by card label, and plain decks for whole games."""
from __future__ import annotations

from typing import Any

import yaml

from engine.actions import Action
from engine.cards import CardDef
from engine.cardset import parse_cardset
from engine.games import get_rules
from engine.scenario import _Built, build

RULES = get_rules("victory_spark")


def card(number: str, name: str, level: int = 0, power: int = 1000, defense: int = 5000, **attrs: Any) -> dict[str, Any]:
    """One card in card-set form (titles default to [Extra])."""
    attrs.setdefault("title", ["Extra"])
    abilities = attrs.pop("abilities", [])
    return {"number": number, "name": {"en": name, "ja": name + "（日本語）"}, "type": "character",
            "stats": {"level": level, "power": power, "defense": defense}, "attrs": attrs,
            "text": {"en": "", "ja": ""}, "abilities": abilities}


FILLER = card("001", "Filler")


def cardset(cards: list[dict[str, Any]], code: str = "TVS") -> dict[str, CardDef]:
    cs = parse_cardset({"format": 1, "game": "victory_spark", "code": code, "version": 1,
                        "name": {"en": "Rules test cards", "ja": "ルールテスト"}, "cards": cards}, "<test>")
    return cs.by_id()


def position(cards: list[dict[str, Any]], setup: dict[str, Any] | str) -> _Built:
    """A mid-game position (setup written as in a scenario file, or as YAML text)."""
    if isinstance(setup, str):
        setup = yaml.safe_load(setup)
    return build({"game": "victory_spark", "cards": cards, "setup": setup}, "<test>")


def act(b: _Built, kind: str, *args: Any) -> list[Any]:
    """Apply an action written as in a scenario step ('@label' names a card); returns its events."""
    vals = [b.labels[a[1:]] if isinstance(a, str) and a.startswith("@") else a for a in args]
    action = b.state.rules.scenario_action(b.state, kind, vals)
    return b.state.apply_action(action)


def deck_of(cards: dict[str, CardDef], counts: dict[str, int]) -> list[CardDef]:
    """A deck from {card id: copies}."""
    return [cards[cid] for cid, n in counts.items() for _ in range(n)]


def start(decks: list[list[CardDef]], seed: int = 1, rings: tuple[int, int] = (0, 0)) -> Any:
    """A new game through setup: each player picks the rings[p]-th option for the ring (5.2.2)."""
    s = RULES.new_game([{"main": decks[0]}, {"main": decks[1]}], seed)
    for p in (0, 1):
        assert s.decision.kind == "ring_choice" and s.decision.player == p
        s.apply_action(s.decision.options[rings[p]])
    return s


def options(b_or_state: Any) -> list[Action]:
    s = getattr(b_or_state, "state", b_or_state)
    return list(s.decision.options) if s.decision else []
