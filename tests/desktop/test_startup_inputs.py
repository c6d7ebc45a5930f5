"""What the app reads on start never stops it: a corrupt settings value reads as its default (and the
window says which were reset); an autosaved game that no longer loads (cut short, wrong shape, a card
it does not hold, another version, nested too deep, ...) is set aside as autosave.json.bad, the player
is told why, naming the file, and a new game can be started."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import carddb
from carddb.models import Setting
from desktop import dialogs
from desktop.app import open_window
from desktop.i18n import remove_translators
from desktop.qt import QMessageBox
from desktop.settings import KEYS, PAGES, AppSettings
from desktop.table import autosave
from desktop.table.autosave import FormatError, GameSetup
from engine.games import get_rules


def _put_raw(db: carddb.CardDB, key: str, text: str) -> None:
    """Store a setting's JSON text as it is (what a damaged or hand-edited database may hold)."""
    with db.transaction() as s:
        s.merge(Setting(key=key, value_json=text))


BAD_SETTINGS = [
    ("language", '"xx"'), ("language", "[1, 2]"), ("language", "not json"),
    ("window_geometry", '"not base64 at all!"'), ("window_geometry", '"QUJD"'), ("window_geometry", "12"),
    ("ai_level", '"ultra"'), ("ai_level", "7"), ("ai_level", "{"),
    ("animation_speed", '{"a": 1}'), ("browser_view", '"list"'), ("mark_unowned", '"yes"'),
    ("image_folder", "5"), ("last_deck", '"abc"'), ("last_deck", "true"), ("last_deck", "-4"),
    ("last_page", '"abc"'), ("last_page", "99"), ("last_page", "true"), ("last_page", "1e400"),
]


def _rounds() -> list[list[tuple[str, str]]]:
    """BAD_SETTINGS as app starts: the i-th bad value of every setting together in start i (each
    start is 2 s; a damaged database seldom has one bad value only)."""
    by_name: dict[str, list[str]] = {}
    for name, raw in BAD_SETTINGS:
        by_name.setdefault(name, []).append(raw)
    return [[(n, v[i]) for n, v in by_name.items() if i < len(v)] for i in range(max(map(len, by_name.values())))]


@pytest.mark.parametrize("bad", _rounds(), ids=lambda bad: "+".join(f"{n}={r}" for n, r in bad))
def test_a_corrupt_setting_reads_as_its_default_and_the_app_starts(app, db, qtbot, bad) -> None:  # type: ignore[no-untyped-def]
    for name, raw in bad:
        _put_raw(db, KEYS[name].name, raw)
    for name, raw in bad:
        if raw != '"QUJD"':  # base64 of "ABC": only the window's restoreGeometry finds it is no geometry
            assert AppSettings(db).get(name) == KEYS[name].default, name
    window, translators = open_window(db, app)
    try:
        qtbot.addWidget(window)
        window.show()
        for name, raw in bad:
            try:
                json.loads(raw)
            except ValueError:  # not JSON: carddb may already read it as the default
                pass
            else:
                assert name in window.settings_reset, name
        if any(name in window.settings_reset for name, _raw in bad):
            assert "could not be read" in window.statusBar().currentMessage()
        for key in PAGES:  # every page reads its settings
            window.show_page(key)
            assert window.current_page() == key
        assert AppSettings(db).read_all() == []  # a valid value is stored: the next start reads cleanly
    finally:
        remove_translators(app, translators)


def test_the_rounds_hold_every_bad_setting() -> None:
    assert sorted(x for bad in _rounds() for x in bad) == sorted(BAD_SETTINGS)


def test_good_settings_are_not_reported(window) -> None:  # type: ignore[no-untyped-def]
    assert window.settings_reset == [] and window.settings.invalid == set()
    window.settings.set("ai_level", "hard")
    assert AppSettings(window.db).get("ai_level") == "hard"


# -- the autosaved game -----------------------------------------------------------------------------

def _save_game(db: carddb.CardDB, path: Path, game: str = "victory_spark", answers: int = 12) -> None:
    infos = carddb.list_decks(db, game)[:2]
    decks = [carddb.deck_carddefs(db, d.id) for d in infos]
    state = get_rules(game).new_game(decks, 17)
    for _ in range(answers):
        if state.is_terminal():
            break
        state.apply_action(state.legal_actions()[0])
    autosave.write(path, GameSetup(game, 17, decks, [d.name for d in infos], ["You", "CPU"], 0, "random"), state)


