"""Card faces drawn with QPainter from the card's data: frame by game and type, name, cost badge,
an art panel generated from the card's series, type line, keywords, rules text and stats.

Everything is vector drawing scaled to the target rectangle, so a face is crisp at any size; below
a certain width the rules text is left out (it would be unreadable) and the layout keeps the rest.
When the player's image folder has a picture of the card, `paint_image_card` draws it instead.
"""
from __future__ import annotations

import html
import math
import random
import re
import zlib

from engine.cards import CardDef
from engine.layers import ability_info

from . import setlabels
from .cardchips import face_chips, paint_chips
from .cardface_grid import grid_face, paint_cost_pill, paint_grid_marks
from .cardface_pmv import pmv_face
from .cardstyle import FrameStyle, art_hue, frame_style, rarity_colour
from .facedata import FaceData
from .facefonts import fitted_font, font, rounded
from .gameinfo import game_info, stat_label, type_label
from .qt import (
    QBrush,
    QColor,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPointF,
    QRadialGradient,
    QRectF,
    QSizeF,
    Qt,
    QTextDocument,
    QTextOption,
)

CARD_ASPECT = 88.0 / 63.0  # height / width of a standard trading card
FULL_TEXT_MIN_WIDTH = 150.0  # narrower faces leave the rules text out
COMPACT_MIN_WIDTH = 90.0  # narrower faces also leave the type line and keywords out

_ABILITY_WORDS = ("AUTO", "ACT", "CONT", "SPARK", "CANCEL", "@自動", "@起動", "@永続", "@スパーク", "@キャンセル")
_ABILITY_RE = re.compile("|".join(re.escape(w) for w in sorted(_ABILITY_WORDS, key=len, reverse=True)))
_ZONE_RE = re.compile(r"(\[[A-Z][A-Za-z ]*\]|〔[^〕]*〕)")
_COLOUR_ATTRS = ("mission_info", "account_info", "info", "color", "colour", "attribute", "element")
_TAG_RE = re.compile(r"(«[^»]*»|《[^》]*》)")


def face_data(cd: CardDef, lang: str = "en") -> FaceData:
    """The face of an engine card definition in `lang` ("en" or "ja")."""
    info = game_info(cd.game)
    name = cd.label(lang)
    titles = [setlabels.label(cd, "title", t, lang) for t in cd.attrs.get("title", ()) or ()]
    raw_work = str(cd.attrs.get("work", "") or "")
    work = setlabels.label(cd, "work", raw_work, lang) if raw_work else ""
    colour_key = raw_work or next((str(cd.attrs[k]) for k in _COLOUR_ATTRS if isinstance(cd.attrs.get(k), str)), "")
    tags = sorted(ability_info(cd).tags)
    keywords, tips = face_chips(cd, lang)
    badge_stat = info.cost_stat if info.cost_stat in cd.stats else next(iter(cd.stats), "")
    stats = tuple((stat_label(s, lang), f"{v:,}" if isinstance(v, int) and abs(v) >= 1000 else str(v))
                  for s, v in _ordered_stats(cd.stats, info.stat_order) if s != badge_stat)
    tline = type_label(cd.type, lang)
    if titles:
        tline += " — " + " / ".join(titles)
    text = cd.text.get(lang) or cd.text.get("en", "")
    glyph = next((ch for ch in name if ch.isalnum()), "?")
    face = FaceData(
        game=cd.game, card_type=cd.type, card_id=cd.id, set_code=cd.set, number=cd.number, rarity=cd.rarity,
        name=name, subtitle=" / ".join(titles), series=work, type_line=tline,
        badge_label=stat_label(badge_stat, lang) if badge_stat else "",
        badge_value=str(cd.stats.get(badge_stat, "")) if badge_stat else "",
        stats=stats, keywords=keywords, text=text, hue=art_hue(tags, colour_key, cd.id), glyph=glyph.upper(),
        gender=str(cd.attrs.get("gender", "") or ""), lang=lang, keyword_tips=tips)
    if cd.game == "grid":
        return grid_face(cd, face)
    if cd.game == "phantom_magic_vision":
        return pmv_face(cd, face)
    return face


def _ordered_stats(stats: dict[str, int], order: tuple[str, ...]) -> list[tuple[str, int]]:
    known = [(s, stats[s]) for s in order if s in stats]
    return known + [(s, v) for s, v in stats.items() if s not in order]


# -- geometry ---------------------------------------------------------------------------------

