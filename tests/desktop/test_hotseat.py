"""Hot-seat games (two people at one computer, `GameSetup.ai == HOTSEAT`): no agent ever thinks; the
table always shows the side of the seat to answer; whenever that seat changes the hand-over cover goes
up first, and until it is dismissed no answer is taken and nothing shown names a hidden card of the
seat not shown (G1: the board's hands, the prompt, the log rendered for the seat shown); the game ends
with the winner named, the replay stored; autosave and resume keep the game hot-seat."""
from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import carddb
from desktop.play_page import PlayPage
from desktop.qt import QLabel, Qt
from desktop.settings import AppSettings
from desktop.table import autosave
from desktop.table.aiworker import AIRunner
from desktop.table.autosave import HOTSEAT, GameSetup
from desktop.table.controller import GameController
from desktop.table.gametable import GameTable
from desktop.table.handover import HandoverCover
from engine.actions import Action
from engine.games import IMPLEMENTED
from engine.logtext import log_lines
from engine.rng import Rng
from tests.helpers import precon_decks

MAX_ANSWERS = 3000
G1 = ("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")


@pytest.fixture
def page(app, db, qtbot, monkeypatch) -> Iterator[PlayPage]:  # type: ignore[no-untyped-def]
    """The Play page on a database file (so games are autosaved), animations off, no computer allowed
    to think, and the cover's button pressable at once."""
    def no_thinking(*_a: Any, **_k: Any) -> None:
        raise AssertionError("an agent was asked to think in a hot-seat game")

    monkeypatch.setattr(AIRunner, "think", no_thinking)
    monkeypatch.setattr(HandoverCover, "ARM_MS", 0)
    settings = AppSettings(db)
    settings.set("language", "en")
    settings.set("animation_speed", "off")
    p = PlayPage(db, settings, "en")
    qtbot.addWidget(p)
    p.resize(1400, 900)
    p.show()
    p.refresh()
    p.table.speed.setCurrentIndex(p.table.speed.findData("off"))
    yield p
    p.shutdown()


def _start_hotseat(page: PlayPage, game: str, seed: int) -> GameController:
    page.game.setCurrentIndex(page.game.findData(game))
    page.opponent.setCurrentIndex(page.opponent.findData(HOTSEAT))
    c = page.start_game(game=game, seed=seed)
    assert c is not None, page.form_error.text()
    return c


def _other_hand_hidden(table: GameTable, shown: int) -> list[str]:
    """What the board shows with an identity of the hand of the seat not shown (nothing, by G1)."""
    problems = []
    assert table.model is not None
    for key, zv in table.model.zones.items():
        if zv.name == "hand" and zv.player == 1 - shown:
            problems += [f"{key}: {cv.card_id}" for cv in zv.cards if not cv.hidden]
    for key, z in table.board.zones.items():
        if z.zone is not None and z.zone.name == "hand" and z.zone.player == 1 - shown:
            problems += [f"board {key}: {cv.card_id}" for cv in z.zone.cards if not cv.hidden]
    return problems


def _log_is_for(table: GameTable, c: GameController, seat: int) -> None:
    """The log holds exactly the lines rendered for `seat` (the engine hides from a player's lines what
    that player may not see), addressed to nobody ("Player 1", never "You" / "the computer")."""
    want = [line for _p, _e, line in log_lines(c.state, c.events_log(), "en", seat, None)]
    got = [t for _p, t, _r in table.log.lines]
    assert got == want, f"the log is not the one of seat {seat}"
    assert not [t for t in got if "computer" in t.lower() or t.startswith(("You ", "Your "))]


def _reveal(qtbot, table: GameTable) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert not table.cover.covering


def _check_covered(table: GameTable, c: GameController, seat: int) -> None:
    """Under the cover: the table already turned to `seat`, no answer is open and nothing of the seat
    not shown is on the board, the prompt or in the preview."""
    assert c.human == seat and table.perspective == seat and c.handover_pending
    assert table.cover.covering and table.cover.geometry() == table.rect()
    assert table.cover.name in table.cover.title.text()
    assert c.options() == [] and table.prompt.rows == [] and not table.act_pass.isEnabled()
    assert table.preview.card is None
    assert not _other_hand_hidden(table, seat)


