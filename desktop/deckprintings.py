"""The question a deck import asks when a line names a card only by a name several printings have
("3 Kanon Shiosai" is one of three different Victory Spark cards): one row per such line, its
printings in a list with the first in set order chosen, OK to import with those, Cancel to import
nothing. Asked before the import (carddb.deck_printings.ambiguous_lines), so the deck is stored
once, with the cards the player meant."""
from __future__ import annotations

from collections.abc import Sequence

import carddb
from carddb.deck_printings import AmbiguousLine, Printing

from .qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    Qt,
    QVBoxLayout,
    QWidget,
)


def printing_label(p: Printing, lang: str, title: str = "") -> str:
    """"VSS1-015  Kanon Shiosai — Lighthouse Idol": the card's id, its name and its title (if any)."""
    name = (p.name_ja if lang == "ja" else p.name_en) or p.name_en
    return f"{p.card_id}  {name}" + (f" — {title}" if title else "")


class PrintingsDialog(QDialog):
    """Which printing each ambiguous line means; `choices()` once accepted."""

    def __init__(self, lines: Sequence[AmbiguousLine], db: carddb.CardDB, lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose printings"))
        self.lines = list(lines)
        defs = carddb.carddefs(db, [p.pk for a in lines for p in a.printings])
        intro = QLabel(self.tr("These lines name a card by a name several cards have. Choose the card each "
                               "line means (to skip this question, write the set and number after the name, "
                               "as in “3 Name (SET) 001”)."))
        intro.setWordWrap(True)
        grid = QGridLayout()
        self.combos: dict[int, QComboBox] = {}
        for row, a in enumerate(self.lines):
            grid.addWidget(QLabel(self.tr("Line %1: %2").replace("%1", str(a.line)).replace("%2", a.text)), row, 0)
            combo = QComboBox()
            for p in a.printings:
                cd = defs.get(p.pk)
                titles = cd.attrs.get("title") if cd is not None and lang != "ja" else None  # titles are English
                title = ", ".join(titles) if isinstance(titles, list) else str(titles or "")
                combo.addItem(printing_label(p, lang, title), p.pk)
                if cd is not None:
                    combo.setItemData(combo.count() - 1, cd.text.get(lang) or cd.text.get("en", ""),
                                      Qt.ItemDataRole.ToolTipRole)
            combo.setCurrentIndex(max(0, combo.findData(a.chosen)))
            grid.addWidget(combo, row, 1)
            self.combos[a.line] = combo
        grid.setColumnStretch(1, 1)
        body = QWidget()
        body.setLayout(grid)
        scroll = QScrollArea()  # a long pasted list may have many such lines
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(scroll, 1)
        lay.addWidget(buttons)
        self.resize(640, min(560, 160 + 36 * len(self.lines)))

    def choices(self) -> dict[int, int]:
        """Line number -> the card chosen for it."""
        return {line: int(c.currentData()) for line, c in self.combos.items()}


def ask_printings(parent: QWidget | None, lines: Sequence[AmbiguousLine], db: carddb.CardDB,
                  lang: str) -> dict[int, int] | None:
    """The player's choice per line, or None when they cancelled the import (tests answer this)."""
    dlg = PrintingsDialog(lines, db, lang, parent)
    return dlg.choices() if dlg.exec() == QDialog.DialogCode.Accepted else None
