"""TCG Table's game engine: rules, state, actions, the card-ability interpreter and games.

Pure Python: imports no GUI toolkit, no database and does no network I/O. File formats
(card sets, decks, replays, scenarios) are read by the `engine.formats`-style modules
(cardset, decks, replay, scenario), never by the rules.
"""
from __future__ import annotations

from . import compiled  # noqa: F401  (first: it decides whether the compiled build loads)
from .actions import Action, Decision
from .errors import EngineError, FormatError, IllegalAction
from .games import ALL_GAME_IDS, IMPLEMENTED, get_rules
from .state import State
from .version import ENGINE_VERSION

__all__ = ["Action", "Decision", "EngineError", "FormatError", "IllegalAction", "ALL_GAME_IDS",
           "IMPLEMENTED", "get_rules", "State", "ENGINE_VERSION"]
