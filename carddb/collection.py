"""The player's collection: owned quantities with a history of every change, totals per set,
and CSV import/export (format in docs/collection.md).

CSV import reads one row at a time within engine.limits (textfiles.csv_records), keeps a small tuple
per row, and matches rows against dictionaries of every card built once: linear in the rows.
"""
from __future__ import annotations

import csv
import io
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import func, insert, update
from sqlmodel import Session, col, select

from engine.limits import MAX_DIGITS, MAX_QUANTITY

from .database import CardDB
from .errors import FormatError, NotFound, RowsError
from .models import Card, CardSetRow, CollectionChange, CollectionEntry, fold, utcnow
from .textfiles import (
    check_text_size,
    csv_records,
    escape_cell,
    needs_quotes,
    read_text_file,
    short,
    unescape_cell,
)

# read_text_file and MAX_QUANTITY are also imported from here by other modules (the desktop app)

_CHUNK = 900
_LISTED = 100  # bad rows listed in one RowsError; the rest are counted


@dataclass(frozen=True)
class HistoryRow:
    """One recorded change of an owned quantity."""

    card_pk: int
    card_id: str
    old_quantity: int
    new_quantity: int
    reason: str
    at: datetime


@dataclass(frozen=True)
class SetTotal:
    """Collection progress in one set."""

    game: str
    code: str
    name_en: str
    cards: int
    owned_cards: int
    owned_copies: int


@dataclass
class CollectionImportReport:
    """What a CSV import did: rows read, cards changed, and rows that matched no card (line, row, why)."""

    rows: int = 0
    changed: int = 0
    unmatched: list[tuple[int, str, str]] = field(default_factory=list)

    def describe(self) -> str:
        """A short report for the user, listing every unmatched row."""
        out = [f"{self.rows} rows read, {self.changed} cards changed, {len(self.unmatched)} rows not matched"]
        out += [f"  line {n}: {row}: {why}" for n, row, why in self.unmatched]
        return "\n".join(out)


# -- quantities -------------------------------------------------------------------------------

def _check_card(s: Session, card_pk: int) -> None:
    if s.get(Card, card_pk) is None:
        raise NotFound(f"no card with database id {card_pk}")


def set_quantities_in(s: Session, quantities: Mapping[int, int], reason: str) -> int:
    """Set owned quantities {card id: quantity} inside an open transaction; returns how many changed."""
    pks = list(quantities)
    have: dict[int, tuple[int, int]] = {}
    for i in range(0, len(pks), _CHUNK):
        q = select(CollectionEntry.card_pk, CollectionEntry.id, CollectionEntry.quantity).where(
            col(CollectionEntry.card_pk).in_(pks[i:i + _CHUNK]))
        have.update({pk: (eid, qty) for pk, eid, qty in s.exec(q)})  # type: ignore[misc]
    now = utcnow()
    new, upd, hist = [], [], []
    for pk, qty in quantities.items():
        if qty < 0 or qty > MAX_QUANTITY:
            raise ValueError(f"quantity {qty} out of range 0..{MAX_QUANTITY}")
        eid, old = have.get(pk, (None, 0))
        if old == qty:
            continue
        if eid is None:
            new.append({"card_pk": pk, "quantity": qty, "updated_at": now})
        else:
            upd.append({"id": eid, "quantity": qty, "updated_at": now})
        hist.append({"card_pk": pk, "old_quantity": old, "new_quantity": qty, "reason": reason[:1000], "at": now})
    if new:
        s.execute(insert(CollectionEntry), new)
    if upd:
        s.execute(update(CollectionEntry), upd)
    if hist:
        s.execute(insert(CollectionChange), hist)
    return len(hist)


def get_quantity(db: CardDB, card_pk: int) -> int:
    """How many copies of a card the player owns."""
    with db.session() as s:
        q = s.exec(select(CollectionEntry.quantity).where(CollectionEntry.card_pk == card_pk)).first()
        return int(q or 0)


