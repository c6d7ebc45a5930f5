"""Drawing one card on the table: its face (the app's drawn faces or pictures, `CardPixmaps`) or
its back, turned as it lies (upright, sideways, reversed), with damage and changed stats on badges
and a glow when it is a candidate of the current choice."""
from __future__ import annotations

import math

from engine.cards import CardDef

from ..cardface import CARD_ASPECT
from ..cardpixmaps import CardPixmaps
from ..gameinfo import stat_label
from ..qt import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPointF,
    QRadialGradient,
    QRectF,
    Qt,
)
from .views import FACE_DOWN, REVERSED, SIDEWAYS, CardView

GLOW_CANDIDATE = QColor("#ffc83d")
GLOW_FOCUS = QColor("#ff7a1a")
GLOW_RECENT = QColor("#56b4ff")


def footprint(cw: float, orient: str) -> tuple[float, float]:
    """Width and height a card of width `cw` takes as it lies."""
    ch = cw * CARD_ASPECT
    return (ch, cw) if orient == SIDEWAYS else (cw, ch)


def back_pixmap(width: int, dpr: float = 1.0) -> QPixmap:
    """The card back, drawn once per size."""
    key = f"tablecardback|{width}|{dpr:.2f}"
    pm = QPixmap()
    if QPixmapCache.find(key, pm):
        return pm
    h = round(width * CARD_ASPECT)
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0, 0, width, h)
    rad = width * 0.06
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#1b1f33"))
    p.drawRoundedRect(r, rad, rad)
    inner = r.adjusted(width * 0.06, width * 0.06, -width * 0.06, -width * 0.06)
    g = QLinearGradient(inner.topLeft(), inner.bottomRight())
    g.setColorAt(0, QColor("#3c5bd6"))
    g.setColorAt(0.5, QColor("#2a3a8f"))
    g.setColorAt(1, QColor("#5b2f8f"))
    p.setBrush(QBrush(g))
    p.drawRoundedRect(inner, rad * 0.7, rad * 0.7)
    p.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, width * 0.012)))
    step = max(4.0, width * 0.09)
    x = inner.left() - inner.height()
    p.save()
    p.setClipRect(inner)
    while x < inner.right():
        p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        x += step
    p.restore()
    c = inner.center()
    rg = QRadialGradient(c, width * 0.32)
    rg.setColorAt(0, QColor(255, 255, 255, 200))
    rg.setColorAt(1, QColor(255, 255, 255, 0))
    p.setBrush(QBrush(rg))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(c, width * 0.32, width * 0.32)
    p.setPen(QColor("#1b1f33"))
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(6, round(width * 0.2)))
    p.setFont(f)
    p.drawText(QRectF(c.x() - width * 0.3, c.y() - width * 0.16, width * 0.6, width * 0.32),
               Qt.AlignmentFlag.AlignCenter, "TCG")
    p.end()
    QPixmapCache.insert(key, pm)
    return pm


GLOW_MARGIN = 6  # the widest glow stroke (7 px, centred 1.5 px outside the card) stays inside this


def glow_pixmap(w: float, h: float, cw: float, glow: QColor, dpr: float = 1.0) -> QPixmap:
    """The glow around a card `w` x `h` (drawn `GLOW_MARGIN` px in from the picture's top left), drawn
    once per size and colour: three antialiased strokes cost many times the copy of the card."""
    key = f"tableglow|{w:.2f}|{h:.2f}|{cw:.3f}|{glow.rgba()}|{dpr:.2f}"
    pm = QPixmap()
    if QPixmapCache.find(key, pm):
        return pm
    m = GLOW_MARGIN
    pm = QPixmap(max(1, math.ceil((w + 2 * m) * dpr)), max(1, math.ceil((h + 2 * m) * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(m, m, w, h)
    for i, alpha in ((7, 60), (4.5, 110), (2.2, 220)):
        p.setPen(QPen(QColor(glow.red(), glow.green(), glow.blue(), alpha), i))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r.adjusted(-1.5, -1.5, 1.5, 1.5), cw * 0.07, cw * 0.07)
    p.end()
    QPixmapCache.insert(key, pm)
    return pm


def card_pixmap(pixmaps: CardPixmaps, cd: CardDef | None, width: int, dpr: float) -> QPixmap:
    return back_pixmap(width, dpr) if cd is None else pixmaps.pixmap(cd, width, dpr)


def _badge(p: QPainter, center: QPointF, text: str, colour: QColor, px: float) -> None:
    f = QFont()
    f.setBold(True)
    f.setPixelSize(max(7, round(px)))
    p.setFont(f)
    w = QFontMetricsF(f).horizontalAdvance(text) + px * 0.9
    r = QRectF(center.x() - w / 2, center.y() - px * 0.75, w, px * 1.5)
    p.setPen(QPen(QColor(255, 255, 255, 220), max(1.0, px * 0.1)))
    p.setBrush(colour)
    p.drawRoundedRect(r, px * 0.7, px * 0.7)
    p.setPen(QColor("white"))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


def paint_card(p: QPainter, center: QPointF, cw: float, cv: CardView, cd: CardDef | None, pixmaps: CardPixmaps,
               lang: str, glow: QColor | None = None, dim: bool = False, ribbon: str = "") -> None:
    """Draw `cv` (definition `cd`, None for a back) centred at `center`, `cw` pixels wide upright."""
    dev = p.device()
    dpr = dev.devicePixelRatioF() if dev is not None else 1.0
    show_face = cd is not None and cv.orient != FACE_DOWN
    width = max(8, round(cw))
    pm = card_pixmap(pixmaps, cd if show_face else None, width, dpr)
    w, h = float(width), pm.height() / dpr
    ch = h
    p.save()
    # the card's own frame: integer pixels, so the cached face is copied, never rescaled
    p.translate(QPointF(round(center.x()), round(center.y())))
    if cv.orient == SIDEWAYS:
        p.rotate(90)
    elif cv.orient == REVERSED:
        p.rotate(180)
    r = QRectF(-round(w / 2), -round(h / 2), w, h)
    if glow is not None:
        p.drawPixmap(QPointF(r.left() - GLOW_MARGIN, r.top() - GLOW_MARGIN), glow_pixmap(w, h, cw, glow, dpr))
    p.drawPixmap(r.topLeft(), pm)
    if (cv.face_down and cd is not None) or dim:  # face down but known to the viewer (veiled), or dragged
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(r, cw * 0.05, cw * 0.05)
        p.fillPath(path, QColor(20, 24, 40, 120) if cv.face_down else QColor(255, 255, 255, 140))
    p.restore()
    px = max(8.0, cw * 0.15)
    if ribbon:
        _badge(p, QPointF(center.x(), center.y()), ribbon, QColor(40, 44, 60, 220), px * 0.85)
    if cv.damage:
        word = "ダメージ" if lang == "ja" else "Damage"  # damage as damage, not as a lowered stat
        _badge(p, QPointF(center.x(), center.y() - ch * 0.18), f"{word} {cv.damage}", QColor("#c0392b"), px * 0.85)
    if cd is not None and show_face:
        changed = [(k, v, cd.stats.get(k)) for k, v in cv.stats if k in cd.stats and cd.stats.get(k) != v]
        y = center.y() + ch * 0.2
        for k, v, printed in changed[:2]:
            col = QColor("#1e8449") if printed is not None and v > printed else QColor("#b03a2e")
            _badge(p, QPointF(center.x(), y), f"{stat_label(k, lang)} {v}", col, px * 0.9)
            y += px * 1.6
