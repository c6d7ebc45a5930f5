"""First start and help: "Play a game" starts a game with preconstructed decks at the normal level,
every game's how-to page opens from the Help menu and from the Play page in both languages and
names that game's zones in its own words, and the computer levels are described for a player."""
from __future__ import annotations

import pytest

import assets
from desktop.howto import HowToDialog, howto_markdown, howto_path
from engine.decks import load_deck
from engine.games import IMPLEMENTED, get_rules

LANGS = ("en", "ja")


def _window(db, qtbot, lang: str):  # type: ignore[no-untyped-def]
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    settings = AppSettings(db)
    settings.set("language", lang)
    w = MainWindow(db, settings)
    qtbot.addWidget(w)
    w.show()
    return w


def _zone_labels(game: str, lang: str) -> list[str]:
    return [z.label[0 if lang == "en" else 1] for z in get_rules(game).zone_specs()]


def _dialog(window) -> HowToDialog:  # type: ignore[no-untyped-def]
    dlg = window.findChild(HowToDialog)
    assert dlg is not None and dlg.isVisible()
    return dlg


def _check_page(dlg: HowToDialog, game: str, lang: str) -> None:
    text = dlg.text.toPlainText()
    assert dlg.current_game() == game and len(text) > 1500
    missing = [z for z in _zone_labels(game, lang) if z not in text]
    assert missing == [], f"{game} ({lang}) does not name {missing}"
    assert ("Space" in text and "Backspace" in text and "1" in text and "9" in text)


def test_every_game_has_a_page_in_both_languages() -> None:
    for game in IMPLEMENTED:
        for lang in LANGS:
            path = howto_path(game, lang)
            assert path.name == f"{game}.{lang}.md" and path.parent.name == "howto"
            text = howto_markdown(game, lang)
            assert text.startswith("# ") and len(text.splitlines()) < 80  # a screen or two
            if game != "victory_spark":  # its own term only (Vividz has a trash, the grid game a discard)
                assert "waiting room" not in text.lower() and "控え室" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_howto_opens_from_the_help_menu(app, db, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(db, qtbot, lang)
    assert set(window.howto_actions) == set(IMPLEMENTED)
    for game in IMPLEMENTED:
        window.howto_actions[game].trigger()
        dlg = _dialog(window)
        _check_page(dlg, game, lang)
        assert get_rules(game).name[lang] in dlg.windowTitle()
    assert len(window.findChildren(HowToDialog)) == 1  # one dialog, showing the game asked for


@pytest.mark.parametrize("lang", LANGS)
def test_howto_opens_from_the_play_page(app, db, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(db, qtbot, lang)
    window.show_page("play")
    page = window.play_page
    assert [page.game.itemData(i) for i in range(page.game.count())] == list(IMPLEMENTED)
    for game in IMPLEMENTED:
        page.game.setCurrentIndex(page.game.findData(game))
        page.howto_button.click()
        _check_page(_dialog(window), game, lang)
    dlg = _dialog(window)  # its own chooser switches the page
    dlg.game.setCurrentIndex(dlg.game.findData("grid"))
    _check_page(dlg, "grid", lang)


def test_play_a_game_starts_with_preconstructed_decks(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop import dialogs

    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _parent, _title, text, **_kw: asked.append(text) or True)
    window.show_page("play")
    page = window.play_page
    assert page.game.currentData() == IMPLEMENTED[0]
    assert get_rules(IMPLEMENTED[0]).name["en"] in page.quick.note.text()
    for i, game in enumerate((IMPLEMENTED[0], "grid")):
        page.show_form()
        assert len(asked) == 0 and page.has_saved_game() == (i > 0)
        page.game.setCurrentIndex(page.game.findData(game))
        page.quick.button.click()
        c = page.table.controller
        assert c is not None and page.playing(), page.quick.error.text()
        bundled = {load_deck(p).name for p in assets.deck_paths(game)}
        assert c.setup.game == game and c.setup.ai == "normal" and c.setup.human == 0
        assert set(c.setup.deck_names) <= bundled and c.setup.deck_names[0] != c.setup.deck_names[1]
        assert sum(len(v) for v in c.setup.decks[0].values()) >= 50
        assert len(asked) == i  # the game left behind (saved, stopped) is discarded only when confirmed
        asked.clear()
        page.table.stop()  # the computer's helper process ends here, not at teardown


def test_play_a_game_uses_the_bundled_files_even_when_the_stored_decks_are_gone(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    import carddb

    for d in carddb.list_decks(window.db, "vividz"):
        carddb.delete_deck(window.db, d.id)
    window.show_page("play")
    page = window.play_page
    page.game.setCurrentIndex(page.game.findData("vividz"))
    c = page.quick_play(seed=5)
    assert c is not None and c.setup.game == "vividz", page.quick.error.text()
    page.table.stop()


def test_level_descriptions_speak_to_a_player(window) -> None:  # type: ignore[no-untyped-def]
    window.show_page("play")
    page = window.play_page
    note = page.levels_note.text()
    for word in ("ismcts", "rollout", "iteration", "heuristic", "prior", "p95"):
        assert word not in note.lower()
    assert note.count("\n") == 2 and "second" in note
    tips = [page.ai_level.itemData(i, 3) for i in range(page.ai_level.count())]  # 3: ToolTipRole
    assert len(tips) == 3 and all(tips) and all(t in note for t in tips)


def test_the_first_start_opens_on_play(window) -> None:  # type: ignore[no-untyped-def]
    assert window.current_page() == "play"


def test_the_levels_note_shows_what_was_measured_in_the_chosen_game(window) -> None:  # type: ignore[no-untyped-def]
    """Each level's line says its win rate against the level below and its think times in the game
    chosen, from the ladder summary; a game without a measurement says so instead of a number."""
    window.show_page("play")
    page = window.play_page
    page._ladder = {"format": 1, "games": {"grid": {
        "levels": {"easy": {"decisions": 9, "think_median": 0.004, "think_p95": 0.03},
                   "normal": {"decisions": 9, "think_median": 0.006, "think_p95": 0.05},
                   "hard": {"decisions": 9, "think_median": 0.61, "think_p95": 0.8}},
        "pairs": [{"upper": "normal", "lower": "easy", "games": 200, "wins": 150, "losses": 50, "draws": 0,
                   "rate": 0.75, "ci95": [0.6859, 0.8044], "seeds": [1], "proved": True}]}}}
    page.game.setCurrentIndex(page.game.findData("grid"))
    lines = page.levels_note.text().split("\n")
    assert len(lines) == 3
    easy, normal, hard = lines
    assert "75.0%" in normal and "200" in normal and "Easy" in normal and "68.6%" in normal and "80.4%" in normal
    assert "50 ms" in normal and "6 ms" in normal and "Measured" in easy and "30 ms" in easy
    assert "not yet measured" in hard and "Normal" in hard and "0.6 s" in hard and "0.8 s" in hard
    page.game.setCurrentIndex(page.game.findData("vividz"))
    other = page.levels_note.text()
    assert "75.0%" not in other and other.count("not yet measured") == 2
    # 179 of 200 is 89.5%, not 90%
    page._ladder["games"]["grid"]["pairs"][0].update(wins=179, losses=21, rate=0.895, ci95=[0.8448, 0.9303])
    page.game.setCurrentIndex(page.game.findData("grid"))
    assert "89.5%" in page.levels_note.text().split("\n")[1]
