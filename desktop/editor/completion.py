"""Completion in the set editor's abilities pane from the game's card-set JSON Schema
(engine/cardset_schema.py), so it offers what the published format allows without a list of its own.

`suggestions(text, pos, game)` is pure: a tolerant scanner (the text is usually half typed, so not a
YAML parser) works out the YAML path of the caret; the schema walked along it gives the keys of the
mapping there or the enum/const values of a value. `install_completion` puts it on a QPlainTextEdit.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from engine.cardset_schema import card_set_schema

from ..qt import (
    QCompleter,
    QCoreApplication,
    QEvent,
    QKeyEvent,
    QModelIndex,
    QObject,
    QPlainTextEdit,
    QStandardItem,
    QStandardItemModel,
    Qt,
    QTextCursor,
    QTimer,
)
from .yamlcaret import BAD, ITEM, WORD, Keys, caret_context

Schema = dict[str, Any]
_WORD_END = re.compile(r"[A-Za-z0-9_]*\Z")
_MAX_DEPTH = 40  # schema nesting followed from one node; the card-set schemas need under 10


@dataclass(frozen=True)
class Suggestion:
    word: str  # what is inserted (a key gets ": " after it)
    description: str  # the schema's `description` of it, "" when there is none
    kind: str = "value"  # "key" or "value"


# -- the schema -----------------------------------------------------------------------------------
@functools.cache
def game_schema(game: str) -> Schema:
    """The game's card-set schema, built once per game ({} for a game this build does not have)."""
    try:
        return card_set_schema(game)
    except (KeyError, ValueError, ImportError):  # a draft of a game this build does not implement
        return {}


def _resolve(root: Schema, ref: Any) -> Any:
    if not isinstance(ref, str) or not ref.startswith("#/"):
        return None  # the generated schemas use local references only
    node: Any = root
    for part in ref[2:].split("/"):
        node = node.get(part.replace("~1", "/").replace("~0", "~")) if isinstance(node, dict) else None
    return node


def _word(v: Any) -> str | None:
    return None if isinstance(v, dict | list) else "null" if v is None else str(v).lower() if isinstance(v, bool) \
        else str(v)


def _dict(s: Schema, key: str) -> dict[str, Any]:
    return s[key] if isinstance(s.get(key), dict) else {}


def _follow(root: Schema, s: Any, *keys: str) -> Schema:
    """The first schema along a chain of $refs that has one of the keys ({} if none)."""
    for _ in range(8):
        if not isinstance(s, dict) or any(k in s for k in keys):
            break
        s = _resolve(root, s.get("$ref"))
    return s if isinstance(s, dict) else {}


def _excludes(root: Schema, s: Any, value: str) -> bool:
    """The schema's own const / enum rules the written plain scalar out."""
    s = _follow(root, s, "const", "enum")
    if "const" in s:
        return _word(s["const"]) != value
    return isinstance(s.get("enum"), list) and value not in {_word(v) for v in s["enum"]}


def _matches(pattern: Any, key: str) -> bool:
    try:
        return isinstance(pattern, str) and re.search(pattern, key) is not None
    except re.error:
        return False


def _rejects(root: Schema, s: Schema, sib: Keys) -> bool:
    """The keys and values written cannot match this part (a closed mapping without one of the
    keys, or a const / enum the value is not): a oneOf branch that is not the one being written."""
    props, pats = _dict(s, "properties"), _dict(s, "patternProperties")
    return any(v is not None and _excludes(root, props[k], v) if k in props else
               s.get("additionalProperties") is False and not any(_matches(p, k) for p in pats)
               for k, v in sib.items())


def _holds(root: Schema, cond: Schema, sib: Keys) -> bool | None:
    """Whether an `if` holds for the mapping as written; None while that is not known (a key not
    typed yet), which keeps its `then`: better to offer a little more than nothing."""
    props = _dict(cond, "properties")
    if any(sib.get(k) is not None and _excludes(root, s, sib[k] or "") for k, s in props.items()):
        return False
    required = cond["required"] if isinstance(cond.get("required"), list) else []
    return True if all(sib.get(k) is not None for k in (*props, *required)) else None


