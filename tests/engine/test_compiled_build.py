"""The optional compiled build (engine/compiled.py, docs/engine-speed.md "The compiled build").

Where a build is present (CI makes one and runs the engine's tests on it), both builds play the
same seeded games and every state hash must agree. Without one, the fallback is checked: a build
that is stale, or switched off, never loads.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import compiled
from tests.build_digest import digest_all

ROOT = Path(__file__).resolve().parents[2]
GAMES_PER_GAME = 6  # two of them with the heuristic (resample, clone), the rest random


def _run(code: str, **env: str) -> str:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**os.environ, **env}, check=True,
                          capture_output=True, text=True, timeout=600).stdout


def test_switched_off_the_engine_is_pure_python() -> None:
    out = _run("import engine.compiled as c, engine.state as s, engine.games.grid.flow as f; "
               "print(c.is_compiled(), s.__file__.endswith('.py'), f.__file__.endswith('.py'), c.WHY)",
               TCGTABLE_PURE="1")
    assert out.split()[:3] == ["False", "True", "True"]
    assert compiled.PURE_ENV in out


def test_a_stale_or_broken_stamp_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    stamp = tmp_path / "compiled-build.json"
    monkeypatch.setattr(compiled, "STAMP", stamp)
    assert compiled.state()[0] is False  # no stamp: no build
    stamp.write_text(json.dumps({"digest": "0" * 64}), encoding="utf-8")
    used, why = compiled.state()
    assert not used and "changed" in why  # a source edited since the build
    stamp.write_text("{", encoding="utf-8")
    assert compiled.state()[0] is False
    stamp.write_text(json.dumps({"digest": compiled.sources_digest()}), encoding="utf-8")
    assert compiled.state()[0] is True


def test_the_fallback_finder_loads_every_listed_module_from_its_source() -> None:
    finder = compiled._SourceFirst()
    for name in compiled.MODULES:
        spec = finder.find_spec(name)
        assert spec is not None and spec.origin == str(compiled.source(name)), name
        assert Path(spec.origin).exists(), name
    assert finder.find_spec("engine.ai.ismcts") is None  # modules outside the build are left alone


def test_the_build_list_names_real_modules() -> None:
    for name in compiled.MODULES:
        assert compiled.source(name).exists() and not name.endswith("__init__"), name
    assert len(set(compiled.MODULES)) == len(compiled.MODULES)


needs_build = pytest.mark.skipif(not compiled.USED, reason="no compiled build: python -m engine.native_build build")


@needs_build
def test_the_compiled_build_is_what_runs() -> None:
    assert compiled.is_compiled()
    import engine.games.phantom_magic_vision.core as pmv

    assert not pmv.__file__.endswith(".py")


@needs_build
def test_both_builds_play_the_same_games_step_by_step() -> None:
    here = digest_all(GAMES_PER_GAME)
    assert here["build"] == "compiled"
    pure = json.loads(_run(f"from tests.build_digest import digest_all; import json; "
                           f"print(json.dumps(digest_all({GAMES_PER_GAME})))", TCGTABLE_PURE="1"))
    assert pure["build"] == "pure"
    for game, games in here["games"].items():
        for i, (a, b) in enumerate(zip(games, pure["games"][game], strict=True)):
            if a != b:
                k = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
                pytest.fail(f"{game} game {i}: the builds differ first at step {k} ({len(a)} and {len(b)} steps)")
