"""A card in flight is drawn only inside the rectangles the overlay repaints, frame by frame: what it
draws outside them stays on the board after it lands (the small dark marks a turning card's corners
left). Each frame is drawn on its own and every drawn pixel must lie in the repainted region."""
from __future__ import annotations

import pytest

from desktop.qt import QColor, QImage, QPainter, QPixmap, QPoint, QPointF, QRegion, Qt, QWidget
from desktop.table.anim import Flight, FlightOverlay


def _drawn_outside(overlay: FlightOverlay, region: QRegion) -> int:
    img = QImage(overlay.size(), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    overlay.render(p, QPoint(0, 0))
    p.end()
    # clear what lies inside the region (a clip of whole pixels: exactly its pixels); what is left
    # was drawn outside it. Counted pixel by pixel only when something is left (the slow path)
    p = QPainter(img)
    p.setClipRegion(region)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    p.fillRect(img.rect(), Qt.GlobalColor.transparent)
    p.end()
    blank = QImage(img.size(), img.format())
    blank.fill(Qt.GlobalColor.transparent)
    if img == blank:
        return 0
    return sum(1 for y in range(img.height()) for x in range(img.width()) if img.pixelColor(x, y).alpha())


@pytest.mark.parametrize("turn", [(0.0, 0.0), (0.0, 90.0), (90.0, 0.0)])
def test_every_frame_of_a_flight_is_repainted(app, qtbot, turn: tuple[float, float]) -> None:  # type: ignore[no-untyped-def]
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(420, 320)
    overlay = FlightOverlay(board)
    overlay.setGeometry(board.rect())
    pm = QPixmap(70, 98)
    pm.fill(QColor("#1b1f33"))  # a card back: dark, opaque to its corners
    flight = Flight(1, pm, QPointF(90, 90), QPointF(320, 220), 70.0, 98.0, *turn)
    overlay.flights = [flight]
    marks = 0
    for k in range(0, 21):
        t = k / 20
        overlay.t = t
        marks += _drawn_outside(overlay, overlay._region(t))
    assert marks == 0


def test_a_finished_flight_leaves_nothing_drawn(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(300, 200)
    overlay = FlightOverlay(board)
    overlay.setGeometry(board.rect())
    pm = QPixmap(50, 70)
    pm.fill(QColor("#1b1f33"))
    overlay.fly([Flight(1, pm, QPointF(60, 60), QPointF(220, 120), 50.0, 70.0, 0.0, 90.0)], 200)
    overlay.anim.setCurrentTime(100)  # mid-flight, turned half way
    assert _drawn_outside(overlay, overlay._region(overlay.t)) == 0
    overlay.finish()
    assert not overlay.active
    assert _drawn_outside(overlay, QRegion()) == 0  # the landed card is the zone's to draw
