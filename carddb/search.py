"""Card search: the query language of docs/search.md, its parser, and compilation to SQL.

parse_query() turns text into a tree (And/Or/Not/Term/All) and raises only QueryError, which
carries the 0-based position of the problem. compile_query() turns a tree into a SQL condition
on the `cards` table. search_ids()/count_matches() run a query against a database.
"""
from __future__ import annotations

import operator
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Integer, and_, bindparam, cast, column, false, func, not_, or_, text, true
from sqlalchemy.exc import OperationalError
from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import col, select

from .database import CardDB
from .errors import CardDBError
from .models import Card, CollectionEntry, Deck, DeckCard, fold
from .search_order import ORDERS, order_by, owned_order

MAX_TERMS = 200
MAX_DEPTH = 40
MAX_NUMBER = 10**12
OPS = ("<=", ">=", "!=", ":", "=", "<", ">")


class QueryError(CardDBError):
    """A query that cannot be read: `position` is the 0-based index in the query of the problem."""

    def __init__(self, position: int, message: str) -> None:
        self.position, self.message = position, message
        super().__init__(f"{message} (at column {position + 1})")

    def pointer(self, query: str) -> str:
        """The query and a caret under the problem, for a terminal."""
        line = query.replace("\n", " ").replace("\t", " ")
        return f"{line}\n{' ' * min(self.position, len(line))}^"


# -- tree -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Term:
    """`field op value`, or a free word/phrase when field is None."""

    field: str | None
    op: str
    value: str
    pos: int
    value_pos: int


@dataclass(frozen=True)
class Not:
    item: Node


@dataclass(frozen=True)
class And:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class All:
    """The empty query: every card."""


Node = Term | Not | And | Or | All

# -- fields -----------------------------------------------------------------------------------

TEXT_FIELDS = {"name", "text", "type", "set", "number", "rarity", "attr", "tag", "keyword", "game", "id", "indeck"}
NUMERIC_FIELDS = {"cost", "level", "power", "defense", "owned"}
ALIASES = {
    "n": "name", "o": "text", "oracle": "text", "t": "type", "s": "set", "e": "set", "edition": "set",
    "cn": "number", "no": "number", "r": "rarity", "a": "attr", "attribute": "attr", "attrs": "attr",
    "tags": "tag", "kw": "keyword", "k": "keyword", "keywords": "keyword", "g": "game", "deck": "indeck",
    "lv": "level", "lvl": "level", "pow": "power", "p": "power", "def": "defense", "c": "cost",
    "have": "owned", "qty": "owned",
    # the grid game's AT/DF/AC and cost [x:y] (its cards' own stats)
    "at": "stat.at", "df": "stat.df", "ac": "stat.ac", "x": "stat.x", "y": "stat.y",
    # Phantom Magic Vision's node requirement, GRAZE, attack and toughness
    "node": "stat.node", "graze": "stat.graze", "atk": "stat.attack", "attack": "stat.attack",
    "tgh": "stat.toughness", "toughness": "stat.toughness",
}
_STAT_FIELD = re.compile(r"stat\.([a-z_][a-z0-9_]*)\Z")


def canonical_field(name: str) -> str | None:
    """The field a (possibly aliased, any case) field name means, or None if unknown."""
    f = name.lower()
    f = ALIASES.get(f, f)
    if f in TEXT_FIELDS or f in NUMERIC_FIELDS or _STAT_FIELD.match(f):
        return f
    return None


def _is_numeric(field: str) -> bool:
    return field in NUMERIC_FIELDS or field.startswith("stat.")


# -- tokens -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Tok:
    kind: str  # "(" ")" "-" "and" "or" "not" "term" "end"
    pos: int
    term: Term | None = None


_FIELD_RUN = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)(<=|>=|!=|:|=|<|>)", re.ASCII)
_SPECIAL = set('()"')


