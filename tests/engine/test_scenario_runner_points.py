"""The scenario runner's points, trials and setup extras (docs/scenarios.md, issue 41): a failing
expectation is always a failure and a crash is its scenario's failure; seeded starts and deck
refusal; checks inside a run (`at:`), events counted since a point, tried actions; life, attached
cards, effects in force and this turn's history. The passing cases are also runner_*.yaml files."""
from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.scenario import build, run_scenario
from tests.engine.test_scenario_runner import (
    SRC,
    VS_POSITION,
    VS_START,
    VZ_START,
    _fails,
    _format_error,
    _run,
    _spec,
)

# -- a failure is always a failure, never a crash (issue 41) -----------------------------------------------

GRID_PLAY = """
game: grid
name: grid play
cards:
  - {number: "001", name: {en: Brick, ja: ブリック}, type: unit, stats: {at: 1, df: 1, ac: 1, x: 0, y: 0},
     attrs: {attributes: [flame], mask: ["ooo", "ooo", "ooo"]}, text: {en: "", ja: ""}}
  - {number: "002", name: {en: Veto, ja: ヴィートー}, type: event, stats: {x: 0, y: 1}, attrs: {attributes: [tide]},
     text: {en: "Counter.", ja: "カウンター。"}, abilities: [{type: event, effects: [{counter: true}]}]}
  - {number: "003", name: {en: Tide Stone, ja: タイドストーン}, type: unit, stats: {at: 1, df: 1, ac: 1, x: 0, y: 0},
     attrs: {attributes: [tide], mask: ["ooo", "ooo", "ooo"]}, text: {en: "", ja: ""}}
setup:
  phase: standby
  players:
    - {hand: [{card: Brick, as: b}], deck_fill: {card: Brick, count: 10}}
    - {hand: [{card: Veto, as: v}], attribute: [Tide Stone], deck_fill: {card: Brick, count: 10}}
"""


@pytest.mark.rule("grid:7.4")
def test_a_failing_waiting_expectation_on_a_unit_play_is_reported_not_a_crash() -> None:
    steps = [{"do": ["play", "@b"]}]
    assert _run(GRID_PLAY, steps + [{"expect": {"waiting": [{"card": "@b", "kind": "unit", "player": 0}]}}]).ok
    _fails(GRID_PLAY, steps + [{"expect": {"waiting": []}}], "expected 0 waiting abilities, got 1: [Brick (@b) [unit, player 0]]")
    _fails(GRID_PLAY, steps + [{"expect": {"waiting": [{"card": "@b", "ability": 0}]}}],
           "waiting ability 0 is Brick (@b) [unit, player 0]: it does not have ability 0")
    answer = {"do": ["play", "@v"], "at": {"event": "stacked", "card": "@v"}}  # the counter on the stack, unresolved
    assert _run(GRID_PLAY, steps + [{**answer, "expect": {"waiting": ["@b", {"card": "@v", "kind": "event"}]}}]).ok
    _fails(GRID_PLAY, steps + [{**answer, "expect": {"waiting": [{"card": "@b"}, {"card": "@b"}]}}],
           "waiting ability 1 is Veto (@v)", "card @b")


def test_a_crash_inside_a_scenario_is_its_failure_and_the_later_files_still_run(tmp_path: Any, capsys: Any) -> None:
    import argparse

    from engine.games import get_rules
    from tcgtable.commands import cmd_scenario_run
    first, second = tmp_path / "a.yaml", tmp_path / "b.yaml"
    spec = yaml.safe_load(GRID_PLAY)
    spec["steps"] = [{"do": ["play", "@b"]}, {"expect": {"waiting": [{"card": "@b"}]}}]
    first.write_text(yaml.safe_dump(spec, allow_unicode=True), encoding="utf-8")
    spec["steps"] = [{"expect": {"decision": {"player": 0}}}]
    second.write_text(yaml.safe_dump(spec, allow_unicode=True), encoding="utf-8")
    rules = type(get_rules("grid"))
    hook = rules.scenario_waiting

    def broken(self: Any, state: Any) -> Any:
        raise ZeroDivisionError("a bug in a game")
    try:
        rules.scenario_waiting = broken
        code = cmd_scenario_run(argparse.Namespace(files=[str(first), str(second)]))
    finally:
        rules.scenario_waiting = hook
    printed = capsys.readouterr().out
    assert code == 1 and "1 passed, 1 failed" in printed, printed
    assert f"FAIL {first}: grid play" in printed and "crashed: ZeroDivisionError: a bug in a game" in printed


# -- start: game with the real shuffle, and the deck rules ------------------------------------------------

