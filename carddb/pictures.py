"""The user's card pictures: `<data dir>/images/<SET>/<name>`, beside the database file.

A card of a user set names its picture with `image: <name>` (a plain file name, checked by the
card-set loader). Pictures come in with a card-set package (engine/cardpackage.py) or are attached
in the editor; either way they are written here and only here: the folder is built from the set
code and the name, both checked, and the resolved path must stay inside the pictures folder.
"""
from __future__ import annotations

import os
import re
import time
from pathlib import Path

from engine.atomicfile import write_bytes_atomic
from engine.pictures import picture_problem, stored_picture, valid_picture_name

from .paths import resolve_db_path

FOLDER = "images"
_CODE = re.compile(r"^[0-9A-Za-z_]{1,12}$")


def pictures_root(db_path: str | os.PathLike[str] | None) -> Path:
    """The pictures folder of the profile whose database is `db_path` (its data directory)."""
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


Undo = list[tuple[Path, bytes | None]]  # (a picture written, what the file held before: None if new)


def store_pictures(root: Path, set_code: str, pictures: dict[str, bytes], undo: Undo | None = None) -> list[Path]:
    """Write each picture of a set atomically into the pictures folder, scaled to what the app draws
    (engine.pictures.stored_picture); ValueError for a picture that is not one (nothing is written
    then). With `undo`, what each file held before is recorded there, for `undo_pictures`."""
    todo: list[tuple[Path, bytes]] = []
    for name, data in pictures.items():
        problem = picture_problem(name, data)
        path = picture_path(root, set_code, name)
        if problem or path is None:
            raise ValueError(f"picture {name!r} of set {set_code}: {problem or 'not a plain file name'}")
        try:
            todo.append((path, stored_picture(name, data)))
        except ValueError as e:
            raise ValueError(f"picture {name!r} of set {set_code}: {e}") from None
    for path, data in todo:
        if undo is not None:
            try:
                undo.append((path, path.read_bytes()))
            except FileNotFoundError:
                undo.append((path, None))
        write_bytes_atomic(path, data)
    return [path for path, _data in todo]


def undo_pictures(undo: Undo) -> None:
    """Put back what `store_pictures` replaced and remove what it added (an import rolled back)."""
    for path, old in reversed(undo):
        try:
            if old is None:
                path.unlink(missing_ok=True)
            else:
                write_bytes_atomic(path, old)
        except OSError:
            pass  # a picture that cannot be put back is no worse than before: the rows are what count
    undo.clear()


STRAY_AGE = 600  # seconds: older temporary files are no write still going on (a write takes < 1 s)


def clean_stray_files(data_dir: Path) -> int:
    """Remove temporary files that a killed write left (`.<name>.*.tmp` of engine.atomicfile and
    `<name>.tmp`) in the data folder and its pictures folder; the number removed."""
    removed = 0
    cutoff = time.time() - STRAY_AGE
    folders = [data_dir, data_dir / FOLDER]
    if (data_dir / FOLDER).is_dir():
        folders += [d for d in (data_dir / FOLDER).iterdir() if d.is_dir() and not d.is_symlink()]
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for e in entries:
            if not e.name.endswith(".tmp"):
                continue
            try:
                if e.is_file(follow_symlinks=False) and e.stat(follow_symlinks=False).st_mtime < cutoff:
                    os.unlink(e.path)
                    removed += 1
            except OSError:
                continue
    return removed
