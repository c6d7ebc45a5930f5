"""The database file and engine: where the file lives, opening it safely, migrations, sessions.

Path: `--db` option > environment variable TCGTABLE_DB > platformdirs user data dir / tcgtable.sqlite3.
An existing file is checked before anything is written to it (SQLite header, integrity check, that it
is a TCG Table database of a schema revision this program knows); a file that fails gets a
DatabaseFileError and is left exactly as it was. Before a migration runs on an existing file, a copy
is written next to it.

A new database is never built at its final path. It is created under a temporary name in the same
folder (`.<name>.<random>.new`), migrated to the latest schema and seeded from the bundled card sets
and decks (carddb.seed), closed, and only then hard-linked into place (os.link fails instead of
replacing a file another program created meanwhile; that file is then opened and checked instead).
So a file at the database path is always either complete or not ours, and an existing 0-byte file
(a crash of an older version, a truncated copy, `touch`) is refused like any other unusable file.

Write transactions (CardDB.transaction, migrations) start with BEGIN IMMEDIATE so they wait up to the
busy timeout for another program's write lock; a deferred BEGIN would take a read lock first and then
fail at once when upgrading it. Read sessions use a plain BEGIN and never block writers. SQLite
failures about the file (locked, read-only, disk full, damaged, ...) become a DatabaseFileError that
starts with the file's path and says in plain words what happened.
"""
from __future__ import annotations

import os
import re
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import URL, Engine, create_engine, event
from sqlalchemy.exc import DatabaseError as SQLDatabaseError
from sqlalchemy.pool import StaticPool
from sqlmodel import Session

from engine.errors import short_repr

from .errors import DatabaseFileError
from .paths import APP_NAME, DB_FILENAME, ENV_VAR, default_db_path, resolve_db_path  # noqa: F401 (the module's API)
from .reports import SeedReport

if TYPE_CHECKING:
    from alembic.config import Config

# Seeding a new database (carddb/seed.py, which itself imports this module): set by the package on
# import (carddb/__init__.py), so opening with seed=True works however this module was imported.
_SEEDER: list[Callable[[CardDB, Sequence[Path] | None, Sequence[Path] | None], SeedReport]] = []


def set_seeder(fn: Callable[[CardDB, Sequence[Path] | None, Sequence[Path] | None], SeedReport]) -> None:
    _SEEDER[:] = [fn]


def _seed(db: CardDB, cardset_files: Sequence[Path] | None, deck_files: Sequence[Path] | None) -> SeedReport:
    if not _SEEDER:
        raise RuntimeError("no seeder: import carddb (the package) before opening a seeded database")
    return _SEEDER[0](db, cardset_files, deck_files)

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT = 5.0  # seconds to wait for another program's lock on the file
_LEAVE_ALONE = ("The file was left untouched. Move it away, or choose another file with --db or the "
                f"{ENV_VAR} environment variable.")
_WRITE_OPTION = "tcgtable_write"  # execution option marking a write unit: its BEGIN is IMMEDIATE

# SQLite primary result codes that are about the file, not about the program, in plain words.
_LOCKED = ("the database is locked by another program (another TCG Table window, a backup or sync tool); "
           "close it and try again")
_FILE_PROBLEMS: dict[int, str] = {
    3: "the operating system denied access to the file",  # SQLITE_PERM
    5: _LOCKED,  # SQLITE_BUSY
    6: _LOCKED,  # SQLITE_LOCKED
    8: "the database file or its folder is read-only",  # SQLITE_READONLY
    10: "the file could not be read or written (input/output error: a removed drive or a failing disk?)",  # IOERR
    11: "the database file is damaged",  # SQLITE_CORRUPT
    13: "the disk is full",  # SQLITE_FULL
    14: "the file cannot be opened (moved or deleted, or its folder cannot be written)",  # SQLITE_CANTOPEN
    26: "the file is not a database (damaged, or another kind of file)",  # SQLITE_NOTADB
}
# For drivers without sqlite_errorcode: the start of SQLite's own message for the same codes.
_MESSAGE_CODES = (("database is locked", 5), ("database table is locked", 6), ("attempt to write a readonly", 8),
                  ("disk i/o error", 10), ("database disk image is malformed", 11), ("database or disk is full", 13),
                  ("unable to open database file", 14), ("file is not a database", 26))


