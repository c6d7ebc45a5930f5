"""The `db` format: the card database with rows damaged outside the program.

The seeds are the template database (bundled sets and decks) and a filled one (a collection, stored
replays, settings). A mutator loads the seed into an in-memory SQLite (plain sqlite3, no SQLAlchemy),
damages stored rows with SQL, as another tool or a disk fault could, and returns the file: stored
JSON (card data, stats, set labels, replay names and content, settings) that is not JSON, nested
deep, of the wrong type or huge; a column of another type (NULL, a BLOB, text that is not UTF-8,
numbers out of range, dates that are not dates, unknown game ids); rows deleted or added so that
references dangle; the schema changed; pages of the file damaged. A NOT NULL or UNIQUE constraint
that refuses a value gets a BLOB instead (SQLite stores one anywhere)."""
from __future__ import annotations

import copy
import json
import shutil
import sqlite3
from pathlib import Path
from random import Random
from typing import Any

from . import values as V
from .mutators import mutator, paths, put, where
from .seeds import Corpus, Seed

SQLITE = frozenset({"sqlite"})
DB = frozenset({"db"})
# (table, column) -> what the stored JSON must be
JSON_COLUMNS = {("card_sets", "labels_json"): "mapping", ("cards", "stats_json"): "mapping",
                ("card_data", "raw_json"): "mapping", ("replays", "players_json"): "list",
                ("replays", "decks_json"): "list", ("settings", "value_json"): "any",
                ("replays", "content"): "replay"}
TABLES = ("cards", "card_data", "card_sets", "decks", "deck_cards", "collection", "collection_history",
          "replays", "settings", "games", "attr_sets")
DATES = ("imported_at", "updated_at", "created_at", "played_at", "at")
GAMES_BAD = ["nosuchgame", "", "VICTORY_SPARK", "victory_spark ", "../../etc", "grid\x00", "x" * 5000,
             "vividz2"]
Damage = tuple[str, list[Any], str]  # (SQL expression, its parameters, what it is)


def build_db_seeds(c: Corpus, work: Path) -> list[Seed]:
    """The template database, and a copy filled the way the app fills it."""
    from carddb.collection import import_collection_csv
    from carddb.database import open_database
    from carddb.replays import save_replay
    from carddb.settings import set_setting
    filled = work / "filled.sqlite"
    shutil.copyfile(c.template_db, filled)
    with open_database(filled) as db:
        csv = c.of("collection")[0]
        import_collection_csv(db, csv.data.decode("utf-8"), csv.name)
        for i, r in enumerate(c.of("replay")[:3]):
            t = r.tree
            kw: dict[str, Any] = {"content": r.data.decode()}
            if i == 1:  # one stored as the path of its file
                kw = {"path": str(work / "replays" / r.name)}
            save_replay(db, t["game"], players=t["players"], decks=[d["name"] for d in t["decks"]],
                        result=" ".join(map(str, t.get("result") or [])), length=len(t["actions"]),
                        **kw)
        set_setting(db, "ui.language", "ja")
        set_setting(db, "table.recent", {"decks": ["Spark Rush", "Deep Tide"], "speed": [1, 2.5, None]})
    con = sqlite3.connect(c.template_db)
    try:
        c.db_deck = con.execute("SELECT id, name FROM decks WHERE game = 'victory_spark' "
                                "ORDER BY id").fetchone()
    finally:
        con.close()
    return [Seed("db", p.name, ".sqlite", p.read_bytes(), "victory_spark") for p in (c.template_db, filled)]


def _memory(data: bytes) -> sqlite3.Connection:
    """The database file `data` in memory; text that is not UTF-8 (an earlier damage) reads as is."""
    con = sqlite3.connect(":memory:")
    con.text_factory = lambda b: b.decode("utf-8", "replace")
    con.deserialize(data)
    return con


def _damaged(seed: Seed, rng: Random, damage: Any) -> tuple[bytes, str]:
    """Run `damage(con, rng) -> note` on an in-memory copy of the seed; the changed file's bytes."""
    con = _memory(seed.data)
    try:
        note = damage(con, rng)
        con.commit()
        return con.serialize(), note
    finally:
        con.close()


def with_sql(data: bytes, *statements: tuple[str, list[Any]]) -> bytes:
    """The database file `data` after running `statements` (SQL, parameters) on it."""
    con = _memory(data)
    try:
        for sql, params in statements:
            con.execute(sql, params)
        con.commit()
        return con.serialize()
    finally:
        con.close()


def _target_deck(con: sqlite3.Connection) -> int:
    row = con.execute("SELECT id FROM decks WHERE game = 'victory_spark' ORDER BY id").fetchone()
    return int(row[0]) if row else 1


