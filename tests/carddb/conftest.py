"""Fixtures for carddb tests: a small fake game ("testgame") registered with the engine, its
card-set and deck files in fixtures/, and in-memory databases."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine.games as games
from carddb.database import CardDB, open_memory_database
from carddb.importers import import_cardset_file
from engine.cards import CardDef
from engine.rules import GameRules, Violation
from engine.vocabulary import Vocabulary, VocabError

FIXTURES = Path(__file__).resolve().parent / "fixtures"
GAME = "testgame"


class FakeRules(GameRules):
    """Just enough of a game for card-set validation and deck rules: 8-12 main cards, at most 4 copies."""

    id = GAME
    name = {"en": "Test Game", "ja": "テストゲーム"}
    deck_sections = ("main", "side")

    def vocabulary(self) -> Vocabulary:
        return Vocabulary(zones={"hand", "deck", "stage", "discard"}, card_types={"character", "event"},
                          keywords={"rush", "guard"}, rule_flags={"rush", "guard"})

    def validate_card(self, type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
        if type_ not in ("character", "event"):
            raise VocabError("type", f"unknown card type {type_!r}")
        for k in stats:
            if k not in ("cost", "power", "level", "defense"):
                raise VocabError(f"stats.{k}", "unknown stat")

    def validate_deck(self, sections: dict[str, list[CardDef]]) -> list[Violation]:
        out = []
        main = sections.get("main", [])
        if not 8 <= len(main) <= 12:
            out.append(Violation("T1.1", f"the main deck has {len(main)} cards; it needs 8 to 12"))
        copies: dict[str, int] = {}
        for c in main + sections.get("side", []):
            copies[c.id] = copies.get(c.id, 0) + 1
        for cid, n in sorted(copies.items()):
            if n > 4:
                out.append(Violation("T1.2", f"{n} copies of {cid}; at most 4"))
        return out


@pytest.fixture(autouse=True, scope="module")
def fake_game() -> Iterator[FakeRules]:
    """Register "testgame" with the engine's game registry for the duration of a test module."""
    rules = FakeRules()
    saved = games.IMPLEMENTED
    games.IMPLEMENTED = (*saved, GAME)
    games._CACHE[GAME] = rules
    yield rules
    games.IMPLEMENTED = saved
    games._CACHE.pop(GAME, None)


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture
def db() -> Iterator[CardDB]:
    """An empty in-memory database at the latest schema."""
    d = open_memory_database()
    yield d
    d.close()


@pytest.fixture
def loaded(db: CardDB) -> CardDB:
    """An in-memory database with the TST1 set (version 1) imported."""
    import_cardset_file(db, FIXTURES / "tst1.yaml")
    return db
