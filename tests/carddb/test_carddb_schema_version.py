"""An SQLite file without a TCG Table schema version (another program's, or ours with its version
record lost) is refused before anything is read or written, saying what it is and what to do; it
is never migrated "from scratch" over what it holds (issue 40)."""
from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from carddb.database import open_database
from carddb.errors import DatabaseFileError

from .util import run

WITHOUT_VERSION = "an SQLite database without a TCG Table schema version"
WHAT_TO_DO = "The file was left untouched. Move it away, or choose another file with --db"


def _ours(path: Path) -> None:
    open_database(path, cardset_files=[], deck_files=[]).close()


def _sql(path: Path, *statements: str) -> None:
    con = sqlite3.connect(path)
    try:
        for q in statements:
            con.execute(q)
        con.commit()
    finally:
        con.close()


def _version_row_deleted(path: Path) -> None:
    _ours(path)
    _sql(path, "DELETE FROM alembic_version")


def _version_table_dropped(path: Path) -> None:
    _ours(path)
    _sql(path, "DROP TABLE alembic_version")


def _another_programs(path: Path) -> None:  # same table name as ours, and an empty version table
    _sql(path, "CREATE TABLE games (id TEXT, score INTEGER)", "INSERT INTO games VALUES ('chess', 3)",
         "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)")


MAKERS: dict[str, Callable[[Path], None]] = {
    "version row deleted": _version_row_deleted,
    "version table dropped": _version_table_dropped,
    "another program's": _another_programs,
}


def _untouched(path: Path, before: bytes) -> None:
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no backup, journal or new file


@pytest.mark.parametrize("make", list(MAKERS.values()), ids=list(MAKERS))
def test_open_refuses_a_database_without_a_schema_version(tmp_path: Path, make: Callable[[Path], None]) -> None:
    path = tmp_path / "t.sqlite3"
    make(path)
    before = path.read_bytes()
    with pytest.raises(DatabaseFileError) as ei:
        _ours(path)
    msg = str(ei.value)
    assert msg.startswith(f"{path}: {WITHOUT_VERSION}: it was not made by this program, or its version "
                          "record was lost. ")
    assert WHAT_TO_DO in msg
    _untouched(path, before)


@pytest.mark.parametrize("make", list(MAKERS.values()), ids=list(MAKERS))
@pytest.mark.parametrize("argv", [["deck", "list"], ["cards", "search", "x"], ["collection", "export", "-"]])
def test_cli_refuses_a_database_without_a_schema_version(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         make: Callable[[Path], None], argv: list[str]) -> None:
    path = tmp_path / "t.sqlite3"
    make(path)
    before = path.read_bytes()
    rc, out, err = run(capsys, *argv, "--db", str(path))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {path}: {WITHOUT_VERSION}") and WHAT_TO_DO in err
    assert "could not be used" not in err  # not the raw SQL failure of a migration over the tables
    _untouched(path, before)


def test_a_version_that_is_not_ours(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.sqlite3"
    _sql(path, "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL)",
         "INSERT INTO alembic_version VALUES ('3f2a9c1b7d')", "CREATE TABLE notes (text TEXT)")
    before = path.read_bytes()
    rc, _, err = run(capsys, "deck", "list", "--db", str(path))
    assert rc == 2
    assert err.startswith(f"error: {path}: an SQLite database whose schema version '3f2a9c1b7d' is not a "
                          "TCG Table one")
    assert "newer version" not in err and WHAT_TO_DO in err
    _untouched(path, before)


def test_several_version_rows(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _ours(path)
    _sql(path, "INSERT INTO alembic_version VALUES ('0001')")
    before = path.read_bytes()
    with pytest.raises(DatabaseFileError, match="several TCG Table schema versions"):
        _ours(path)
    _untouched(path, before)


def test_an_sqlite_file_with_no_tables_is_used(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    _sql(path, "PRAGMA user_version = 7")  # an empty database: nothing in it to lose
    _ours(path)
    con = sqlite3.connect(path)
    try:
        assert con.execute("SELECT count(*) FROM alembic_version").fetchone() == (1,)
    finally:
        con.close()


def test_a_database_missing_a_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.sqlite3"
    _ours(path)
    _sql(path, "DROP TABLE settings")
    before = path.read_bytes()
    rc, _, err = run(capsys, "deck", "list", "--db", str(path))
    assert rc == 2 and err.startswith(f"error: {path}: a TCG Table database without its table settings: ")
    assert WHAT_TO_DO in err
    _untouched(path, before)
