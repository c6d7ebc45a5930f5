"""Stops: the table answers Pass for the player at windows they do not stop at (desktop/table/stops.py),
through the controller's normal answer path. The step toggles change where the table asks; the
answers it gives are the player's in the history and the replay; "pass until end of turn" asks again
at the next turn; an opponent's new play or attack the player can answer is asked even with the step
off; take-back returns to the last decision the player saw; the settings are remembered per game;
with every stop off only the decisions the table must ask are asked; F2 passes whatever has focus."""
from __future__ import annotations

import random

import pytest

from desktop.cardpixmaps import CardPixmaps
from desktop.qt import Qt
from desktop.settings import KEYS, AppSettings
from desktop.table.autosave import GameSetup
from desktop.table.controller import GameController, Step
from desktop.table.games import adapter_for
from desktop.table.gametable import GameTable
from desktop.table.stops import END_OF_TURN, StopPolicy, StopSettings
from engine import stack
from engine.ai.arena import arena_decks, fresh
from engine.ai.levels import make_agent
from engine.games import get_rules
from engine.state import State

from .test_table_helpers import start, wait_human

GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
NO_STOPS = StopSettings(frozenset(), frozenset())


def _decks(game: str) -> list[dict]:
    decks = arena_decks(game)
    return [fresh(decks[0][1]), fresh(decks[1 % len(decks)][1])]


def _table(qtbot, db, game: str, seed: int = 3, stops: StopSettings | None = None,
           state: State | None = None, ai: str = "random"):  # type: ignore[no-untyped-def]
    """A game table on `db`'s settings (with `stops` for `game` stored first), the game started."""
    settings = AppSettings(db)
    settings.set("language", "en")
    if stops is not None:
        settings.set("stops", {**settings.get("stops"), game: stops.to_json()})
    table = GameTable(CardPixmaps(lang="en"), "en", settings)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    table.speed.setCurrentIndex(table.speed.findData("off"))
    setup = GameSetup(game, seed, _decks(game), ["a", "b"], ["You", "Computer"], 0, ai)
    c = GameController(setup, state=state)
    table.start(c)
    return table, c


def _is_window(c: GameController, state: State | None = None) -> bool:
    """A window of the player's to pass at (on `state`, else the game's)."""
    d = (state or c.state).decision
    pa = c.adapter.pass_action(list(d.options)) if d is not None else None
    return (d is not None and d.kind in c.adapter.stop_kinds and pa is not None and pa.kind in c.adapter.pass_kinds
            and not pa.args)


def _window_after_pass(c: GameController) -> bool:
    """Passing here leads straight (no other player's answer between) to another window of the
    player's in the same turn."""
    s = c.state.clone()
    s.apply_action(c.adapter.pass_action(list(s.decision.options)))
    return s.decision is not None and s.decision.player == 0 and s.turn == c.state.turn and _is_window(c, s)


def _self_play(game: str, seed: int, until, settings: StopSettings | None = None):  # type: ignore[no-untyped-def]
    """Heuristic self-play of `_decks(game)` with `seed` (the player's seat through a policy with
    `settings`) until `until(state, policy)` holds at a decision of player 0; that state or None."""
    rules, adapter = get_rules(game), adapter_for(game)
    s = rules.new_game(_decks(game), seed)
    policy = StopPolicy(adapter, settings or StopSettings.defaults(adapter), 0)
    policy.reset(s)
    agents = {0: make_agent("heuristic", seed), 1: make_agent("heuristic", seed + 1)}
    while not s.is_terminal() and s.turn < 60:
        p = s.current_player()
        if p == 0 and until(s, policy):
            return s
        legal = s.legal_actions()
        auto = policy.answer(s) if p == 0 else None
        policy.observe(s.apply_action(auto or (legal[0] if len(legal) == 1 else agents[p].choose(s, p))))
    return None