@pytest.mark.rule("victory_spark:5.2.3")
@pytest.mark.rule("victory_spark:5.2.4")
def test_a_shuffled_start_is_the_games_own_setup_from_the_scenarios_seed() -> None:
    spec = _spec(VS_START, shuffle=True, first_player=None)
    del spec["setup"]["first_player"]
    spec["seed"] = 7
    b = build(spec, SRC)
    s = b.state
    decks = [{"main": [s.defs[i] for i in range(len(s.defs)) if s.owner[i] == p]} for p in (0, 1)]
    ref = s.rules.new_game(decks, 7)
    for _ in range(2):
        s.apply_action(s.decision.options[0])
        ref.apply_action(ref.decision.options[0])
    assert s.zones == ref.zones and s.first_player == ref.first_player
    assert sum(e.kind == "shuffle" for e in b.all_events) == 0  # the shuffles come after the ring choices
    steps = [{"do": ["ring", "SCN-002"]}, {"do": ["ring", "SCN-004"]},
             {"expect": {"events": {"kind": "shuffle", "count": 2}}}]
    assert run_scenario({**spec, "steps": steps}, SRC).ok
    _fails(VS_START, steps, "events {'kind': 'shuffle'} since start: expected 2, got 0")  # in the order written


def test_shuffle_and_first_player_do_not_go_together_and_need_start_game() -> None:
    _format_error(VS_START, None, "setup.first_player", "shuffle: true", shuffle=True)
    _format_error(VS_POSITION, None, "setup.shuffle", "start: game", shuffle=True)
    _format_error(VS_POSITION, None, "setup.check_decks", "start: game", check_decks=False)


@pytest.mark.rule("victory_spark:5.1.2.1.1")
def test_a_started_game_refuses_an_illegal_deck_unless_the_scenario_expects_it() -> None:
    _fails(VS_START, [], "the game refuses the decks", "player 0:", "(victory_spark:5.1.2.1.1)", check_decks=True)
    for said in ("5.1.2.1.1", "victory_spark:5.1.2.1.1", "has 10 cards", ["5.1.2.1.1", "has 9 cards"]):
        assert _run(VS_START, [{"expect": {"deck_refused": said}}], check_decks=True).ok, said
    _fails(VS_START, [{"expect": {"deck_refused": "5.1.2.2"}}], "deck_refused: no deck rule says '5.1.2.2'",
           check_decks=True)
    _fails(VS_START, [{"expect": {"deck_refused": "5.1.2.1.1"}}], "expected the decks to be refused")  # check_decks: false


# -- points inside a run: at, label, since, the end of the scenario -----------------------------------------

STOW = [{"do": ["activate", "@st", "Stow Top"]}, {"do": ["choose", "@mk"]}]


def test_a_step_at_an_event_checks_the_position_right_after_it() -> None:
    at_move = {"do": ["pass"], "at": {"event": "move", "card": "@mk"},
               "expect": {"in_zone": {"@mk": "0.deck"}, "decision": None, "events": [{"kind": "resolve"}, "move"]}}
    assert _run(VS_POSITION, STOW + [at_move, {"expect": {"top": {"0.deck": "@mk"}}},
                                     {"at": {"event": "used"}, "expect": {"not_events": ["move"]}},
                                     {"expect": {"decision": None}},
                                     {"do": ["pass"], "expect": {"turn_player": 1, "phase": "energy"}}]).ok
    # the run went on to the next decision: the position after the move is not the one stopped at
    _fails(VS_POSITION, STOW + [{**at_move, "expect": {"in_zone": {"@mk": "0.hand"}}}], "in_zone of @mk")
    _fails(VS_POSITION, STOW + [{**at_move, "at": {"event": "move", "card": "@ace"}}],
           "step 2: no event {'kind': 'move', 'card': '@ace'} happened before the next decision")
    _fails(VS_POSITION, [{"at": {"event": "move"}}], "step 0: no event {'kind': 'move'} happened before the next decision")


@pytest.mark.rule("victory_spark:1.2.4")
def test_the_last_expectation_is_checked_when_the_game_is_over() -> None:
    spec = _spec(VS_POSITION, [{"do": ["resign", 1]}])
    spec["expect"] = {"winner": 0, "decision": None, "events": {"kind": "game_end", "count": 1}}
    assert run_scenario(spec, SRC).ok
    spec["expect"] = {"winner": 1}
    out = run_scenario(spec, SRC)
    assert out.failures == ["winner: expected 1, got 0 (('win', 0, 'resignation'))"], out.failures


