"""Which card a deck line names. A line with `(SET) number` names one printing; a line with only a
name may match several (Victory Spark has three different "Kanon Shiosai" cards), and picking one
of them silently builds a deck the player did not write. So the import takes the player's choice
per line (`choices`: line number -> card id), and a line left without one is stored with the first
printing in set order and reported (`AmbiguousLine`), never picked in silence."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import func
from sqlmodel import Session, col, select

from engine.decks import DeckEntry, entry_text, parse_deck

from .database import CardDB
from .models import Card, fold
from .textfiles import check_text_size


@dataclass(frozen=True)
class Printing:
    """One card a name-only line could mean."""

    pk: int
    card_id: str
    name_en: str
    name_ja: str
    type: str
    level: int | None
    cost: int | None

    def label(self, lang: str = "en") -> str:
        """"VSS1-015 Kanon Shiosai (character, level 2)": enough to tell printings apart."""
        name = (self.name_ja if lang == "ja" else self.name_en) or self.name_en
        return f"{self.card_id} {name}"


@dataclass(frozen=True)
class AmbiguousLine:
    """A name-only deck line that matches several printings; `printings[0]` is the default."""

    line: int
    text: str
    section: str
    printings: tuple[Printing, ...]
    chosen: int  # the card id stored for it

    def describe(self) -> str:
        """One line for the command line (English)."""
        chosen = next((p.card_id for p in self.printings if p.pk == self.chosen), "?")
        return (f"line {self.line}: {self.text!r} matches {len(self.printings)} printings "
                f"({', '.join(p.card_id for p in self.printings)}); stored {chosen} — write "
                f"'(SET) number' after the name to choose another")


def printings_named(s: Session, game: str, name: str) -> list[Printing]:
    """The game's cards whose English or Japanese name is `name` (ignoring case), in set order;
    cards taken out of their set (`removed`) only when no current card has the name."""
    key = fold(name)
    q = (select(Card.id, Card.card_id, Card.name_en, Card.name_ja, Card.type, Card.level, Card.cost, Card.removed)
         .where(Card.game == game, (col(Card.name_en_key) == key) | (col(Card.name_ja_key) == key))
         .order_by(Card.removed, Card.set_code, Card.number_sort, Card.number))
    rows = list(s.exec(q))
    current = [r for r in rows if not r[7]]
    return [Printing(int(r[0]), r[1], r[2], r[3], r[4], r[5], r[6]) for r in (current or rows)]


def resolve_entry(s: Session, game: str, e: DeckEntry, choices: Mapping[int, int] | None = None
                  ) -> tuple[int | None, tuple[Printing, ...]]:
    """The card a line names, and (when only its name was given and several cards have it) the
    printings it could mean. A choice in `choices` for its line that is one of them is taken."""
    base = select(Card.id).where(Card.game == game)
    if e.set and e.number:  # exactly that card, or none
        return s.exec(base.where(func.upper(Card.set_code) == e.set.upper(), Card.number == e.number)).first(), ()
    found = printings_named(s, game, e.name)
    if not found and "-" in e.name and " " not in e.name.strip():  # "3 VSS1-001": the card's id
        pk = s.exec(base.where(func.upper(Card.card_id) == e.name.strip().upper()).order_by(Card.removed)).first()
        return pk, ()
    if len(found) < 2:
        return (found[0].pk if found else None), ()
    chosen = (choices or {}).get(e.line)
    if chosen is not None and any(p.pk == chosen for p in found):
        return chosen, ()
    return found[0].pk, tuple(found)


def ambiguous_lines(db: CardDB, text: str, source: str, game: str) -> list[AmbiguousLine]:
    """The lines of a deck text that name a card only by a name several `game` cards have (what
    the app asks the player about before importing); unreadable lines are left to the import."""
    check_text_size(text, "deck", source)
    deck = parse_deck(text, source, skipped=[])
    game = deck.game or game
    out: list[AmbiguousLine] = []
    with db.session() as s:
        for sec, entries in deck.sections.items():
            for e in entries:
                pk, printings = resolve_entry(s, game, e)
                if printings and pk is not None:
                    out.append(AmbiguousLine(e.line, entry_text(e), sec, printings, pk))
    return sorted(out, key=lambda a: a.line)
