"""Damaged and hostile card-set packages (engine/cardpackage.py, engine/pictures.py): every one is
refused with the file, the member and the problem, through the commands a user runs, and nothing is
written; pictures are stored scaled to what the app draws."""
from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from PIL import Image

from carddb.pictures import store_pictures
from engine import cardpackage
from engine.cardpackage import read_package_data, write_package
from engine.errors import FormatError
from engine.limits import MAX_PICTURE_SIDE, STORED_PICTURE_BOX
from tcgtable.cli import main

from .test_cardpackage import JPEG, PNG, picture, set_text


def _corrupt(path: Path, member: str) -> Path:
    """Flip bytes in the middle of a member's compressed data (its header left intact)."""
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo(member)
    blob = bytearray(path.read_bytes())
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    for i in range(start + 2, start + min(info.compress_size, 40)):
        blob[i] ^= 0x5A
    path.write_bytes(bytes(blob))
    return path


def _package(path: Path, method: int, big_set: bool = True) -> Path:
    text = set_text({"001": "001-a.png"})
    if big_set:  # long enough that the damage lands inside the compressed stream
        text += "\\n".join(f"# padding line {i} with some words" for i in range(300)) + "\\n"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("cardset.yaml", text.encode(), compress_type=method)
        zf.writestr("images/001-a.png", PNG, compress_type=zipfile.ZIP_STORED)
    return path


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err + cap.out
    return rc, cap.out, cap.err


