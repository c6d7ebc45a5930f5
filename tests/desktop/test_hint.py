"""The table's Hint button: the best-rated options for the player's decision with their win
chances; asking is recorded in the game and its replay, and survives a resume."""
from __future__ import annotations

from pathlib import Path

from desktop.table import autosave

from .test_table_helpers import start, wait_human


def test_a_hint_shows_options_and_is_recorded(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=5, ai="random")
    table = window.play_page.table
    for _ in range(60):  # to a decision of the player's with a choice
        wait_human(qtbot, c)
        if len(c.state.legal_actions()) > 1:
            break
        c.submit(c.state.legal_actions()[0])
    box = table.hint_box
    assert box.button.isEnabled()
    at = len(c.state.history)
    task = box.ask()
    assert task is not None and not box.button.isEnabled()
    qtbot.waitUntil(lambda: box.task is None, timeout=30_000)
    lines = box.text.text().split("\n")
    assert box.text.isVisible() and 1 <= len(lines) <= 3
    assert all("win chance" in line and line[0] in "123" for line in lines)
    assert c.setup.hints == [at]
    assert c.replay_data()["hints"] == [at]
    path = tmp_path / "autosave.json"
    autosave.write(path, c.setup, c.state, wait=True)
    assert autosave.read(path)[0].hints == [at]
    c.submit(c.state.legal_actions()[0])  # an answer clears the hint of the old position
    assert not box.text.isVisible()
    table.stop()
