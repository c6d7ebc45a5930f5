""""Play from here": a replay's position becomes a new game whose replay says where it came from."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import carddb
from desktop.table import autosave
from engine.replay import check_header, verify
from tests.helpers import played_replay


def _stored_replay(db: carddb.CardDB) -> tuple[int, dict]:
    """A finished Victory Spark game between two random players, stored as a replay."""
    data = played_replay("victory_spark", ("random", "random"), seed=11, players=("Alice", "Bob"))
    rid = carddb.save_replay(db, "victory_spark", content=json.dumps(data), players=["Alice", "Bob"],
                             decks=["A", "B"], result="win", length=len(data["actions"]))
    return rid, data


def test_play_from_here_goes_on_from_the_position_as_the_chosen_side(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    rid, data = _stored_replay(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    viewer = page.viewer
    k = len(data["actions"]) // 2
    viewer.seek(k)
    assert viewer.branch_button.isEnabled()
    assert page.play_from(k, choice=(1, "easy", False))
    assert window.current_page() == "play"
    c = window.play_page.table.controller
    assert c is not None and c.human == 1 and c.setup.ai == "easy"
    assert [[p, a.to_json()] for p, a in c.state.history] == data["actions"][:k]  # the replay's answers, no more
    assert c.setup.players[1] == "You" and c.setup.players[0].startswith("Computer")
    assert c.setup.branch is not None and c.setup.branch["step"] == k
    assert c.setup.branch["final_hash"] == data["final_hash"] and "Alice vs Bob" in c.setup.branch["replay"]
    assert c.timeline is not None and c.timeline.length == k  # take-back reaches into the replay's moves
    # its replay records the branch, and plays back: the answers alone give the game
    out = c.replay_data()
    check_header(out, "<branch>")
    assert out["branched_from"] == c.setup.branch
    ok, _msg = verify(out, "<branch>")
    assert ok
    # a resumed branched game keeps where it came from
    path = tmp_path / "autosave.json"
    autosave.write(path, c.setup, c.state, wait=True)
    setup, state = autosave.read(path)
    assert setup.branch == c.setup.branch and state == c.state
    window.play_page.table.stop()


def test_no_play_from_the_end_of_a_finished_game(window) -> None:  # type: ignore[no-untyped-def]
    rid, data = _stored_replay(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    page.viewer.seek(len(data["actions"]))
    assert not page.viewer.branch_button.isEnabled()
    page.viewer.seek(0)
    assert page.viewer.branch_button.isEnabled()


def test_a_reshuffled_branch_is_recorded_and_plays_back(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """With the reshuffle the new game's decks differ from the replay's at that point; its replay
    holds the reshuffle's seed and re-runs to the same state, in the viewer too; take-back stops at
    the branch point (before it the game was another's)."""
    from desktop.table.replay_viewer import load_timeline

    rid, data = _stored_replay(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    k = 12
    page.viewer.seek(k)
    original = page.viewer.timeline.state_at(k)
    assert page.play_from(k, choice=(0, "hotseat", True), seed=12345)
    c = window.play_page.table.controller
    assert c.setup.branch["reshuffle"] == 12345 and c.setup.ai == "hotseat"
    assert any(c.state.zones[f"{q}.deck"] != original.zones[f"{q}.deck"] for q in (0, 1))
    assert c.timeline is not None  # the re-run with the reshuffle gives the same position
    assert c._back_position() is None  # nothing of this game's own to take back yet
    for _ in range(6):  # a few answers of the new game
        if c.state.is_terminal():
            break
        p = c.state.current_player()
        c.human = p
        c._apply(p, c.state.legal_actions()[0])
    out = c.replay_data()
    assert out["branched_from"]["reshuffle"] == 12345
    ok, _msg = verify(out, "<branch>")
    assert ok
    tl, final = load_timeline(out, "<branch>")
    assert final == c.state
    for j in (k, k + 1, tl.length):
        assert tl.state_at(j) == c.timeline.state_at(j)
    window.play_page.table.stop()


@pytest.mark.rule("victory_spark:G1")
def test_a_study_game_shows_both_sides_and_is_marked(window, qtbot, answers, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Only when the player asks for it does a branched game show the other side's hidden cards; such a
    game and its replay are marked as a study game, and a resume keeps it so."""
    rid, data = _stored_replay(window.db)
    page = window.replays_page
    assert page.open_replay(rid)
    tl = page.viewer.timeline
    k = next(n for n in range(len(data["actions"]) // 2, 0, -1) if len(tl.state_at(n).zones["1.hand"]) >= 2)
    page.viewer.seek(k)
    assert page.play_from(k, choice=(0, "easy", False))  # a plain branch: the other hand stays hidden
    table = window.play_page.table
    hand = table.model.zones["1.hand"]
    assert hand.count > 0 and all(cv.card_id is None for cv in hand.cards)
    table.stop()
    window.show_page("replays")
    assert page.open_replay(rid)
    page.viewer.seek(k)
    assert page.play_from(k, choice=(0, "easy", False, True))
    c = table.controller
    assert c is not None and c.setup.study and c.human == 0
    hand = table.model.zones["1.hand"]
    assert hand.count == len(hand.cards) > 0 and all(cv.card_id is not None for cv in hand.cards)  # shown
    assert table.board.bottom == 0  # the player's own side is still nearest
    out = c.replay_data()
    check_header(out, "<study>")
    assert out["study"] is True
    path = tmp_path / "autosave.json"
    autosave.write(path, c.setup, c.state, wait=True)
    assert autosave.read(path)[0].study
    table.stop()
    sid = carddb.save_replay(window.db, "victory_spark", content=json.dumps(out), players=out["players"],
                             decks=["A", "B"], result="", length=len(out["actions"]))
    window.show_page("replays")
    page.refresh()
    row = page.row_of(sid)
    assert "study game" in page.table.item(row, 2).text()
    assert "study game" not in page.table.item(page.row_of(rid), 2).text()
