"""The cards of one pile (waiting room, trash, retire yard, ...) laid out as faces, opened by
double-clicking the pile; hovering a card shows it large in the table's preview."""
from __future__ import annotations

from engine.cards import CardDef

from ..cardface import CARD_ASPECT
from ..cardpixmaps import CardPixmaps
from ..qt import (
    QDialog,
    QIcon,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSize,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)

CARD_W = 110


def face_grid(view: QListWidget, width: int) -> QListWidget:
    """`view` set up as a grid of card faces `width` pixels wide, hover tracked (piles, the picker)."""
    view.setViewMode(QListView.ViewMode.IconMode)
    view.setIconSize(QSize(width, round(width * CARD_ASPECT)))
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setMovement(QListView.Movement.Static)
    view.setSpacing(6)
    view.setMouseTracking(True)
    return view


class ZoneDialog(QDialog):
    card_hovered = Signal(object)

    def __init__(self, pixmaps: CardPixmaps, title: str, cards: list[CardDef | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.list = face_grid(QListWidget(), CARD_W)
        self.list.itemEntered.connect(lambda it: self.card_hovered.emit(it.data(Qt.ItemDataRole.UserRole)))
        for cd in reversed(cards):  # newest first
            if cd is None:
                continue
            item = QListWidgetItem(QIcon(pixmaps.pixmap(cd, CARD_W, self.devicePixelRatioF())), "")
            item.setToolTip(cd.label(pixmaps.lang))
            item.setData(Qt.ItemDataRole.UserRole, cd)
            self.list.addItem(item)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        self.resize(min(900, 60 + max(1, len(cards)) * (CARD_W + 14)), round(CARD_W * CARD_ASPECT) + 90)
