"""Deck text in and out of the Decks page: import from a file or the clipboard, export to either.

An import stores the cards it knows and leaves out the lines it cannot use (unknown cards,
unreadable lines, sections the game does not have), then lists those in one message, each with
its line number, as Cockatrice does (carddb.import_deck_text with skip_bad_lines). A deck text
needs no `name:` line: the file's name, or "Imported deck", is used (with a number when taken).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import carddb
from carddb.deck_printings import ambiguous_lines
from carddb.decks import NoCardsMatched
from carddb.textfiles import check_text_size
from engine.datafile import read_text
from engine.decks import SkippedLine, parse_deck
from engine.errors import FormatError
from engine.limits import MAX_DECK_COPIES

from . import deckprintings, dialogs
from .deckcounts import plural
from .gameinfo import game_info
from .qt import QT_TRANSLATE_NOOP, QApplication, QObject

if TYPE_CHECKING:
    from .deckpageapi import DecksPageLike as DecksPage

DECK_FILTER = QT_TRANSLATE_NOOP("DeckIO", "Deck files (*.txt);;All files (*)")  # shown through self.tr
CLIPBOARD = "<clipboard>"


class DeckIO(QObject):
    """Imports and exports of the Decks page `page` (its dialogs, status messages and deck list)."""

    def __init__(self, page: DecksPage) -> None:
        super().__init__(page)
        self.page = page

    def source_label(self, source: str) -> str:
        """Where deck text came from, for messages: the file, or the clipboard."""
        return self.tr("the clipboard") if source == CLIPBOARD else source

    # -- import -----------------------------------------------------------------------------------

    def import_text(self, text: str, source: str) -> int | None:
        """Store deck text as a new deck of the current game; returns its id, or None (and a message)."""
        page = self.page
        game = page.current_game()
        title = self.tr("Import deck")
        try:
            check_text_size(text, "deck", source)
            named = parse_deck(text, source, skipped=[]).name  # only its name; the import reads it again
        except FormatError as e:  # too large, or more lines than a deck may have
            dialogs.error(page, title, self.tr("The deck could not be imported."), self.describe(e, source))
            return None
        base = named or ("" if source == CLIPBOARD else Path(source).stem) or self.tr("Imported deck")
        choices = self.ask_printings(text, source, game)
        if choices is None:
            page.status_message.emit(self.tr("Import cancelled: no deck was made."))
            return None
        try:
            res = carddb.import_deck_text(page.db, text, source, game=game or None, name=page.free_name(base),
                                          skip_bad_lines=True, choices=choices)
        except NoCardsMatched as e:
            dialogs.error(page, title, self.tr("No line of %1 names a %2 card, so no deck was made.").replace(
                "%1", self.source_label(source)).replace("%2", game_info(game).name(page.lang)),
                self.skipped_text(e.skipped, game, source))
            return None
        except (carddb.CardDBError, FormatError) as e:
            dialogs.error(page, title, self.tr("The deck could not be imported."), self.describe(e, source))
            return None
        page.reload_decks(select=res.deck_id)
        n, k = len(res.violations or []), len(res.skipped)
        msg = self.tr("Imported deck “%1”").replace("%1", res.name)
        if n:
            msg += " — " + plural(self.tr("%n rule problem(s)", "", n), n)
        if k:
            msg += " — " + plural(self.tr("%n line(s) not matched", "", k), k)
            dialogs.info(page, title, plural(self.tr("Imported “%1” from %2. %n line(s) not matched and left out:", "", k),
                                             k).replace("%1", res.name).replace("%2", self.source_label(source)),
                         self.skipped_text(res.skipped, res.game, source, self.tr("Lines left out:")))
        page.status_message.emit(msg)
        return res.deck_id

    def ask_printings(self, text: str, source: str, game: str) -> dict[int, int] | None:
        """The printing the player means on each line that names a card several cards share (no
        question when there is none); None: they cancelled."""
        try:
            lines = ambiguous_lines(self.page.db, text, source, game)
        except (carddb.CardDBError, FormatError):  # the import itself says what is wrong with the text
            return {}
        return deckprintings.ask_printings(self.page, lines, self.page.db, self.page.lang) if lines else {}

    def import_from_file(self, path: str | None = None) -> int | None:
        path = path or dialogs.open_file(self.page, self.tr("Import deck"), self.tr(DECK_FILTER))
        if not path:
            return None
        try:
            text = read_text(path, "deck")  # within the size limit, UTF-8 (a byte-order mark dropped)
        except FormatError as e:
            dialogs.error(self.page, self.tr("Import deck"), self.tr("The file could not be read."), self.describe(e, path))
            return None
        return self.import_text(text, path)

    def import_from_clipboard(self) -> int | None:
        text = QApplication.clipboard().text()
        if not text.strip():
            dialogs.error(self.page, self.tr("Import deck"), self.tr("The clipboard holds no text."))
            return None
        return self.import_text(text, CLIPBOARD)

    # -- messages ---------------------------------------------------------------------------------

    def _where(self, item: str) -> str:
        m = re.fullmatch(r"line (\d+)", item)
        return self.tr("line %1").replace("%1", m.group(1)) if m else item

    def _source(self, source: str) -> str:
        return self.tr("Source: the clipboard") if source == CLIPBOARD else self.tr("File: %1").replace("%1", source)

    def describe(self, e: BaseException, source: str) -> str:
        """An import error as dialogs.describe() words it: the source, where, and the problem (carddb's
        problems are in English); the clipboard is named as such."""
        if not isinstance(e, FormatError):
            return str(e)
        lines = [self._source(source)]
        problems = getattr(e, "problems", None)  # carddb.RowsError: every bad line
        if problems:
            lines.append(self.tr("Problems:"))
            lines += [f"  {self._where(item)}: {problem}" for item, problem in problems]
        else:
            if e.item:
                lines.append(self.tr("Where: %1").replace("%1", self._where(e.item)))
            lines.append(self.tr("Problem: %1").replace("%1", e.problem))
        return "\n".join(lines)

    def skipped_text(self, skipped: Sequence[SkippedLine], game: str, source: str, heading: str = "") -> str:
        """The source, `heading` ("Problems:"), then one row per line left out:
        "  Line 4: 3 Flame Lance — no such Victory Spark card"."""
        gname = game_info(game).name(self.page.lang)
        why = {
            "unknown": self.tr("no such %1 card").replace("%1", gname),
            "unreadable": self.tr("not a card line (write “3 Card name” or “3 SET-001”)"),
            "section": self.tr("in a section %1 decks do not have").replace("%1", gname),
            "count": self.tr("the count must be 1 to %1").replace("%1", f"{MAX_DECK_COPIES:,}"),
            "long": self.tr("longer than 500 characters"),
            "limit": self.tr("more than %1 cards in one section").replace("%1", f"{MAX_DECK_COPIES:,}"),
        }
        rows = ["  " + self.tr("Line %1: %2 — %3").replace("%1", str(k.line)).replace("%2", k.text)
                .replace("%3", why.get(k.kind, k.problem)) for k in skipped]
        return "\n".join([self._source(source), heading or self.tr("Problems:"), *rows])

    # -- export -----------------------------------------------------------------------------------

    def export_to_file(self, path: str | None = None) -> bool:
        doc = self.page.doc
        if doc is None:
            return False
        path = path or dialogs.save_file(self.page, self.tr("Export deck"), f"{doc.name}.txt", self.tr(DECK_FILTER))
        if not path:
            return False
        try:
            Path(path).write_text(doc.export_text(), encoding="utf-8")
        except OSError as e:
            dialogs.error(self.page, self.tr("Export deck"), self.tr("The file could not be written."), f"{path}: {e}")
            return False
        self.page.status_message.emit(self.tr("Saved %1").replace("%1", path))
        return True

    def export_to_clipboard(self) -> bool:
        if self.page.doc is None:
            return False
        QApplication.clipboard().setText(self.page.doc.export_text())
        self.page.status_message.emit(self.tr("Deck copied to the clipboard"))
        return True
