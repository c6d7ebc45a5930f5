"""Mutators of card-set packages (.zip: cardset.yaml and images/<name>; tests/fuzz/packages.py).

Each starts from the members as the seed stores them and writes the archive by hand (zips.build),
so it can say what zipfile never writes: damaged compressed data, method ids nothing reads,
headers that disagree, duplicate members, sizes that lie, bombs, pictures of the wrong kind or of
impossible dimensions. `pkg_set_member` puts the set member through the YAML mutators; `pkg_bytes`
mutates the whole file byte by byte."""
from __future__ import annotations

import copy
import zlib
from dataclasses import replace
from random import Random

from . import zips
from .mutators import REGISTRY, mutate, mutator
from .packages import IMAGES, OTHER_KINDS, SET_MEMBER, PackageParts, picture, with_size
from .seeds import Seed

ZIP = frozenset({"zip"})
PKG = frozenset({"package"})
COMPRESSED = (zips.DEFLATED, zips.BZIP2, zips.LZMA)


def _parts(seed: Seed) -> PackageParts:
    assert isinstance(seed.tree, PackageParts), f"{seed.name} is not a package seed"
    return seed.tree


def _pick(members: list[zips.Member], rng: Random, pictures_first: bool = False) -> int:
    """A member's index (a picture more often than the set, when asked and there is one)."""
    pics = [i for i, m in enumerate(members) if m.name.startswith(IMAGES.encode())]
    if pics and (pictures_first or rng.random() < 0.5):
        return rng.choice(pics)
    return rng.randrange(len(members))


def _repack(m: zips.Member, method: int) -> zips.Member:
    data = zips.content(m)
    return m if data is None else replace(zips.pack(m.name, data, method), flags=m.flags)


