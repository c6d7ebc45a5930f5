"""The card search's query language (docs/search.md): its tree (And/Or/Not/Term/All), fields and
parser. parse_query() turns text into a tree and raises only QueryError, which carries the 0-based
position of the problem; carddb/search.py compiles a tree to SQL and runs it."""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .errors import CardDBError

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


def is_numeric(field: str) -> bool:
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
    if is_numeric(field):
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
