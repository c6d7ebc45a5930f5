"""A whole game with an automatic player in the human seat ends, its replay is stored; found in the
Replays list it opens on the table, steps, jumps to turns and scrubs, always showing exactly the
engine's state at that point; log lines jump there; replay files import and export, and files that
are not replays or do not verify are refused with a message."""
from __future__ import annotations

import json
import time

import pytest

import carddb
from desktop import dialogs
from desktop.qt import QPoint, Qt
from desktop.table.model import REVEALED
from engine.replay import replay_states

from .test_table_helpers import board_matches, start


def _finish_game(window, qtbot, game: str, seed: int):  # type: ignore[no-untyped-def]
    c = start(window, qtbot, game, seed=seed)
    over = []
    c.over.connect(lambda r, rid: over.append((r, rid)))
    c.set_autoplay("random", seed=seed)
    qtbot.waitUntil(lambda: bool(over), timeout=90000)
    return c, over[0]


@pytest.fixture
def played(window, qtbot):  # type: ignore[no-untyped-def]
    c, (result, rid) = _finish_game(window, qtbot, "victory_spark", 31)
    return window, c, result, rid


def test_a_whole_game_ends_and_its_replay_is_stored(played, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c, result, rid = played
    table = window.play_page.table
    assert c.finished and result == c.state.result and isinstance(rid, int)
    assert table.banner.isVisible() and table.banner_title.text()
    assert not c.save_path.exists()  # the game in progress is gone once it ends
    rec = carddb.get_replay(window.db, rid)
    data = json.loads(rec.content)
    assert [a for _p, a in data["actions"]] == [a.to_json() for _p, a in c.state.history]
    assert rec.info.length == len(c.state.history) and rec.info.decks == c.setup.deck_names
    assert rec.info.result.startswith(str(result[0]))
    # from the banner to the viewer
    qtbot.mouseClick(table.watch_button, Qt.MouseButton.LeftButton)
    assert window.current_page() == "replays" and window.replays_page.watching()


def test_replay_list_open_step_scrub_match_engine(played, qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c, _result, rid = played
    window.show_page("replays")
    page = window.replays_page
    row = page.row_of(rid)
    assert row >= 0
    cells = [page.table.item(row, k).text() for k in range(page.table.columnCount())]
    assert "Victory Spark" in cells and str(len(c.state.history)) in cells and " / ".join(c.setup.deck_names) in cells
    page.table.selectRow(row)
    assert page.open_selected() and page.watching()
    v = page.viewer
    data = json.loads(carddb.get_replay(window.db, rid).content)
    states = [s.clone() for s, _e, _a in replay_states(data)]  # the engine, independently
    assert v.length == len(states) - 1
    assert v.position == 0 and board_matches(v.board, states[0], REVEALED) == []
    # step forward and back
    v.step(1)
    v.step(1)
    assert v.position == 2 and board_matches(v.board, states[2], REVEALED) == []
    v.step(-1)
    assert v.position == 1 and board_matches(v.board, states[1], REVEALED) == []
    # jump to the start of a turn
    v.jump_to_turn(5)
    k = v.position
    assert states[k].turn == 5 and states[k - 1].turn == 4
    assert board_matches(v.board, states[k], REVEALED) == []
    v.next_turn()
    assert states[v.position].turn == 6
    # drag the timeline slider (any position, fast, even late in the game)
    for target in (len(states) - 1, len(states) // 2, 7, len(states) - 3):
        t0 = time.perf_counter()
        v.slider.setValue(target)
        v.board.repaint()
        took = time.perf_counter() - t0
        assert v.position == target and board_matches(v.board, states[target], REVEALED) == []
        assert took < 0.5, f"seeking took {took * 1000:.0f} ms"
    # from either player's side: what they may see, and no more
    for p in (0, 1):
        v.set_side(p)
        assert v.perspective == p and v.board.bottom == p
        assert board_matches(v.board, states[v.position], p) == []
        hand = v.board.zones[f"{1 - p}.hand"].zone
        assert hand.count == len(states[v.position].zones[f"{1 - p}.hand"]) and all(x.hidden for x in hand.cards)
    v.set_side(REVEALED)
    # the log follows, and a click on a line jumps there
    assert v.log.marked == v.position
    line = next(i for i, (pos, _t, _r) in enumerate(v.log.lines) if pos == 20)
    block = v.log.text.document().findBlockByNumber(line)
    v.log.text.verticalScrollBar().setValue(0)
    rect = v.log.text.document().documentLayout().blockBoundingRect(block)
    v.log.text.verticalScrollBar().setValue(int(rect.top()))
    y = int(rect.top() - v.log.text.verticalScrollBar().value() + rect.height() / 2)
    qtbot.mouseClick(v.log.text.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, y))
    assert v.position == 20 and board_matches(v.board, states[20], REVEALED) == []
    assert v.log.text.document().blockCount() == len(v.log.lines)
    # back to the list
    qtbot.mouseClick(v.back_button, Qt.MouseButton.LeftButton)
    assert not page.watching()


def test_vividz_replay_watches_too(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from engine.games import IMPLEMENTED

    if "vividz" not in IMPLEMENTED:
        pytest.skip("Vividz is not registered in engine.games.IMPLEMENTED in this build")
    c, (_result, rid) = _finish_game(window, qtbot, "vividz", 12)
    assert window.watch_replay(rid) is None and window.replays_page.watching()
    v = window.replays_page.viewer
    data = json.loads(carddb.get_replay(window.db, rid).content)
    states = [s.clone() for s, _e, _a in replay_states(data)]
    for k in (0, 5, len(states) // 2, len(states) - 1):
        v.seek(k)
        assert board_matches(v.board, states[k], REVEALED) == []


def test_replay_files_import_export_and_refusals(played, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, _c, _result, rid = played
    page = window.replays_page
    window.show_page("replays")
    page.table.selectRow(page.row_of(rid))
    out = page.export_selected(str(tmp_path / "game.json"))
    assert out is not None and json.loads(out.read_text(encoding="utf-8"))["format"] == "tcgtable-replay"
    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, _t, text, details="": errors.append((text, details)))
    n = len(carddb.list_replays(window.db))
    # a good file imports (after being re-run)
    task = page.add_file(str(out))
    qtbot.waitUntil(lambda: task.done.is_set() and len(carddb.list_replays(window.db)) == n + 1, timeout=30000)
    # an unknown format is refused with a clear message
    bad = tmp_path / "notes.json"
    bad.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    assert page.add_file(str(bad)) is None
    assert errors and "not a replay" in errors[-1][0] and "unknown format" in errors[-1][1]
    # a replay that does not verify is refused too
    data = json.loads(out.read_text(encoding="utf-8"))
    data["final_hash"] = "0" * 32
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    task = page.add_file(str(tampered))
    qtbot.waitUntil(lambda: task.done.is_set() and len(errors) == 2, timeout=30000)
    assert "does not play back the same" in errors[-1][0]
    assert len(carddb.list_replays(window.db)) == n + 1
    # and a stored replay that does not verify cannot be opened to watch
    rid2 = carddb.save_replay(window.db, "victory_spark", content=json.dumps(data), players=["a", "b"],
                              decks=["x", "y"], result="win 0", length=1)
    assert not page.open_replay(rid2)
    assert "does not play back the same" in page.last_error and "does not play back the same" in errors[-1][1]
