"""The database file and engine: where the file lives, opening it safely, migrations, sessions.

Path: `--db` option > environment variable TCGTABLE_DB > platformdirs user data dir / tcgtable.sqlite3.
An existing file is checked before anything is written to it (SQLite header, integrity check, that it
is a TCG Table database of a schema revision this program knows); a file that fails gets a
DatabaseFileError and is left exactly as it was. Before a migration runs on an existing file, a copy
is written next to it. A new file is created, migrated to the latest schema and seeded from the
bundled card sets and decks (carddb.seed).
"""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import URL, Engine, create_engine, event
from sqlalchemy.exc import OperationalError
from sqlalchemy.pool import StaticPool
from sqlmodel import Session

from .errors import DatabaseFileError

if TYPE_CHECKING:
    from .seed import SeedReport

APP_NAME = "tcgtable"
DB_FILENAME = "tcgtable.sqlite3"
ENV_VAR = "TCGTABLE_DB"
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT = 5.0  # seconds to wait for another program's lock on the file
_LEAVE_ALONE = ("The file was left untouched. Move it away, or choose another file with --db or the "
                f"{ENV_VAR} environment variable.")


def default_db_path() -> Path:
    """The database file in the user's data directory (platformdirs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / DB_FILENAME


def resolve_db_path(cli_value: str | os.PathLike[str] | None = None) -> Path:
    """The database file to use: the --db value, else $TCGTABLE_DB, else the default."""
    if cli_value:
        return Path(cli_value).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return default_db_path()


@dataclass
class CardDB:
    """An open database: the engine, the file (None for in-memory) and what seeding reported."""

    engine: Engine
    path: Path | None
    seed_report: SeedReport | None = None
    backups: list[Path] = field(default_factory=list)

    def session(self) -> Session:
        """A new session (objects stay usable after commit)."""
        return Session(self.engine, expire_on_commit=False)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session inside one transaction: committed on success, rolled back on any exception."""
        with Session(self.engine, expire_on_commit=False) as s, s.begin():
            yield s

    def close(self) -> None:
        """Release the file."""
        self.engine.dispose()

    def __enter__(self) -> CardDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
        conn.exec_driver_sql("BEGIN")

    return engine


def make_file_engine(path: Path) -> Engine:
    """An engine on a database file."""
    return _configure(create_engine(URL.create("sqlite", database=str(path)),
                                    connect_args={"timeout": BUSY_TIMEOUT}))


def make_memory_engine() -> Engine:
    """An engine on a private in-memory database (one shared connection: StaticPool)."""
    return _configure(create_engine("sqlite://", poolclass=StaticPool,
                                    connect_args={"check_same_thread": False}))


# -- migrations -------------------------------------------------------------------------------

def alembic_config() -> Config:
    """Alembic configuration built in code (no alembic.ini at run time)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR).replace("%", "%%"))
    return cfg


def known_revisions() -> list[str]:
    """Every schema revision, oldest first."""
    script = ScriptDirectory.from_config(alembic_config())
    return [r.revision for r in reversed(list(script.walk_revisions()))]


def head_revision() -> str:
    """The latest schema revision."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(engine: Engine) -> str | None:
    """The schema revision of the database (None for an empty one)."""
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def migrate(engine: Engine, target: str = "head") -> None:
    """Upgrade the schema to `target` (default: the latest) in one transaction."""
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, target)


def downgrade(engine: Engine, target: str) -> None:
    """Downgrade the schema to `target` ("base" = empty) in one transaction (for tests and tools)."""
    cfg = alembic_config()
    with engine.begin() as conn:
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

def check_database_file(path: Path) -> None:
    """Raise DatabaseFileError unless `path` is usable: readable, intact, ours, of a known revision.

    Reads only. An empty (0-byte) file is accepted: SQLite treats it as a new database.
    """
    try:
        if path.is_dir():
            raise DatabaseFileError(f"{path}: is a directory, not a database file. {_LEAVE_ALONE}")
        if path.stat().st_size == 0:
            return
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as e:
        raise DatabaseFileError(f"{path}: cannot read the database file ({e.strerror or e}). {_LEAVE_ALONE}") from None
    if head != SQLITE_HEADER:
        raise DatabaseFileError(f"{path}: not a database file (no SQLite header; damaged or another kind "
                                f"of file). {_LEAVE_ALONE}")
    try:
        con = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
        try:
            check = con.execute("PRAGMA quick_check").fetchall()
            tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            rev = None
            if "alembic_version" in tables:
                row = con.execute("SELECT version_num FROM alembic_version").fetchone()
                rev = row[0] if row else None
        finally:
            con.close()
    except sqlite3.OperationalError as e:  # locked by another program, or cannot be opened
        raise DatabaseFileError(f"{path}: cannot open or read the database file ({e}). {_LEAVE_ALONE}") from None
    except sqlite3.Error as e:
        raise DatabaseFileError(f"{path}: the database file is damaged ({e}). {_LEAVE_ALONE}") from None
    if check != [("ok",)]:
        detail = "; ".join(str(r[0]) for r in check[:3])
        raise DatabaseFileError(f"{path}: the database file is damaged (integrity check: {detail}). {_LEAVE_ALONE}")
    if tables and "alembic_version" not in tables:
        raise DatabaseFileError(f"{path}: an SQLite file, but not a TCG Table database. {_LEAVE_ALONE}")
    if rev is not None and rev not in known_revisions():
        raise DatabaseFileError(f"{path}: made by a newer version of TCG Table (schema revision {rev}); "
                                f"update the program to open it. {_LEAVE_ALONE}")


def open_database(path: str | os.PathLike[str] | None = None, *, seed: bool = True,
                  cardset_files: Sequence[Path] | None = None,
                  deck_files: Sequence[Path] | None = None) -> CardDB:
    """Open (creating, migrating and seeding as needed) the database at `path` or the resolved default."""
    p = resolve_db_path(path)
    if p.exists() or p.is_symlink():
        check_database_file(p)
    else:
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise DatabaseFileError(f"{p}: cannot create the database folder ({e.strerror or e})") from None
    engine = make_file_engine(p)
    db = CardDB(engine, p)
    try:
        try:
            current = current_revision(engine)
            head = head_revision()
            if current != head:
                if current is not None:
                    db.backups.append(backup_file(p, f"before-migration-{current}-to-{head}"))
                migrate(engine)
        except (OperationalError, sqlite3.OperationalError) as e:
            raise DatabaseFileError(f"{p}: cannot open or write the database file "
                                    f"({getattr(e, 'orig', None) or e})") from None
        if seed:
            from .seed import seed_database

            db.seed_report = seed_database(db, cardset_files, deck_files)
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
        from .seed import seed_database

        db.seed_report = seed_database(db, cardset_files, deck_files)
    return db
