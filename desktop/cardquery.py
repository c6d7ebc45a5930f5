"""Card queries for the browser: the ids matching a search, sorted by any column.

carddb.search_ids() sorts by set, name, cost, power and level; for the other columns (type, rarity,
defense, owned, game, number, Japanese name) and for descending order this adapter reads one sort
key per card and sorts the matching ids in Python. It is the only module of desktop/ that reads
carddb's tables directly (read-only, through carddb's session); see docs/desktop.md for what carddb
should offer so it can go.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Integer, cast, func
from sqlmodel import col, select

import carddb
from carddb import search as carddb_search
from carddb.models import Card, CollectionEntry

JSON_STATS = ("at", "df", "ac", "x", "y")  # a game's own stats, kept in the stats JSON (the grid game's)
SORT_KEYS = ("name", "game", "set", "number", "type", "rarity", "cost", "level", "power", "defense", *JSON_STATS,
             "owned")


def _key_column(key: str, lang: str) -> Any:
    if key == "name":
        return Card.name_ja_key if lang == "ja" else Card.name_en_key
    if key == "owned":
        return func.coalesce(CollectionEntry.quantity, 0)
    if key in JSON_STATS:
        return cast(func.json_extract(Card.stats_json, f"$.{key}"), Integer)
    return {"game": Card.game, "type": Card.type, "rarity": Card.rarity, "cost": Card.cost, "level": Card.level,
            "power": Card.power, "defense": Card.defense}[key]


def _native_order(key: str, lang: str) -> str | None:
    """The carddb order that gives this sort ascending, if carddb has one."""
    if key in ("set", "number"):
        return "set"
    if key == "name" and lang == "ja":
        return None
    return key if key in carddb_search.ORDERS else None


def sorted_ids(db: carddb.CardDB, query: str, game: str | None = None, key: str = "set",
               descending: bool = False, lang: str = "en") -> list[int]:
    """Ids of the cards matching `query` (QueryError if unreadable), sorted by `key`.

    Cards without a value for a numeric key (e.g. no cost) come last in both directions; ties keep
    set order.
    """
    if key not in SORT_KEYS:
        raise ValueError(f"unknown sort key {key!r}")
    native = _native_order(key, lang)
    ids = carddb.search_ids(db, query, game, order=native or "set")
    if native is not None and not descending and key not in ("cost", "power", "level", *JSON_STATS):
        return ids
    keys = _sort_keys(db, key, lang, game)
    present = [i for i in ids if keys.get(i) is not None]
    missing = [i for i in ids if keys.get(i) is None]
    if key in ("set", "number"):
        present = ids[::-1] if descending else ids
        return present
    sk: Callable[[int], Any] = keys.__getitem__
    present.sort(key=sk, reverse=descending)
    return present + missing


def _sort_keys(db: carddb.CardDB, key: str, lang: str, game: str | None) -> dict[int, Any]:
    if key in ("set", "number"):
        return {}
    column = _key_column(key, lang)
    stmt = select(Card.id, column)
    if key == "owned":
        stmt = stmt.outerjoin(CollectionEntry, col(CollectionEntry.card_pk) == Card.id)
    if game:
        stmt = stmt.where(Card.game == game)
    with db.session() as s:
        return {int(pk): v for pk, v in s.exec(stmt)}
