"""Fully Japanese when Japanese is chosen: every text the player sees on every page, and on the table
of every game through a number of its decisions (prompt, answers, buttons, log, tooltips, zone
labels), has no English word of the app's own vocabulary left untranslated. The vocabulary is the
English of the app's UI catalog and of the engine's answer and log texts; card data (card names,
ability names, deck and set names) is excepted."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import carddb
from desktop.i18n import i18n_dir
from desktop.table.tooltips import card_tooltip
from engine.games import IMPLEMENTED, get_rules
from engine.library import bundled_cards
from engine.logtext import log_lines
from engine.rng import Rng
from tests.helpers import precon_decks

from .jawindow import english_texts, japanese_window, page_texts, shown_texts, table_texts

_RAW_MARKUP = re.compile(r"@(自動|起動|永続|スパーク|キャンセル)")
_WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")
_TAGS = re.compile(r"<[^>]+>|&\w+;")


def _words(text: str) -> set[str]:
    return {w.lower().strip("'") for w in _WORD.findall(_TAGS.sub(" ", text))}


def _card_data(db: carddb.CardDB) -> tuple[set[str], list[str]]:
    """Words of card data (names, ids, sets, ability names, deck names) and the cards' English texts
    (the detail pane shows a card's text in both languages)."""
    words: set[str] = set()
    texts: list[str] = []
    for game in IMPLEMENTED:
        for cd in bundled_cards(game).values():
            for lang in ("en", "ja"):
                words |= _words(cd.label(lang))
            words |= _words(cd.id) | _words(str(cd.set))
            for ab in cd.abilities:
                for v in (ab.get("name") or {}).values():
                    words |= _words(str(v))
            texts += [t for t in cd.text.get("en", "").split("\n") if t]
    for d in carddb.list_decks(db):
        words |= _words(d.name)
    for s in carddb.list_sets(db):
        words |= _words(str(getattr(s, "name", ""))) | _words(str(getattr(s, "code", "")))
    return words, sorted(texts, key=len, reverse=True)


def _vocabulary() -> set[str]:
    """English words of the app's own texts: the UI catalog's sources, the engine's answers and log."""
    vocab: set[str] = set()
    root = ET.parse(i18n_dir() / "tcgtable_ja.ts").getroot()
    for src in root.iter("source"):
        vocab |= _words(src.text or "")
    for game in IMPLEMENTED:
        rules = get_rules(game)
        state = rules.new_game(precon_decks(game), 5)
        rng = Rng(5)
        events = [(0, e) for e in state.out]
        for k in range(1, 300):
            if state.is_terminal():
                break
            for a in state.legal_actions():
                vocab |= _words(rules.describe_action(state, a, "en"))
            events += [(k, e) for e in state.apply_action(rng.choice(state.legal_actions())) or []]
        vocab |= set().union(*(_words(line) for _p, _e, line in log_lines(state, events, "en", 0, 0)))
    return vocab - {"tcg", "table", "ok"}


# words that are the same in Japanese: key and file-format names, the game's own "EXP" zone, and
# "English" as the language chooser names it (each language in its own words), and Ray (a product's name)
_SAME_IN_JA = {"enter", "space", "backspace", "esc", "csv", "json", "png", "jpg", "jpeg", "webp", "exp", "english",
               "ray"}
_CODE = re.compile(r"<code>.*?</code>")  # commands to type
_NOT_PROSE = re.compile(r"\S*[/:<>=]\S*")  # paths, query syntax


def _untranslated(texts: list[tuple[str, str]], vocab: set[str], card_words: set[str],
                  card_texts: list[str]) -> list[str]:
    """One report per distinct text (where it was first seen)."""
    bad: dict[str, str] = {}
    for where, shown in texts:
        if "#search" in where:  # the search syntax's field names are the syntax itself
            continue
        text = _NOT_PROSE.sub(" ", _CODE.sub(" ", shown))
        for t in card_texts:
            if t in text:
                text = text.replace(t, " ")
        found = sorted((_words(text) & vocab) - card_words - _SAME_IN_JA)
        if found and shown not in bad:
            bad[shown] = f"{where}: {shown[:160]!r} -> {found}"
    return sorted(bad.values())


@pytest.fixture
def ja_window(app, db, qtbot):  # type: ignore[no-untyped-def]
    yield from japanese_window(app, db, qtbot)


def test_every_page_and_table_is_japanese(ja_window, db, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = ja_window
    vocab, (card_words, card_texts) = _vocabulary(), _card_data(db)
    assert {"pass", "attack", "deck"} <= vocab  # the check has teeth
    texts = page_texts(w, qtbot)
    w.show_page("decks")  # a deck breaking its rules: the validity list speaks Japanese too
    doc = w.decks_page.doc
    if doc is not None:
        pk = doc.sections["main"][0][0]
        doc.add_cards("main", [pk], copies=5)
        w.decks_page.details_tabs.setCurrentIndex(0)
        qtbot.wait(50)
        shown = shown_texts(w)
        assert any("55枚" in t for _w, t in shown), "the deck's violations are not shown"
        texts += [(f"illegal deck: {where}", t) for where, t in shown]
        doc.undo_stack.undo()

    def tooltips(game: str, page) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
        board = page.table.board
        return [(f"{game} board tooltip", card_tooltip(board, z, cv)) for z in board.zones.values()
                if z.zone is not None for cv in z.zone.cards]
    table = table_texts(w, qtbot, 11, 25, tooltips)
    texts += table
    raw = sorted({t[:100] for _w, t in texts if _RAW_MARKUP.search(t)})
    assert not raw, f"card text markup shown raw: {raw[:5]}"
    bad = _untranslated(texts, vocab, card_words, card_texts)
    assert not bad, "English left in the Japanese UI:\n" + "\n".join(bad[:150])
    # and no text on the tables is English words only, whether the app's catalog has them or not
    # (test_untranslated.py: engine words, data names); one collection of the tables for both checks
    bad = english_texts(table)
    assert not bad, "English on the Japanese table:\n" + "\n".join(bad)


def test_card_faces_use_the_sets_japanese_labels(db) -> None:  # type: ignore[no-untyped-def]
    """A face in Japanese: the card's Japanese title, series and ability tags, from its set's labels."""
    from desktop import setlabels
    from desktop.cardface import face_data

    setlabels.load(db)
    cd = bundled_cards("victory_spark")["VSS1-001"]
    ja, en = face_data(cd, "ja"), face_data(cd, "en")
    assert ja.keywords == ("«ヒーロー»",) and en.keywords == ("«Hero»",)
    assert ja.subtitle != en.subtitle and not _words(ja.subtitle) and not _words(ja.series)