@dataclass(frozen=True)
class _Part:
    schema: Schema
    choice: bool  # in one branch of a oneOf/anyOf of several mappings (an effect, a condition ...)
    desc: str  # its description, or the nearest one above it
    sure: bool  # not under an `if` that may not hold
    op: str = ""  # the branch's name from its $ref (`effect.draw`: draw), the key that names it


def _parts(root: Schema, schemas: list[Any], sib: Keys, depth: int = 0) -> list[_Part]:
    """The schemas and every subschema that applies with them: $ref, allOf, if/then/else, and the
    oneOf/anyOf branches the keys written still fit."""
    out: list[_Part] = []
    seen: set[int] = set()

    def visit(s: Any, choice: bool, desc: str, sure: bool, op: str, depth: int) -> None:
        if not isinstance(s, dict) or depth > _MAX_DEPTH or id(s) in seen:
            return
        seen.add(id(s))
        desc = s["description"] if isinstance(s.get("description"), str) else desc
        out.append(_Part(s, choice, desc, sure, op))
        visit(_resolve(root, s.get("$ref")), choice, desc, sure, op, depth + 1)
        for sub in s["allOf"] if isinstance(s.get("allOf"), list) else []:
            visit(sub, choice, desc, sure, op, depth + 1)
        if isinstance(s.get("if"), dict):
            verdict = _holds(root, s["if"], sib)
            if verdict is not False:
                visit(s.get("then"), choice, desc, sure and verdict is True, op, depth + 1)
            if verdict is not True:
                visit(s.get("else"), choice, desc, sure and verdict is False, op, depth + 1)
        for kw in ("oneOf", "anyOf"):
            branches = [b for b in (s[kw] if isinstance(s.get(kw), list) else []) if isinstance(b, dict)
                        and not (sib and any(_rejects(root, p.schema, sib) for p in _parts(root, [b], sib, depth + 1)))]
            maps = [b for b in branches if any(p.schema.get("properties") for p in _parts(root, [b], {}, depth + 1))]
            for b in branches:
                name = b["$ref"].rsplit(".", 1)[-1] if isinstance(b.get("$ref"), str) else op
                visit(b, choice or (len(maps) > 1 and any(b is m for m in maps)), desc, sure, name, depth + 1)

    for s in schemas:
        visit(s, False, "", True, "", depth)
    return out


def _child(root: Schema, schemas: list[Any], step: str | int, sib: Keys) -> list[Any]:
    out: list[Any] = []
    for s in (p.schema for p in _parts(root, schemas, sib)):
        if step == ITEM:
            items = s.get("items")
            out += [items] if isinstance(items, dict) else items if isinstance(items, list) else []
        elif step in _dict(s, "properties"):
            out.append(s["properties"][step])
        else:
            matched = [x for pat, x in _dict(s, "patternProperties").items() if _matches(pat, str(step))]
            out += matched or ([s["additionalProperties"]] if isinstance(s.get("additionalProperties"), dict) else [])
    return out


def _keys(root: Schema, schemas: list[Any], sib: Keys) -> list[Suggestion]:
    found: dict[str, tuple[bool, str]] = {}  # key -> (required, description)
    for p in _parts(root, schemas, sib):
        props = _dict(p.schema, "properties")
        req = [r for r in p.schema.get("required") or [] if r in props]
        # an empty mapping where one of several kinds of mapping goes (an effect, a condition):
        # first the key that says which (draw, move ...), not every option of every kind
        for k in ([p.op] if p.op in req else req) if p.choice and not sib else list(props):
            if isinstance(k, str) and k not in sib:
                own = p.schema.get("description") if p.choice and k == p.op else None
                desc = own if isinstance(own, str) else _follow(root, props[k], "description").get("description")
                old = found.get(k, (False, ""))
                found[k] = (old[0] or (k in req and p.sure and not p.choice), old[1] or str(desc or ""))
    return [Suggestion(k, found[k][1], "key") for k in sorted(found, key=lambda k: (not found[k][0], k))]


