"""Card-set packages (engine/cardpackage.py) and the profile's pictures folder (carddb/pictures.py):
a set shared as one .zip with its cards' pictures, read as data only, its pictures written only
inside the pictures folder."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import yaml
from PIL import Image

from carddb.pictures import picture_path, pictures_root, store_pictures
from engine.cardpackage import load_set_file, read_package, read_package_data, write_package
from engine.cardset import parse_cardset
from engine.errors import FormatError
from engine.limits import MAX_PICTURE_BYTES

ROOT = Path(__file__).resolve().parents[2]


def picture(fmt: str, size: tuple[int, int] = (6, 8)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (180, 40, 60)).save(out, fmt)
    return out.getvalue()


PNG, JPEG, WEBP = picture("PNG"), picture("JPEG"), picture("WEBP")


def set_text(images: dict[str, str] | None = None) -> str:
    images = images or {}
    cards = []
    for n in ("001", "002"):
        card = {"number": n, "name": {"en": f"Hero {n}", "ja": f"ヒーロー{n}"}, "type": "character",
                "stats": {"level": 0, "power": 1000, "defense": 1000},
                "text": {"en": "(No abilities.)", "ja": "(能力なし)"}}
        if n in images:
            card["image"] = images[n]
        cards.append(card)
    return yaml.safe_dump({"format": 1, "game": "victory_spark", "code": "PKG1", "version": 1,
                           "name": {"en": "Package", "ja": "パッケージ"}, "cards": cards}, allow_unicode=True)


def zip_of(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path


def test_a_package_round_trips_its_set_and_pictures(tmp_path: Path) -> None:
    path = tmp_path / "pkg1.zip"
    write_package(path, set_text({"001": "001-a.png", "002": "002-b.webp"}), {"001-a.png": PNG, "002-b.webp": WEBP})
    pkg = read_package(path)
    assert [c.id for c in pkg.cardset.cards] == ["PKG1-001", "PKG1-002"]
    assert pkg.pictures == {"001-a.png": PNG, "002-b.webp": WEBP}
    cs, pics = load_set_file(path)
    assert cs.code == "PKG1" and set(pics) == {"001-a.png", "002-b.webp"}
    out = subprocess.run([sys.executable, "-m", "tcgtable", "cardset", "check", str(path)], cwd=ROOT,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0 and "PKG1 version 1, 2 cards, 2 pictures" in out.stdout


def test_a_plain_set_file_still_loads_with_no_pictures(tmp_path: Path) -> None:
    path = tmp_path / "plain.yaml"
    path.write_text(set_text({"001": "001-a.jpg"}), encoding="utf-8")
    cs, pics = load_set_file(path)
    assert cs.cards[0].raw["image"] == "001-a.jpg" and pics == {}


@pytest.mark.parametrize("image", ["art/001.png", "../001.png", "/tmp/001.png", "..png", "001.gif", "C:\\x.png",
                                   "001.png/..", ".hidden.png"])
def test_a_card_image_is_a_plain_picture_name(image: str) -> None:
    data = yaml.safe_load(set_text({"001": image}))
    with pytest.raises(FormatError) as e:
        parse_cardset(data, "set.yaml")
    assert "card PKG1-001" in e.value.item and "image" in e.value.item


@pytest.mark.parametrize(("members", "item", "problem"), [
    ({"cardset.yaml": b"", "../evil.png": PNG}, "../evil.png", "not a part of a card set package"),
    ({"cardset.yaml": b"", "images/../../evil.png": PNG}, "images/../../evil.png", "not a part"),
    ({"cardset.yaml": b"", "images/sub/x.png": PNG}, "images/sub/x.png", "not a part"),
    ({"cardset.yaml": b"", "/abs/x.png": PNG}, "/abs/x.png", "not a part"),
    ({"cardset.yaml": b"", "run.py": b"print(1)"}, "run.py", "not a part"),
    ({"cardset.yaml": b"", "images/001-a.png": JPEG}, "images/001-a.png", "not a PNG picture"),
    ({"cardset.yaml": b"", "images/001-a.webp": PNG}, "images/001-a.webp", "not a WEBP picture"),
    ({"images/001-a.png": PNG}, "cardset.yaml", "missing"),
])
def test_a_package_that_is_not_one_is_refused_naming_the_member(tmp_path: Path, members: dict[str, bytes],
                                                                item: str, problem: str) -> None:
    path = zip_of(tmp_path / "bad.zip", members)
    with pytest.raises(FormatError) as e:
        read_package_data(path)
    assert e.value.file == str(path) and e.value.item == item and problem in e.value.problem


def test_a_picture_over_the_limit_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    # zeros compress to almost nothing: the bound is on what is read, not on what the zip declares
    path = zip_of(tmp_path / "bomb.zip", {"cardset.yaml": b"", "images/001-a.png": PNG + bytes(MAX_PICTURE_BYTES)})
    assert path.stat().st_size < 100_000
    with pytest.raises(FormatError) as e:
        read_package_data(path)
    assert e.value.item == "images/001-a.png" and "larger than 8 MB" in e.value.problem


def test_pictures_and_cards_must_match(tmp_path: Path) -> None:
    missing = zip_of(tmp_path / "m.zip", {"cardset.yaml": set_text({"001": "001-a.png"}).encode()})
    with pytest.raises(FormatError) as e:
        read_package(missing)
    assert e.value.item == "card PKG1-001, field image" and "no picture images/001-a.png" in e.value.problem
    unused = zip_of(tmp_path / "u.zip", {"cardset.yaml": set_text().encode(), "images/009-z.png": PNG})
    with pytest.raises(FormatError) as e:
        read_package(unused)
    assert e.value.item == "images/009-z.png" and "no card" in e.value.problem


def test_not_a_zip_and_a_bad_set_inside_are_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.zip"
    broken.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(FormatError) as e:
        read_package_data(broken)
    assert "not a card set package" in e.value.problem
    bad_set = zip_of(tmp_path / "bs.zip", {"cardset.yaml": set_text().replace("character", "dragon").encode()})
    with pytest.raises(FormatError) as e:
        read_package(bad_set)
    assert e.value.file == f"{bad_set}:cardset.yaml" and "card PKG1-001" in e.value.item


def test_pictures_are_written_only_inside_the_pictures_folder(tmp_path: Path) -> None:
    root = tmp_path / "images"
    assert store_pictures(root, "PKG1", {"001-a.png": PNG}) == [(root / "PKG1" / "001-a.png").resolve()]
    assert (root / "PKG1" / "001-a.png").read_bytes() == PNG
    for code, name in (("../x", "a.png"), ("PKG1", "../a.png"), ("PKG1", "sub/a.png"), ("", "a.png")):
        assert picture_path(root, code, name) is None
        with pytest.raises(ValueError):
            store_pictures(root, code, {name: PNG})
    with pytest.raises(ValueError, match="not a PNG picture"):
        store_pictures(root, "PKG1", {"002-b.png": b"GIF89a"})
    assert sorted(p.name for p in root.rglob("*") if p.is_file()) == ["001-a.png"]
    assert pictures_root(tmp_path / "db" / "t.sqlite3") == tmp_path / "db" / "images"


def test_cards_import_of_a_package_stores_its_pictures_beside_the_database(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg1.zip"
    write_package(pkg, set_text({"002": "002-b.jpg"}), {"002-b.jpg": JPEG})
    dbfile = tmp_path / "profile" / "tcgtable.sqlite3"
    env = {**os.environ, "TCGTABLE_DB": str(dbfile)}
    out = subprocess.run([sys.executable, "-m", "tcgtable", "cards", "import", str(pkg)], cwd=ROOT, env=env,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "profile" / "images" / "PKG1" / "002-b.jpg").read_bytes() == JPEG


def test_a_repeat_without_its_effects_is_refused_at_load() -> None:
    """Found by scripts/fuzz_inputs.py: `repeat: 2` with its `do` deleted passed the checks and failed
    in play (a replay's embedded cards); the interpreter needs `do`, so the loader asks for it."""
    data = yaml.safe_load(set_text())
    data["cards"][0]["abilities"] = [{"type": "auto", "zone": "ring", "trigger": {"on": "turn_start"},
                                      "effects": [{"repeat": 2}]}]
    with pytest.raises(FormatError) as e:
        parse_cardset(data, "set.yaml")
    assert e.value.item.endswith("effects[0].do") and "needs 'do'" in e.value.problem