def set_quantity(db: CardDB, card_pk: int, quantity: int, reason: str = "manual") -> int:
    """Set the owned quantity of a card (recorded in the history); returns the previous quantity."""
    if not 0 <= quantity <= MAX_QUANTITY:
        raise ValueError(f"quantity {quantity} out of range 0..{MAX_QUANTITY}")
    with db.transaction() as s:
        _check_card(s, card_pk)
        old = s.exec(select(CollectionEntry.quantity).where(CollectionEntry.card_pk == card_pk)).first()
        set_quantities_in(s, {card_pk: quantity}, reason)
        return int(old or 0)


def add_quantity(db: CardDB, card_pk: int, delta: int, reason: str = "manual") -> int:
    """Add (or with a negative delta remove, not below 0) copies of a card; returns the new quantity."""
    with db.transaction() as s:
        _check_card(s, card_pk)
        old = s.exec(select(CollectionEntry.quantity).where(CollectionEntry.card_pk == card_pk)).first()
        new = min(MAX_QUANTITY, max(0, int(old or 0) + delta))
        set_quantities_in(s, {card_pk: new}, reason)
        return new


def collection_history(db: CardDB, card_pk: int | None = None, limit: int = 200) -> list[HistoryRow]:
    """Recorded changes, newest first (of one card, or of all)."""
    with db.session() as s:
        q = (select(CollectionChange, Card.card_id).join(Card, col(Card.id) == CollectionChange.card_pk)
             .order_by(col(CollectionChange.id).desc()).limit(limit))
        if card_pk is not None:
            q = q.where(CollectionChange.card_pk == card_pk)
        return [HistoryRow(h.card_pk, cid, h.old_quantity, h.new_quantity, h.reason, h.at) for h, cid in s.exec(q)]


def set_totals(db: CardDB, game: str | None = None) -> list[SetTotal]:
    """For each set: its current cards, how many of them are owned, and owned copies."""
    with db.session() as s:
        owned = func.coalesce(CollectionEntry.quantity, 0)
        q = (select(CardSetRow.game, CardSetRow.code, CardSetRow.name_en, func.count(col(Card.id)),
                    func.count(col(CollectionEntry.id)).filter(owned > 0), func.coalesce(func.sum(owned), 0))
             .join(Card, (col(Card.set_id) == CardSetRow.id) & col(Card.removed).is_(False))
             .outerjoin(CollectionEntry, col(CollectionEntry.card_pk) == Card.id)
             .group_by(CardSetRow.id).order_by(CardSetRow.game, CardSetRow.code))
        if game:
            q = q.where(CardSetRow.game == game)
        return [SetTotal(g, c, n, int(a), int(b), int(d)) for g, c, n, a, b, d in s.exec(q)]


# -- CSV ----------------------------------------------------------------------------------------

CSV_COLUMNS = ("game", "set", "number", "name", "quantity")
_HEADER_NAMES = {
    "game": "game", "set": "set", "set_code": "set", "setcode": "set", "edition": "set",
    "number": "number", "no": "number", "collector_number": "number", "card_number": "number",
    "name": "name", "card": "name", "card_name": "name",
    "quantity": "quantity", "qty": "quantity", "count": "quantity", "owned": "quantity",
}


def _norm_number(n: str) -> str:
    return n.lstrip("0") or "0"


