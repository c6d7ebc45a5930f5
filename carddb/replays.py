"""Replays: recorded games stored with what the replay browser lists (game, players, decks, result,
date, length); the replay itself is kept as file content, or as a path to the file."""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlmodel import col, select

from .database import CardDB
from .errors import NotFound
from .models import Replay, utcnow


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


def _info(r: Replay) -> ReplayInfo:
    assert r.id is not None
    return ReplayInfo(r.id, r.game, json.loads(r.players_json), json.loads(r.decks_json), r.result,
                      r.played_at, r.length, r.path, r.content is not None)


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


def list_replays(db: CardDB, game: str | None = None, limit: int | None = None) -> list[ReplayInfo]:
    """Stored replays, newest first."""
    with db.session() as s:
        q = select(Replay).order_by(col(Replay.played_at).desc(), col(Replay.id).desc())
        if game:
            q = q.where(Replay.game == game)
        if limit is not None:
            q = q.limit(limit)
        return [_info(r) for r in s.exec(q)]


def get_replay(db: CardDB, replay_id: int) -> ReplayRecord:
    """One replay with its content; NotFound if there is none."""
    with db.session() as s:
        r = s.get(Replay, replay_id)
        if r is None:
            raise NotFound(f"no replay with id {replay_id}")
        return ReplayRecord(_info(r), r.content)


def delete_replay(db: CardDB, replay_id: int) -> None:
    """Delete a stored replay (not the file at its path)."""
    with db.transaction() as s:
        r = s.get(Replay, replay_id)
        if r is None:
            raise NotFound(f"no replay with id {replay_id}")
        s.delete(r)