def file_error(path: Path | None, error: BaseException, doing: str = "use the database") -> DatabaseFileError | None:
    """The DatabaseFileError for an SQLite failure about the file (locked, read-only, disk full, damaged,
    ...), naming the file; None for other failures (a constraint, a bug), which stay as they are."""
    orig = getattr(error, "orig", None) or error
    if not isinstance(orig, sqlite3.Error):
        return None
    code = getattr(orig, "sqlite_errorcode", None)
    if code is None:
        text = str(orig).lower()
        code = next((c for start, c in _MESSAGE_CODES if text.startswith(start)), None)
    problem = _FILE_PROBLEMS.get(code & 0xFF) if code is not None else None
    if problem is None:
        return None
    if code is not None and code & 0xFF == 8 and path is not None:  # say which of the two is read-only
        if not os.access(path, os.W_OK):
            problem = "the database file is read-only (check its permissions)"
        elif not os.access(path.parent, os.W_OK):
            problem = (f"its folder {path.parent} is read-only (SQLite writes a journal file next to the "
                       "database while saving)")
    return DatabaseFileError(f"{_where(path)}: cannot {doing}: {problem} ({orig}). Nothing was changed.")


class _FileSession(Session):
    """A Session whose SQLite failures about the file leave its `with` block as a DatabaseFileError."""

    def __init__(self, bind: Engine, path: Path | None, doing: str) -> None:
        super().__init__(bind, expire_on_commit=False, info={"db_file": _where(path)})
        self._db_path, self._doing = path, doing

    def __exit__(self, type_: Any, value: Any, traceback: Any) -> None:
        super().__exit__(type_, value, traceback)
        if isinstance(value, SQLDatabaseError) and (err := file_error(self._db_path, value, self._doing)):
            raise err from value
        if value is not None and (damaged := _damaged_row(self.bind, self._db_path, value)):
            raise damaged from None


def _where(path: Path | None) -> str:
    return str(path) if path is not None else "<in-memory database>"


def _damaged_row(bind: Any, path: Path | None, error: BaseException) -> DatabaseFileError | None:
    """The damaged row behind a failed read, if it may be one (stored.py: only then is it imported)."""
    from .stored import damaged_row, may_be_damage

    return damaged_row(bind, _where(path), error) if may_be_damage(error) else None


@dataclass
class CardDB:
    """An open database: the engine, the file (None for in-memory) and what seeding reported."""

    engine: Engine
    path: Path | None
    seed_report: SeedReport | None = None
    backups: list[Path] = field(default_factory=list)
    _writes: Engine = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._writes = _writer(self.engine)

    def session(self) -> Session:
        """A new session for reading (objects stay usable after commit); used as `with db.session() as s`,
        an SQLite failure about the file leaves the block as a DatabaseFileError naming the file."""
        return _FileSession(self.engine, self.path, "read the database")

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session inside one write transaction (BEGIN IMMEDIATE: waits up to the busy timeout for
        another program's write): committed on success, rolled back on any exception. An SQLite failure
        about the file (locked, read-only, disk full, ...) is raised as a DatabaseFileError naming it."""
        try:
            with Session(self._writes, expire_on_commit=False, info={"db_file": _where(self.path)}) as s, s.begin():
                yield s
        except Exception as e:  # rolled back: nothing was saved
            err = file_error(self.path, e, "save the changes") if isinstance(e, SQLDatabaseError) else None
            err = err or _damaged_row(self.engine, self.path, e)  # while reading a damaged row?
            if err is None:
                raise
            raise err from e

    def close(self) -> None:
        """Release the file."""
        self.engine.dispose()

    def __enter__(self) -> CardDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _writer(engine: Engine) -> Engine:
    """The same engine (same pool) with its transactions marked as writes: they BEGIN IMMEDIATE."""
    return engine.execution_options(**{_WRITE_OPTION: True})


def _configure(engine: Engine) -> Engine:
    """Foreign keys on, and real BEGIN/COMMIT so every transaction (DDL included) is atomic."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # let SQLAlchemy's BEGIN below drive transactions
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA cache_size=-32768")  # 32 MiB page cache: searches scan the cards table
        cur.execute("PRAGMA mmap_size=268435456")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        # IMMEDIATE takes the write lock up front, waiting for it through the busy handler
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get(_WRITE_OPTION) else "BEGIN")

    return engine


