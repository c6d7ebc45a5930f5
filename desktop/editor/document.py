"""The open card set of the editor: its cards, one QUndoStack for every edit of the session, and the
draft autosave.

Every change is a QUndoCommand; after each push, undo and redo the draft file is rewritten
atomically (a temporary file in the same folder, flushed to disk, then os.replace), so a crash or
kill -9 loses at most the change being made and never leaves a half-written draft.
"""
from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path
from typing import Any

import platformdirs

from carddb.pictures import picture_path, store_pictures
from engine import datafile
from engine.atomicfile import write_text_atomic
from engine.cardpackage import picture_problem
from engine.cards import CardDef, CardSet
from engine.cardset import parse_cardset
from engine.limits import MAX_PICTURE_BYTES

from ..qt import QCoreApplication, QImage, QObject, QUndoCommand, QUndoStack, Signal
from . import setdata
from .setdata import CODE_RE, DRAFT_SUFFIX, EditorCard, Issue, SetHeader
from .undomerge import TypingRun

_MERGE_ID = 2801  # typing in one field of one card is one undo step
PICTURE_KINDS = {".png": "png", ".jpg": "jpg", ".jpeg": "jpg", ".webp": "webp"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("SetDocument", text)  # the commands' texts share one context


def default_drafts_dir() -> Path:
    """Where drafts live: the user data directory's `sets` folder (beside the database)."""
    return Path(platformdirs.user_data_dir("tcgtable", appauthor=False)) / "sets"


class SetDocument(QObject):
    """A card set being edited. Mutators named `_apply_*` are for the commands only."""

    changed = Signal()  # anything changed (after every push, undo, redo)
    cards_changed = Signal()  # cards added, removed or renumbered: the list must be rebuilt
    card_changed = Signal(int)  # a field of this card changed
    header_changed = Signal()
    focus_card = Signal(int)  # undo/redo touched this card: show it

    def __init__(self, header: SetHeader, cards: list[EditorCard], drafts_dir: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.header = header
        self.cards = list(cards)
        self.drafts_dir = Path(drafts_dir) if drafts_dir is not None else default_drafts_dir()
        self.stack = QUndoStack(self)
        self._draft: Path | None = None
        self._issues: list[Issue] | None = None
        self._data: dict[str, Any] | None = None
        self.save_error = ""  # the last autosave failure ("" when the draft is current)
        self.stack.indexChanged.connect(self._after_change)

    # -- reading --------------------------------------------------------------------------------

    def validate(self) -> tuple[dict[str, Any], list[Issue]]:
        """The set's card-set data and its problems (cached until the next change), a picture the
        pictures folder does not have among them."""
        if self._data is None or self._issues is None:
            self._data, self._issues = setdata.validate(self.header, self.cards)
            for i, c in enumerate(self.cards):
                name = c.extra.get("image")
                if isinstance(name, str) and CODE_RE.match(self.header.code):
                    path = picture_path(self.pictures_root, self.header.code, name)
                    if path is not None and not path.is_file():
                        self._issues.append(Issue(i, c.number, "image", f"the picture {name} is not in {path.parent}"))
        return self._data, self._issues

    def issues(self) -> list[Issue]:
        return self.validate()[1]

    def is_valid(self) -> bool:
        return not self.issues()

    def card_set(self, source: str = "") -> CardSet:
        """The set as the engine loads it; FormatError while it has problems."""
        return parse_cardset(self.validate()[0], source or str(self.draft_path()))

    def card_def(self, i: int) -> CardDef | None:
        return setdata.preview_def(self.header, self.cards[i]) if 0 <= i < len(self.cards) else None

    def export_text(self) -> str:
        """The set as one card-set YAML file (docs/cardsets.md)."""
        return setdata.dump_yaml(self.validate()[0])

    # -- pictures -------------------------------------------------------------------------------

    @property
    def pictures_root(self) -> Path:
        """The profile's pictures folder: `images` beside the drafts' `sets` folder."""
        return self.drafts_dir.parent / "images"

    def picture_file(self, i: int) -> Path | None:
        """The file of card i's picture (None when it names none or the code is not valid yet)."""
        name = self.cards[i].extra.get("image") if 0 <= i < len(self.cards) else None
        if not isinstance(name, str) or not CODE_RE.match(self.header.code):
            return None
        return picture_path(self.pictures_root, self.header.code, name)

    def pictures(self) -> dict[str, bytes]:
        """The pictures the cards name, read from the pictures folder (for a package)."""
        out: dict[str, bytes] = {}
        for i in range(len(self.cards)):
            path = self.picture_file(i)
            if path is not None and path.is_file():
                out[path.name] = path.read_bytes()
        return out

    def attach_picture(self, i: int, source: Path) -> str:
        """Copy a PNG/JPEG/WebP file into the pictures folder and make it card i's picture (one undo
        step); ValueError saying why a file cannot be one."""
        if not CODE_RE.match(self.header.code):
            raise ValueError(self.tr("Give the set a valid code first: pictures are kept by set code."))
        kind = PICTURE_KINDS.get(source.suffix.lower())
        if kind is None:
            raise ValueError(self.tr("%1: a picture must be a PNG, JPEG or WebP file.").replace("%1", source.name))
        try:
            if source.stat().st_size > MAX_PICTURE_BYTES:
                raise ValueError(self.tr("%1: the picture is larger than %2 MB.").replace("%1", source.name)
                                 .replace("%2", str(MAX_PICTURE_BYTES >> 20)))
            data = source.read_bytes()
        except OSError as e:
            raise ValueError(f"{source}: {e.strerror or e}") from None
        number = self.cards[i].number
        stem = number if number[:1].isalnum() else f"p{number}"
        # named by content: an undo that gives back the old picture finds its file still there
        name = f"{stem}-{hashlib.sha256(data).hexdigest()[:10]}.{kind}"
        problem = picture_problem(name, data)
        if not problem and QImage.fromData(data).isNull():
            problem = self.tr("the picture cannot be read")
        if problem:
            raise ValueError(f"{source.name}: {problem}")
        store_pictures(self.pictures_root, self.header.code, {name: data})
        self.set_picture(i, name)
        return name

    def set_picture(self, i: int, name: str | None) -> None:
        """Name card i's picture (None: no picture); the file stays in the pictures folder."""
        if self.cards[i].extra.get("image") != name:
            self.stack.push(_PictureCommand(self, i, name))

    # -- editing (each a command on the stack) --------------------------------------------------

    def set_field(self, i: int, name: str, value: str) -> None:
        if getattr(self.cards[i], name) != value:
            self.stack.push(_FieldCommand(self, i, name, value))

    def set_header(self, name: str, value: Any) -> None:
        if getattr(self.header, name) != value:
            self.stack.push(_HeaderCommand(self, name, value))

    def add_card(self, card: EditorCard | None = None, at: int | None = None) -> int:
        at = len(self.cards) if at is None else at
        card = card or setdata.new_card(self.header.game, setdata.next_number(self.cards))
        self.stack.push(_InsertCommand(self, at, card, self.tr("Add card %1").replace("%1", card.number)))
        return at

    def duplicate_card(self, i: int) -> int:
        src = self.cards[i]
        copy = replace(src, number=setdata.next_number(self.cards))
        self.stack.push(_InsertCommand(self, i + 1, copy,
                                       self.tr("Duplicate card %1").replace("%1", src.number)))
        return i + 1

    def delete_card(self, i: int) -> None:
        self.stack.push(_DeleteCommand(self, i))

    def _apply_field(self, i: int, name: str, value: str) -> None:
        self.cards[i] = self.cards[i].with_field(name, value)
        self._dirty()
        self.card_changed.emit(i)
        if name in ("number", "name_en", "name_ja"):
            self.cards_changed.emit()  # the list shows number and name

    def _apply_picture(self, i: int, name: str | None) -> None:
        extra = {k: v for k, v in self.cards[i].extra.items() if k != "image"}
        if name is not None:
            extra["image"] = name
        self.cards[i] = replace(self.cards[i], extra=extra)
        self._dirty()
        self.card_changed.emit(i)

    def _apply_header(self, name: str, value: Any) -> None:
        if name == "code":
            self._copy_pictures(self.header.code, str(value))
        self.header = replace(self.header, **{name: value})
        self._dirty()
        self.header_changed.emit()

    def _apply_insert(self, i: int, card: EditorCard) -> None:
        self.cards.insert(i, card)
        self._dirty()
        self.cards_changed.emit()

    def _apply_delete(self, i: int) -> EditorCard:
        card = self.cards.pop(i)
        self._dirty()
        self.cards_changed.emit()
        return card

    def _dirty(self) -> None:
        self._data = self._issues = None

    def _copy_pictures(self, old: str, new: str) -> None:
        """A new code keeps the cards' pictures: they are copied (not moved, so undo finds them)."""
        if not (CODE_RE.match(old) and CODE_RE.match(new)) or old == new:
            return
        pictures = {}
        for c in self.cards:
            name = c.extra.get("image")
            src = picture_path(self.pictures_root, old, name) if isinstance(name, str) else None
            dst = picture_path(self.pictures_root, new, name) if isinstance(name, str) else None
            if src is not None and dst is not None and src.is_file() and not dst.exists():
                pictures[src.name] = src.read_bytes()
        if pictures:
            store_pictures(self.pictures_root, new, pictures)

    # -- drafts ---------------------------------------------------------------------------------

    def draft_path(self) -> Path:
        """<drafts>/<code>.draft.yaml; while the code is not a valid one, the last valid name stays."""
        if CODE_RE.match(self.header.code):
            return self.drafts_dir / f"{self.header.code}{DRAFT_SUFFIX}"
        return self._draft or self.drafts_dir / f"untitled{DRAFT_SUFFIX}"

    def save_draft(self) -> Path:
        """Write the draft now (atomically); a code change moves it to the new name."""
        path = self.draft_path()
        write_atomic(path, setdata.draft_text(self.header, self.cards))
        if self._draft is not None and self._draft != path and self._draft.exists():
            self._draft.unlink()  # renamed: the new file is complete before the old one goes
        self._draft = path
        return path

    def adopt_draft(self, path: Path) -> None:
        """This document was read from `path` (so a code change later moves that file)."""
        self._draft = path

    def _after_change(self, _index: int = 0) -> None:
        try:
            self.save_draft()
            self.save_error = ""
        except OSError as e:  # a full disk or a read-only folder: keep editing, say so
            self.save_error = f"{self.draft_path()}: {e.strerror or e}"
        self.changed.emit()

    @classmethod
    def load_draft(cls, path: Path, drafts_dir: Path | None = None, parent: QObject | None = None) -> SetDocument:
        """The document a draft file holds (FormatError naming the file when it is not a draft)."""
        data = datafile.read_data(path, "card set")
        header, cards = setdata.parse_draft(data, str(path))
        doc = cls(header, cards, drafts_dir if drafts_dir is not None else path.parent, parent)
        doc.adopt_draft(path)
        return doc


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a reader (or a crash) sees the old file or the new one."""
    write_text_atomic(path, text)


def list_drafts(folder: Path) -> list[tuple[Path, SetHeader | None, int, str]]:
    """The drafts in `folder`, newest first: (path, header or None, number of cards, problem)."""
    out: list[tuple[float, Path, SetHeader | None, int, str]] = []
    if not folder.is_dir():
        return []
    for p in folder.glob(f"*{DRAFT_SUFFIX}"):
        try:
            header, cards = setdata.parse_draft(datafile.read_data(p, "card set"), str(p))
            out.append((p.stat().st_mtime, p, header, len(cards), ""))
        except Exception as e:  # noqa: BLE001 - listed with its problem, never stops the list
            out.append((0.0, p, None, 0, str(e)))
    out.sort(key=lambda t: t[0], reverse=True)
    return [(p, h, n, err) for _t, p, h, n, err in out]


# -- commands -----------------------------------------------------------------------------------

class _FieldCommand(QUndoCommand):
    def __init__(self, doc: SetDocument, i: int, name: str, value: str) -> None:
        super().__init__(_tr("Edit %1 of card %2").replace("%1", name).replace("%2", doc.cards[i].number))
        self.doc, self.i, self.name = doc, i, name
        self.old, self.new = getattr(doc.cards[i], name), value
        self.run = TypingRun.of(self.old, value)

    def id(self) -> int:
        return _MERGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        # a run of typing in one field is one step; a pause, a new word or a paste starts another
        if not isinstance(other, _FieldCommand) or (other.i, other.name) != (self.i, self.name) \
                or not self.run.take(other.run):
            return False
        self.new = other.new
        return True

    def redo(self) -> None:
        self.doc._apply_field(self.i, self.name, self.new)
        self.doc.focus_card.emit(self.i)

    def undo(self) -> None:
        self.doc._apply_field(self.i, self.name, self.old)
        self.doc.focus_card.emit(self.i)


class _PictureCommand(QUndoCommand):
    def __init__(self, doc: SetDocument, i: int, name: str | None) -> None:
        text = _tr("Remove the picture of card %1") if name is None else _tr("Attach a picture to card %1")
        super().__init__(text.replace("%1", doc.cards[i].number))
        self.doc, self.i = doc, i
        old = doc.cards[i].extra.get("image")
        self.old, self.new = (old if isinstance(old, str) else None), name

    def redo(self) -> None:
        self.doc._apply_picture(self.i, self.new)
        self.doc.focus_card.emit(self.i)

    def undo(self) -> None:
        self.doc._apply_picture(self.i, self.old)
        self.doc.focus_card.emit(self.i)


class _HeaderCommand(QUndoCommand):
    def __init__(self, doc: SetDocument, name: str, value: Any) -> None:
        super().__init__(_tr("Edit set %1").replace("%1", name))
        self.doc, self.name = doc, name
        self.old, self.new = getattr(doc.header, name), value
        self.run = TypingRun.of(self.old, value)

    def id(self) -> int:
        return _MERGE_ID + 1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _HeaderCommand) or other.name != self.name or not self.run.take(other.run):
            return False
        self.new = other.new
        return True

    def redo(self) -> None:
        self.doc._apply_header(self.name, self.new)

    def undo(self) -> None:
        self.doc._apply_header(self.name, self.old)


class _InsertCommand(QUndoCommand):
    def __init__(self, doc: SetDocument, i: int, card: EditorCard, text: str) -> None:
        super().__init__(text)
        self.doc, self.i, self.card = doc, i, card

    def redo(self) -> None:
        self.doc._apply_insert(self.i, self.card)
        self.doc.focus_card.emit(self.i)

    def undo(self) -> None:
        self.doc._apply_delete(self.i)
        self.doc.focus_card.emit(min(self.i, len(self.doc.cards) - 1))


class _DeleteCommand(QUndoCommand):
    def __init__(self, doc: SetDocument, i: int) -> None:
        super().__init__(_tr("Delete card %1").replace("%1", doc.cards[i].number))
        self.doc, self.i = doc, i
        self.card = doc.cards[i]

    def redo(self) -> None:
        self.card = self.doc._apply_delete(self.i)
        self.doc.focus_card.emit(min(self.i, len(self.doc.cards) - 1))

    def undo(self) -> None:
        self.doc._apply_insert(self.i, self.card)
        self.doc.focus_card.emit(self.i)