def _brace_in_release(s: State, policy: StopPolicy) -> bool:
    """The player's own release step, a window in which an ability of theirs could be used."""
    return (s.turn_player == 0 and s.step == "release" and s.decision.kind == "priority"
            and any(a.kind == "activate" for a in s.legal_actions()))


def test_the_toggles_change_where_the_table_stops(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    seed, s = next((seed, x) for seed, x in ((k, _self_play("grid", k, _brace_in_release)) for k in range(1, 8))
                   if x is not None)
    adapter = adapter_for("grid")
    defaults = StopSettings.defaults(adapter)
    assert "release" not in defaults.mine
    on = defaults.toggled("release", True)
    for settings, asked in ((defaults, False), (on, True)):
        policy = StopPolicy(adapter, settings, 0)
        policy.reset(s)
        assert (policy.answer(s) is None) is asked
    # on the table: the same position (resumed), asked with the toggle on, passed by itself with it off
    n = len(s.history)
    table, c = _table(qtbot, db, "grid", seed=seed, stops=on, state=s.clone())  # resumed there
    assert c.human_to_act() and len(c.state.history) == n
    chip = table.stopctl.bar.chips["release"]
    assert chip[1].isChecked() and not chip[2].isChecked()
    chip[1].click()  # the player turns the stop off on the bar
    assert "release" not in AppSettings(db).get("stops")["grid"]["mine"]
    table.stop()
    table2, c2 = _table(qtbot, db, "grid", seed=seed, state=s.clone())
    qtbot.waitUntil(lambda: len(c2.state.history) > n, timeout=10000)
    assert c2.state.history[n][0] == 0 and c2.state.history[n][1].kind == "pass" and n in c2.auto_positions


def test_automatic_passes_are_the_players_answers_in_history_and_replay(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot, db, "grid", seed=4)
    asked: list[int] = []
    r = random.Random(4)
    steps: list[Step] = []
    c.stepped.connect(steps.append)
    while not c.finished and c.state.turn < 6:
        wait_human(qtbot, c)
        if c.finished:
            break
        asked.append(len(c.state.history))
        assert table.prompt.rows, "an asked decision is shown"
        opts = c.options()
        c.submit(r.choice([a for a in opts if a.kind != "pass"] or opts))
    assert c.auto_positions, "the table passed for the player"
    assert not set(asked) & c.auto_positions
    replay = c.replay_data()["actions"]
    for i in c.auto_positions:
        p, a = c.state.history[i]
        assert p == 0 and a.kind in c.adapter.pass_kinds and not a.args
        assert replay[i][0] == 0 and replay[i][1] == a.to_json()
    auto_steps = [st for st in steps if st.auto]
    assert {st.position - 1 for st in auto_steps} == c.auto_positions and all(st.player == 0 for st in auto_steps)


def test_pass_until_end_of_turn_asks_again_at_the_next_turn(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    everywhere = StopSettings(frozenset(adapter_for("grid").steps("grid")), frozenset(adapter_for("grid").steps("grid")))
    table, c = _table(qtbot, db, "grid", seed=5, stops=everywhere)
    r = random.Random(5)
    while True:  # to a window of the player's own turn whose pass leads to another of its windows
        wait_human(qtbot, c)
        assert not c.finished
        if c.state.turn_player == 0 and c.state.turn >= 3 and _is_window(c) and _window_after_pass(c):
            break
        opts = c.options()
        c.submit(r.choice(opts))
    turn, k = c.state.turn, len(c.state.history)
    pa = c.adapter.pass_action(c.options())
    with qtbot.waitActive(table):
        table.activateWindow()
    qtbot.keyClick(table, Qt.Key.Key_F4)
    assert len(c.state.history) > k and c.state.history[k] == (0, pa)
    if c.state.turn == turn:  # still passing (shown), else over with the turn
        bar = table.stopctl.bar
        assert table.stopctl.policy.mode == END_OF_TURN and bar.mode_label.text()
        assert bar.modes.currentWidget() is bar.stop_button.parentWidget()  # the way to stop is shown
    wait_human(qtbot, c)
    # every window of the player in the rest of that turn was passed; what is asked is mandatory or a later turn
    for i in range(k + 1, len(c.state.history)):
        if c.state.history[i][0] == 0:
            assert i in c.auto_positions
    assert any(i > k for i in c.auto_positions)  # windows it would have asked at, with every stop on
    assert c.state.turn > turn or not _is_window(c)
    if c.state.turn > turn:
        assert table.stopctl.policy.mode == "" and table.stopctl.bar.mode_label.text() == ""


def _news(s: State, policy: StopPolicy) -> bool:
    """An opponent's item on the stack the player has not seen, and something meaningful to answer with."""
    if s.decision.kind != "priority":
        return False
    items = stack.items(s)
    new = items and policy.adapter.stack_owner(items[-1]) == 1 and items[-1][0] not in policy._known
    pa = policy.window_pass(s)
    return bool(new) and pa is not None and any(a != pa and s.rules.meaningful(s, a) for a in s.legal_actions())


@pytest.mark.parametrize("game", ["grid", "phantom_magic_vision"])
def test_an_opponent_play_that_can_be_answered_is_asked_with_every_stop_off(game: str) -> None:
    adapter = adapter_for(game)
    found = 0
    for seed in range(3, 14):  # grid's games of seeds 1 and 2 reach no such position (5 s of self-play)
        s = _self_play(game, seed, _news, NO_STOPS)
        if s is None:
            continue
        policy = StopPolicy(adapter, NO_STOPS, 0)
        policy.reset(s)  # seen as it is: not new, and the step is off
        assert policy.answer(s) is not None
        policy = StopPolicy(adapter, NO_STOPS, 0)
        policy._known = frozenset()  # seen before the opponent put it there
        assert policy.answer(s) is None, "asked although the step is off"
        found += 1
        if found >= 2:
            break
    assert found, "no seeded game had an opponent's play to answer"


def test_an_attack_by_the_opponent_is_news() -> None:
    from engine.events import Event
    adapter = adapter_for("phantom_magic_vision")
    policy = StopPolicy(adapter, NO_STOPS, 0)
    policy.observe([Event("attack", (("player", 0),))])
    assert not policy._attacked  # one's own attack is nothing new
    policy.observe([Event("attack", (("player", 1),))])
    assert policy._attacked


def test_take_back_returns_to_the_last_decision_the_player_saw(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot, db, "grid", seed=6)
    r = random.Random(6)
    seen: list[int] = []
    for _ in range(400):
        wait_human(qtbot, c)
        assert not c.finished
        here = len(c.state.history)
        if seen and any(seen[-1] < i < here for i in c.auto_positions):
            break  # the table passed for the player since the last decision they saw
        seen.append(here)
        opts = c.options()
        c.submit(r.choice(opts))
    else:
        pytest.fail("no automatic pass between two decisions")
    k = seen[-1]
    expected = c.timeline.state_at(k)
    table.take_back()
    wait_human(qtbot, c)
    assert len(c.state.history) == k and c.state == expected
    assert c.human_to_act() and table.prompt.rows  # asked again, not passed by itself
    assert all(i < k for i in c.auto_positions)


def test_settings_are_remembered_per_game_and_a_corrupt_value_is_repaired(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot, db, "phantom_magic_vision")
    bar = table.stopctl.bar
    _chip, mine, theirs = bar.chips["draw"]
    assert not theirs.isChecked()
    theirs.click()
    bar.auto.click()  # auto-pass off
    assert c.stops is not None and "draw" in c.stops.settings.theirs and not c.stops.settings.auto
    table.stop()
    table2, c2 = _table(qtbot, db, "phantom_magic_vision")  # a new table on the same database
    assert table2.stopctl.bar.chips["draw"][2].isChecked() and not table2.stopctl.bar.auto.isChecked()
    assert c2.stops is not None and not c2.stops.settings.auto
    table2.stop()
    table3, c3 = _table(qtbot, db, "grid")  # another game keeps its own defaults
    assert c3.stops is not None and c3.stops.settings == StopSettings.defaults(adapter_for("grid"))
    table3.stop()
    import json

    import carddb
    from carddb.models import Setting
    for bad in ('{"grid": 5}', '[1]', '{"grid": {"mine": [3]}}', '{"grid": {"auto": "yes"}}'):
        with db.transaction() as s:
            s.merge(Setting(key=KEYS["stops"].name, value_json=bad))
        fresh_settings = AppSettings(db)
        assert fresh_settings.get("stops") == {} and "stops" in fresh_settings.invalid
        assert fresh_settings.repair() == ["stops"]
        assert json.loads(json.dumps(carddb.get_setting(db, KEYS["stops"].name, None))) == {}


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_with_every_stop_off_asks_only_what_it_must(qtbot, db, game: str) -> None:  # type: ignore[no-untyped-def]
    table, c = _table(qtbot, db, game, seed=7, stops=NO_STOPS)
    events: list[Step] = []
    c.stepped.connect(events.append)
    r = random.Random(7)
    for _ in range(3000):
        wait_human(qtbot, c, timeout=60000)
        if c.finished:
            break
        if _is_window(c):
            pa = c.adapter.pass_action(c.options())
            others = [a for a in c.options() if a != pa]
            assert any(c.rules.meaningful(c.state, a) for a in others)
            opp_items = [it for it in stack.items(c.state) if c.adapter.stack_owner(it) == 1]
            # an attack since the player's previous decision (asked or passed by the table)
            last = max((i for i, (p, _a) in enumerate(c.state.history) if p == 0), default=-1)
            attacked = any(e.kind == "attack" and e.get("player") == 1
                           for st in events if st.position > last + 1 for e in st.events)
            assert opp_items or attacked, f"a window asked with nothing new: {c.state.decision.kind} {c.state.step}"
        opts = c.options()
        c.submit(r.choice(opts))
    assert c.finished, "the game did not end"
    assert c.auto_positions


def test_f2_passes_and_f4_f6_esc_work_whatever_has_focus(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.settings.set("stops", {"victory_spark": StopSettings(frozenset({"energy", "chara"}), frozenset()).to_json()})
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    for _ in range(50):
        wait_human(qtbot, c)
        if _is_window(c):
            break
        c.submit(c.options()[0])
    assert _is_window(c)
    n = len(c.state.history)
    pa = c.adapter.pass_action(c.options())
    window.activateWindow()
    table.speed.setFocus()  # focus on another widget of the page
    qtbot.keyClick(table.speed, Qt.Key.Key_F2)
    assert c.state.history[n] == (0, pa)
    wait_human(qtbot, c)
    qtbot.keyClick(table.speed, Qt.Key.Key_F6)
    assert table.stopctl.policy is not None
    if table.stopctl.policy.mode:  # not over at once (the turn did not end with it)
        bar = table.stopctl.bar
        assert bar.mode_label.text() and bar.modes.currentWidget() is bar.stop_button.parentWidget()
        qtbot.keyClick(table.speed, Qt.Key.Key_Escape)
        assert table.stopctl.policy.mode == "" and table.stopctl.bar.mode_label.text() == ""
        assert bar.modes.currentWidget() is bar.turn_button.parentWidget()


def test_stored_settings_keep_only_the_games_steps() -> None:
    adapter = adapter_for("vividz")
    s = StopSettings(frozenset({"main"}), frozenset({"block", "charge"}), auto=False)
    assert StopSettings.from_json(s.to_json(), adapter, "vividz") == s
    odd = StopSettings.from_json({"mine": ["main", "no_such_step"], "auto": "x"}, adapter, "vividz")
    assert odd.mine == {"main"} and odd.theirs == StopSettings.defaults(adapter).theirs and odd.auto
    assert StopSettings.from_json(None, adapter, "vividz") == StopSettings.defaults(adapter)
    assert s.toggled("main", True).mine == frozenset() and s.toggled("main", False).theirs == {"block", "charge", "main"}
