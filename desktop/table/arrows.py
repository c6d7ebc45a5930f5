"""Arrows over the board: from an attacking card to what it attacks (or may attack), so that a
prompt such as "block?" shows on the table which unit is in danger.

The game's adapter says what to point at (`arrows(state, viewer)`, a list of `Arrow`); this module
only draws. An arrow ends on a card the board shows face up, or on a zone (a deck): a card the
player cannot see is never pointed at (its place on the board is not drawn as a card)."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..qt import QColor, QPainter, QPainterPath, QPen, QPointF, QPolygonF, QRect, QRectF, Qt, QWidget
from .standin import table_game
from .views import Arrow

if TYPE_CHECKING:
    from .boardapi import BoardLike as BoardWidget


def arrows_for(board: BoardWidget) -> list[Arrow]:
    """What the board's game points at now (its adapter's `arrows`); none in a replay."""
    game = table_game(board)
    return list(board.adapter.arrows(*game)) if board.adapter is not None and game is not None else []


class ArrowOverlay(QWidget):
    """A transparent layer over the zones (under the card flights) that draws the arrows. It lets
    every mouse and drop event through; only the rectangles the arrows cover are repainted."""

    COLOUR = QColor(255, 96, 64)

    def __init__(self, board: BoardWidget) -> None:
        super().__init__(board)
        self.board = board
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.arrows: list[Arrow] = []
        self._drawn = QRect()

    def set_arrows(self, arrows: list[Arrow]) -> None:
        """Show these arrows (repainted also when unchanged: their cards may have moved)."""
        self.arrows = list(arrows)
        self.refresh()

    def refresh(self) -> None:
        """Repaint where the arrows were and where they are now (the cards may have moved)."""
        area = self._drawn.united(self._bounds())
        if not area.isEmpty():
            self.update(area)

    def ends(self) -> list[tuple[QPointF, QPointF, bool, str]]:
        """Each arrow's start and end on the board, whether it is firm, and its colour; arrows whose ends
        are not shown (a card hidden, or not on the board) are left out."""
        out = []
        b = self.board
        for a in self.arrows:
            start = b.card_centre(a.frm)
            end = None
            if a.to_card is not None:
                end = b.card_centre(a.to_card)
            elif a.to_zone is not None and a.to_zone in b.zones:
                end = QPointF(b.zones[a.to_zone].geometry().center())
            if start is not None and end is not None and start != end:
                out.append((start, end, a.firm, a.colour))
        return out

    def _bounds(self) -> QRect:
        r = QRectF()
        pad = max(8.0, self.board.unit * 0.25)
        for s, e, _firm, _c in self.ends():
            r = r.united(QRectF(s, e).normalized().adjusted(-pad, -pad, pad, pad))
        return r.toAlignedRect()

    def paintEvent(self, e: object) -> None:
        ends = self.ends()
        self._drawn = self._bounds() if ends else QRect()
        if not ends:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = max(2.5, self.board.unit * 0.06)
        for s, e2, firm, colour in ends:
            self._paint_one(p, s, e2, firm, w, QColor(colour) if colour else self.COLOUR)
        p.end()

    def _paint_one(self, p: QPainter, s: QPointF, e: QPointF, firm: bool, w: float, colour: QColor) -> None:
        # stop short of the target's centre so that its name and stats stay readable
        dx, dy = e.x() - s.x(), e.y() - s.y()
        length = math.hypot(dx, dy)
        ux, uy = dx / length, dy / length
        back = min(length * 0.3, self.board.unit * 0.3)
        tip = QPointF(e.x() - ux * back, e.y() - uy * back)
        head = w * 4.2
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        colour = QColor(colour)
        if not firm:
            colour.setAlpha(200)
        halo = QPen(QColor(0, 0, 0, 150), w + 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        line = QPen(colour, w, Qt.PenStyle.SolidLine if firm else Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
        path = QPainterPath(s)
        path.lineTo(base)
        for pen in (halo, line):
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
        nx, ny = -uy, ux
        tri = QPolygonF([tip, QPointF(base.x() + nx * head * 0.55, base.y() + ny * head * 0.55),
                         QPointF(base.x() - nx * head * 0.55, base.y() - ny * head * 0.55)])
        p.setPen(QPen(QColor(0, 0, 0, 150), 1.5))
        p.setBrush(colour)
        p.drawPolygon(tri)
        p.setBrush(QColor(255, 255, 255, 220))
        p.setPen(QPen(colour, w * 0.8))
        p.drawEllipse(s, w * 1.6, w * 1.6)  # the attacker's end