def _read_quoted(q: str, i: int) -> tuple[str, int]:
    """The text of the quoted string starting at q[i] == '"', and the index after it."""
    start, i, out = i, i + 1, []
    while i < len(q):
        ch = q[i]
        if ch == "\\" and i + 1 < len(q) and q[i + 1] in '"\\':
            out.append(q[i + 1])
            i += 2
            continue
        if ch == '"':
            return "".join(out), i + 1
        out.append(ch)
        i += 1
    raise QueryError(start, "unclosed quote")


def _read_run(q: str, i: int) -> tuple[str, int]:
    j = i
    while j < len(q) and not q[j].isspace() and q[j] not in _SPECIAL:
        j += 1
    return q[i:j], j


def _tokens(q: str) -> Iterator[_Tok]:
    i, n = 0, len(q)
    while True:
        while i < n and q[i].isspace():
            i += 1
        if i >= n:
            yield _Tok("end", n)
            return
        ch = q[i]
        if ch in "()":
            yield _Tok(ch, i)
            i += 1
        elif ch == "-":
            if i + 1 >= n or q[i + 1].isspace() or q[i + 1] == ")":
                raise QueryError(i, "'-' must be followed directly by what it excludes, as in -type:event")
            yield _Tok("-", i)
            i += 1
        elif ch == '"':
            text, j = _read_quoted(q, i)
            if not text.strip():
                raise QueryError(i, "empty quotes")
            yield _Tok("term", i, Term(None, ":", text, i, i + 1))
            i = j
        else:
            run, j = _read_run(q, i)
            m = _FIELD_RUN.match(run)
            if m:
                yield _Tok("term", i, _field_term(q, i, m, run, j))
                i = j if len(run) > m.end() or j >= n or q[j] != '"' else _read_quoted(q, j)[1]
                continue
            low = run.lower()
            if low in ("and", "or", "not"):
                yield _Tok(low, i)
            elif run:
                yield _Tok("term", i, Term(None, ":", run, i, i))
            else:  # a lone character that cannot start anything (cannot happen: specials handled above)
                raise QueryError(i, f"unexpected {ch!r}")
            i = j


def _field_term(q: str, i: int, m: re.Match[str], run: str, j: int) -> Term:
    raw_field, op = m.group(1), m.group(2)
    field = canonical_field(raw_field)
    if field is None:
        raise QueryError(i, f"unknown field {raw_field!r} (put text with ':' in quotes to search for it)")
    value_pos = i + m.end()
    value = run[m.end():]
    if not value and j < len(q) and q[j] == '"':
        value, _ = _read_quoted(q, j)
        value_pos = j + 1
        if not value.strip():
            raise QueryError(j, f"empty value after '{raw_field}{op}'")
    elif not value:
        raise QueryError(value_pos, f"a value is missing after '{raw_field}{op}'")
    if _is_numeric(field):
        if not re.fullmatch(r"[+-]?[0-9]+", value, re.ASCII):
            raise QueryError(value_pos, f"'{raw_field}{op}' needs a whole number, not {value!r}")
        if abs(int(value)) > MAX_NUMBER:
            raise QueryError(value_pos, "number too large")
    elif op not in (":", "=", "!="):
        raise QueryError(i + len(raw_field), f"'{raw_field}' compares text: use ':' or '=', not '{op}'")
    return Term(field, op, value, i, value_pos)


# -- parser -----------------------------------------------------------------------------------