def fit_card_rect(rect: QRectF) -> QRectF:
    """The largest card-shaped rectangle centred in `rect`."""
    w = min(rect.width(), rect.height() / CARD_ASPECT)
    h = w * CARD_ASPECT
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


# -- painting ---------------------------------------------------------------------------------

def paint_card(p: QPainter, rect: QRectF, face: FaceData) -> None:
    """Draw `face` into the card-shaped part of `rect`."""
    r = fit_card_rect(rect)
    w = r.width()
    if w < 4:
        return
    st = frame_style(face.game, face.card_type)
    p.save()
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                     | QPainter.RenderHint.SmoothPixmapTransform)
    u = w / 100.0  # one unit = 1% of the card width
    radius = 4.5 * u
    # frame
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(st.outer)
    p.drawPath(rounded(r, radius))
    body = r.adjusted(2.2 * u, 2.2 * u, -2.2 * u, -2.2 * u)
    grad = QLinearGradient(body.topLeft(), body.bottomRight())
    grad.setColorAt(0.0, st.inner.lighter(125))
    grad.setColorAt(1.0, st.inner.darker(120))
    p.setBrush(QBrush(grad))
    p.drawPath(rounded(body, radius * 0.7))

    compact = w < FULL_TEXT_MIN_WIDTH
    tiny = w < COMPACT_MIN_WIDTH
    pad = 4.2 * u
    x0, x1 = body.left() + pad * 0.55, body.right() - pad * 0.55
    y = body.top() + pad * 0.55
    # name bar
    bar_h = (15 if tiny else 12) * u
    bar = QRectF(x0, y, x1 - x0, bar_h)
    _paint_name_bar(p, bar, face, st, u)
    y = bar.bottom() + 1.6 * u
    # art
    stats_h = (13 if tiny else 10) * u
    grid = face.game == "grid"
    if grid:  # the grid game's AT/DF/AC decide fights: big enough to read on the table
        stats_h = ((24 if tiny else 12) if face.stats else 0) * u
    footer_h = 0 if tiny else 4.6 * u
    stats_top = body.bottom() - pad * 0.55 - footer_h - stats_h
    if tiny:
        art_bottom = stats_top - 1.6 * u
    elif compact:
        art_bottom = y + (x1 - x0) * 0.92
    else:
        art_bottom = y + (x1 - x0) * _art_ratio(face, x1 - x0, stats_top - y - 12 * u, u)
    art = QRectF(x0, y, x1 - x0, art_bottom - y)
    _paint_art(p, art, face, st, u, show_caption=not tiny)
    if grid:
        paint_grid_marks(p, art, face, st, u, tiny)
    y = art.bottom() + 1.4 * u
    if not tiny:
        tl = QRectF(x0, y, x1 - x0, 7.2 * u)
        _paint_type_line(p, tl, face, st, u)
        y = tl.bottom() + 1.4 * u
    if not tiny:
        box = QRectF(x0, y, x1 - x0, stats_top - 1.4 * u - y)
        _paint_text_box(p, box, face, st, u, not compact, r)
    _paint_stats(p, QRectF(x0, stats_top, x1 - x0, stats_h), face, st, u, big=tiny)
    if footer_h:
        _paint_footer(p, QRectF(x0, body.bottom() - pad * 0.55 - footer_h + 0.6 * u, x1 - x0, footer_h), face, u)
    p.restore()


def _paint_name_bar(p: QPainter, bar: QRectF, face: FaceData, st: FrameStyle, u: float) -> None:
    h = bar.height()
    grad = QLinearGradient(bar.topLeft(), bar.bottomLeft())
    grad.setColorAt(0, st.name_bar.lighter(104))
    grad.setColorAt(1, st.name_bar.darker(112))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(st.accent, 0.8 * u))
    p.drawPath(rounded(bar, h * 0.32))
    left = bar.left() + 2.2 * u
    if ":" in face.badge_value:  # a cost [x:y] (the grid game): a pill, wide enough for both numbers
        left = paint_cost_pill(p, bar, face.badge_value, st, u) + 1.4 * u
    elif face.badge_value:
        d = h * 1.18
        c = QRectF(bar.left() - 0.8 * u, bar.center().y() - d / 2, d, d)
        rg = QRadialGradient(c.center() - QPointF(d * 0.15, d * 0.2), d * 0.7)
        rg.setColorAt(0, st.badge.lighter(150))
        rg.setColorAt(1, st.badge.darker(115))
        p.setBrush(QBrush(rg))
        p.setPen(QPen(st.accent, 1.0 * u))
        p.drawEllipse(c)
        p.setPen(QColor("white"))
        p.setFont(font(d * 0.56, True))
        p.drawText(c.adjusted(0, d * 0.08, 0, 0), Qt.AlignmentFlag.AlignCenter, face.badge_value)
        if d > 16:  # the label shrinks to the circle's width ("Node/Cost" is longer than "Lv")
            p.setFont(fitted_font(face.badge_label, d * 0.2, d * 0.1, d * 0.64))
            p.drawText(QRectF(c.left(), c.top() + d * 0.06, d, d * 0.3), Qt.AlignmentFlag.AlignCenter,
                       face.badge_label)
        left = c.right() + 1.4 * u
    text_rect = QRectF(left, bar.top(), bar.right() - 2.2 * u - left, h)
    p.setFont(fitted_font(face.name, h * 0.58, h * 0.34, text_rect.width()))
    p.setPen(st.name_text)
    fm = QFontMetricsF(p.font())
    p.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               fm.elidedText(face.name, Qt.TextElideMode.ElideRight, text_rect.width()))


