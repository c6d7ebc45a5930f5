"""The decks the Play page offers: the player's stored decks (with why one cannot be played) and the
bundled preconstructed files, and the cards of the one chosen. Strings keep the page's translation
context, "PlayPage"."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import carddb
from engine.errors import EngineError

from .deckcheck import missing_cards, missing_text
from .qt import QCoreApplication


@dataclass(frozen=True)
class DeckChoice:
    """A deck the form offers: one in the database, or a bundled preconstructed file."""

    game: str
    name: str
    deck_id: int | None = None
    path: str | None = None
    legal: bool = True
    problem: str = ""
    missing: bool = False  # cards no longer in the card database (the problem names them)


def check_deck(db: carddb.CardDB, deck_id: int, lang: str) -> tuple[str, bool]:
    """Why a stored deck cannot be played ("" when it can), and whether that is missing cards."""
    try:
        missing = missing_cards(db, deck_id)
        if missing:
            return QCoreApplication.translate("PlayPage", "cards no longer in the card database: %1").replace(
                "%1", missing_text(missing)), True
        problems = carddb.validate_deck(db, deck_id)
    except (carddb.CardDBError, EngineError, LookupError, TypeError, ValueError) as e:  # a damaged deck or card
        return str(e), False
    return "; ".join(f"{v.text(lang)} ({v.clause})" for v in problems[:2]), False


def bundled_choices(game: str) -> list[DeckChoice]:
    """The preconstructed deck files of `game`."""
    try:
        import assets
        from engine.decks import load_deck
    except ImportError:  # pragma: no cover
        return []
    out = []
    for p in assets.deck_paths(game):
        try:  # one unreadable bundled deck leaves the others offered
            out.append(DeckChoice(game, load_deck(p).name or p.stem, path=str(p)))
        except (EngineError, OSError, ValueError):
            continue
    return out


def deck_cards(db: carddb.CardDB, c: DeckChoice) -> dict[str, Any]:
    """The chosen deck's cards by section (a bundled file resolved against the database's cards)."""
    if c.deck_id is not None:
        return carddb.deck_carddefs(db, c.deck_id)
    from engine.decks import load_deck, resolve_deck

    assert c.path is not None
    return resolve_deck(load_deck(c.path), carddb.game_carddefs(db, c.game), c.path)
