"""The search's full-text index (migration 0004: FTS5 trigram over the folded text) finds exactly
what scanning the text finds, stays in step with the cards as the importer adds and updates them,
and is optional; every sort runs in SQL with cards lacking a value last and ties in set order."""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import carddb
from carddb.models import fold
from carddb.search import ORDERS, has_fts


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[carddb.CardDB, carddb.CardDB]]:
    """The bundled sets of every game, opened twice: with the index, and told it has none (a scan)."""
    path = tmp_path_factory.mktemp("fts") / "tcgtable.sqlite3"
    indexed = carddb.open_database(path)
    scanned = carddb.open_database(path)
    scanned._has_fts = False  # type: ignore[attr-defined]
    every = carddb.search_ids(indexed, "")
    for i, pk in enumerate(every[::3]):
        carddb.set_quantity(indexed, pk, 1 + i % 4)
    yield indexed, scanned
    indexed.close()
    scanned.close()


def _texts(db: carddb.CardDB) -> list[str]:
    rows = carddb.card_rows(db, carddb.search_ids(db, ""))
    return [fold(t) for r in rows for t in (r.name_en, r.name_ja, r.text_en, r.text_ja, r.type)]


FORMS = ("{}", "name:{}", "text:{}", "attr:{}", "attr={}", "type:{}", "keyword={}", "tag:{}", "-{}", "name={}")


def _quoted(needle: str) -> str:
    return '"' + needle.replace('"', "") + '"'


def test_the_database_has_the_index(bundled) -> None:  # type: ignore[no-untyped-def]
    indexed, scanned = bundled
    assert has_fts(indexed) and not has_fts(scanned)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_index_finds_exactly_what_a_scan_finds(bundled, data) -> None:  # type: ignore[no-untyped-def]
    indexed, scanned = bundled
    texts = _texts(indexed)
    src = data.draw(st.sampled_from(texts))
    start = data.draw(st.integers(0, max(0, len(src) - 1)))
    needle = data.draw(st.one_of(
        st.just(src[start:start + data.draw(st.integers(1, 10))]),  # a piece of a real card's text
        st.text(alphabet="aeiorstn \"%_\\'ーあ風", min_size=1, max_size=6)))  # odd characters too
    form = data.draw(st.sampled_from(FORMS))
    query = form.format(_quoted(needle))
    if not needle.replace('"', "").strip():
        return
    assert _outcome(indexed, query) == _outcome(scanned, query), query


def _outcome(db: carddb.CardDB, query: str) -> object:
    try:
        return carddb.search_ids(db, query)
    except carddb.QueryError as e:  # a needle ending in \ escapes the closing quote: the same error
        return e.message


def test_the_index_follows_a_new_version_of_a_set(tmp_path: Path) -> None:
    """Triggers keep the index in step: a renamed card is found by its new name only; a card left
    out of the new version is marked removed, not searched."""
    from engine.cardset import parse_cardset

    db = carddb.open_database(tmp_path / "t.sqlite3", seed=False)

    def card(n: str, en: str) -> dict:  # type: ignore[type-arg]
        return {"number": n, "name": {"en": en, "ja": en}, "type": "character",
                "stats": {"level": 0, "power": 1000, "defense": 1000}, "text": {"en": "Plain.", "ja": "なし"}}

    def version(v: int, cards: list[dict]) -> None:  # type: ignore[type-arg]
        carddb.import_cardset(db, parse_cardset({"format": 1, "game": "victory_spark", "code": "IDX1", "version": v,
                                                 "name": {"en": "I", "ja": "I"}, "cards": cards}, "t"))
    version(1, [card("001", "Lantern Moth"), card("002", "Harbor Crane")])
    assert len(carddb.search_ids(db, "lantern")) == 1
    version(2, [card("001", "Beacon Moth")])
    assert carddb.search_ids(db, "lantern") == [] and len(carddb.search_ids(db, "beacon")) == 1
    assert carddb.search_ids(db, "crane") == [] and len(carddb.search_ids(db, "crane", include_removed=True)) == 1
    db.close()


def test_without_the_index_search_scans(tmp_path: Path) -> None:
    """A database made where SQLite has no FTS5 trigram tokenizer has no index; search scans, and
    importing a set does not need it."""
    path = tmp_path / "t.sqlite3"
    db = carddb.open_database(path)
    want = carddb.search_ids(db, "name:ring")
    db.close()
    con = sqlite3.connect(path)
    con.executescript("DROP TABLE cards_fts;")
    con.close()
    db = carddb.open_database(path)
    assert not has_fts(db) and carddb.search_ids(db, "name:ring") == want
    from assets import cardset_paths
    from carddb.importers import import_cardset_file

    import_cardset_file(db, cardset_paths("grid")[0])
    db.close()


def _value(r: carddb.CardRow, key: str, lang: str) -> object:
    if key == "name":
        return fold(r.name_ja if lang == "ja" else r.name_en)
    if key in ("cost", "level", "power", "defense", "owned", "type", "rarity", "game"):
        return getattr(r, key)
    return r.stat(key)


