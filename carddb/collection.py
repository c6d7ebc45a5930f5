"""The player's collection: owned quantities with a history of every change, totals per set,
and CSV import/export (format in docs/collection.md)."""
from __future__ import annotations

import csv
import io
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from sqlalchemy import func, insert, update
from sqlmodel import Session, col, select

from .database import CardDB
from .errors import FormatError, NotFound, RowsError
from .models import Card, CardSetRow, CollectionChange, CollectionEntry, fold, utcnow

MAX_QUANTITY = 1_000_000
_CHUNK = 900


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
        cols = (Card.id, Card.game, Card.set_code, Card.card_id, Card.name_en_key, Card.name_ja_key,
                Card.number, Card.removed, Card.name_en)
        for pk, game, code, cid, en, ja, number, removed, shown in s.exec(select(*cols)):
            rec = (pk, game, code.upper(), cid, removed)
            self.names[pk] = (en, ja)
            self.shown[pk] = shown
            self.by_number.setdefault((code.upper(), _norm_number(number)), []).append(rec)
            for nm in {en, ja}:
                self.by_name.setdefault(nm, []).append(rec)

    def match(self, game: str, set_code: str, number: str, name: str) -> tuple[int | None, str]:
        if set_code and number:
            hits = [r for r in self.by_number.get((set_code.upper(), _norm_number(number)), [])
                    if not game or r[1] == game]
            if not hits:
                return None, f"no card {set_code}-{number}" + (f" in {game}" if game else "")
            if len(hits) > 1:
                return None, f"{set_code}-{number} exists in several games ({', '.join(r[1] for r in hits)}); add the game"
            pk = hits[0][0]
            if name and fold(name) not in self.names[pk]:
                return None, f"{hits[0][3]} is {self.shown[pk]!r}, not {name!r}"
            return pk, ""
        hits = [r for r in self.by_name.get(fold(name), [])
                if (not game or r[1] == game) and (not set_code or r[2] == set_code.upper())]
        current = [r for r in hits if not r[4]] or hits
        if not current:
            return None, f"no card named {name!r}"
        if len(current) > 1:
            return None, (f"{len(current)} cards are named {name!r} ({', '.join(r[3] for r in current[:5])}); "
                          "add set and number")
        return current[0][0], ""


def _read_csv_rows(text: str, source: str) -> tuple[list[str], list[tuple[int, list[str]]]]:
    try:
        reader = csv.reader(io.StringIO(text, newline=""))
        rows = [(reader.line_num, r) for r in reader if any(c.strip() for c in r)]
    except csv.Error as e:
        raise FormatError(source, "", f"not readable as CSV ({e})") from None
    if not rows:
        raise FormatError(source, "", "the file is empty (it needs a header line: game,set,number,name,quantity)")
    header_line, header = rows[0]
    names = [_HEADER_NAMES.get(h.strip().lower().replace(" ", "_"), "") for h in header]
    if "quantity" not in names or not ({"number", "name"} & set(names)):
        raise FormatError(source, f"line {header_line} (header)",
                          f"the header must name a quantity column and a number or name column, got {','.join(header)!r}")
    return names, rows[1:]


def import_collection_csv(db: CardDB, text: str, source: str = "<csv>", *, game: str | None = None,
                          add: bool = False) -> CollectionImportReport:
    """Import collection rows: any malformed row -> RowsError and nothing changes; rows matching no
    card are reported and skipped. Quantities replace what is owned (or are added with add=True)."""
    names, rows = _read_csv_rows(text, source)
    bad: list[tuple[str, str]] = []
    parsed: list[tuple[int, dict[str, str], int]] = []
    for line, r in rows:
        vals = {k: "" for k in CSV_COLUMNS}
        for k, v in zip(names, r, strict=False):
            if k:
                vals[k] = v.strip()
        qty = vals["quantity"]
        if not re.fullmatch(r"[0-9]+", qty, re.ASCII):
            bad.append((f"line {line}", f"quantity {qty!r} is not a whole number (0 or more)"))
            continue
        if int(qty) > MAX_QUANTITY:
            bad.append((f"line {line}", f"quantity {qty} is too large"))
            continue
        if not vals["name"] and not (vals["set"] and vals["number"]):
            bad.append((f"line {line}", "needs a name, or a set and a number"))
            continue
        parsed.append((line, vals, int(qty)))
    if bad:
        raise RowsError(source, bad)
    report = CollectionImportReport(rows=len(parsed))
    with db.transaction() as s:
        matcher = _Matcher(s)
        totals: dict[int, int] = {}
        for line, v, qty in parsed:
            pk, why = matcher.match(v["game"] or (game or ""), v["set"], v["number"], v["name"])
            if pk is None:
                shown = ",".join(x for x in (v["game"], v["set"], v["number"], v["name"]) if x)
                report.unmatched.append((line, shown, why))
                continue
            totals[pk] = totals.get(pk, 0) + qty
        if add:
            for pk, old in _quantities(s, list(totals)).items():
                totals[pk] = min(MAX_QUANTITY, totals[pk] + old)
        report.changed = set_quantities_in(s, totals, f"CSV import {source}")
    return report


def _quantities(s: Session, pks: list[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for i in range(0, len(pks), _CHUNK):
        q = select(CollectionEntry.card_pk, CollectionEntry.quantity).where(
            col(CollectionEntry.card_pk).in_(pks[i:i + _CHUNK]))
        out.update(dict(s.exec(q).all()))  # type: ignore[arg-type]
    return out


def read_text_file(path: str | os.PathLike[str]) -> str:
    """A UTF-8 text file (a leading byte-order mark is dropped); FormatError naming the file otherwise."""
    p = Path(path)
    try:
        return p.read_bytes().decode("utf-8-sig")
    except OSError as e:
        raise FormatError(str(p), "", f"cannot read file ({e.strerror or e})") from None
    except UnicodeDecodeError as e:
        raise FormatError(str(p), f"byte {e.start}", "not UTF-8 text") from None


def import_collection_file(db: CardDB, path: str | os.PathLike[str], *, game: str | None = None,
                           add: bool = False) -> CollectionImportReport:
    """import_collection_csv() on a file."""
    return import_collection_csv(db, read_text_file(path), str(path), game=game, add=add)


def export_collection_csv(db: CardDB, game: str | None = None) -> str:
    """Every owned card (quantity > 0) as CSV: game,set,number,name,quantity."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    with db.session() as s:
        q = (select(Card.game, Card.set_code, Card.number, Card.name_en, CollectionEntry.quantity)
             .join(CollectionEntry, col(CollectionEntry.card_pk) == Card.id).where(CollectionEntry.quantity > 0)
             .order_by(Card.game, Card.set_code, Card.number))
        if game:
            q = q.where(Card.game == game)
        for row in s.exec(q):
            w.writerow(row)
    return out.getvalue()
