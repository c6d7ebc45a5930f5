"""Reading the text files carddb imports (collection CSV, deck text) within the limits of engine.limits,
and the CSV cell escape that keeps spreadsheet programs from running exported text as a formula.

Every refusal is a FormatError naming the file and, where there is one, the line. A file is read
with at most limit+1 bytes, so a huge file costs nothing; CSV is read one row at a time with bounded
line length, field length and row count, so no input can hang the program or exhaust memory.
"""
from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator
from typing import IO, Any

from engine.datafile import decode, read_text
from engine.limits import MAX_CSV_ROWS, MAX_FILE_BYTES, MAX_STRING

from .errors import FormatError

MAX_LINE = MAX_STRING  # characters in one line of a text file: one string value, as far as limits go


def short(text: str, n: int = 60) -> str:
    """repr() of text, cut to about n characters (a message must not repeat a 100,000-character cell)."""
    return repr(text) if len(text) <= n else repr(text[:n]) + f"... ({len(text):,} characters)"


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit // 1024} KB"


def check_text_size(text: str, what: str, source: str) -> None:
    """FormatError if text handed over directly (not read from a file) is longer than the file limit."""
    limit = MAX_FILE_BYTES[what]
    if len(text) > limit:
        raise FormatError(source, "file size", f"too large for a {what} file (more than {_size(limit)})")


def read_text_file(path: str | os.PathLike[str], what: str = "collection") -> str:
    """A UTF-8 text file of at most MAX_FILE_BYTES[what] bytes (a leading byte-order mark is dropped);
    FormatError naming the file otherwise (the engine's reader: one implementation for every format)."""
    return read_text(path, what)


def read_text_stream(stream: IO[Any], what: str, source: str) -> str:
    """Like read_text_file() from an open stream (binary, or text such as a replaced sys.stdin)."""
    limit = MAX_FILE_BYTES[what]
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise FormatError(source, "file size", f"too large for a {what} file (more than {_size(limit)})")
    return decode(data, source) if isinstance(data, bytes) else data.removeprefix("\ufeff")


# -- CSV -----------------------------------------------------------------------------------------

# A cell starting with one of these is a formula (or a DDE call) to a spreadsheet program, which also
# reads the full-width forms as formulas and skips blanks (space, newline, U+3000, ...) before them.
# Export puts a ' before such a cell, as spreadsheets expect; it does so for a leading ' (and a tab or
# CR) too, so import can undo exactly that: one ' is dropped only when the rest would be escaped.
_FORMULA = frozenset("=+-@\uff1d\uff0b\uff0d\uff20")  # = + - @ and their full-width forms
_ESCAPED = _FORMULA | frozenset("\t\r'")


def _needs_escape(text: str) -> bool:
    first = text[:1]
    if first in _ESCAPED:
        return True
    return first.isspace() and text.lstrip()[:1] in _FORMULA


def escape_cell(text: str) -> str:
    """Cell text as export writes it: `'` before text a spreadsheet would run as a formula."""
    return "'" + text if _needs_escape(text) else text


def unescape_cell(text: str) -> str:
    """The inverse of escape_cell() (text import reads)."""
    return text[1:] if text[:1] == "'" and _needs_escape(text[1:]) else text


def needs_quotes(text: str) -> bool:
    """Whether export must quote a cell even where csv would not: text with blanks at either end
    (import trims unquoted cells, as hand-written files have spaces after commas) or a lone CR."""
    return text != text.strip() or "\r" in text


def quoted_cells(record: str) -> list[int]:
    """For each cell of one CSV record (its text), read as csv's reader reads the excel dialect: -1
    when it was not quoted, else how many of its characters came after the closing quote (csv keeps
    them: `"Aster" ,` is 'Aster ')."""
    out: list[int] = []
    state = 0  # 0: start of a cell, 1: in a plain cell, 2: in a quoted cell, 3: a quote in a quoted cell,
    for ch in record:  # 4: after a quoted cell's closing quote
        if state == 0:
            if ch in "\r\n":
                out.append(-1)
                break
            out.append(0 if ch == '"' else -1)
            state = 2 if ch == '"' else 0 if ch == "," else 1
        elif state == 2:
            if ch == '"':
                state = 3
        elif ch == ",":
            state = 0
        elif ch in "\r\n":
            break
        elif state == 3 and ch == '"':  # "" is a quote inside the cell
            state = 2
        elif state != 1:
            state = 4
            out[-1] += 1
    return out


def _lines(text: str, source: str, counter: list[int], record: list[str]) -> Iterator[str]:
    """The physical lines of text (counted in counter[0], the current record's kept in `record`);
    a too-long line or a NUL is a FormatError."""
    for line in io.StringIO(text, newline=""):
        counter[0] += 1
        if len(line) > MAX_LINE:
            raise FormatError(source, f"line {counter[0]}", f"the line is longer than {MAX_LINE:,} characters")
        if "\x00" in line:
            raise FormatError(source, f"line {counter[0]}", "contains a NUL byte (is this a text file?)")
        record.append(line)
        yield line


def csv_records(text: str, source: str, trim: bool = False) -> Iterator[tuple[int, list[str]]]:
    """(first line, cells) of every CSV record that is not blank, one at a time, within the limits:
    MAX_LINE characters per line and per cell, MAX_CSV_ROWS records after the header (blank ones
    count too, so a file of empty lines ends early). With `trim`, blanks around a cell are dropped
    unless the cell was quoted (so a quoted name keeps them)."""
    counter, record = [0], []
    reader = csv.reader(_lines(text, source, counter, record))
    records = 0
    while True:
        start = counter[0] + 1  # a quoted cell may span lines: a record is named by its first line
        record.clear()  # csv reads no further than the record's last line
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as e:
            problem = str(e)
            if "field larger than field limit" in problem:  # csv's own limit (a global, 128 Ki by default)
                problem = "a cell is too long (an unclosed quote?)"
            raise FormatError(source, f"line {start}", f"not readable as CSV ({problem})") from None
        records += 1
        if records > MAX_CSV_ROWS + 1:
            raise FormatError(source, f"line {start}", f"more than {MAX_CSV_ROWS:,} rows")
        for cell in row:
            if len(cell) > MAX_LINE:
                raise FormatError(source, f"line {start}", f"a cell is longer than {MAX_LINE:,} characters "
                                  "(an unclosed quote?)")
        if trim:
            row = _trim(row, record)
        if any(c.strip() for c in row):
            yield start, row


def _trim(row: list[str], record: list[str]) -> list[str]:
    trimmed = [c.strip() for c in row]
    if trimmed == row:
        return row
    raw = "".join(record)
    if '"' not in raw:  # nothing quoted: the common hand-written "a, b, c" needs no scan
        return trimmed
    quoted = quoted_cells(raw)
    out = []
    for i, (c, t) in enumerate(zip(row, trimmed, strict=True)):
        after = quoted[i] if i < len(quoted) else -1
        # a quoted cell keeps what was inside the quotes, blanks too; blanks after them go
        out.append(t if after < 0 else c if after == 0 else c[:len(c) - after] + c[len(c) - after:].strip())
    return out
