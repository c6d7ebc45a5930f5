"""The command line at the door: unusable database files, oversized or malformed input files, and
limits all end as `error: ...` on stderr with exit code 2, no traceback, and nothing changed."""
from __future__ import annotations

import functools
import io
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

import carddb.database as database
from engine.limits import MAX_FILE_BYTES

from .util import FIXTURES, file_snapshot, run


@pytest.fixture
def seeded(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A database file after its first start."""
    assert run(capsys, "deck", "list", "--db", str(dbfile))[0] == 0
    return dbfile


def _inputs(tmp_path: Path) -> dict[str, list[str]]:
    csv = tmp_path / "in.csv"
    csv.write_text("set,number,quantity\nTST1,001,3\n", encoding="utf-8")
    deck = tmp_path / "new.txt"
    deck.write_text("game: testgame\nname: New\n4 Aster Knight\n", encoding="utf-8")
    return {"collection": ["collection", "import", str(csv)], "deck": ["deck", "import", str(deck)],
            "cards": ["cards", "import", str(FIXTURES / "tst1_v2.yaml")]}


# -- the database file ----------------------------------------------------------------------------

@pytest.fixture
def locked(seeded: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The database with another connection holding its write lock, and a short busy timeout."""
    monkeypatch.setattr(database, "BUSY_TIMEOUT", 0.2)
    holder = sqlite3.connect(seeded, timeout=0, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    yield seeded
    holder.execute("ROLLBACK")
    holder.close()


@pytest.mark.parametrize("command", ["collection", "deck", "cards"])
def test_write_to_a_locked_database(locked: Path, tmp_path: Path, command: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(locked)
    rc, out, err = run(capsys, *_inputs(tmp_path)[command], "--db", str(locked))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {locked}: cannot save the changes: the database is locked by another program")
    assert err.rstrip().endswith("Nothing was changed.")
    assert file_snapshot(locked) == before


@pytest.mark.parametrize("command", ["collection", "deck", "cards"])
def test_write_to_a_read_only_database(seeded: Path, tmp_path: Path, command: str, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(seeded)
    monkeypatch.setattr(database, "make_file_engine", functools.partial(database.make_file_engine, read_only=True))
    rc, out, err = run(capsys, *_inputs(tmp_path)[command], "--db", str(seeded))
    assert rc == 2 and out == ""
    assert err.startswith(f"error: {seeded}: cannot save the changes: the database file or its folder is read-only")
    assert file_snapshot(seeded) == before


def test_empty_database_file_is_refused(tmp_path: Path, dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dbfile.touch()
    for argv in _inputs(tmp_path).values():
        rc, out, err = run(capsys, *argv, "--db", str(dbfile))
        assert rc == 2 and out == "" and err.startswith(f"error: {dbfile}: the file is empty (0 bytes)")
    assert dbfile.stat().st_size == 0 and sorted(p.name for p in dbfile.parent.iterdir()) == sorted(
        ["cli.sqlite3", "in.csv", "new.txt"])


# -- input files ----------------------------------------------------------------------------------

def _sparse(path: Path, head: bytes, size: int) -> Path:
    with path.open("wb") as f:
        f.write(head)
        f.truncate(size)
    return path


@pytest.mark.parametrize(("content", "expected"), [
    (b"set,number,quantity\nTST1,001," + b"9" * 5000 + b"\n", "big.csv: line 2: quantity of 5,000 digits is too large"),
    (b"set,number,quantity\nTST1,001,3\nTST1,0\x0002,1\n", "big.csv: line 3: contains a NUL byte"),
    (b"set,number,quantity\nTST1,001,3\n\"" + b"x" * 200_000, "big.csv: line 3: the line is longer than 100,000"),
    (b"set,number,quantity\nTST1,001,700000\nTST1,001,300001\n",
     "big.csv: line 3: TST1-001: the rows for it up to this line make 1,000,001 copies"),
    (b"set,number,quantity\nTST1,001,3\n\xff\n", "big.csv: line 3: not UTF-8 text"),
])
def test_bad_collection_files(seeded: Path, tmp_path: Path, content: bytes, expected: str,
                              capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(seeded)
    f = tmp_path / "big.csv"
    f.write_bytes(content)
    rc, out, err = run(capsys, "collection", "import", str(f), "--db", str(seeded))
    assert rc == 2 and out == "" and err.startswith(f"error: {tmp_path}/{expected}")
    assert file_snapshot(seeded) == before


def test_collection_add_past_the_limit(seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "c.csv"
    f.write_text("set,number,quantity\nTST1,001,999999\n", encoding="utf-8")
    assert run(capsys, "collection", "import", str(f), "--db", str(seeded))[0] == 0
    before = file_snapshot(seeded)
    f.write_text("set,number,quantity\nTST1,001,2\n", encoding="utf-8")
    rc, _, err = run(capsys, "collection", "import", str(f), "--add", "--db", str(seeded))
    assert rc == 2 and err == (f"error: {f}: line 2: TST1-001: 999,999 owned + the rows for it up to this line make "
                               "1,000,001 copies, more than 1,000,000\n")
    assert file_snapshot(seeded) == before


def test_huge_input_files_are_refused(seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(seeded)
    csv = _sparse(tmp_path / "huge.csv", b"set,number,quantity\n", 6 * 1024**3)
    rc, _, err = run(capsys, "collection", "import", str(csv), "--db", str(seeded))
    assert rc == 2 and err == f"error: {csv}: file size: too large for a collection file (more than 32 MB)\n"
    deck = _sparse(tmp_path / "huge.txt", b"game: testgame\n4 Aster Knight\n", 6 * 1024**3)
    rc, _, err = run(capsys, "deck", "import", str(deck), "--db", str(seeded))
    assert rc == 2 and err == f"error: {deck}: file size: too large for a deck file (more than 1 MB)\n"
    assert file_snapshot(seeded) == before


@pytest.mark.parametrize(("command", "what"), [("collection", "collection"), ("deck", "deck")])
def test_huge_standard_input_is_refused(seeded: Path, command: str, what: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"#" * (MAX_FILE_BYTES[what] + 1))))
    rc, _, err = run(capsys, command, "import", "-", "--game", "testgame", "--db", str(seeded))
    assert rc == 2 and err.startswith(f"error: <stdin>: file size: too large for a {what} file")


def test_deck_count_of_thousands_of_digits(seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(seeded)
    for digits in (30, 5000):
        deck = tmp_path / "d.txt"
        deck.write_text(f"game: testgame\nname: D\n{'9' * digits} Aster Knight\n", encoding="utf-8")
        rc, out, err = run(capsys, "deck", "import", str(deck), "--db", str(seeded))
        assert rc == 2 and out == "" and err.startswith(f"error: {deck}: line 3: ")
    assert file_snapshot(seeded) == before


def test_card_stat_too_large(seeded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = file_snapshot(seeded)
    f = tmp_path / "huge.yaml"
    f.write_text((FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace("code: TST1", "code: HUGE").replace(
        "power: 3000", f"power: {2**63}"), encoding="utf-8")
    rc, out, err = run(capsys, "cards", "import", str(f), "--db", str(seeded))
    assert rc == 2 and out == "" and err.startswith(f"error: {f}: ") and "nothing was imported" in err
    assert file_snapshot(seeded) == before


def test_formula_names_round_trip_through_export_and_import(dbfile: Path, tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    sets = tmp_path / "fx.yaml"
    sets.write_text((FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace("code: TST1", "code: FXS").replace(
        "en: Aster Knight", "en: =Aster Knight").replace("en: Bramble Guard", "en: '-Bramble Guard-'"), encoding="utf-8")
    other = tmp_path / "other.sqlite3"
    for db in (dbfile, other):
        rc, _, err = run(capsys, "cards", "import", str(sets), "--db", str(db))
        assert rc == 0, err
    src = tmp_path / "in.csv"
    src.write_text("set,number,quantity\nFXS,001,3\nFXS,002,2\n", encoding="utf-8")
    assert run(capsys, "collection", "import", str(src), "--db", str(dbfile))[0] == 0
    out_csv = tmp_path / "out.csv"
    assert run(capsys, "collection", "export", str(out_csv), "--db", str(dbfile), "--game", "testgame")[0] == 0
    text = out_csv.read_text(encoding="utf-8")
    assert "testgame,FXS,001,'=Aster Knight,3\n" in text and "testgame,FXS,002,'-Bramble Guard-,2\n" in text
    rc, out, _ = run(capsys, "collection", "import", str(out_csv), "--db", str(other))
    assert rc == 0 and "2 rows read, 2 cards changed, 0 rows not matched" in out
    rc, out, _ = run(capsys, "collection", "export", "-", "--db", str(other), "--game", "testgame")
    assert rc == 0 and out == text
