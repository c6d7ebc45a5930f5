"""The command line: every command, its exit codes, and messages for bad input (never a traceback)."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from .util import FIXTURES, file_snapshot, run


def test_first_start_seeds_and_says_so(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "deck", "list", "--db", str(dbfile))
    assert rc == 0 and "Flower Rush" in out and "main 10, side 1" in out
    assert "note: bundled Test Game set TST1 version 1: added 6 cards" in err
    rc, out, err = run(capsys, "deck", "list", "--db", str(dbfile))
    assert rc == 0 and "note:" not in err and out.count("Flower Rush") == 1


def test_db_from_environment(dbfile: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TCGTABLE_DB", str(dbfile))
    assert run(capsys, "cards", "search", "knight")[0] == 0
    assert dbfile.exists()


def test_cards_import_and_search(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, _ = run(capsys, "cards", "import", str(FIXTURES / "tst1_v2.yaml"), "--db", str(dbfile))
    assert rc == 0 and "updated from version 1 (1 added, 5 updated, 1 removed)" in out
    rc, out, err = run(capsys, "cards", "search", "--db", str(dbfile), "--game", "testgame", "type:character",
                       "power>=2500")
    assert rc == 0 and err.strip() == "3 cards"
    assert [ln.split()[0] for ln in out.splitlines()] == ["TST1-001", "TST1-003", "TST1-007"]
    assert "cost 4  lv 2  power 5500" in out
    rc, out, err = run(capsys, "cards", "search", "--db", str(dbfile), "--limit", "1", "")
    assert rc == 0 and len(out.splitlines()) == 1 and "(showing 1)" in err


def test_bad_query_points_at_the_problem(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(capsys, "cards", "search", "--db", str(dbfile), "cost<=2", "colour:red")
    assert rc == 2 and out == ""
    assert err.splitlines() == ["error: bad query: unknown field 'colour' (put text with ':' in quotes to search "
                                "for it) (at column 9)", "cost<=2 colour:red", "        ^"]


def test_bad_set_file_names_file_card_field_and_changes_nothing(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "deck", "list", "--db", str(dbfile))
    before = file_snapshot(dbfile)
    rc, out, err = run(capsys, "cards", "import", str(FIXTURES / "dup_number.yaml"), "--db", str(dbfile))
    assert rc == 2
    assert "dup_number.yaml: card DUP1-002 (Echo Blast), field number: duplicate card number" in err
    rc, _, err = run(capsys, "cards", "import", str(FIXTURES / "tst1.yaml"), "--db", str(dbfile))
    assert rc == 0
    rc, _, err = run(capsys, "cards", "import", str(FIXTURES / "missing.yaml"), "--db", str(dbfile))
    assert rc == 2 and "missing.yaml: cannot read" in err
    assert file_snapshot(dbfile) == before


def test_collection_import_export(dbfile: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.csv"
    src.write_text("set,number,quantity\nTST1,001,3\nTST1,002,1\n", encoding="utf-8")
    rc, out, _ = run(capsys, "collection", "import", str(src), "--db", str(dbfile))
    assert rc == 0 and "2 rows read, 2 cards changed, 0 rows not matched" in out
    dest = tmp_path / "out.csv"
    rc, out, _ = run(capsys, "collection", "export", str(dest), "--db", str(dbfile))
    assert rc == 0 and dest.read_text(encoding="utf-8") == (
        "game,set,number,name,quantity\ntestgame,TST1,001,Aster Knight,3\ntestgame,TST1,002,Bramble Guard,1\n")
    rc, out, _ = run(capsys, "collection", "export", "-", "--db", str(dbfile), "--game", "testgame")
    assert rc == 0 and out == dest.read_text(encoding="utf-8")
    rc, out, _ = run(capsys, "cards", "search", "owned>=2", "--db", str(dbfile))
    assert "TST1-001" in out and "owned 3" in out and "TST1-002" not in out


def test_collection_unmatched_rows_exit_1(dbfile: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.csv"
    src.write_text("set,number,quantity\nTST1,001,3\nTST1,404,1\n", encoding="utf-8")
    rc, out, _ = run(capsys, "collection", "import", str(src), "--db", str(dbfile))
    assert rc == 1 and "line 3: TST1,404: no card TST1-404" in out


def test_collection_bad_rows_exit_2_and_change_nothing(dbfile: Path, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "deck", "list", "--db", str(dbfile))
    before = file_snapshot(dbfile)
    src = tmp_path / "bad.csv"
    src.write_text("set,number,quantity\nTST1,001,3\nTST1,002,lots\n", encoding="utf-8")
    rc, out, err = run(capsys, "collection", "import", str(src), "--db", str(dbfile))
    assert rc == 2 and f"{src}: line 3: quantity 'lots' is not a whole number" in err
    assert file_snapshot(dbfile) == before


def test_deck_import_from_stdin_export_validate(dbfile: Path, capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("game: testgame\n6 Aster Knight\n"))
    rc, out, _ = run(capsys, "deck", "import", "-", "--name", "Clip", "--db", str(dbfile))
    assert rc == 0 and "stored testgame deck 'Clip'" in out and "6 copies of TST1-001; at most 4 (T1.2)" in out
    rc, out, _ = run(capsys, "deck", "export", "clip", "--db", str(dbfile))
    assert rc == 0 and out == "name: Clip\ngame: testgame\n6 Aster Knight (TST1) 001\n"
    rc, out, _ = run(capsys, "deck", "validate", "--name", "Clip", "--db", str(dbfile))
    assert rc == 1 and "the main deck has 6 cards; it needs 8 to 12 (T1.1)" in out
    rc, out, _ = run(capsys, "deck", "validate", "--name", "Flower Rush", "--db", str(dbfile))
    assert rc == 0 and "is legal" in out
    rc, _, err = run(capsys, "deck", "validate", "--name", "Nope", "--db", str(dbfile))
    assert rc == 2 and "no deck named 'Nope'" in err


def test_deck_export_to_file(dbfile: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dest = tmp_path / "fr.txt"
    rc, _, _ = run(capsys, "deck", "export", "Flower Rush", "-o", str(dest), "--db", str(dbfile))
    assert rc == 0 and dest.read_text(encoding="utf-8") == (FIXTURES / "deck_good.txt").read_text(
        encoding="utf-8").replace("# A legal test deck\n", "").replace("4 Bramble Guard", "4 Bramble Guard (TST1) 002"
                                                                      ).replace("1 Echo Blast", "1 Echo Blast (TST1) 005")


def test_deck_import_bad_input(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "deck", "list", "--db", str(dbfile))
    before = file_snapshot(dbfile)
    rc, _, err = run(capsys, "deck", "import", str(FIXTURES / "deck_unknown.txt"), "--db", str(dbfile))
    assert rc == 2 and "deck_unknown.txt: line 4: unknown card 'Nonexistent Dragon'" in err
    assert "deck_unknown.txt: line 5: unknown card 'Dawn Sprite' (TST1) 099" in err
    rc, _, err = run(capsys, "deck", "import", str(FIXTURES / "deck_good.txt"), "--db", str(dbfile))
    assert rc == 2 and "already a testgame deck named 'Flower Rush'" in err
    assert file_snapshot(dbfile) == before
    rc, out, _ = run(capsys, "deck", "import", str(FIXTURES / "deck_good.txt"), "--replace", "--db", str(dbfile))
    assert rc == 0 and "replaced testgame deck 'Flower Rush'" in out


def test_corrupt_database_exit_2_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"SQLite format 3\x00" + bytes(range(256)) * 40)
    before = bad.read_bytes()
    for argv in (["deck", "list"], ["cards", "search", "x"], ["collection", "export", "-"],
                 ["cards", "import", str(FIXTURES / "tst1.yaml")]):
        rc, out, err = run(capsys, *argv, "--db", str(bad))
        assert rc == 2 and out == "" and f"error: {bad}: the database file is damaged" in err
    assert bad.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["bad.sqlite3"]


def test_tcgtable_command_has_these_commands(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tcli = pytest.importorskip("tcgtable.cli")
    assert tcli.main(["--db", str(dbfile), "cards", "search", "knight"]) == 0
    assert "TST1-001" in capsys.readouterr().out
    assert tcli.main(["deck", "validate", "--name", "flower rush", "--db", str(dbfile)]) == 0
    assert "is legal" in capsys.readouterr().out
    assert tcli.main(["collection", "export", "-", "--db", str(dbfile)]) == 0
    assert capsys.readouterr().out == "game,set,number,name,quantity\n"


def test_several_set_files_are_all_validated_before_any_is_imported(dbfile: Path, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "deck", "list", "--db", str(dbfile))
    before = file_snapshot(dbfile)
    other = tmp_path / "tst3.yaml"
    other.write_text((FIXTURES / "tst1.yaml").read_text(encoding="utf-8").replace("code: TST1", "code: TST3"),
                     encoding="utf-8")
    rc, out, err = run(capsys, "cards", "import", str(other), str(FIXTURES / "bad_field.yaml"),
                       str(FIXTURES / "malformed.yaml"), "--db", str(dbfile))
    assert rc == 2 and out == ""
    assert "bad_field.yaml: card BAD1-004 (Dawn Sprite), field stats.power" in err
    assert "malformed.yaml: line " in err and "not valid YAML" in err and "nothing was imported" in err
    assert file_snapshot(dbfile) == before
    rc, out, _ = run(capsys, "cards", "import", str(other), str(FIXTURES / "tst1_v2.yaml"), "--db", str(dbfile))
    assert rc == 0 and "TST3 version 1: added 6 cards" in out and "TST1 version 2: updated" in out


def test_older_set_file_is_refused(dbfile: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "cards", "import", str(FIXTURES / "tst1_v2.yaml"), "--db", str(dbfile))
    before = file_snapshot(dbfile)
    rc, out, err = run(capsys, "cards", "import", str(FIXTURES / "tst1.yaml"), "--db", str(dbfile))
    assert rc == 2 and "not imported, the database has the newer version 2" in err
    assert file_snapshot(dbfile) == before


def test_python_dash_m_carddb(dbfile: Path) -> None:
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "carddb", "cards", "search", "--db", str(dbfile), "name:"],
                       capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2])
    assert r.returncode == 2 and "a value is missing after 'name:'" in r.stderr and "Traceback" not in r.stderr