def _damage(text: str, how: str) -> bytes:
    data = json.loads(text)
    if how == "truncated":
        return text[: len(text) // 2].encode()
    if how == "empty":
        return b""
    if how == "not utf-8":
        return b"\xff\xfe" + text.encode("utf-16-le")
    if how == "deep":
        return ("[" * 100_000 + "]" * 100_000).encode()
    if how == "huge number":
        return text.replace('"seed":17', '"seed":' + "9" * 5000).encode()
    changed = {"decks text": {"decks": "Guard Control"}, "seed list": {"seed": [1, 2]}, "newer": {"version": 2},
               "unknown game": {"game": "chess"}, "players": {"players": "me"},
               "missing card": {"decks": [{"main": ["VSS9-999"]}, data["decks"][1]]},
               "engine part": {"save": {**data["save"], "state": "x"}}}[how]
    return json.dumps({**data, **changed}).encode()


# what the message says: the item, or a word of the problem when the whole file is wrong
WHERE = {"truncated": "line 1", "empty": "empty", "not utf-8": "UTF-8", "deep": "nested", "huge number": "digits",
         "decks text": "decks", "seed list": "seed", "newer": "version", "unknown game": "game",
         "players": "players", "missing card": "decks[0].main[0]", "engine part": "state"}


@pytest.mark.parametrize("how", list(WHERE))
def test_reading_a_damaged_autosave_raises_only_format_error(db, tmp_path, how) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.json"
    _save_game(db, path)
    path.write_bytes(_damage(path.read_text(encoding="utf-8"), how))
    with pytest.raises(FormatError) as e:
        autosave.read(path)
    assert e.value.file == str(path) and WHERE[how] in f"{e.value.item}: {e.value.problem}"
    info = autosave.summary(path)  # the Play page's look at it never raises either
    assert info is not None


def test_a_real_autosave_reads_with_its_64_bit_generator_state(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.json"
    _save_game(db, path)
    assert json.loads(path.read_text(encoding="utf-8"))["save"]["state"]["rng"] >= 0
    setup, state = autosave.read(path)
    assert setup.game == "victory_spark" and setup.seed == 17 and len(state.history) == 12


@pytest.mark.parametrize("how", ["truncated", "decks text", "seed list", "newer", "missing card", "deep"])
def test_an_autosave_that_no_longer_loads_is_set_aside_and_explained(window, db, db_path, monkeypatch, how) -> None:  # type: ignore[no-untyped-def]
    path = autosave.autosave_path(db)
    _save_game(db, path)
    bad = _damage(path.read_text(encoding="utf-8"), how)
    path.write_bytes(bad)
    asked: list[str] = []
    errors: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or True)
    monkeypatch.setattr(dialogs, "error", lambda _p, title, text, details="": errors.append((title, text, details)))
    assert window.offer_resume() is False
    assert asked == []  # no question about a game that cannot be resumed
    assert len(errors) == 1
    title, text, details = errors[0]
    kept = path.with_name("autosave.json.bad")
    assert "could not be resumed" in text and str(path) in details and WHERE[how] in details and str(kept) in details
    assert not path.exists() and kept.read_bytes() == bad  # nothing the player had is lost
    # the way forward: the Play page with the new-game form; a new game starts and keeps the old file
    page = window.play_page
    assert window.current_page() == "play" and not page.playing() and page.resume_panel.isHidden()
    c = page.start_game(game="victory_spark", ai="random", seed=5)
    assert c is not None and page.playing()
    autosave.flush()
    assert path.exists() and kept.read_bytes() == bad
    page.shutdown()


def test_a_second_bad_autosave_does_not_replace_the_first(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(dialogs, "error", lambda *a, **k: None)
    path = autosave.autosave_path(db)
    path.write_text("{", encoding="utf-8")
    assert window.offer_resume() is False
    path.write_text("[]", encoding="utf-8")
    assert window.offer_resume() is False
    assert path.with_name("autosave.json.bad").read_text(encoding="utf-8") == "{"
    assert path.with_name("autosave.json.2.bad").read_text(encoding="utf-8") == "[]"


def test_the_message_names_the_file_the_item_and_the_problem(window, db) -> None:  # type: ignore[no-untyped-def]
    path = autosave.autosave_path(db)
    _save_game(db, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "seed": [1]}), encoding="utf-8")
    window.offer_resume()
    box = window.play_page.last_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    info = box.informativeText()
    assert f"File: {path}" in info and "Where: seed" in info and "Problem: must be a whole number" in info
    assert "autosave.json.bad" in info and "start a new game" in info
    box.close()


def test_resume_from_the_play_page_with_a_damaged_file(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The file went bad after the start (or the question was answered No): Resume tells, no traceback."""
    errors: list[str] = []
    monkeypatch.setattr(dialogs, "error", lambda _p, _t, text, details="": errors.append(details))
    path = autosave.autosave_path(db)
    _save_game(db, path)
    window.show_page("play")
    page = window.play_page
    assert not page.resume_panel.isHidden() and page.resume_button.isEnabled()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["save"]["state"]["zones"] = {"p0.hand": [10 ** 6]}  # the header is fine, the position is not
    path.write_text(json.dumps(data), encoding="utf-8")
    assert page.resume() is None
    assert errors and "damaged" in errors[0] and not path.exists() and not page.playing()
    # a header that is already wrong is found when the page is shown, told once
    path.write_text(json.dumps({**data, "decks": "x"}), encoding="utf-8")
    window.show_page("decks")
    window.show_page("play")
    assert len(errors) == 2 and "decks" in errors[1] and page.resume_panel.isHidden()


def test_a_setting_that_cannot_be_saved_is_kept_for_the_session(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    settings = AppSettings(db)

    def read_only(*_a, **_k):  # type: ignore[no-untyped-def]
        raise carddb.DatabaseFileError(f"{db.path}: cannot save the changes: read-only. Nothing was changed.")
    monkeypatch.setattr(carddb, "set_setting", read_only)
    settings.set("language", "ja")  # no exception into the Qt slot that called it
    assert settings.get("language") == "ja"
