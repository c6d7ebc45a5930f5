"""One zone on the board: draws its cards by its style (one place, pile, row, EXP strip, hand),
starts drags of cards the player may use, takes drops (asking the board whether the engine allows
them), and lights up as a legal target while a card is dragged."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cardface import CARD_ASPECT
from ..qt import (
    QApplication,
    QColor,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QPointF,
    QRectF,
    Qt,
    QToolTip,
    QWidget,
)
from .cardpaint import GLOW_CANDIDATE, GLOW_FOCUS, GLOW_RECENT, footprint, paint_card
from .games.base import HAND, PILE, ROW, STACK, STRIP, Placement
from .views import SIDEWAYS, CardView, ZoneView

if TYPE_CHECKING:
    from .boardapi import BoardLike as BoardWidget

MIME = "application/x-tcgtable-table-card"
LABEL_H = 0.21  # label strip height in card widths

CROWDED_STEP = 0.34  # a row whose cards show less of their width than this (name, cost unreadable) is fanned
FAN_SHOWN = 5  # the cards a fanned row shows

# zone highlight states
NONE, TARGET, HOVER_TARGET, REFUSE = 0, 1, 2, 3


class ZoneWidget(QWidget):
    """A zone of the board (one slot of a zone with slots)."""

    def __init__(self, board: BoardWidget, key: str, placement: Placement, label: str, far: bool) -> None:
        super().__init__(board)
        self.board = board
        self.key = key
        self.placement = placement
        self.style_ = placement.style
        self.label = label
        self.far = far
        self.zone: ZoneView | None = None
        self.highlight = NONE
        self.caption = ""
        self._press: tuple[QPointF, int] | None = None
        self._hover_iid: int | None = None
        self._frames: dict[tuple[int, int, int, float], QPixmap] = {}
        self._cache: QPixmap | None = None
        self.box_height: float | None = None  # set by the board's layout
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setObjectName(f"zone:{key}")

    # -- state --------------------------------------------------------------------------------------
    def set_zone(self, zone: ZoneView | None) -> None:
        """Show `zone`; a zone whose cards did not change is not repainted."""
        old = self.zone
        self.zone = zone
        if old is None or zone is None or old.cards != zone.cards:
            self.invalidate()

    def has_any(self, iids: set[int]) -> bool:
        return any(c.iid in iids for c in self.cards if c.iid is not None)

    def set_highlight(self, h: int) -> None:
        if h != self.highlight:
            self.highlight = h
            self.invalidate()

    @property
    def cards(self) -> list[CardView]:
        return self.zone.cards if self.zone is not None else []

    # -- geometry -----------------------------------------------------------------------------------
    def card_width(self) -> float:
        u = self.board.unit
        # the height the layout gave (before rounding to pixels): alike places on both sides of the
        # table draw their cards at one size, so one rendered face serves both
        h = self.box_height if self.box_height is not None else float(self.height())
        if self.style_ == HAND:
            return min(u * (1.22 if not self.far else 0.62), (h - 4) / CARD_ASPECT)
        if self.style_ == STRIP:
            return max(6.0, (h - u * LABEL_H - 2) / CARD_ASPECT)
        return min(u * 0.96, (h - u * LABEL_H - 8) / CARD_ASPECT)

    def _area(self) -> QRectF:
        u = self.board.unit
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        if self.style_ == HAND:
            return r
        return r.adjusted(0, u * LABEL_H, 0, 0)

    def card_rects(self) -> list[tuple[CardView, QPointF, float]]:
        """(card, centre, width) of every card as drawn, bottom to top."""
        cards = [c for c in self.cards if c.iid is None or c.iid not in self.board.in_flight]
        if not cards:
            return []
        area = self._area()
        cw = self.card_width()
        if self.style_ in (STACK, PILE):
            shown = cards[-1:] if self.style_ == PILE else cards
            out = []
            n = len(shown)
            for i, c in enumerate(shown):
                off = (i - (n - 1)) * max(2.0, cw * 0.06)
                out.append((c, QPointF(area.center().x() + off, area.center().y() + off), cw))
            return out
        anchored = self._anchored(cards, area, cw)
        if anchored is not None:
            return anchored
        # rows (row, strip, hand): side by side, overlapping when needed
        foot = [footprint(cw, c.orient)[0] for c in cards]
        gap = cw * 0.06
        total = sum(foot) + gap * (len(cards) - 1)
        step_scale = 1.0
        if total > area.width() and len(cards) > 1:
            step_scale = max(0.05, (area.width() - foot[-1]) / max(1.0, total - foot[-1]))
        if self.style_ != HAND and len(cards) > FAN_SHOWN and (min(foot) + gap) * step_scale < cw * CROWDED_STEP:
            return self._fanned(cards, area, cw)
        x = area.left() if self.style_ != HAND else area.center().x() - min(total, area.width()) / 2
        out = []
        for c, w in zip(cards, foot, strict=True):
            cx = x + w / 2
            cy = area.center().y()
            if self.style_ == HAND and c.iid is not None and c.iid == self._hover_iid and not self.far:
                cy -= cw * 0.12
            out.append((c, QPointF(cx, cy), cw))
            x += (w + gap) * step_scale
        return out

    def _fanned(self, cards: list[CardView], area: QRectF, cw: float) -> list[tuple[CardView, QPointF, float]]:
        """Too many cards for a readable row (an attribute area of 18 cards would be thin strips): the
        newest few fanned from the left, the rest under them; the count badge says how many, and a
        click opens the whole list. Glowing cards (the current choice's) are among those shown first,
        so a click can still choose them."""
        board = self.board
        lit = [c for c in cards if c.iid is not None and (c.iid in board.candidates or c.iid == board.focus_iid)]
        lit = lit[-FAN_SHOWN:]
        lit_ids = {id(c) for c in lit}
        others = [c for c in cards if id(c) not in lit_ids]
        rest = FAN_SHOWN - len(lit)
        picked = lit_ids | {id(c) for c in (others[-rest:] if rest else [])}
        shown = [c for c in cards if id(c) in picked]  # in the zone's order
        room = area.width() - footprint(cw, shown[-1].orient)[0] - self.board.unit * 0.75  # the badge's
        step = max(cw * CROWDED_STEP, min(cw * 0.55, room / (len(shown) - 1)))
        first = area.left() + footprint(cw, shown[0].orient)[0] / 2
        y = area.center().y()
        return [(c, QPointF(first + k * step, y), cw) for k, c in enumerate(shown)]

    def crowded(self) -> bool:
        """The cards are shown fanned (more than a row can show readably)."""
        n = len([c for c in self.cards if c.iid is None or c.iid not in self.board.in_flight])
        return self.style_ in (ROW, STRIP) and n > FAN_SHOWN and len(self.card_rects()) < n

    def _anchored(self, cards: list[CardView], area: QRectF, cw: float) -> list[tuple[CardView, QPointF, float]] | None:
        """Cards drawn in the column of the card they belong to in the adapter's anchor zone (whose
        placement starts at the same x), fanned a little when several share one; None if this zone
        has no anchor."""
        adapter, zv = self.board.adapter, self.zone
        other = adapter.anchor_zone(zv.name) if adapter is not None and zv is not None else None
        anchor = self.board.zones.get(f"{zv.player}.{other}") if other and zv is not None else None
        if anchor is None:
            return None
        shift = anchor.pos().x() - self.pos().x()
        fan: dict[int, int] = {}
        out = []
        for c in cards:
            host = dict(c.extra).get("host")
            at = anchor.card_center(host) if isinstance(host, int) else None
            k = fan[host] = fan.get(host, -1) + 1 if isinstance(host, int) else 0
            x = (at.x() + shift if at is not None else area.left() + cw / 2) + k * cw * 0.28
            x = min(max(x, area.left() + cw / 2), area.right() - cw / 2)
            out.append((c, QPointF(x, area.center().y()), cw))
        return out

    def card_at(self, pos: QPointF) -> CardView | None:
        for c, centre, cw in reversed(self.card_rects()):
            w, h = footprint(cw, c.orient)
            if QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h).contains(pos):
                return c
        return None

    def card_center(self, iid: int) -> QPointF | None:
        for c, centre, _cw in self.card_rects():
            if c.iid == iid:
                return centre
        return None

    def next_center(self) -> QPointF:
        """Where a card arriving in this zone is drawn (for animations)."""
        rects = self.card_rects()
        return rects[-1][1] if rects else self._area().center()

    # -- painting ------------------------------------------------------------------------------------
    def _frame(self) -> QPixmap:
        """The zone's frame (drawn once per size and highlight)."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), self.highlight, dpr)
        pm = self._frames.get(key)
        if pm is not None:
            return pm
        pm = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        if self.style_ != HAND or self.highlight:
            p = QPainter(pm)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(0, 0, self.width(), self.height()).adjusted(1.5, 1.5, -1.5, -1.5)
            fill = QColor(255, 255, 255, 18)
            border = QColor(255, 255, 255, 50)
            if self.highlight in (TARGET, HOVER_TARGET):
                fill = QColor(80, 220, 140, 70 if self.highlight == TARGET else 130)
                border = QColor("#5fe39a")
            elif self.highlight == REFUSE:
                fill = QColor(230, 80, 80, 60)
                border = QColor("#e57373")
            p.setPen(QPen(border, 2.0 if self.highlight else 1.0))
            p.setBrush(fill)
            rad = self.board.unit * 0.08
            p.drawRoundedRect(r, rad, rad)
            p.end()
        if len(self._frames) > 8:
            self._frames.clear()
        self._frames[key] = pm
        return pm

    def invalidate(self) -> None:
        """The zone's look changed: draw it again at the next paint."""
        self._cache = None
        self.update()

    def resizeEvent(self, e: object) -> None:
        self._cache = None
        super().resizeEvent(e)  # type: ignore[arg-type]

    def paintEvent(self, event: object) -> None:
        """Copy the zone's picture (drawn again only after `invalidate`, so the repaints a card flying
        over the zone causes cost one copy)."""
        dpr = self.devicePixelRatioF()
        if self._cache is None or self._cache.size() != self.size() * dpr:
            pm = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            pm.setDevicePixelRatio(dpr)
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            self._render(p)
            p.end()
            self._cache = pm
        p = QPainter(self)
        p.drawPixmap(0, 0, self._cache)
        p.end()

    def _render(self, p: QPainter) -> None:
        p.drawPixmap(0, 0, self._frame())
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        u = self.board.unit
        if self.style_ != HAND:
            f = QFont()
            f.setPixelSize(max(9, round(u * 0.15)))
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor(255, 255, 255, 170))
            text = self.label
            n = self.zone.count if self.zone is not None else 0
            # a pile of several cards shows its count on its badge: the label strip keeps its room for the name
            extra = self.caption or (str(n) if self.style_ in (ROW, STRIP) and n or self.style_ == PILE and n == 1 else "")
            fm = QFontMetricsF(f)
            lr = QRectF(r.left() + 5, r.top() + 1, r.width() - 10, u * LABEL_H)
            top = self.cards[-1] if self.style_ == STACK and self.cards else None
            name = self.board.card_name(top.card_id) if top is not None and top.card_id else ""
            if name:  # an occupied place: its card's name, which the small face cannot show legibly
                extra, text = name, ""
            if extra:
                p.setPen(QColor("#ffe08a") if not name else QColor("white"))
                ew = min(fm.horizontalAdvance(extra), lr.width() * (1.0 if name else 0.5))
                p.drawText(lr, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                           fm.elidedText(extra, Qt.TextElideMode.ElideRight, ew))
                lr.setRight(lr.right() - ew - 5)
                p.setPen(QColor(255, 255, 255, 150))
            if text and lr.width() > 8:
                tw = fm.horizontalAdvance(text)
                if tw > lr.width():  # smaller type (down to 70%) before "…"
                    f.setPixelSize(max(8, int(f.pixelSize() * max(0.7, lr.width() / tw))))
                    p.setFont(f)
                    fm = QFontMetricsF(f)
                p.drawText(lr, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                           fm.elidedText(text, Qt.TextElideMode.ElideRight, lr.width()))
        board = self.board
        defs = board.card_defs
        for c, centre, cw in self.card_rects():
            cd = defs.get(c.card_id) if c.card_id else None
            glow = None
            if c.iid is not None:
                if c.iid == board.focus_iid:
                    glow = GLOW_FOCUS
                elif c.iid in board.candidates:
                    glow = GLOW_CANDIDATE
                elif c.iid in board.recent:
                    glow = GLOW_RECENT
            ribbon = board.ribbon_for(self, c)
            paint_card(p, centre, cw, c, cd, board.pixmaps, board.lang, glow, dim=c.iid is not None and c.iid == board.dragging,
                       ribbon=ribbon)
        if self.crowded() and self.zone is not None:
            self._count_badge(p, self.zone.count)
        if self.style_ == PILE and self.zone is not None and self.zone.count > 1:
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(10, round(u * 0.2)))
            p.setFont(f)
            a = self._area()
            badge = QRectF(a.center().x() - u * 0.28, a.bottom() - u * 0.34, u * 0.56, u * 0.3)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 170))
            p.drawRoundedRect(badge, u * 0.15, u * 0.15)
            p.setPen(QColor("white"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.zone.count))
        if self.style_ == HAND and self.zone is not None:  # both hands' counts, 0 included (public)
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(10, round(u * 0.16)))
            p.setFont(f)
            a = self._area()
            text = self.count_text()
            tw = QFontMetricsF(f).horizontalAdvance(text) + u * 0.2
            pill = QRectF(a.right() - tw, a.top() + (0 if self.far else a.height() - u * 0.28), tw, u * 0.26)
            if self.far:
                pill.moveTop(a.center().y() - pill.height() / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 140))
            p.drawRoundedRect(pill, u * 0.12, u * 0.12)
            p.setPen(QColor(255, 255, 255, 220))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def _count_badge(self, p: QPainter, n: int) -> None:
        """"×18" over the right end of a fanned row: how many cards it holds."""
        u = self.board.unit
        rects = self.card_rects()
        c, centre, cw = rects[-1]
        w, h = footprint(cw, c.orient)
        f = QFont()
        f.setBold(True)
        f.setPixelSize(max(11, round(u * 0.22)))
        p.setFont(f)
        text = f"×{n}"
        tw = QFontMetricsF(f).horizontalAdvance(text) + u * 0.24
        a = self._area()
        left = min(centre.x() + w / 2 + u * 0.08, a.right() - tw)
        badge = QRectF(left, centre.y() - u * 0.18, tw, u * 0.36)
        p.setPen(QPen(QColor("#ffe08a"), 1.5))
        p.setBrush(QColor(0, 0, 0, 190))
        p.drawRoundedRect(badge, u * 0.12, u * 0.12)
        p.setPen(QColor("white"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    def count_text(self) -> str:
        """"Hand · 5" (a hand's size is public, both players', 0 included)."""
        return f"{self.label} · {self.zone.count if self.zone is not None else 0}"

    # -- mouse ---------------------------------------------------------------------------------------
    def mousePressEvent(self, e: QMouseEvent) -> None:
        c = self.card_at(e.position())
        if e.button() == Qt.MouseButton.LeftButton and c is not None and c.iid is not None:
            self._press = (e.position(), c.iid)
        else:
            self._press = None
        super().mousePressEvent(e)

    def mouseMoveEvent(self, e: QMouseEvent) -> None:
        if self._press is not None and e.buttons() & Qt.MouseButton.LeftButton:
            start, iid = self._press
            if (e.position() - start).manhattanLength() >= QApplication.startDragDistance():
                self._press = None
                self.board.drag_card(self, iid)
                return
        c = self.card_at(e.position())
        iid = c.iid if c is not None else None
        if iid != self._hover_iid:
            self._hover_iid = iid
            if self.style_ == HAND:
                self.invalidate()
        self.board.hover(c)
        super().mouseMoveEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        if self._press is not None and e.button() == Qt.MouseButton.LeftButton:
            _, iid = self._press
            self._press = None
            if self.crowded() and iid not in self.board.candidates:
                self.board.zone_open.emit(self.key)  # a fanned row: one click shows all its cards
            else:
                self.board.click_card(iid, self.mapToGlobal(e.position().toPoint()))
        elif e.button() == Qt.MouseButton.LeftButton and self.crowded():
            self.board.zone_open.emit(self.key)
        super().mouseReleaseEvent(e)

    def mouseDoubleClickEvent(self, e: QMouseEvent) -> None:
        if self.style_ in (PILE, ROW, STRIP) and self.zone is not None and self.zone.count:
            self.board.zone_open.emit(self.key)
        super().mouseDoubleClickEvent(e)

    def leaveEvent(self, e: object) -> None:
        if self._hover_iid is not None:
            self._hover_iid = None
            self.invalidate()
        self.board.hover(None)

    def event(self, e: object) -> bool:
        from ..qt import QEvent, QHelpEvent

        if isinstance(e, QHelpEvent) and e.type() == QEvent.Type.ToolTip:
            c = self.card_at(QPointF(e.pos()))
            text = self.board.tooltip_for(self, c)
            if text:
                QToolTip.showText(e.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)

    # -- drops ---------------------------------------------------------------------------------------
    def dragEnterEvent(self, e: object) -> None:
        md = e.mimeData()  # type: ignore[attr-defined]
        if md.hasFormat(MIME):
            e.acceptProposedAction()  # type: ignore[attr-defined]
            self.board.drag_over(self, True)
        else:
            e.ignore()  # type: ignore[attr-defined]

    def dragMoveEvent(self, e: object) -> None:
        if e.mimeData().hasFormat(MIME):  # type: ignore[attr-defined]
            e.acceptProposedAction()  # type: ignore[attr-defined]
        else:
            e.ignore()  # type: ignore[attr-defined]

    def dragLeaveEvent(self, e: object) -> None:
        self.board.drag_over(self, False)

    def dropEvent(self, e: object) -> None:
        md = e.mimeData()  # type: ignore[attr-defined]
        self.board.drag_over(self, False)
        if not md.hasFormat(MIME):
            e.ignore()  # type: ignore[attr-defined]
            return
        iid = int(bytes(md.data(MIME).data()).decode())
        if self.board.drop_card(iid, self.key):
            e.acceptProposedAction()  # type: ignore[attr-defined]
        else:
            e.setDropAction(Qt.DropAction.IgnoreAction)  # type: ignore[attr-defined]
            e.ignore()  # type: ignore[attr-defined]


__all__ = ["ZoneWidget", "MIME", "NONE", "TARGET", "HOVER_TARGET", "REFUSE", "SIDEWAYS", "ROW"]
