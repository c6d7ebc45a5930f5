"""Each side's badge on the table (a game's life totals): a caption and a large value at the place
the game's layout gives (Layout.badge), drawn over the felt."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..qt import QColor, QFont, QPainter, QRectF, Qt

if TYPE_CHECKING:
    from .board import Board


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
        f.setPixelSize(max(12, round(r.height() * 0.5)))
        p.setFont(f)
        low = value.isdigit() and int(value) <= 5
        p.setPen(QColor("#ff8a80") if low else QColor("#ffe08a"))
        p.drawText(r.adjusted(0, r.height() * 0.3, 0, 0), Qt.AlignmentFlag.AlignCenter, value)
