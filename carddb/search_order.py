"""The orders card search sorts by, in SQL (carddb/search.py `search_ids`): any column of the card
browser, either direction, cards without a value for a numeric key last, ties in set order."""
from __future__ import annotations

from typing import Any

from sqlalchemy import Integer, cast, func

from .models import Card, CollectionEntry

JSON_STATS = ("at", "df", "ac", "x", "y")  # a game's own stats, kept in the stats JSON (the grid game's)
ORDERS = ("set", "number", "name", "game", "type", "rarity", "cost", "level", "power", "defense", *JSON_STATS,
          "owned")
_SET_ORDER = (Card.game, Card.set_code, Card.number_sort, Card.number)
_NUMERIC = ("cost", "level", "power", "defense", *JSON_STATS)


def order_by(key: str, descending: bool, lang: str) -> list[Any]:
    """ORDER BY terms: `key` (cards without a value last in both directions), ties in set order."""
    if key in ("set", "number"):
        return [c.desc() for c in _SET_ORDER] if descending else list(_SET_ORDER)
    if key == "name":
        value: Any = Card.name_ja_key if lang == "ja" else Card.name_en_key
    elif key == "owned":
        value = func.coalesce(CollectionEntry.quantity, 0)
    elif key in JSON_STATS:
        value = cast(func.json_extract(Card.stats_json, f"$.{key}"), Integer)
    else:
        value = getattr(Card, key)
    head = [value.is_(None)] if key in _NUMERIC else []
    return [*head, value.desc() if descending else value, *_SET_ORDER]
