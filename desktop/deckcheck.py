"""What a stored deck needs checked besides its game's deck rules: cards that are no longer in the
card database.

carddb keeps a card that left its set (marked `removed`: hidden from search, still resolvable and
playable with its last definition). A card can still be gone for good: its data or its row deleted
by another program, or a damaged copy of the database. carddb.deck_cards() leaves out entries whose
card row is gone, so `missing_cards` also reads the deck's entries itself (read-only, through
carddb's session, like desktop/cardquery.py) to count them.
"""
from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import col, select

import carddb
from carddb.models import Card, DeckCard

from .qt import QCoreApplication


@dataclass(frozen=True)
class MissingCard:
    """Copies of a card in a deck section whose card is no longer in the database."""

    section: str
    card_pk: int
    count: int
    label: str  # "VSS1-042 Shion Kirinomiya", or "card #42" when even its row is gone


def missing_cards(db: carddb.CardDB, deck_id: int) -> list[MissingCard]:
    """The deck's entries that name no usable card (no definition, or no card row at all)."""
    listed = [(sec, e) for sec, es in carddb.deck_cards(db, deck_id).items() for e in es]
    defs = carddb.carddefs(db, [e.card_pk for _, e in listed])
    out = [MissingCard(sec, e.card_pk, e.count, f"{e.card_id} {e.name}".strip())
           for sec, e in listed if e.card_pk not in defs]
    gone = QCoreApplication.translate("deckcheck", "card #%1")
    with db.session() as s:
        q = (select(DeckCard.section, DeckCard.card_pk, DeckCard.count)
             .outerjoin(Card, col(Card.id) == DeckCard.card_pk)
             .where(DeckCard.deck_id == deck_id, col(Card.id).is_(None))
             .order_by(DeckCard.section, DeckCard.position))
        out += [MissingCard(sec, pk, n, gone.replace("%1", str(pk))) for sec, pk, n in s.exec(q)]
    return out


def missing_text(missing: list[MissingCard], limit: int = 6) -> str:
    """"VSS1-042 Shion Kirinomiya ×4, card #77 ×2" (at most `limit` cards, then "and N more")."""
    parts = [f"{m.label} ×{m.count}" for m in missing[:limit]]
    if len(missing) > limit:
        parts.append(QCoreApplication.translate("deckcheck", "and %1 more").replace("%1", str(len(missing) - limit)))
    return QCoreApplication.translate("deckcheck", ", ").join(parts)


__all__ = ["MissingCard", "missing_cards", "missing_text"]
