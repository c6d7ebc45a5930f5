"""Where the caret is in half-typed YAML, for the abilities pane's completion (completion.py).

A tolerant scanner, not a YAML parser: the text is usually half typed. `caret_context(text, pos)`
gives the caret's path (keys and list items from the abilities list down), whether a key or a value
goes there, the keys the mapping there already has, and the word typed before the caret. Block
structure (indentation, `- ` items, `key:` lines) and flow `{...}` / `[...]` (also across lines)
are read; quoted text ends at its line and nothing is offered inside quotes or comments; block
scalars and `? key` complex keys are not read. It never raises.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

Keys = dict[str, str | None]  # a mapping as written: key -> its plain scalar (None: not one, or not known)
Step = tuple[str | int, Keys | None]  # a key and the mapping that has it, or (ITEM, None)
ITEM = 0  # the step into a list item
BAD: Step = ("\0", None)  # a step where the text is not YAML the schema describes: nothing is offered
WORD = re.compile(r"[A-Za-z0-9_]*")


# -- where the caret is ---------------------------------------------------------------------------
@dataclass
class _Tok:
    kind: str  # indent dash scalar quoted colon { } [ ] , reset caret
    start: int
    end: int
    col: int = 0
    text: str = ""


@dataclass
class _Frame:
    """An open block mapping / list (at the column of its keys or dashes) or flow {...} / [...]."""
    kind: str  # map or seq
    step: Step | None  # from the frame below (None: the abilities list itself)
    indent: int = -1
    keys: Keys = field(default_factory=dict)
    key: str | None = None  # block: the last key (what is indented below is its value); flow: current
    state: str = "key"  # flow mapping: "key" or "value" comes next
    filled: bool = False  # flow: the current value / item is written


def _lex(text: str) -> tuple[list[_Tok], list[tuple[int, int]]]:
    """Tokens, and the spans (comments, quoted text) where nothing is completed. A flow collection
    left open is closed by a later line indented no deeper than the one that opened it (YAML wants
    continuation lines deeper), so a half-typed `{` spoils only its own line."""
    toks: list[_Tok] = []
    quiet: list[tuple[int, int]] = []
    depth = open_indent = off = 0
    for line in text.split("\n"):
        n = len(line)
        i = indent = n - len(line.lstrip(" \t"))
        if depth and i < n and line[i] != "#" and i <= open_indent:
            toks.append(_Tok("reset", off + i, off + i))
            depth = 0
        if not depth:
            toks.append(_Tok("indent", off, off + i, i))
            while i < n and line[i] == "-" and (i + 1 == n or line[i + 1] in " \t"):
                toks.append(_Tok("dash", off + i, off + i + 1, i))
                i = n - len(line[i + 1:].lstrip(" \t"))
        while i < n:
            c, nxt = line[i], line[i + 1:i + 2]
            if c in " \t":
                i += 1
            elif c == "#" and (i == 0 or line[i - 1] in " \t"):
                quiet.append((off + i + 1, off + n))
                break
            elif c in "{[" or (depth and c in "}],") or (c == ":" and nxt in ("", " ", "\t", *(",[]{}" if depth else ""))):
                open_indent = indent if c in "{[" and not depth else open_indent
                depth += 1 if c in "{[" else -1 if c in "}]" else 0
                toks.append(_Tok("colon" if c == ":" else c, off + i, off + i + 1, i))
                i += 1
            elif c in "'\"":  # quoted text ends at its line here: a half-typed quote spoils no more
                j = i + 1
                while j < n and (line[j] != c or (c == '"' and line[j - 1] == "\\")):
                    j += 1
                quiet.append((off + i + 1, off + j))
                toks.append(_Tok("quoted", off + i, off + min(j + 1, n), i, line[i + 1:j]))
                i = j + 1
            elif c in "&!":  # an anchor or a tag is not part of the value
                while i < n and line[i] not in " \t":
                    i += 1
            else:
                j = i
                while j < n and not ((line[j] == ":" and line[j + 1:j + 2] in ("", " ", "\t", *(",[]{}" if depth else "")))
                                     or (line[j] == "#" and line[j - 1] in " \t") or (depth and line[j] in ",[]{}")):
                    j += 1
                word = line[i:j].rstrip()
                toks.append(_Tok("scalar", off + i, off + i + len(word), i, word))
                i = max(j, i + 1)  # always on, whatever the text
        off += n + 1
    return toks, quiet


class _Scan:
    """Follows the block and flow structure token by token. At the caret token it records the path
    (steps from the root), what may go there ("key", "value" or "either": a list item) and the
    mapping written there, then reads on so that keys after the caret count as present too."""

    def __init__(self) -> None:
        self.blocks: list[_Frame] = []
        self.flows: list[_Frame] = []
        self.line = "start"  # on this line so far: start, dash, key (`key:`), value, flow
        self.line_key: tuple[_Frame, str | None] | None = None
        self.result: tuple[list[Step], str, Keys | None] | None = None

    def snap(self, role: str, keys: Keys | None, last: Step | None = None) -> None:
        path = [f.step for f in (*self.blocks, *self.flows) if f.step is not None]
        self.result = (path + ([last] if last else []), role, keys)

    def open(self, col: int, kind: str) -> tuple[_Frame, bool]:
        """The block frame whose content starts at this column, and whether it is new."""
        b = self.blocks
        while b and b[-1].indent > col:
            b.pop()
        if b and b[-1].indent == col and b[-1].kind != kind and b[-1].kind == "seq":
            b.pop()  # a key at the column of a compact list's dashes: the list is over
        if b and b[-1].indent == col and b[-1].kind == kind:
            return b[-1], False
        top = b[-1] if b else None  # a `- item` at the column of `key:` is that key's value too
        step = None if top is None else (ITEM, None) if top.kind == "seq" else \
            (top.key, top.keys) if top.key is not None else BAD
        b.append(_Frame(kind, step, col))
        return b[-1], True

    def run(self, toks: list[_Tok]) -> None:
        for i, t in enumerate(toks):
            is_key = i + 1 < len(toks) and toks[i + 1].kind == "colon"
            if t.kind in ("indent", "reset"):
                self.flows.clear()
                self.line, self.line_key = ("start" if t.kind == "indent" else "value"), None
            elif t.kind == "dash" and self.line in ("start", "dash"):
                self.open(t.col, "seq")
                self.line = "dash"
            elif t.kind in ("scalar", "quoted", "caret"):
                (self.flow_scalar if self.flows else self.block_scalar)(t, is_key)
            elif t.kind in ("{", "["):
                self.open_flow("map" if t.kind == "{" else "seq", t.col)
            elif t.kind in ("}", "]") and self.flows:
                self.flows.pop()
                self.line = self.line if self.flows else "value"
            elif t.kind == "," and self.flows:
                f = self.flows[-1]
                f.state, f.key, f.filled = "key", None, False

    def block_scalar(self, t: _Tok, is_key: bool) -> None:
        caret = t.kind == "caret"
        if self.line in ("start", "dash") and (is_key or caret):
            frame, new = self.open(t.col, "map")
            if caret:  # a word alone on a new line or after `- `: a key, or a list item
                self.snap("key" if is_key or not new else "either", frame.keys)
            else:
                frame.keys[t.text] = None
            frame.key = t.text
            self.line, self.line_key = ("key", (frame, None if caret else t.text)) if is_key else ("value", None)
            return
        if self.line == "key" and self.line_key is not None and self.line_key[1] is not None:
            frame, key = self.line_key
            frame.keys[key], frame.key = (None if caret else t.text), None
            if caret:
                self.snap("value", None, (key, frame.keys))
        self.line = "value"

    def flow_scalar(self, t: _Tok, is_key: bool) -> None:
        f, caret = self.flows[-1], t.kind == "caret"
        if f.kind == "seq":
            if caret and not f.filled:
                self.snap("key" if is_key else "either", {}, (ITEM, None))
            f.filled = True
        elif f.state == "key" or is_key:
            if caret:
                self.snap("key", f.keys)
            else:
                f.keys[t.text] = None
            f.key, f.state, f.filled = (None if caret else t.text), "value", not is_key
        elif not f.filled:
            if f.key is not None:
                f.keys[f.key] = None if caret else t.text
                if caret:
                    self.snap("value", None, (f.key, f.keys))
            f.filled = True

    def open_flow(self, kind: str, col: int) -> None:
        step: Step | None = BAD
        if self.flows:
            f = self.flows[-1]
            if f.kind == "seq" and not f.filled:
                step = (ITEM, None)
            elif f.kind == "map" and f.state == "value" and f.key is not None and not f.filled:
                step = (f.key, f.keys)
            f.filled = True
        elif self.line == "key" and self.line_key is not None and self.line_key[1] is not None:
            step = (self.line_key[1], self.line_key[0].keys)
            self.line_key[0].key = None
        elif self.line == "dash":
            step = (ITEM, None)
        elif self.line == "start":  # `{` opening a line: the value of the key above, or the whole list
            b = self.blocks
            while b and b[-1].indent >= col:
                b.pop()
            step = None if not b else (b[-1].key, b[-1].keys) if b[-1].key is not None else BAD
        self.flows.append(_Frame(kind, step))
        self.line = "flow"


def caret_context(text: str, pos: int) -> tuple[list[Step], str, Keys | None, str] | None:
    """(path, role, mapping at the caret, word typed before it), or None: nothing to offer there."""
    toks, quiet = _lex(text)
    if any(a <= pos <= b for a, b in quiet):
        return None
    at = next((k for k, t in enumerate(toks) if t.kind == "scalar" and t.start <= pos <= t.end), None)
    if at is not None:  # in a word, or at either end of it
        prefix = text[toks[at].start:pos]
        if not WORD.fullmatch(prefix):
            return None
        toks[at].kind = "caret"
    else:
        end = text.find("\n", pos)
        rest = text[pos:end if end >= 0 else len(text)].lstrip(" \t")
        if rest and rest[0] not in ",]}#":
            return None  # just before other text: no word belongs there
        prefix = ""
        at = next((k for k, t in enumerate(toks) if t.start > pos or (t.start == pos and t.kind not in ("indent", "reset"))),
                  len(toks))
        toks.insert(at, _Tok("caret", pos, pos, pos - text.rfind("\n", 0, pos) - 1))
    scan = _Scan()
    scan.run(toks)
    return (*scan.result, prefix) if scan.result else None
