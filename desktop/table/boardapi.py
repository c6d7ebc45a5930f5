"""What the board's parts (zones, badges, tooltips, arrows, stand-ins) read of the board, and what
the board asks its owner: protocols, so that those parts name the board without importing it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from engine.cards import CardDef
    from engine.state import State

    from ..qt import QPoint
    from .games.base import GameAdapter, Layout
    from .views import BoardModel, CardView


class BoardDelegate(Protocol):
    """What the board asks its owner."""

    def drop_targets(self, iid: int) -> set[str]: ...

    def try_drop(self, iid: int, key: str) -> bool: ...

    def card_clicked(self, iid: int, global_pos: QPoint) -> None: ...

    def can_drag(self, iid: int) -> bool: ...

    def drop_hovered(self, iid: int, key: str, inside: bool) -> None: ...


class BoardLike(Protocol):
    """The board (board.py's BoardWidget) as its parts see it."""

    unit: float
    lang: str
    bottom: int
    adapter: GameAdapter | None
    model: BoardModel | None
    delegate: BoardDelegate | None
    live: tuple[State, int] | None
    candidates: set[int]
    focus_iid: int | None
    recent: set[int]
    in_flight: set[int]
    dragging: int | None
    zones: dict[str, Any]  # key -> ZoneWidget
    card_defs: dict[str, CardDef]
    pixmaps: Any
    layout_: Layout | None
    zone_open: Any  # Signal(str)

    def card_name(self, card_id: str) -> str: ...

    def ribbon_for(self, zone: Any, c: CardView) -> str: ...

    def tooltip_for(self, zone: Any, c: CardView | None) -> str: ...

    def hover(self, c: CardView | None) -> None: ...

    def click_card(self, iid: int, global_pos: QPoint) -> None: ...

    def drag_card(self, zone: Any, iid: int) -> None: ...

    def drag_over(self, zone: Any, inside: bool) -> None: ...

    def drop_card(self, iid: int, key: str) -> bool: ...