def _refused_by_every_entry(path: Path, item: str, problem: str, tmp_path: Path,
                            capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(FormatError) as e:
        read_package_data(path)
    assert e.value.file == str(path) and e.value.item == item and problem in e.value.problem
    rc, out, _err = _cli(capsys, "cardset", "check", str(path))  # a check reports each file: 1 when one fails
    assert rc == 1 and f"FAIL {path}: {item}: " in out and problem in out, out
    db = tmp_path / "profile" / "t.sqlite3"
    rc, _out, err = _cli(capsys, "cards", "import", str(path), "--db", str(db))
    assert rc == 2 and f"error: {path}: {item}: " in err and problem in err, err
    assert not (tmp_path / "profile" / "images").exists(), "nothing is written for a refused package"


@pytest.mark.parametrize("method", [zipfile.ZIP_DEFLATED, zipfile.ZIP_LZMA, zipfile.ZIP_BZIP2])
def test_a_member_whose_data_is_damaged_is_refused(method: int, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = _corrupt(_package(tmp_path / "broken.zip", method), "cardset.yaml")
    _refused_by_every_entry(path, "cardset.yaml", "damaged", tmp_path, capsys)


def test_an_unsupported_compression_method_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _package(tmp_path / "m.zip", zipfile.ZIP_STORED, big_set=False)
    blob = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        info = zf.getinfo("cardset.yaml")
    blob[info.header_offset + 8: info.header_offset + 10] = (98).to_bytes(2, "little")  # PPMd: local header
    central = bytes(blob).index(b"PK\x01\x02")  # cardset.yaml's entry in the central directory comes first
    blob[central + 10: central + 12] = (98).to_bytes(2, "little")
    path.write_bytes(bytes(blob))
    _refused_by_every_entry(path, "cardset.yaml", "compressed by method 98", tmp_path, capsys)


@pytest.mark.parametrize("member", ["cardset.yaml", "images/001-a.png"])
def test_a_member_held_twice_is_refused(member: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dup.zip"
    write_package(path, set_text({"001": "001-a.png"}), {"001-a.png": PNG})
    with pytest.warns(UserWarning), zipfile.ZipFile(path, "a") as zf:  # zipfile warns of the duplicate name
        zf.writestr(member, set_text().encode() if member == "cardset.yaml" else PNG)
    _refused_by_every_entry(path, member, "holds this member twice", tmp_path, capsys)


def test_a_package_that_unpacks_past_the_limit_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    names = {f"00{i}": f"00{i}-x.png" for i in (1, 2)}
    pics = {n: picture("PNG", (40 + i, 40)) for i, n in enumerate(names.values())}
    monkeypatch.setattr(cardpackage, "MAX_PACKAGE_UNPACKED", len(set_text(names).encode()) + len(pics["001-x.png"]))
    path = tmp_path / "big.zip"
    write_package(path, set_text(names), pics)
    _refused_by_every_entry(path, "images/002-x.png", "unpacks to more than", tmp_path, capsys)


def test_a_picture_too_large_in_pixels_is_refused_from_its_header(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    huge = picture("PNG", (MAX_PICTURE_SIDE + 1, 300))  # a few KB that would decode to megabytes
    assert len(huge) < 100_000
    path = tmp_path / "huge.zip"
    write_package(path, set_text({"001": "001-a.png"}), {"001-a.png": huge})
    _refused_by_every_entry(path, "images/001-a.png", f"{MAX_PICTURE_SIDE + 1:,}×300 pixels", tmp_path, capsys)


def test_a_picture_with_a_damaged_header_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hdr.zip"
    write_package(path, set_text({"001": "001-a.png"}), {"001-a.png": PNG[:8] + b"\x00" * 40})
    _refused_by_every_entry(path, "images/001-a.png", "cannot be read", tmp_path, capsys)


@pytest.mark.parametrize("fmt, name", [("PNG", "a.png"), ("JPEG", "a.jpg"), ("WEBP", "a.webp")])
def test_pictures_are_stored_scaled_to_what_the_app_draws(fmt: str, name: str, tmp_path: Path) -> None:
    big = picture(fmt, (2000, 2800))
    [stored] = store_pictures(tmp_path / "images", "PKG1", {name: big})
    with Image.open(stored) as img:
        assert img.format == fmt and img.size == STORED_PICTURE_BOX  # same aspect, fits the box
    [small] = store_pictures(tmp_path / "images", "PKG1", {"b.jpg": JPEG})
    assert small.read_bytes() == JPEG  # a picture that fits is kept as it is


# -- an import is all or nothing, pictures included ------------------------------------------------

def _two_packages(tmp_path: Path) -> tuple[Path, Path]:
    good = tmp_path / "good.zip"
    write_package(good, set_text({"001": "001-a.png"}), {"001-a.png": picture("PNG", (9, 9))})
    bad = tmp_path / "bad.zip"
    write_package(bad, set_text({"001": "001-a.png"}).replace("PKG1", "PKG2").replace("character", "dragon"),
                  {"001-a.png": PNG})
    return good, bad


def test_a_refused_import_leaves_no_picture_and_puts_back_what_it_replaced(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = _two_packages(tmp_path)
    db = tmp_path / "profile" / "t.sqlite3"
    pic = tmp_path / "profile" / "images" / "PKG1" / "001-a.png"
    pic.parent.mkdir(parents=True)
    pic.write_bytes(PNG)  # what the user had: an earlier picture of the same name
    rc, _out, err = _cli(capsys, "cards", "import", str(good), str(bad), "--db", str(db))
    assert rc == 2 and "nothing was imported" in err
    assert pic.read_bytes() == PNG, "the picture the user had is put back"
    pic.unlink()
    rc, _out, err = _cli(capsys, "cards", "import", str(good), str(bad), "--db", str(db))
    assert rc == 2 and not pic.exists(), "no picture is left of a set that was not imported"
    rc, _out, err = _cli(capsys, "cards", "import", str(good), "--db", str(db))
    assert rc == 0 and pic.read_bytes() == picture("PNG", (9, 9))


def test_the_pictures_are_on_disk_before_the_cards_are_committed(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A kill between the two can only leave pictures without cards (harmless: the next import
    writes them again), never cards without their pictures."""
    import sqlite3

    from carddb import importers
    from carddb.database import open_database

    good, _bad = _two_packages(tmp_path)
    dbfile = tmp_path / "profile" / "t.sqlite3"
    db = open_database(str(dbfile))
    pic = dbfile.parent / "images" / "PKG1" / "001-a.png"
    seen: list[bool] = []
    real = importers.import_cardset_in

    def spy(s: object, p: object, place: bool = True) -> object:
        res = real(s, p, place)  # type: ignore[arg-type]
        seen.append(pic.exists())
        return res

    monkeypatch.setattr(importers, "import_cardset_in", spy)
    real_store = importers.store_pictures

    def store_then_check(*a: object) -> object:
        out = real_store(*a)  # type: ignore[arg-type]
        other = sqlite3.connect(dbfile, timeout=0.1)  # another reader sees only what is committed
        try:
            committed = other.execute("SELECT count(*) FROM card_sets WHERE code = 'PKG1'").fetchone()[0]
        finally:
            other.close()
        seen.append(pic.exists() and committed == 0)
        return out

    monkeypatch.setattr(importers, "store_pictures", store_then_check)
    done, errors = importers.import_files(db, [good])
    db.close()
    assert not errors and done[0][0].status == "added"
    assert seen == [False, True], "the picture is written inside the transaction, before its commit"


def test_stray_temporary_files_of_a_killed_write_are_removed_at_start(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    import os
    import time

    from carddb.pictures import STRAY_AGE

    db = tmp_path / "t.sqlite3"
    assert _cli(capsys, "deck", "list", "--db", str(db))[0] == 0
    old = [tmp_path / ".autosave.json.x1y2.tmp", tmp_path / "images" / "PKG1" / ".001-a.png.k3j4.tmp"]
    fresh = tmp_path / "images" / "PKG1" / ".002-b.png.z9z9.tmp"  # a write still going on elsewhere
    keep = tmp_path / "images" / "PKG1" / "001-a.png"
    for f in (*old, fresh, keep):
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(b"x")
    past = time.time() - STRAY_AGE - 5
    for f in (*old, keep):
        os.utime(f, (past, past))
    assert _cli(capsys, "deck", "list", "--db", str(db))[0] == 0
    assert not any(f.exists() for f in old) and fresh.exists() and keep.exists()