def _play(qtbot, page: PlayPage, c: GameController, rng: Rng, until: Any = None) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Answer for whoever is to answer (a seeded choice) until the game ends or `until(c)`, checking the
    hot-seat rules at every decision. Counts of answers and hand-overs."""
    table = page.table
    last = None if c.handover_pending else c.human
    n = {"answers": 0, "handovers": 0}
    while not c.finished and n["answers"] < MAX_ANSWERS and not (until and until(c)):
        seat = c.state.current_player()
        if seat != last:  # the seat to answer changed: the cover is up, the table turned already
            _check_covered(table, c, seat)
            _log_is_for(table, c, seat)
            _reveal(qtbot, table)
            n["handovers"] += 1
            last = seat
        assert not table.cover.covering and not c.handover_pending
        assert c.human == seat and table.perspective == seat and table.human == seat
        assert not _other_hand_hidden(table, seat)
        assert c.agents == {} and not table.thinking
        if n["answers"] % 25 == 0:  # the lines added since the hand-over are the seat's too
            table.log.flush()
            _log_is_for(table, c, seat)
        opts = c.options()
        assert opts, "the player to answer has no answer"
        assert c.submit(rng.choice(opts))
        n["answers"] += 1
    return n


@pytest.mark.rule(*G1)
@pytest.mark.parametrize("game", sorted(IMPLEMENTED))
def test_a_hotseat_game_is_played_to_the_end(page, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    c = _start_hotseat(page, game, seed=5)
    table = page.table
    assert c.hotseat and c.agents == {} and c.setup.ai == HOTSEAT
    assert c.setup.players == ["Player 1", "Player 2"]
    assert table.priority.text().count("Player") == 1
    n = _play(qtbot, page, c, Rng(31))
    assert c.finished, f"{game}: not over after {n['answers']} answers"
    assert n["handovers"] >= 2
    # the result names the winner by name: "You won" would tell the wrong person
    result = c.state.result
    assert result is not None and table.banner.isVisible()
    head = table.banner_title.text()
    if result[0] == "win":
        assert head == f"Player {int(result[1]) + 1} wins"
    assert "you" not in (head + table.banner_text.text()).lower().split()
    assert "computer" not in (head + table.banner_text.text()).lower()
    # the replay is stored, the autosave gone
    assert isinstance(c.replay_id, int)
    stored = carddb.get_replay(page.db, c.replay_id)
    assert stored.info.players == ["Player 1", "Player 2"] and stored.info.length == len(c.state.history)
    assert stored.content is not None and json.loads(stored.content)["game"] == game
    assert page.save_path is not None and not page.save_path.exists()


@pytest.mark.rule(*G1)
def test_autosave_and_resume_keep_hotseat(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = _start_hotseat(page, "victory_spark", seed=8)
    _play(qtbot, page, c, Rng(3), until=lambda c: len(c.state.history) >= 25 and not c.handover_pending)
    assert not c.finished and page.save_path is not None
    saved = json.loads(page.save_path.read_text(encoding="utf-8"))
    assert saved["ai"] == HOTSEAT and saved["players"] == ["Player 1", "Player 2"]
    snapshot = c.state.snapshot()
    seat = c.state.current_player()
    page.table.stop()  # the app closed
    c2 = page.resume()
    assert c2 is not None and c2 is not c
    assert c2.hotseat and c2.agents == {} and c2.state.snapshot() == snapshot
    # whoever is at the screen now: the seat to answer is shown only after a hand-over
    _check_covered(page.table, c2, seat)
    _log_is_for(page.table, c2, seat)
    assert c2.timeline is not None
    n = _play(qtbot, page, c2, Rng(4))
    assert c2.finished and n["handovers"] >= 1 and isinstance(c2.replay_id, int)


def test_take_back_stays_with_the_player_to_answer(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = _start_hotseat(page, "victory_spark", seed=2)
    rng = Rng(9)

    def two_own_answers(c: GameController) -> bool:  # the seat to answer gave the last two answers
        h = c.state.history
        return (not c.handover_pending and len(h) >= 2 and h[-1][0] == h[-2][0] == c.human
                and any(p != c.human for p, _a in h))

    _play(qtbot, page, c, rng, until=two_own_answers)
    seat, before = c.human, len(c.state.history)
    assert c.can_take_back() and page.table.back_button.isEnabled()
    page.table.take_back()
    assert len(c.state.history) == before - 1 and c.human == seat and not page.table.cover.covering
    # back to the start of the stretch, never into the other player's answers
    while c.can_take_back():
        assert c.take_back()
    assert c.state.history[-1][0] != seat and c.human == seat and page.table.perspective == seat

    def switched(c: GameController) -> bool:
        return c.handover_pending

    _play(qtbot, page, c, rng, until=switched)
    _check_covered(page.table, c, c.human)
    assert not c.can_take_back()  # nothing to take back before the player took the seat


def test_resign_is_the_player_to_answer_and_names_the_winner(page, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop import dialogs

    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    c = _start_hotseat(page, "vividz", seed=4)
    _play(qtbot, page, c, Rng(5), until=lambda c: c.state.turn >= 2 and c.human == 1 and not c.handover_pending)
    page.table.resign()
    assert c.finished and c.state.result is not None and c.state.result[:2] == ("win", 0)
    assert page.table.banner_title.text() == "Player 1 wins"
    assert "Player 2 resigned" in page.table.banner_text.text()
    assert c.state.history[-1] == (1, Action("resign", (1,)))


@pytest.mark.rule(*G1)
def test_a_game_set_up_elsewhere_plays_hotseat(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The card-set editor's "Try this card" hands the Play page a ready GameSetup."""
    decks = precon_decks("grid")
    setup = GameSetup("grid", 12, decks, ["Deck A", "Deck B"], ["Ann", "Bob"], 0, HOTSEAT)
    c = page.play_setup(setup)
    assert c is not None and c.hotseat and c.agents == {}
    table = page.table
    assert "Ann" in table.priority.text() or "Bob" in table.priority.text()
    seen_bob = False
    rng = Rng(1)
    for _ in range(400):
        if c.finished:
            break
        if c.handover_pending:
            name = "Ann" if c.human == 0 else "Bob"
            assert table.cover.title.text() == f"Pass to {name}."
            assert table.cover.text.text() == f"{name}, click Show my cards when the other player is not looking."
            seen_bob |= name == "Bob"
            _reveal(qtbot, table)
        assert ("Ann" if c.human == 0 else "Bob") in table.priority.text()
        c.submit(rng.choice(c.options()))
    assert seen_bob


