"""Card-set import: validate a set file with the engine, then add or update it in one transaction.

A newer version of a set already in the database updates its cards in place (same database ids),
so collection entries and decks are untouched; cards the new version no longer has are kept and
marked `removed` (hidden from search, still resolvable in decks and the collection).
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, select

from engine.cards import CardSet
from engine.cardset import load_cardset
from engine.errors import EngineError, FormatError

from .database import CardDB
from .import_prep import PreparedSet, prepare, prepared_files
from .models import SORT_INDEXES, Card, CardSetRow, Game, utcnow
from .pictures import Undo, pictures_root, store_pictures, undo_pictures
from .reports import SetImportResult
from .set_order import place_set, renumber_all

BULK_CARDS = 5000  # an import of this many cards, and at least a quarter of those stored, is done in bulk
FTS_AUTOMERGE = 4  # SQLite's default, put back after a bulk import
BYTES_PER_CARD = 1000  # about what a card takes in a set file (for judging a file import by its size)


def ensure_game(s: Session, game: str) -> None:
    """Add the game's row if missing (display names from its rules when they load)."""
    if s.get(Game, game) is not None:
        return
    name_en = name_ja = game.replace("_", " ").title()
    try:
        from engine.games import get_rules

        names = get_rules(game).name
        name_en, name_ja = names.get("en", name_en), names.get("ja", name_ja)
    except Exception:  # noqa: BLE001 - a display name is not worth failing an import for
        pass
    s.add(Game(id=game, name_en=name_en, name_ja=name_ja))
    s.flush()


def _executemany(s: Session, sql: str, rows: list[tuple[Any, ...]]) -> None:
    """Run one statement for many rows straight through the driver (bulk imports: no ORM overhead)."""
    if rows:
        s.connection().exec_driver_sql(sql, rows)


def _insert_sql(table: str, cols: list[str]) -> str:
    return f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})"


def _update_sql(table: str, cols: list[str], key: str) -> str:
    return f"UPDATE {table} SET {', '.join(f'{c} = ?' for c in cols)} WHERE {key} = ?"


# the search's full-text index (migrations 0004, 0006): the text columns it holds, per card id
_FTS = "names_fold, text_fold, keywords"


def _has_table(s: Session, name: str) -> bool:
    return s.connection().exec_driver_sql(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)).first() is not None


def _has_search_index(s: Session) -> bool:
    return _has_table(s, "cards_fts")


def _intern_attrs(s: Session, cards: list[dict[str, Any]]) -> None:
    """Point each card at its attribute text's row in attr_sets (migration 0006: `attrs_id`),
    adding the texts not stored yet, and to its full-text index where the database has one."""
    conn = s.connection()
    texts = sorted({c["attrs_text"] for c in cards})
    ids: dict[str, int] = {}
    for i in range(0, len(texts), 500):  # under SQLite's limit of bound values
        chunk = texts[i:i + 500]
        ids.update((t, pk) for pk, t in conn.exec_driver_sql(
            f"SELECT id, text FROM attr_sets WHERE text IN ({', '.join('?' * len(chunk))})", tuple(chunk)))
    new = [t for t in texts if t not in ids]
    for t in new:
        ids[t] = int(conn.exec_driver_sql("INSERT INTO attr_sets (text) VALUES (?)", (t,)).lastrowid)
    if new and _has_table(s, "attr_sets_fts"):
        _executemany(s, "INSERT INTO attr_sets_fts (rowid, text) VALUES (?, ?)", [(ids[t], t) for t in new])
    for c in cards:
        c["attrs_id"] = ids[c["attrs_text"]]


def _index_cards(s: Session, pks: list[int], delete: bool = False) -> None:
    """Add cards' text to the full-text index (or, with `delete`, take their current text out of it,
    which must be done before that text changes: an external-content index is told the old text)."""
    head = f"INSERT INTO cards_fts(cards_fts, rowid, {_FTS}) SELECT 'delete', id, " if delete else \
        f"INSERT INTO cards_fts(rowid, {_FTS}) SELECT id, "
    _executemany(s, f"{head}{_FTS} FROM cards WHERE id = ?", [(pk,) for pk in pks])


