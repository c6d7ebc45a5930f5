"""Card definitions: immutable data loaded from card-set files, shared by every game state."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

Text = dict[str, str]  # {"en": ..., "ja": ...}


@dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """One printed card. Abilities are plain data interpreted by the engine, never code."""

    id: str  # "<SET>-<number>", unique within a game
    game: str
    set: str
    number: str
    name: Text
    type: str
    rarity: str
    stats: dict[str, int]
    attrs: dict[str, Any]
    text: Text
    abilities: tuple[dict[str, Any], ...]
    raw: dict[str, Any] = field(repr=False)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled by its fields (worker processes): the compiled build's frozen class cannot be
        restored attribute by attribute."""
        return CardDef, tuple(getattr(self, f.name) for f in fields(self))

    def label(self, lang: str = "en") -> str:
        return self.name.get(lang) or self.name.get("en") or self.id

    def names(self) -> tuple[str, ...]:
        """Every name the card has (2.1.2: a card may have several)."""
        extra = self.attrs.get("also_named", ())
        return (self.name.get("en", ""), self.name.get("ja", ""), *extra)


@dataclass(frozen=True, slots=True)
class CardSet:
    game: str
    code: str
    version: int
    name: Text
    cards: tuple[CardDef, ...]
    source: str  # file it came from, for messages
    # display names of attrs values ({attrs key: {value: {en, ja}}}); shown by the app, never read by rules
    labels: dict[str, dict[str, Text]] = field(default_factory=dict)

    def __reduce__(self) -> tuple[Any, ...]:  # as CardDef's
        return CardSet, tuple(getattr(self, f.name) for f in fields(self))

    def by_id(self) -> dict[str, CardDef]:
        return {c.id: c for c in self.cards}
