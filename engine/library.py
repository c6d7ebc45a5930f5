"""Bundled card sets and preconstructed decks of a game, loaded on request (never at import)."""
from __future__ import annotations

from pathlib import Path

from .cards import CardDef
from .cardset import load_cardset
from .decks import DeckList, load_deck, resolve_deck

_CARDS: dict[str, dict[str, CardDef]] = {}


def bundled_cards(game: str) -> dict[str, CardDef]:
    """Every card of the game's bundled sets, by card id."""
    if game not in _CARDS:
        import assets
        out: dict[str, CardDef] = {}
        for p in assets.cardset_paths(game):
            out.update(load_cardset(p).by_id())
        _CARDS[game] = out
    return _CARDS[game]


def precon_paths(game: str) -> list[Path]:
    import assets
    return assets.deck_paths(game)


def load_deck_cards(path: str | Path, game: str, cards: dict[str, CardDef] | None = None
                    ) -> tuple[DeckList, dict[str, list[CardDef]]]:
    """A deck file resolved against the bundled cards (or the given ones)."""
    deck = load_deck(path)
    return deck, resolve_deck(deck, cards if cards is not None else bundled_cards(game), str(path))