def _paint_art(p: QPainter, art: QRectF, face: FaceData, st: FrameStyle, u: float, show_caption: bool) -> None:
    """The art panel: a composition generated from the card (series hue, rays, monogram, titles)."""
    p.save()
    path = rounded(art, 1.8 * u)
    p.setClipPath(path)
    hue = face.hue
    g = QLinearGradient(art.topLeft(), art.bottomRight())
    g.setColorAt(0.0, QColor.fromHsv(hue, 90, 245))
    g.setColorAt(0.55, QColor.fromHsv(hue, 170, 190))
    g.setColorAt(1.0, QColor.fromHsv((hue + 25) % 360, 200, 95))
    p.fillRect(art, QBrush(g))
    rng = random.Random(zlib.crc32(face.card_id.encode()))
    focus = QPointF(art.left() + art.width() * rng.uniform(0.55, 0.8), art.top() + art.height() * rng.uniform(0.25, 0.45))
    # rays
    reach = max(art.width(), art.height()) * 1.6
    n = 18
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 26))
    base = rng.uniform(0, math.pi)
    for i in range(0, n, 2):
        a0 = base + i * 2 * math.pi / n
        a1 = a0 + 2 * math.pi / n
        ray = QPainterPath(focus)
        ray.lineTo(focus + QPointF(math.cos(a0) * reach, math.sin(a0) * reach))
        ray.lineTo(focus + QPointF(math.cos(a1) * reach, math.sin(a1) * reach))
        ray.closeSubpath()
        p.drawPath(ray)
    # glow and bokeh
    glow = QRadialGradient(focus, art.width() * 0.55)
    glow.setColorAt(0, QColor(255, 255, 255, 120))
    glow.setColorAt(1, QColor(255, 255, 255, 0))
    p.setBrush(QBrush(glow))
    p.drawEllipse(focus, art.width() * 0.55, art.width() * 0.55)
    for _ in range(7):
        rad = art.width() * rng.uniform(0.03, 0.11)
        cpt = QPointF(art.left() + art.width() * rng.random(), art.top() + art.height() * rng.random())
        p.setBrush(QColor(255, 255, 255, rng.randint(18, 48)))
        p.drawEllipse(cpt, rad, rad)
    # monogram
    p.setPen(QColor(255, 255, 255, 95))
    p.setFont(font(art.height() * 0.78, True))
    p.drawText(QRectF(art.left() + art.width() * 0.2, art.top() - art.height() * 0.02, art.width() * 0.8,
                      art.height()), Qt.AlignmentFlag.AlignCenter, face.glyph)
    # gender mark
    mark = {"male": "♂", "female": "♀"}.get(face.gender, "")
    if mark and art.width() > 60:
        p.setPen(QColor(255, 255, 255, 170))
        p.setFont(font(art.height() * 0.14, True))
        p.drawText(art.adjusted(0, 1.2 * u, -2 * u, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, mark)
    # caption: titles and series
    if show_caption and (face.subtitle or face.series):
        cap_h = art.height() * (0.30 if face.series and face.subtitle else 0.2)
        cap = QRectF(art.left(), art.bottom() - cap_h, art.width(), cap_h)
        cg = QLinearGradient(cap.topLeft(), cap.bottomLeft())
        cg.setColorAt(0, QColor(0, 0, 0, 0))
        cg.setColorAt(1, QColor(0, 0, 0, 150))
        p.fillRect(cap, QBrush(cg))
        lines = [t for t in (face.subtitle, face.series) if t]
        lh = cap_h / (len(lines) + 0.4)
        yy = cap.top() + lh * 0.3
        for i, t in enumerate(lines):
            f = fitted_font(t, lh * (0.78 if i == 0 else 0.62), lh * 0.4, cap.width() - 5 * u, bold=(i == 0))
            f.setItalic(i == 1)
            p.setFont(f)
            p.setPen(QColor(255, 255, 255, 235 if i == 0 else 200))
            p.drawText(QRectF(cap.left() + 2.5 * u, yy, cap.width() - 5 * u, lh),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, t)
            yy += lh
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(st.accent.darker(110), 0.7 * u))
    p.drawPath(path)