def make_file_engine(path: Path, *, busy_timeout: float | None = None, read_only: bool = False) -> Engine:
    """An engine on a database file; waits `busy_timeout` seconds (default BUSY_TIMEOUT) for another
    program's lock. read_only opens the file with SQLite's mode=ro (tools, and tests of write failures)."""
    timeout = BUSY_TIMEOUT if busy_timeout is None else busy_timeout
    url = URL.create("sqlite", database=str(path))
    if not read_only:
        return _configure(create_engine(url, connect_args={"timeout": timeout}))
    uri = f"{Path(path).resolve().as_uri()}?mode=ro"
    return _configure(create_engine(url, creator=lambda: sqlite3.connect(
        uri, uri=True, timeout=timeout, check_same_thread=False)))


def make_memory_engine() -> Engine:
    """An engine on a private in-memory database (one shared connection: StaticPool)."""
    return _configure(create_engine("sqlite://", poolclass=StaticPool,
                                    connect_args={"check_same_thread": False}))


# -- migrations -------------------------------------------------------------------------------

def alembic_config() -> Config:
    """Alembic configuration built in code (no alembic.ini at run time). Alembic is imported only
    here and when migrating: an up-to-date database opens without it (a tenth of a second of start)."""
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR).replace("%", "%%"))
    return cfg


def known_revisions() -> list[str]:
    """Every schema revision, oldest first."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return [r.revision for r in reversed(list(script.walk_revisions()))]


_REVISION_FILE = re.compile(r"^(\d{4})_\w+\.pyc?$")
_REVISION = re.compile(r"\d{4}")  # a revision's name: NNNN, counting up


def revision_files() -> list[str]:
    """Every schema revision, oldest first, read from the migration files' names (`NNNN_what.py`
    for revision NNNN; a test checks this against alembic), so opening needs no alembic."""
    revs = sorted({m.group(1) for f in os.listdir(MIGRATIONS_DIR / "versions") if (m := _REVISION_FILE.match(f))})
    if not revs:
        raise RuntimeError(f"no migration scripts in {MIGRATIONS_DIR / 'versions'}")
    return revs


def head_revision() -> str:
    """The latest schema revision."""
    return revision_files()[-1]


def current_revision(engine: Engine) -> str | None:
    """The schema revision of the database (None for an empty one)."""
    with engine.connect() as conn:
        raw = conn.connection.driver_connection
        assert raw is not None
        if raw.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'").fetchone() is None:
            return None
        rows = raw.execute("SELECT version_num FROM alembic_version").fetchall()
        if len(rows) > 1:
            raise DatabaseFileError(f"{engine.url.database}: the schema has several revisions "
                                    f"({', '.join(r[0] for r in rows)})")
        return str(rows[0][0]) if rows else None


def migrate(engine: Engine, target: str = "head") -> None:
    """Upgrade the schema to `target` (default: the latest) in one transaction."""
    from alembic import command

    cfg = alembic_config()
    with _writer(engine).begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, target)


def downgrade(engine: Engine, target: str) -> None:
    """Downgrade the schema to `target` ("base" = empty) in one transaction (for tests and tools)."""
    from alembic import command

    cfg = alembic_config()
    with _writer(engine).begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, target)


def backup_file(path: Path, label: str) -> Path:
    """Copy the database (consistently, through SQLite) to `<name>.<label>-<time>.bak` beside it."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%f")
    dest = path.with_name(f"{path.name}.{label}-{stamp}.bak")
    src = sqlite3.connect(path)
    try:
        dst = sqlite3.connect(dest)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()
    return dest