class _Matcher:
    """Finds a card for a CSV row using every card of the database, loaded once."""

    def __init__(self, s: Session) -> None:
        self.by_number: dict[tuple[str, str], list[tuple[int, str, str, str, bool]]] = {}
        self.by_name: dict[str, list[tuple[int, str, str, str, bool]]] = {}
        self.names: dict[int, tuple[str, str]] = {}
        self.shown: dict[int, str] = {}
        self.card_ids: dict[int, str] = {}
        cols = (Card.id, Card.game, Card.set_code, Card.card_id, Card.name_en_key, Card.name_ja_key,
                Card.number, Card.removed, Card.name_en)
        for pk, game, code, cid, en, ja, number, removed, shown in s.exec(select(*cols)):
            rec = (pk, game, code.upper(), cid, removed)
            self.names[pk] = (en, ja)
            self.shown[pk] = shown
            self.card_ids[pk] = cid
            self.by_number.setdefault((code.upper(), _norm_number(number)), []).append(rec)
            for nm in {en, ja}:
                self.by_name.setdefault(nm, []).append(rec)

    def match(self, game: str, set_code: str, number: str, name: str) -> tuple[int | None, str]:
        if set_code and number:
            hits = [r for r in self.by_number.get((set_code.upper(), _norm_number(number)), [])
                    if not game or r[1] == game]
            if not hits:
                return None, f"no card {set_code[:40]}-{number[:40]}" + (f" in {game[:40]}" if game else "")
            if len(hits) > 1:
                return None, f"{set_code[:40]}-{number[:40]} exists in several games ({', '.join(r[1] for r in hits)}); add the game"
            pk = hits[0][0]
            if name and fold(name) not in self.names[pk]:
                return None, f"{hits[0][3]} is {self.shown[pk]!r}, not {short(name)}"
            return pk, ""
        hits = [r for r in self.by_name.get(fold(name), [])
                if (not game or r[1] == game) and (not set_code or r[2] == set_code.upper())]
        current = [r for r in hits if not r[4]] or hits
        if not current:
            return None, f"no card named {short(name)}"
        if len(current) > 1:
            return None, (f"{len(current)} cards are named {short(name)} ({', '.join(r[3] for r in current[:5])}); "
                          "add set and number")
        return current[0][0], ""


def _read_csv_rows(text: str, source: str) -> tuple[list[str], Iterator[tuple[int, list[str]]]]:
    """The header's column names and an iterator over the data rows (line, cells)."""
    check_text_size(text, "collection", source)
    rows = csv_records(text, source, trim=True)  # blanks around a cell go, unless it was quoted
    first = next(rows, None)
    if first is None:
        raise FormatError(source, "line 1", "the file is empty (it needs a header line: game,set,number,name,quantity)")
    header_line, header = first
    names = [_HEADER_NAMES.get(h.strip().lower().replace(" ", "_"), "") for h in header]
    if "quantity" not in names or not ({"number", "name"} & set(names)):
        raise FormatError(source, f"line {header_line} (header)", "the header must name a quantity column and a "
                          f"number or name column, got {short(','.join(header), 200)}")
    return names, rows


def _rows_error(source: str, bad: list[tuple[str, str]], count: int) -> RowsError:
    if count > len(bad):
        bad = [*bad, (f"{count - len(bad):,} more bad rows", "not listed here")]
    return RowsError(source, bad)


def _parse_rows(names: list[str], rows: Iterator[tuple[int, list[str]]],
                source: str) -> list[tuple[int, str, str, str, str, int]]:
    """(line, game, set, number, name, quantity) of every row; RowsError listing the malformed ones."""
    idx = {k: names.index(k) for k in CSV_COLUMNS if k in names}  # the first column of each name counts
    pool: dict[str, str] = {}  # one string object per distinct game / set: 500,000 rows stay small
    bad: list[tuple[str, str]] = []
    nbad = 0
    parsed: list[tuple[int, str, str, str, str, int]] = []
    for line, r in rows:
        v = {k: unescape_cell(r[i]) if i < len(r) else "" for k, i in idx.items()}
        qty, problem = v.get("quantity", ""), ""
        if not (qty.isascii() and qty.isdigit()):
            problem = f"quantity {short(qty)} is not a whole number (0 or more)"
        elif len(qty.lstrip("0")) > MAX_DIGITS or int(qty) > MAX_QUANTITY:
            shown = qty if len(qty) <= MAX_DIGITS else f"of {len(qty):,} digits"
            problem = f"quantity {shown} is too large (at most {MAX_QUANTITY:,})"
        elif not v.get("name") and not (v.get("set") and v.get("number")):
            problem = "needs a name, or a set and a number"
        if problem:
            nbad += 1
            if len(bad) < _LISTED:
                bad.append((f"line {line}", problem))
            continue
        game, code = v.get("game", ""), v.get("set", "")
        parsed.append((line, pool.setdefault(game, game), pool.setdefault(code, code), v.get("number", ""),
                       v.get("name", ""), int(qty)))
    if nbad:
        raise _rows_error(source, bad, nbad)
    return parsed


