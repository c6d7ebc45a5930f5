"""Two-faced cards' definitions (engine/faces.py): each other face of a printed card is a CardDef
of its own, "<printed id>#<face>", built once from the printed card's data. Pure functions of card
definitions, with no game state, so the state module builds its card table with them."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .cards import CardDef

SEP = "#"
_FACES: dict[tuple[int, str], CardDef] = {}  # (id() of the printed CardDef, face) -> face; printed defs live on


def face_def(base: CardDef, face: str, normalize: Callable[[Any], Any] | None = None,
             card_type: str | None = None) -> CardDef:
    """The `face` side of printed card `base` (its attrs[face] mapping); `card_type`: the type every
    face has in the game (a transformed state is a character's, even when an equipment gives it)."""
    key = (id(base), face)
    d = _FACES.get(key)
    if d is not None and d.raw is base.raw:
        return d
    data: dict[str, Any] = base.attrs[face]
    abilities = tuple(normalize(a) if normalize else a for a in data.get("abilities", ()))
    stats = {**base.stats, **data.get("stats", {})}
    d = CardDef(id=f"{base.id}{SEP}{face}", game=base.game, set=base.set, number=base.number,
                name=dict(data["name"]), type=card_type or base.type, rarity=base.rarity, stats=stats,
                attrs={**dict(data.get("attrs") or {}), "printed": base.id}, text=dict(data["text"]),
                abilities=abilities, raw=base.raw)
    _FACES[key] = d
    return d


def face_keys(attrs: Mapping[str, Any], names: tuple[str, ...]) -> list[str]:
    """The faces among `names` (GameRules.faces) that card data `attrs` describes, in that order: a
    card may have several (Phantom Magic Vision 10.28.5: one is chosen as it turns)."""
    return [k for k in names if isinstance(attrs.get(k), dict)]


def printed_raw(table: Mapping[str, CardDef]) -> dict[str, Any]:
    """{id: raw card data} of the printed cards of a card table (faces are rebuilt from these), as
    saves, replays and the computer player's process embed them."""
    return {d.id: d.raw for d in table.values() if SEP not in d.id}


def printed_id(card_id: str) -> str:
    return card_id.split(SEP, 1)[0]


def card_for(cards: Mapping[str, CardDef], card_id: str, normalize: Callable[[Any], Any] | None = None,
             card_type: str | None = None) -> CardDef:
    """The definition of `card_id` among printed cards `cards`, a face id built from its card.
    KeyError for an unknown card or face."""
    d = cards.get(card_id)
    if d is not None:
        return d
    base_id, _, face = card_id.partition(SEP)
    base = cards[base_id]
    if not face or not isinstance(base.attrs.get(face), dict):
        raise KeyError(card_id)
    return face_def(base, face, normalize)
