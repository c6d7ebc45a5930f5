"""Building blocks of JSON Schema fragments (draft 2020-12): the card-set schema
(engine/cardset_schema.py) is made of them, and each game describes its card fields with them
(`card_field_schemas` in engine/games/<game>/zones.py)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .vocabulary import MAX_ITEMS

Schema = dict[str, Any]
# per card type: (its stats, its attrs' schemas, the attrs it must have)
CardFields = dict[str, tuple[tuple[str, ...], dict[str, Schema], tuple[str, ...]]]


def ref(name: str, description: str | None = None) -> Schema:
    return doc({"$ref": f"#/$defs/{name}"}, description)


def doc(s: Schema, description: str | None) -> Schema:
    return {**s, "description": description} if description else s


def enum(values: Iterable[str], description: str | None = None) -> Schema:
    vals = sorted(set(values))
    return doc({"type": "string", "enum": vals} if vals else {"not": {}}, description)


def int_range(lo: int, hi: int) -> Schema:
    return {"type": "integer", "minimum": lo, "maximum": hi}


def list_of(item: Schema, max_items: int | None = MAX_ITEMS, min_items: int = 0) -> Schema:
    s: Schema = {"type": "array", "items": item}
    if max_items is not None:
        s["maxItems"] = max_items
    if min_items:
        s["minItems"] = min_items
    return s


def obj(props: dict[str, Schema], required: Iterable[str] = (), closed: bool = True) -> Schema:
    """A mapping with these keys (closed: no others)."""
    s: Schema = {"type": "object", "properties": props}
    if required:
        s["required"] = sorted(set(required))
    if closed:
        s["additionalProperties"] = False
    return s
