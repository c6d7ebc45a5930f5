"""Display names of card attribute values, from each card set's `labels` (docs/cardsets.md).

A set may name its attribute values in English and Japanese (the grid game's `sun` is 陽 in
Japanese). The names live in the card database; the app loads them once at start and after an
import, and every card face asks here. A value without a label is shown as written.
"""
from __future__ import annotations

from typing import Any

from engine.cards import CardDef

_LABELS: dict[tuple[str, str], dict[str, dict[str, dict[str, str]]]] = {}


def load(db: Any) -> None:
    """(Re)load every set's labels from the card database."""
    import carddb
    _LABELS.clear()
    _LABELS.update(carddb.set_labels(db))


def put(game: str, code: str, labels: dict[str, dict[str, dict[str, str]]]) -> None:
    """Labels of one set known without the database (a set loaded from a file)."""
    _LABELS[(game, code)] = labels


def label(cd: CardDef, key: str, value: Any, lang: str) -> str:
    """The name of attrs[key]'s `value` on card `cd` in `lang`, or the value as written."""
    names = _LABELS.get((cd.game, cd.set), {}).get(key, {}).get(str(value))
    if isinstance(names, dict):
        text = names.get(lang) or names.get("en")
        if isinstance(text, str) and text:
            return text
    return str(value)


def has(cd: CardDef, key: str, value: Any) -> bool:
    """Whether the card's set names attrs[key]'s `value` (else callers show it their own way)."""
    return isinstance(_LABELS.get((cd.game, cd.set), {}).get(key, {}).get(str(value)), dict)
