"""The replay viewer's game review: run in the background with progress and Cancel, a chart and the
marked decisions (a click seeks there), kept beside the database and shown again."""
from __future__ import annotations

import json

import carddb
from desktop.table.replay_viewer import ADVICE_COLOUR
from desktop.table.reviewpanel import load_review, review_path
from engine.actions import Action
from tests.helpers import played_replay


def _stored(db: carddb.CardDB) -> tuple[int, dict]:
    data = played_replay("victory_spark", ("heuristic,blunder=1", "heuristic"))
    data["hints"] = [next(n for n, (seat, _a) in enumerate(data["actions"]) if seat == 0)]  # asked once
    rid = carddb.save_replay(db, "victory_spark", content=json.dumps(data), players=data["players"],
                             decks=["A", "B"], result="x", length=len(data["actions"]))
    return rid, data


def test_review_runs_shows_seeks_and_is_kept(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    rid, data = _stored(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    panel = page.viewer.review_panel
    assert panel.review is None and not panel.chart.isVisible()
    assert panel.player() == 0  # everything revealed: the seat labelled as the player
    task = panel.start()
    assert task is not None and not panel.button.isEnabled()
    qtbot.waitUntil(lambda: panel.task is None, timeout=120_000)
    r = panel.review
    assert r is not None and r["player"] == 0 and len(r["chances"]) == len(data["actions"]) + 1
    assert panel.moments.count() == len(r["moments"]) > 0
    first = panel.moments.item(0)
    panel.moments.itemClicked.emit(first)
    assert page.viewer.position == r["moments"][0]["position"]
    assert "better" in first.text() and "%" in first.text()
    assert r["hints"] == data["hints"] and "Hints asked: 1" in panel.summary.text()
    # the better option is drawn on the board: its card lit and, when it puts the card somewhere, a
    # green arrow there (the moments of a Victory Spark game include a card played to a place)
    board, viewer = page.viewer.board, page.viewer
    drawn = 0
    for i in range(panel.moments.count()):
        item = panel.moments.item(i)
        panel.moments.itemClicked.emit(item)
        best = Action.from_json(r["moments"][i]["best"])
        card = board.adapter.action_card(viewer.state, best)
        assert board.candidates == ({card} if card is not None else set())
        dest = board.adapter.action_dest(viewer.state, best, viewer.state.current_player())
        if card is not None and dest is not None:
            assert [(a.frm, a.to_zone, a.colour) for a in board.arrow_layer.arrows] == [(card, dest, ADVICE_COLOUR)]
            drawn += 1
    assert drawn > 0
    viewer.step(1)  # the advice belongs to its position
    assert not board.candidates
    kept = review_path(window.db.path, rid, 0)
    assert kept is not None and load_review(kept) == r
    page.show_list()
    assert page.open_replay(rid)
    assert page.viewer.review_panel.review == r  # shown again without re-running
    page.viewer.set_side(1)  # the other side has no review yet
    assert page.viewer.review_panel.review is None


def test_a_cancelled_review_keeps_nothing(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    rid, _data = _stored(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    panel = page.viewer.review_panel
    task = panel.start()
    assert task is not None
    task.cancel()
    qtbot.waitUntil(lambda: panel.task is None, timeout=120_000)
    assert panel.review is None and panel.button.isEnabled()
    assert load_review(review_path(window.db.path, rid, 0)) is None
