"""The command line: games, simulate --json keys, deck validate, replay show."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.library import precon_paths


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tcgtable", *args], capture_output=True, text=True)


def test_games_lists_victory_spark() -> None:
    r = cli("games")
    assert r.returncode == 0 and "victory_spark" in r.stdout


def test_simulate_json_has_the_documented_keys(tmp_path: Path) -> None:
    r = cli("simulate", "--game", "victory_spark", "--games", "3", "--seed", "5", "--players", "random,random",
            "--replays", str(tmp_path), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    for k in ("games", "finished", "draws", "wins", "errors", "turns_mean", "games_per_second", "actions_per_second"):
        assert k in out
    assert out["games"] == 3 and out["finished"] == 3 and out["errors"] == 0
    assert sum(out["wins"]) + out["draws"] == 3
    files = sorted(tmp_path.iterdir())
    assert len(files) == 3
    v = cli("replay", "verify", *map(str, files))
    assert v.returncode == 0, v.stdout + v.stderr
    show = cli("replay", "show", str(files[0]))
    assert show.returncode == 0 and "Game over" in show.stdout
    ja = cli("replay", "show", "--lang", "ja", str(files[0]))
    assert ja.returncode == 0 and "ゲーム終了" in ja.stdout


@pytest.mark.rule("victory_spark:5.1.2.1.1", "victory_spark:5.1.2.1.2")
def test_deck_validate_precons_and_a_bad_deck(tmp_path: Path) -> None:
    for p in precon_paths("victory_spark"):
        r = cli("deck", "validate", "--game", "victory_spark", str(p))
        assert r.returncode == 0, r.stdout
    text = precon_paths("victory_spark")[0].read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if ln[:1].isdigit()]
    first = lines[0].split(" ", 1)[1]
    bad = tmp_path / "bad.txt"
    bad.write_text(f"7 {first}\n", encoding="utf-8")
    r = cli("deck", "validate", "--game", "victory_spark", str(bad))
    assert r.returncode == 1
    assert "victory_spark:5.1.2.1.1" in r.stdout and "victory_spark:5.1.2.1.2" in r.stdout
