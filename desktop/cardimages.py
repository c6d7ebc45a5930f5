"""Card pictures from the player's image folder, found by set and number.

Accepted names (any case, PNG, JPEG or WebP), searched up to three folders deep:
`<SET>-<number>.png`, `<SET>_<number>.jpg`, `<SET>/<number>.webp`, `<game>/<SET>/<number>.png`;
leading zeros of the number do not matter (`VSS1/1.png` is `VSS1-001`). The folder is indexed
once (a dictionary from (set, number) to file), so looking a card up costs nothing.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

IMAGE_EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
_MAX_DEPTH = 3
_FLAT = re.compile(r"^([A-Za-z0-9]+)[-_ ]([0-9A-Za-z]+)$")


def _norm_number(n: str) -> str:
    return n.lstrip("0").upper() or "0"


def _key(set_code: str, number: str) -> tuple[str, str]:
    return set_code.upper(), _norm_number(number)


class ImageIndex:
    """An index of card pictures in one folder."""

    def __init__(self, folder: str | os.PathLike[str] | None) -> None:
        self.folder = Path(folder).expanduser() if folder else None
        self._index: dict[tuple[str, str], Path] = {}
        if self.folder and self.folder.is_dir():
            self._scan(self.folder, 0, [])

    def _scan(self, d: Path, depth: int, parents: list[str]) -> None:
        try:
            entries = list(os.scandir(d))
        except OSError:
            return
        for e in entries:
            try:
                is_dir = e.is_dir()
            except OSError:
                continue
            if is_dir:
                if depth < _MAX_DEPTH:
                    self._scan(Path(e.path), depth + 1, [*parents, e.name])
                continue
            stem, ext = os.path.splitext(e.name)
            if ext.lower() not in IMAGE_EXTENSIONS:
                continue
            m = _FLAT.match(stem)
            if m:
                self._index.setdefault(_key(m.group(1), m.group(2)), Path(e.path))
            if parents:
                self._index.setdefault(_key(parents[-1], stem), Path(e.path))

    def __len__(self) -> int:
        return len(self._index)

    def find(self, set_code: str, number: str) -> Path | None:
        """The picture of card `<set_code>-<number>`, or None."""
        if not self._index:
            return None
        return self._index.get(_key(set_code, number))
