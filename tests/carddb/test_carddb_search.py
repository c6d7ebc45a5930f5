"""The search query language: what each field matches, error positions, and hypothesis tests that
the parser (and running any query) raises nothing but QueryError."""
from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from carddb import CardDB, card_rows, count_matches, find_card, import_deck_file, search_ids, set_quantity
from carddb.database import open_memory_database
from carddb.importers import import_cardset_file
from carddb.search import And, Not, Or, QueryError, Term, parse_query

from .util import FIXTURES, GAME


@pytest.fixture(scope="module")
def sdb(fake_game: object) -> Iterator[CardDB]:
    """One database for the whole module (searches do not write): TST1, a deck, some owned cards."""
    db = open_memory_database()
    import_cardset_file(db, FIXTURES / "tst1.yaml")
    import_deck_file(db, FIXTURES / "deck_good.txt")
    for cid, n in (("TST1-003", 2), ("TST1-005", 1)):
        p = find_card(db, GAME, cid)
        assert p is not None
        set_quantity(db, p, n)
    yield db
    db.close()


def nums(db: CardDB, q: str, **kw: object) -> list[str]:
    return [r.number for r in card_rows(db, search_ids(db, q, **kw))]  # type: ignore[arg-type]


@pytest.mark.parametrize(("query", "expected"), [
    ("", ["001", "002", "003", "004", "005", "006"]),
    ("knight", ["001"]),                      # free word: name
    ("ember", ["003"]),                       # free word: rules text
    ('"draw a card"', ["001"]),               # quoted phrase
    ("KNIGHT", ["001"]),                      # any case
    ("ｋｎｉｇｈｔ", ["001"]),                 # full-width letters (NFKC)
    ("魔女", ["003"]),                         # Japanese name and text
    ("name:witch", ["003"]),
    ("n:sprite", ["004"]),
    ('name="aster knight"', ["001"]),         # exact name
    ("name=aster", []),
    ("name!=\"aster knight\" type:character", ["002", "003", "004", "006"]),
    ("text:guard", ["002"]),
    ('o:"two cards"', ["005"]),
    ("type:event", ["005"]),
    ("t:char -cost>=2", ["002", "004", "006"]),
    ("set:tst1 cn:003", ["003"]),
    ("number:3", []),                          # numbers are matched exactly
    ("r:sr or r:r", ["001", "003"]),
    ("attr:female", ["001", "003"]),
    ('a:"gender=male"', ["002", "006"]),
    ('attr:"work=ember tales"', ["003"]),
    ("tag:plant", ["002", "006"]),
    ("tag:pla", []),                           # tags are whole values
    ("keyword:rush", ["001", "006"]),
    ("kw:guard", ["002"]),
    ("-keyword:rush", ["002", "003", "004", "005"]),
    ("cost<=1", ["002", "004", "006"]),
    ("cost=0", ["004"]),
    ("cost:3", ["005"]),
    ("cost!=1", ["001", "003", "004", "005"]),
    ("cost>3", ["003"]),
    ("power>=2000", ["001", "003", "006"]),
    ("power<1000", ["004"]),
    ("-power>=1000", ["004", "005"]),        # negation includes cards without power
    ("level:2", ["003"]),
    ("lv>=1 lv<=1", ["001", "002", "006"]),
    ("stat.cost>=3", ["003", "005"]),
    ("stat.nothing>0", []),
    ("owned>0", ["003", "005"]),
    ("owned=0 type:event", []),
    ("have>=2", ["003"]),
    ('indeck:"flower rush"', ["001", "002", "004", "005"]),
    ('-indeck:"Flower Rush"', ["003", "006"]),
    ("game:testgame cost:1", ["002", "006"]),
    ("id:tst1-005", ["005"]),
    ("(cost:1 or cost:2) -tag:plant", ["001"]),
    ("cost:1 or cost:2 -tag:plant", ["001", "002", "006"]),   # and binds tighter than or
    ("cost:1 and tag:plant or cost:0", ["002", "004", "006"]),
    ("not tag:plant cost<=1", ["004"]),
    ("-(tag:plant or tag:fairy) type:character", ["001", "003"]),
    ("ster", ["001"]),                        # words match inside names
    ("%", []),                                # LIKE wildcards are plain characters
    ("kn_ght", []),
    ("x-ray", []),                            # '-' inside a word is part of the word
    ('"or"', []),                           # a quoted operator word is a plain word
])
def test_queries(sdb: CardDB, query: str, expected: list[str]) -> None:
    assert nums(sdb, query) == expected
    assert count_matches(sdb, query) == len(expected)


def test_game_filter_order_and_limit(sdb: CardDB) -> None:
    assert nums(sdb, "", game="other") == []
    assert nums(sdb, "type:character", order="power") == ["004", "002", "006", "001", "003"]
    assert nums(sdb, "", order="name", limit=2) == ["001", "002"]
    assert nums(sdb, "type:character", order="cost")[:1] == ["004"]


