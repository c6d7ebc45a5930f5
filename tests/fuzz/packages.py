"""The seeds of the `package` format: card-set packages (docs/cardsets.md, "Packages") written by
engine.cardpackage.write_package from real card sets and small real pictures made with Pillow, plus
one whose members are bzip2- and LZMA-compressed (the reader takes every method zipfile reads).

A package seed's `tree` is its PackageParts: the set member as a card-set seed (for the YAML
mutators), the pictures by name, and the members as stored (for the zip mutators)."""
from __future__ import annotations

import io
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import zips
from .seeds import ROOT, Seed, _Loader

SET_MEMBER = "cardset.yaml"
IMAGES = "images/"


@dataclass
class PackageParts:
    set_seed: Seed  # cardset.yaml as a card-set seed (fmt "cardset", syntax yaml)
    pictures: dict[str, bytes] = field(default_factory=dict)
    members: list[zips.Member] = field(default_factory=list)


def picture(fmt: str, size: tuple[int, int] = (6, 8), color: tuple[int, int, int] = (180, 40, 60)) -> bytes:
    from PIL import Image
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, fmt)
    return out.getvalue()


def _set_text(path: Path, code: str, images: dict[int, str]) -> str:
    """The card set at `path` under another code (so importing it adds a set), cards numbered by
    position in `images` showing those pictures."""
    tree = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)  # noqa: S506 - a safe loader
    tree["code"] = code
    for i, name in images.items():
        tree["cards"][i]["image"] = name
    return yaml.safe_dump(tree, allow_unicode=True, sort_keys=False, width=4096)


def _package_seed(out: Path, name: str, game: str, text: str, pictures: dict[str, bytes],
                  methods: tuple[int, int] | None = None) -> Seed:
    from engine.cardpackage import write_package
    path = out / name
    if methods is None:
        write_package(path, text, pictures)  # the app's own writer
    else:  # (set member method, picture method): written member by member
        members = [zips.pack(SET_MEMBER, text.encode(), methods[0])]
        members += [zips.pack(IMAGES + n, pictures[n], methods[1]) for n in sorted(pictures)]
        path.write_bytes(zips.build(members))
    data = path.read_bytes()
    set_seed = Seed("cardset", SET_MEMBER, ".yaml", text.encode(), game,
                    yaml.load(text, Loader=_Loader))  # noqa: S506 - a safe loader
    return Seed("package", name, ".zip", data, game, PackageParts(set_seed, dict(pictures), zips.parse(data)))


def build_package_seeds(out: Path) -> list[Seed]:
    out.mkdir(parents=True, exist_ok=True)
    test_set = ROOT / "tests" / "fixtures" / "vs_test_set.yaml"
    pics = {"001-aki.png": picture("PNG"), "002-ren.jpg": picture("JPEG", (16, 12)),
            "003-big.webp": picture("WEBP", (10, 10)),
            "004-wide.png": picture("PNG", (900, 1260), (20, 90, 200))}  # larger than the stored box: scaled
    tst = _set_text(test_set, "TSP", dict(enumerate(pics)))
    vz_pics = {"a01.jpg": picture("JPEG", (30, 42), (0, 120, 0)), "b01.webp": picture("WEBP", (20, 28)),
               "m01.png": picture("PNG", (12, 12), (255, 255, 0))}
    vz = _set_text(ROOT / "assets" / "cardsets" / "vividz" / "vzs1.yaml", "VZP1",
                   {0: "a01.jpg", 4: "b01.webp", 1: "m01.png"})
    return [
        _package_seed(out, "tst_pictures.zip", "victory_spark", tst, pics),
        _package_seed(out, "vzp1_pictures.zip", "vividz", vz, vz_pics),
        _package_seed(out, "tst_set_only.zip", "victory_spark", _set_text(test_set, "TSQ", {}), {}),
        _package_seed(out, "tst_bzip2_lzma.zip", "victory_spark",
                      _set_text(test_set, "TSR", {0: "001-aki.png"}), {"001-aki.png": pics["001-aki.png"]},
                      (zips.LZMA, zips.BZIP2)),
    ]


# -- pictures whose header says something else --------------------------------------------------

def png_with_size(data: bytes, width: int, height: int, fix_crc: bool = True) -> bytes:
    """A PNG whose IHDR claims width x height (its pixel data unchanged); the chunk's CRC made to
    match unless not `fix_crc`."""
    if not data.startswith(b"\x89PNG") or data[12:16] != b"IHDR":
        return data
    ihdr = bytearray(data[16:29])
    ihdr[0:8] = struct.pack(">II", width & 0xFFFFFFFF, height & 0xFFFFFFFF)
    crc = zlib.crc32(b"IHDR" + ihdr) if fix_crc else struct.unpack(">I", data[29:33])[0]
    return data[:16] + bytes(ihdr) + struct.pack(">I", crc) + data[33:]


def jpeg_with_size(data: bytes, width: int, height: int) -> bytes:
    """A JPEG whose frame header (SOF0/1/2) claims width x height."""
    i = 2
    while i + 9 < len(data) and data[i] == 0xFF:
        marker, length = data[i + 1], struct.unpack(">H", data[i + 2:i + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            return data[:i + 5] + struct.pack(">HH", height & 0xFFFF, width & 0xFFFF) + data[i + 9:]
        i += 2 + length
    return data


def webp_with_canvas(data: bytes, width: int, height: int) -> bytes:
    """A WebP in the extended layout (a VP8X chunk first) whose canvas is width x height (each at
    most 2^24): the image chunk itself is unchanged."""
    if data[:4] != b"RIFF" or data[8:12] != b"WEBP":
        return data
    body = data[12:]
    vp8x = b"VP8X" + struct.pack("<I", 10) + b"\x00\x00\x00\x00" + \
        ((width - 1) & 0xFFFFFF).to_bytes(3, "little") + ((height - 1) & 0xFFFFFF).to_bytes(3, "little")
    rest = vp8x + body
    return b"RIFF" + struct.pack("<I", 4 + len(rest)) + b"WEBP" + rest


def with_size(name: str, data: bytes, width: int, height: int, fix_crc: bool = True) -> bytes:
    ext = name.rsplit(".", 1)[-1].lower()
    if ext == "png":
        return png_with_size(data, width, height, fix_crc)
    if ext in ("jpg", "jpeg"):
        return jpeg_with_size(data, width, height)
    return webp_with_canvas(data, width, height)


OTHER_KINDS: dict[str, bytes] = {
    "gif": b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,"
           b"\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;",
    "bmp": b"BM" + struct.pack("<IHHI", 58, 0, 0, 54)
    + struct.pack("<IiiHHIIiiII", 40, 1, 1, 1, 24, 0, 4, 0, 0, 0, 0) + b"\x00\x00\xff\x00",
    "tiff": b"II*\x00\x08\x00\x00\x00\x00\x00",
    "svg": b'<svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"/>',
    "text": b"not a picture\n",
    "empty": b"",
    "zip": b"PK\x05\x06" + bytes(18),
}