def _paint_type_line(p: QPainter, rect: QRectF, face: FaceData, st: FrameStyle, u: float) -> None:
    p.setBrush(st.name_bar.darker(106))
    p.setPen(QPen(st.accent, 0.5 * u))
    p.drawPath(rounded(rect, rect.height() * 0.3))
    gem_d = rect.height() * 0.62
    gem = QRectF(rect.right() - 2 * u - gem_d, rect.center().y() - gem_d / 2, gem_d, gem_d)
    text = QRectF(rect.left() + 2.2 * u, rect.top(), gem.left() - rect.left() - 3.5 * u, rect.height())
    p.setFont(fitted_font(face.type_line, rect.height() * 0.56, rect.height() * 0.34, text.width(), bold=False))
    p.setPen(st.name_text)
    fm = QFontMetricsF(p.font())
    p.drawText(text, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
               fm.elidedText(face.type_line, Qt.TextElideMode.ElideRight, text.width()))
    if face.rarity:
        col = rarity_colour(face.rarity)
        diamond = QPainterPath()
        c = gem.center()
        diamond.moveTo(c.x(), gem.top())
        diamond.lineTo(gem.right(), c.y())
        diamond.lineTo(c.x(), gem.bottom())
        diamond.lineTo(gem.left(), c.y())
        diamond.closeSubpath()
        rg = QLinearGradient(gem.topLeft(), gem.bottomRight())
        rg.setColorAt(0, col.lighter(150))
        rg.setColorAt(1, col.darker(130))
        p.setBrush(QBrush(rg))
        p.setPen(QPen(col.darker(170), 0.35 * u))
        p.drawPath(diamond)


def rules_html(text: str, accent: str = "#8a1c24") -> str:
    """Rules text as HTML: ability words bold, zones and tags highlighted, one paragraph per line."""
    out = []
    for line in text.split("\n"):
        s = html.escape(line)
        # an ability marker ("@自動", "AUTO") as a label, its "@" markup never shown
        s = _ABILITY_RE.sub(lambda m: "<span style='background-color:#3a3f55;color:#ffffff;font-weight:600'>"
                            f"&nbsp;{m.group(0).lstrip('@')}&nbsp;</span>&nbsp;", s)
        s = _ZONE_RE.sub(lambda m: f"<span style='color:{accent};font-weight:600'>{m.group(0)}</span>", s)
        s = _TAG_RE.sub(lambda m: f"<i style='color:#5b3d8a'>{m.group(0)}</i>", s)
        out.append(f"<p style='margin:0 0 0.25em 0'>{s}</p>")
    return "".join(out)


def _rules_doc(text: str, width: float, accent: str = "#8a1c24") -> QTextDocument:
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    doc.setDefaultTextOption(opt)
    doc.setHtml(rules_html(text, accent))
    doc.setTextWidth(width)
    return doc


def _art_ratio(face: FaceData, width: float, space: float, u: float) -> float:
    """Art height / width: 0.62, less (down to 0.4) when the rules text would otherwise be too small."""
    if not face.text:
        return 0.62
    text_w = width - 4.8 * u
    doc = _rules_doc(face.text, text_w)
    doc.setDefaultFont(font(3.7 * u))
    chips = 6.8 * u if face.keywords else 0.0
    need = doc.size().height() + chips + 3.4 * u
    for ratio in (0.62, 0.56, 0.5, 0.45, 0.4):
        if space - width * ratio >= need:
            return ratio
    return 0.4


