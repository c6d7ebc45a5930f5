"""Rows damaged outside this program: reading the JSON carddb keeps in rows, and finding the row
behind a value that could not be read.

SQLite's integrity check (PRAGMA quick_check) sees pages, not what a column holds, and SQLite lets
any column hold any type, so another tool or a disk fault can leave a card whose stored JSON is not
JSON, a deck whose date is not a date or a name that is not UTF-8. No reader may crash on one:
load_json() parses stored JSON with a guard and names the row; find_damaged() looks for the row when
a read failed in a conversion that happens before carddb's code sees the row (a date, a flag, text).
Both give a DamagedRow naming the database file, the row and the problem.
"""
from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

import sqlalchemy.exc
from sqlalchemy import Boolean, DateTime, Integer, String, TypeDecorator
from sqlmodel import SQLModel

from engine.datafile import check_plain, parse_json
from engine.errors import FormatError, short_repr
from engine.limits import MAX_DEPTH

from . import models  # noqa: F401 - the tables' metadata (SQLModel.metadata)
from .errors import DamagedRow

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

_decode = json.JSONDecoder().decode  # str only: a BLOB read back as bytes is damage, not JSON
_KINDS = {dict: "a mapping", list: "a list"}


def db_file(s: Session) -> str:
    """The database file a session reads, as messages name it (the path the user knows)."""
    name = s.info.get("db_file")
    if name:
        return str(name)
    return s.get_bind().url.database or "<in-memory database>"  # type: ignore[union-attr]


def load_json(text: Any, file: str, item: str, what: str, kind: type | None = dict) -> Any:
    """The value of stored JSON `text` (of type `kind` unless None); a DamagedRow naming `file`, the
    row `item` ("card VSS1-001") and `what` ("card data") when it cannot be used.

    The hot path (100,000 cards) is json's decoder and two counts: the full walk of the limits
    (engine.datafile.check_plain: nesting, sizes, numbers) runs only on text with more brackets than
    the nesting limit, the only text that could be nested too deep for the code that reads it."""
    try:
        value = _decode(text)
    except (ValueError, RecursionError, TypeError):  # not JSON, a huge number, too deep, not text
        raise DamagedRow(file, item, f"its stored {what} is damaged: {_why(text)}") from None
    if kind is not None and type(value) is not kind:
        raise DamagedRow(file, item, f"its stored {what} is damaged: {short_repr(text, 40)} is not "
                         f"{_KINDS.get(kind, kind.__name__)}")
    if len(text) > 2 * MAX_DEPTH and text.count("[") + text.count("{") > MAX_DEPTH:  # short text is shallow
        try:
            check_plain(value, file)
        except FormatError as e:
            where = f" at {e.item}" if e.item else ""
            raise DamagedRow(file, item, f"its stored {what} is damaged: {e.problem}{where}") from None
    return value


def _why(text: Any) -> str:
    """What is wrong with stored text that json cannot read, in the engine's words for JSON files."""
    if not isinstance(text, str):
        return f"not text but {short_repr(text, 40)}"
    try:
        parse_json(text, "")
    except FormatError as e:
        return e.problem + (f" at {e.item}" if e.item else "")
    return "not valid JSON"  # pragma: no cover - parse_json fails wherever json does


# -- finding a damaged row --------------------------------------------------------------------------

def _card(cid: Any) -> str:
    plain = isinstance(cid, str) and len(cid) <= 60 and cid.isprintable()
    return f"card {cid}" if plain else f"card {short_repr(cid, 60)}"


def _deck(name: Any) -> str:
    return f"deck {short_repr(name, 60)}"


