"""Fixtures for carddb tests: a small fake game ("testgame") registered with the engine, its
card-set and deck files in fixtures/, and in-memory databases."""
from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

import carddb.seed
import engine.games as games
from carddb.database import CardDB, open_memory_database
from carddb.importers import import_cardset_file

from .util import FIXTURES, GAME, FakeRules


@pytest.fixture(autouse=True, scope="module")
def fake_game() -> Iterator[FakeRules]:
    """Register "testgame" with the engine's game registry for the duration of a test module."""
    rules = FakeRules()
    saved = games.IMPLEMENTED
    games.IMPLEMENTED = (*saved, GAME)
    games._CACHE[GAME] = rules
    yield rules
    games.IMPLEMENTED = saved
    games._CACHE.pop(GAME, None)


@pytest.fixture
def fixtures() -> Path:
    return FIXTURES


@pytest.fixture
def db() -> Iterator[CardDB]:
    """An empty in-memory database at the latest schema."""
    d = open_memory_database()
    yield d
    d.close()


@pytest.fixture
def loaded(db: CardDB) -> CardDB:
    """An in-memory database with the TST1 set (version 1) imported."""
    import_cardset_file(db, FIXTURES / "tst1.yaml")
    return db


@pytest.fixture
def dbfile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A database path for CLI tests; first start seeds from the test set and deck, not the bundled assets."""
    monkeypatch.setattr(carddb.seed, "_bundled", lambda: ([FIXTURES / "tst1.yaml"], [FIXTURES / "deck_good.txt"]))
    monkeypatch.delenv("TCGTABLE_DB", raising=False)
    return tmp_path / "cli.sqlite3"


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A folder an unprivileged child (util.run_unprivileged) can reach: pytest's tmp_path is private to root."""
    d = Path(tempfile.mkdtemp(prefix="tcgtable-test-"))
    d.chmod(0o755)
    yield d
    d.chmod(0o755)
    shutil.rmtree(d)