class _Parser:
    def __init__(self, q: str) -> None:
        self.toks = list(_tokens(q))
        self.i = 0
        terms = sum(1 for t in self.toks if t.kind == "term")
        if terms > MAX_TERMS:
            raise QueryError(0, f"query too long ({terms} terms; at most {MAX_TERMS})")

    def peek(self) -> _Tok:
        return self.toks[self.i]

    def take(self) -> _Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def parse(self) -> Node:
        if self.peek().kind == "end":
            return All()
        node = self.or_expr(0)
        t = self.peek()
        if t.kind == ")":
            raise QueryError(t.pos, "')' without a matching '('")
        if t.kind != "end":  # pragma: no cover - or_expr consumes everything else
            raise QueryError(t.pos, "unexpected text")
        return node

    def or_expr(self, depth: int) -> Node:
        items = [self.and_expr(depth)]
        while self.peek().kind == "or":
            op = self.take()
            if self.peek().kind in ("end", ")", "or", "and"):
                raise QueryError(op.pos, "'or' needs something after it")
            items.append(self.and_expr(depth))
        return items[0] if len(items) == 1 else Or(tuple(items))

    def and_expr(self, depth: int) -> Node:
        items = [self.unary(depth)]
        while self.peek().kind not in ("or", ")", "end"):
            if self.peek().kind == "and":
                op = self.take()
                if self.peek().kind in ("end", ")", "or", "and"):
                    raise QueryError(op.pos, "'and' needs something after it")
            items.append(self.unary(depth))
        return items[0] if len(items) == 1 else And(tuple(items))

    def unary(self, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise QueryError(self.peek().pos, "query nested too deeply")
        t = self.peek()
        if t.kind in ("-", "not"):
            self.take()
            if self.peek().kind in ("end", ")", "or", "and"):
                raise QueryError(t.pos, f"'{'-' if t.kind == '-' else 'not'}' needs something to exclude")
            return Not(self.unary(depth + 1))
        return self.primary(depth)

    def primary(self, depth: int) -> Node:
        t = self.take()
        if t.kind == "term":
            assert t.term is not None
            return t.term
        if t.kind == "(":
            if self.peek().kind == ")":
                raise QueryError(t.pos, "empty parentheses")
            node = self.or_expr(depth + 1)
            if self.peek().kind != ")":
                raise QueryError(t.pos, "'(' without a matching ')'")
            self.take()
            return node
        if t.kind == ")":
            raise QueryError(t.pos, "')' without a matching '('")
        if t.kind in ("and", "or"):
            raise QueryError(t.pos, f"'{t.kind}' needs something before it")
        raise QueryError(t.pos, "the query ends too early")


def parse_query(query: str) -> Node:
    """Parse a query; raises QueryError (with the position) for anything it cannot read."""
    if not isinstance(query, str):
        raise QueryError(0, "the query must be text")
    for i, ch in enumerate(query):
        if "\ud800" <= ch <= "\udfff" or ch == "\x00":
            raise QueryError(i, "the query contains an invalid character")
    return _Parser(query).parse()


def terms(node: Node) -> Iterator[Term]:
    """Every term of a parsed query."""
    if isinstance(node, Term):
        yield node
    elif isinstance(node, Not):
        yield from terms(node.item)
    elif isinstance(node, (And, Or)):
        for n in node.items:
            yield from terms(n)


# -- compilation ------------------------------------------------------------------------------

FTS_MIN = 3  # the trigram index finds text of 3 or more characters; shorter text is scanned


def _has(column: Any, needle: str, fts: bool = False) -> ColumnElement[bool]:
    """`needle` occurs in `column`: through the full-text index (FTS5 trigram, case-sensitive on
    the folded text, so exactly the cards a scan would find) when the database has it and the
    needle is long enough, else LIKE (whose ASCII case-folding is harmless on folded text)."""
    if fts and len(needle) >= FTS_MIN:
        return _fts(needle, column.key)
    escaped = needle.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return column.like(f"%{escaped}%", escape="\\")


def _fts(needle: str, *columns: str) -> ColumnElement[bool]:
    """Cards whose `columns` contain `needle`, from the full-text index (a phrase query: the
    trigram tokenizer matches it as a substring)."""
    phrase = '"' + needle.replace('"', '""') + '"'
    match = f"{{{' '.join(columns)}}}: {phrase}"
    sub = text("SELECT rowid FROM cards_fts WHERE cards_fts MATCH :m").bindparams(
        bindparam("m", match, unique=True)).columns(column("rowid", Integer))
    return col(Card.id).in_(sub)


_CMP: dict[str, Callable[[Any, Any], Any]] = {
    ":": operator.eq, "=": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
    ">": operator.gt, ">=": operator.ge}


def _num(column: Any, op: str, v: int) -> ColumnElement[bool]:
    return and_(column.is_not(None), _CMP[op](column, v))


def _owned(op: str, v: int) -> ColumnElement[bool]:
    """Owned quantity (0 without a collection entry) compared with v, as a set lookup per card."""
    cmp = _CMP[op]
    if not cmp(0, v):  # only cards with an entry can match
        return col(Card.id).in_(select(CollectionEntry.card_pk).where(cmp(CollectionEntry.quantity, v)))
    return col(Card.id).not_in(select(CollectionEntry.card_pk).where(not_(cmp(CollectionEntry.quantity, v))))


def _text(t: Term, fts: bool) -> ColumnElement[bool]:
    v, f = fold(t.value), t.field
    exact = t.op in ("=", "!=")
    if f is None:
        if fts and len(v) >= FTS_MIN:
            return _fts(v, "names_fold", "text_fold")
        return or_(_has(Card.names_fold, v), _has(Card.text_fold, v))
    if f == "name":
        return or_(Card.name_en_key == v, Card.name_ja_key == v) if exact else _has(Card.names_fold, v, fts)
    if f == "text":
        return _has(Card.text_fold, f"\n{v}\n", fts) if exact else _has(Card.text_fold, v, fts)
    if f == "type":
        return func.lower(Card.type) == v if exact else _has(Card.type, v)  # a few short values: a scan is cheaper
    if f == "set":
        return func.upper(Card.set_code) == t.value.upper()
    if f == "number":
        return Card.number == t.value
    if f == "rarity":
        return func.upper(Card.rarity) == t.value.upper()
    if f == "attr":
        return _has(Card.attrs_text, f"\n{v}\n", fts) if exact else _has(Card.attrs_text, v, fts)
    if f == "tag":
        return _has(Card.attrs_text, f"\ntags={v}\n", fts)
    if f == "keyword":
        return _has(Card.keywords, f"\n{v}\n", fts)
    if f == "game":
        return Card.game == t.value.lower()
    if f == "id":
        return func.upper(Card.card_id) == t.value.upper()
    if f == "indeck":
        decks = select(DeckCard.card_pk).join(Deck, col(Deck.id) == DeckCard.deck_id).where(Deck.name_key == v)
        return col(Card.id).in_(decks)
    raise AssertionError(f)  # pragma: no cover - the parser only lets known fields through


def _term(t: Term, fts: bool) -> ColumnElement[bool]:
    if t.field is not None and _is_numeric(t.field):
        v = int(t.value)
        if t.field == "owned":
            return _owned(t.op, v)
        if t.field.startswith("stat."):
            column = cast(func.json_extract(Card.stats_json, f"$.{t.field[5:]}"), Integer)
            return _num(column, t.op, v)
        return _num(getattr(Card, t.field), t.op, v)
    cond = _text(t, fts)
    return not_(cond) if t.op == "!=" else cond


def compile_query(node: Node, fts: bool = False) -> ColumnElement[bool]:
    """The SQL condition on `cards` that a parsed query means (`fts`: the database has the
    full-text index cards_fts)."""
    if isinstance(node, All):
        return true()
    if isinstance(node, Term):
        return _term(node, fts)
    if isinstance(node, Not):
        return not_(compile_query(node.item, fts))
    if isinstance(node, And):
        return and_(*(compile_query(n, fts) for n in node.items))
    if isinstance(node, Or):
        return or_(*(compile_query(n, fts) for n in node.items))
    return false()  # pragma: no cover


def _where(db: CardDB, query: str, game: str | None, include_removed: bool) -> list[ColumnElement[bool]]:
    node = parse_query(query)
    conds = [compile_query(node, has_fts(db))]
    if game:
        conds.append(Card.game == game)
    if not include_removed:
        conds.append(col(Card.removed).is_(False))
    decks = [t for t in terms(node) if t.field == "indeck"]
    if decks:
        with db.session() as s:
            for t in decks:
                q = select(Deck.id).where(Deck.name_key == fold(t.value))
                if game:
                    q = q.where(Deck.game == game)
                if s.exec(q).first() is None:  # type: ignore[call-overload]
                    raise QueryError(t.value_pos, f"no deck named {t.value!r}")
    return conds


def has_fts(db: CardDB) -> bool:
    """Whether the database has the full-text index (migration 0004 makes it where SQLite has
    FTS5 with the trigram tokenizer); asked once per database."""
    found = getattr(db, "_has_fts", None)
    if found is None:
        with db.session() as s:
            found = s.exec(text(  # type: ignore[call-overload]
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cards_fts'")).first() is not None
        db._has_fts = found  # type: ignore[attr-defined]
    return bool(found)


def _run(db: CardDB, stmt: Any, ids: bool = False) -> list[Any]:
    """The rows of `stmt`; with `ids`, its one integer column read through the driver's cursor
    (100,000 ids in half the time of the ORM's rows: a search lists every matching id)."""
    try:
        with db.session() as s:
            if not ids:
                return list(s.exec(stmt))
            conn = s.connection()
            compiled = stmt.compile(dialect=conn.dialect)
            params = [compiled.params[k] for k in compiled.positiontup or ()]
            cursor = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
            try:
                return [r[0] for r in cursor.execute(str(compiled), params)]
            except sqlite3.OperationalError as e:
                raise OperationalError(str(compiled), params, e) from None
            finally:
                cursor.close()
    except OperationalError as e:  # SQLite's own limits on expression size
        if "too large" in str(e) or "too many" in str(e):
            raise QueryError(0, "query too complex") from None
        raise


def search_ids(db: CardDB, query: str, game: str | None = None, *, order: str = "set",
               descending: bool = False, lang: str = "en", limit: int | None = None,
               include_removed: bool = False) -> list[int]:
    """Database ids of the cards matching `query` (QueryError if it cannot be read), sorted by
    `order` (one of ORDERS; `lang` says which name) in SQL. Cards without a value for a numeric
    key come last in both directions; ties are in set order."""
    if order not in ORDERS:
        raise CardDBError(f"unknown order {order!r} (orders: {', '.join(ORDERS)})")
    where = _where(db, query, game, include_removed)
    if order == "owned":
        return _by_owned(db, where, descending, limit)
    stmt = select(Card.id).where(*where).order_by(*order_by(order, descending, lang))
    if limit is not None:
        stmt = stmt.limit(limit)
    return _run(db, stmt, ids=True)


def _by_owned(db: CardDB, where: list[ColumnElement[bool]], descending: bool, limit: int | None) -> list[int]:
    """Sorted by copies owned: the matching cards in set order (off an index) and the owned counts
    (a few rows), merged by search_order.owned_order, not a join and sort of every card in SQL."""
    ids = _run(db, select(Card.id).where(*where).order_by(*order_by("set", False, "en")), ids=True)
    qty = dict(_run(db, select(CollectionEntry.card_pk, CollectionEntry.quantity)
                    .where(col(CollectionEntry.quantity) > 0)))
    out = owned_order(ids, qty, descending)
    return out if limit is None else out[:limit]


def count_matches(db: CardDB, query: str, game: str | None = None, *, include_removed: bool = False) -> int:
    """How many cards match `query`."""
    stmt = select(func.count()).select_from(Card).where(*_where(db, query, game, include_removed))
    return int(_run(db, stmt)[0])
