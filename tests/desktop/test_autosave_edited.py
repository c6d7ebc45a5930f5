"""An autosave edited by hand, digest recomputed, that would fail on the first move (issue 40) is never
offered: at start and from the Play page's Resume it is set aside (renamed, still on disk) and the
player is told which file, which part and what is wrong."""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import carddb
from desktop import dialogs
from desktop.qt import QMessageBox
from desktop.table import autosave
from desktop.table.autosave import FormatError, GameSetup
from engine import savegame
from engine.games import get_rules

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


def _save_game(db: carddb.CardDB, path: Path, game: str, answers: int = 12) -> None:
    """The autosave of a game against the computer, a few answers in (as the table writes it)."""
    infos = carddb.list_decks(db, game)[:2]
    decks = [carddb.deck_carddefs(db, d.id) for d in infos]
    state = get_rules(game).new_game(decks, 17)
    while len(state.history) < answers or not state.tasks:  # tasks waiting under the decision
        state.apply_action(state.legal_actions()[0])
    setup = GameSetup(game, 17, decks, [d.name for d in infos], ["You", "CPU"], 0, "random")
    autosave.write(path, setup, state)


def _edit(path: Path, edit: Callable[[dict[str, Any]], Any]) -> bytes:
    """Change the saved position and recompute its digest, as anyone editing the file can; the new bytes."""
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data["save"]["state"])
    data["save"]["digest"] = savegame.state_digest(data["save"]["state"])
    path.write_text(json.dumps(data), encoding="utf-8")
    return path.read_bytes()


def _unknown_task(st: dict[str, Any]) -> None:
    st["tasks"][-1][0] = "no_such_task"


def _told(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[tuple[str, str, str]]]:
    asked: list[str] = []
    errors: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text: asked.append(text) or True)
    monkeypatch.setattr(dialogs, "error",
                        lambda _p, title, text, details="": errors.append((title, text, details)))
    return asked, errors


@pytest.mark.parametrize("game", GAMES)
def test_reading_an_edited_autosave_names_the_file_and_the_part(db, tmp_path, game) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "autosave.json"
    _save_game(db, path, game)
    autosave.read(path)  # the real one reads
    _edit(path, _unknown_task)
    with pytest.raises(FormatError) as e:
        autosave.read(path)
    assert e.value.file == str(path) and e.value.item.startswith("save.state.tasks[")


@pytest.mark.parametrize("game", GAMES)
def test_an_edited_autosave_is_set_aside_at_start_and_the_player_told(window, db, monkeypatch, game) -> None:  # type: ignore[no-untyped-def]
    path = autosave.autosave_path(db)
    _save_game(db, path, game)
    bad = _edit(path, _unknown_task)
    asked, errors = _told(monkeypatch)
    assert window.offer_resume() is False
    assert asked == []  # no question about a game that cannot be resumed
    assert len(errors) == 1
    _title, text, details = errors[0]
    kept = path.with_name("autosave.json.bad")
    assert "could not be resumed" in text and str(path) in details and "save.state.tasks[" in details
    assert str(kept) in details
    assert not path.exists() and kept.read_bytes() == bad  # renamed, not deleted
    page = window.play_page
    assert window.current_page() == "play" and not page.playing() and page.resume_panel.isHidden()


def test_the_real_message_box_says_where_the_edit_is(window, db) -> None:  # type: ignore[no-untyped-def]
    path = autosave.autosave_path(db)
    _save_game(db, path, "victory_spark")
    _edit(path, lambda st: st["decision"]["resume"].__setitem__(0, "no_such_task"))
    assert window.offer_resume() is False
    box = window.play_page.last_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    info = box.informativeText()
    assert f"File: {path}" in info and "Where: save.state.decision.resume" in info and "no_such_task" in info
    assert "autosave.json.bad" in info
    box.close()


@pytest.mark.parametrize("edit", [
    lambda st: st.__setitem__("turn_player", 2),
    lambda st: st["zones"].__setitem__("0.nowhere", st["zones"].pop("0.hand")),
    lambda st: next(a for a in st["decision"]["options"] if len(a) > 1 and type(a[1]) is int)
    .__setitem__(1, 10 ** 6),
], ids=["player", "zone key", "answer that fails in play"])
def test_resume_from_the_play_page_sets_an_edited_autosave_aside(window, db, monkeypatch, edit) -> None:  # type: ignore[no-untyped-def]
    """The file was edited after the start: the header is fine, so Resume is offered; pressing it
    tells why and keeps the file."""
    _asked, errors = _told(monkeypatch)
    path = autosave.autosave_path(db)
    _save_game(db, path, "victory_spark")
    window.show_page("play")
    page = window.play_page
    assert not page.resume_panel.isHidden() and page.resume_button.isEnabled()
    bad = _edit(path, edit)
    assert page.resume() is None
    assert len(errors) == 1 and "save.state" in errors[0][2] and str(path) in errors[0][2]
    kept = path.with_name("autosave.json.bad")
    assert not path.exists() and kept.read_bytes() == bad and not page.playing()