@mutator("package", ZIP, weight=3, formats=PKG)
def pkg_corrupt_member(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Bytes changed inside a member's compressed stream (deflate, bzip2 or LZMA); sometimes with the
    CRC and size made to match what the damaged stream still unpacks to, so only the content is wrong."""
    members = list(_parts(seed).members)
    i = _pick(members, rng)
    m = _repack(members[i], rng.choice(COMPRESSED))
    data = bytearray(m.data)
    kind = rng.randrange(4)
    if kind == 0 and data:
        n = rng.choice([1, 2, 8, 32])
        for _ in range(n):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        what = f"{n} bit(s) flipped"
    elif kind == 1 and data:
        j = rng.randrange(len(data))
        k = rng.choice([4, 64, 4096])
        data[j:j + k] = bytes(len(data[j:j + k]))
        what = f"{k} bytes zeroed at {j}"
    elif kind == 2:
        j = rng.randrange(len(data) + 1)
        del data[j:]
        what = f"cut at {j} of {len(m.data)} (sizes still claim the whole)"
    else:
        data += rng.randbytes(rng.choice([1, 100, 10_000]))
        what = "junk appended"
    m = replace(m, data=bytes(data))
    if rng.random() < 0.4:
        out = zips.content(m, 16 << 20)
        if out is not None:
            m = replace(m, crc=zlib.crc32(out), size=len(out))
            what += ", CRC and size made to match"
    members[i] = m
    return zips.build(members), f"{m.text_name} ({zips.METHOD_NAMES.get(m.method, m.method)}): {what}"


UNSUPPORTED = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 15, 16, 18, 19, 20, 93, 94, 95, 96, 97, 98, 99, 0xFFFF]


@mutator("package", ZIP, weight=2, formats=PKG)
def pkg_bad_method(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """A compression method id no reader knows (deflate64, implode, zstd, xz, AES...), in the local
    header, the central directory or both; or flag bits: encrypted, strong encryption, a data
    descriptor that is not there, UTF-8 names."""
    members = list(_parts(seed).members)
    i = _pick(members, rng)
    m = members[i]
    if rng.random() < 0.7:
        method = rng.choice(UNSUPPORTED + list(COMPRESSED))  # a known id that is not the data's also lies
        where = rng.choice(["central", "local", "both"])
        if where == "central":  # the local header keeps the real method
            m = replace(m, method=method, local_method=m.method)
        elif where == "local":
            m = replace(m, local_method=method)
        else:
            m = replace(m, method=method)
        note = f"{m.text_name}: method {method} in the {where} header{'s' if where == 'both' else ''}"
    else:
        bit = rng.choice([0x1, 0x40, 0x8, 0x800, 0x2000, 0xFFFF])
        where = rng.choice(["central", "local", "both"])
        if where in ("central", "both"):
            m = replace(m, flags=m.flags | bit, local_flags=None if where == "both" else m.flags)
        else:
            m = replace(m, local_flags=m.flags | bit)
        note = f"{m.text_name}: flag bits {bit:#x} in the {where} header{'s' if where == 'both' else ''}"
    members[i] = m
    return zips.build(members), note


ALIASES = ["./cardset.yaml", "/cardset.yaml", "../cardset.yaml", "cardset.yaml/", "CARDSET.YAML",
           "cardset.yaml ", "cardset.yaml\x00.png", "images//{p}", "images/./{p}", "images\\{p}",
           "images/../{p}", "images/sub/{p}", "IMAGES/{p}", "images/{P}", "images/", "images", "{p}",
           "images/{p}/", "images/.{p}", "images/{p}.png"]


@mutator("package", ZIP, weight=2, formats=PKG)
def pkg_duplicate(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Two members of one name (two cardset.yaml, the same picture twice), names that may alias
    another (./cardset.yaml, images//x.png, a different case), or two central entries sharing one
    local header (overlapping members)."""
    parts = _parts(seed)
    members = list(parts.members)
    i = _pick(members, rng)
    m = members[i]
    kind = rng.randrange(5)
    if kind == 0:  # the same member again, or a different one under the same name
        other = rng.choice(pool)
        twin = m if rng.random() < 0.5 else _same_role(m, _parts(other))
        members.insert(rng.randrange(len(members) + 1), twin)
        return zips.build(members), f"{m.text_name} twice ({'same' if twin is m else 'different'} data)"
    if kind == 1:
        pic = m.text_name[len(IMAGES):] if m.text_name.startswith(IMAGES) else "001-aki.png"
        alias = rng.choice(ALIASES).replace("{p}", pic).replace("{P}", pic.upper())
        members.insert(rng.randrange(len(members) + 1), replace(m, name=alias.encode()))
        return zips.build(members), f"{m.text_name} again as {alias!r}"
    if kind == 2:
        n = rng.choice([2, 100, 5_000])
        members[i + 1:i + 1] = [replace(m, same_local_as=i)] * (n - 1)
        return zips.build(members), f"{m.text_name}: {n} central entries share its local header"
    if kind == 3:  # overlapping under another name: zipfile sees the local name differ
        other = _pick(members, rng)
        members.append(replace(members[other], same_local_as=i))
        return zips.build(members), f"{members[other].text_name} points at the local header of {m.text_name}"
    members.append(zips.pack(IMAGES, b"", zips.STORED))
    members.append(zips.pack(IMAGES, b"", zips.STORED))
    return zips.build(members), "the images/ folder entry twice"


def _same_role(m: zips.Member, other: PackageParts) -> zips.Member:
    """`m`'s name with another seed's set (for the set member) or picture data."""
    if m.name == SET_MEMBER.encode():
        return zips.pack(SET_MEMBER, other.set_seed.data)
    data = next(iter(other.pictures.values()), picture("PNG"))
    return zips.pack(m.name, data, zips.STORED)


def _pictures(members: list[zips.Member]) -> list[int]:
    return [i for i, m in enumerate(members) if m.name.startswith(IMAGES.encode())]


@mutator("package", ZIP, weight=3, formats=PKG)
def pkg_sizes(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Sizes: a zip-bomb member, very many members, a picture whose header claims huge dimensions, a
    picture of the wrong kind, a damaged picture header, a picture or set just over its limit, a
    package that unpacks to more than its limit."""
    parts = _parts(seed)
    members = list(parts.members)
    pics = _pictures(members)
    kind = rng.randrange(9)
    if kind == 0:
        return _bomb(members, rng)
    if kind == 1:
        n = rng.choice([2_000, 20_002, 65_535])
        tiny = zips.pack(b"", picture("PNG", (1, 1)), zips.STORED)
        extra = [replace(tiny, name=f"{IMAGES}x{k}.png".encode()) for k in range(n)]
        count = rng.choice([None, None, 1, len(members)])
        note = f"{n} more members (the end record says {count or 'so'})"
        return zips.build(members + extra, count=count), note
    if not pics:
        return _big_set(members, rng)
    i = rng.choice(pics)
    m = members[i]
    name = m.text_name[len(IMAGES):]
    data = zips.content(m) or b""
    if kind == 2:
        w, h = rng.choice([(4097, 1), (1, 4097), (65_535, 65_535), (100_000, 100_000), (2**31 - 1, 1), (0, 0),
                           (4096, 4096), (16_777_216, 16_777_216)])
        fix = rng.random() < 0.8
        new = with_size(name, data, w, h, fix)
        what = f"its header claims {w}x{h}{'' if fix else ' (bad CRC)'}"
    elif kind == 3:
        other = rng.choice(sorted(OTHER_KINDS) + ["png", "jpeg", "webp"])
        new = OTHER_KINDS[other] if other in OTHER_KINDS else picture(other.upper())
        what = f"its data is a {other} picture"
    elif kind == 4:
        new, what = _damaged_header(data, rng)
    elif kind == 5:
        side = rng.choice([4096, 4097, 3000])
        new, what = picture("PNG" if name.endswith("png") else "JPEG" if "jp" in name else "WEBP",
                            (side, side)), f"a real {side}x{side} picture"
    elif kind == 6:
        new = data + bytes(8 * 1024 * 1024 + 1 - len(data) + rng.choice([0, 1, 100]))
        what = "padded to just over 8 MB"
    elif kind == 7:
        return _unpacks_too_big(members, name, data, rng)
    else:
        return _big_set(members, rng)
    members[i] = zips.pack(m.name, new, rng.choice([zips.STORED, zips.DEFLATED]))
    return zips.build(members), f"{m.text_name}: {what}"


def _bomb(members: list[zips.Member], rng: Random) -> tuple[bytes, str]:
    i = _pick(members, rng)
    m = members[i]
    method = rng.choice([zips.DEFLATED, zips.DEFLATED, zips.BZIP2, zips.LZMA])
    if method == zips.DEFLATED:
        mb = rng.choice([64, 1024, 3500])
        data, size = zips.deflate_zeros(mb), mb << 20
    else:
        data, size = zips.slow_bomb(method)
    declared = rng.choice([size, size, 100, 0xFFFFFFFF])
    bomb = replace(m, data=data, method=method, crc=0, size=declared, csize=None, local_method=None)
    members[i] = bomb
    return zips.build(members), (f"{m.text_name}: a {zips.METHOD_NAMES[method]} bomb of {size >> 20} MB "
                                 f"of zeros (declared {declared}, CRC not matching)")


def _damaged_header(data: bytes, rng: Random) -> tuple[bytes, str]:
    kind = rng.randrange(4)
    if kind == 0:
        n = rng.choice([4, 8, 16, 33, 64])
        return data[:n], f"cut after {n} bytes"
    if kind == 1:
        b = bytearray(data)
        for _ in range(rng.choice([1, 4])):
            j = rng.randrange(min(len(b), 64)) if b else 0
            if b:
                b[j] ^= 1 << rng.randrange(8)
        return bytes(b), "bits flipped in its first 64 bytes"
    if kind == 2 and data.startswith(b"\x89PNG"):
        return data[:8] + b"\x7f\xff\xff\xff" + data[12:], "its IHDR chunk claims 2 GB"
    return data[:12] + rng.randbytes(rng.choice([4, 40])), "its header followed by random bytes"


def _unpacks_too_big(members: list[zips.Member], name: str, data: bytes, rng: Random) -> tuple[bytes, str]:
    """Eleven pictures of almost 8 MB each (zeros after a real header: deflated, a small file)."""
    ext = name.rsplit(".", 1)[-1]
    big = data + bytes(8 * 1024 * 1024 - 1024 - len(data))
    packed = zips.pack(b"x", big, zips.DEFLATED)
    extra = [replace(packed, name=f"{IMAGES}big{k}.{ext}".encode()) for k in range(11)]
    return zips.build(members + extra), "11 more pictures of almost 8 MB each (88 MB unpacked)"


def _big_set(members: list[zips.Member], rng: Random) -> tuple[bytes, str]:
    i = next((k for k, m in enumerate(members) if m.name == SET_MEMBER.encode()), 0)
    text = zips.content(members[i]) or b""
    size = rng.choice([4 * 1024 * 1024 + 1, 6 * 1024 * 1024, 40 * 1024 * 1024])
    padded = text + b"\n#" + b"x" * (size - len(text) - 2)
    members[i] = zips.pack(SET_MEMBER, padded, zips.DEFLATED)
    return zips.build(members), f"{SET_MEMBER} padded to {size} bytes (deflated)"


_SET_FAMILIES = frozenset({"structure", "yaml", "bytes", "deep"})


@mutator("package", ZIP, weight=3, formats=PKG)
def pkg_set_member(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """cardset.yaml put through the card-set mutators (structure, YAML, bytes, deep nesting; rarely
    the large ones), or a card's `image` changed; then packed again (deflate)."""
    parts = _parts(seed)
    members = list(parts.members)
    s = parts.set_seed
    if rng.random() < 0.25 and parts.pictures:
        text, note = _image_field(s, parts, rng)
    else:
        fams = _SET_FAMILIES | ({"large"} if rng.random() < 0.05 else set())
        text, mut, note = mutate(s, rng, [s], frozenset(fams))
        note = f"{SET_MEMBER}: {mut}: {note}"
    i = next((k for k, m in enumerate(members) if m.name == SET_MEMBER.encode()), 0)
    method = rng.choice([zips.DEFLATED, zips.DEFLATED, zips.BZIP2, zips.LZMA])
    members[i] = zips.pack(SET_MEMBER, text, method)
    return zips.build(members), note


def _image_field(s: Seed, parts: PackageParts, rng: Random) -> tuple[bytes, str]:
    import yaml
    tree = copy.deepcopy(s.tree)
    cards = [c for c in tree["cards"] if isinstance(c, dict)]
    card = rng.choice([c for c in cards if "image" in c] or cards)
    value = rng.choice([f"missing-{rng.randrange(99)}.png", "../../etc/passwd.png", "images/x.png",
                        next(iter(parts.pictures)), "a" * 101 + ".png", "x.PNG", "x.gif", "", None, 5,
                        ["a.png"]])
    card["image"] = value
    return yaml.safe_dump(tree, allow_unicode=True, sort_keys=False).encode(), \
        f"card {card.get('number')}: image := {value!r:.40}"


_BYTE_MUTATORS = ("bitflip", "interesting_bytes", "truncate", "delete_span", "duplicate_span", "splice",
                  "tiny_file")


@mutator("package", ZIP, weight=3, formats=PKG)
def pkg_bytes(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """The whole zip mutated byte by byte (a bit flip in a header, a cut, a span deleted or
    duplicated, two packages spliced); or the archive's own structure: a long comment, junk before
    or after it, two archives in one file, an end record that lies about the central directory."""
    if rng.random() < 0.6:
        m = REGISTRY[rng.choice(_BYTE_MUTATORS)]
        data, note = m.fn(seed, rng, pool)
        return data, f"{m.name}: {note}"
    members = list(_parts(seed).members)
    kind = rng.randrange(6)
    if kind == 0:
        n = rng.choice([1, 65_535])
        return zips.build(members, comment=rng.randbytes(n)), f"an archive comment of {n} bytes"
    if kind == 1:
        junk = rng.choice([b"#!/bin/sh\nexit 0\n", rng.randbytes(1000), b"PK\x03\x04" * 8])
        return zips.build(members, prefix=junk), f"{len(junk)} bytes before the archive"
    if kind == 2:
        junk = rng.choice([rng.randbytes(100), b"PK\x05\x06" + bytes(18)])
        return seed.data + junk, "junk after the archive"
    if kind == 3:
        other = rng.choice(pool)
        return other.data + seed.data, f"{other.name} and then {seed.name}, in one file"
    if kind == 4:
        shift = rng.choice([-1, 1, 30, -100_000, 1 << 31])
        note = f"the end record's central directory offset off by {shift}"
        return zips.build(members, cd_shift=shift), note
    i = _pick(members, rng)
    members[i] = replace(members[i], local_name=rng.choice([b"other.yaml", b"", members[i].name + b"x"]))
    return zips.build(members), f"{members[i].text_name}: the local header names another file"