# -- opening ----------------------------------------------------------------------------------

def check_database_file(path: Path, busy_timeout: float | None = None) -> None:
    """Raise DatabaseFileError unless `path` is usable: readable, intact, ours, of a known revision.

    Reads only. An empty (0-byte) file is refused too: this program never leaves one at the path (a new
    database is built under another name and linked into place complete), so it is not ours.
    """
    try:
        if path.is_dir():
            raise DatabaseFileError(f"{path}: is a directory, not a database file. {_LEAVE_ALONE}")
        if path.stat().st_size == 0:
            raise DatabaseFileError(f"{path}: the file is empty (0 bytes), so it is not a TCG Table database "
                                    f"(delete it to start a new database there). {_LEAVE_ALONE}")
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as e:
        raise DatabaseFileError(f"{path}: cannot read the database file ({e.strerror or e}). {_LEAVE_ALONE}") from None
    if head != SQLITE_HEADER:
        raise DatabaseFileError(f"{path}: not a database file (no SQLite header; damaged or another kind "
                                f"of file). {_LEAVE_ALONE}")
    try:
        con = sqlite3.connect(path, timeout=BUSY_TIMEOUT if busy_timeout is None else busy_timeout)
        try:
            check = con.execute("PRAGMA quick_check").fetchall()
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
                      if not str(r[0]).startswith("sqlite_")}  # SQLite's own (sqlite_sequence, ...)
            revs = []
            if "alembic_version" in tables:
                revs = [r[0] for r in con.execute("SELECT version_num FROM alembic_version LIMIT 3")]
        finally:
            con.close()
    except sqlite3.OperationalError as e:  # locked by another program, or cannot be opened
        raise DatabaseFileError(f"{path}: cannot open or read the database file ({e}). {_LEAVE_ALONE}") from None
    except sqlite3.Error as e:
        raise DatabaseFileError(f"{path}: the database file is damaged ({e}). {_LEAVE_ALONE}") from None
    if check != [("ok",)]:
        detail = "; ".join(str(r[0]) for r in check[:3])
        raise DatabaseFileError(f"{path}: the database file is damaged (integrity check: {detail}). {_LEAVE_ALONE}")
    # Only a file with no tables at all is taken as new (and migrated): one with tables but no version
    # record would be migrated from scratch over what it holds, so it is refused, as is a version
    # record that is not one of ours
    if len(revs) > 1:
        shown = ", ".join(short_repr(r, 20) for r in revs)
        raise DatabaseFileError(f"{path}: an SQLite database with several TCG Table schema versions ({shown}): "
                                f"its version record is damaged. {_LEAVE_ALONE}")
    rev = revs[0] if revs else None
    if rev is None and tables - {"alembic_version"}:
        raise DatabaseFileError(f"{path}: an SQLite database without a TCG Table schema version: it was not made "
                                f"by this program, or its version record was lost. {_LEAVE_ALONE}")
    if rev is not None and rev == head_revision() and (missing := _missing_tables(tables)):
        raise DatabaseFileError(f"{path}: a TCG Table database without its table{'s' if len(missing) > 1 else ''} "
                                f"{', '.join(missing)}: it was changed outside TCG Table; restore it from a "
                                f"backup. {_LEAVE_ALONE}")
    if rev is not None and rev not in revision_files():
        if isinstance(rev, str) and _REVISION.fullmatch(rev) and rev > head_revision():
            raise DatabaseFileError(f"{path}: made by a newer version of TCG Table (schema revision {rev}); "
                                    f"update the program to open it. {_LEAVE_ALONE}")
        raise DatabaseFileError(f"{path}: an SQLite database whose schema version {short_repr(rev, 40)} is not a "
                                "TCG Table one: it was made by another program, or its version record is "
                                f"damaged. {_LEAVE_ALONE}")


def _missing_tables(tables: set[str]) -> list[str]:
    """The tables of the latest schema (models.py) that are not among `tables`."""
    from sqlmodel import SQLModel

    from . import models  # noqa: F401 - the tables' metadata

    return sorted(set(SQLModel.metadata.tables) - tables)