def _values(root: Schema, schemas: list[Any]) -> list[Suggestion]:
    out: list[Suggestion] = []
    for p in _parts(root, schemas, {}):
        s, t = p.schema, p.schema.get("type")
        words = ([s["const"]] if "const" in s else []) + (s["enum"] if isinstance(s.get("enum"), list) else [])
        words += [True, False] if t == "boolean" or (isinstance(t, list) and "boolean" in t) else []
        out += [Suggestion(w, p.desc) for w in map(_word, words) if w is not None]
    return out


def suggestions(text: str, pos: int, game: str) -> list[Suggestion]:
    """What the game's schema allows at `pos` of an abilities list in YAML (docs/cardsets.md
    section 3): the keys of the mapping there not written yet, or the values of a value, that
    start with the word before the caret (any case). Text that cannot be read there gives []."""
    if not isinstance(text, str) or not isinstance(pos, int):
        return []
    ctx = caret_context(text, max(0, min(pos, len(text))))
    root = game_schema(game)
    schemas: list[Any] = [_resolve(root, "#/$defs/card/properties/abilities")]
    if ctx is None or not isinstance(schemas[0], dict):
        return []
    path, role, keys, prefix = ctx
    for step, parent in path:
        if step == BAD[0] or not schemas:
            return []
        schemas = _child(root, schemas, step, parent or {})
    found = (_keys(root, schemas, keys or {}) if role != "value" else []) + \
        (_values(root, schemas) if role != "key" else [])
    out: dict[str, Suggestion] = {}
    for s in found:
        if s.word.lower().startswith(prefix.lower()):
            out.setdefault(s.word, s)
    return list(out.values())


# -- the popup ------------------------------------------------------------------------------------
_CTRL = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier
_ACCEPT = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab)


def _is_trigger(event: QKeyEvent) -> bool:
    return event.key() == Qt.Key.Key_Space and bool(event.modifiers() & _CTRL)


