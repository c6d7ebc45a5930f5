"""The orders card search sorts by, in SQL (carddb/search.py `search_ids`): any column of the card
browser, either direction, cards without a value for a numeric key last, ties in set order.

Each term list matches one of migration 0005's indexes term for term (`set_pos` is the card's
place in set order), so SQLite reads a sorted list off an index instead of sorting 100,000 rows.
"""
from __future__ import annotations

from itertools import filterfalse
from typing import Any

from sqlalchemy import Integer, cast, func

from .models import Card

JSON_STATS = ("at", "df", "ac", "x", "y")  # a game's own stats, kept in the stats JSON (the grid game's)
ORDERS = ("set", "number", "name", "game", "type", "rarity", "cost", "level", "power", "defense", *JSON_STATS,
          "owned")
_NUMERIC = ("cost", "level", "power", "defense")


def order_by(key: str, descending: bool, lang: str) -> list[Any]:
    """ORDER BY terms: `key` (cards without a value last in both directions), ties in set order.
    `owned` is not here: search_ids reads owned and unowned cards apart (two indexed lists)."""
    if key in ("set", "number") or (key == "game" and not descending):  # set order begins with the game
        return [Card.set_pos.desc() if descending else Card.set_pos]  # type: ignore[attr-defined]
    if key == "game":  # games in reverse, each in set order
        return [Card.game.desc(), Card.set_pos]  # type: ignore[attr-defined]
    if key == "name":
        value: Any = Card.name_ja_key if lang == "ja" else Card.name_en_key
    elif key in JSON_STATS:
        value = cast(func.json_extract(Card.stats_json, f"$.{key}"), Integer)
    else:
        value = getattr(Card, key)
    head = [value.is_(None)] if key in _NUMERIC or key in JSON_STATS else []
    return [*head, value.desc() if descending else value, Card.set_pos]


def owned_order(ids: list[int], owned: dict[int, int], descending: bool) -> list[int]:
    """`ids` (in set order) by copies owned (`owned`: card id -> copies, owned cards only), ties in
    set order: a stable sort of the owned few (100,000 cards: about 38 ms in all, against 70 for a
    join and sort in SQL)."""
    has = owned.__contains__  # filter() with a C method: no Python code per card
    mine = sorted(filter(has, ids), key=owned.__getitem__, reverse=descending)
    rest = list(filterfalse(has, ids))  # no copies: 0, the least
    return mine + rest if descending else rest + mine  # reverse=True keeps ties in order too