def _insert_cards(s: Session, rows: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
    """Insert cards and their data with ids given here (one writer: we are inside a transaction)."""
    if not rows:
        return
    first = int(s.connection().execute(select(func.coalesce(func.max(Card.id), 0))).scalar_one()) + 1
    _intern_attrs(s, [c for c, _d in rows])
    ccols, dcols = list(rows[0][0]), list(rows[0][1])
    _executemany(s, _insert_sql("cards", ["id", *ccols]),
                 [(first + i, *c.values()) for i, (c, _d) in enumerate(rows)])
    _executemany(s, _insert_sql("card_data", ["card_pk", *dcols]),
                 [(first + i, *d.values()) for i, (_c, d) in enumerate(rows)])
    if _has_search_index(s):  # one statement for the new ids: far cheaper than a row at a time
        s.connection().exec_driver_sql(f"INSERT INTO cards_fts(rowid, {_FTS}) SELECT id, {_FTS} FROM cards "
                                       "WHERE id BETWEEN ? AND ?", (first, first + len(rows) - 1))


def _update_cards(s: Session, rows: list[tuple[int, dict[str, Any], dict[str, Any]]]) -> None:
    if not rows:
        return
    _intern_attrs(s, [c for _pk, c, _d in rows])
    ccols, dcols = list(rows[0][1]), list(rows[0][2])
    indexed = _has_search_index(s)
    pks = [pk for pk, _c, _d in rows]
    if indexed:
        _index_cards(s, pks, delete=True)
    _executemany(s, _update_sql("cards", ccols, "id"), [(*c.values(), pk) for pk, c, _d in rows])
    _executemany(s, _update_sql("card_data", dcols, "card_pk"), [(*d.values(), pk) for pk, _c, d in rows])
    if indexed:
        _index_cards(s, pks)


def _labels_json(p: PreparedSet) -> str:
    return json.dumps(p.labels, ensure_ascii=False, sort_keys=True)


def import_cardset_in(s: Session, cs: CardSet | PreparedSet, place: bool = True) -> SetImportResult:
    """Add or update a validated set inside an open transaction (`place=False`: the caller numbers
    the set order afterwards, carddb/set_order.py)."""
    p = prepare(cs) if isinstance(cs, CardSet) else cs
    result = _import_prepared(s, p)
    if place and result.added:
        place_set(s.connection(), p.game, p.code)
    return result


def _with_set(rows: list[tuple[dict[str, Any], dict[str, Any]]], set_id: int) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    for card, _data in rows:
        card["set_id"] = set_id
    return rows


def _import_prepared(s: Session, p: PreparedSet) -> SetImportResult:
    existing = s.exec(select(CardSetRow).where(CardSetRow.game == p.game, CardSetRow.code == p.code)).first()
    base = {"game": p.game, "code": p.code, "version": p.version, "source": p.source}
    now = utcnow()
    if existing is None:
        ensure_game(s, p.game)
        row = CardSetRow(game=p.game, code=p.code, version=p.version, name_en=p.name.get("en", ""),
                         name_ja=p.name.get("ja", ""), source=p.source[:1000], card_count=len(p.rows),
                         imported_at=now, updated_at=now, labels_json=_labels_json(p))
        s.add(row)
        s.flush()
        assert row.id is not None
        _insert_cards(s, _with_set(p.rows, row.id))
        return SetImportResult(**base, status="added", added=len(p.rows))
    old_version = existing.version
    if p.version == old_version:
        return SetImportResult(**base, status="unchanged", installed_version=old_version)
    if p.version < old_version:
        return SetImportResult(**base, status="older", installed_version=old_version)
    assert existing.id is not None
    have = dict(s.exec(select(Card.number, Card.id).where(Card.game == p.game, Card.set_code == p.code)).all())
    new_rows, upd_rows = [], []
    for vals, data in _with_set(p.rows, existing.id):
        pk = have.pop(vals["number"], None)
        if pk is None:
            new_rows.append((vals, data))
        else:
            upd_rows.append((pk, vals, data))
    _insert_cards(s, new_rows)
    _update_cards(s, upd_rows)
    _executemany(s, "UPDATE cards SET removed = 1 WHERE id = ?", [(pk,) for pk in have.values()])
    existing.version, existing.updated_at, existing.card_count = p.version, now, len(p.rows)
    existing.name_en, existing.name_ja = p.name.get("en", ""), p.name.get("ja", "")
    existing.source = p.source[:1000]
    existing.labels_json = _labels_json(p)
    s.add(existing)
    s.flush()
    return SetImportResult(**base, status="updated", added=len(new_rows), updated=len(upd_rows),
                           removed=len(have), installed_version=old_version)


def import_cardset(db: CardDB, cs: CardSet) -> SetImportResult:
    """Add or update a validated card set (one transaction)."""
    with db.transaction() as s:
        return import_cardset_in(s, cs)


def import_cardsets(db: CardDB, sets: Sequence[CardSet | PreparedSet]) -> list[SetImportResult]:
    """Add or update several validated sets in one transaction: all of them, or (on any error) none."""
    with db.transaction() as s:
        with _maybe_bulk(s, sum(_size(cs) for cs in sets)) as in_bulk:
            return [import_cardset_in(s, cs, place=not in_bulk) for cs in sets]


def _size(cs: CardSet | PreparedSet) -> int:
    return len(cs.cards) if isinstance(cs, CardSet) else len(cs.rows)


@contextmanager
def _maybe_bulk(s: Session, new: int) -> Iterator[bool]:
    """Whether this import is done in bulk (BULK_CARDS, and a quarter of the cards stored);
    otherwise each added set is placed in set order as it is stored."""
    if new >= BULK_CARDS and new >= _card_count(s) // 4:
        with bulk(s):
            yield True
        return
    yield False


@contextmanager
def bulk(s: Session) -> Iterator[None]:
    """Around a big import, inside the caller's transaction: the sort indexes dropped and built again
    at the end (keeping 17 indexes in step row by row made a 100,000-card import several times
    slower), every card numbered in set order once, and the text index's segments not merged as rows
    pour in (100,000 cards: 4.2 s of indexing text instead of 5.4; SQLite's own crisis merges keep
    their number down, and later writes merge them as usual)."""
    conn = s.connection()
    indexes = [i for i in SORT_INDEXES if conn.exec_driver_sql(
        "SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", (str(i.name),)).first() is not None]
    for i in indexes:
        conn.exec_driver_sql(f"DROP INDEX {i.name}")
    fts = _has_search_index(s)
    if fts:
        conn.exec_driver_sql("INSERT INTO cards_fts(cards_fts, rank) VALUES ('automerge', 0)")
    yield
    renumber_all(conn)
    for i in indexes:
        i.create(conn)
    if fts:  # no 'optimize' merge into one segment: 0.2-0.9 s of a 100,000-card import, for searches 3% faster
        conn.exec_driver_sql(f"INSERT INTO cards_fts(cards_fts, rank) VALUES ('automerge', {FTS_AUTOMERGE})")


def _card_count(s: Session) -> int:
    return int(s.connection().exec_driver_sql("SELECT count(*) FROM cards").scalar_one())


class _Abandon(Exception):
    """Raised inside the transaction to roll it back when a file was bad."""


def import_files(db: CardDB, paths: Sequence[str | os.PathLike[str]], jobs: int | None = None
                 ) -> tuple[list[tuple[SetImportResult, PreparedSet]], list[EngineError | OSError]]:
    """Check and import files in one transaction: every file, or none if any is bad. Returns what
    each set did (in the given order) and, when some file was bad, nothing and every file's error.
    Big imports read the files in `jobs` worker processes (default: all cores) while the sets
    already read are stored."""
    files = list(paths)
    errors: list[EngineError | OSError] = []
    out: list[tuple[SetImportResult, PreparedSet]] = []
    # the number of cards is known only once read: a bulk import is judged by the files' size
    new = sum(_file_size(p) for p in files) // BYTES_PER_CARD
    undo: Undo = []
    try:
        with db.transaction() as s, _maybe_bulk(s, new) as in_bulk:
            for p in prepared_files(files, jobs):
                if not isinstance(p, PreparedSet):
                    errors.append(p)
                elif not errors:
                    res = import_cardset_in(s, p, place=not in_bulk)
                    out.append((res, p))
                    if p.pictures and res.status != "older":
                        _store_in(db, p.code, p.pictures, p.source, undo)
            if errors:
                raise _Abandon
    except _Abandon:
        undo_pictures(undo)
        return [], errors
    except BaseException:
        undo_pictures(undo)
        raise
    return out, []


def _store_in(db: CardDB, code: str, pictures: dict[str, bytes], source: str, undo: Undo) -> None:
    """A set's pictures, written inside its import's transaction (before the commit, so stored cards
    never lack their pictures; undone if the transaction rolls back)."""
    try:
        store_pictures(pictures_root(db.path), code, pictures, undo)
    except ValueError as e:
        raise FormatError(source, "pictures", str(e)) from None
    except OSError as e:
        raise FormatError(source, "pictures", f"cannot be written ({e.strerror or e})") from None


def import_set_with_pictures(db: CardDB, cs: CardSet, pictures: dict[str, bytes]) -> SetImportResult:
    """Add or update a validated set and write its pictures, all or nothing (one transaction)."""
    undo: Undo = []
    try:
        with db.transaction() as s:
            res = import_cardset_in(s, cs)
            if pictures and res.status != "older":
                _store_in(db, cs.code, pictures, cs.source, undo)
            return res
    except BaseException:
        undo_pictures(undo)
        raise


def import_cardset_files(db: CardDB, paths: Sequence[str | os.PathLike[str]], jobs: int | None = None
                         ) -> list[SetImportResult]:
    """Check and import files in one transaction: all of them, or none if any file is bad (the
    first bad one in the given order raises its FormatError)."""
    done, errors = import_files(db, paths, jobs)
    if errors:
        raise errors[0]
    return [r for r, _p in done]


def _file_size(p: str | os.PathLike[str]) -> int:
    try:
        return os.stat(p).st_size
    except OSError:
        return 0


def import_cardset_file(db: CardDB, path: str | os.PathLike[str]) -> SetImportResult:
    """Validate a card-set file (FormatError names file, card and field) and import it."""
    return import_cardset(db, load_cardset(Path(path)))
