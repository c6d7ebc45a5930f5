"""Cards flying across the board: when the state changes, every card that changed zone is drawn
moving from where it was to where it is now, over the chosen animation time (none when animations
are off). The zones leave those cards out until they land."""
from __future__ import annotations

import math
from dataclasses import dataclass

from ..qt import (
    QEasingCurve,
    QPainter,
    QPixmap,
    QPointF,
    QRectF,
    QRegion,
    Qt,
    QVariantAnimation,
    QWidget,
    Signal,
)

LIFT = 0.12  # how much larger a card is drawn at the top of its flight
EDGE_PX = 2.0  # the antialiased edge (and pixel rounding) around a drawn card


@dataclass
class Flight:
    iid: int
    pixmap: QPixmap
    start: QPointF  # centres, in board coordinates
    end: QPointF
    width: float
    height: float
    rot0: float = 0.0
    rot1: float = 0.0


class FlightOverlay(QWidget):
    """A transparent layer over the board that draws the cards in flight.

    It stays shown (it lets every mouse and drop event through): showing or hiding a widget the size
    of the board would repaint the whole board, so only the rectangles the cards pass over are
    repainted, frame by frame."""

    landed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.flights: list[Flight] = []
        self.t = 0.0
        self.anim = QVariantAnimation(self)
        self.anim.setStartValue(0.0)
        self.anim.setEndValue(1.0)
        self.anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self.anim.valueChanged.connect(self._on_value)
        self.anim.finished.connect(self._on_done)

    @property
    def active(self) -> bool:
        return bool(self.flights)

    def fly(self, flights: list[Flight], ms: int) -> None:
        self.finish()
        if not flights or ms <= 0:
            return
        self.flights = flights
        self.t = 0.0
        self.update(self._region(0.0))
        self.anim.setDuration(ms)
        self.anim.start()

    def finish(self) -> None:
        """Land every card now."""
        if self.anim.state() == QVariantAnimation.State.Running:
            self.anim.stop()
        if self.flights:
            self._on_done()

    def _rect(self, f: Flight, t: float) -> QRectF:
        """Where the card at time `t` may have drawn: a turned card reaches out to its half diagonal,
        lifted by up to LIFT, plus the antialiased edge. (A smaller rectangle left the corners of a
        card turning mid-flight on the board: dark marks no repaint cleared.)"""
        c = f.start + (f.end - f.start) * t
        r = math.hypot(f.width, f.height) / 2 * (1.0 + LIFT) + EDGE_PX
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def _region(self, t: float, old: float | None = None) -> QRegion:
        region = QRegion()
        for f in self.flights:
            r = self._rect(f, t)
            if old is not None:
                r = r.united(self._rect(f, old))
            region = region.united(r.toAlignedRect())
        return region

    def _on_value(self, v: object) -> None:
        old = self.t
        self.t = float(v)  # type: ignore[arg-type]
        self.update(self._region(self.t, old))  # only where the cards were and are (the board under them too)

    def _on_done(self) -> None:
        region = self._region(self.t)
        self.flights = []
        self.update(region)
        self.landed.emit()

    def paintEvent(self, event: object) -> None:
        if not self.flights:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = self.t
        for f in self.flights:
            c = f.start + (f.end - f.start) * t
            lift = 1.0 + LIFT * (1 - abs(2 * t - 1))
            p.save()
            p.translate(c)
            p.rotate(f.rot0 + (f.rot1 - f.rot0) * t)
            p.scale(lift, lift)
            p.setOpacity(0.96)
            p.drawPixmap(QRectF(-f.width / 2, -f.height / 2, f.width, f.height), f.pixmap, QRectF(f.pixmap.rect()))
            p.restore()
        p.end()
