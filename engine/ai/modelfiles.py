"""Model files (a learned value, a learned prior): plain JSON, read with a size cap, and the
`game` / file reference an agent option gives, each file loaded once per process."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

M = TypeVar("M")


def read_json(path: Path, max_bytes: int, error: type[ValueError], what: str) -> Any:
    """The JSON in `path`; `error` naming the file for an unreadable, too large or non-JSON one."""
    try:
        with path.open("rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise error(f"{path}: cannot read the {what} ({e.strerror or e})") from None
    if len(raw) > max_bytes:
        raise error(f"{path}: larger than {max_bytes >> 20} MB")
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise error(f"{path}: not JSON ({e})") from None


def resolve(ref: str, game: str, shipped: Path, cache: dict[str, M], load: Callable[[Path], M],
            error: type[ValueError], what: str) -> M:
    """The model `ref` names for `game`: "game" (the shipped file `shipped`) or a file path;
    loaded once into `cache`; `error` when there is no shipped one or it is another game's."""
    path = shipped if ref == "game" else Path(ref)
    key = str(path.resolve())
    model = cache.get(key)
    if model is None:
        if ref == "game" and not path.exists():
            raise error(f"{game}: no shipped {what} ({path})")
        model = cache[key] = load(path)
    if model.game != game:  # type: ignore[attr-defined]
        raise error(f"{ref}: a {what} for {model.game!r}, not {game!r}")  # type: ignore[attr-defined]
    return model
