"""The engine imports no GUI, database or network modules (issue: pure-Python engine)."""
from __future__ import annotations

import subprocess
import sys

GUI_AND_SQL = ["PySide6", "sqlite3", "sqlalchemy", "sqlmodel", "carddb", "desktop"]
NETWORK = ["socket", "ssl", "urllib.request", "http.client"]


def _imported(code: str, names: list[str]) -> str:
    probe = f"import sys; {code}; print(','.join(m for m in {names!r} if m in sys.modules))"
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.strip()


def test_import_engine_pulls_in_no_qt_sql_or_network() -> None:
    """The rules themselves: the engine package, every game, the interpreter and the run loop."""
    code = ("import engine, engine.interp, engine.processor; from engine.games import IMPLEMENTED, get_rules; "
            "[get_rules(g) for g in IMPLEMENTED]")
    assert _imported(code, GUI_AND_SQL + NETWORK) == ""


def test_file_formats_pull_in_no_qt_or_sql() -> None:
    """Loaders for card sets, replays, saves and scenarios (pydantic may load socket for its own
    URL types; no engine code opens a connection)."""
    code = "import engine.cardset, engine.replay, engine.savegame, engine.scenario, engine.library"
    assert _imported(code, GUI_AND_SQL) == ""


def test_rules_do_no_wall_clock_or_uuid() -> None:
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "engine"
    for p in root.rglob("*.py"):
        if "ai" in p.parts:
            continue  # agents may time-box their search; the rules may not
        text = p.read_text(encoding="utf-8")
        for bad in ("import time", "uuid", "import random", "datetime"):
            assert bad not in text, f"{p}: {bad}"
