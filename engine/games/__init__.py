"""The game registry: game ids and their rules objects (loaded on first use)."""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules import GameRules

ALL_GAME_IDS = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
IMPLEMENTED = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
# games whose rules load (card sets, simulate, scenarios) while they are being built; not listed as
# implemented, not seeded into the database and not offered in the app until they move up
IN_DEVELOPMENT: tuple[str, ...] = ()
_CACHE: dict[str, GameRules] = {}


def get_rules(game_id: str) -> GameRules:
    """The rules object of an implemented game; KeyError for an unknown or unimplemented id."""
    if game_id not in IMPLEMENTED and game_id not in IN_DEVELOPMENT:
        raise KeyError(game_id)
    r = _CACHE.get(game_id)
    if r is None:
        r = _CACHE[game_id] = importlib.import_module(f"engine.games.{game_id}").RULES
    return r
