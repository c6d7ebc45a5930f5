"""How the log of the game in progress was left: its Details setting and where it was scrolled to,
kept beside the saved game (`autosave.json.log`) so a resumed game shows the log as the player left it.

The file is small and written only when the player changes either (never for lines arriving at the
bottom of a log that follows them). It names the game it belongs to (`key`): the view of another
game, or a file that cannot be read, is no view at all (the log's defaults).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

SUFFIX = ".log"
MAX_BYTES = 4096  # a handful of fields: anything longer is not ours


@dataclass(frozen=True)
class LogView:
    """`details`: the computer's small steps shown; `top`: the line at the top of the view, or None
    when the view follows the newest line (scrolled to the end); `reasons`: the options the computer
    weighed shown under its answers ("why did it do that?")."""

    details: bool = False
    top: int | None = None
    reasons: bool = False


def view_path(save_path: Path) -> Path:
    return save_path.with_name(save_path.name + SUFFIX)


def write_view(save_path: Path, key: str, view: LogView) -> None:
    path = view_path(save_path)
    tmp = path.with_name(path.name + ".tmp")
    try:
        tmp.write_text(json.dumps({"game": key, "details": view.details, "top": view.top,
                                   "reasons": view.reasons}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # the log's look is a convenience: a full disk must not stop the game


def read_view(save_path: Path, key: str) -> LogView | None:
    """The view saved for game `key`, or None (none saved, another game's, or not readable)."""
    path = view_path(save_path)
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("game") != key:
        return None
    details, top, reasons = data.get("details"), data.get("top"), data.get("reasons", False)
    if not isinstance(details, bool) or not (top is None or (type(top) is int and 0 <= top < 10_000_000)) \
            or not isinstance(reasons, bool):
        return None
    return LogView(details, top, reasons)


def remove_view(save_path: Path) -> None:
    try:
        view_path(save_path).unlink()
    except OSError:
        pass
