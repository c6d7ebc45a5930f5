"""The game in progress on disk: `autosave.json` beside the database file (so `TCGTABLE_DB` and
`--db` move it too), rewritten after every answer, removed when the game ends.

The file holds the engine's saved game (`engine.savegame`, pending decision included) plus what
the table needs to go on: the decks by section, their names, the players, the human's seat and the
computer's level. Written to a temporary file first and renamed, so a kill never leaves half a file.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import carddb
from engine import savegame
from engine.cards import CardDef
from engine.errors import EngineError
from engine.state import State

FORMAT = "tcgtable-autosave"
VERSION = 1
FILE_NAME = "autosave.json"


@dataclass
class GameSetup:
    """What a game against the computer was started with."""

    game: str
    seed: int
    decks: list[dict[str, list[CardDef]]]
    deck_names: list[str]
    players: list[str]
    human: int
    ai: str  # the computer's agent spec or level


def autosave_path(db: carddb.CardDB | None = None) -> Path:
    """Where the game in progress is kept: beside the database file."""
    base = db.path if db is not None and db.path is not None else carddb.resolve_db_path()
    return Path(base).parent / FILE_NAME


_CARDS_JSON: tuple[object, str] | None = None  # (the card table it was made from, its JSON)


def _dumps(x: object) -> str:
    return json.dumps(x, ensure_ascii=False, separators=(",", ":"))


def write(path: Path, setup: GameSetup, state: State) -> None:
    """Write the game (after every answer: the card definitions, the same all game, are encoded once)."""
    global _CARDS_JSON
    save = savegame.save(state)
    cards = save.pop("cards")
    if _CARDS_JSON is None or _CARDS_JSON[0] is not state.deftable:
        _CARDS_JSON = (state.deftable, _dumps(cards))
    data = {"format": FORMAT, "version": VERSION, "game": setup.game, "seed": setup.seed,
            "decks": [{sec: [c.id for c in cs] for sec, cs in d.items()} for d in setup.decks],
            "deck_names": setup.deck_names, "players": setup.players, "human": setup.human, "ai": setup.ai,
            "turn": state.turn}
    text = _dumps(data)[:-1] + ',"save":' + _dumps(save)[:-1] + ',"cards":' + _CARDS_JSON[1] + "}}"
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def read(path: Path) -> tuple[GameSetup, State]:
    """The saved game; EngineError or ValueError when the file cannot be used."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path}: cannot read the saved game ({e})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError(f"{path}: not a saved game of this version")
    state = savegame.load(data["save"], str(path))
    try:
        decks = [{sec: [state.deftable[c] for c in ids] for sec, ids in d.items()} for d in data["decks"]]
        setup = GameSetup(str(data["game"]), int(data["seed"]), decks, [str(x) for x in data["deck_names"]],
                          [str(x) for x in data["players"]], int(data["human"]), str(data["ai"]))
    except (KeyError, TypeError, ValueError) as e:
        raise ValueError(f"{path}: damaged saved game ({e!r})") from None
    return setup, state


def summary(path: Path) -> dict[str, Any] | None:
    """A few facts of the saved game for the resume question, or None when there is none."""
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {"game": data["game"], "deck_names": data["deck_names"], "turn": data.get("turn", 0)}
    except (OSError, ValueError, KeyError, TypeError):
        return {"game": "", "deck_names": [], "turn": 0}


def remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass


__all__ = ["GameSetup", "autosave_path", "write", "read", "summary", "remove", "EngineError"]
