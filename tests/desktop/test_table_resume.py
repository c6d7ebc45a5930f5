"""The game in progress survives the app being killed: a real app process plays a few answers and is
killed with SIGKILL mid-game; the next start offers to resume and the position is exactly the one
the killed process had (pending decision included), with take-back still working."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop import dialogs
from engine.games import IMPLEMENTED

ROOT = Path(__file__).resolve().parents[2]

APP_SCRIPT = r'''
import json, os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import carddb
from desktop.app import make_application
from desktop.mainwindow import MainWindow
from desktop.settings import AppSettings


def main():
    app = make_application(["table-kill-test"])
    db = carddb.open_database(sys.argv[1])
    s = AppSettings(db)
    s.set("language", "en")
    s.set("animation_speed", "off")
    w = MainWindow(db, s)
    w.show()
    w.show_page("play")
    page = w.play_page
    page.refresh()
    c = page.start_game(game=sys.argv[2], ai="random", seed=17)
    while True:
        app.processEvents()
        time.sleep(0.002)
        if c.human_to_act():
            if len(c.state.history) >= int(sys.argv[3]):
                break
            opts = c.options()
            c.submit(c.adapter.pass_action(opts) or opts[-1])
    Path = __import__("pathlib").Path
    Path(sys.argv[4]).write_text(json.dumps(c.state.snapshot(), sort_keys=True), encoding="utf-8")
    print("READY", len(c.state.history), flush=True)
    while True:
        app.processEvents()
        time.sleep(0.02)


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_killed_mid_game_resumes_exactly(window, db_path, qtbot, tmp_path, monkeypatch, game) -> None:  # type: ignore[no-untyped-def]
    if game not in IMPLEMENTED:
        pytest.skip(f"{game} is not registered in engine.games.IMPLEMENTED in this build")
    script = tmp_path / "app_until_killed.py"
    script.write_text(APP_SCRIPT, encoding="utf-8")
    expected = tmp_path / "expected.json"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, str(script), str(db_path), game, "14", str(expected)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        deadline = time.monotonic() + 120
        line = ""
        while time.monotonic() < deadline:
            line = proc.stdout.readline() if proc.stdout else ""
            if line.startswith("READY") or proc.poll() is not None:
                break
        assert line.startswith("READY"), f"the app did not get there (exit {proc.poll()})"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    save = db_path.parent / "autosave.json"
    assert save.exists()
    # the next start asks, and resumes in exactly the killed position
    asked = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or True)
    assert window.offer_resume()
    assert asked and "not finished" in asked[0]
    c = window.play_page.table.controller
    assert c is not None and window.current_page() == "play" and window.play_page.playing()
    assert json.dumps(c.state.snapshot(), sort_keys=True) == expected.read_text(encoding="utf-8")
    assert c.human_to_act() and c.state.decision is not None
    assert window.play_page.table.prompt.list.count() == len(c.options())
    # it goes on: the board shows it, take-back works from the rebuilt line of play
    from .test_table_helpers import board_matches

    assert board_matches(window.play_page.table.board, c.state, 0) == []
    n = len(c.state.history)
    before = c.state.clone()
    opts = c.options()
    assert c.submit(opts[0])
    qtbot.waitUntil(lambda: c.human_to_act() or c.finished, timeout=20000)
    assert c.take_back() and c.state == before and len(c.state.history) == n