def test_tree() -> None:
    assert parse_query("a b or -c") == Or((And((Term(None, ":", "a", 0, 0), Term(None, ":", "b", 2, 2))),
                                           Not(Term(None, ":", "c", 8, 8))))
    assert parse_query('name:"x y"') == Term("name", ":", "x y", 0, 6)
    assert parse_query(r'"say \"hi\""') == Term(None, ":", 'say "hi"', 0, 1)
    assert parse_query("POW>=2") == Term("power", ">=", "2", 0, 5)


@pytest.mark.parametrize(("query", "pos", "words"), [
    ("foo:bar", 0, "unknown field 'foo'"),
    ("cost<=2 colour:red", 8, "unknown field 'colour'"),
    ("name:", 5, "missing"),
    ("cost<=x", 6, "whole number"),
    ("cost>=1.5", 6, "whole number"),
    ("power>99999999999999999999", 6, "too large"),
    ("name<3", 4, "compares text"),
    ("(a", 0, "without a matching ')'"),
    ("a (b (c)", 2, "without a matching ')'"),
    ("a)", 1, "without a matching '('"),
    ("()", 0, "empty parentheses"),
    ('"abc', 0, "unclosed quote"),
    ('name:"abc', 5, "unclosed quote"),
    ('""', 0, "empty quotes"),
    ('name:""', 5, "empty value"),
    ("- a", 0, "'-' must be followed"),
    ("a -", 2, "'-' must be followed"),
    ("a or", 2, "'or' needs something after"),
    ("or a", 0, "'or' needs something before"),
    ("a and or b", 2, "'and' needs something after"),
    ("not", 0, "needs something to exclude"),
    ("a\ud800", 1, "invalid character"),
    ("(" * 60 + "a" + ")" * 60, 41, "nested too deeply"),
    (" ".join(["a"] * 201), 0, "too long"),
])
def test_errors_point_at_the_problem(sdb: CardDB, query: str, pos: int, words: str) -> None:
    with pytest.raises(QueryError) as ei:
        search_ids(sdb, query)
    assert ei.value.position == pos and words in ei.value.message
    assert f"(at column {pos + 1})" in str(ei.value)
    assert ei.value.pointer(query).splitlines()[1] == " " * min(pos, len(query)) + "^"


def test_unknown_deck_is_an_error_at_its_name(sdb: CardDB) -> None:
    with pytest.raises(QueryError) as ei:
        search_ids(sdb, "cost:1 indeck:nope")
    assert ei.value.position == 14 and "no deck named 'nope'" in ei.value.message


# -- hypothesis ----------------------------------------------------------------------------------

FRAGMENTS = ["name:", "n:", "type:", "t=", "set:", "attr:", "a:", "tag:", "keyword:", "kw:", "text:", "o:",
             "cost", "power", "level", "owned", "stat.cost", "stat.", "indeck:", "id:", "game:", "<", "<=", ">",
             ">=", "=", "!=", ":", "-", "(", ")", '"', "\\", " ", "  ", "and", "or", "not", "AND", "Or", "0", "3",
             "-1", "2000", "99999999999999999999", "knight", "flower rush", "魔女", "x", "foo:", "é", "\t", "\n",
             "\x00", ".", "''", "%", "_"]
queries = st.lists(st.sampled_from(FRAGMENTS), max_size=25).map("".join)


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=80))
def test_parser_raises_only_query_error_on_any_text(q: str) -> None:
    try:
        parse_query(q)
    except QueryError as e:
        assert 0 <= e.position <= len(q)


@settings(max_examples=400, deadline=None)
@given(queries)
def test_parser_raises_only_query_error_on_query_like_text(q: str) -> None:
    try:
        parse_query(q)
    except QueryError as e:
        assert 0 <= e.position <= len(q)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.one_of(queries, st.text(max_size=40)))
def test_running_any_query_raises_only_query_error(sdb: CardDB, q: str) -> None:
    try:
        ids = search_ids(sdb, q)
    except QueryError as e:
        assert 0 <= e.position <= len(q)
    else:
        assert len(ids) == len(set(ids)) <= 6
        assert count_matches(sdb, q) == len(ids)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(queries)
def test_negation_is_the_complement(sdb: CardDB, q: str) -> None:
    try:
        parse_query(q)
        parse_query(f"-({q})") if q.strip() else None
    except QueryError:
        return
    if not q.strip():
        return
    try:
        yes = set(search_ids(sdb, q))
        no = set(search_ids(sdb, f"-({q})"))
    except QueryError:  # e.g. indeck: naming a deck that does not exist
        return
    assert yes.isdisjoint(no) and len(yes | no) == 6
