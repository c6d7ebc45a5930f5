"""Each reader's log kept laid out while another reader's is shown (hot-seat: every hand-over turns
the log to the other seat). Laying a long log out again from its HTML took most of a hand-over's
time; a kept document is shown again when the log made for its reader now begins with exactly the
lines it holds, and only the lines after them are added. The check compares the lines themselves, so
what a seat reads is always the log made for it from scratch (a changed line: it is made again)."""
from __future__ import annotations

from dataclasses import dataclass

from ..qt import QObject, QTextDocument


@dataclass
class KeptLog:
    doc: QTextDocument
    html: list[str]  # per block: the line's HTML as it was put in
    minor: list[bool]
    why: list[bool]
    folds: tuple[bool, bool]  # Details and Why? as they were when its blocks were folded

    def holds_start_of(self, html: list[str], minor: list[bool], why: list[bool]) -> bool:
        """True when these lines begin with exactly the lines in the kept document."""
        n = len(self.html)
        return n <= len(html) and html[:n] == self.html and minor[:n] == self.minor and why[:n] == self.why


def blank_like(doc: QTextDocument, parent: QObject) -> QTextDocument:
    """An empty document with `doc`'s font, margins and options, owned by `parent`: a document owned by
    the text view is deleted when the view is given another. No undo: nobody edits a log."""
    new = QTextDocument(parent)
    new.setDefaultFont(doc.defaultFont())
    new.setDefaultStyleSheet(doc.defaultStyleSheet())
    new.setDefaultTextOption(doc.defaultTextOption())
    new.setDocumentMargin(doc.documentMargin())
    new.setUndoRedoEnabled(False)
    return new