# How a row of each table is named in a message: (joins, label columns, naming). `x` is the table.
_ROWS: dict[str, tuple[str, str, Callable[..., str]]] = {
    "games": ("", "x.id", lambda g: f"game {short_repr(g, 60)}"),
    "card_sets": ("", "x.game, x.code", lambda g, c: f"card set {short_repr(c, 30)} of {short_repr(g, 40)}"),
    "cards": ("", "x.card_id", _card),
    "attr_sets": ("", "x.id", lambda i: f"attribute set {i}"),
    "card_data": ("LEFT JOIN cards c ON c.id = x.card_pk", "c.card_id", _card),
    "collection": ("LEFT JOIN cards c ON c.id = x.card_pk", "c.card_id", lambda c: f"owned copies of {_card(c)}"),
    "collection_history": ("LEFT JOIN cards c ON c.id = x.card_pk", "c.card_id",
                           lambda c: f"collection history of {_card(c)}"),
    "decks": ("", "x.name", _deck),
    "deck_cards": ("LEFT JOIN decks d ON d.id = x.deck_id LEFT JOIN cards c ON c.id = x.card_pk",
                   "d.name, c.card_id", lambda d, c: f"{_deck(d)}: {_card(c)}"),
    "replays": ("", "x.id", lambda i: f"replay {i}"),
    "settings": ("", "x.key", lambda k: f"setting {short_repr(k, 60)}"),
}


def _tables(con: sqlite3.Connection) -> list[Any]:
    """carddb's tables (SQLAlchemy metadata) that the file has, in dependency order."""
    have = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [t for t in SQLModel.metadata.sorted_tables if t.name in have and t.name in _ROWS]


def _text_columns(table: Any) -> list[str]:
    return [c.name for c in table.columns
            if isinstance(c.type.impl if isinstance(c.type, TypeDecorator) else c.type, String)]


_SURROGATE = re.compile("[\udc80-\udcff]")  # a byte that is not UTF-8, as surrogateescape reads it
_NOT_UTF8 = re.compile(r"decode to UTF-8 column '([^']*)'")  # how sqlite3 names the column it could not read


# What reading a value SQLite holds in a column of another type can raise in Python: a date that is
# not one (SQLAlchemy's conversion), text where a number belongs, stored JSON that is not JSON.
_ROW_FAILURES = (ValueError, TypeError, AttributeError, RecursionError)


def may_be_damage(error: BaseException | None) -> bool:
    """Whether a failed read may come from a damaged row: a conversion failing in Python, SQL's
    json_extract on text that is not JSON, or text that is not UTF-8 (SQLite's and sqlite3's own
    words: no error code says these)."""
    if isinstance(error, _ROW_FAILURES):
        return True
    text = str(getattr(error, "orig", None) or error) if isinstance(error, sqlalchemy.exc.DatabaseError) else ""
    return "malformed JSON" in text or "UTF-8" in text


def not_utf8_column(error: BaseException | None) -> str | None:
    """The column sqlite3 could not read as UTF-8 text ("" when it does not say which), or None when
    `error` is not that."""
    text = str(getattr(error, "orig", None) or error or "")
    if "UTF-8" not in text:
        return None
    m = _NOT_UTF8.search(text)
    return m.group(1) if m else ""


def _find_not_utf8(con: sqlite3.Connection, file: str, column: str) -> DamagedRow | None:
    """The first row whose text in `column` (every text column: "") is not UTF-8 (a slow scan in
    Python: only after sqlite3 said it met such text)."""
    for table in _tables(con):
        joins, labels, name = _ROWS[table.name]
        n = labels.count(",") + 1
        for col in _text_columns(table):
            if column and col != column:
                continue
            for row in con.execute(f'SELECT {labels}, x."{col}" FROM {table.name} x {joins} '
                                   f"WHERE typeof(x.\"{col}\") = 'text'"):
                if not row[n].isascii() and _SURROGATE.search(row[n]):
                    return _damaged(file, name(*row[:n]), col, row[n], "UTF-8 text")
    return None


