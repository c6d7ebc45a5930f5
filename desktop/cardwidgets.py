"""Widgets and delegates that show cards: a card face of any size, the detail pane (large face and
full text), the grid delegate and the owned-quantity spin box delegate."""
from __future__ import annotations

import html

from engine.cards import CardDef
from engine.layers import ability_info

from . import setlabels
from .cardchips import chip_tip_at, keyword_chip
from .cardface import CARD_ASPECT, fit_card_rect
from .cardmodel import CARDDEF_ROLE, ROW_ROLE, column_index
from .cardpixmaps import CardPixmaps
from .cardtext import readable
from .gameinfo import attr_label, game_info, stat_label, type_label
from .qt import (
    QAbstractItemModel,
    QAbstractItemView,
    QColor,
    QEvent,
    QFont,
    QHelpEvent,
    QModelIndex,
    QPainter,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QSize,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

_Index = QModelIndex | QPersistentModelIndex


class CardFaceWidget(QWidget):
    """One card, drawn as large as the widget allows (keeps the card's aspect)."""

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.card: CardDef | None = None
        self.setMinimumSize(120, round(120 * CARD_ASPECT))
        sp = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        pixmaps.changed.connect(self.update)

    def set_card(self, cd: CardDef | None) -> None:
        self.card = cd
        self.update()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, w: int) -> int:
        return round(w * CARD_ASPECT)

    def sizeHint(self) -> QSize:
        return QSize(300, round(300 * CARD_ASPECT))

    def paintEvent(self, event: object) -> None:
        if self.card is None:
            return
        p = QPainter(self)
        self.pixmaps.paint(p, QRectF(self.rect()).adjusted(4, 4, -4, -4), self.card)
        p.end()

    def event(self, e: QEvent) -> bool:
        """A tooltip over a keyword chip: its reminder text (cardchips)."""
        if e.type() == QEvent.Type.ToolTip and self.card is not None:
            card = fit_card_rect(QRectF(self.rect()).adjusted(4, 4, -4, -4))
            pos = QPointF(e.pos())  # type: ignore[attr-defined]
            tip = chip_tip_at(self.card.id, self.pixmaps.lang, card, pos)
            if tip:
                QToolTip.showText(e.globalPos(), tip, self)  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
                e.ignore()
            return True
        return super().event(e)


def card_details_html(cd: CardDef, owned: int | None, lang: str) -> str:
    """The full text of a card for the detail pane."""
    e = html.escape
    other = "en" if lang == "ja" else "ja"
    parts = [f"<h2 style='margin:0'>{e(cd.label(lang))}</h2>"]
    if cd.name.get(other) and cd.name.get(other) != cd.label(lang):
        parts.append(f"<div style='color:#6b7286'>{e(cd.name[other])}</div>")
    info = game_info(cd.game)
    meta = [f"<b>{e(cd.id)}</b>", e(type_label(cd.type, lang))]
    if cd.rarity:
        meta.append(e(cd.rarity))
    meta.append(e(info.name(lang)))
    parts.append(f"<p style='margin:6px 0'>{' · '.join(meta)}</p>")
    stats = " &nbsp; ".join(f"<b>{e(stat_label(k, lang, long=True))}</b> {v}" for k, v in cd.stats.items())
    if stats:
        parts.append(f"<p style='margin:4px 0'>{stats}</p>")
    rows = []

    def row(key: str, value: str) -> None:
        rows.append(f"<tr><td style='color:#6b7286;padding-right:10px'>{e(attr_label(key, lang))}</td>"
                    f"<td>{value}</td></tr>")
    for k, v in cd.attrs.items():
        if isinstance(v, dict):  # a caster / seal name, a transformed face (Phantom Magic Vision)
            if k.startswith("transformed") and isinstance(v.get("name"), dict):
                from .cardface_pmv import other_face_line
                row(k, e(other_face_line(v, lang == "ja", lang)) + "<br>" + e(v.get("text", {}).get(lang, "")))
            elif set(v) == {"en", "ja"}:
                row(k, e(str(v.get(lang) or v.get("en"))))
            else:
                row(k, e(", ".join(f"{a}: {b}" for a, b in v.items())))
            continue
        items = v if isinstance(v, (list, tuple)) else [v]
        if k == "keywords":  # as the card text names them, each with its reminder (cardchips)
            chips = (keyword_chip(cd.game, str(x), lang) for x in items)
            row(k, "<br>".join(f"<b>{e(n)}</b> — {e(t)}" if t else e(n) for n, t in chips))
            continue
        if k == "mask":  # three rows of o/x: one per line reads as the grid it is
            row(k, "<br>".join(e(str(x)) for x in items))
            continue
        row(k, e(", ".join(str(x.get(lang) or x.get("en")) if isinstance(x, dict) else setlabels.label(cd, k, x, lang)
                           for x in items)))
    ab = ability_info(cd)
    shown = {str(x) for x in (cd.attrs.get("keywords") or ())}
    keywords = sorted(set(ab.keywords) - shown)  # the attrs' own keywords are a row above
    if keywords:
        row("keywords", e(", ".join(keywords)))
    if ab.tags:
        row("tags", e(", ".join(setlabels.label(cd, "tags", t, lang) for t in sorted(ab.tags))))
    if owned is not None:
        row("owned", f"<b>{owned}</b>")
    if rows:
        parts.append("<table cellspacing='0' cellpadding='1'>" + "".join(rows) + "</table>")
    for lg in (lang, other):
        t = cd.text.get(lg, "")
        if t:
            body = "<br>".join(e(readable(x)) for x in t.split("\n"))
            parts.append(f"<p style='margin:8px 0 0 0'>{body}</p>")
    return "".join(parts)


