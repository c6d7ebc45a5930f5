"""Long jobs the app runs off the GUI thread: importing card-set files and collection CSV files.

Each takes a `Progress` (desktop.workers), reports as it goes and stops at the next safe point when
cancelled. carddb imports one set, or one CSV text, per transaction; a CSV file is imported in
chunks of CSV_CHUNK rows so that it can report progress and be cancelled between chunks (rows of a
cancelled import's finished chunks stay imported, and the result says so).
"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

import carddb
from carddb.importers import import_set_with_pictures
from engine.cardpackage import load_set_file
from engine.datafile import read_text
from engine.errors import EngineError, FormatError

from .dialogs import describe
from .i18n import current_language
from .importwords import set_import_line
from .workers import Cancelled, Progress

CSV_CHUNK = 500


@dataclass
class SetImportOutcome:
    """What importing card-set files did: one line per file, and the files that failed."""

    lines: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    cancelled: bool = False
    changed: int = 0


def import_cardset_files(db: carddb.CardDB, paths: list[Path], progress: Progress) -> SetImportOutcome:
    """Validate and import each file (two steps per file: read and check, then store)."""
    out = SetImportOutcome()
    total = len(paths) * 2
    for i, p in enumerate(paths):
        if progress.cancelled:
            out.cancelled = True
            break
        progress(i * 2, total, f"Reading {p.name}…")
        try:
            cs, pictures = load_set_file(p)
        except (EngineError, OSError) as e:
            out.errors.append(describe(e))
            continue
        if progress.cancelled:
            out.cancelled = True
            break
        progress(i * 2 + 1, total, f"Storing {cs.code} ({len(cs.cards)} cards)…")
        try:  # the cards and their pictures: all or nothing
            res = import_set_with_pictures(db, cs, pictures)
        except (carddb.CardDBError, EngineError) as e:
            out.errors.append(describe(e) if isinstance(e, FormatError) else f"{p}: {e}")
            continue
        out.lines.append(set_import_line(res, current_language()))
        if res.status in ("added", "updated"):
            out.changed += 1
    progress(total, total, "")
    return out


@dataclass
class CsvImportOutcome:
    """A collection CSV import: the merged report, and how far it got when cancelled."""

    report: carddb.CollectionImportReport
    rows_total: int
    rows_done: int
    cancelled: bool = False


def _split_csv(text: str) -> tuple[str, list[tuple[int, str]]]:
    """The header line and the data rows (with their 1-based line numbers) as CSV text."""
    reader = csv.reader(io.StringIO(text, newline=""))
    header: list[str] | None = None
    rows: list[tuple[int, str]] = []
    for r in reader:
        if not any(c.strip() for c in r):
            continue
        buf = io.StringIO()
        csv.writer(buf, lineterminator="\n").writerow(r)
        if header is None:
            header = r
            header_text = buf.getvalue()
        else:
            rows.append((reader.line_num, buf.getvalue()))
    if header is None:
        return "", []
    return header_text, rows


def import_collection(db: carddb.CardDB, path: Path, progress: Progress, *, add: bool = False,
                      game: str | None = None) -> CsvImportOutcome:
    """Import a collection CSV file in chunks; unmatched rows are reported with their file line. A file
    with a malformed row anywhere is refused (RowsError naming every bad line) before anything is stored."""
    text = read_text(path, "collection")
    try:
        header, rows = _split_csv(text)
    except csv.Error:
        header, rows = "", []
    if not header or not rows:  # let carddb word the problem (empty file, bad header, unreadable)
        return CsvImportOutcome(carddb.import_collection_csv(db, text, str(path), game=game, add=add), 0, 0)
    # carddb refuses a chunk with a bad row, but the chunks before it would be stored already
    carddb.check_collection_csv(text, str(path))
    total = len(rows)
    merged = carddb.CollectionImportReport()
    done = 0
    for start in range(0, total, CSV_CHUNK):
        if progress.cancelled:
            return CsvImportOutcome(merged, total, done, cancelled=True)
        chunk = rows[start:start + CSV_CHUNK]
        progress(done, total, f"Importing rows {start + 1}–{start + len(chunk)} of {total}…")
        chunk_text = header + "".join(r for _, r in chunk)
        try:
            rep = carddb.import_collection_csv(db, chunk_text, str(path), game=game, add=add)
        except carddb.RowsError as e:  # renumber the chunk's lines to the file's
            lines = [n for n, _ in chunk]
            fixed = [(_renumber(item, lines), problem) for item, problem in e.problems]
            raise carddb.RowsError(str(path), fixed) from None
        merged.rows += rep.rows
        merged.changed += rep.changed
        lines = [n for n, _ in chunk]
        merged.unmatched += [(lines[n - 2] if 2 <= n < len(lines) + 2 else n, row, why) for n, row, why in rep.unmatched]
        done += len(chunk)
    progress(total, total, "")
    return CsvImportOutcome(merged, total, done)


def _renumber(item: str, lines: list[int]) -> str:
    if item.startswith("line "):
        try:
            n = int(item.split()[1])
        except (IndexError, ValueError):
            return item
        if 2 <= n < len(lines) + 2:
            return f"line {lines[n - 2]}"
    return item


__all__ = ["Cancelled", "CsvImportOutcome", "SetImportOutcome", "import_cardset_files", "import_collection"]
