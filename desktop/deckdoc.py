"""The deck being edited: its sections in memory, every change stored through carddb, and the
undoable edits (QUndoCommand) that are the only way the deck builder changes it.

A command keeps the affected sections before and after the edit, so undo and redo restore exactly
the same lists (order included) and write them back with carddb.set_section().

Cards added to a section its game does not let them in go to the one section their type belongs to
(`placement`, from engine.decks.place_card); the page reports those and the ones it refuses.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import carddb
from engine.cards import CardDef
from engine.decks import place_card
from engine.rules import Violation

from .deckcheck import MissingCard, missing_cards
from .deckcounts import plural
from .gameinfo import game_info, is_implemented
from .qt import QCoreApplication, QObject, QUndoCommand, QUndoStack, Signal

Entries = list[tuple[int, int]]  # (card id, copies), in deck order
Sections = dict[str, Entries]


@dataclass
class Placement:
    """Where cards added to section `asked` go: `to` section -> cards; `moved` the cards that go to
    another section than asked; `refused` those no section takes (or several do, but not the one asked)."""

    asked: str
    to: dict[str, list[int]] = field(default_factory=dict)
    moved: list[int] = field(default_factory=list)
    refused: list[int] = field(default_factory=list)


class DeckDocument(QObject):
    """One stored deck, loaded for editing; `changed` after every change (and after undo/redo)."""

    changed = Signal()
    renamed = Signal(str)

    def __init__(self, db: carddb.CardDB, deck_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.deck_id = deck_id
        info = carddb.get_deck(db, deck_id)
        self.game = info.game
        self.name = info.name
        self.section_names: tuple[str, ...] = game_info(self.game).sections
        rows = carddb.deck_cards(db, deck_id)
        self.sections: Sections = {s: [] for s in self.section_names}
        for sec, entries in rows.items():
            self.sections[sec] = [(e.card_pk, e.count) for e in entries]
        self._defs: dict[int, CardDef] = {}
        self._absent: set[int] = set()  # card ids with no definition in the database
        self._removed: set[int] = set()  # card ids that left their card set (still playable)
        self._owned: dict[int, int] = {}
        self._labels = {e.card_pk: f"{e.card_id} {e.name}".strip() for es in rows.values() for e in es}
        self.undo_stack = QUndoStack(self)
        self._fetch_defs(pk for es in self.sections.values() for pk, _ in es)
        self.missing: list[MissingCard] = missing_cards(db, deck_id)  # entries naming no usable card

    # -- reading --------------------------------------------------------------------------------

    def _fetch_defs(self, pks: Iterable[int]) -> None:
        missing = [pk for pk in dict.fromkeys(pks) if pk not in self._defs and pk not in self._absent]
        if missing:
            self._defs.update(carddb.carddefs(self.db, missing))
            for r in carddb.card_rows(self.db, missing):
                self._owned[r.pk] = r.owned
                if r.removed:
                    self._removed.add(r.pk)
            self._absent.update(pk for pk in missing if pk not in self._defs)  # asked once, not per paint

    def missing_label(self, pk: int) -> str:
        """What the deck knows of a card that is no longer in the database ("SET-NUM name", or its id)."""
        return self._labels.get(pk) or next((m.label for m in self.missing if m.card_pk == pk), f"#{pk}")

    def removed(self) -> list[int]:
        """The deck's cards that left their card set (carddb keeps them playable with their last text)."""
        return [pk for pk in self.copies_needed() if pk in self._removed]

    def card(self, pk: int) -> CardDef | None:
        if pk not in self._defs:
            self._fetch_defs([pk])
        return self._defs.get(pk)

    def owned(self, pk: int) -> int:
        if pk not in self._owned:
            self._fetch_defs([pk])
        return self._owned.get(pk, 0)

    def refresh_owned(self, pks: Iterable[int] | None = None) -> None:
        ids = list(pks) if pks is not None else list(self._owned)
        for r in carddb.card_rows(self.db, ids):
            self._owned[r.pk] = r.owned
        self.changed.emit()

    def count(self, section: str | None = None) -> int:
        secs = [section] if section else list(self.sections)
        return sum(n for s in secs for _, n in self.sections.get(s, []))

    def copies(self, section: str, pk: int) -> int:
        return next((n for p, n in self.sections.get(section, []) if p == pk), 0)

    def copies_needed(self) -> dict[int, int]:
        """Copies of each card the deck uses (all sections)."""
        c: Counter[int] = Counter()
        for es in self.sections.values():
            for pk, n in es:
                c[pk] += n
        return dict(c)

    def short_of(self) -> dict[int, int]:
        """Cards the player owns fewer copies of than the deck uses: card id -> copies missing."""
        return {pk: n - self.owned(pk) for pk, n in self.copies_needed().items() if n > self.owned(pk)}

    def card_sections(self) -> dict[str, list[CardDef]]:
        """Every copy as engine card definitions, per section (what the game's deck rules take)."""
        self._fetch_defs(pk for es in self.sections.values() for pk, _ in es)
        return {s: [self._defs[pk] for pk, n in es for _ in range(n) if pk in self._defs]
                for s, es in self.sections.items()}

    def violations(self) -> list[Violation] | None:
        """The deck's rule violations (empty: legal), or None when this build has no rules for its game."""
        if not is_implemented(self.game):
            return None
        from engine.games import get_rules

        return list(get_rules(self.game).validate_deck(self.card_sections()))

    def export_text(self) -> str:
        return carddb.export_deck_text(self.db, self.deck_id)

    # -- writing (commands call these) ----------------------------------------------------------

    def write_sections(self, sections: Sections) -> None:
        """Replace the given sections and store them."""
        self._fetch_defs(pk for es in sections.values() for pk, _ in es)
        for sec, entries in sections.items():
            carddb.set_section(self.db, self.deck_id, sec, entries)
            self.sections[sec] = list(entries)
        if self.missing or any(pk in self._absent for es in sections.values() for pk, _ in es):
            self.missing = missing_cards(self.db, self.deck_id)  # rewriting a section drops entries whose row is gone
        self.changed.emit()

    def write_name(self, name: str) -> None:
        carddb.rename_deck(self.db, self.deck_id, name)
        self.name = name
        self.renamed.emit(name)

    # -- edits (undoable) -----------------------------------------------------------------------

    def placement(self, section: str, pks: list[int]) -> Placement:
        """Where this game's cards among `pks` go when added to `section` (cards of other games are left out)."""
        out = Placement(section)
        for pk in pks:
            cd = self.card(pk)
            if cd is None or cd.game != self.game:
                continue
            home = place_card(self.game, self.section_names, section, cd)
            if home is None:
                out.refused.append(pk)
                continue
            out.to.setdefault(home, []).append(pk)
            if home != section:
                out.moved.append(pk)
        return out

    def add_cards(self, section: str, pks: list[int], copies: int = 1) -> bool:
        """Add `copies` of each card to a section, whatever its type (one undo step)."""
        return self.add_to_sections({section: [pk for pk in pks if (cd := self.card(pk)) is not None
                                               and cd.game == self.game]}, copies)

    def add_to_sections(self, placed: dict[str, list[int]], copies: int = 1) -> bool:
        """Add `copies` of each card to its section, e.g. a Placement's `to` (one undo step)."""
        placed = {s: pks for s, pks in placed.items() if pks and s in self.sections}
        if not placed:
            return False
        after = {s: list(self.sections[s]) for s in placed}
        for s, pks in placed.items():
            for pk in pks:
                after[s] = _delta(after[s], pk, copies)
        every = [pk for pks in placed.values() for pk in pks]
        n = len(every)
        text = (QCoreApplication.translate("DeckDocument", "Add %1").replace("%1", self._label(every[0])) if n == 1
                else plural(QCoreApplication.translate("DeckDocument", "Add %n card(s)", "", n), n))
        self.undo_stack.push(EditSections(self, after, text))
        return True

    def remove_cards(self, section: str, pks: list[int], copies: int = 1) -> bool:
        """Remove up to `copies` of each card from a section (one undo step)."""
        if section not in self.sections:
            return False
        after = {section: list(self.sections[section])}
        changed = False
        for pk in pks:
            if self.copies(section, pk) > 0:
                after[section] = _delta(after[section], pk, -copies)
                changed = True
        if not changed:
            return False
        n = len(pks)
        text = (QCoreApplication.translate("DeckDocument", "Remove %1").replace("%1", self._label(pks[0])) if n == 1
                else plural(QCoreApplication.translate("DeckDocument", "Remove %n card(s)", "", n), n))
        self.undo_stack.push(EditSections(self, after, text))
        return True

    def remove_anywhere(self, pks: list[int]) -> bool:
        """Remove one copy of each card from the first section that has it."""
        after: Sections = {}
        for pk in pks:
            for sec in self.sections:
                cur = after.get(sec, self.sections[sec])
                if any(p == pk for p, _ in cur):
                    after[sec] = _delta(cur, pk, -1)
                    break
        if not after:
            return False
        self.undo_stack.push(EditSections(self, after, QCoreApplication.translate("DeckDocument", "Remove %1").replace("%1", self._label(pks[0]))))
        return True

    def move_cards(self, source: str, target: str, pks: list[int]) -> bool:
        """Move one copy of each card from one section to another, whatever its type (one undo step)."""
        return self.move_to_sections(source, {target: pks})

    def move_to_sections(self, source: str, placed: dict[str, list[int]]) -> bool:
        """Move one copy of each card from `source` to its section in `placed` (one undo step)."""
        if source not in self.sections:
            return False
        after: Sections = {source: list(self.sections[source])}
        first = None
        for target, pks in placed.items():
            if target == source or target not in self.sections:
                continue
            for pk in pks:
                if any(p == pk for p, _ in after[source]):
                    after[source] = _delta(after[source], pk, -1)
                    after[target] = _delta(after.get(target, self.sections[target]), pk, 1)
                    first = pk if first is None else first
        if first is None:
            return False
        self.undo_stack.push(EditSections(self, after, QCoreApplication.translate("DeckDocument", "Move %1").replace(
            "%1", self._label(first))))
        return True

    def remove_missing(self) -> bool:
        """Take the cards that are no longer in the database out of the deck (one undo step)."""
        secs = {m.section for m in self.missing if m.section in self.sections}
        if not secs:
            return False
        after = {sec: [(pk, n) for pk, n in self.sections[sec] if self.card(pk) is not None] for sec in secs}
        self.undo_stack.push(EditSections(self, after, QCoreApplication.translate("DeckDocument", "Remove missing cards")))
        return True

    def replace_all(self, sections: Sections, text: str) -> None:
        after = {s: list(sections.get(s, [])) for s in self.sections}
        self.undo_stack.push(EditSections(self, after, text))

    def rename(self, name: str) -> None:
        """Rename the deck (undoable); carddb raises Conflict for a taken name before anything changes."""
        name = name.strip()
        if name and name != self.name:
            old = self.name
            self.write_name(name)  # validate and store first, so a taken name leaves no undo step
            self.undo_stack.push(RenameDeck(self, old, name, already_done=True))

    def _label(self, pk: int) -> str:
        cd = self.card(pk)
        return cd.label() if cd else str(pk)


def _delta(entries: Entries, pk: int, delta: int) -> Entries:
    out = list(entries)
    for i, (p, n) in enumerate(out):
        if p == pk:
            if n + delta > 0:
                out[i] = (p, n + delta)
            else:
                del out[i]
            return out
    if delta > 0:
        out.append((pk, delta))
    return out


class EditSections(QUndoCommand):
    """Set some sections to new contents; undo restores what they were."""

    def __init__(self, doc: DeckDocument, after: Sections, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = {s: list(doc.sections.get(s, [])) for s in after}
        self.after = {s: list(es) for s, es in after.items()}

    def redo(self) -> None:
        self.doc.write_sections(self.after)

    def undo(self) -> None:
        self.doc.write_sections(self.before)


class RenameDeck(QUndoCommand):
    def __init__(self, doc: DeckDocument, old: str, new: str, already_done: bool = False) -> None:
        super().__init__(QCoreApplication.translate("DeckDocument", "Rename deck to %1").replace("%1", new))
        self.doc, self.old, self.new = doc, old, new
        self._skip = already_done

    def redo(self) -> None:
        if self._skip:
            self._skip = False
            return
        self.doc.write_name(self.new)

    def undo(self) -> None:
        self.doc.write_name(self.old)
