"""The app's icons (SVG files in assets/icons/), loaded once."""
from __future__ import annotations

from functools import cache
from pathlib import Path

from .qt import QIcon


def icon_dir() -> Path:
    import assets

    return assets.ROOT / "icons"


@cache
def icon(name: str) -> QIcon:
    """The icon `assets/icons/<name>.svg` (an empty icon if there is no such file)."""
    p = icon_dir() / f"{name}.svg"
    return QIcon(str(p)) if p.exists() else QIcon()