@pytest.mark.parametrize("key", [k for k in ORDERS if k not in ("set", "number")])
@pytest.mark.parametrize("descending", [False, True])
def test_every_order_is_sorted_in_sql_missing_values_last_ties_in_set_order(bundled, key, descending) -> None:  # type: ignore[no-untyped-def]
    db, _ = bundled
    lang = "ja" if key == "name" and descending else "en"
    by_set = carddb.card_rows(db, carddb.search_ids(db, ""))
    present = [r for r in by_set if _value(r, key, lang) is not None]
    missing = [r for r in by_set if _value(r, key, lang) is None]
    present.sort(key=lambda r: _value(r, key, lang), reverse=descending)  # stable: ties stay in set order
    got = carddb.search_ids(db, "", order=key, descending=descending, lang=lang)
    if key == "name":  # SQLite compares text by code point, as Python does on the folded keys
        assert [_value(r, key, lang) for r in carddb.card_rows(db, got)] == [_value(r, key, lang) for r in present]
    else:
        assert got == [r.pk for r in present + missing]


def test_set_order_descending_is_the_reverse(bundled) -> None:  # type: ignore[no-untyped-def]
    db, _ = bundled
    assert carddb.search_ids(db, "", order="set", descending=True) == carddb.search_ids(db, "")[::-1]


# -- attribute texts, stored once (migration 0006) -------------------------------------------

ATTR_QUERIES = ("attr:female", 'attr="gender=female"', "-attr:male", "tag:hero", "attr:fe", "attr:squadron",
                "type:character -attr:female", "attr:female power>2000 or level:3")


def test_cards_with_the_same_attributes_share_one_stored_text(bundled) -> None:  # type: ignore[no-untyped-def]
    db, _ = bundled
    with db.session() as s:
        conn = s.connection()
        cards, distinct = conn.exec_driver_sql("SELECT count(*), count(DISTINCT attrs_text) FROM cards").one()
        stored = conn.exec_driver_sql("SELECT count(*) FROM attr_sets").scalar_one()
        wrong = conn.exec_driver_sql("SELECT count(*) FROM cards LEFT JOIN attr_sets a ON a.id = cards.attrs_id "
                                     "WHERE a.text IS NOT cards.attrs_text").scalar_one()
    assert stored == distinct < cards and wrong == 0


def test_attribute_searches_find_what_a_scan_finds(bundled) -> None:  # type: ignore[no-untyped-def]
    indexed, scanned = bundled
    for q in ATTR_QUERIES:
        found = carddb.search_ids(indexed, q)
        assert found == carddb.search_ids(scanned, q), q
    assert carddb.search_ids(indexed, "attr:female") and carddb.search_ids(indexed, "tag:hero")


def test_an_attribute_search_follows_a_new_version_of_a_set(tmp_path: Path) -> None:
    """A card whose attributes change in a new version of its set is found by the new ones only;
    a card with new attributes beside it gets its own stored text."""
    from engine.cardset import parse_cardset

    db = carddb.open_database(tmp_path / "t.sqlite3", seed=False)

    def card(n: str, gender: str, work: str) -> dict:  # type: ignore[type-arg]
        return {"number": n, "name": {"en": f"Card {n}", "ja": f"カード{n}"}, "type": "character",
                "stats": {"level": 0, "power": 1000, "defense": 1000}, "attrs": {"gender": gender, "work": work},
                "text": {"en": "Plain.", "ja": "なし"}}

    def version(v: int, cards: list[dict]) -> None:  # type: ignore[type-arg]
        carddb.import_cardset(db, parse_cardset({"format": 1, "game": "victory_spark", "code": "ATR1", "version": v,
                                                 "name": {"en": "A", "ja": "A"}, "cards": cards}, "t"))
    version(1, [card("001", "female", "Lantern Guild"), card("002", "female", "Lantern Guild")])
    first, second = carddb.search_ids(db, "")
    assert carddb.search_ids(db, "attr:female") == [first, second]
    version(2, [card("001", "male", "Lantern Guild"), card("002", "female", "Harbor Watch")])
    assert carddb.search_ids(db, "attr:female") == [second]
    assert carddb.search_ids(db, 'attr="gender=male"') == [first]
    assert carddb.search_ids(db, "attr:harbor") == [second] and carddb.search_ids(db, "attr:lantern") == [first]
    db.close()


@pytest.mark.filterwarnings("ignore:Skipped unsupported reflection of expression-based index")
def test_an_older_database_gets_its_attribute_texts_when_migrated(tmp_path: Path) -> None:
    """Migration 0006 stores the attribute texts of the cards already there and points every card
    at its own: searches give the same cards before (0005) and after."""
    from carddb.database import downgrade, migrate

    path = tmp_path / "t.sqlite3"
    db = carddb.open_database(path)
    before = {q: carddb.search_ids(db, q) for q in ATTR_QUERIES}
    downgrade(db.engine, "0005")
    with db.session() as s:
        assert "attrs_id" not in s.connection().exec_driver_sql("SELECT * FROM cards LIMIT 1").keys()
    migrate(db.engine)
    db._has_fts = None  # type: ignore[attr-defined]
    assert {q: carddb.search_ids(db, q) for q in ATTR_QUERIES} == before
    db.close()