def _row(con: sqlite3.Connection, table: str, rng: Random) -> int | None:
    """A row of `table`, mostly one that the target deck's commands read (its cards, their set,
    its entries), so that deck export and validate meet the damage too."""
    deck = _target_deck(con)
    pick = {"cards": "SELECT card_pk FROM deck_cards WHERE deck_id = ?",
            "card_data": "SELECT card_pk FROM deck_cards WHERE deck_id = ?",
            "card_sets": "SELECT c.set_id FROM deck_cards d JOIN cards c ON c.id = d.card_pk "
                         "WHERE d.deck_id = ?",
            "decks": "SELECT ? ", "deck_cards": "SELECT id FROM deck_cards WHERE deck_id = ?"}.get(table)
    ids = [r[0] for r in con.execute(pick, (deck,))] if pick and rng.random() < 0.7 else []
    ids = ids or [r[0] for r in con.execute(f'SELECT rowid FROM "{table}"')]
    return rng.choice(ids) if ids else None


def _set(con: sqlite3.Connection, table: str, column: str, rowid: int, d: Damage) -> str:
    expr, params, what = d
    try:
        con.execute(f'UPDATE "{table}" SET "{column}" = {expr} WHERE rowid = ?', [*params, rowid])
    except sqlite3.IntegrityError:  # NOT NULL, UNIQUE: a BLOB goes anywhere
        con.execute(f'UPDATE "{table}" SET "{column}" = x\'00ff\' WHERE rowid = ?', [rowid])
        what = f"{what} (refused by a constraint: a BLOB instead)"
    return f"{table}.{column} of row {rowid} := {what}"


def _text(v: str) -> Damage:
    return "?", [v], _short(v)


def _short(v: Any, n: int = 50) -> str:
    s = repr(v)
    return s if len(s) <= n else f"{s[:n - 16]}...({len(s)} chars)"