class AbilityCompleter(QObject):
    """The completion popup of one abilities pane (install_completion): Ctrl+Space, or two letters
    typed of a word that has suggestions, opens it; Enter/Tab insert, Escape closes."""

    def __init__(self, edit: QPlainTextEdit, game: str) -> None:
        super().__init__(edit)
        self.edit, self.game = edit, game
        self.model = QStandardItemModel(self)
        self.completer = QCompleter(self.model, self)
        self.completer.setWidget(edit)
        # suggestions() has filtered the list already: the completer shows it as it is
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setMaxVisibleItems(12)
        self.completer.activated[QModelIndex].connect(self._activated)  # a click on an entry
        # popup() makes the list and installs QCompleter's key filter on it; ours, installed after
        # it, runs first, so Enter/Tab insert here instead of reaching the edit as a new line
        self.popup = self.completer.popup()
        self.popup.setAccessibleName(QCoreApplication.translate("AbilityCompleter", "Completions"))
        self.popup.installEventFilter(self)
        edit.installEventFilter(self)
        self._manual = False  # opened by Ctrl+Space: stays open with fewer than two letters
        self._last_key = "other"
        # what a key did to the text is known once the edit has handled it: look then
        self._after = QTimer(self)
        self._after.setSingleShot(True)
        self._after.setInterval(0)
        self._after.timeout.connect(self._after_key)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if (obj is not self.edit and obj is not self.popup) or not isinstance(event, QKeyEvent):
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            if obj is self.edit and _is_trigger(event):
                event.accept()  # Ctrl+Space goes to the pane, not to a window shortcut
                return True
            return False  # Undo / Redo stay the form's
        if event.type() != QEvent.Type.KeyPress:
            return False
        if _is_trigger(event):
            self.open(manual=True)
            return True
        key, visible = event.key(), self.popup.isVisible()
        if visible and key in _ACCEPT:
            self._activated(self.popup.currentIndex())
            return True
        if visible and key == Qt.Key.Key_Escape:
            self.popup.hide()
            return True
        text, plain = event.text(), not event.modifiers() & (_CTRL | Qt.KeyboardModifier.AltModifier)
        self._last_key = ("erase" if key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)
                          else "word" if plain and text and (text.isalnum() or text == "_") else "other")
        if not (visible and key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)):
            self._after.start()  # (arrows in the open list only move in it)
        return False

    def _after_key(self) -> None:
        if self.popup.isVisible() and self._last_key == "other":
            self.popup.hide()  # the word is over (a space, a colon, an arrow ...)
        elif self.popup.isVisible() or self._last_key == "word":
            self.open(manual=self._manual and self.popup.isVisible())

    def _text_and_pos(self) -> tuple[str, int]:
        """The text and the caret as a Python index (Qt counts UTF-16 units)."""
        probe = QTextCursor(self.edit.document())
        probe.setPosition(self.edit.textCursor().position(), QTextCursor.MoveMode.KeepAnchor)
        return self.edit.toPlainText(), len(probe.selectedText())

    def open(self, manual: bool) -> bool:
        """Show the suggestions at the caret; False (and the popup hidden) when there are none."""
        text, pos = self._text_and_pos()
        prefix = _WORD_END.search(text, 0, pos)
        typed = prefix.group() if prefix else ""
        items = [] if self.edit.textCursor().hasSelection() else suggestions(text, pos, self.game)
        if not manual and (len(typed) < 2 or all(s.word == typed for s in items)):
            items = []  # typing: two letters first, and nothing to offer for a word already whole
        if not items:
            self.popup.hide()
            return False
        self._manual = manual
        self.model.clear()
        for s in items:
            row = QStandardItem(s.word)
            row.setEditable(False)
            row.setData(s.kind, Qt.ItemDataRole.UserRole)
            row.setToolTip(s.description)
            self.model.appendRow(row)
        self.completer.setCompletionPrefix("")
        rect = self.edit.cursorRect().translated(self.edit.viewport().pos())
        rect.setWidth(max(160, self.popup.sizeHintForColumn(0) + self.popup.verticalScrollBar().sizeHint().width() + 16))
        self.completer.complete(rect)  # again while open too: its height follows the list
        self.popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        return True

    def _activated(self, index: QModelIndex) -> None:
        self.popup.hide()
        word, kind = index.data(Qt.ItemDataRole.DisplayRole), index.data(Qt.ItemDataRole.UserRole)
        if index.isValid() and isinstance(word, str) and word:
            self.insert(word, kind == "key")

    def insert(self, word: str, key: bool) -> None:
        """Put `word` in place of the word at the caret; a key as `word: ` (unless a colon follows)."""
        text, pos = self._text_and_pos()
        before, after = _WORD_END.search(text, 0, pos), WORD.match(text, pos)
        start, end = pos - (len(before.group()) if before else 0), pos + (len(after.group()) if after else 0)
        if key and not text[end:].lstrip(" ").startswith(":"):
            word += ": "
        if start and text[start - 1] in ":-,":
            word = " " + word  # `type:` or `-` right before: YAML needs the space
        cur = self.edit.textCursor()
        at = cur.position()  # word characters are ASCII: one UTF-16 unit each
        cur.setPosition(at - (pos - start))
        cur.setPosition(at + (end - pos), QTextCursor.MoveMode.KeepAnchor)
        cur.insertText(word)
        self.edit.setTextCursor(cur)
        if key:
            self.open(manual=True)  # then the key's values, if it has any (ability types, events ...)


def install_completion(edit: QPlainTextEdit, game: str) -> AbilityCompleter:
    """Completion from the game's card-set schema on an abilities pane; it lives as long as the
    edit (its parent)."""
    return AbilityCompleter(edit, game)