def test_the_play_form_offers_hotseat(page) -> None:  # type: ignore[no-untyped-def]
    form = page.form

    def label(w: Any) -> str:
        x = form.labelForField(w)
        return x.text() if isinstance(x, QLabel) else ""

    assert page.opponent.currentData() != HOTSEAT and page.ai_level.isEnabled()
    assert label(page.my_deck) == "Your deck"
    page.opponent.setCurrentIndex(page.opponent.findData(HOTSEAT))
    assert not page.ai_level.isEnabled()
    assert (label(page.my_deck), label(page.opp_deck)) == ("Player 1's deck", "Player 2's deck")
    assert page.new_title.text() == "New game"
    page.opponent.setCurrentIndex(0)
    assert page.ai_level.isEnabled() and label(page.opp_deck) == "Opponent's deck"


def test_a_computer_game_is_unchanged(page) -> None:  # type: ignore[no-untyped-def]
    """Against the computer there is an agent for the other seat and no cover."""
    c = GameController(GameSetup("victory_spark", 3, precon_decks("victory_spark"), ["A", "B"], ["You", "CPU"], 0,
                                 "random"), page.db, None)
    try:
        assert not c.hotseat and set(c.agents) == {1} and not c.handover_pending
    finally:
        c.shutdown()


def test_autosave_reads_back_hotseat(tmp_path: Path) -> None:
    decks = precon_decks("phantom_magic_vision")
    setup = GameSetup("phantom_magic_vision", 4, decks, ["A", "B"], ["P1", "P2"], 1, HOTSEAT)
    from engine.games import get_rules

    state = get_rules(setup.game).new_game(decks, setup.seed)
    path = tmp_path / "autosave.json"
    autosave.write(path, setup, state)
    back, _state = autosave.read(path)
    assert back.ai == HOTSEAT and back.human == 1 and back.players == ["P1", "P2"]
