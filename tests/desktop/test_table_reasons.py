"""The log's "why did it do that?" (engine/ai/explain.py): under each of the computer's answers, the
options it weighed and their values, one click away; told to the player at the table only in words
that name nothing hidden from them."""
from __future__ import annotations

from pathlib import Path

from desktop.table.logstate import LogView, read_view, write_view
from engine.actions import Action

from .test_table_helpers import advance_until, start


def test_the_computers_reasons_are_one_click_away(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=14, ai="normal")  # a level: thinks in its helper process
    log = window.play_page.table.log
    advance_until(qtbot, c, lambda c: Action("x") if c.state.turn >= 4 else None)
    log.flush()
    rows = [i for i, (_p, _t, r) in enumerate(log.lines) if r.get("kind") == "reason"]
    assert rows, "the computer weighed nothing in three turns"
    heads = [log.lines[i][1] for i in rows if log.lines[i][1].startswith("The computer weighed")]
    assert heads and any("← chosen" in log.lines[i][1] for i in rows)
    doc = log.text.document()
    assert not log.reasons.isChecked() and all(not doc.findBlockByNumber(i).isVisible() for i in rows)
    log.reasons.click()
    assert all(doc.findBlockByNumber(i).isVisible() for i in rows)
    assert set(log.visible_lines()) >= {log.lines[i][1] for i in rows}
    assert log.view().reasons
    # each explanation sits after the lines of the answer it explains
    for i in rows:
        assert all(p <= log.lines[i][0] for p, _t, _r in log.lines[:i])
    # a take-back forgets the reasons of the answers it undid; the others stay after a new rendering
    kept = {p for p, _t, r in log.lines if r.get("kind") == "reason"}
    assert c.can_take_back() and c.take_back()
    now = len(c.state.history)
    again = {p for p, _t, r in log.lines if r.get("kind") == "reason"}
    assert again == {p for p in kept if p <= now} and again
    window.play_page.table.stop()


def test_the_reasons_setting_is_kept_with_the_game(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    write_view(save, "k", LogView(False, None, True))
    assert read_view(save, "k") == LogView(False, None, True)
    (tmp_path / "autosave.json.log").write_text('{"game": "k", "details": true, "top": 2}', encoding="utf-8")
    assert read_view(save, "k") == LogView(True, 2, False)  # a file from before: reasons off
    (tmp_path / "autosave.json.log").write_text('{"game": "k", "details": true, "top": 2, "reasons": 1}',
                                                encoding="utf-8")
    assert read_view(save, "k") is None