def json_damage(current: Any, kind: str, rng: Random) -> Damage:
    """A value for a stored-JSON column that is not what the program wrote."""
    k = rng.randrange(7)
    if k == 0:
        return _text(rng.choice(["{", "not json", "", "[1,", '{"a":}', "\ufeff{}", "{'a': 1}", "NaN", "[NaN]",
                                 "1e400", "[-Infinity]", '{"a": 1} x', '"\\ud800"', '{"a": 1, "a": 2}']))
    if k == 1:
        n = rng.choice([41, 1_000, 100_000])
        text = rng.choice(["[" * n + "]" * n, "[" * n, '{"a":' * n + "1" + "}" * n])
        return "?", [text], f"{n} nested brackets"
    if k == 2:
        return _text(rng.choice(["[]", "{}", "1", "null", '"x"', "true", "[[]]", "[null]", '{"": null}',
                                 "[1, 2]", '["a", 1]', '{"en": 5}', "1" + "0" * 5000, "-1.5e308"]))
    if k == 3:
        n = rng.choice([300_000, 5_000_000])
        text = rng.choice(['"' + "A" * n + '"', "[" + "0," * (n // 10) + "0]",
                          json.dumps({f"k{i}": i for i in range(n // 20)})])
        return "?", [text], f"{len(text)} characters of JSON"
    if k == 4 and isinstance(current, str):
        try:
            tree = json.loads(current)
        except (ValueError, RecursionError):  # a value an earlier mutation left nested too deep
            tree = None
        if isinstance(tree, dict | list) and tree:
            return _edited_json(tree, rng)
    if k == 5:
        return _raw(rng)
    return _text(rng.choice(["{}", "[]"]) if kind == "any" else "{}" if kind == "list" else "[]")


def _edited_json(tree: Any, rng: Random) -> Damage:
    """The stored JSON parsed, one node replaced by a value of another type, a huge number, a long or
    odd string, or deleted: valid JSON of the wrong shape."""
    ps = [p for p in paths(tree) if p]
    p = rng.choice(ps)
    v = rng.choice(V.type_values()[:2] + ["x", -1, 1.5, None, True, 0, 2**63, 2**64, -(2**63) - 1, 10**30,
                                          "A" * 200_000, "\u202eevil", "\x00", [[[]]], {"x": []}, "DELETE"])
    if isinstance(v, V.Raw):
        v = "x"
    if v == "DELETE":
        parent = copy.deepcopy(tree)
        node = parent
        for key in p[:-1]:
            node = node[key]
        del node[p[-1]]
        return "?", [json.dumps(parent, ensure_ascii=False)], f"valid JSON, {where(p)} deleted"
    text = json.dumps(put(tree, p, v), ensure_ascii=False)
    return "?", [text], f"valid JSON, {where(p)} := {_short(v, 30)}"


def _raw(rng: Random) -> Damage:
    """Values only SQL can write: NULL, a BLOB, text that is not UTF-8, infinities, a 64-bit overflow."""
    return rng.choice([("NULL", [], "NULL"), ("x'00ff'", [], "a BLOB"),
                       ("CAST(x'41ff42' AS TEXT)", [], "invalid UTF-8"),
                       ("CAST(x'22eda08022' AS TEXT)", [], "a UTF-8 surrogate"),
                       ("9e999", [], "+infinity (REAL)"), ("-9e999", [], "-infinity (REAL)"),
                       ("9223372036854775808", [], "2^63 (stored as REAL)"), ("0.0/0", [], "NULL via NaN"),
                       ("zeroblob(1000000)", [], "a 1 MB BLOB of zeros")])


def value_damage(table: str, column: str, ctype: str, rng: Random) -> Damage:
    """A value of another kind than the column's for a plain (not JSON) column."""
    if rng.random() < 0.3:
        return _raw(rng)
    t = ctype.upper()
    if column in DATES:
        return _text(rng.choice(["not a date", "2024-13-45 25:61:00", "", "9999-12-31 23:59:59.999999",
                                 "0000-00-00 00:00:00", "2024-01-01T00:00:00+99:00", "1e20", "-1",
                                 "2024-02-30"]))
    if column == "game" or (table == "games" and column == "id"):
        return _text(rng.choice(GAMES_BAD))
    if t.startswith(("INTEGER", "BOOLEAN", "FLOAT")):
        v = rng.choice([-1, 0, 2, 2**63 - 1, -(2**63), 1.5, "12abc", "", "NaN", 10**6 + 1, 2**31])
        return "?", [v], _short(v)
    n = rng.choice([201, 100_000, 5_000_000])
    return _text(rng.choice(["x" * n, "\x00", "\u202eevil\u202c", "a\nb\r\nc", "'; DROP TABLE cards; --",
                             "  ", "VSS1-999", "\U0001f600" * 50, "%s%n"]))


def _columns(con: sqlite3.Connection, table: str) -> list[tuple[str, str, bool]]:
    """(name, declared type, is the rowid alias) of each column."""
    rows = con.execute(f'PRAGMA table_info("{table}")')
    return [(r[1], r[2], bool(r[5]) and r[2].upper() == "INTEGER") for r in rows]


@mutator("db", SQLITE, weight=4, formats=DB)
def db_json(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """A stored JSON column (card data, stats, set labels, replay names or content, a setting) that is
    not JSON, too deep, of the wrong type or shape, huge, NULL, a BLOB or not UTF-8."""
    def damage(con: sqlite3.Connection, rng: Random) -> str:
        notes = []
        have = [(tc, kind) for tc, kind in sorted(JSON_COLUMNS.items())
                if con.execute(f'SELECT 1 FROM "{tc[0]}" LIMIT 1').fetchone()]
        for _ in range(1 if rng.random() < 0.8 else 2):
            (table, column), kind = rng.choice(have)
            rowid = _row(con, table, rng)
            if rowid is None:
                continue
            cur = con.execute(f'SELECT "{column}" FROM "{table}" WHERE rowid = ?', (rowid,)).fetchone()[0]
            notes.append(_set(con, table, column, rowid, json_damage(cur, kind, rng)))
        return "; ".join(notes) or "no rows to damage"
    return _damaged(seed, rng, damage)


@mutator("db", SQLITE, weight=4, formats=DB)
def db_value(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """A plain column holding another kind of value: NULL, a BLOB, invalid UTF-8, out-of-range or
    non-numbers, dates that are not dates, unknown game ids, very long text."""
    def damage(con: sqlite3.Connection, rng: Random) -> str:
        notes = []
        for _ in range(1 if rng.random() < 0.8 else 2):
            table = rng.choice(TABLES)
            cols = [(n, t) for n, t, pk in _columns(con, table) if not pk and (table, n) not in JSON_COLUMNS]
            rowid = _row(con, table, rng)
            if not cols or rowid is None:
                continue
            column, ctype = rng.choice(cols)
            notes.append(_set(con, table, column, rowid, value_damage(table, column, ctype, rng)))
        return "; ".join(notes) or "no rows to damage"
    return _damaged(seed, rng, damage)


SCHEMA_DAMAGE = ["DROP TABLE card_data", "DROP TABLE cards_fts", "DELETE FROM cards_fts_data",
                 "DROP INDEX ix_cards_keys", "UPDATE alembic_version SET version_num = '9999_future'",
                 "DELETE FROM alembic_version", "ALTER TABLE decks RENAME COLUMN notes TO notes_old",
                 "ALTER TABLE deck_cards DROP COLUMN position", "CREATE TABLE zz_unknown (x)",
                 "DELETE FROM attr_sets", "DROP TABLE settings", "DELETE FROM games",
                 "UPDATE cards SET attrs_id = attrs_id + 100000"]
ENTRY = "INSERT INTO deck_cards (deck_id, section, card_pk, count, position) VALUES"


@mutator("db", SQLITE, weight=2, formats=DB)
def db_rows_shape(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Rows deleted or added so references dangle (a deck entry whose card is gone, a card without its
    data or set), very many rows, or the schema changed (a table or index dropped, a column renamed,
    the schema version of a future program)."""
    def damage(con: sqlite3.Connection, rng: Random) -> str:
        deck = _target_deck(con)
        card = con.execute("SELECT card_pk FROM deck_cards WHERE deck_id = ? ORDER BY id", (deck,)).fetchone()
        pk = card[0] if card else 1
        kinds = [
            (f"DELETE FROM cards WHERE id = {pk}", "a card of the target deck deleted"),
            (f"DELETE FROM card_data WHERE card_pk = {pk}", "a card's data row deleted"),
            (f"DELETE FROM card_sets WHERE id = (SELECT set_id FROM cards WHERE id = {pk})",
             "a card's set deleted"),
            (f"{ENTRY} ({deck}, 'main', 999999, 4, 0)", "a deck entry of a card that does not exist"),
            (f"{ENTRY} ({deck}, 'zz', {pk}, {rng.choice([-4, 0, 10**6, 2**62])}, -1)",
             "a deck entry in an unknown section with an odd count"),
            ("INSERT INTO collection (card_pk, quantity, updated_at) VALUES (999999, 1000000000000, "
             "'2024-01-01 00:00:00')", "owned copies of a card that does not exist"),
            (f"UPDATE deck_cards SET deck_id = 424242 WHERE deck_id = {deck}",
             "the deck's entries moved to no deck"),
            (f"UPDATE decks SET id = 424242 WHERE id = {deck}", "the deck's id changed (its entries dangle)"),
        ]
        if rng.random() < 0.25:
            sql = rng.choice(SCHEMA_DAMAGE)
            note = f"schema: {sql}"
        elif rng.random() < 0.25:
            return _many_rows(con, deck, pk, rng)
        else:
            sql, note = rng.choice(kinds)
        try:
            con.execute(sql)
        except sqlite3.Error as e:
            note += f" (SQLite refused: {e})"
        return note
    return _damaged(seed, rng, damage)


def _many_rows(con: sqlite3.Connection, deck: int, pk: int, rng: Random) -> str:
    n = rng.choice([10_000, 200_000])
    kind = rng.randrange(3)
    if kind == 0:
        con.executemany(f"{ENTRY} (?, ?, ?, 1, ?)", ((deck, f"s{i}", pk, i) for i in range(n)))
        return f"{n} sections in the target deck"
    if kind == 1:
        con.executemany("INSERT INTO replays (game, content, players_json, decks_json, result, played_at, "
                        "length, created_at) VALUES ('victory_spark', '{}', '[]', '[]', '', "
                        "'2024-01-01 00:00:00', 0, '2024-01-01 00:00:00')", ([] for _ in range(n)))
        return f"{n} stored replays"
    con.executemany("INSERT INTO collection (card_pk, quantity, updated_at) "
                    "VALUES (?, 1, '2024-01-01 00:00:00')", ((10**6 + i,) for i in range(n)))
    return f"{n} owned cards that do not exist"


@mutator("dbfile", SQLITE, weight=0.6, formats=DB)
def db_pages(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """The file itself damaged: bytes changed in a page, a page zeroed, the file cut at a page, the
    header's page count or magic changed."""
    b = bytearray(seed.data)
    page = int.from_bytes(b[16:18], "big") or 65536
    pages = max(1, len(b) // page)
    kind = rng.randrange(5)
    if kind == 0:
        p = rng.randrange(1, pages) if pages > 1 else 0
        for _ in range(rng.choice([1, 8, 64])):
            b[p * page + rng.randrange(page)] ^= 1 << rng.randrange(8)
        return bytes(b), f"bits flipped in page {p + 1} of {pages}"
    if kind == 1:
        p = rng.randrange(1, pages) if pages > 1 else 0
        b[p * page:(p + 1) * page] = bytes(page)
        return bytes(b), f"page {p + 1} of {pages} zeroed"
    if kind == 2:
        p = rng.randrange(1, pages)
        return bytes(b[:p * page]), f"cut after page {p} of {pages}"
    if kind == 3:
        b[28:32] = rng.choice([0, 1, 2**31 - 1, 2**32 - 1]).to_bytes(4, "big")
        return bytes(b), "the header's page count changed"
    b[0:16] = rng.choice([b"SQLite format 4\x00", bytes(16), b"PK\x03\x04" + bytes(12)])
    return bytes(b), "the header's magic changed"
