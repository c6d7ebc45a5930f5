"""Nothing in English when Japanese is chosen: with the app in Japanese, every page, a stored replay
(saved while the app spoke English), the table of each game through a few decisions (checked in
test_japanese_ui.py, which collects the tables' texts once for both checks), the set editor and Qt's
own dialogs (a file chooser, a question) show no text that is English words only.

A text is English when it has no Japanese in it and has a word of two letters or more that is not
one of the names kept as written (`KEPT`), a card id, a set code, a number, a path or a file name.
(test_japanese_ui.py checks the app's own English words inside longer texts; this one also finds
words that are not in the app's catalog: engine words, data names, Qt's own strings.)"""
from __future__ import annotations

import pytest

import carddb
from desktop.i18n import install_translators, remove_translators
from desktop.qt import QFileDialog, QMessageBox
from engine.games import IMPLEMENTED

from .jawindow import english_texts, english_words, japanese_window, page_texts, shown_texts


def test_the_check_finds_english() -> None:
    assert english_words("You vs Computer (Normal)") == ["You", "Computer", "Normal"]
    assert english_words("pearl 1") == ["pearl"]
    assert english_words("あなた vs コンピューター（ふつう）") == []
    assert english_words("VSS1-001 · 2026-11-29 02:00 · /tmp/x/tcgtable.sqlite3") == []


@pytest.fixture
def ja(app, db, qtbot):  # type: ignore[no-untyped-def]
    carddb.save_replay(db, "victory_spark", content="{}", players=["You", "Computer (Normal)"],
                       decks=["Guard Control", "Spark Rush"], result="win 0 deck is empty", length=120)
    yield from japanese_window(app, db, qtbot)


def test_no_page_shows_english(ja, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = ja
    texts = page_texts(w, qtbot, 60)
    for game in sorted(IMPLEMENTED):  # each game's decks and cards
        w.show_page("decks")
        deck = next(d for d in carddb.list_decks(w.db) if d.game == game)
        w.decks_page.open_deck(deck.id)
        qtbot.wait(60)
        texts += [(f"decks ({game}): {where}", t) for where, t in shown_texts(w)]
    bad = english_texts(texts)
    assert not bad, "English in the Japanese UI:\n" + "\n".join(bad)


def test_the_set_editor_and_qts_own_dialogs_are_japanese(app, db, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from desktop.editor.window import SetEditorWindow

    translators = install_translators(app, "ja")
    try:
        editor = SetEditorWindow(db, "ja", tmp_path / "sets")
        qtbot.addWidget(editor)
        editor.show()
        qtbot.wait(60)
        texts = [(f"editor: {where}", t) for where, t in shown_texts(editor)]
        for game in sorted(IMPLEMENTED):  # a new set of each game, with a card open in the form
            editor.new_set(game, "N" + game[:3].upper(), "New", "新")
            editor.add_card()
            qtbot.wait(60)
            texts += [(f"editor ({game}): {where}", t) for where, t in shown_texts(editor)]
        chooser = QFileDialog(None, "ファイルを選ぶ")
        chooser.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own, as on a desktop without a portal
        qtbot.addWidget(chooser)
        chooser.show()
        qtbot.wait(60)
        texts += [(f"file chooser: {where}", t) for where, t in shown_texts(chooser)]
        box = QMessageBox(QMessageBox.Icon.Question, "確認", "削除しますか？",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        qtbot.addWidget(box)
        box.show()
        qtbot.wait(30)
        texts += [(f"question: {where}", t) for where, t in shown_texts(box)]
        for top in (chooser, box):
            top.close()
        assert any("キャンセル" in t or "いいえ" in t for _w, t in texts), "Qt's own translations are not loaded"
        bad = english_texts(texts)
        assert not bad, "English in the Japanese editor or dialogs:\n" + "\n".join(bad)
    finally:
        remove_translators(app, translators)


def test_who_played_is_shown_in_the_readers_language() -> None:
    from engine.playerwords import player_parts, player_text, possessive

    assert player_parts("Computer (Normal)") == ("computer", "normal")
    assert player_parts("コンピューター(ふつう)") == ("computer", "normal")  # as older Japanese rows have it
    assert player_text("Computer (Normal)", "ja") == "コンピューター（ふつう）"
    assert player_text("コンピューター（むずかしい）", "en") == "Computer (Hard)"
    assert player_text("You", "ja") == "あなた" and player_text("あなた", "en") == "You"
    assert player_text("Aki", "ja") == "Aki" and player_text("random", "ja") == "random"  # names as written
    assert possessive("You", "en") == "Your" and possessive("Aki", "en") == "Aki's"


def test_a_replay_stored_in_english_is_listed_in_japanese(ja, qtbot) -> None:  # type: ignore[no-untyped-def]
    w = ja
    w.show_page("replays")
    page = w.replays_page
    page.refresh()
    row = page.row_of(page.replays[-1].id)
    shown = [page.table.item(row, c).text() for c in range(page.table.columnCount())]
    assert "あなた vs コンピューター（ふつう）" in shown
    assert "ガードコントロール / スパークラッシュ" in shown  # the bundled decks' Japanese names
    assert "あなたの" in page.details.toPlainText() or "あなた" in page.details.toPlainText()
    assert "デッキ：" in page.details.toPlainText()  # a Japanese colon after the field name


def test_bundled_decks_have_japanese_names() -> None:
    import assets
    from desktop.gameinfo import deck_label
    from engine.decks import format_deck, load_deck, parse_deck

    for p in assets.deck_paths():
        d = load_deck(p)
        assert d.name_ja and english_words(d.name_ja) == [], p
        assert deck_label(d.game, d.name, "ja") == d.name_ja and deck_label(d.game, d.name, "en") == d.name
        assert parse_deck(format_deck(d), str(p)).name_ja == d.name_ja  # written back as read
    assert deck_label("victory_spark", "My own deck", "ja") == "My own deck"


def test_english_counts_are_singular_for_one() -> None:
    from engine.games.vividz.render import counter_label
    from engine.render import counted

    assert counted("Player 1 looks at the top 1 card(s) of Player 2's deck.") == \
        "Player 1 looks at the top 1 card of Player 2's deck."
    assert counted("3 chara(s)") == "3 charas"
    assert counter_label("pearl", "ja") == "パール" and counter_label("pearl", "en") == "Pearl"


@pytest.mark.parametrize(("lang", "want"), [("en", ["Your side", "Computer (Normal)'s side"]),
                                            ("ja", ["あなたの視点", "コンピューター（ふつう）の視点"])])
def test_the_replay_viewer_names_the_sides_in_words(app, qtbot, lang: str, want: list[str]) -> None:  # type: ignore[no-untyped-def]
    """"Your side", never "You's side"; a replay stored in English names its sides in Japanese."""
    from desktop.cardpixmaps import CardPixmaps
    from desktop.table.replay_viewer import ReplayViewer
    from engine.replay import make_replay
    from tests.helpers import precon_decks, random_game

    decks = precon_decks("victory_spark")
    data = make_replay(random_game("victory_spark", 4, decks), decks, ["Guard Control", "Spark Rush"],
                       ["You", "Computer (Normal)"])
    translators = install_translators(app, lang)
    try:
        v = ReplayViewer(CardPixmaps(lang=lang), lang)
        qtbot.addWidget(v)
        v.load(data)
        assert [v.side.itemText(i) for i in range(2)] == want
        assert ("ガードコントロール vs スパークラッシュ" in v.info.text()) == (lang == "ja")
    finally:
        remove_translators(app, translators)
