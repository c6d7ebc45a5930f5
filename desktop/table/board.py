"""The board: every zone of both players and the shared ones, placed by the game's layout (the player
at the bottom, the other mirrored at the top, shared zones in the band between), scaled to the
widget. It shows a `BoardModel`, lights up candidate cards and legal drop places, runs drags and
the card flights, and passes clicks, drops and hovers to its delegate (the table)."""
from __future__ import annotations

from collections.abc import Iterable

from engine.cards import CardDef
from engine.rules import ZoneSpec
from engine.state import State

from ..cardface import CARD_ASPECT
from ..cardpixmaps import CardPixmaps
from ..qt import (
    QDrag,
    QMimeData,
    QMouseEvent,
    QPainter,
    QPixmap,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QWidget,
    Signal,
)
from ._qtfix import pin_singletons
from .anim import Flight, FlightOverlay
from .arrows import ArrowOverlay, arrows_for
from .badges import felt, paint_badges
from .boardapi import BoardDelegate
from .cardpaint import back_pixmap, footprint
from .games import GameAdapter, Layout, Placement
from .games.base import HAND
from .standin import answer_for, drag_targets, stand_in, with_stand_ins
from .tooltips import card_tooltip
from .views import SIDEWAYS, BoardModel, CardView, ZoneView
from .zonekeys import keys_for
from .zones import HOVER_TARGET, MIME, NONE, REFUSE, TARGET, ZoneWidget

pin_singletons()