def _paint_text_box(p: QPainter, box: QRectF, face: FaceData, st: FrameStyle, u: float, with_text: bool,
                    card: QRectF) -> None:
    if box.height() < 3 * u:
        return
    p.setBrush(st.text_box)
    p.setPen(QPen(st.accent.darker(115), 0.6 * u))
    p.drawPath(rounded(box, 1.8 * u))
    inner = box.adjusted(2.4 * u, 1.8 * u, -2.4 * u, -1.6 * u)
    y = paint_chips(p, inner, face, st, u, card)
    if not with_text or not face.text:
        return
    area = QRectF(inner.left(), y, inner.width(), inner.bottom() - y)
    if area.height() < 4 * u:
        return
    doc = _rules_doc(face.text, area.width(), st.badge.darker(120).name())
    px = 4.3 * u
    while px > 2.4 * u:
        doc.setDefaultFont(font(px))
        if doc.size().height() <= area.height():
            break
        px *= 0.93
    p.save()
    p.translate(area.topLeft())
    p.setClipRect(QRectF(0, 0, area.width(), area.height()))
    p.setPen(st.text_ink)
    doc.drawContents(p, QRectF(0, 0, area.width(), area.height()))
    p.restore()


def _paint_stats(p: QPainter, rect: QRectF, face: FaceData, st: FrameStyle, u: float, big: bool) -> None:
    if not face.stats:
        return
    n = len(face.stats)
    gap = 1.6 * u
    w = (rect.width() - gap * (n - 1)) / n
    colours = [QColor("#b3262e"), QColor("#1f5fae"), QColor("#2f8a4c"), QColor("#7a4fb0")]
    for i, (label, value) in enumerate(face.stats):
        cell = QRectF(rect.left() + i * (w + gap), rect.top(), w, rect.height())
        col = colours[i % len(colours)]
        g = QLinearGradient(cell.topLeft(), cell.bottomLeft())
        g.setColorAt(0, col.lighter(125))
        g.setColorAt(1, col.darker(125))
        p.setBrush(QBrush(g))
        p.setPen(QPen(st.accent, 0.5 * u))
        p.drawPath(rounded(cell, cell.height() * 0.28))
        p.setPen(QColor("white"))
        lab_w = 0.0
        if not big:
            p.setFont(font(cell.height() * 0.36, True))
            lab_w = QFontMetricsF(p.font()).horizontalAdvance(label) + 2.4 * u
            p.drawText(cell.adjusted(2.2 * u, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       label)
        vr = cell.adjusted(lab_w + 1.5 * u, 0, -2.2 * u, 0)
        p.setFont(fitted_font(value, cell.height() * 0.62, cell.height() * 0.3, vr.width()))
        align = Qt.AlignmentFlag.AlignCenter if big else Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        p.drawText(vr, align, value)


def _paint_footer(p: QPainter, rect: QRectF, face: FaceData, u: float) -> None:
    p.setPen(QColor(255, 255, 255, 190))
    p.setFont(font(rect.height() * 0.62))
    p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"{face.set_code}-{face.number}")
    right = " · ".join(x for x in (face.rarity, game_info(face.game).name(face.lang)) if x)
    p.drawText(rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)


def paint_image_card(p: QPainter, rect: QRectF, image: QImage | QPixmap) -> None:
    """Draw a picture of the card (from the player's image folder) with card-shaped rounded corners."""
    r = fit_card_rect(rect)
    if r.width() < 2 or image.isNull():
        return
    p.save()
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.setClipPath(rounded(r, r.width() * 0.045))
    src = QSizeF(image.width(), image.height())
    scaled = src.scaled(r.size(), Qt.AspectRatioMode.KeepAspectRatioByExpanding)
    target = QRectF(r.center().x() - scaled.width() / 2, r.center().y() - scaled.height() / 2,
                    scaled.width(), scaled.height())
    if isinstance(image, QImage):
        p.drawImage(target, image)
    else:
        p.drawPixmap(target, image, QRectF(image.rect()))
    p.restore()


def render_face(face: FaceData, width: int, dpr: float = 1.0) -> QPixmap:
    """A pixmap of the drawn face `width` logical pixels wide (for a device pixel ratio `dpr`)."""
    h = round(width * CARD_ASPECT)
    pm = QPixmap(max(1, round(width * dpr)), max(1, round(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    paint_card(painter, QRectF(0, 0, width, h), face)
    painter.end()
    return pm


def render_face_image(face: FaceData, width: int) -> QImage:
    """Like render_face, into a QImage (usable without a screen, e.g. by the self-check)."""
    h = round(width * CARD_ASPECT)
    img = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    painter = QPainter(img)
    paint_card(painter, QRectF(0, 0, width, h), face)
    painter.end()
    return img
