"""The database file: path resolution, first start and seeding, corrupt files, migrations and backups."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.schema import CreateIndex
from sqlmodel import SQLModel

import carddb.models  # noqa: F401 - registers the tables on SQLModel.metadata
from carddb import counts, list_decks, list_sets
from carddb.cards import find_card
from carddb.collection import get_quantity, set_quantity
from carddb.database import (
    ENV_VAR,
    current_revision,
    default_db_path,
    downgrade,
    head_revision,
    known_revisions,
    make_file_engine,
    migrate,
    open_database,
    resolve_db_path,
)
from carddb.errors import DatabaseFileError
from carddb.models import Card
from carddb.settings import get_setting

from .util import FIXTURES, GAME, file_snapshot, run_unprivileged

SETS = [FIXTURES / "tst1.yaml"]
DECKS = [FIXTURES / "deck_good.txt"]


def _open(path: Path, sets: list[Path] = SETS, decks: list[Path] = DECKS):
    return open_database(path, cardset_files=sets, deck_files=decks)


# -- where the file is ----------------------------------------------------------------------

def test_db_option_beats_env_beats_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env.sqlite3"))
    assert resolve_db_path(tmp_path / "cli.sqlite3") == tmp_path / "cli.sqlite3"
    assert resolve_db_path(None) == tmp_path / "env.sqlite3"
    monkeypatch.delenv(ENV_VAR)
    assert resolve_db_path(None) == default_db_path()
    assert default_db_path().name == "tcgtable.sqlite3"
    assert "tcgtable" in str(default_db_path().parent)


def test_env_variable_is_used_by_open(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    target = tmp_path / "sub" / "dir" / "from_env.sqlite3"
    monkeypatch.setenv(ENV_VAR, str(target))
    with open_database(cardset_files=[], deck_files=[]) as db:
        assert db.path == target
    assert target.exists()


# -- first start, second start ----------------------------------------------------------------

def test_first_start_creates_and_seeds_then_second_start_adds_nothing(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path) as db:
        assert db.seed_report is not None and db.seed_report.errors == []
        assert [s.code for s in db.seed_report.sets] == ["TST1"]
        assert db.seed_report.decks == ["Flower Rush"]
        first = counts(db)
        assert first["cards"] == 6 and first["decks"] == 1
        assert current_revision(db.engine) == head_revision()
    before = file_snapshot(path)
    with _open(path) as db:
        assert db.seed_report is not None
        assert db.seed_report.sets == [] and db.seed_report.decks == [] and db.seed_report.errors == []
        assert counts(db) == first
    assert file_snapshot(path) == before


def test_deleted_precon_deck_does_not_come_back_and_user_data_survives(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path) as db:
        from carddb.decks import delete_deck

        delete_deck(db, list_decks(db)[0].id)
        pk = find_card(db, GAME, "TST1-003")
        assert pk is not None
        set_quantity(db, pk, 2)
    with _open(path) as db:
        assert list_decks(db) == []
        assert get_quantity(db, pk) == 2


def test_changed_bundled_set_is_updated_at_next_start(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    bundled = tmp_path / "bundle" / "tst1.yaml"
    bundled.parent.mkdir()
    bundled.write_bytes((FIXTURES / "tst1.yaml").read_bytes())
    with _open(path, [bundled], []) as db:
        assert list_sets(db)[0].version == 1
    bundled.write_bytes((FIXTURES / "tst1_v2.yaml").read_bytes())
    with _open(path, [bundled], []) as db:
        assert db.seed_report is not None and [s.status for s in db.seed_report.sets] == ["updated"]
        assert list_sets(db)[0].version == 2
        assert sorted(get_setting(db, "carddb.seeded")) == [str(bundled.resolve())]


def test_bundled_file_that_fails_is_reported_and_retried(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path, [FIXTURES / "bad_field.yaml", FIXTURES / "tst1.yaml"], []) as db:
        assert db.seed_report is not None
        assert len(db.seed_report.errors) == 1 and "BAD1-004" in db.seed_report.errors[0]
        assert [s.code for s in list_sets(db)] == ["TST1"]
    with _open(path, [FIXTURES / "bad_field.yaml", FIXTURES / "tst1.yaml"], []) as db:
        assert db.seed_report is not None and len(db.seed_report.errors) == 1  # tried again, not recorded


# -- corrupt, foreign and newer files -------------------------------------------------------

def _assert_refused(path: Path, *words: str) -> None:
    before = path.read_bytes()
    with pytest.raises(DatabaseFileError) as ei:
        _open(path)
    msg = str(ei.value)
    assert str(path) in msg and "left untouched" in msg
    for w in words:
        assert w in msg
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]  # no backup, journal or new file


def test_text_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    path.write_text("my precious notes, not a database\n" * 50)
    _assert_refused(path, "not a database file")


def test_truncated_database_is_refused_and_untouched(tmp_path: Path) -> None:
    good = tmp_path / "good" / "t.sqlite3"
    good.parent.mkdir()
    with _open(good):
        pass
    path = tmp_path / "bad" / "t.sqlite3"
    path.parent.mkdir()
    data = good.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    _assert_refused(path, "damaged")


def test_database_with_garbled_pages_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path):
        pass
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    for i in range(2 * page, len(data) - page, 7):
        data[i] = (data[i] * 31 + 17) % 256
    path.write_bytes(bytes(data))
    _assert_refused(path, "damaged")


def test_other_programs_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.execute("INSERT INTO recipes VALUES ('soup')")
    con.commit()
    con.close()
    _assert_refused(path, "an SQLite database without a TCG Table schema version", "not made by this program")


def test_database_from_a_newer_program_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path):
        pass
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '9999'")
    con.commit()
    con.close()
    _assert_refused(path, "newer version", "9999")


def test_directory_is_refused(tmp_path: Path) -> None:
    d = tmp_path / "t.sqlite3"
    d.mkdir()
    with pytest.raises(DatabaseFileError, match="directory"):
        _open(d)


def test_empty_file_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    path.touch()
    _assert_refused(path, "the file is empty (0 bytes)", "not a TCG Table database")
    assert path.stat().st_size == 0


def test_new_database_is_built_elsewhere_and_appears_complete(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import carddb.seed

    path = tmp_path / "t.sqlite3"
    real_seed = carddb.seed.seed_database
    seen: list[tuple[bool, list[str]]] = []

    def watching_seed(db, *a, **kw):  # while the new file is being filled, nothing is at the path yet
        seen.append((path.exists(), sorted(p.name for p in tmp_path.iterdir())))
        assert db.path == path  # messages name the file the user knows, not the temporary one
        return real_seed(db, *a, **kw)

    monkeypatch.setattr(carddb.seed, "seed_database", watching_seed)
    with _open(path) as db:
        assert counts(db)["cards"] == 6 and db.seed_report is not None and db.seed_report.decks == ["Flower Rush"]
    assert len(seen) == 1
    existed, names = seen[0]
    assert not existed and len(names) == 1 and names[0].startswith(".t.sqlite3.") and names[0].endswith(".new")
    assert [p.name for p in tmp_path.iterdir()] == ["t.sqlite3"]  # the temporary name is gone
    assert file_snapshot(path)  # a complete database


def test_failed_creation_leaves_nothing_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import carddb.seed

    def crash(*a, **kw):
        raise RuntimeError("power cut")

    monkeypatch.setattr(carddb.seed, "seed_database", crash)
    with pytest.raises(RuntimeError, match="power cut"):
        _open(tmp_path / "t.sqlite3")
    assert list(tmp_path.iterdir()) == []  # in particular no 0-byte or half-made file at the path


def test_database_created_by_another_program_meanwhile_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import carddb.seed

    path = tmp_path / "t.sqlite3"
    real_seed = carddb.seed.seed_database

    def racing_seed(db, *a, **kw):  # another TCG Table finishes creating the same file first
        with open_database(path, seed=False) as other:
            from carddb.settings import set_setting

            set_setting(other, "winner", "the other program")
        return real_seed(db, *a, **kw)

    monkeypatch.setattr(carddb.seed, "seed_database", racing_seed)
    with _open(path) as db:
        assert get_setting(db, "winner") == "the other program"
    assert [p.name for p in tmp_path.iterdir()] == ["t.sqlite3"]


# -- migrations -------------------------------------------------------------------------------

def _sql_words(sql: str) -> str:
    """CREATE INDEX text without quoting, table prefixes, case or spacing differences."""
    return " ".join(sql.replace('"', "").replace("cards.", "").replace("(", " ( ").replace(")", " ) ")
                    .replace(",", " , ").lower().split())


# SQLAlchemy cannot reflect the sort indexes' expressions (migration 0005); the rest is compared
@pytest.mark.filterwarnings("ignore:Skipped unsupported reflection of expression-based index")
@pytest.mark.filterwarnings("ignore:autogenerate skipping metadata-specified expression-based index")
def test_every_migration_runs_from_an_empty_file_to_the_latest(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    engine = make_file_engine(path)
    revs = known_revisions()
    assert revs[-1] == head_revision() and len(revs) >= 2
    assert current_revision(engine) is None
    for rev in revs:
        migrate(engine, rev)
        assert current_revision(engine) == rev
    tables = set(inspect(engine).get_table_names())
    assert set(SQLModel.metadata.tables) <= tables
    with engine.connect() as conn:  # the migrated schema is exactly what models.py describes
        # (besides the full-text indexes of migrations 0004 and 0006, virtual tables with their
        # shadow tables)
        # and the sort indexes of 0005, whose expressions and directions reflection cannot read:
        # those are compared by their SQL below)
        def ours(obj, name, type_, reflected, compare_to):  # type: ignore[no-untyped-def]
            return not ((type_ == "table" and str(name).startswith(("cards_fts", "attr_sets_fts")))
                        or (type_ == "index" and str(name).startswith("ix_cards_by_")))
        diff = compare_metadata(MigrationContext.configure(
            conn, opts={"compare_type": True, "include_object": ours}), SQLModel.metadata)
        made = {n: _sql_words(q) for n, q in conn.exec_driver_sql(
            "SELECT name, sql FROM sqlite_master WHERE name LIKE 'ix_cards_by_%'")}
    assert diff == []
    described = {i.name: _sql_words(str(CreateIndex(i).compile(dialect=engine.dialect)))
                 for i in Card.__table__.indexes if str(i.name).startswith("ix_cards_by_")}
    assert made == described and len(made) == 16
    assert {"cards_fts", "attr_sets_fts"} <= tables
    for rev in reversed([None, *revs[:-1]]):  # and every downgrade works too
        downgrade(engine, rev or "base")
        assert current_revision(engine) == rev
    assert set(inspect(engine).get_table_names()) <= {"alembic_version"}
    migrate(engine)
    assert current_revision(engine) == head_revision()
    engine.dispose()


def test_a_copy_is_kept_before_migrating_an_existing_file(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    engine = make_file_engine(path)
    first = known_revisions()[0]
    migrate(engine, first)  # a database written by an older program
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO settings (key, value_json) VALUES ('theme', '\"dark\"')"))
    engine.dispose()
    old_bytes = path.read_bytes()
    with _open(path, [], []) as db:
        assert current_revision(db.engine) == head_revision()
        assert len(db.backups) == 1
        backup = db.backups[0]
        assert get_setting(db, "theme") == "dark"
    assert backup.parent == path.parent and backup.name.startswith("old.sqlite3.before-migration-")
    con = sqlite3.connect(backup)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone() == (first,)
    assert con.execute("SELECT value_json FROM settings").fetchone() == ('"dark"',)
    con.close()
    assert len(backup.read_bytes()) == len(old_bytes)


def test_no_backup_for_a_new_or_current_file(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite3"
    with _open(path, [], []) as db:
        assert db.backups == []
    with _open(path, [], []) as db:
        assert db.backups == []
    assert [p.name for p in tmp_path.iterdir()] == ["t.sqlite3"]


def test_failed_migration_leaves_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite3"
    engine = make_file_engine(path)
    migrate(engine, known_revisions()[0])
    engine.dispose()
    before = file_snapshot(path)
    import alembic.command

    real_upgrade = alembic.command.upgrade

    def failing_upgrade(cfg, target, **kw):  # runs the real migration, then fails inside its transaction
        real_upgrade(cfg, target, **kw)
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(alembic.command, "upgrade", failing_upgrade)
    with pytest.raises(RuntimeError):
        _open(path, [], [])
    assert file_snapshot(path) == before
    assert any(p.name.startswith("old.sqlite3.before-migration-") for p in tmp_path.iterdir())


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    with _open(tmp_path / "t.sqlite3", [], []) as db, db.engine.connect() as conn:
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1


def _open_and_report(path: str) -> str:
    try:
        with _open(Path(path), [], []):
            return "opened"
    except DatabaseFileError as e:
        return str(e)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX permissions, checked in a forked child")
def test_unreadable_file_is_refused(shared_dir: Path) -> None:
    path = shared_dir / "t.sqlite3"
    with _open(path, [], []):
        pass
    path.chmod(0)
    try:
        msg = run_unprivileged(_open_and_report, str(path))  # as "nobody" when run as root
    finally:
        path.chmod(0o600)
    assert msg.startswith(f"{path}: cannot read the database file (Permission denied)"), msg


def test_path_that_cannot_be_created_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "notes.txt"
    blocker.write_text("a file where a folder should be")
    with pytest.raises(DatabaseFileError, match="cannot create the database folder"):
        _open(blocker / "db" / "t.sqlite3")
    assert blocker.read_text() == "a file where a folder should be"


def test_locked_database_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import carddb.database as database

    monkeypatch.setattr(database, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "t.sqlite3"
    engine = make_file_engine(path)
    migrate(engine, known_revisions()[0])
    engine.dispose()
    before = file_snapshot(path)
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")  # another program is writing
    try:
        with pytest.raises(DatabaseFileError, match="cannot open or read the database file .database is locked"):
            _open(path, [], [])
    finally:
        holder.rollback()
        holder.close()
    assert file_snapshot(path) == before
    holder = sqlite3.connect(path, timeout=0)
    holder.execute("BEGIN IMMEDIATE")  # readers pass the check, but the migration needs the write lock
    try:
        with pytest.raises(DatabaseFileError, match="cannot open or write the database file: the database is locked by another program"):
            _open(path, [], [])
    finally:
        holder.rollback()
        holder.close()
    assert file_snapshot(path) == before


def test_sets_and_decks_of_games_not_implemented_wait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bundled set of a game this build knows of but does not play yet is not seeded (every
    listed game is implemented now: a future game id stands in for one)."""
    import engine.games as games

    monkeypatch.setattr(games, "ALL_GAME_IDS", (*games.ALL_GAME_IDS, "future_game"))
    later = [g for g in games.ALL_GAME_IDS if g not in games.IMPLEMENTED]
    vz = tmp_path / later[0]
    vz.mkdir()
    (vz / "vz.yaml").write_text((FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace(
        "game: testgame", f"game: {later[0]}"), encoding="utf-8")
    (vz / "deck.txt").write_text("name: Later\n4 Aster Knight\n", encoding="utf-8")
    with _open(tmp_path / "t.sqlite3", [vz / "vz.yaml", *SETS], [vz / "deck.txt"]) as db:
        assert db.seed_report is not None and db.seed_report.errors == []
        assert [s.code for s in list_sets(db)] == ["TST1"] and list_decks(db) == []
        assert sorted(get_setting(db, "carddb.seeded")) == [str(SETS[0].resolve())]  # retried when playable


def test_head_revision_from_file_names_is_alembics_head() -> None:
    """Start-up reads the latest revision from the migration files' names (no alembic import):
    each file is named for the revision it declares, and the highest is alembic's head."""
    from alembic.script import ScriptDirectory

    from carddb.database import MIGRATIONS_DIR, alembic_config, revision_files

    script = ScriptDirectory.from_config(alembic_config())
    assert head_revision() == script.get_current_head()
    for rev in script.walk_revisions():
        assert Path(rev.path).name.startswith(f"{rev.revision}_")
    assert revision_files() == known_revisions()
    assert len(list((MIGRATIONS_DIR / "versions").glob("[0-9][0-9][0-9][0-9]_*.py"))) == len(known_revisions())