def _owned(s: Session) -> dict[int, int]:
    """Every owned quantity, by card (one query: cheaper than a lookup per row)."""
    q = select(CollectionEntry.card_pk, CollectionEntry.quantity).where(CollectionEntry.quantity > 0)
    return dict(s.exec(q).all())  # type: ignore[arg-type]


def check_collection_csv(text: str, source: str = "<csv>") -> int:
    """Check every row of a collection CSV without touching the database (a caller that stores a file
    in parts checks it whole first); RowsError/FormatError as import_collection_csv. Returns the rows."""
    names, rows = _read_csv_rows(text, source)
    return len(_parse_rows(names, rows, source))


def import_collection_csv(db: CardDB, text: str, source: str = "<csv>", *, game: str | None = None,
                          add: bool = False) -> CollectionImportReport:
    """Import collection rows: any malformed row, or a card whose quantity would pass MAX_QUANTITY ->
    RowsError naming the lines, and nothing changes; rows matching no card are reported and skipped.
    Quantities replace what is owned (or are added with add=True)."""
    names, rows = _read_csv_rows(text, source)
    parsed = _parse_rows(names, rows, source)
    report = CollectionImportReport(rows=len(parsed))
    with db.transaction() as s:
        matcher = _Matcher(s)
        base = _owned(s) if add else {}
        totals: dict[int, int] = {}
        bad: list[tuple[str, str]] = []
        nbad, over = 0, set()
        for line, g, code, number, name, qty in parsed:
            pk, why = matcher.match(g or (game or ""), code, number, name)
            if pk is None:
                shown = ",".join(x for x in (g, code, number, short(name, 80)[1:-1] if name else "") if x)
                report.unmatched.append((line, shown, why))
                continue
            totals[pk] = totals.get(pk, base.get(pk, 0)) + qty
            if totals[pk] > MAX_QUANTITY and pk not in over:  # each card once, at the line that passes the limit
                over.add(pk)
                nbad += 1
                if len(bad) < _LISTED:
                    owned = f"{base[pk]:,} owned + " if base.get(pk) else ""
                    bad.append((f"line {line}", f"{matcher.card_ids[pk]}: {owned}the rows for it up to this line "
                                f"make {totals[pk]:,} copies, more than {MAX_QUANTITY:,}"))
        if nbad:
            raise _rows_error(source, bad, nbad)
        report.changed = set_quantities_in(s, totals, f"CSV import {source}")
    return report


def import_collection_file(db: CardDB, path: str | os.PathLike[str], *, game: str | None = None,
                           add: bool = False) -> CollectionImportReport:
    """import_collection_csv() on a file."""
    return import_collection_csv(db, read_text_file(path), str(path), game=game, add=add)


def export_collection_csv(db: CardDB, game: str | None = None) -> str:
    """Every owned card (quantity > 0) as CSV: game,set,number,name,quantity; text a spreadsheet would
    run as a formula gets a leading ' (textfiles.escape_cell), which import removes again, and a row
    with a cell that import would trim (blanks at either end) or csv would not quote (a lone CR) is
    written quoted, so every name imports back exactly."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    quoted = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_ALL)
    w.writerow(CSV_COLUMNS)
    with db.session() as s:
        q = (select(Card.game, Card.set_code, Card.number, Card.name_en, CollectionEntry.quantity)
             .join(CollectionEntry, col(CollectionEntry.card_pk) == Card.id).where(CollectionEntry.quantity > 0)
             .order_by(Card.game, Card.set_code, Card.number))
        if game:
            q = q.where(Card.game == game)
        for *cells, qty in s.exec(q):
            if type(qty) is not int or not all(type(c) is str for c in cells):
                raise TypeError("a damaged row")  # SQLite keeps any type: the session names the row (stored.py)
            row = [escape_cell(c) for c in cells]
            (quoted if any(needs_quotes(c) for c in row) else w).writerow([*row, qty])
    return out.getvalue()