def test_events_are_counted_since_a_labelled_or_numbered_step() -> None:
    steps = STOW + [{"do": ["pass"], "label": "stowed"}, {"do": ["pass"]}]
    ok = [{"kind": "activate", "count": 1}, {"kind": "move", "card": "@mk", "to": "deck", "count": 1, "since": 1},
          {"kind": "move", "card": "@mk", "count": 0, "since": "stowed"}, {"kind": "activate", "since": 0, "count": 0}]
    for want in ok:
        assert _run(VS_POSITION, steps + [{"expect": {"events": want}}]).ok, want
    _fails(VS_POSITION, steps + [{"expect": {"events": {"kind": "activate", "count": 0}}}],
           "events {'kind': 'activate'} since start: expected 0, got 1 (activate(")
    _format_error(VS_POSITION, steps + [{"expect": {"events": {"kind": "move", "count": 0, "since": "later"}}}],
                  "expect.events.since", "no step labelled or numbered 'later'")
    _format_error(VS_POSITION, [{"expect": {"events": {"kind": "move"}}}], "steps.0.expect.events", "")


@pytest.mark.rule("victory_spark:7.4.1.2")
def test_a_choice_nobody_was_asked_is_an_event_with_auto() -> None:
    one = [{"card": "Marker", "as": "mk"}]  # one card in hand: the choice makes itself
    steps = [{"do": ["activate", "@st", "Stow Top"]},
             {"expect": {"events": {"kind": "chosen", "player": 0, "card": "@mk", "auto": True, "count": 1}}}]
    spec = _spec(VS_POSITION, steps)
    spec["setup"]["players"][0]["hand"] = one
    assert run_scenario(spec, SRC).ok
    assert _run(VS_POSITION, STOW + [{"expect": {"events": {"kind": "chosen", "card": "@mk", "auto": True, "count": 0}}},
                                     {"expect": {"events": {"kind": "chosen", "card": "@mk", "count": 1}}}]).ok
    spec["steps"][1]["expect"]["events"]["count"] = 0
    out = run_scenario(spec, SRC)
    assert any("expected 0, got 1 (chosen(player=0, card=SCN-003" in m for m in out.failures), out.failures


# -- resolving takes the waiting mapping -------------------------------------------------------------------

def test_resolving_checks_the_kind_of_the_ability_being_carried_out() -> None:
    steps = [{"do": ["activate", "@st", "Stow Top"]}]
    assert _run(VS_POSITION, steps + [{"expect": {"resolving": {"card": "@st", "kind": "activated", "player": 0}}}]).ok
    _fails(VS_POSITION, steps + [{"expect": {"resolving": {"kind": "auto"}}}],
           "the ability being carried out is Stower (@st)'s ability 0 Stow Top [activated, in progress, player 0]",
           "kind auto")


# -- try: refused actions leave the game as it was -----------------------------------------------------------

@pytest.mark.rule("victory_spark:7.4.1.2")
def test_tried_actions_must_be_refused_and_leave_the_game_untouched() -> None:
    deck_card = {"try": [["activate", "@st", "Stow Top"], ["choose", "@top"]], "expect_refused": True,
                 "expect": {"decision": {"player": 0, "kind": "main"}, "counts": {"0.hand": 2}, "waiting": [],
                            "events": {"kind": "activate", "count": 0}}}
    assert _run(VS_POSITION, [deck_card]).ok
    assert _run(VS_POSITION, [{**deck_card, "expect_refused": 1}]).ok
    _fails(VS_POSITION, [{**deck_card, "expect_refused": 0}], "action 1 was refused", "expected action 0 to be")
    legal = {"try": [["activate", "@st", "Stow Top"], ["choose", "@ace"]], "expect_refused": True}
    _fails(VS_POSITION, [legal], "step 0: try: every action was accepted; expected a refusal")
    assert _run(VS_POSITION, [{**legal, "expect_refused": False}, {"expect": {"counts": {"0.hand": 2}}}]).ok
    _fails(VS_POSITION, [{**deck_card, "expect_refused": False}], "action 1 was refused (choose")
    _format_error(VS_POSITION, [{"try": [["pass"]]}], "steps.0", "go together")
    _format_error(VS_POSITION, [{"try": [["pass"]], "expect_refused": True, "do": ["pass"]}], "steps.0", "not both")


# -- what a position holds besides its cards: life, attached cards, effects in force, this turn ----------------

def _file_scenario(path: str, name: str) -> dict[str, Any]:
    from engine.scenario import load_scenarios
    return next(s for s in load_scenarios(path) if s["name"] == name)