class CardDetailPane(QWidget):
    """The selected card: a large face above its full text."""

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = CardFaceWidget(pixmaps)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setMinimumHeight(120)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.face)
        split.addWidget(self.text)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)
        self.lang = pixmaps.lang
        self.card: CardDef | None = None

    def set_card(self, cd: CardDef | None, owned: int | None = None) -> None:
        self.card = cd
        self.face.set_card(cd)
        self.text.setHtml(card_details_html(cd, owned, self.face.pixmaps.lang) if cd else "")


class CardGridDelegate(QStyledItemDelegate):
    """Paints a card face per item (the grid view), with the owned count in a badge under the card:
    on the face it would cover something (the grid game's placement mask, a cost, a stat)."""

    BADGE_STRIP = 20  # px under the card for the owned badge

    def __init__(self, pixmaps: CardPixmaps, card_width: int = 150, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.card_width = card_width
        self.show_owned = True

    def item_size(self) -> QSize:
        strip = self.BADGE_STRIP if self.show_owned else 0
        return QSize(self.card_width + 12, round(self.card_width * CARD_ASPECT) + 12 + strip)

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return self.item_size()

    def card_rect(self, item: QRectF) -> QRectF:
        """Where the face is drawn in an item's rectangle (above the badge strip)."""
        strip = self.BADGE_STRIP if self.show_owned else 0
        return fit_card_rect(item.adjusted(6, 6, -6, -6 - strip))

    def badge_rect(self, card: QRectF) -> QRectF:
        """The owned badge: centred under the card, clear of its face."""
        return QRectF(card.center().x() - 22, card.bottom() + 2, 44, self.BADGE_STRIP - 3)

    def helpEvent(self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem,
                  index: _Index) -> bool:
        """A tooltip over a keyword chip of a card in the grid: its reminder text (cardchips)."""
        cd = index.data(CARDDEF_ROLE)
        if event.type() == QEvent.Type.ToolTip and isinstance(cd, CardDef):
            card = self.card_rect(QRectF(option.rect))  # type: ignore[attr-defined]
            tip = chip_tip_at(cd.id, self.pixmaps.lang, card, QPointF(event.pos()))
            if tip:
                QToolTip.showText(event.globalPos(), tip, view)
                return True
        return super().helpEvent(event, view, option, index)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        selected = bool(option.state & QStyle.StateFlag.State_Selected)  # type: ignore[attr-defined]
        card = self.card_rect(QRectF(option.rect))  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if selected:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#3c5bd6"))
            painter.drawRoundedRect(card.adjusted(-4, -4, 4, 4), 10, 10)
        cd = index.data(CARDDEF_ROLE)
        if isinstance(cd, CardDef):
            pm = self.pixmaps.pixmap(cd, round(card.width()), painter.device().devicePixelRatioF())
            painter.drawPixmap(card.topLeft(), pm)
        row = index.data(ROW_ROLE)
        if self.show_owned and row is not None:
            owned = int(getattr(row, "owned", 0))
            badge = self.badge_rect(card)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 24, 40, 230) if owned else QColor(120, 124, 140, 200))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            painter.setPen(QColor("white"))
            f = QFont(painter.font())
            f.setBold(True)
            f.setPixelSize(12)
            painter.setFont(f)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{owned}")
        painter.restore()


class OwnedSpinDelegate(QStyledItemDelegate):
    """Edits an owned quantity with a spin box (Enter commits, Escape cancels)."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        box = QSpinBox(parent)
        box.setRange(0, 999_999)
        box.setFrame(False)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        return box

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        assert isinstance(editor, QSpinBox)
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))
        editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        assert isinstance(editor, QSpinBox)
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


OWNED_COLUMN = column_index("owned")
