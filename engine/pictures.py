"""Card pictures as data: what a picture may be (name, kind, size, dimensions) and the copy of it
that is stored (scaled to what the app draws).

Pillow reads a picture's dimensions from its header, before anything is decoded, so a small file
that would decode to hundreds of megabytes is refused for its dimensions alone. Pillow is imported
when a picture is first looked at: reading a card set without pictures never loads it.
"""
from __future__ import annotations

import io
import re
import warnings
from typing import Any

from .cardset import PICTURE_NAME
from .limits import MAX_PICTURE_BYTES, MAX_PICTURE_SIDE, MIB, STORED_PICTURE_BOX

_NAME = re.compile(PICTURE_NAME)
_MAGIC = {"png": (b"\x89PNG\r\n\x1a\n",), "jpg": (b"\xff\xd8\xff",), "jpeg": (b"\xff\xd8\xff",)}
_FORMAT = {"png": "PNG", "jpg": "JPEG", "jpeg": "JPEG", "webp": "WEBP"}


def valid_picture_name(name: str) -> bool:
    """A plain file name of a PNG, JPEG or WebP picture (no folder, no "..")."""
    return bool(_NAME.match(name))


def _open(data: bytes) -> Any:
    """The picture as Pillow opens it: the header read, nothing decoded (an OSError, ValueError or
    SyntaxError-like error from Pillow for a file it cannot read)."""
    from PIL import Image

    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)  # our limit comes first anyway
        return Image.open(io.BytesIO(data))


def picture_problem(name: str, data: bytes) -> str:
    """Why `data` cannot be the picture `name` ("" when it can): its name, size, kind and dimensions."""
    if not _NAME.match(name):
        return "a picture's name is letters, digits, _ - and dots, ending .png, .jpg, .jpeg or .webp"
    if len(data) > MAX_PICTURE_BYTES:
        return f"the picture is larger than {MAX_PICTURE_BYTES // MIB} MB"
    ext = name.rsplit(".", 1)[1].lower()
    if ext == "webp":
        ok = data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    else:
        ok = data.startswith(_MAGIC[ext])
    if not ok:
        return f"the file is not a {ext.upper()} picture"
    try:
        img = _open(data)
        width, height = img.size
        kind = img.format
    except Exception:  # noqa: BLE001 - Pillow's many reader errors all mean "not a readable picture"
        return f"the {ext.upper()} picture cannot be read (its header is damaged)"
    if kind != _FORMAT[ext]:
        return f"the file is not a {ext.upper()} picture"
    if width > MAX_PICTURE_SIDE or height > MAX_PICTURE_SIDE or width < 1 or height < 1:
        return (f"the picture is {width:,}×{height:,} pixels; a card picture is at most "
                f"{MAX_PICTURE_SIDE:,} pixels each way")
    return ""


def stored_picture(name: str, data: bytes) -> bytes:
    """The copy of a valid picture that is stored: the same bytes when it fits STORED_PICTURE_BOX,
    else scaled down to fit (same kind, so the card's `image` name stays true). ValueError for a
    picture whose data cannot be decoded."""
    img = _open(data)
    box_w, box_h = STORED_PICTURE_BOX
    if img.width <= box_w and img.height <= box_h:
        return data
    try:
        img.thumbnail((box_w, box_h))  # decodes (at most MAX_PICTURE_SIDE² pixels) and keeps the aspect
        fmt = _FORMAT[name.rsplit(".", 1)[1].lower()]
        if fmt == "JPEG" and img.mode not in ("RGB", "L", "CMYK"):
            img = img.convert("RGB")
        out = io.BytesIO()
        img.save(out, fmt, **({"quality": 90} if fmt in ("JPEG", "WEBP") else {"optimize": True}))
    except Exception as e:  # noqa: BLE001 - a header that reads but data that does not decode
        raise ValueError(f"the picture's data is damaged ({type(e).__name__})") from None
    return out.getvalue()
