"""Card-set import: validate a set file with the engine, then add or update it in one transaction.

A newer version of a set already in the database updates its cards in place (same database ids),
so collection entries and decks are untouched; cards the new version no longer has are kept and
marked `removed` (hidden from search, still resolvable in decks and the collection).
"""
from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, select

from engine.cards import CardSet
from engine.cardset import load_cardset

from .cards import row_values
from .database import CardDB
from .models import Card, CardSetRow, Game, utcnow


@dataclass(frozen=True)
class SetImportResult:
    """What importing one set did. status: added, updated, unchanged (same version) or older (refused)."""

    game: str
    code: str
    version: int
    status: str
    added: int = 0
    updated: int = 0
    removed: int = 0
    installed_version: int | None = None
    source: str = ""

    def describe(self) -> str:
        """One line for the user."""
        what = f"{self.game} set {self.code} version {self.version}"
        if self.status == "added":
            return f"{what}: added {self.added} cards"
        if self.status == "updated":
            return (f"{what}: updated from version {self.installed_version} "
                    f"({self.added} added, {self.updated} updated, {self.removed} removed)")
        if self.status == "unchanged":
            return f"{what}: already in the database, nothing to do"
        return (f"{what}: not imported, the database has the newer version {self.installed_version}")


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


# the search's full-text index (migration 0004): the text columns it holds, per card id
_FTS = "names_fold, text_fold, attrs_text, keywords"


def _has_search_index(s: Session) -> bool:
    return s.connection().exec_driver_sql(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cards_fts'").first() is not None


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
    ccols, dcols = list(rows[0][1]), list(rows[0][2])
    indexed = _has_search_index(s)
    pks = [pk for pk, _c, _d in rows]
    if indexed:
        _index_cards(s, pks, delete=True)
    _executemany(s, _update_sql("cards", ccols, "id"), [(*c.values(), pk) for pk, c, _d in rows])
    _executemany(s, _update_sql("card_data", dcols, "card_pk"), [(*d.values(), pk) for pk, _c, d in rows])
    if indexed:
        _index_cards(s, pks)


def _labels_json(cs: CardSet) -> str:
    return json.dumps(cs.labels, ensure_ascii=False, sort_keys=True)


def import_cardset_in(s: Session, cs: CardSet) -> SetImportResult:
    """Add or update a validated set inside an open transaction."""
    existing = s.exec(select(CardSetRow).where(CardSetRow.game == cs.game, CardSetRow.code == cs.code)).first()
    base = {"game": cs.game, "code": cs.code, "version": cs.version, "source": cs.source}
    now = utcnow()
    if existing is None:
        ensure_game(s, cs.game)
        row = CardSetRow(game=cs.game, code=cs.code, version=cs.version, name_en=cs.name.get("en", ""),
                         name_ja=cs.name.get("ja", ""), source=cs.source[:1000], card_count=len(cs.cards),
                         imported_at=now, updated_at=now, labels_json=_labels_json(cs))
        s.add(row)
        s.flush()
        assert row.id is not None
        _insert_cards(s, [row_values(c, row.id, cs.source, cs.labels) for c in cs.cards])
        return SetImportResult(**base, status="added", added=len(cs.cards))
    old_version = existing.version
    if cs.version == old_version:
        return SetImportResult(**base, status="unchanged", installed_version=old_version)
    if cs.version < old_version:
        return SetImportResult(**base, status="older", installed_version=old_version)
    assert existing.id is not None
    have = dict(s.exec(select(Card.number, Card.id).where(Card.game == cs.game, Card.set_code == cs.code)).all())
    new_rows, upd_rows = [], []
    for c in cs.cards:
        vals, data = row_values(c, existing.id, cs.source, cs.labels)
        pk = have.pop(c.number, None)
        if pk is None:
            new_rows.append((vals, data))
        else:
            upd_rows.append((pk, vals, data))
    _insert_cards(s, new_rows)
    _update_cards(s, upd_rows)
    _executemany(s, "UPDATE cards SET removed = 1 WHERE id = ?", [(pk,) for pk in have.values()])
    existing.version, existing.updated_at, existing.card_count = cs.version, now, len(cs.cards)
    existing.name_en, existing.name_ja = cs.name.get("en", ""), cs.name.get("ja", "")
    existing.source = cs.source[:1000]
    existing.labels_json = _labels_json(cs)
    s.add(existing)
    s.flush()
    return SetImportResult(**base, status="updated", added=len(new_rows), updated=len(upd_rows),
                           removed=len(have), installed_version=old_version)


def import_cardset(db: CardDB, cs: CardSet) -> SetImportResult:
    """Add or update a validated card set (one transaction)."""
    with db.transaction() as s:
        return import_cardset_in(s, cs)


def import_cardsets(db: CardDB, sets: Sequence[CardSet]) -> list[SetImportResult]:
    """Add or update several validated sets in one transaction: all of them, or (on any error) none."""
    with db.transaction() as s:
        return [import_cardset_in(s, cs) for cs in sets]


def import_cardset_files(db: CardDB, paths: Sequence[str | os.PathLike[str]]) -> list[SetImportResult]:
    """Validate every file first (the first bad one raises FormatError, nothing is written), then
    import them all in one transaction."""
    return import_cardsets(db, [load_cardset(Path(p)) for p in paths])


def import_cardset_file(db: CardDB, path: str | os.PathLike[str]) -> SetImportResult:
    """Validate a card-set file (FormatError names file, card and field) and import it."""
    return import_cardset(db, load_cardset(Path(path)))
