"""Write failures of the database file name the file and say what happened: read-only file or folder,
locked by another program, disk full; writes wait for another program's lock up to the busy timeout."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from carddb.collection import set_quantity
from carddb.database import CardDB, file_error, make_file_engine, open_database
from carddb.errors import DatabaseFileError
from carddb.importers import import_cardsets
from carddb.settings import get_setting, set_setting
from engine.cards import CardDef, CardSet

from .util import GAME, file_snapshot, run_unprivileged


def _new(path: Path, **kw: Any) -> CardDB:
    return open_database(path, cardset_files=[], deck_files=[], **kw)


@pytest.fixture
def dbpath(tmp_path: Path) -> Path:
    path = tmp_path / "t.sqlite3"
    with _new(path) as db:
        set_setting(db, "theme", "dark")
    return path


def _assert_named(e: DatabaseFileError, path: Path, *words: str) -> None:
    msg = str(e)
    assert msg.startswith(f"{path}: cannot save the changes: "), msg
    assert msg.endswith("Nothing was changed."), msg
    for w in words:
        assert w in msg, msg


# -- read-only ------------------------------------------------------------------------------------

def test_write_to_a_database_opened_read_only_names_the_file(dbpath: Path) -> None:
    before = file_snapshot(dbpath)
    db = CardDB(make_file_engine(dbpath, read_only=True), dbpath)  # SQLite's mode=ro: works as root too
    try:
        assert get_setting(db, "theme") == "dark"  # reading is fine
        with pytest.raises(DatabaseFileError) as ei:
            set_setting(db, "theme", "light")
    finally:
        db.close()
    _assert_named(ei.value, dbpath, "read-only")
    assert file_snapshot(dbpath) == before


def _write(path: str) -> str:
    db = CardDB(make_file_engine(Path(path)), Path(path))
    try:
        set_setting(db, "theme", "light")
        return "written"
    except DatabaseFileError as e:
        return str(e)
    finally:
        db.close()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")
@pytest.mark.parametrize("which", ["file", "folder"])
def test_read_only_file_or_folder_names_which(shared_dir: Path, which: str) -> None:
    path = shared_dir / "t.sqlite3"
    with _new(path) as db:
        set_setting(db, "theme", "dark")
    owner = 65534 if os.geteuid() == 0 else os.geteuid()
    os.chown(path, owner, -1)
    if which == "file":
        os.chown(shared_dir, owner, -1)
        path.chmod(0o444)
    else:
        path.chmod(0o644)
        shared_dir.chmod(0o555)
    before = file_snapshot(path)
    result = run_unprivileged(_write, str(path))
    expected = ("the database file is read-only" if which == "file"
                else f"its folder {shared_dir} is read-only")
    assert result.startswith(f"{path}: cannot save the changes: {expected}"), result
    assert result.endswith("Nothing was changed.")
    assert file_snapshot(path) == before


# -- disk full ------------------------------------------------------------------------------------

def _big_set(n: int) -> CardSet:
    cards = tuple(CardDef(id=f"BIG-{i:04d}", game=GAME, set="BIG", number=f"{i:04d}",
                          name={"en": f"Card {i}", "ja": f"カード{i}"}, type="character", rarity="C",
                          stats={"cost": 1}, attrs={}, text={"en": "x" * 200, "ja": ""}, abilities=(), raw={})
                  for i in range(n))
    return CardSet(GAME, "BIG", 1, {"en": "Big", "ja": "Big"}, cards, "big.yaml")


def test_disk_full_names_the_file_and_changes_nothing(dbpath: Path) -> None:
    before = file_snapshot(dbpath)
    db = _new(dbpath)
    try:
        @event.listens_for(db.engine, "connect")
        def _no_room(dbapi_conn: Any, _rec: Any) -> None:  # the file may not grow: what a full disk does
            pages = dbapi_conn.execute("PRAGMA page_count").fetchone()[0]
            dbapi_conn.execute(f"PRAGMA max_page_count = {pages}")

        db.engine.dispose()  # new connections get the limit
        with pytest.raises(DatabaseFileError) as ei:
            import_cardsets(db, [_big_set(2000)])
    finally:
        db.close()
    _assert_named(ei.value, dbpath, "the disk is full")
    assert file_snapshot(dbpath) == before


# -- locked by another program ------------------------------------------------------------------

_HOLDER = """
import sqlite3, sys, time
con = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
con.execute(sys.argv[2])
print("locked", flush=True)
time.sleep(float(sys.argv[3]))
con.execute("ROLLBACK")
print("released", flush=True)
"""


def _hold(path: Path, begin: str, seconds: float) -> subprocess.Popen[str]:
    """Another program holding a lock on the file for `seconds` (from when this returns)."""
    p = subprocess.Popen([sys.executable, "-c", _HOLDER, str(path), begin, str(seconds)],
                         stdout=subprocess.PIPE, text=True)
    assert p.stdout is not None and p.stdout.readline().strip() == "locked"
    return p


def test_write_waits_for_another_programs_write_and_then_succeeds(dbpath: Path) -> None:
    db = _new(dbpath, busy_timeout=1.5)
    try:
        holder = _hold(dbpath, "BEGIN IMMEDIATE", 0.7)
        try:
            t0 = time.monotonic()
            assert get_setting(db, "theme") == "dark"  # a read session takes no write lock: no wait
            assert time.monotonic() - t0 < 0.5
            set_setting(db, "theme", "light")
            waited = time.monotonic() - t0
        finally:
            holder.wait(10)
        assert get_setting(db, "theme") == "light"
    finally:
        db.close()
    assert 0.5 <= waited < 1.5  # it waited for the lock (a deferred BEGIN failed at once instead)


def test_write_behind_a_lock_held_too_long_fails_after_the_timeout(dbpath: Path) -> None:
    before = file_snapshot(dbpath)
    db = _new(dbpath, busy_timeout=1.5)
    holder = _hold(dbpath, "BEGIN IMMEDIATE", 6)
    try:
        t0 = time.monotonic()
        with pytest.raises(DatabaseFileError) as ei:
            set_setting(db, "theme", "light")
        waited = time.monotonic() - t0
    finally:
        holder.kill()
        holder.wait(10)
        db.close()
    assert 1.4 <= waited < 3.0  # the configured 1.5 s, not the ~0-1.1 s of a deferred BEGIN's upgrade
    _assert_named(ei.value, dbpath, "locked by another program")
    assert file_snapshot(dbpath) == before


def test_read_behind_an_exclusive_lock_names_the_file(dbpath: Path) -> None:
    db = _new(dbpath, busy_timeout=0.3)
    holder = _hold(dbpath, "BEGIN EXCLUSIVE", 6)  # another program in the middle of saving
    try:
        with pytest.raises(DatabaseFileError) as ei:
            get_setting(db, "theme")
        with pytest.raises(DatabaseFileError) as ei2:
            set_quantity(db, 1, 1)
    finally:
        holder.kill()
        holder.wait(10)
        db.close()
    msg = str(ei.value)
    assert msg.startswith(f"{dbpath}: cannot read the database: the database is locked by another program"), msg
    _assert_named(ei2.value, dbpath, "locked by another program")


def test_other_database_errors_are_not_dressed_up_as_file_problems() -> None:
    assert file_error(Path("x.sqlite3"), sqlite3.IntegrityError("UNIQUE constraint failed: decks.name")) is None
    assert file_error(Path("x.sqlite3"), ValueError("not sqlite")) is None
    e = file_error(None, sqlite3.OperationalError("database is locked"))
    assert e is not None and str(e).startswith("<in-memory database>: cannot use the database: the database is locked")