def find_damaged(con: sqlite3.Connection, file: str, not_utf8: str | None = None) -> DamagedRow | None:
    """The first row holding a value this program cannot read: a column of another type than the
    schema's (SQLite stores anything anywhere), a date that is not one, stored JSON that is not JSON,
    and with `not_utf8` (a column name, or "" for all) text that is not UTF-8. Only called after a
    read failed, so it may scan every table (100,000 cards: a fraction of a second; with not_utf8 "",
    a few seconds). Reads text leniently (`con`'s text_factory is changed, then restored)."""
    factory = con.text_factory
    con.text_factory = lambda b: b.decode("utf-8", "surrogateescape")  # a bad byte must not stop the scan
    try:
        if not_utf8 is not None:  # the column sqlite3 named may be a label of it: then every column
            found = _find_not_utf8(con, file, not_utf8) or (_find_not_utf8(con, file, "") if not_utf8 else None)
            if found:
                return found
        return _find_typed(con, file)
    finally:
        con.text_factory = factory


def _find_typed(con: sqlite3.Connection, file: str) -> DamagedRow | None:
    for table in _tables(con):
        joins, labels, name = _ROWS[table.name]
        checks: list[tuple[str, str, str]] = []  # (column, SQL true of a damaged value, what it should be)
        dates: list[str] = []
        for c in table.columns:
            q = f'x."{c.name}"'
            kinds = ["'null'"] if c.nullable else []
            t = c.type.impl if isinstance(c.type, TypeDecorator) else c.type  # sqlmodel's AutoString
            if isinstance(t, (Integer, Boolean)):
                kinds.append("'integer'")
                should = "a whole number"
            elif isinstance(t, (String, DateTime)):  # Text is a String
                kinds.append("'text'")
                should = "a date and time" if isinstance(t, DateTime) else "text"
            else:
                continue
            cond = f"typeof({q}) NOT IN ({', '.join(kinds)})"
            if c.name.endswith("_json"):
                cond, should = f"{cond} OR json_valid({q}) = 0", "valid JSON"
            checks.append((c.name, cond, should))
            if isinstance(t, DateTime):
                dates.append(c.name)
        if not checks:
            continue
        n = labels.count(",") + 1
        flags = ", ".join(f'({cond}), x."{col}"' for col, cond, _ in checks)
        where = " OR ".join(f"({cond})" for _, cond, _ in checks)
        row = con.execute(f"SELECT {labels}, {flags} FROM {table.name} x {joins} WHERE {where} LIMIT 1").fetchone()
        if row is not None:
            for i, (col, _, should) in enumerate(checks):
                if row[n + 2 * i]:
                    return _damaged(file, name(*row[:n]), col, row[n + 2 * i + 1], should)
        for col in dates:
            for row in con.execute(f'SELECT {labels}, x."{col}" FROM {table.name} x {joins} '
                                   f"WHERE typeof(x.\"{col}\") = 'text'"):
                try:
                    datetime.fromisoformat(row[n])
                except ValueError:
                    return _damaged(file, name(*row[:n]), col, row[n], "a date and time")
    return None


# columns named in words where their name is not one (the rest are named as they are: updated_at, count)
_WORDS = {"at": "time", "raw_json": "card data", "stats_json": "list of stats", "labels_json": "list of labels",
          "value_json": "value", "players_json": "players", "decks_json": "decks"}


def _damaged(file: str, item: str, column: str, value: Any, should: str) -> DamagedRow:
    return DamagedRow(file, item, f"its stored {_WORDS.get(column, column)} is damaged: {short_repr(value, 60)} "
                      f"is not {should}")


def diagnose(con: sqlite3.Connection, file: str, error: BaseException | None = None) -> DamagedRow | None:
    """find_damaged() after `error` (text that is not UTF-8 is looked for only after sqlite3 met some),
    or None when the database cannot even be scanned (that failure is reported as it is)."""
    try:
        return find_damaged(con, file, not_utf8_column(error))
    except sqlite3.Error:
        return None


def damaged_row(bind: Any, file: str, error: BaseException | None = None) -> DamagedRow | None:
    """diagnose() through an SQLAlchemy engine (a new connection: the failed one may be mid-read)."""
    try:
        with bind.connect() as conn:
            raw = conn.connection.driver_connection
            return diagnose(raw, file, error) if raw is not None else None
    except sqlalchemy.exc.DatabaseError:
        return None
