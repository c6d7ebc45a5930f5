"""Zip archives byte by byte, for the package mutators: a zip is parsed into its members (name, the
compressed bytes as stored, method, CRC, sizes, flags) and written back by hand, so a mutator can
write what zipfile never would: a method id it cannot read, a local header that disagrees with the
central directory, two members of one name, sizes that lie, a member whose data is damaged."""
from __future__ import annotations

import bz2
import io
import lzma
import struct
import zipfile
import zlib
from dataclasses import dataclass, replace

STORED, DEFLATED, BZIP2, LZMA = zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED, zipfile.ZIP_BZIP2, zipfile.ZIP_LZMA
METHOD_NAMES = {STORED: "stored", DEFLATED: "deflate", BZIP2: "bzip2", LZMA: "lzma"}
_NEEDS = {STORED: 10, DEFLATED: 20, BZIP2: 46, LZMA: 63}  # "version needed to extract" per method


@dataclass(frozen=True)
class Member:
    """One archive member as stored. `local_*` override what the local header says (None: the same
    as the central directory); `same_local_as` makes this central entry point at another member's
    local header (overlapping members) instead of writing its own."""

    name: bytes
    data: bytes  # the compressed bytes as they are stored
    method: int
    crc: int
    size: int  # the uncompressed size the headers declare
    flags: int = 0
    csize: int | None = None  # the compressed size the headers declare (None: len(data))
    local_method: int | None = None
    local_name: bytes | None = None
    local_flags: int | None = None
    extra: bytes = b""
    external_attr: int = 0
    same_local_as: int | None = None

    @property
    def text_name(self) -> str:
        return self.name.decode("utf-8", "replace")


def pack(name: str | bytes, content: bytes, method: int = DEFLATED) -> Member:
    """A member holding `content`, compressed by `method` the way zipfile writes it (zipfile knows the
    LZMA member header, which a raw lzma stream lacks)."""
    raw_name = name if isinstance(name, bytes) else name.encode("utf-8")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        info = zipfile.ZipInfo("m")
        info.compress_type = method
        zf.writestr(info, content)
    m = parse(buf.getvalue())[0]
    flags = m.flags | (0x800 if any(b > 127 for b in raw_name) else 0)
    return replace(m, name=raw_name, flags=flags)


def parse(blob: bytes) -> list[Member]:
    """The members of a well-formed zip, with their stored (compressed) bytes."""
    out = []
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        for info in zf.infolist():
            off = info.header_offset
            name_len, extra_len = struct.unpack("<HH", blob[off + 26:off + 30])
            start = off + 30 + name_len + extra_len
            name = info.orig_filename.encode("utf-8" if info.flag_bits & 0x800 else "cp437")
            out.append(Member(name, blob[start:start + info.compress_size], info.compress_type, info.CRC,
                              info.file_size, info.flag_bits & ~0x8, external_attr=info.external_attr))
    return out


def content(m: Member, limit: int = 64 << 20) -> bytes | None:
    """What a member unpacks to (at most `limit` bytes), or None when its data cannot be unpacked."""
    try:
        if m.method == STORED:
            return m.data[:limit]
        if m.method == DEFLATED:
            return zlib.decompressobj(-15).decompress(m.data, limit)
        if m.method == BZIP2:
            return bz2.BZ2Decompressor().decompress(m.data, limit)
        if m.method == LZMA:
            return zipfile.LZMADecompressor().decompress(m.data)[:limit]  # type: ignore[attr-defined]
    except (zlib.error, OSError, EOFError, ValueError, lzma.LZMAError, struct.error):
        return None
    return None


def build(members: list[Member], comment: bytes = b"", prefix: bytes = b"", suffix: bytes = b"",
          count: int | None = None, cd_shift: int = 0) -> bytes:
    """The zip of `members`, in order; `count` overrides the number of entries the end record
    claims, `cd_shift` moves the central directory offset it claims (both: lies)."""
    out = bytearray(prefix)
    offsets: list[int] = []
    for m in members:
        if m.same_local_as is not None:
            offsets.append(offsets[m.same_local_as])
            continue
        offsets.append(len(out))
        name = m.name if m.local_name is None else m.local_name
        method = m.method if m.local_method is None else m.local_method
        flags = m.flags if m.local_flags is None else m.local_flags
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, _NEEDS.get(method, 20), flags & 0xFFFF,
                           method & 0xFFFF, 0, 0x21, m.crc & 0xFFFFFFFF, _csize(m), m.size & 0xFFFFFFFF,
                           len(name) & 0xFFFF, len(m.extra) & 0xFFFF)
        out += name + m.extra + m.data
    cd_start = len(out)
    for m, off in zip(members, offsets, strict=True):
        out += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 0x0314, _NEEDS.get(m.method, 20),
                           m.flags & 0xFFFF, m.method & 0xFFFF, 0, 0x21, m.crc & 0xFFFFFFFF, _csize(m),
                           m.size & 0xFFFFFFFF, len(m.name) & 0xFFFF, len(m.extra) & 0xFFFF, 0, 0, 0,
                           m.external_attr & 0xFFFFFFFF, off & 0xFFFFFFFF)
        out += m.name + m.extra
    n = len(members) if count is None else count
    cd_size = len(out) - cd_start
    out += struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, n & 0xFFFF, n & 0xFFFF, cd_size & 0xFFFFFFFF,
                       (cd_start + cd_shift) & 0xFFFFFFFF, len(comment) & 0xFFFF)
    return bytes(out + comment + suffix)


def _csize(m: Member) -> int:
    return (len(m.data) if m.csize is None else m.csize) & 0xFFFFFFFF


# -- bombs: a few bytes that unpack to very many ------------------------------------------------

_BOMBS: dict[tuple[int, int], bytes] = {}
_MB = 1 << 20


def deflate_zeros(megabytes: int) -> bytes:
    """A raw deflate stream of `megabytes` MB of zeros, about 1 KB a MB: one full-flushed block of 1 MB
    repeated (a full flush resets the compressor, so every block compresses to the same bytes)."""
    key = (DEFLATED, 1)
    if key not in _BOMBS:
        c = zlib.compressobj(9, zlib.DEFLATED, -15)
        _BOMBS[key] = c.compress(bytes(_MB)) + c.flush(zlib.Z_FULL_FLUSH)
    return _BOMBS[key] * megabytes + b"\x03\x00"  # then an empty final block


def slow_bomb(method: int) -> tuple[bytes, int]:
    """(a bzip2 or LZMA member's data, its size): 16 MB of zeros. Compressing it takes about a second:
    scripts/fuzz_inputs.py makes them once (warm_bombs) before it forks the workers; the tests,
    which draw one rarely, make it when they do."""
    key = (method, 16)
    if key not in _BOMBS:
        _BOMBS[key] = pack("b", bytes(16 * _MB), method).data
    return _BOMBS[key], 16 * _MB


def warm_bombs() -> None:
    """Make the bombs that are slow to make before the workers are forked (they inherit them)."""
    deflate_zeros(1)
    slow_bomb(BZIP2)
    slow_bomb(LZMA)
