"""The game in progress on disk: `autosave.json` beside the database file (so `TCGTABLE_DB` and
`--db` move it too), rewritten after every answer, removed when the game ends.

The file holds the engine's saved game (`engine.savegame`, pending decision included) plus what
the table needs to go on: the decks by section, their names, the players, the human's seat and the
computer's level. Written to a temporary file first and renamed, so a kill never leaves half a file.

The caller's thread only takes a snapshot of the position; the JSON text is made and the file
written on a thread of its own (disk waits never hold up the window). `write(..., wait=True)` returns once the file is on disk (the table
waits so whenever the player is to answer, the position asked about is saved); `flush()` waits
for every write handed over; `read`, `summary` and `remove` flush first.
"""
from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
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


_CARDS_JSON: tuple[object, str] | None = None  # (the card table it was made from, its JSON); writer thread only


def _dumps(x: object) -> str:
    return json.dumps(x, ensure_ascii=False, separators=(",", ":"))


class _Writer:
    """Writes the saved games handed to it, in order, on its own thread (the newest text per file
    wins when several wait); a failed write is raised by the next `put` or `wait`."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, Callable[[], str]] = {}
        self._busy = False
        self._error: OSError | None = None
        self._thread: threading.Thread | None = None

    def put(self, path: Path, text: Callable[[], str]) -> None:
        """Write what `text()` gives (called on the writer thread) to `path`."""
        with self._cond:
            self._pending.pop(path, None)
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="tcgtable-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()
            self._raise()

    def wait(self) -> None:
        with self._cond:
            while self._pending or self._busy:
                self._cond.wait()
            self._raise()

    def discard(self, path: Path) -> None:
        """Drop what is still to be written to `path` and wait for a write of it in progress."""
        with self._cond:
            self._pending.pop(path, None)
            while self._busy:
                self._cond.wait()

    def _raise(self) -> None:
        if self._error is not None:
            e, self._error = self._error, None
            raise e

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            error = None
            try:
                _write_file(path, text())
            except OSError as e:
                error = e
            except (TypeError, ValueError) as e:  # not JSON-able: reported like a failed write
                error = OSError(f"cannot encode the saved game: {e}")
            with self._cond:
                self._busy = False
                if error is not None:
                    self._error = error
                self._cond.notify_all()


_WRITER = _Writer()


def _write_file(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def flush() -> None:
    """Wait until every game handed to `write` is on disk (OSError if a write failed)."""
    _WRITER.wait()


def write(path: Path, setup: GameSetup, state: State, wait: bool = True) -> None:
    """Save the game (after every answer: the card definitions, the same all game, are encoded once).
    The position is taken now (a copy); the text is made and the file written on the writer thread,
    waited for when `wait`."""
    save = savegame.save(state)
    cards = save.pop("cards")
    table = state.deftable
    data = {"format": FORMAT, "version": VERSION, "game": setup.game, "seed": setup.seed,
            "decks": [{sec: [c.id for c in cs] for sec, cs in d.items()} for d in setup.decks],
            "deck_names": list(setup.deck_names), "players": list(setup.players), "human": setup.human,
            "ai": setup.ai, "turn": state.turn}

    def text() -> str:
        global _CARDS_JSON
        if _CARDS_JSON is None or _CARDS_JSON[0] is not table:
            _CARDS_JSON = (table, _dumps(cards))
        return _dumps(data)[:-1] + ',"save":' + _dumps(save)[:-1] + ',"cards":' + _CARDS_JSON[1] + "}}"

    _WRITER.put(path, text)
    if wait:
        _WRITER.wait()


def read(path: Path) -> tuple[GameSetup, State]:
    """The saved game; EngineError or ValueError when the file cannot be used."""
    _flush_quietly()
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
    _flush_quietly()
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {"game": data["game"], "deck_names": data["deck_names"], "turn": data.get("turn", 0)}
    except (OSError, ValueError, KeyError, TypeError):
        return {"game": "", "deck_names": [], "turn": 0}


def _flush_quietly() -> None:
    try:
        _WRITER.wait()
    except OSError:
        pass  # reported to the game that wrote it


def remove(path: Path) -> None:
    _WRITER.discard(path)
    try:
        path.unlink()
    except FileNotFoundError:
        pass


__all__ = ["GameSetup", "autosave_path", "write", "flush", "read", "summary", "remove", "EngineError"]
