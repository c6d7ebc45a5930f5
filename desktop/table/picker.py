"""The card picker: a choice among cards that are not on the table (the ring card from the deck at
the start, a search, the top of the deck, an opponent's revealed hand) shown as their faces in a
grid over the board. Copies of one card are one face with "×n"; each face carries the number of its
answer in the prompt list (1-9 pick it there too). Hover shows the card large in the preview with
its full text; arrows move, Enter or a double-click chooses. "Show the table" folds the picker to
its title bar, so the board can be looked at before choosing."""
from __future__ import annotations

from dataclasses import dataclass

from engine.cards import CardDef

from ..cardface import CARD_ASPECT
from ..cardpixmaps import CardPixmaps
from ..cardtext import readable
from ..qt import (
    QFrame,
    QHBoxLayout,
    QIcon,
    QKeyEvent,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .zonedialog import face_grid

CARD_W = 104


@dataclass(frozen=True)
class PickEntry:
    """One face of the picker: the card, the prompt row it answers, and how many copies it stands for."""

    card: CardDef
    row: int
    copies: int = 1


class _Faces(QListWidget):
    chosen_row = Signal(int)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentItem() is not None:
            self.chosen_row.emit(int(self.currentItem().data(Qt.ItemDataRole.UserRole)))
            return
        super().keyPressEvent(e)


class CardPicker(QFrame):
    """The faces of a choice among cards off the table, over the board."""

    chosen = Signal(int)  # the prompt row chosen
    current = Signal(int)  # the prompt row selected (kept in step with the prompt list)
    hovered = Signal(object)  # CardDef or None

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.setObjectName("cardPicker")
        self.setStyleSheet("QFrame#cardPicker { background: rgba(20,24,40,238); border-radius: 12px; }"
                           "QFrame#cardPicker QLabel { color: white; }"
                           "QListWidget { background: transparent; border: none; color: white; }")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-weight:600; font-size:13px")
        self.fold_button = QPushButton(self.tr("Show the table"))
        self.fold_button.setCheckable(True)
        self.fold_button.setToolTip(self.tr("Fold the choice away to look at the table; click again to choose"))
        self.fold_button.toggled.connect(self._fold)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.fold_button)
        self.faces = face_grid(_Faces(), CARD_W)
        self.faces.setObjectName("pickerFaces")
        self.faces.setWordWrap(True)
        self.faces.itemEntered.connect(lambda it: self.hovered.emit(it.data(Qt.ItemDataRole.UserRole + 1)))
        self.faces.itemDoubleClicked.connect(lambda it: self.chosen.emit(int(it.data(Qt.ItemDataRole.UserRole))))
        self.faces.chosen_row.connect(self.chosen)
        self.faces.currentItemChanged.connect(self._on_current)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 12)
        lay.addLayout(head)
        lay.addWidget(self.faces, 1)
        self.entries: list[PickEntry] = []
        self.hide()

    def show_choices(self, title: str, entries: list[PickEntry]) -> None:
        """Show these faces (`title`: what is being decided) over the parent, and take the focus."""
        self.entries = list(entries)
        self.title.setText(title)
        self.faces.blockSignals(True)
        self.faces.clear()
        dpr = self.devicePixelRatioF()
        for e in entries:
            label = f"{e.row + 1}" if e.row < 9 else ""
            if e.copies > 1:
                label = f"{label}  ×{e.copies}".strip()
            item = QListWidgetItem(QIcon(self.pixmaps.pixmap(e.card, CARD_W, dpr)), label)
            item.setToolTip(_full_text(e.card, self.pixmaps.lang))
            item.setData(Qt.ItemDataRole.UserRole, e.row)
            item.setData(Qt.ItemDataRole.UserRole + 1, e.card)
            item.setSizeHint(QSize(CARD_W + 12, round(CARD_W * CARD_ASPECT) + 26))
            self.faces.addItem(item)
        self.faces.blockSignals(False)
        self.fold_button.blockSignals(True)
        self.fold_button.setChecked(False)
        self.fold_button.blockSignals(False)
        self.faces.show()
        self.place()
        self.show()
        self.raise_()
        self.faces.setFocus()

    def rows(self) -> list[int]:
        return [e.row for e in self.entries]

    def select_row(self, row: int) -> None:
        """Follow the prompt list's selection."""
        for i in range(self.faces.count()):
            if self.faces.item(i).data(Qt.ItemDataRole.UserRole) == row:
                self.faces.blockSignals(True)
                self.faces.setCurrentRow(i)
                self.faces.blockSignals(False)
                return

    def close_choices(self) -> None:
        self.entries = []
        self.faces.clear()
        self.hide()

    def place(self) -> None:
        """Centre over the parent, as large as the faces need (within the parent)."""
        p = self.parentWidget()
        if p is None:
            return
        cell = CARD_W + 18
        per_row = max(1, min(len(self.entries), (p.width() - 60) // cell))
        lines = -(-max(1, len(self.entries)) // per_row)
        w = min(p.width() - 20, max(360, per_row * cell + 40))
        h = 60 if self.fold_button.isChecked() else min(p.height() - 20, 70 + lines * (round(CARD_W * CARD_ASPECT) + 34))
        self.resize(w, h)
        y = 10 if self.fold_button.isChecked() else (p.height() - h) // 2
        self.move((p.width() - w) // 2, y)

    def _fold(self, folded: bool) -> None:
        self.faces.setVisible(not folded)
        self.fold_button.setText(self.tr("Choose") if folded else self.tr("Show the table"))
        self.place()

    def _on_current(self, item: QListWidgetItem | None, _prev: object = None) -> None:
        if item is not None:
            self.current.emit(int(item.data(Qt.ItemDataRole.UserRole)))
            self.hovered.emit(item.data(Qt.ItemDataRole.UserRole + 1))


def _full_text(cd: CardDef, lang: str) -> str:
    text = readable(cd.text.get(lang) or cd.text.get("en") or "")
    return f"{cd.label(lang)}\n{text}".strip()
