"""What the board shows, as plain data: cards (CardView), places (ZoneView) and the whole table at
one moment (BoardModel). model.py builds them from a game's view; the adapters and the widgets read
them (a module of its own, so that neither imports the other's package for the names)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.rules import ZoneSpec

REVEALED = -1  # perspective: everything face up

UPRIGHT, SIDEWAYS, REVERSED, FACE_DOWN = "upright", "sideways", "reversed", "face_down"
ORIENTATIONS = {"stand": UPRIGHT, "report": UPRIGHT, "rest": SIDEWAYS, "sleep": SIDEWAYS,
                "reverse": REVERSED, "face_down": FACE_DOWN,
                "release": UPRIGHT, "freeze": SIDEWAYS, "down": REVERSED}  # the grid game's names (1.5)


@dataclass(frozen=True)
class CardView:
    """One card on the board. `card_id` is None for a card the viewer may not see."""

    iid: int | None
    card_id: str | None
    orient: str = UPRIGHT  # UPRIGHT, SIDEWAYS, REVERSED or FACE_DOWN
    damage: int = 0
    stats: tuple[tuple[str, int], ...] = ()
    face_down: bool = False  # face down on the table, but the viewer knows it (shown veiled)
    extra: tuple[tuple[str, Any], ...] = ()  # other view fields (mission progress, ...)

    @property
    def hidden(self) -> bool:
        return self.card_id is None


@dataclass
class ZoneView:
    """One place on the board: a zone of one player (one slot of it), or a shared zone."""

    key: str  # the engine's zone key ("0.bench1", "rz")
    name: str  # the zone spec's name
    player: int | None
    slot: int | None
    spec: ZoneSpec
    cards: list[CardView] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.cards)


@dataclass
class BoardModel:
    """Everything the table shows at one moment."""

    game: str
    perspective: int
    zones: dict[str, ZoneView]
    turn: int
    turn_player: int
    phase: str
    step: str
    result: list[Any] | None
    decision_player: int | None
    decision_kind: str | None
    sides: list[dict[str, Any]] = field(default_factory=list)  # each player's part of the view (life...)

    def zone_at(self, name: str, player: int | None, slot: int | None = None) -> ZoneView | None:
        for z in self.zones.values():
            if z.name == name and z.player == player and z.slot == slot:
                return z
        return None

    def card(self, iid: int) -> tuple[ZoneView, CardView] | None:
        for z in self.zones.values():
            for c in z.cards:
                if c.iid == iid:
                    return z, c
        return None


@dataclass(frozen=True)
class Arrow:
    """From card `frm` to card `to_card`, or to zone `to_zone` (a pile: the deck). `firm`: the
    target is decided (drawn solid); else it is one the attacker may still choose (dashed)."""

    frm: int
    to_card: int | None = None
    to_zone: str | None = None
    firm: bool = True
    colour: str = ""  # "#rrggbb", or the overlay's (an attack's red); a review's better option is green
