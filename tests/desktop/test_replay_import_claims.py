"""Replays › Import and the stored replays (issue 40): a file claiming a result its re-run does not give
is refused naming the file and the claim, nothing stored; what is stored and listed is the re-run's
result; a stored replay claiming another result is not shown; a damaged row leaves the others listed;
a replay over the size limits is refused at the door."""
from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import carddb
from desktop import dialogs
from desktop.table.texts import stored_result_text
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.limits import MAX_NODES, MAX_REPLAY_ACTIONS
from engine.replay import make_replay
from engine.rng import Rng


@pytest.fixture(scope="module")
def replay() -> dict[str, Any]:
    decks = [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]
    s = get_rules("victory_spark").new_game(decks, 5)
    rng = Rng(5)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    assert s.result is not None and s.result[0] == "win"
    return json.loads(json.dumps(make_replay(s, decks, ["Spark A", "Spark B"], ["random", "random"])))


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, _t, text, details="": shown.append((text, details)))
    return shown


def _write(tmp_path: Path, data: dict[str, Any], name: str = "game.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


def _swapped(replay: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(replay)
    data["result"] = ["win", 1 - data["result"][1], data["result"][2]]
    return data


def test_a_file_claiming_the_loser_won_is_not_imported(window, qtbot, tmp_path, errors, replay) -> None:  # type: ignore[no-untyped-def]
    window.show_page("replays")
    page = window.replays_page
    n = len(carddb.list_replays(window.db))
    p = _write(tmp_path, _swapped(replay))
    task = page.add_file(str(p))
    assert task is not None
    qtbot.waitUntil(lambda: task.done.is_set() and bool(errors), timeout=30000)
    text, details = errors[-1]
    assert "does not play back the same" in text
    assert f"File: {p}" in details and "result: " in details
    assert repr(replay["result"])[:30] in details  # what the re-run gives is shown beside the claim
    assert len(carddb.list_replays(window.db)) == n


def test_what_is_stored_and_listed_is_the_re_runs_result(window, qtbot, tmp_path, errors, replay) -> None:  # type: ignore[no-untyped-def]
    window.show_page("replays")
    page = window.replays_page
    n = len(carddb.list_replays(window.db))
    data = copy.deepcopy(replay)
    del data["result"]  # nothing claimed: whatever is listed comes from the re-run
    task = page.add_file(str(_write(tmp_path, data)))
    assert task is not None
    qtbot.waitUntil(lambda: task.done.is_set() and len(carddb.list_replays(window.db)) == n + 1, timeout=30000)
    assert not errors
    stored = carddb.list_replays(window.db)[0]
    assert stored.result == " ".join(str(x) for x in replay["result"]) and stored.length == len(replay["actions"])
    row = page.row_of(stored.id)
    shown = stored_result_text(stored.result, "victory_spark", "en")
    assert shown and page.table.item(row, 4).text() == shown
    page.table.selectRow(row)
    assert shown in page.details.toPlainText()


def test_a_stored_replay_claiming_another_result_is_not_shown(window, errors, replay) -> None:  # type: ignore[no-untyped-def]
    rid = carddb.save_replay(window.db, "victory_spark", content=json.dumps(_swapped(replay)),
                             players=["random", "random"], decks=["a", "b"], result="win 1", length=3)
    window.show_page("replays")
    page = window.replays_page
    assert not page.open_replay(rid) and not page.watching()
    text, details = errors[-1]
    assert "cannot be shown" in text and f"File: replay {rid}" in details and "Where: result" in details


def test_the_same_replay_with_its_true_result_is_shown(window, errors, replay) -> None:  # type: ignore[no-untyped-def]
    rid = carddb.save_replay(window.db, "victory_spark", content=json.dumps(replay), players=["random", "random"],
                             decks=["a", "b"], result="", length=3)
    window.show_page("replays")
    assert window.replays_page.open_replay(rid) and window.replays_page.watching() and not errors


def test_a_damaged_row_is_named_and_the_others_are_listed(window, db_path) -> None:  # type: ignore[no-untyped-def]
    good = carddb.save_replay(window.db, "victory_spark", content="{}", players=["a", "b"], decks=["x", "y"], length=1)
    bad = carddb.save_replay(window.db, "victory_spark", content="{}", players=["c", "d"], decks=["x", "y"], length=1)
    con = sqlite3.connect(db_path)
    con.execute("UPDATE replays SET players_json = ? WHERE id = ?", ("{not json", bad))
    con.commit()
    con.close()
    window.show_page("replays")
    page = window.replays_page
    assert page.row_of(good) >= 0 and page.row_of(bad) < 0
    assert not page.empty.isHidden()
    assert f"{db_path}: replay {bad}: " in page.empty.text()


def _answers(replay: dict[str, Any], n: int) -> dict[str, Any]:
    acts = replay["actions"]
    return dict(replay, actions=[acts[i % len(acts)] for i in range(n)])


@pytest.mark.parametrize(("answers", "where"), [
    (MAX_REPLAY_ACTIONS + 1, "Where: actions"),
    (MAX_NODES // 4, "values"),  # 500,000 answers of 4 or more values: refused from the text
], ids=["answers", "values"])
def test_a_replay_over_the_limits_is_refused_at_the_door(window, tmp_path, errors, replay, answers, where) -> None:  # type: ignore[no-untyped-def]
    window.show_page("replays")
    page = window.replays_page
    n = len(carddb.list_replays(window.db))
    p = tmp_path / "long.json"
    p.write_text(json.dumps(_answers(replay, answers), separators=(",", ":")), encoding="utf-8")
    assert page.add_file(str(p)) is None  # refused before anything is re-run
    text, details = errors[-1]
    assert "not a replay this version can read" in text and f"File: {p}" in details and where in details
    assert len(carddb.list_replays(window.db)) == n


def test_the_viewer_shows_the_rerun_result_and_opens_one_replay_after_another(app, replay) -> None:  # type: ignore[no-untyped-def]
    from desktop.cardpixmaps import CardPixmaps
    from desktop.table.replay_viewer import ReplayViewer
    from engine.errors import FormatError

    viewer = ReplayViewer(CardPixmaps(), "en")
    other = get_rules("victory_spark").new_game(
        [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]], 9)
    rng = Rng(9)
    while not other.is_terminal():
        other.apply_action(rng.choice(other.legal_actions()))
    decks = [load_deck_cards(p, "victory_spark")[1] for p in precon_paths("victory_spark")[:2]]
    second = json.loads(json.dumps(make_replay(other, decks, ["C", "D"], ["random", "random"])))
    viewer.load(replay, "a.json")
    viewer.seek(viewer.timeline.length)
    viewer.load(second, "b.json")  # the first one's position is not carried over
    viewer.seek(viewer.timeline.length)
    assert stored_result_text(" ".join(str(x) for x in second["result"]), "victory_spark", "en") in viewer.info.text()
    with pytest.raises(FormatError) as e:
        viewer.load(_swapped(replay), "forged.json")
    assert e.value.file == "forged.json" and e.value.item == "result"
