"""The game in progress on disk: `autosave.json` beside the database file (so `TCGTABLE_DB` and
`--db` move it too), rewritten after every answer, removed when the game ends.

The file holds the engine's saved game (`engine.savegame`, pending decision included) plus what
the table needs to go on: the decks by section, their names, the players, the human's seat and the
computer's level (or `HOTSEAT`: two people at this computer). Written to a temporary file first and
renamed, so a kill never leaves half a file.

The caller's thread only takes a snapshot of the position; the JSON text is made and the file
written on a thread of its own (disk waits never hold up the window). `write(..., wait=True)` returns once the file is on disk (the table
waits so whenever the player is to answer, the position asked about is saved); `flush()` waits
for every write handed over; `read`, `summary` and `remove` flush first.

`read` checks everything before the game is rebuilt and raises only FormatError (file, item,
problem); the engine's part goes through `engine.savegame.load`, which checks the position in full
whatever its digest says (the digest is unkeyed: it finds accidents, not edits) and tries every answer
of the pending decision on a clone; its items are named `save.state...`. A file that cannot be resumed
is kept as `autosave.json.bad` by `set_aside`, never deleted.
"""
from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import carddb
from engine import savegame
from engine.cards import CardDef
from engine.datafile import parse_json, read_text
from engine.errors import EngineError, FormatError
from engine.games import IMPLEMENTED
from engine.limits import MAX_REPLAY_ACTIONS, MAX_SEED
from engine.state import State

from .logstate import remove_view

FORMAT = "tcgtable-autosave"
VERSION = 1
FILE_NAME = "autosave.json"
HOTSEAT = "hotseat"  # GameSetup.ai of a game between two people at this computer (no agent for either seat)


@dataclass
class GameSetup:
    """What a game was started with: against the computer, or hot-seat (`ai == HOTSEAT`; then `human` is
    the seat shown first)."""

    game: str
    seed: int
    decks: list[dict[str, list[CardDef]]]
    deck_names: list[str]
    players: list[str]
    human: int
    ai: str  # the computer's agent spec or level, or HOTSEAT
    branch: dict[str, Any] | None = None  # played on from a replay: its `branched_from` (engine/replay.py)
    hints: list[int] = field(default_factory=list)  # positions where the player asked for a hint
    study: bool = False  # both sides' hidden cards shown to the player ("Play from here", revealed)


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
    if setup.branch is not None:
        data["branch"] = dict(setup.branch)
    if setup.hints:
        data["hints"] = list(setup.hints)
    if setup.study:
        data["study"] = True

    def text() -> str:
        global _CARDS_JSON
        if _CARDS_JSON is None or _CARDS_JSON[0] is not table:
            _CARDS_JSON = (table, _dumps(cards))
        return _dumps(data)[:-1] + ',"save":' + _dumps(save)[:-1] + ',"cards":' + _CARDS_JSON[1] + "}}"

    _WRITER.put(path, text)
    if wait:
        _WRITER.wait()


def _branch_ok(b: Any) -> bool:
    """A GameSetup.branch as written: the replay's label, the answers kept, its hash, the reshuffle seed."""
    def whole(x: Any) -> bool:
        return isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MAX_SEED

    return (isinstance(b, dict) and set(b) == {"replay", "step", "final_hash", "reshuffle"}
            and isinstance(b["replay"], str) and len(b["replay"]) <= _MAX_TEXT and whole(b["step"])
            and (b["final_hash"] is None or (isinstance(b["final_hash"], str) and len(b["final_hash"]) <= 128))
            and (b["reshuffle"] is None or whole(b["reshuffle"])))


def read(path: Path) -> tuple[GameSetup, State]:
    """The saved game. FormatError naming the file, the item and the problem when it cannot be used:
    unreadable or too large, cut short, not JSON, nested too deep, of another version, of the wrong
    shape, naming cards it does not hold, or a position the engine cannot go on from."""
    _flush_quietly()
    source = str(path)
    data = _parse(read_text(path, "saved game"), source)
    _check_header(data, source)
    try:
        # checked in full, whatever its digest says (an unkeyed digest finds accidents, not edits)
        state = savegame.load(data["save"], source)
        rules_id = state.rules.id
    except FormatError as e:
        if e.file != source:  # the embedded cards, named as such
            raise
        raise FormatError(source, f"save.{e.item}" if e.item else "save", e.problem) from None
    except (EngineError, LookupError, TypeError, ValueError, AttributeError, RecursionError, OverflowError) as e:
        raise FormatError(source, "save", f"damaged saved game ({_why(e)})") from None
    if rules_id != data["game"]:
        raise FormatError(source, "save.state.game", f"the position is of {rules_id!r}, the file says {data['game']!r}")
    decks: list[dict[str, list[CardDef]]] = []
    for i, d in enumerate(data["decks"]):
        deck: dict[str, list[CardDef]] = {}
        for sec, ids in d.items():
            for j, cid in enumerate(ids):
                if cid not in state.deftable:
                    raise FormatError(source, f"decks[{i}].{sec}[{j}]",
                                      f"card {cid!r} is not among the cards stored in the saved game")
            deck[sec] = [state.deftable[c] for c in ids]
        decks.append(deck)
    setup = GameSetup(data["game"], data["seed"], decks, list(data["deck_names"]), list(data["players"]),
                      data["human"], data["ai"], data.get("branch"), list(data.get("hints", [])),
                      data.get("study", False))
    try:  # what the table asks of the position at once: a damaged one fails here, not on the board
        state.view(setup.human)
        if not state.is_terminal():
            state.legal_actions()
    except (EngineError, LookupError, TypeError, ValueError, AttributeError, RecursionError, OverflowError) as e:
        raise FormatError(source, "save.state", f"the saved position cannot be played on ({_why(e)})") from None
    return setup, state


