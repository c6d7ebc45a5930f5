"""Every label, button, combo box, tab and column header shows its whole text, on every page and on the
table of every game, at the default window size and at 1280×800, in English and in Japanese
(measured with each widget's font metrics: tests/desktop/fitcheck.py)."""
from __future__ import annotations

import pytest

import carddb
from desktop.i18n import install_translators, remove_translators
from engine.games import IMPLEMENTED

from .fitcheck import clipped_texts, zone_label_problems
from .test_table_helpers import wait_human

# each game's longest phase with its longest step, as the header shows them ("Attack phase · Partner
# block step")
LONGEST_PHASE_STEP = {"victory_spark": ("attack", "partner_block"), "vividz": ("main", "attack_end"),
                      "grid": ("battle", "damage"), "phantom_magic_vision": ("maintenance",)}
SIZES = {"default": None, "1280x800": (1280, 800)}
PAGES = ("play", "decks", "collection", "replays", "settings")


@pytest.fixture(params=["en", "ja"])
def lang(request) -> str:  # type: ignore[no-untyped-def]
    return str(request.param)


def _window(app, db, qtbot, lang: str, size: tuple[int, int] | None):  # type: ignore[no-untyped-def]
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    settings = AppSettings(db)
    settings.set("language", lang)
    settings.set("window_geometry", "")
    settings.set("animation_speed", "off")
    w = MainWindow(db, settings)
    qtbot.addWidget(w)
    if size is not None:
        w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def _record_replay(db) -> None:  # type: ignore[no-untyped-def]
    """One stored replay as the app stores a game against the computer (so the list has a row)."""
    carddb.save_replay(db, "victory_spark", content="{}", players=["You", "Computer (Normal)"],
                       decks=["Guard Control", "Spark Rush"], result="win 0 deck is empty", length=120)


@pytest.mark.parametrize("size", list(SIZES))
def test_pages_show_every_label_whole(app, db, qtbot, lang: str, size: str) -> None:  # type: ignore[no-untyped-def]
    _record_replay(db)
    translators = install_translators(app, lang)
    try:
        w = _window(app, db, qtbot, lang, SIZES[size])
        bad = []
        for page in PAGES:
            w.show_page(page)
            qtbot.wait(120)
            bad += [f"{page}: {p}" for p in clipped_texts(w)]
        for game in sorted(IMPLEMENTED):  # each game's columns and deck sections (the "Add to" choice)
            w.show_page("decks")
            deck = next(d for d in carddb.list_decks(db) if d.game == game)
            w.decks_page.open_deck(deck.id)
            qtbot.wait(120)
            bad += [f"decks ({game}): {p}" for p in clipped_texts(w)]
            w.show_page("collection")
            w.collection_page.browser.set_game(game)
            qtbot.wait(120)
            bad += [f"collection ({game}): {p}" for p in clipped_texts(w)]
        w.play_page.shutdown()
        assert not bad, "\n".join(sorted(set(bad)))
    finally:
        remove_translators(app, translators)


def _longest_status_problems(table, state) -> list[str]:  # type: ignore[no-untyped-def]
    """The header's turn line at the game's longest phase and step (Victory Spark's partner block
    step), on the computer's turn 99, fits too: not only the line shown now."""
    import dataclasses

    from .fitcheck import _label_problem

    real = table.model
    keys = LONGEST_PHASE_STEP[real.game]
    table.model = dataclasses.replace(real, turn=99, turn_player=1 - (table.human or 0), phase=keys[0],
                                      step=keys[-1])
    try:
        table._update_status(state)
        problem = _label_problem(table.status)
    finally:
        table.model = real
        table._update_status(state)
    return [f"turn line: {problem}"] if problem else []


@pytest.mark.parametrize("size", list(SIZES))
def test_the_table_of_every_game_shows_its_labels_whole(app, db, qtbot, lang: str, size: str) -> None:  # type: ignore[no-untyped-def]
    translators = install_translators(app, lang)
    try:
        w = _window(app, db, qtbot, lang, SIZES[size])
        page = w.play_page
        bad = []
        for game in sorted(IMPLEMENTED):
            w.show_page("play")
            page.refresh()
            c = page.start_game(game=game, ai="random", seed=3)
            assert c is not None
            wait_human(qtbot, c)
            qtbot.wait(120)
            bad += [f"{game}: {p}" for p in clipped_texts(page.table) + zone_label_problems(page.table.board)]
            bad += [f"{game}: {p}" for p in _longest_status_problems(page.table, c.state)]
            page.table.stop()
        page.shutdown()
        assert not bad, "\n".join(sorted(set(bad)))
    finally:
        remove_translators(app, translators)