class BoardWidget(QWidget):
    """The table's zones for one game, seen from `bottom` (0 or 1)."""

    hovered = Signal(object)  # CardDef or None
    zone_open = Signal(str)  # zone key (double-click on a pile)

    def __init__(self, pixmaps: CardPixmaps, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.lang = lang
        self.delegate: BoardDelegate | None = None
        self.adapter: GameAdapter | None = None
        self.specs: list[ZoneSpec] = []
        self.layout_: Layout | None = None
        self.bottom = 0
        self.unit = 60.0
        self.zones: dict[str, ZoneWidget] = {}
        self.model: BoardModel | None = None
        self.card_defs: dict[str, CardDef] = {}
        self.candidates: set[int] = set()
        self.focus_iid: int | None = None
        self.live: tuple[State, int] | None = None  # the game played and its viewer; None: a replay
        self.recent: set[int] = set()
        self.in_flight: set[int] = set()
        self.dragging: int | None = None
        self.targets: set[str] = set()
        self._place_press: str | None = None
        self._bg: tuple[tuple[int, int, float, float], QPixmap] | None = None
        self.arrow_layer = ArrowOverlay(self)  # attacker -> target, under the flights
        self.overlay = FlightOverlay(self)
        self.overlay.landed.connect(self._landed)
        self.setMinimumSize(520, 420)
        self.setMouseTracking(True)

    # -- building --------------------------------------------------------------------------------
    def set_game(self, specs: list[ZoneSpec], adapter: GameAdapter, bottom: int, keys: dict[tuple[str, int | None, int | None], str],
                 card_defs: dict[str, CardDef]) -> None:
        """Build the zone widgets. `keys` maps (zone name, player, slot) to the engine's zone key."""
        for z in self.zones.values():
            z.hide()
            z.setParent(None)  # type: ignore[call-overload]
            z.deleteLater()
        self.zones = {}
        self.specs = specs
        self.adapter = adapter
        self.bottom = bottom
        self.card_defs = card_defs
        self.layout_ = adapter.layout(specs)
        by_name = {s.name: s for s in specs}
        lang_i = 1 if self.lang == "ja" else 0
        for q in (0, 1):
            for pl in self.layout_.side:
                spec = by_name.get(pl.zone)
                if spec is None or spec.shared:
                    continue
                key = keys.get((pl.zone, q, pl.slot)) or keys.get((pl.zone, q, None))
                if key is None or key in self.zones:
                    continue
                label = spec.label[lang_i] or spec.name
                if pl.slot is not None and spec.slots > 1 and (pl.zone, q, pl.slot) in keys:
                    label = adapter.slot_label(pl.zone, label, pl.slot, self.lang)
                self.zones[key] = ZoneWidget(self, key, pl, label, far=q != bottom)
        for pl in self.layout_.band:
            spec = by_name.get(pl.zone)
            key = keys.get((pl.zone, None, None))
            if spec is None or key is None:
                continue
            self.zones[key] = ZoneWidget(self, key, pl, spec.label[lang_i] or spec.name, far=False)
        for z in self.zones.values():
            z.show()
        self.arrow_layer.raise_()
        self.overlay.raise_()
        self._relayout()

    def set_bottom(self, bottom: int) -> None:
        if bottom != self.bottom:
            self.bottom = bottom
            for z in self.zones.values():
                if z.zone is not None and z.zone.player is not None:
                    z.far = z.zone.player != bottom
            self._relayout()

    def set_model(self, model: BoardModel, moves: dict[int, tuple[str, str]] | None = None, anim_ms: int = 0,
                  skip: Iterable[int] = ()) -> None:
        """Show `model`. `moves` (instance -> (old zone key, new zone key)) are flown over `anim_ms`."""
        self.overlay.finish()
        old: dict[int, tuple[QPointF, float, str]] = {}
        old_zones: dict[str, QPointF] = {}
        if moves and anim_ms > 0:  # where the moving cards are now (only their zones are measured)
            sources = [k for k in dict.fromkeys(frm for frm, _to in moves.values()) if k in self.zones]
            old = self._card_centres(sources)
            old_zones = {k: QPointF(self.zones[k].pos()) + self.zones[k].next_center() for k in sources}
        self.model = model
        for key, z in self.zones.items():
            zv = model.zones.get(key)
            far = zv is not None and zv.player is not None and zv.player != self.bottom
            caption = self.adapter.zone_caption(zv.name, zv.count) if self.adapter and zv is not None else ""
            if far != z.far or caption != z.caption:
                z.far, z.caption = far, caption
                z.invalidate()
            z.set_zone(zv)
        self.update()  # the badges (life totals) are drawn on the board itself
        recent = set(moves) - set(skip) if moves else set()
        self._touch(self.recent ^ recent)
        self.recent = recent
        if moves and anim_ms > 0:
            self._fly(moves, old, old_zones, anim_ms, set(skip))

    def face_sizes(self) -> set[int]:
        """The widths the board draws card faces at now."""
        return {max(8, round(z.card_width())) for z in self.zones.values()}

    # -- geometry ----------------------------------------------------------------------------------
    def _side_height(self) -> float:
        assert self.layout_ is not None
        return max((p.y + p.h for p in self.layout_.side if p.style != HAND), default=1.0)

    def _relayout(self) -> None:
        if self.layout_ is None:
            return
        L = self.layout_
        side_h = self._side_height()
        gap = 0.12
        total_h = L.far_hand_height + gap + side_h + L.band_height + side_h + gap + L.hand_height
        W, H = self.width() - 12, self.height() - 12
        u = max(20.0, min(W / L.width, H / total_h))
        self.unit = u
        x0 = 6 + (W - L.width * u) / 2
        y0 = 6 + (H - total_h * u) / 2
        far_side_top = y0 + (L.far_hand_height + gap) * u
        band_top = far_side_top + side_h * u
        near_top = band_top + L.band_height * u
        for key, z in self.zones.items():
            pl = z.placement
            zv = z.zone
            player = zv.player if zv is not None else self._player_of(key)
            if player is None:  # band
                r = QRectF(x0 + pl.x * u, band_top + pl.y * u, pl.w * u, pl.h * u)
            elif pl.style == HAND:
                if player == self.bottom:
                    r = QRectF(x0 + pl.x * u, near_top + (side_h + gap) * u, pl.w * u, L.hand_height * u)
                else:
                    r = QRectF(x0 + pl.x * u, y0, pl.w * u, L.far_hand_height * u)
            elif player == self.bottom:
                r = QRectF(x0 + pl.x * u, near_top + pl.y * u, pl.w * u, pl.h * u)
            else:
                r = QRectF(x0 + pl.x_for(True) * u, far_side_top + (side_h - pl.y - pl.h) * u, pl.w * u, pl.h * u)
            z.far = player is not None and player != self.bottom
            z.box_height = r.height()
            z.setGeometry(r.toAlignedRect())
            z.invalidate()
        self.overlay.setGeometry(self.rect())
        self.arrow_layer.setGeometry(self.rect())
        self.update()

    def _player_of(self, key: str) -> int | None:
        head = key.split(".", 1)[0]
        return int(head) if head.isdigit() else None

    def resizeEvent(self, e: object) -> None:
        self._relayout()
        super().resizeEvent(e)  # type: ignore[arg-type]

    def paintEvent(self, e: object) -> None:
        p = QPainter(self)
        p.drawPixmap(0, 0, self._background())
        paint_badges(self, p)
        p.end()

    def _background(self) -> QPixmap:
        """The felt and the band across the middle, drawn once per size."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr, self.unit)
        if self._bg is None or self._bg[0] != key:
            band = None
            if self.layout_ is not None and self.zones:
                L = self.layout_
                side_h = self._side_height()
                total_h = L.far_hand_height + 0.12 + side_h + L.band_height + side_h + 0.12 + L.hand_height
                y0 = 6 + (self.height() - 12 - total_h * self.unit) / 2
                band = (y0 + (L.far_hand_height + 0.12 + side_h) * self.unit, L.band_height * self.unit)
            self._bg = (key, felt(self.width(), self.height(), dpr, self.unit, band))
        return self._bg[1]

    def _card_centres(self, keys: Iterable[str] | None = None) -> dict[int, tuple[QPointF, float, str]]:
        """Centre, width and orientation of every card shown (in the zones `keys`, default all)."""
        out: dict[int, tuple[QPointF, float, str]] = {}
        zones = self.zones.values() if keys is None else [self.zones[k] for k in keys]
        for z in zones:
            for c, centre, cw in z.card_rects():
                if c.iid is not None:
                    out[c.iid] = (QPointF(z.pos()) + centre, cw, c.orient)
        return out

    def card_centre(self, iid: int) -> QPointF | None:
        """Where a card is drawn, in board coordinates (None if not on the board or hidden)."""
        for z in self.zones.values():
            c = z.card_center(iid)
            if c is not None:
                return QPointF(z.pos()) + c
        return None

    def zone_of_card(self, iid: int) -> ZoneWidget | None:
        for z in self.zones.values():
            if any(c.iid == iid for c in z.cards):
                return z
        return None

    # -- flights ------------------------------------------------------------------------------------
    def _fly(self, moves: dict[int, tuple[str, str]], old: dict[int, tuple[QPointF, float, str]],
             old_zones: dict[str, QPointF], ms: int, skip: set[int]) -> None:
        flights = []
        new = self._card_centres([k for k in dict.fromkeys(to for _frm, to in moves.values()) if k in self.zones])
        dpr = self.devicePixelRatioF()
        for iid, (frm, to) in moves.items():
            if iid in skip or frm == to:
                continue
            if iid in old:
                start, _cw, o0 = old[iid]
            elif frm in old_zones:
                start, o0 = old_zones[frm], "upright"
            else:
                continue
            if iid in new:
                end, cw1, o1 = new[iid]
            elif to in self.zones:
                z = self.zones[to]
                end, cw1, o1 = QPointF(z.pos()) + z.next_center(), z.card_width(), "upright"
            else:
                continue
            zc = self.zones.get(to)
            if zc is None or not zc.has_any({iid}):
                zc = self.zone_of_card(iid)
            cv = next((c for c in zc.cards if c.iid == iid), None) if zc is not None else None
            cd = self.card_defs.get(cv.card_id) if cv is not None and cv.card_id else None
            width = round(cw1)
            pm = self.pixmaps.pixmap(cd, width, dpr) if cd is not None and cv is not None and not cv.face_down else back_pixmap(width, dpr)
            flights.append(Flight(iid, pm, start, end, cw1, cw1 * CARD_ASPECT, 90.0 if o0 == SIDEWAYS else 0.0,
                                  90.0 if o1 == SIDEWAYS else 0.0))
        if not flights:
            return
        self.in_flight = {f.iid for f in flights}
        self._touch(self.in_flight)
        self.overlay.setGeometry(self.rect())
        self.overlay.fly(flights, ms)

    def _landed(self) -> None:
        landed, self.in_flight = self.in_flight, set()
        self._touch(landed)
        self.arrow_layer.refresh()

    @property
    def animating(self) -> bool:
        return self.overlay.active

    # -- highlights ---------------------------------------------------------------------------------
    def _touch(self, iids: set[int]) -> None:
        """Repaint the zones holding any of these cards."""
        if iids:
            for z in self.zones.values():
                if z.has_any(iids):
                    z.invalidate()

    def set_candidates(self, iids: set[int], focus: int | None = None,
                       live: tuple[State, int] | None = None) -> None:
        """Light `iids` (and mark `focus`) for the position of `live`, the game played and its viewer,
        whose adapter questions (stand-ins, arrows) the board asks; None: a replay, none asked."""
        self.live = live
        iids = with_stand_ins(self, iids)
        changed = self.candidates ^ set(iids)
        if self.focus_iid != focus:
            changed |= {x for x in (self.focus_iid, focus) if x is not None}
        self.candidates = set(iids)
        self.focus_iid = focus
        self._touch(changed)
        self.arrow_layer.set_arrows(arrows_for(self))  # asked once per position, with the candidates
        if self.dragging is None:
            self._light_click_drops()

    def click_drop_card(self) -> int | None:
        """The one glowing card whose drops a click on a place makes, in the decisions the game
        lists (`GameAdapter.click_drop_kinds`), else None."""
        if self.adapter is None or self.model is None or len(self.candidates) != 1 or self.delegate is None:
            return None
        if self.model.decision_kind not in self.adapter.click_drop_kinds:
            return None
        return next(iter(self.candidates))

    def _light_click_drops(self) -> None:
        """Keep the places a click drops on lit (see `click_drop_card`)."""
        if self.adapter is None or not self.adapter.click_drop_kinds:
            return
        iid = self.click_drop_card()
        lit = self.delegate.drop_targets(iid) if iid is not None and self.delegate is not None else set()
        for key, z in self.zones.items():
            z.set_highlight(TARGET if key in lit else NONE)

    def click_place(self, key: str) -> bool:
        """A click on place `key` (not on a card an answer is about): the drop of the glowing card
        there, in the decisions where the game says so. True if it answered."""
        iid = self.click_drop_card()
        if iid is None or self.delegate is None or key not in self.delegate.drop_targets(iid):
            return False
        return self.delegate.try_drop(iid, key)

    def set_focus(self, iid: int | None) -> None:
        if iid != self.focus_iid:
            changed = {x for x in (self.focus_iid, iid) if x is not None}
            self.focus_iid = iid
            self._touch(changed)

    def card_name(self, card_id: str) -> str:
        cd = self.card_defs.get(card_id)
        return cd.label(self.lang) if cd is not None else ""

    def ribbon_for(self, zone: ZoneWidget, c: CardView) -> str:
        if self.adapter is None or zone.zone is None:
            return ""
        return self.adapter.ribbon(zone.zone.name, c, self.model.turn if self.model else 0, self.lang)

    def tooltip_for(self, zone: ZoneWidget, c: CardView | None) -> str:
        return card_tooltip(self, zone, c)

    # -- interaction ----------------------------------------------------------------------------------
    def hover(self, c: CardView | None) -> None:
        cd = self.card_defs.get(c.card_id) if c is not None and c.card_id else None
        self.hovered.emit(cd)

    def click_card(self, iid: int, global_pos: QPoint) -> None:
        if self.delegate is None:
            return
        if iid not in self.candidates:
            z = self.zone_of_card(iid)
            if z is not None and self.click_place(z.key):
                return
        self.delegate.card_clicked(stand_in(self, iid)[0], global_pos)

    def mousePressEvent(self, e: QMouseEvent) -> None:
        """A press on a place the game lets a click drop on (a zone passes on presses it has no card
        for): taken, so that its release comes here."""
        z = self._zone_at(e.position())
        if e.button() == Qt.MouseButton.LeftButton and z is not None and z.key in self._click_targets():
            self._place_press = z.key
            e.accept()
            return
        self._place_press = None
        super().mousePressEvent(e)

    def mouseReleaseEvent(self, e: QMouseEvent) -> None:
        key, self._place_press = self._place_press, None
        z = self._zone_at(e.position())
        if key is not None and z is not None and z.key == key:
            local = e.position() - QPointF(z.pos())
            c = z.card_at(local)
            if c is None or c.iid is None:  # a card with an identity was handled as a card click
                self.click_place(key)
            e.accept()
            return
        super().mouseReleaseEvent(e)

    def _zone_at(self, pos: QPointF) -> ZoneWidget | None:
        for z in self.zones.values():
            if z.isVisible() and z.geometry().contains(pos.toPoint()):
                return z
        return None

    def _click_targets(self) -> set[str]:
        iid = self.click_drop_card()
        return self.delegate.drop_targets(iid) if iid is not None and self.delegate is not None else set()

    def mime_for(self, iid: int) -> QMimeData:
        md = QMimeData()
        md.setData(MIME, str(iid).encode())
        return md

    def begin_drag(self, iid: int) -> set[str]:
        """Light up the places the engine allows `iid` to go; returns their zone keys."""
        self.dragging = iid
        self._touch({iid})
        self.targets = drag_targets(self, iid)
        for key, z in self.zones.items():
            z.set_highlight(TARGET if key in self.targets else NONE)
        return self.targets

    def end_drag(self) -> None:
        if self.dragging is not None:
            was, self.dragging = self.dragging, None
            self._touch({was})
        self.targets = set()
        for z in self.zones.values():
            z.set_highlight(NONE)
        self._light_click_drops()

    def drag_card(self, zone: ZoneWidget, iid: int) -> None:
        """Run a drag of `iid` (from a mouse move on `zone`)."""
        if self.delegate is None or not self.delegate.can_drag(stand_in(self, iid)[0]):
            return
        self.begin_drag(iid)
        drag = QDrag(self)
        drag.setMimeData(self.mime_for(iid))
        zc = self.zone_of_card(iid)
        cv = next((c for c in zc.cards if c.iid == iid), None) if zc is not None else None
        cd = self.card_defs.get(cv.card_id) if cv is not None and cv.card_id else None
        w = round(self.unit * 0.96)
        if cd is not None:
            pm = self.pixmaps.pixmap(cd, w, self.devicePixelRatioF())
            drag.setPixmap(pm)
            drag.setHotSpot(QPoint(w // 2, round(w * CARD_ASPECT / 2)))
        try:
            drag.exec(Qt.DropAction.MoveAction)
        finally:
            self.end_drag()

    def drag_over(self, zone: ZoneWidget, inside: bool) -> None:
        if self.dragging is None:
            return
        if inside:
            zone.set_highlight(HOVER_TARGET if zone.key in self.targets else REFUSE)
        else:
            zone.set_highlight(TARGET if zone.key in self.targets else NONE)
        if self.delegate is not None and zone.key in self.targets:  # what the drop would do, before it
            self.delegate.drop_hovered(*answer_for(self, self.dragging, zone.key), inside)

    def drop_card(self, iid: int, key: str) -> bool:
        """A card was dropped on zone `key`: True if the engine took it (else it snaps back)."""
        if self.delegate is None:
            return False
        return self.delegate.try_drop(*answer_for(self, iid, key))

    def zone_rect(self, key: str) -> QRect:
        return self.zones[key].geometry()


__all__ = ["BoardWidget", "keys_for", "Placement", "ZoneView", "footprint"]
