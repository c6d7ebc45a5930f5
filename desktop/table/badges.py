"""What the board paints itself, under and between the zones: the felt with the band across the
middle, and each side's badge (a game's life totals: a caption and a large value at the place the
game's layout gives, Layout.badge)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPixmap,
    QPointF,
    QRadialGradient,
    QRectF,
    Qt,
)

if TYPE_CHECKING:
    from .boardapi import BoardLike as Board


def badge_rects(board: Board) -> list[tuple[int, QRectF]]:
    """(player, rect) of each side's badge, near side first."""
    L = board.layout_
    if L is None or L.badge is None or board.model is None:
        return []
    x, y, w, h = L.badge
    u = board.unit
    out = []
    for z in board.zones.values():
        pl, zv = z.placement, z.zone
        if zv is None or zv.player is None or pl.zone != "deck":
            continue
        # the deck of that side is the anchor: same side, same distance from the middle
        r = z.geometry()
        top = r.top() - (pl.y - y) * u if zv.player == board.bottom else r.bottom() + (pl.y - y) * u - h * u
        out.append((zv.player, QRectF(r.left() + (x - pl.x_for(zv.player != board.bottom)) * u, top, w * u, h * u)))
    return out


def paint_badges(board: Board, p: QPainter) -> None:
    model, adapter = board.model, board.adapter
    if model is None or adapter is None:
        return
    for player, r in badge_rects(board):
        if player >= len(model.sides):
            continue
        caption, value = adapter.badge(model.sides[player], board.lang)
        if not value:
            continue
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(r, r.height() * 0.18, r.height() * 0.18)
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(9, round(r.height() * 0.22)))
        p.setFont(f)
        p.setPen(QColor(255, 255, 255, 190))
        p.drawText(r.adjusted(0, r.height() * 0.06, 0, -r.height() * 0.62), Qt.AlignmentFlag.AlignCenter, caption)
        size = max(12, round(r.height() * 0.5))
        f.setPixelSize(size)
        while size > 9 and QFontMetricsF(f).horizontalAdvance(value) > r.width() * 0.92:  # a long value fits
            size -= 1
            f.setPixelSize(size)
        p.setFont(f)
        low = value.isdigit() and int(value) <= 5
        p.setPen(QColor("#ff8a80") if low else QColor("#ffe08a"))
        p.drawText(r.adjusted(0, r.height() * 0.3, 0, 0), Qt.AlignmentFlag.AlignCenter, value)


def felt(width: int, height: int, dpr: float, unit: float, band: tuple[float, float] | None) -> QPixmap:
    """The table's felt, with the band across the middle (its top and height) shaded."""
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    r = QRectF(0, 0, width, height)
    g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.75)
    g.setColorAt(0, QColor("#2f6b55"))
    g.setColorAt(1, QColor("#173a30"))
    p.fillRect(r, g)
    if band is not None:
        top, h = band
        rect = QRectF(0, top + 0.04 * unit, width, h - 0.08 * unit)
        lg = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        lg.setColorAt(0, QColor(0, 0, 0, 0))
        lg.setColorAt(0.5, QColor(0, 0, 0, 55))
        lg.setColorAt(1, QColor(0, 0, 0, 0))
        p.fillRect(rect, lg)
        p.setPen(QColor(255, 255, 255, 40))
        p.drawLine(QPointF(0, rect.center().y()), QPointF(width, rect.center().y()))
    p.end()
    return pm
