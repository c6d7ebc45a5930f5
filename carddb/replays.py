"""Replays: recorded games stored with what the replay browser lists (game, players, decks, result,
date, length); the replay itself is kept as file content, or as a path to the file.

A replay file's own claims (its result, its turns) are not stored: `save_checked_replay` stores what
re-running it gave. A row damaged outside the program is a DatabaseFileError naming the file and
the row, never a traceback."""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlmodel import col, select

from .database import CardDB
from .errors import DatabaseFileError, NotFound
from .models import Replay, utcnow

if TYPE_CHECKING:
    from engine.replay import Verdict


@dataclass(frozen=True)
class ReplayInfo:
    """A replay as the replay browser lists it."""

    id: int
    game: str
    players: list[str]
    decks: list[str]
    result: str
    played_at: datetime
    length: int
    path: str | None
    has_content: bool


@dataclass(frozen=True)
class ReplayRecord:
    """A replay with its content (None when only the path is stored)."""

    info: ReplayInfo
    content: str | None


_WRONG_KIND = "a column holds a value of the wrong kind (such as a date that is not a date)"


def _damaged(db: CardDB, replay_id: Any, problem: str) -> DatabaseFileError:
    where = str(db.path) if db.path is not None else "<in-memory database>"
    return DatabaseFileError(f"{where}: replay {replay_id}: {problem} (the row was changed outside the program, "
                             "or the file is damaged)")


def _names(db: CardDB, r: Replay, column: str, what: str) -> list[str]:
    """A stored list of names (players_json, decks_json): a JSON list of text, else a clear error."""
    try:
        value = json.loads(getattr(r, column))
    except (TypeError, ValueError, RecursionError):  # not text, not JSON, a huge number, absurdly deep
        raise _damaged(db, r.id, f"its {what} ({column}) are not valid JSON") from None
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise _damaged(db, r.id, f"its {what} ({column}) are not a list of names")
    return value


def _info(db: CardDB, r: Replay) -> ReplayInfo:
    assert r.id is not None
    if not isinstance(r.game, str) or not isinstance(r.result, str):
        raise _damaged(db, r.id, "its game or result is not text")
    if type(r.length) is not int or not isinstance(r.played_at, datetime):
        raise _damaged(db, r.id, "its length or date is not what the program stores")
    return ReplayInfo(r.id, r.game, _names(db, r, "players_json", "players"), _names(db, r, "decks_json", "decks"),
                      r.result, r.played_at, r.length, r.path, r.content is not None)


def save_replay(db: CardDB, game: str, *, content: str | None = None, path: str | None = None,
                players: Sequence[str] = (), decks: Sequence[str] = (), result: str = "",
                played_at: datetime | None = None, length: int = 0) -> int:
    """Store a replay (its content, its path, or both); returns its id."""
    if content is None and not path:
        raise ValueError("a replay needs its content or the path of its file")
    with db.transaction() as s:
        r = Replay(game=game, path=path, content=content, players_json=json.dumps(list(players), ensure_ascii=False),
                   decks_json=json.dumps(list(decks), ensure_ascii=False), result=result,
                   played_at=played_at or utcnow(), length=length)
        s.add(r)
        s.flush()
        assert r.id is not None
        return r.id


def list_replays(db: CardDB, game: str | None = None, limit: int | None = None,
                 on_damaged: Callable[[DatabaseFileError], None] | None = None) -> list[ReplayInfo]:
    """Stored replays, newest first. A damaged row is a DatabaseFileError naming the file and the row;
    with `on_damaged`, it is passed there instead and the other rows are listed."""
    with db.session() as s:
        q = select(Replay).order_by(col(Replay.played_at).desc(), col(Replay.id).desc())
        if game:
            q = q.where(Replay.game == game)
        if limit is not None:
            q = q.limit(limit)
        try:
            rows: list[Replay | DatabaseFileError] = list(s.exec(q))
        except (ValueError, TypeError, OverflowError):  # a column SQLAlchemy cannot convert (a date)
            rows = [_load(db, s, rid) for rid in s.exec(q.with_only_columns(col(Replay.id))).all()]
        out = []
        for r in rows:
            try:
                if isinstance(r, DatabaseFileError):
                    raise r
                out.append(_info(db, r))
            except DatabaseFileError as e:
                if on_damaged is None:
                    raise
                on_damaged(e)
        return out


def _load(db: CardDB, s: Any, replay_id: int) -> Replay | DatabaseFileError:
    """One row (only once loading them all failed), or what is wrong with it."""
    try:
        return s.exec(select(Replay).where(Replay.id == replay_id)).one()
    except (ValueError, TypeError, OverflowError):
        return _damaged(db, replay_id, _WRONG_KIND)


def get_replay(db: CardDB, replay_id: int) -> ReplayRecord:
    """One replay with its content; NotFound if there is none."""
    with db.session() as s:
        try:
            r = s.get(Replay, replay_id)
        except (ValueError, TypeError, OverflowError):
            raise _damaged(db, replay_id, _WRONG_KIND) from None
        if r is None:
            raise NotFound(f"no replay with id {replay_id}")
        if r.content is not None and not isinstance(r.content, str):
            raise _damaged(db, replay_id, "its content is not text")
        return ReplayRecord(_info(db, r), r.content)


def delete_replay(db: CardDB, replay_id: int) -> None:
    """Delete a stored replay (not the file at its path)."""
    with db.transaction() as s:
        r = s.get(Replay, replay_id)
        if r is None:
            raise NotFound(f"no replay with id {replay_id}")
        s.delete(r)


def save_checked_replay(db: CardDB, data: dict[str, Any], verdict: Verdict, *, content: str | None = None,
                        path: str | None = None) -> int:
    """Store a replay that was re-run and played back exactly (`engine.replay.check_replay`): the result
    and length listed are the re-run's, whatever the file says; players and deck names are its labels."""
    if not verdict.ok:
        raise ValueError(f"only a replay that plays back exactly is stored ({verdict.message})")
    result = " ".join(str(x) for x in verdict.result) if verdict.result else ""
    return save_replay(db, str(data["game"]), content=content, path=path,
                       players=[str(p) for p in data.get("players", [])],
                       decks=[str(d.get("name", "")) for d in data.get("decks", [])],
                       result=result, length=verdict.answers)
