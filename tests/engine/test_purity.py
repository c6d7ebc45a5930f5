"""The engine imports no GUI, database or network modules (issue: pure-Python engine)."""
from __future__ import annotations

import subprocess
import sys

FORBIDDEN = ["PySide6", "sqlite3", "sqlalchemy", "sqlmodel", "socket", "urllib.request", "http.client", "carddb",
             "desktop"]


def test_import_engine_pulls_in_no_qt_sql_or_network() -> None:
    code = ("import sys, engine, engine.games.victory_spark, engine.interp, engine.replay, engine.scenario; "
            f"bad=[m for m in {FORBIDDEN!r} if m in sys.modules]; print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "", f"engine imported: {out}"


def test_rules_do_no_wall_clock_or_uuid() -> None:
    from pathlib import Path
    root = Path(__file__).resolve().parents[2] / "engine"
    for p in root.rglob("*.py"):
        if "ai" in p.parts:
            continue  # agents may time-box their search; the rules may not
        text = p.read_text(encoding="utf-8")
        for bad in ("import time", "uuid", "import random", "datetime"):
            assert bad not in text, f"{p}: {bad}"