def summary(path: Path) -> dict[str, Any] | None:
    """A few facts of the saved game for the resume question (game, deck_names, turn), None when there
    is none; {"problem": FormatError} when its header already shows it cannot be resumed."""
    _flush_quietly()
    if not path.exists():
        return None
    try:
        data = _parse(read_text(path, "saved game"), str(path))
        _check_header(data, str(path))
    except FormatError as e:
        return {"game": "", "deck_names": [], "turn": 0, "problem": e}
    return {"game": data["game"], "deck_names": data["deck_names"], "turn": data.get("turn", 0)}


def set_aside(path: Path) -> Path | None:
    """Keep a saved game that cannot be resumed beside the database as `autosave.json.bad` (then
    `autosave.json.2.bad`, ...; an earlier one is never replaced), so a new game does not overwrite it.
    The new path, or None when the file could not be moved (it stays where it was)."""
    _WRITER.discard(path)
    for n in range(1, 1000):
        dest = path.with_name(f"{path.name}.bad" if n == 1 else f"{path.name}.{n}.bad")
        if dest.exists():
            continue
        try:
            os.replace(path, dest)  # dest was checked free just now; the folder is the player's own
        except OSError:
            return None
        return dest
    return None


# -- checking what is read ---------------------------------------------------------------------------

_MAX_TEXT = 500  # names, players, the computer's level


def _parse(text: str, source: str) -> Any:
    """JSON within engine.datafile's limits (nesting, size, numbers up to 2**64: the generator state)."""
    if not text.strip():
        raise FormatError(source, "", "the file is empty")
    try:
        return parse_json(text, source)
    except FormatError as e:
        if e.problem.startswith("not valid JSON") and not text.rstrip().endswith(("}", "]")):
            # what a kill or a full disk during a write leaves
            raise FormatError(source, e.item, "the file ends too early: it was cut short (not valid JSON)") from None
        raise


def _kind(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true/false"
    return {str: "text", int: "a number", float: "a number", list: "a list", dict: "a mapping"}.get(type(v), "?")


def _check_header(data: Any, source: str) -> None:
    """The table's part of the file: format, version and the shape of every field (the engine's part,
    `save`, is checked by engine.savegame)."""
    if not isinstance(data, dict):
        raise FormatError(source, "top level", f"must be a mapping, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise FormatError(source, "format", "not a TCG Table saved game")
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise FormatError(source, "version", f"saved by another version of TCG Table (saved-game version {version!r}; "
                                             f"this version reads version {VERSION})")

    def need(key: str, ok: bool, what: str) -> None:
        if not ok:
            shown = "missing" if key not in data else _kind(data[key])
            raise FormatError(source, key, f"must be {what}, not {shown}")

    game = data.get("game")
    need("game", isinstance(game, str) and 0 < len(game) <= _MAX_TEXT, "the name of a game")
    if game not in IMPLEMENTED:
        raise FormatError(source, "game", f"the game {game!r} is not in this version of TCG Table")
    seed = data.get("seed")
    need("seed", isinstance(seed, int) and not isinstance(seed, bool), "a whole number")  # range: by parse_json
    human = data.get("human")
    need("human", human in (0, 1) and not isinstance(human, bool), "0 or 1 (the player's seat)")
    need("ai", isinstance(data.get("ai"), str) and 0 < len(data["ai"]) <= _MAX_TEXT, "the computer's level")
    for key in ("deck_names", "players"):
        v = data.get(key)
        need(key, isinstance(v, list) and len(v) == 2 and all(isinstance(x, str) and len(x) <= _MAX_TEXT for x in v),
             "a list of two names")
    decks = data.get("decks")
    need("decks", isinstance(decks, list) and len(decks) == 2, "a list of two decks")
    for i, d in enumerate(decks):
        if not isinstance(d, dict):
            raise FormatError(source, f"decks[{i}]", f"must be a mapping of sections to card ids, not {_kind(d)}")
        for sec, ids in d.items():
            if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
                raise FormatError(source, f"decks[{i}].{sec}", "must be a list of card ids")
    branch = data.get("branch")
    need("branch", branch is None or _branch_ok(branch), "where the game branched from a replay "
         "({replay, step, final_hash, reshuffle})")
    hints = data.get("hints", [])
    need("hints", isinstance(hints, list) and len(hints) <= MAX_REPLAY_ACTIONS and all(
        isinstance(h, int) and not isinstance(h, bool) and h >= 0 for h in hints), "a list of positions")
    need("study", isinstance(data.get("study", False), bool), "true or false")
    turn = data.get("turn", 0)
    need("turn", isinstance(turn, int) and not isinstance(turn, bool) and turn >= 0, "a whole number")
    need("save", isinstance(data.get("save"), dict), "the engine's saved game (a mapping)")


def _why(e: BaseException) -> str:
    text = str(e)
    return f"{type(e).__name__}: {text[:200]}" if text else type(e).__name__


def _flush_quietly() -> None:
    try:
        _WRITER.wait()
    except OSError:
        pass  # reported to the game that wrote it


def remove(path: Path) -> None:
    _WRITER.discard(path)
    remove_view(path)  # the log's look of that game goes with it
    try:
        path.unlink()
    except FileNotFoundError:
        pass


__all__ = ["GameSetup", "HOTSEAT", "autosave_path", "write", "flush", "read", "summary", "remove", "set_aside",
           "EngineError", "FormatError"]