@pytest.mark.parametrize("path, name, key", [
    ("tests/scenarios/phantom_magic_vision/runner_setup.yaml", "a player set at 1 life loses to 1 damage", "life"),
    ("tests/scenarios/phantom_magic_vision/runner_setup.yaml", "an equipment set on a character gives it its modifier",
     "attached"),
    ("tests/scenarios/phantom_magic_vision/runner_setup.yaml",
     "a leader with two popularity cards set on it gets its +2 attack", "attached"),
    ("tests/scenarios/phantom_magic_vision/runner_setup.yaml",
     "a character already played this turn leaves no second character play", "this_turn"),
    ("tests/scenarios/phantom_magic_vision/runner_setup.yaml",
     "an attack bonus until the end of the turn, already in force, ends with the turn", "effects"),
    ("tests/scenarios/victory_spark/runner_points.yaml",
     "a power bonus already in force until the end of the turn ends in the end phase", "effects"),
    ("tests/scenarios/victory_spark/runner_points.yaml",
     "a once-per-turn ability already used this turn is not offered again", "this_turn"),
    ("tests/scenarios/grid/runner_setup.yaml", "the attribute area takes one card a turn", "this_turn"),
    ("tests/scenarios/vividz/runner_setup.yaml", "a power bonus in force until the end of the mission phase ends there", "effects"),
])
def test_each_setup_extra_decides_its_scenario(path: str, name: str, key: str) -> None:
    """The passing scenario files fail without the setup key: it is what placed the position."""
    spec = _file_scenario(path, name)
    assert run_scenario(spec, path).ok
    spec["setup"] = {k: v for k, v in spec["setup"].items() if k != key}
    assert not run_scenario(spec, path).ok


@pytest.mark.parametrize("change, item, problem", [
    ({"life": {0: 5}}, "setup.life", "Victory Spark positions have no life"),
    ({"attached": [{"card": "@mk", "on": "@st"}]}, "setup.attached", "Victory Spark positions have no attached"),
    ({"this_turn": {"attacked": True}}, "setup.this_turn", "unknown this_turn key 'attacked'"),
    ({"this_turn": {"used": [["@st", "Stow Sideways"]]}}, "setup.this_turn", "no ability named 'Stow Sideways'"),
    ({"this_turn": {"used": [["@ghost", 0]]}}, "setup.this_turn", "no card is labelled '@ghost'"),
    ({"effects": [{"modify": "@st", "colour": 1}]}, "setup.effects", "modify takes defense, level, power, until, not colour"),
    ({"effects": [{"modify": "@st", "power": 1, "until": "forever"}]}, "setup.effects", "until is one of"),
    ({"effects": [{"power": 1}]}, "setup.effects", "a modify or a grant"),
    ({"effects": [{"modify": "@st", "power": 1, "controller": 2}]}, "setup.effects", "controller is 0 or 1"),
    ({"life": {2: 5}}, "setup.life", ""),
])
def test_a_wrong_setup_extra_is_a_format_error(change: dict[str, Any], item: str, problem: str) -> None:
    _format_error(VS_POSITION, None, item, problem, **change)


def test_setup_extras_are_refused_at_the_games_start() -> None:
    _format_error(VS_START, None, "setup.effects", "start: game", effects=[{"modify": "@m0", "power": 1}])


def test_an_effect_in_force_is_the_games_own_effect() -> None:
    """The same tuple the game's modify effect makes, with its timestamp before the position starts."""
    b = build(_spec(VS_POSITION, effects=[{"modify": ["@st", "@mk"], "power": 1000, "until": "end_of_next_turn",
                                          "source": "@ace", "controller": 1}]), SRC)
    s = b.state
    (e,) = s.effects
    assert e[1:] == ("modify", ((b.labels["st"], 0), (b.labels["mk"], 0)), (("power", 1000),), "end_of_next_turn", 1)
    assert not s.ctx  # no resolution left open


GRID_START = """
game: grid
name: grid start
cards:
  - {number: "001", name: {en: Brick, ja: ブリック}, type: unit, stats: {at: 1, df: 1, ac: 1, x: 0, y: 0},
     attrs: {attributes: [flame], mask: ["ooo", "ooo", "ooo"]}, text: {en: "", ja: ""}}
setup:
  start: game
  players: [{deck_fill: {card: Brick, count: 20}}, {deck_fill: {card: Brick, count: 20}}]
"""

PMV_START = """
game: phantom_magic_vision
name: pmv start
cards:
  - {number: "001", name: {en: Gravel, ja: 砂礫}, type: character,
     stats: {node: 9, cost: 9, graze: 0, attack: 1, toughness: 1}, attrs: {races: [human]}, text: {en: "", ja: ""}}
setup:
  start: game
  players: [{deck_fill: {card: Gravel, count: 20}}, {deck_fill: {card: Gravel, count: 20}}]
"""


@pytest.mark.parametrize("text, clause", [
    (GRID_START, "grid:1.1"), (PMV_START, "phantom_magic_vision:D1.3"),
    (VZ_START.replace("  check_decks: false\n", ""), "vividz:401.5a"),
])
def test_every_game_refuses_an_illegal_deck_at_its_start(text: str, clause: str) -> None:
    _fails(text, [], "the game refuses the decks", f"({clause})")
    assert _run(text, [{"expect": {"deck_refused": clause}}]).ok
    assert _run(text, [{"expect": {"turn": 1}}], check_decks=False).ok
