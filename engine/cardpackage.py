"""Card-set packages: one `.zip` file holding a card set and its cards' pictures, for sharing a set
made in the editor (docs/cardsets.md, "Packages").

A package holds `cardset.yaml` (an ordinary card-set file) and `images/<name>` for each card whose
`image` names a picture. It is read as data only: members are looked up by the names this module
expects, never extracted by the names the archive gives, so a member called `../../x` can neither be
read nor written anywhere. Each member is read with a bound (the sizes a zip declares may lie), and a
picture must be a PNG, JPEG or WebP by its first bytes as well as by its name.
"""
from __future__ import annotations

import io
import os
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .atomicfile import write_atomic
from .cards import CardSet
from .cardset import PICTURE_NAME, load_cardset, parse_cardset
from .datafile import decode, parse_yaml
from .errors import FormatError
from .limits import MAX_CARDS_IN_SET, MAX_FILE_BYTES, MAX_PACKAGE_UNPACKED, MAX_PICTURE_BYTES, MIB

SET_MEMBER = "cardset.yaml"
IMAGES = "images/"
_NAME = re.compile(PICTURE_NAME)
_MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpg": (b"\xff\xd8\xff",), "jpeg": (b"\xff\xd8\xff",)}


def is_package(path: str | Path) -> bool:
    """Whether the file is a zip archive (by its first bytes, whatever its name)."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"PK\x03\x04"
    except OSError:
        return False


def valid_picture_name(name: str) -> bool:
    """A plain file name of a PNG, JPEG or WebP picture (no folder, no "..")."""
    return bool(_NAME.match(name))


def picture_problem(name: str, data: bytes) -> str:
    """Why `data` cannot be the picture `name` ("" when it can): its name, size and kind."""
    if not _NAME.match(name):
        return "a picture's name is letters, digits, _ - and dots, ending .png, .jpg, .jpeg or .webp"
    if len(data) > MAX_PICTURE_BYTES:
        return f"the picture is larger than {MAX_PICTURE_BYTES // MIB} MB"
    ext = name.rsplit(".", 1)[1]
    if ext == "webp":
        ok = data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    else:
        ok = data.startswith(_MAGIC[ext])
    return "" if ok else f"the file is not a {ext.upper()} picture"


@dataclass
class PackageData:
    """A package as read: the card-set data (not yet validated as a set) and its pictures."""

    data: Any
    pictures: dict[str, bytes] = field(default_factory=dict)


def _read_member(zf: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, source: str) -> bytes:
    try:
        with zf.open(info) as f:
            raw = f.read(limit + 1)  # bounded: the declared size is not trusted
    except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError, EOFError) as e:
        raise FormatError(source, info.filename[:100], f"cannot be read from the package ({e})") from None
    if len(raw) > limit:
        raise FormatError(source, info.filename[:100], f"larger than {limit // MIB} MB")
    return raw


def read_package_data(path: str | Path) -> PackageData:
    """The card-set data and pictures of a package; FormatError naming the file and member for a
    package that is not one (the set itself is checked by `read_package`)."""
    source = str(path)
    limit = MAX_FILE_BYTES["card set package"]
    try:
        size = os.path.getsize(path)
        if size > limit:
            raise FormatError(source, "file size", f"too large for a card set package (more than {limit // MIB} MB)")
        with open(path, "rb") as f:
            blob = f.read(min(size, limit) + 1)
        zf = zipfile.ZipFile(io.BytesIO(blob))
    except OSError as e:
        raise FormatError(source, "", f"cannot read card set package ({e.strerror or e})") from None
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError) as e:
        raise FormatError(source, "", f"not a card set package (zip) ({e})") from None
    infos = zf.infolist()
    if len(infos) > MAX_CARDS_IN_SET + 1:
        raise FormatError(source, "members", f"more than {MAX_CARDS_IN_SET + 1} files in the package")
    set_info: zipfile.ZipInfo | None = None
    pictures: dict[str, bytes] = {}
    total = 0
    for info in infos:
        name = info.filename
        if info.is_dir() and name in ("images/",):
            continue
        if name == SET_MEMBER:
            set_info = info
            continue
        pic = name[len(IMAGES):] if name.startswith(IMAGES) else ""
        if not pic or not _NAME.match(pic):
            raise FormatError(source, name[:100], f"not a part of a card set package (it holds {SET_MEMBER} and "
                              f"{IMAGES}<picture>.png/.jpg/.webp only)")
        if pic in pictures:
            raise FormatError(source, name[:100], "the package holds this picture twice")
        raw = _read_member(zf, info, MAX_PICTURE_BYTES, source)
        total += len(raw)
        if total > MAX_PACKAGE_UNPACKED:
            raise FormatError(source, name[:100], f"the package unpacks to more than {MAX_PACKAGE_UNPACKED // MIB} MB")
        problem = picture_problem(pic, raw)
        if problem:
            raise FormatError(source, name[:100], problem)
        pictures[pic] = raw
    if set_info is None:
        raise FormatError(source, SET_MEMBER, "missing: a card set package holds its set as cardset.yaml")
    text = decode(_read_member(zf, set_info, MAX_FILE_BYTES["card set"], source), f"{source}:{SET_MEMBER}")
    return PackageData(parse_yaml(text, f"{source}:{SET_MEMBER}"), pictures)


@dataclass
class CardPackage:
    """A valid package: the card set, and the pictures its cards name."""

    cardset: CardSet
    pictures: dict[str, bytes]


def check_pictures(cs: CardSet, pictures: dict[str, bytes], source: str) -> None:
    """Every card's picture is in the package, and every picture of the package is some card's."""
    used: set[str] = set()
    for c in cs.cards:
        name = c.raw.get("image")
        if isinstance(name, str):
            if name not in pictures:
                raise FormatError(source, f"card {c.id}, field image", f"the package has no picture {IMAGES}{name}")
            used.add(name)
    for name in pictures:
        if name not in used:
            raise FormatError(source, f"{IMAGES}{name}", "no card of the set shows this picture")


def read_package(path: str | Path) -> CardPackage:
    """A package's validated card set and pictures; FormatError naming the file, member or card."""
    pd = read_package_data(path)
    source = f"{path}:{SET_MEMBER}"
    cs = parse_cardset(pd.data, source)
    check_pictures(cs, pd.pictures, str(path))
    return CardPackage(cs, pd.pictures)


def write_package(path: str | Path, set_text: str, pictures: dict[str, bytes]) -> None:
    """Write a package atomically (a temporary file in the same folder, then a rename)."""
    def write(f: BinaryIO) -> None:
        with zipfile.ZipFile(f, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            zf.writestr(SET_MEMBER, set_text.encode("utf-8"))
            for name in sorted(pictures):
                zf.writestr(IMAGES + name, pictures[name], compress_type=zipfile.ZIP_STORED)  # already compressed
    write_atomic(path, write)


def load_set_file(path: str | Path) -> tuple[CardSet, dict[str, bytes]]:
    """A card-set file (YAML/JSON) or package (zip, by its first bytes) and the pictures it carries."""
    if is_package(path):
        pkg = read_package(path)
        return pkg.cardset, pkg.pictures
    return load_cardset(path), {}
