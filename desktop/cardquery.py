"""Card queries for the browser: the ids matching a search, sorted by any column.

Sorting is carddb's (in SQL, `carddb.search.ORDERS`); this adapter only checks the key, so the
browser's columns and carddb's orders cannot drift apart unnoticed.
"""
from __future__ import annotations

import carddb
from carddb.search_order import JSON_STATS, ORDERS

SORT_KEYS = ORDERS
__all__ = ["JSON_STATS", "SORT_KEYS", "sorted_ids"]


def sorted_ids(db: carddb.CardDB, query: str, game: str | None = None, key: str = "set",
               descending: bool = False, lang: str = "en") -> list[int]:
    """Ids of the cards matching `query` (QueryError if unreadable), sorted by `key`.

    Cards without a value for a numeric key (e.g. no cost) come last in both directions; ties keep
    set order.
    """
    if key not in SORT_KEYS:
        raise ValueError(f"unknown sort key {key!r}")
    return carddb.search_ids(db, query, game, order=key, descending=descending, lang=lang)
