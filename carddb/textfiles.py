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

# A cell starting with one of these is a formula (or a DDE call) to a spreadsheet program. Export puts
# a ' before it, as spreadsheets expect; it does so for a leading ' too, so import can undo exactly
# that: one ' is dropped only when followed by one of these characters.
_ESCAPED = frozenset("=+-@\t\r'")


def escape_cell(text: str) -> str:
    """Cell text as export writes it: `'` before text a spreadsheet would run as a formula."""
    return "'" + text if text[:1] in _ESCAPED else text


def unescape_cell(text: str) -> str:
    """The inverse of escape_cell() (text import reads)."""
    return text[1:] if text[:1] == "'" and text[1:2] in _ESCAPED else text


def _lines(text: str, source: str, counter: list[int]) -> Iterator[str]:
    """The physical lines of text (counted in counter[0]); a too-long line or a NUL is a FormatError."""
    for line in io.StringIO(text, newline=""):
        counter[0] += 1
        if len(line) > MAX_LINE:
            raise FormatError(source, f"line {counter[0]}", f"the line is longer than {MAX_LINE:,} characters")
        if "\x00" in line:
            raise FormatError(source, f"line {counter[0]}", "contains a NUL byte (is this a text file?)")
        yield line


def csv_records(text: str, source: str) -> Iterator[tuple[int, list[str]]]:
    """(first line, cells) of every CSV record that is not blank, one at a time, within the limits:
    MAX_LINE characters per line and per cell, MAX_CSV_ROWS records after the header (blank ones
    count too, so a file of empty lines ends early)."""
    counter = [0]
    reader = csv.reader(_lines(text, source, counter))
    records = 0
    while True:
        start = counter[0] + 1  # a quoted cell may span lines: a record is named by its first line
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
        if any(c.strip() for c in row):
            yield start, row
