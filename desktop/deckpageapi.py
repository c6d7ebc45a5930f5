"""What the Decks page's helpers (deckio.py, deckmanage.py) use of the page: a protocol, so that they
name the page without importing the module that imports them."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import carddb

    from .deckdoc import DeckDocument
    from .qt import QUndoGroup


class DecksPageLike(Protocol):
    """The Decks page (decks_page.py's DecksPage, a QWidget that dialogs take as their parent)."""

    db: carddb.CardDB
    doc: DeckDocument | None
    lang: str
    undo_group: QUndoGroup
    status_message: Any  # Signal(str)

    def current_game(self) -> str: ...

    def reload_decks(self, select: int | None = None) -> None: ...

    def forget_doc(self, deck_id: int) -> None: ...

    def free_name(self, base: str) -> str: ...
