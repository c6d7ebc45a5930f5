"""Helpers for driving the game table (and a few checks of the pieces without widgets): starting a
game on the Play page, waiting for the computer, dropping a card on a zone as a user's drag would,
and comparing the board with the engine's state."""
from __future__ import annotations

import carddb
from desktop.qt import QApplication, QDragEnterEvent, QDragMoveEvent, QDropEvent, QPointF, Qt
from desktop.table.board import BoardWidget
from desktop.table.model import REVEALED, board_model
from desktop.table.timeline import Timeline, build
from engine.actions import Action
from engine.games import get_rules


def start(window, qtbot, game: str, seed: int = 11, ai: str = "random"):  # type: ignore[no-untyped-def]
    """Start a game on the Play page (animations off); its controller."""
    window.settings.set("animation_speed", "off")
    window.show_page("play")
    page = window.play_page
    page.refresh()
    page.table.speed.setCurrentIndex(page.table.speed.findData("off"))
    page.game.setCurrentIndex(page.game.findData(game))
    c = page.start_game(game=game, ai=ai, seed=seed)
    assert c is not None, page.form_error.text()
    return c


def wait_human(qtbot, c, timeout: int = 20000) -> None:  # type: ignore[no-untyped-def]
    """Wait until the player is to answer (or the game is over)."""
    qtbot.waitUntil(lambda: c.human_to_act() or c.finished, timeout=timeout)


def drop_on(board: BoardWidget, iid: int, key: str) -> bool:
    """Drop card `iid` on zone `key` with real drag events (as QDrag delivers them); True if taken."""
    zone = board.zones[key]
    mime = board.mime_for(iid)
    pos = QPointF(zone.rect().center())
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    act = Qt.DropAction.MoveAction
    enter = QDragEnterEvent(pos, act, mime, buttons, mods)
    QApplication.sendEvent(zone, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(pos, act, mime, buttons, mods)
    QApplication.sendEvent(zone, move)
    ev = QDropEvent(pos, act, mime, buttons, mods)
    QApplication.sendEvent(zone, ev)
    return ev.isAccepted()


def advance_until(qtbot, c, want, limit: int = 400) -> Action | None:  # type: ignore[no-untyped-def]
    """Answer for the player (Pass, else the first answer) until `want(controller)` gives an action."""
    for _ in range(limit):
        wait_human(qtbot, c)
        if c.finished:
            return None
        a = want(c)
        if a is not None:
            return a
        opts = c.options()
        c.submit(c.adapter.pass_action(opts) or opts[0])
    return None


def board_matches(board: BoardWidget, state, perspective: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Differences between what the board shows and the engine's state (as `perspective` may see it)."""
    problems = []
    for key, z in board.zones.items():
        zv = z.zone
        if zv is None:
            problems.append(f"{key}: no zone shown")
            continue
        ids = state.zones[key] if key in state.zones else None
        if ids is None:
            continue
        if zv.count != len(ids):
            problems.append(f"{key}: {zv.count} cards shown, {len(ids)} in the state")
            continue
        for cv, iid in zip(zv.cards, ids, strict=True):
            if cv.iid is None:
                continue
            if cv.iid != iid or cv.card_id != state.defs[iid].id:
                problems.append(f"{key}: shows {cv.iid}/{cv.card_id}, the state has {iid}/{state.defs[iid].id}")
        if perspective != REVEALED and zv.player is not None and zv.player != perspective and zv.name == "hand":
            if any(not cv.hidden for cv in zv.cards):
                problems.append(f"{key}: the opponent's hand is visible")
    return problems


# -- the pieces without widgets ----------------------------------------------------------------------

def _game(db_path, game: str):  # type: ignore[no-untyped-def]
    db = carddb.open_database(db_path)
    try:
        ds = [d for d in carddb.list_decks(db) if d.game == game]
        return [carddb.deck_carddefs(db, ds[0].id), carddb.deck_carddefs(db, ds[1].id)]
    finally:
        db.close()


def test_board_model_shows_only_what_a_player_may_see(db_path) -> None:  # type: ignore[no-untyped-def]
    for game in ("victory_spark", "vividz"):
        decks = _game(db_path, game)
        rules = get_rules(game)
        s = rules.new_game(decks, 3)
        while s.turn < 3 and not s.is_terminal():
            s.apply_action(s.legal_actions()[-1])
        m = board_model(s, 0)
        opp_hand = m.zones["1.hand"]
        assert opp_hand.count == len(s.zones["1.hand"]) and all(c.hidden for c in opp_hand.cards)
        assert [c.iid for c in m.zones["0.hand"].cards] == s.zones["0.hand"]
        assert all(c.hidden for c in m.zones["0.deck"].cards)
        revealed = board_model(s, REVEALED)
        assert [c.iid for c in revealed.zones["1.hand"].cards] == s.zones["1.hand"]
        assert all(c.hidden for c in revealed.zones["1.deck"].cards)


def test_timeline_rebuilds_any_position_exactly(db_path) -> None:  # type: ignore[no-untyped-def]
    decks = _game(db_path, "victory_spark")
    rules = get_rules("victory_spark")
    s = rules.new_game(decks, 5)
    tl = Timeline(s.clone(), every=5)
    states = [s.clone()]
    import random

    r = random.Random(1)
    while not s.is_terminal() and len(s.history) < 120:
        p = s.current_player()
        a = r.choice(s.legal_actions())
        ev = s.apply_action(a)
        tl.append(s, p, a, ev)
        states.append(s.clone())
    for k in (0, 1, 4, 5, 6, 37, len(states) - 1):
        assert tl.state_at(k) == states[k]
    tl.truncate(40)
    assert tl.length == 40 and tl.state_at(40) == states[40]
    data = {"actions": [[p, a.to_json()] for p, a in states[-1].history]}
    tl2, final = build(rules.new_game(decks, 5), data["actions"])
    assert final == states[-1]
    assert tl2.turn_starts()[0] == (0, 0) and tl2.position_of_turn(2) > 0
