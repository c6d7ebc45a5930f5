"""The user's card pictures: `<data dir>/images/<SET>/<name>`, beside the database file.

A card of a user set names its picture with `image: <name>` (a plain file name, checked by the
card-set loader). Pictures come in with a card-set package (engine/cardpackage.py) or are attached
in the editor; either way they are written here and only here: the folder is built from the set
code and the name, both checked, and the resolved path must stay inside the pictures folder.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from engine.atomicfile import write_bytes_atomic
from engine.cardpackage import picture_problem, valid_picture_name

FOLDER = "images"
_CODE = re.compile(r"^[0-9A-Za-z_]{1,12}$")


def pictures_root(db_path: str | os.PathLike[str] | None) -> Path:
    """The pictures folder of the profile whose database is `db_path` (its data directory)."""
    from .database import resolve_db_path  # the default profile when no database is given

    base = Path(db_path) if db_path else resolve_db_path()
    return base.parent / FOLDER


def picture_path(root: Path, set_code: str, name: str) -> Path | None:
    """Where card picture `name` of set `set_code` lives (None for a name or code that could leave
    the folder). The file may not exist."""
    if not _CODE.match(set_code) or not valid_picture_name(name):
        return None
    path = (root / set_code / name).resolve()
    try:
        path.relative_to(root.resolve())
    except ValueError:
        return None
    return path


def store_pictures(root: Path, set_code: str, pictures: dict[str, bytes]) -> list[Path]:
    """Write each picture of a set atomically into the pictures folder; ValueError for a picture that
    is not one (nothing is written then)."""
    todo: list[tuple[Path, bytes]] = []
    for name, data in pictures.items():
        problem = picture_problem(name, data)
        path = picture_path(root, set_code, name)
        if problem or path is None:
            raise ValueError(f"picture {name!r} of set {set_code}: {problem or 'not a plain file name'}")
        todo.append((path, data))
    for path, data in todo:
        write_bytes_atomic(path, data)
    return [path for path, _data in todo]
