"""Replacing a file so that a reader, or a crash, sees the old file or the new one, never a part:
the new content goes to a temporary file in the same folder, is flushed to disk, and is moved over
the old with `os.replace` (atomic on one file system)."""
from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_atomic(path: str | os.PathLike[str], write: Callable[[BinaryIO], None]) -> None:
    """Replace `path` with what `write` writes to the open (binary) temporary file."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    write_atomic(path, lambda f: f.write(data))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """UTF-8, newlines as given."""
    write_bytes_atomic(path, text.encode("utf-8"))
