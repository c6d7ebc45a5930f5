"""An arena's records file: JSON Lines, one line per finished game, appended as each game ends.

Every line names its match (game, A, B, seed) as well as its game's index, so any line alone
says what it is, a file of another match is refused, and a run that was interrupted is resumed
by reading back the games it has and playing only the rest (a game is fully determined by the
match and its index).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any


@dataclass
class GameRecord:
    """One arena game (engine/ai/arena.py plays it; a records file holds one per line)."""

    index: int
    a_seat: int
    winner: str  # "a", "b" or "draw"
    reason: str
    turns: int
    actions: int
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})
    iterations: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    search_seconds: dict[str, float] = field(default_factory=lambda: {"a": 0.0, "b": 0.0})


FORMAT = 1
MATCH_KEYS = ("game", "a", "b", "seed")


class RecordsError(ValueError):
    """A records file that cannot be used; the message names the file, the line and the problem."""


@dataclass
class Loaded:
    records: dict[int, GameRecord] = field(default_factory=dict)  # index -> its game
    warnings: list[str] = field(default_factory=list)
    keep_bytes: int | None = None  # cut the file to this length before appending (a torn last line)
    needs_newline: bool = False  # the last line is whole but has no newline yet


def record_line(match: dict[str, Any], rec: GameRecord, decks: tuple[str, str]) -> str:
    """One game's line (with its newline)."""
    obj = {"format": FORMAT, **{k: match[k] for k in MATCH_KEYS}, "index": rec.index,
           "a_seat": rec.a_seat, "a_deck": decks[0], "b_deck": decks[1], "winner": rec.winner,
           "reason": rec.reason, "turns": rec.turns, "actions": rec.actions,
           "times": {who: [round(t, 6) for t in ts] for who, ts in rec.times.items()},  # to the µs
           "iterations": rec.iterations, "search_seconds": rec.search_seconds}
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


def _who_dict(obj: dict[str, Any], key: str, kind: type) -> dict[str, Any]:
    val = obj.get(key)
    if not isinstance(val, dict) or set(val) != {"a", "b"}:
        raise ValueError(f"{key!r} must be an object with keys \"a\" and \"b\"")
    for who, v in val.items():
        if kind is list:
            if not isinstance(v, list) or not all(isinstance(t, int | float) for t in v):
                raise ValueError(f"{key}.{who} must be a list of numbers")
        elif not isinstance(v, int | float) or isinstance(v, bool):
            raise ValueError(f"{key}.{who} must be a number")
    return val


def parse_record(obj: Any) -> GameRecord:
    """The GameRecord of one parsed line; ValueError saying which key is wrong."""
    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    for key, kind in (("index", int), ("a_seat", int), ("turns", int), ("actions", int),
                      ("winner", str), ("reason", str)):
        if not isinstance(obj.get(key), kind) or isinstance(obj.get(key), bool):
            raise ValueError(f"{key!r} is missing or not a{'n integer' if kind is int else ' string'}")
    if obj["index"] < 0 or obj["a_seat"] not in (0, 1) or obj["winner"] not in ("a", "b", "draw"):
        raise ValueError("'index' must be >= 0, 'a_seat' 0 or 1 and 'winner' \"a\", \"b\" or \"draw\"")
    return GameRecord(obj["index"], obj["a_seat"], obj["winner"], obj["reason"], obj["turns"],
                      obj["actions"], times={k: list(v) for k, v in _who_dict(obj, "times", list).items()},
                      iterations={k: int(v) for k, v in _who_dict(obj, "iterations", int).items()},
                      search_seconds={k: float(v) for k, v in _who_dict(obj, "search_seconds", float).items()})


def _outcome(r: GameRecord) -> tuple[Any, ...]:
    return (r.a_seat, r.winner, r.reason, r.turns, r.actions)


def load_records(path: Path, match: dict[str, Any]) -> Loaded:
    """The games of `match` already in `path` (nothing if it does not exist yet).

    RecordsError for a line of another match, a line that is not a game record, or one game
    recorded twice with different outcomes. A last line without its newline that does not parse
    is a write cut short by an interruption: it is left out with a warning (and cut off before
    the next append) so that game is simply played again."""
    out = Loaded()
    if not path.exists():
        return out
    try:
        data = path.read_bytes()
    except OSError as e:
        raise RecordsError(f"{path}: cannot read the records file: {e.strerror or e}") from None
    pos = 0
    lineno = 0
    want = {k: match[k] for k in MATCH_KEYS}
    while pos < len(data):
        end = data.find(b"\n", pos)
        last = end < 0
        raw = data[pos:] if last else data[pos:end]
        lineno += 1
        start, pos = pos, len(data) if last else end + 1
        if not raw.strip():
            continue
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            if last:
                out.warnings.append(f"{path}: line {lineno} is cut short (an interrupted write?); "
                                    "left out, that game will be played again")
                out.keep_bytes = start
                break
            raise RecordsError(f"{path}: line {lineno}: not valid JSON ({e})") from None
        if isinstance(obj, dict) and all(k in obj for k in MATCH_KEYS):
            got = {k: obj.get(k) for k in MATCH_KEYS}
            if got != want:
                raise RecordsError(
                    f"{path}: line {lineno} records another match (game {got['game']!r}, A {got['a']!r}, "
                    f"B {got['b']!r}, seed {got['seed']!r}), not game {want['game']!r}, A {want['a']!r}, "
                    f"B {want['b']!r}, seed {want['seed']!r}; give another --records file")
            if obj.get("format", FORMAT) != FORMAT:
                raise RecordsError(f"{path}: line {lineno}: records format {obj.get('format')!r}, "
                                   f"this version reads format {FORMAT}")
        elif isinstance(obj, dict):
            missing = ", ".join(repr(k) for k in MATCH_KEYS if k not in obj)
            raise RecordsError(f"{path}: line {lineno}: not a game record: no {missing}")
        try:
            rec = parse_record(obj)
        except ValueError as e:
            raise RecordsError(f"{path}: line {lineno}: not a game record: {e}") from None
        seen = out.records.get(rec.index)
        if seen is not None:
            if _outcome(seen) != _outcome(rec):
                raise RecordsError(f"{path}: line {lineno}: game {rec.index} is recorded again with "
                                   "another outcome (two different versions of the program?)")
            continue  # the same game twice (two runs on one file): count it once
        out.records[rec.index] = rec
        out.needs_newline = last
    return out


class RecordsWriter:
    """Appends one line per game and flushes it at once, so an interrupted run keeps its games."""

    def __init__(self, path: Path, loaded: Loaded) -> None:
        self.path = path
        try:
            if loaded.keep_bytes is not None:
                os.truncate(path, loaded.keep_bytes)
            self._f: IO[str] = open(path, "a", encoding="utf-8")  # noqa: SIM115 - closed in close()
        except OSError as e:
            raise RecordsError(f"{path}: cannot write the records file: {e.strerror or e}") from None
        if loaded.needs_newline:
            self._f.write("\n")

    def write(self, line: str) -> None:
        self._f.write(line)
        self._f.flush()

    def close(self) -> None:
        self._f.close()
