"""Small drawing helpers shared by the card faces (cardface.py and the games' own parts)."""
from __future__ import annotations

from .qt import QFont, QFontMetricsF, QPainterPath, QRectF


def font(px: float, bold: bool = False, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def fitted_font(text: str, max_px: float, min_px: float, width: float, bold: bool = True) -> QFont:
    px = max_px
    while px > min_px:
        f = font(px, bold)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            return f
        px *= 0.92
    return font(min_px, bold)


def rounded(rect: QRectF, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(rect, r, r)
    return p
