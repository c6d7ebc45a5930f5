"""Card-set packages: one `.zip` file holding a card set and its cards' pictures, for sharing a set
made in the editor (docs/cardsets.md, "Packages").

A package holds `cardset.yaml` (an ordinary card-set file) and `images/<name>` for each card whose
`image` names a picture. It is read as data only: members are looked up by the names this module
expects, never extracted by the names the archive gives, so a member called `../../x` can neither be
read nor written anywhere. Each member is read with a bound (the sizes a zip declares may lie), and a
picture must be a PNG, JPEG or WebP by its first bytes, its name and its header, of at most
MAX_PICTURE_SIDE pixels each way. Every member's name appears once; all members together unpack to
at most MAX_PACKAGE_UNPACKED; a member whose data cannot be decompressed, or that is compressed by a
method other than those Python's zipfile reads, is refused with the member's name.
"""
from __future__ import annotations

import io
import lzma
import os
import struct
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from .atomicfile import write_atomic
from .cards import CardSet
from .cardset import load_cardset, parse_cardset
from .datafile import decode, parse_yaml
from .errors import FormatError, short_repr
from .limits import MAX_CARDS_IN_SET, MAX_FILE_BYTES, MAX_PACKAGE_UNPACKED, MAX_PICTURE_BYTES, MIB
from .pictures import picture_problem, valid_picture_name

__all__ = ["picture_problem", "valid_picture_name", "is_package", "read_package", "read_package_data",
           "write_package", "load_set_file", "CardPackage", "PackageData", "check_pictures"]

SET_MEMBER = "cardset.yaml"
IMAGES = "images/"
# The compression methods zipfile reads: stored, deflate, bzip2, LZMA.
_METHODS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA}
# What a damaged member raises while it is decompressed or checked (zipfile passes the
# decompressors' own errors through; bzip2's are OSError).
_DAMAGED = (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError, EOFError, zlib.error,
            lzma.LZMAError, struct.error, ValueError, OverflowError)


def is_package(path: str | Path) -> bool:
    """Whether the file is a zip archive (by its first bytes, whatever its name)."""
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"PK\x03\x04"
    except OSError:
        return False


@dataclass
class PackageData:
    """A package as read: the card-set data (not yet validated as a set) and its pictures."""

    data: Any
    pictures: dict[str, bytes] = field(default_factory=dict)


def _member(name: str) -> str:
    """A member's name for a message: as it is when short and printable, else a short excerpt."""
    return name if len(name) <= 80 and name.isprintable() else short_repr(name, 80)


def _read_member(zf: zipfile.ZipFile, info: zipfile.ZipInfo, limit: int, source: str) -> bytes:
    item = _member(info.filename)
    if info.compress_type not in _METHODS:
        raise FormatError(source, item, f"compressed by method {info.compress_type}, which cannot be read "
                          "(a package's members are stored or deflate-compressed)")
    if info.flag_bits & 0x1:
        raise FormatError(source, item, "encrypted: a package's members cannot have a password")
    try:
        with zf.open(info) as f:
            raw = f.read(limit + 1)  # bounded: the declared size is not trusted
    except _DAMAGED as e:
        detail = str(e).splitlines()[0][:120] if str(e) else ""
        raise FormatError(source, item, "damaged: its data cannot be unpacked"
                          + (f" ({type(e).__name__}: {detail})" if detail else f" ({type(e).__name__})")) from None
    if len(raw) > limit:
        raise FormatError(source, item, f"larger than {limit // MIB} MB")
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
    seen: set[str] = set()
    for info in infos:
        name = info.filename
        if name in seen:  # zipfile would quietly give the last one
            raise FormatError(source, _member(name), "the package holds this member twice")
        seen.add(name)
        if info.is_dir() and name in ("images/",):
            continue
        if name == SET_MEMBER:
            set_info = info
            continue
        pic = name[len(IMAGES):] if name.startswith(IMAGES) else ""
        if not pic or not valid_picture_name(pic):
            raise FormatError(source, _member(name), f"not a part of a card set package (it holds {SET_MEMBER} "
                              f"and {IMAGES}<picture>.png/.jpg/.webp only)")
        if pic in pictures:
            raise FormatError(source, _member(name), "the package holds this picture twice")
    if set_info is None:
        raise FormatError(source, SET_MEMBER, "missing: a card set package holds its set as cardset.yaml")
    raw_set = _read_member(zf, set_info, MAX_FILE_BYTES["card set"], source)
    total = len(raw_set)
    for info in infos:
        pic = info.filename[len(IMAGES):] if info.filename.startswith(IMAGES) else ""
        if not pic:
            continue
        raw = _read_member(zf, info, MAX_PICTURE_BYTES, source)
        total += len(raw)
        if total > MAX_PACKAGE_UNPACKED:
            raise FormatError(source, _member(info.filename),
                              f"the package unpacks to more than {MAX_PACKAGE_UNPACKED // MIB} MB")
        problem = picture_problem(pic, raw)
        if problem:
            raise FormatError(source, _member(info.filename), problem)
        pictures[pic] = raw
    text = decode(raw_set, f"{source}:{SET_MEMBER}")
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
