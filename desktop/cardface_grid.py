"""Grid game card faces (grid_game_rules.md 3.1, 2.4, 8): the cost [x:y], AT/DF/AC, the
attributes, the keywords with their costs, and a unit's placement mask drawn on its art."""
from __future__ import annotations

from dataclasses import replace

from engine.cards import CardDef

from . import setlabels
from .cardchips import keyword_chip
from .cardstyle import FrameStyle, art_hue
from .facedata import FaceData
from .facefonts import fitted_font, font, rounded
from .gameinfo import stat_label
from .qt import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen, QPointF, QRectF, Qt

_GRID_COST_KEYWORDS = ("blocker", "side_step", "order_step", "jump")  # printed with their cost (x)


def grid_face(cd: CardDef, face: FaceData) -> FaceData:
    """A grid game card (grid 3.1): the cost [x:y] in the badge, AT/DF/AC as the stats, the
    attributes on the type line and the art, the keywords with their costs, and for a unit its
    placement mask (extra["mask"]: three rows of o/x, the close row first, 2.4)."""
    ja = face.lang == "ja"
    raw_attrs = [str(a) for a in cd.attrs.get("attributes", ()) or ()]
    attrs = [setlabels.label(cd, "attributes", a, face.lang) for a in raw_attrs]  # the set's own names
    # chips named as the card text writes them (engine/games/grid/keyword_text.py), with reminders
    chips = [keyword_chip("grid", str(k), face.lang) for k in cd.attrs.get("keywords", ()) or ()]
    chips += [keyword_chip("grid", k, face.lang, cd.attrs[k]) for k in _GRID_COST_KEYWORDS if k in cd.attrs]
    if cd.attrs.get("conversion"):
        target = setlabels.label(cd, "conversion", cd.attrs["conversion"], face.lang)
        chips.append(keyword_chip("grid", "conversion", face.lang, target))
    stats = tuple((stat_label(k, face.lang), str(cd.stats[k])) for k in ("at", "df", "ac") if k in cd.stats) \
        if cd.type == "unit" else ()
    extra = {"attributes": " / ".join(attrs)}
    mask = cd.attrs.get("mask")
    if cd.type == "unit" and isinstance(mask, list) and len(mask) == 3:
        extra["mask"] = "/".join("".join("o" if ch in "o○" else "x" for ch in str(r)) for r in mask)
    elif cd.type == "unit" and "field" in (cd.attrs.get("keywords") or ()):
        extra["field"] = "フィールド" if ja else "FIELD"
    x, y = cd.stats.get("x", 0), cd.stats.get("y", 0)
    return replace(face, badge_label="コスト" if ja else "Cost", badge_value=f"{x}:{y}", stats=stats,
                   keywords=tuple(c[0] for c in chips), keyword_tips=tuple(c[1] for c in chips), type_line=face.type_line + (" — " + " / ".join(attrs) if attrs else ""),
                   series=face.series or " / ".join(attrs),
                   hue=art_hue((), raw_attrs[0] if raw_attrs else "", cd.id), extra=extra)


def paint_cost_pill(p: QPainter, bar: QRectF, cost: str, st: FrameStyle, u: float) -> float:
    """The cost [x:y] at the left of the name bar; returns the pill's right edge."""
    h = bar.height() * 1.12
    f = font(h * 0.66, True)
    w = max(h * 1.25, QFontMetricsF(f).horizontalAdvance(cost) + h * 0.5)
    r = QRectF(bar.left() - 0.8 * u, bar.center().y() - h / 2, w, h)
    g = QLinearGradient(r.topLeft(), r.bottomLeft())
    g.setColorAt(0, st.badge.lighter(150))
    g.setColorAt(1, st.badge.darker(115))
    p.setBrush(QBrush(g))
    p.setPen(QPen(st.accent, 1.0 * u))
    p.drawPath(rounded(r, h * 0.45))
    p.setPen(QColor("white"))
    p.setFont(f)
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, cost)
    return r.right()


def paint_grid_marks(p: QPainter, art: QRectF, face: FaceData, st: FrameStyle, u: float, tiny: bool) -> None:
    """On a grid game unit's art: its placement mask, a 3×3 grid of cells (filled where the unit
    may stand, the close row on top, columns as its owner sees them, grid 2.4), or FIELD for a
    field unit; on small faces the mask is large in the middle, with the attributes' initials."""
    mask = face.extra.get("mask", "")
    rows = mask.split("/") if mask else []
    p.save()
    if len(rows) == 3 and all(len(r) == 3 for r in rows):
        side = min(art.width(), art.height()) * 0.74 if tiny else art.width() * 0.34
        if tiny:
            box = QRectF(art.center().x() - side / 2, art.center().y() - side / 2, side, side)
        else:
            box = QRectF(art.right() - side - 2 * u, art.top() + 2 * u, side, side)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 20, 26, 175))
        p.drawPath(rounded(box, side * 0.1))
        gap = side * 0.06
        cell = (side - gap * 4) / 3
        on = st.accent.lighter(115)
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                cr = QRectF(box.left() + gap + c * (cell + gap), box.top() + gap + r * (cell + gap), cell, cell)
                if ch == "o":
                    p.setPen(Qt.PenStyle.NoPen)
                    p.setBrush(on)
                else:
                    p.setPen(QPen(QColor(255, 255, 255, 90), max(0.6, cell * 0.08)))
                    p.setBrush(QColor(0, 0, 0, 60))
                p.drawRoundedRect(cr.adjusted(0.5, 0.5, -0.5, -0.5), cell * 0.18, cell * 0.18)
        # the front (close row) edge
        p.setPen(QPen(QColor("#ffd35a"), max(1.0, side * 0.035)))
        p.drawLine(QPointF(box.left() + side * 0.12, box.top() + side * 0.02),
                   QPointF(box.right() - side * 0.12, box.top() + side * 0.02))
    elif face.extra.get("field"):
        text = face.extra["field"]
        f = fitted_font(text, art.height() * (0.2 if tiny else 0.12), 3.0, art.width() * 0.8)
        w = QFontMetricsF(f).horizontalAdvance(text) + 4 * u
        h = QFontMetricsF(f).height() * 1.3
        box = QRectF(art.center().x() - w / 2, art.center().y() - h / 2, w, h) if tiny else \
            QRectF(art.right() - w - 2 * u, art.top() + 2 * u, w, h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 20, 26, 175))
        p.drawPath(rounded(box, h * 0.3))
        p.setPen(QColor("#ffd35a"))
        p.setFont(f)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    attrs = [a for a in face.extra.get("attributes", "").split(" / ") if a]
    if tiny and attrs:  # the caption with the attributes is left out on small faces: their initials
        d = art.width() * 0.2
        x = art.left() + 1.5 * u
        for a in attrs[:3]:
            dot = QRectF(x, art.bottom() - d - 1.5 * u, d, d)
            p.setPen(QPen(QColor(255, 255, 255, 200), max(0.6, d * 0.06)))
            p.setBrush(QColor.fromHsv(art_hue((), a, a), 170, 150))
            p.drawEllipse(dot)
            p.setPen(QColor("white"))
            p.setFont(font(d * 0.62, True))
            p.drawText(dot, Qt.AlignmentFlag.AlignCenter, a[:1].upper())
            x += d + 1 * u
    p.restore()