def _link_into_place(tmp: Path, dest: Path) -> bool:
    """Give the finished file `tmp` the name `dest`; False (tmp kept) if `dest` exists by now."""
    try:
        os.link(tmp, dest)  # unlike rename, never replaces a file another program created meanwhile
    except FileExistsError:
        return False
    except OSError:  # no hard links on this file system (FAT, some network drives)
        if dest.exists() or dest.is_symlink():
            return False
        os.rename(tmp, dest)  # a tiny race remains here; on Windows rename refuses to replace anyway
        return True
    tmp.unlink()
    return True


def _create_database(p: Path, *, seed: bool, cardset_files: Sequence[Path] | None,
                     deck_files: Sequence[Path] | None, busy_timeout: float | None) -> tuple[bool, SeedReport | None]:
    """Build a new database under a temporary name beside `p` and link it into place (module comment).
    Returns (False, None) when another program created `p` first; that file is then checked as usual."""
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DatabaseFileError(f"{p}: cannot create the database folder ({e.strerror or e})") from None
    try:
        fd, name = tempfile.mkstemp(dir=p.parent, prefix=f".{p.name}.", suffix=".new")
        os.close(fd)
    except OSError as e:
        raise DatabaseFileError(f"{p}: cannot create the database file ({e.strerror or e})") from None
    tmp = Path(name)
    engine = make_file_engine(tmp, busy_timeout=busy_timeout)
    report = None
    try:
        try:
            migrate(engine)
        except SQLDatabaseError as e:
            err = file_error(p, e, "create the database file")
            if err is None:
                raise
            raise err from e
        if seed:
            # named after the file it becomes: every message is about the path the user knows
            report = _seed(CardDB(engine, p), cardset_files, deck_files)
        engine.dispose()  # every connection closed (and the journal gone) before the file is named
        try:
            linked = _link_into_place(tmp, p)
        except OSError as e:
            raise DatabaseFileError(f"{p}: cannot create the database file ({e.strerror or e})") from None
    finally:
        engine.dispose()
        tmp.unlink(missing_ok=True)
    return linked, report if linked else None


def open_database(path: str | os.PathLike[str] | None = None, *, seed: bool = True,
                  cardset_files: Sequence[Path] | None = None,
                  deck_files: Sequence[Path] | None = None, busy_timeout: float | None = None) -> CardDB:
    """Open (creating, migrating and seeding as needed) the database at `path` or the resolved default.
    `busy_timeout`: seconds to wait for another program's lock (default BUSY_TIMEOUT)."""
    p = resolve_db_path(path)
    created, report = False, None
    if not (p.exists() or p.is_symlink()):
        created, report = _create_database(p, seed=seed, cardset_files=cardset_files, deck_files=deck_files,
                                           busy_timeout=busy_timeout)
    if not created:
        check_database_file(p, busy_timeout)
    engine = make_file_engine(p, busy_timeout=busy_timeout)
    db = CardDB(engine, p, seed_report=report)
    if created:
        return db
    try:
        try:
            current = current_revision(engine)
            head = head_revision()
            if current != head:
                if current is not None:
                    db.backups.append(backup_file(p, f"before-migration-{current}-to-{head}"))
                migrate(engine)
        except (SQLDatabaseError, sqlite3.DatabaseError) as e:
            err = file_error(p, e, "open or write the database file")
            if err is None:
                raise
            raise err from e
        if seed:
            db.seed_report = _seed(db, cardset_files, deck_files)
    except BaseException:
        engine.dispose()
        raise
    return db


def open_memory_database(*, seed: bool = False, cardset_files: Sequence[Path] | None = None,
                         deck_files: Sequence[Path] | None = None) -> CardDB:
    """A fresh in-memory database at the latest schema (for tests and tools); not seeded unless asked."""
    engine = make_memory_engine()
    migrate(engine)
    db = CardDB(engine, None)
    if seed:
        db.seed_report = _seed(db, cardset_files, deck_files)
    return db
