"""Reading YAML/JSON data files safely: size, nesting, alias expansion, value types and ranges are
checked before any other code sees the data, and every problem is a FormatError naming the file.

YAML is pre-scanned as an event stream (PyYAML's parser is iterative, its composer is recursive), so
deep nesting and alias bombs are refused before a tree is built.
"""
from __future__ import annotations

import json
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

import yaml

from .errors import FormatError, short_repr
from .limits import MAX_DEPTH, MAX_FILE_BYTES, MAX_INT, MAX_LIST, MAX_NODES, MAX_STRING

# libyaml's parser when PyYAML has it (every PyPI wheel does): 6 times the pure-Python speed here.
_SafeBase: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Yaml12Loader(_SafeBase):  # type: ignore[misc,valid-type]
    """YAML with 1.2 booleans: only true/false are booleans, so `on:` and `yes` stay strings."""


_Yaml12Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for _ch in "tTfF":
    _Yaml12Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list(_ch))

# Tags a data file may carry: the plain JSON-like ones (timestamps, binary, sets... are refused).
# (!!str is kept: it is how a number is written as text; !!int/!!bool/... only invite values such as
# `!!bool maybe` that fail later with no line to point at.)
_PLAIN_TAGS = {None, "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"}


def read_text(path: str | Path, what: str) -> str:
    """A UTF-8 text file of at most MAX_FILE_BYTES[what]; FormatError naming the file otherwise."""
    p = Path(path)
    limit = MAX_FILE_BYTES[what]
    try:
        with p.open("rb") as f:
            # no more than the file holds: read(limit + 1) would reserve the whole limit up front
            raw = f.read(min(os.fstat(f.fileno()).st_size, limit) + 1)
    except OSError as e:
        raise FormatError(str(p), "", f"cannot read {what} file ({e.strerror or e})") from None
    if len(raw) > limit:
        raise FormatError(str(p), "file size", f"too large for a {what} file (more than {limit // 1024 // 1024} MB)")
    return decode(raw, str(p))


def decode(raw: bytes, source: str) -> str:
    """UTF-8 text (a leading byte-order mark dropped); FormatError naming the line otherwise."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise FormatError(source, f"line {line}", f"not UTF-8 text (byte {e.start:,})") from None


def _prescan_yaml(text: str, source: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH, more than MAX_NODES values (aliases expanded) and
    non-plain tags, from the event stream alone.

    libyaml 0.2.6 and later (in PyYAML 6.0.4's wheels) refuse deep nesting themselves while scanning
    ahead, before the first event of the deep part reaches this check. So when the parser fails, the
    nesting at the point of failure is measured from the text: past MAX_DEPTH, the project's own
    message is given whatever the library's version and words (none are read)."""
    try:
        _prescan_events(text, source)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        if mark is not None and _nesting_at(text, mark.line, mark.column) > MAX_DEPTH:
            raise FormatError(source, f"line {mark.line + 1}", f"nested more than {MAX_DEPTH} levels deep") from None
        raise


# Quoted scalars and comments (whose brackets do not nest), and the flow brackets themselves.
_FLOW_TOKEN = re.compile(r'"(?:\\.|[^"\\])*"?|\'(?:\'\'|[^\'])*\'?|(?:^|(?<=[ \t]))#[^\n]*|[\[\]{}]', re.M)
_COMPACT = re.compile(r"(?:[-?:][ \t]+)+")


