"""A zone with more cards than its row can show readably (the grid game's attribute area can hold 18
and more) is drawn as a short fan of its newest cards with a count badge, never as thin strips; a
click on it opens the list of all its cards."""
from __future__ import annotations

import os

from desktop.cardpixmaps import CardPixmaps
from desktop.qt import QPoint, Qt
from desktop.table.autosave import GameSetup
from desktop.table.cardpaint import footprint
from desktop.table.controller import GameController
from desktop.table.gametable import GameTable
from desktop.table.zones import CROWDED_STEP, FAN_SHOWN
from engine.state import State

from .test_table_grid import _decks


def _table(qtbot, lang: str = "en"):  # type: ignore[no-untyped-def]
    table = GameTable(CardPixmaps(lang=lang), lang)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    table.speed.setCurrentIndex(table.speed.findData("off"))
    c = GameController(GameSetup("grid", 5, _decks(), ["smoke", "smoke"], ["You", "Computer"], 0, "random"))
    table.start(c)
    qtbot.waitExposed(table)
    return table, c


def _fill(state: State, key: str, n: int) -> State:
    s = state.clone()
    deck = s.zones[f"{key[0]}.deck"]
    for iid in deck[-n:]:
        deck.remove(iid)
        s.zones[key].append(iid)
        s.zone_of[iid] = key
    s._cache = None
    return s


def test_eighteen_attribute_cards_are_a_fan_with_their_count(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot)
    qtbot.waitUntil(lambda: c.human_to_act(), timeout=20000)
    key = "0.attribute"
    zone = table.board.zones[key]
    few = _fill(c.state, key, 3)
    table.show_state(few)
    assert not zone.crowded() and len(zone.card_rects()) == len(few.zones[key])  # a row while it fits
    s = _fill(c.state, key, 18)
    table.show_state(s)
    qtbot.wait(50)
    rects = zone.card_rects()
    assert zone.crowded() and zone.zone is not None and zone.zone.count == len(s.zones[key]) >= 18
    assert len(rects) == FAN_SHOWN
    # each card shown shows a good part of its face (not a strip), and the fan stays in the zone
    xs = [centre.x() for _c, centre, _w in rects]
    cw = rects[0][2]
    assert min(b - a for a, b in zip(xs, xs[1:], strict=False)) >= cw * CROWDED_STEP
    last, centre, w = rects[-1]
    assert centre.x() + footprint(w, last.orient)[0] / 2 <= zone.width()
    # the newest cards are the ones shown (the top of the area)
    assert [cv.iid for cv, _p, _w in rects] == s.zones[key][-FAN_SHOWN:]
    shot = os.environ.get("TCG_SHOT")
    if shot:
        table.window().grab().save(shot)
    # a click on the fan opens the list of all the cards
    opened: list[str] = []
    table.board.zone_open.connect(opened.append)
    table.board.candidates = set()
    qtbot.mouseClick(zone, Qt.MouseButton.LeftButton, pos=QPoint(int(xs[0]), int(rects[0][1].y())))
    assert opened == [key]
    table.stop()


def test_glowing_cards_of_a_fanned_row_stay_shown_and_clickable(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot)
    qtbot.waitUntil(lambda: c.human_to_act(), timeout=20000)
    key = "0.attribute"
    zone = table.board.zones[key]
    s = _fill(c.state, key, 18)
    table.show_state(s)
    oldest = s.zones[key][0]  # under the fan unless it glows
    assert oldest not in [cv.iid for cv, _p, _w in zone.card_rects()]
    table.board.set_candidates({oldest})
    rects = zone.card_rects()
    assert oldest in [cv.iid for cv, _p, _w in rects] and len(rects) == FAN_SHOWN
    clicked: list[int] = []
    table.board.click_card = lambda iid, _at: clicked.append(iid)  # type: ignore[method-assign]
    opened: list[str] = []
    table.board.zone_open.connect(opened.append)
    at = next(p for cv, p, _w in rects if cv.iid == oldest)
    qtbot.mouseClick(zone, Qt.MouseButton.LeftButton, pos=QPoint(int(at.x()) - 5, int(at.y())))
    assert clicked == [oldest] and not opened
    table.stop()
