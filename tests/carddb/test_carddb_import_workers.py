"""A big import reads its files in worker processes while the sets already read are stored
(carddb/import_prep.py): the database ends up exactly as a serial import leaves it, a bad file
anywhere means nothing is imported and every bad file is reported in order, and `--jobs` is checked."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import carddb.import_prep as import_prep
from carddb.database import open_database
from carddb.importers import import_cardset_files, import_files
from engine.errors import FormatError

from .util import run, snapshot


@pytest.fixture
def bundled_files() -> list[Path]:
    from assets import cardset_paths

    return [p for g in ("victory_spark", "vividz", "grid", "phantom_magic_vision") for p in cardset_paths(g)]


@pytest.fixture
def workers_for_any_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(import_prep, "PARALLEL_BYTES", 0)
    monkeypatch.setattr(import_prep, "PARALLEL_FILES", 2)


def _timeless(dump: str) -> str:
    return re.sub(r"'\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?'", "'<time>'", dump)


def _fresh(tmp_path: Path, name: str):  # type: ignore[no-untyped-def]
    return open_database(tmp_path / name, seed=False)


def test_workers_store_what_a_serial_import_stores(tmp_path: Path, bundled_files: list[Path],
                                                   workers_for_any_size: None) -> None:
    serial, parallel = _fresh(tmp_path, "a.sqlite3"), _fresh(tmp_path, "b.sqlite3")
    one = import_cardset_files(serial, bundled_files, jobs=1)
    two = import_cardset_files(parallel, bundled_files, jobs=2)
    assert [r.describe() for r in one] == [r.describe() for r in two]
    assert _timeless(snapshot(serial)) == _timeless(snapshot(parallel))
    serial.close()
    parallel.close()


def test_a_bad_file_among_many_imports_nothing_and_every_bad_file_is_named(
        tmp_path: Path, bundled_files: list[Path], workers_for_any_size: None) -> None:
    bad1, bad2 = tmp_path / "bad1.yaml", tmp_path / "bad2.json"
    bad1.write_text("format: 1\ngame: victory_spark\ncode: BAD\nversion: 1\ncards: [{}]\n", encoding="utf-8")
    bad2.write_text("{not json", encoding="utf-8")
    db = _fresh(tmp_path, "c.sqlite3")
    before = snapshot(db)
    done, errors = import_files(db, [bundled_files[0], bad1, bundled_files[1], bad2], jobs=2)
    assert done == [] and [type(e) for e in errors] == [FormatError, FormatError]
    assert [Path(e.file).name for e in errors] == ["bad1.yaml", "bad2.json"]  # type: ignore[union-attr]
    assert snapshot(db) == before
    with pytest.raises(FormatError, match="bad1.yaml"):  # the library call raises the first one
        import_cardset_files(db, [bundled_files[0], bad1, bad2], jobs=2)
    assert snapshot(db) == before
    db.close()


def test_cli_import_with_jobs(dbfile: Path, capsys: pytest.CaptureFixture[str], bundled_files: list[Path],
                              workers_for_any_size: None) -> None:
    path = str(dbfile)
    rc, out, err = run(capsys, "cards", "import", "--jobs", "2", *map(str, bundled_files), "--db", path)
    assert rc == 0
    assert [line.split(": ", 1)[1].split(" set ")[0] for line in out.splitlines()] == [
        "Victory Spark", "Vividz", "Grid game", "Phantom Magic Vision"]  # games by name, never by id
    assert all(": added " in line for line in out.splitlines()), out
    for bad in ("0", "x", "-1"):
        with pytest.raises(SystemExit):
            run(capsys, "cards", "import", "--jobs", bad, str(bundled_files[0]), "--db", path)
        assert "not a number of processes" in capsys.readouterr().err