def _nesting_at(text: str, line: int, column: int) -> int:
    """About how deep the YAML `text` nests at (line, column), 0-based: open flow brackets (outside
    quotes and comments) plus the block levels of the line's chain of less-indented parent lines and
    its compact `- ` / `? ` indicators. Only used to name a failure the parser already found."""
    lines = text.split("\n", line + 1)[: line + 1]
    end = sum(len(x) + 1 for x in lines[:-1]) + min(column, len(lines[-1]))
    flow = 0
    for m in _FLOW_TOKEN.finditer(text, 0, end):
        c = m.group()
        if c in "[{":
            flow += 1
        elif c in "]}":
            flow = max(flow - 1, 0)
    current = lines[-1]
    indent = len(current) - len(current.lstrip(" "))
    compact = _COMPACT.match(current, indent)
    block = 1 + (sum(ch in "-?:" for ch in compact.group()) if compact else 0)
    for prev in reversed(lines[:-1]):
        if indent == 0:
            break
        stripped = prev.lstrip(" ")
        if stripped and not stripped.startswith("#") and len(prev) - len(stripped) < indent:
            indent = len(prev) - len(stripped)
            block += 1
    return flow + block


def _prescan_events(text: str, source: str) -> None:
    depth = 0
    nodes = 0
    sizes: dict[str, int] = {}  # anchor -> values in its subtree
    # per open collection: its anchor, the values before it, its direct children so far and the most
    # it may have (a mapping's keys and values both count): an over-long list is refused here,
    # before the load builds every item of it
    open_: list[list[Any]] = []
    for ev in yaml.parse(text, Loader=_Yaml12Loader):
        if open_ and isinstance(ev, yaml.NodeEvent):
            parent = open_[-1]
            parent[2] += 1
            if parent[2] > parent[3]:
                line = ev.start_mark.line + 1 if ev.start_mark else 0
                what = "entries" if parent[3] > MAX_LIST else "items"
                raise FormatError(source, f"line {line}", f"more than {MAX_LIST:,} {what}")
        if isinstance(ev, yaml.AliasEvent):
            nodes += sizes.get(ev.anchor or "", 1)
        elif isinstance(ev, yaml.NodeEvent):
            tag = getattr(ev, "tag", None)
            if tag not in _PLAIN_TAGS:
                line = ev.start_mark.line + 1 if ev.start_mark else 0
                raise FormatError(source, f"line {line}", f"the YAML tag {tag!r} is not allowed in a data file")
            nodes += 1
            if isinstance(ev, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    line = ev.start_mark.line + 1 if ev.start_mark else 0
                    raise FormatError(source, f"line {line}", f"nested more than {MAX_DEPTH} levels deep")
                open_.append([ev.anchor, nodes, 0,
                              2 * MAX_LIST if isinstance(ev, yaml.MappingStartEvent) else MAX_LIST])
            elif ev.anchor:
                sizes[ev.anchor] = 1
        elif isinstance(ev, yaml.CollectionEndEvent):
            depth -= 1
            anchor, start, _kids, _most = open_.pop()
            if anchor:
                sizes[anchor] = nodes - start + 1
        if nodes > MAX_NODES:
            line = ev.start_mark.line + 1 if ev.start_mark else 0
            raise FormatError(source, f"line {line}", f"too many values (more than {MAX_NODES:,}, YAML aliases expanded)")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _where(path: tuple[Any, Any, bool] | None) -> str:
    """The text of a path kept as (parent path, key, in a list) links: built only for a message."""
    parts: list[str] = []
    while path is not None:
        path, key, in_list = path
        parts.append(f"[{key}]" if in_list else (f".{key}" if path is not None else str(key)))
    return "".join(reversed(parts))


def _plain_leaf(v: Any) -> bool:
    """A short text, a whole number in range, a boolean or null: nothing to check further (anything
    else goes through check_plain's loop, which says what is wrong with it)."""
    t = type(v)
    if t is str:
        return len(v) <= MAX_STRING and (v.isascii() or not _SURROGATE.search(v))
    return t is bool or v is None or (t is int and -MAX_INT <= v <= MAX_INT)


def check_plain(data: Any, source: str) -> None:
    """Only mappings with text (or whole-number) keys, lists, text, whole and finite numbers, booleans and null, within
    the limits; iterative, so no input can exhaust the stack. Where a value is is worked out only
    for the message (a file of 100,000 cards has millions of values)."""
    stack: list[tuple[Any, tuple[Any, Any, bool] | None, int]] = [(data, None, 0)]
    pop, push = stack.pop, stack.append
    seen = 0
    while stack:
        v, path, depth = pop()
        seen += 1
        if seen > MAX_NODES:
            raise FormatError(source, "", f"too many values (more than {MAX_NODES:,})")
        if depth > MAX_DEPTH:
            raise FormatError(source, _where(path), f"nested more than {MAX_DEPTH} levels deep")
        t = type(v)
        if t is str:
            if len(v) > MAX_STRING:
                raise FormatError(source, _where(path), f"text longer than {MAX_STRING:,} characters")
            if not v.isascii() and _SURROGATE.search(v):  # from a JSON \ud800 escape: not text any encoder accepts
                raise FormatError(source, _where(path), "text with an unpaired surrogate (not valid Unicode)")
        elif t is dict:
            if len(v) > MAX_LIST:
                raise FormatError(source, _where(path), f"more than {MAX_LIST:,} entries")
            deep = depth + 1 > MAX_DEPTH
            for k, sub in v.items():
                if type(k) is not str and (type(k) is not int or abs(k) > MAX_INT):
                    raise FormatError(source, _where(path) or "top level",
                                      f"mapping key {short_repr(k, 60)} must be text or a whole number")
                if deep or not _plain_leaf(sub):
                    push((sub, (path, k, False), depth + 1))
                else:
                    seen += 1
        elif t is list:
            if len(v) > MAX_LIST:
                raise FormatError(source, _where(path), f"more than {MAX_LIST:,} items")
            deep = depth + 1 > MAX_DEPTH
            for i, sub in enumerate(v):
                if deep or not _plain_leaf(sub):
                    push((sub, (path, i, True), depth + 1))
                else:
                    seen += 1
        elif t is bool or v is None:
            continue
        elif t is int:
            if abs(v) > MAX_INT:
                raise FormatError(source, _where(path), f"{short_repr(v, 60)} is out of range (at most {MAX_INT:,} either way)")
        elif t is float:
            if not math.isfinite(v) or abs(v) > MAX_INT:
                raise FormatError(source, _where(path), f"number {v!r} is out of range")
        else:  # a subclass of a plain type, or anything else: not plain data
            raise FormatError(source, _where(path) or "top level", f"a {t.__name__} value is not allowed here "
                              "(use text, numbers, true/false, lists and mappings)")


_DIGITS_MAX = sys.get_int_max_str_digits() or 4300


def _line_at(text: str, pos: int) -> str:
    return f"line {text.count(chr(10), 0, max(pos, 0)) + 1}"


def _long_number(text: str) -> str:
    m = re.search(f"[0-9]{{{_DIGITS_MAX + 1},}}", text)
    return _line_at(text, m.start()) if m else ""


def _value_error(source: str, text: str, e: ValueError, syntax: str) -> FormatError:
    where = _long_number(text)
    if where:
        return FormatError(source, where, f"a number of more than {_DIGITS_MAX:,} digits")
    return FormatError(source, "", f"not valid {syntax} ({str(e).splitlines()[0][:200] if str(e) else 'ValueError'})")


def _json_too_deep(text: str) -> str:
    """Where JSON first nests past MAX_DEPTH (the parser's RecursionError has no position)."""
    depth = 0
    for m in re.finditer(r'"(?:\\.|[^"\\])*"|[\[\]{}]', text):
        c = m.group()
        if c in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return _line_at(text, m.start())
        elif c in "]}":
            depth -= 1
    return ""


_CHUNK = 1 << 20  # characters counted at a time: the count's own memory stays a few MB
_EMPTY = re.compile(r"[\[{]\s*[\]}]")
_OPEN_AT_END = re.compile(r"[\[{]\s*\Z")
_CLOSE_AT_START = re.compile(r"\s*[\]}]")


def _too_many_values(text: str, limit: int = MAX_NODES) -> bool:
    """Whether the JSON `text` holds more than `limit` values, found from the text before a value is
    built (building 30 MB of small lists took about 500 MB). Valid JSON holds 1 + commas + non-empty
    lists and mappings values. Counting every comma and bracket is one fast pass and can only count
    too many (text values hold some); only when that passes the limit is the text outside strings
    counted, a chunk at a time, stopping once the limit is passed. Exact for valid JSON; for invalid
    JSON an estimate, and the parser then says what is wrong."""
    if text.count(",") + text.count("[") + text.count("{") < limit:
        return False
    if "\\" in text:  # escapes occur only in strings: dropped, every quote left opens or closes one
        text = text.replace("\\\\", "").replace('\\"', "")
    n, inside, open_at_end = 1, False, False
    for i in range(0, len(text), _CHUNK):
        parts = text[i:i + _CHUNK].split('"')
        ends_inside = inside ^ (len(parts) % 2 == 0)
        # what is outside strings, with a quote where a string was (`[""]` is not empty)
        outside = '"' * inside + '"'.join(parts[1 if inside else 0::2]) + '"' * ends_inside
        n += outside.count(",") + outside.count("[") + outside.count("{") - len(_EMPTY.findall(outside))
        if open_at_end and _CLOSE_AT_START.match(outside):
            n -= 1  # an empty list or mapping cut by the chunk's start
        open_at_end = bool(_OPEN_AT_END.search(outside)) or (open_at_end and outside.isspace())
        if n - open_at_end > limit:
            return True
        inside = ends_inside
    return False


def parse_json(text: str, source: str) -> Any:
    if _too_many_values(text):
        raise FormatError(source, "", f"too many values (more than {MAX_NODES:,})")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise FormatError(source, f"line {e.lineno}", f"not valid JSON ({e.msg})") from None
    except RecursionError:
        raise FormatError(source, _json_too_deep(text), f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:  # a number of thousands of digits
        raise _value_error(source, text, e, "JSON") from None
    check_plain(data, source)
    return data


def parse_yaml(text: str, source: str) -> Any:
    try:
        _prescan_yaml(text, source)
        data = yaml.load(text, Loader=_Yaml12Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = " ".join(x for x in (e.context, e.problem) if x) or "unreadable"
        raise FormatError(source, where, f"not valid YAML ({problem[:300]})") from None
    except yaml.reader.ReaderError as e:
        ch = e.character if isinstance(e.character, int) else ord(str(e.character)[:1] or " ")
        raise FormatError(source, _line_at(text, e.position), f"not valid YAML (the character U+{ch:04X} "
                          "is not allowed in YAML)") from None
    except yaml.YAMLError as e:
        raise FormatError(source, "", f"not valid YAML ({' '.join(str(e).split())[:300]})") from None
    except (KeyError, TypeError) as e:  # PyYAML's constructors on an explicit tag they cannot read
        raise FormatError(source, "", f"not valid YAML (a tagged value cannot be read: {str(e)[:100]})") from None
    except ValueError as e:  # a number of thousands of digits
        raise _value_error(source, text, e, "YAML") from None
    except (RecursionError, OverflowError) as e:  # defensive: the prescan bounds these
        raise FormatError(source, "", f"not valid YAML ({str(e).splitlines()[0][:200] if str(e) else type(e).__name__})") from None
    check_plain(data, source)
    return data


def parse_data(text: str, source: str, json_only: bool = False) -> Any:
    """Parse YAML (a superset of JSON) or, when json_only or the name ends in .json, strict JSON."""
    if json_only or source.lower().endswith(".json"):
        return parse_json(text, source)
    return parse_yaml(text, source)


def read_data(path: str | Path, what: str) -> Any:
    """Read and parse a YAML or JSON data file, within the limits for `what` (a MAX_FILE_BYTES key)."""
    return parse_data(read_text(path, what), str(path))


def load_yaml(text: str) -> Any:
    """YAML text within the limits (for text that does not come from a named file)."""
    return parse_yaml(text, "<text>")
