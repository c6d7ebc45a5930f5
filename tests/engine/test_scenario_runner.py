"""The scenario runner's judge-level checks (docs/scenarios.md): each new expectation fails when
the position disagrees, and each new key written wrongly is a FormatError naming the file, the
item and the problem. The passing cases are the scenario files tests/scenarios/*/runner_*.yaml."""
from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.errors import FormatError
from engine.scenario import Outcome, build, run_scenario

SRC = "judge.yaml"

VS_CARDS = """
cards:
  - {number: "001", name: {en: Filler, ja: フィラー}, type: character, stats: {level: 0, power: 1000, defense: 5000},
     attrs: {title: [Extra]}, text: {en: "", ja: ""}}
  - {number: "002", name: {en: Ace Striker, ja: エースストライカー}, type: character,
     stats: {level: 0, power: 3000, defense: 5000}, attrs: {title: [Extra]}, text: {en: "", ja: ""}}
  - {number: "003", name: {en: Marker, ja: マーカー}, type: character, stats: {level: 0, power: 1000, defense: 5000},
     attrs: {title: [Extra]}, text: {en: "", ja: ""}}
  - number: "004"
    name: {en: Stower, ja: ストウワー}
    type: character
    stats: {level: 0, power: 1000, defense: 5000}
    attrs: {title: [Extra]}
    text: {en: "Stow Top / Stow Bottom / Stow", ja: "上に仕舞う/下に仕舞う/仕舞う"}
    abilities:
      - {type: activated, name: {en: Stow Top, ja: 上に仕舞う}, zone: ring,
         effects: [{choose: {zone: hand}, as: $t}, {move: $t, to: deck}]}
      - {type: activated, name: {en: Stow Bottom, ja: 下に仕舞う}, zone: ring,
         effects: [{choose: {zone: hand}, as: $t}, {move: $t, to: deck, position: bottom}]}
      - {type: activated, name: {en: Stow, ja: 仕舞う}, zone: ring, effects: [{choose: {zone: hand}, as: $t}, {move: $t, to: deck}]}
      - {type: activated, name: {en: Stow, ja: 仕舞う2}, zone: ring, effects: [{choose: {zone: hand}, as: $t}, {move: $t, to: deck}]}
  - number: "005"
    name: {en: Canceller, ja: キャンセラー}
    type: character
    stats: {level: 0, power: 1000, defense: 1000}
    attrs: {title: [Guard]}
    text: {en: "Cancel [Hand]", ja: "@キャンセル@起動〔手札〕"}
    abilities:
      - {type: activated, name: {en: Stop, ja: ストップ}, keywords: [cancel], zone: hand, effects: []}
      - {type: activated, name: {en: Wave, ja: ウェーブ}, zone: hand, effects: []}
"""

# player 1 at the ability phase with Stower in the ring; player 2 holds a cancel
VS_POSITION = "game: victory_spark\nname: judge\n" + VS_CARDS + """
setup:
  phase: ability
  players:
    - ring: [{card: Stower, as: st}]
      hand: [{card: Marker, as: mk}, {card: Ace Striker, as: ace}]
      deck_fill: {card: Filler, count: 3}
      deck: [{card: Ace Striker, as: top}]
    - ring: [Filler]
      hand: [{card: Canceller, as: c1}, Canceller]
      deck_fill: {card: Filler, count: 5}
"""

VS_START = "game: victory_spark\nname: start\n" + VS_CARDS + """
setup:
  start: game
  check_decks: false
  first_player: 1
  players:
    - deck_fill: {card: Filler, count: 8}
      deck: [{card: Marker, as: m0}, {card: Ace Striker, as: a0}]
    - deck_fill: {card: Filler, count: 8}
      deck: [{card: Stower, as: s1}]
"""

VZ_START = """
game: vividz
name: vz start
set: TVS
cards:
  - {number: "001", name: {en: Pebble, ja: ペブル}, type: chara, stats: {cost: 1, power: 1000},
     attrs: {mission_info: ☆}, text: {en: "", ja: ""}}
  - {number: "002", name: {en: Boulder, ja: ボルダー}, type: chara, stats: {cost: 3, power: 3000},
     attrs: {mission_info: ☆}, text: {en: "", ja: ""}}
  - {number: A01, name: {en: Hall, ja: ホール}, type: account, attrs: {account_info: Fan}, text: {en: "", ja: ""}}
  - {number: M01, name: {en: Road, ja: ロード}, type: mission,
     attrs: {mission_info: Blaze, check: [{action: attack, count: 9}], clear: [{action: attack, count: 9}]},
     text: {en: "", ja: ""}}
setup:
  start: game
  check_decks: false
  players:
    - {account: [Hall], mission: [Road], deck_fill: {card: Pebble, count: 12}, deck: [Boulder]}
    - {account: [Hall], mission: [Road], deck_fill: {card: Pebble, count: 12}}
"""


def _spec(text: str, steps: list[dict[str, Any]] | None = None, **setup: Any) -> dict[str, Any]:
    spec = yaml.safe_load(text)
    if steps is not None:
        spec["steps"] = steps
    spec["setup"].update(setup)
    return spec


def _run(text: str, steps: list[dict[str, Any]] | None = None, **setup: Any) -> Outcome:
    return run_scenario(_spec(text, steps, **setup), SRC)


def _fails(text: str, steps: list[dict[str, Any]], *fragments: str, **setup: Any) -> None:
    """The scenario runs and fails, each fragment in some failure message."""
    out = _run(text, steps, **setup)
    assert not out.ok, "expected a failure"
    for f in fragments:
        assert any(f in m for m in out.failures), (f, out.failures)


def _format_error(text: str, steps: list[dict[str, Any]] | None, item: str, problem: str = "", **setup: Any) -> None:
    with pytest.raises(FormatError) as ei:
        _run(text, steps, **setup)
    e = ei.value
    assert e.file == SRC and item in e.item and problem in e.problem, (e.item, e.problem)


# -- start: game --------------------------------------------------------------------------------------

@pytest.mark.rule("victory_spark:5.2.4")
def test_a_started_game_checks_its_setup_and_fails_on_a_wrong_first_player() -> None:
    steps = [{"do": ["ring", "SCN-002"]}, {"do": ["ring", "SCN-004"]},
             {"expect": {"turn_player": 0, "events": [{"kind": "first_player", "player": 0}]}}]
    _fails(VS_START, steps, "turn_player: expected 0, got 1", "no {'kind': 'first_player', 'player': 0}")
    steps[-1] = {"expect": {"turn_player": 1, "turn": 1, "counts": {"0.deck": 4, "0.hand": 5, "0.ring": 1}}}
    assert _run(VS_START, steps).ok


@pytest.mark.rule("victory_spark:5.2.3")
def test_without_first_player_the_seed_decides_but_the_decks_stay_in_order() -> None:
    spec = _spec(VS_START)
    del spec["setup"]["first_player"]
    b = build(spec, SRC)
    b.state.apply_action(b.state.decision.options[0])
    events = b.state.apply_action(b.state.decision.options[0])
    assert b.state.first_player in (0, 1) and "fixed_setup" not in b.state.flags
    assert not any(e.kind == "shuffle" for e in events)


def test_an_ordinary_game_still_shuffles() -> None:
    from engine.games import get_rules
    from engine.library import bundled_cards
    rules = get_rules("victory_spark")
    deck = [c for c in bundled_cards("victory_spark").values() if c.type == "character"][:10] * 5
    s = rules.new_game([{"main": deck}, {"main": deck}], 3)
    s.apply_action(s.decision.options[0])
    events = s.apply_action(s.decision.options[0])
    assert sum(e.kind == "shuffle" for e in events) == 2


@pytest.mark.parametrize("change, item, problem", [
    ({"phase": "chara"}, "setup.phase", "start: game"),
    ({"turn": 3}, "setup.turn", "start: game"),
    ({"start": "middle"}, "setup.start", "pattern"),
    ({"players": [{"hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}, {}]}, "setup.start", "deck"),
])
def test_a_started_victory_spark_game_refuses_what_its_setup_decides(change: dict[str, Any], item: str,
                                                                   problem: str) -> None:
    _format_error(VS_START, None, item, problem, **change)


@pytest.mark.rule("vividz:601.1d")
def test_a_started_vividz_game_refuses_a_first_player_and_misplaced_cards() -> None:
    assert _run(VZ_START, [{"expect": {"decision": {"kind": "main", "player": 0}, "counts": {"1.energy": 3}}}]).ok
    _format_error(VZ_START, None, "setup.start", "601.1d", first_player=0)
    bad = [{"deck": ["Road"], "deck_fill": {"card": "Pebble", "count": 12}}, {}]
    _format_error(VZ_START, None, "setup.start", "601.1a, 601.1b", players=bad)
    bad = [{"mission": ["Pebble"], "deck_fill": {"card": "Pebble", "count": 12}}, {}]
    _format_error(VZ_START, None, "setup.start", "mission", players=bad)
    bad = [{"hand": ["Pebble"], "deck_fill": {"card": "Pebble", "count": 12}}, {}]
    _format_error(VZ_START, None, "setup.start", "not Pebble in hand", players=bad)


# -- validate_deck ------------------------------------------------------------------------------------

@pytest.mark.rule("victory_spark:5.1.2.1.1")
def test_a_wrong_verdict_or_clause_fails() -> None:
    deck = {"main": [{"card": "Filler", "count": 4}]}
    _fails(VS_POSITION, [{"validate_deck": deck, "expect_verdict": {"legal": True}}], "expected legal, got")
    _fails(VS_POSITION, [{"validate_deck": deck, "expect_verdict": {"legal": False, "clauses": ["5.1.2.1.2"]}}],
           "cites ['victory_spark:5.1.2.1.1'], expected ['victory_spark:5.1.2.1.2']")
    _fails(VS_POSITION, [{"validate_deck": deck, "expect_verdict": {"legal": False, "messages": ["51 cards"]}}],
           "no deck violation says '51 cards'")
    assert _run(VS_POSITION, [{"validate_deck": deck, "expect_verdict": {
        "legal": False, "clauses": ["victory_spark:5.1.2.1.1"], "messages": ["has 4 cards"]}}]).ok


@pytest.mark.parametrize("step, item, problem", [
    ({"validate_deck": {"main": ["Filler"]}}, "steps.0", "go together"),
    ({"expect_verdict": {"legal": False}}, "steps.0", "go together"),
    ({"validate_deck": {"main": ["Filler"]}, "expect_verdict": {"legal": "no"}}, "steps.0.expect_verdict.legal", ""),
    ({"validate_deck": {"main": [{"card": "Filler", "count": -1}]}, "expect_verdict": {"legal": False}},
     "steps.0.validate_deck.main", ""),
    ({"validate_deck": {"main": ["Nobody"]}, "expect_verdict": {"legal": False}}, "steps[0].validate_deck.main[0]",
     "unknown card 'Nobody'"),
    ({"validate_deck": {"main": "Filler"}, "expect_verdict": {"legal": False}}, "steps.0.validate_deck.main", ""),
])
def test_a_malformed_deck_step_is_a_format_error(step: dict[str, Any], item: str, problem: str) -> None:
    _format_error(VS_POSITION, [step], item, problem)


# -- the order of cards in a zone ----------------------------------------------------------------------

def test_a_wrong_order_top_bottom_or_position_fails() -> None:
    ok = {"order": {"0.deck": ["@top", "Filler", "Filler", "Filler"]}, "top": {"0.deck": "@top"},
          "bottom": {"0.deck": ["Filler", "Filler"]}, "position": {"@top": 0, "@mk": 0, "@ace": -1}}
    assert _run(VS_POSITION, [{"expect": ok}]).ok
    _fails(VS_POSITION, [{"expect": {"order": {"0.deck": ["Filler", "@top", "Filler", "Filler"]}}}],
           "cards of 0.deck (top first): expected ['Filler', '@top', 'Filler', 'Filler'], got [Ace Striker (@top)")
    _fails(VS_POSITION, [{"expect": {"order": {"0.deck": ["@top", "Filler", "Filler"]}}}], "cards of 0.deck")
    _fails(VS_POSITION, [{"expect": {"top": {"0.deck": "Filler"}}}], "top card(s) of 0.deck")
    _fails(VS_POSITION, [{"expect": {"bottom": {"0.deck": "@top"}}}], "bottom card(s) of 0.deck")
    _fails(VS_POSITION, [{"expect": {"position": {"@top": -1}}}], "position of @top in 0.deck")
    _fails(VS_POSITION, [{"expect": {"top": {"0.deck": ["@top", "Ace Striker"]}}}], "top card(s)")


@pytest.mark.parametrize("expect, item, problem", [
    ({"order": {"0.nowhere": ["Filler"]}}, "expect.order.0.nowhere", "unknown zone"),
    ({"top": {"0.deck": [["Filler"]]}}, "steps.0.expect.top", ""),
    ({"position": {"@top": "first"}}, "steps.0.expect.position", ""),
    ({"position": {"Filler": 0}}, "expect.position", "not a card label"),
    ({"bottom": {"0.deck": "Nobody"}}, "expect.bottom.0.deck", "unknown card"),
])
def test_a_malformed_order_expectation_is_a_format_error(expect: dict[str, Any], item: str, problem: str) -> None:
    _format_error(VS_POSITION, [{"expect": expect}], item, problem)


# -- what a player can see -----------------------------------------------------------------------------

@pytest.mark.rule("victory_spark:G1")
def test_a_visible_card_expected_hidden_fails_and_a_hidden_one_expected_seen_fails() -> None:
    _fails(VS_POSITION, [{"expect": {"hidden": {0: ["@mk"]}}}],
           "player 0 should not know Marker (@mk), but their view names it at players[0].hand[1]")
    _fails(VS_POSITION, [{"expect": {"sees": {1: ["@mk"]}}}], "player 1 should see Marker (@mk)")
    _fails(VS_POSITION, [{"expect": {"view": {1: {"players.0.hand": 3}}}}], "view of player 1, players.0.hand: expected 3, got 2")
    _fails(VS_POSITION, [{"expect": {"view": {"1": {"players.0.secret": 1}}}}], "view of player 1 has no players.0.secret")
    assert _run(VS_POSITION, [{"expect": {"hidden": {1: ["@mk", "@top"]}, "sees": {0: ["@mk"]},
                                          "view": {0: {"players.0.hand.1.iid": "@mk", "me": 0}}}}]).ok


@pytest.mark.rule("victory_spark:3.2.2")
def test_a_hidden_card_named_in_the_players_log_fails() -> None:
    """Player 1 chose Marker and put it into their deck: their view no longer shows it, but their
    own log named it when it was chosen, so player 1 knows it."""
    steps = [{"do": ["activate", "@st", "Stow Top"]}, {"do": ["choose", "@mk"]}, {"do": ["pass"]},
             {"expect": {"in_zone": {"@mk": "0.deck"}, "hidden": {0: ["@mk"]}}}]
    _fails(VS_POSITION, steps, "player 0 should not know Marker (@mk), but their log says 'Player 1 chooses Marker.'")


@pytest.mark.rule("victory_spark:G1")
def test_a_card_chosen_in_the_hand_is_not_named_to_the_opponent() -> None:
    steps = [{"do": ["activate", "@st", "Stow Bottom"]}, {"do": ["choose", "@mk"]},
             {"expect": {"hidden": {1: ["@mk"]}}}]
    out = _run(VS_POSITION, steps)
    assert out.ok, out.failures


@pytest.mark.parametrize("expect, item, problem", [
    ({"hidden": {2: ["@mk"]}}, "steps.0.expect.hidden", ""),
    ({"sees": {0: ["Marker"]}}, "expect.sees.0", "not a card label"),
    ({"hidden": {0: ["@nobody"]}}, "expect.hidden.0", "no card is labelled '@nobody'"),
    ({"view": {0: ["players"]}}, "steps.0.expect.view", ""),
])
def test_a_malformed_visibility_expectation_is_a_format_error(expect: dict[str, Any], item: str, problem: str) -> None:
    _format_error(VS_POSITION, [{"expect": expect}], item, problem)


# -- waiting and resolving abilities, abilities named in actions ----------------------------------------

ACTIVATED = [{"do": ["activate", "@st", "Stow Bottom"]}, {"do": ["choose", "@mk"]}]


@pytest.mark.rule("victory_spark:R1")
def test_wrong_waiting_abilities_fail() -> None:
    right = {"card": "@st", "ability": "Stow Bottom", "kind": "activated", "player": 0, "targets": {"$t": ["@mk"]}}
    assert _run(VS_POSITION, ACTIVATED + [{"expect": {"waiting": [right], "resolving": None}}]).ok
    for wrong, says in [({"ability": "Stow Top"}, "ability Stow Top"), ({"ability": 0}, "ability 0"),
                        ({"kind": "auto"}, "kind auto"), ({"player": 1}, "player 1"),
                        ({"targets": {"$t": ["@ace"]}}, "$t = ['@ace'] (bound: [Marker (@mk)])"),
                        ({"card": "@c1"}, "card @c1")]:
        _fails(VS_POSITION, ACTIVATED + [{"expect": {"waiting": [{**right, **wrong}]}}],
               "waiting ability 0 is Stower (@st)'s ability 1 Stow Bottom", says)
    _fails(VS_POSITION, ACTIVATED + [{"expect": {"waiting": []}}], "expected 0 waiting abilities, got 1")


@pytest.mark.rule("victory_spark:7.4.1.2.1")
def test_a_wrong_cancelled_ability_fails() -> None:
    steps = ACTIVATED + [{"do": ["cancel", "@c1", "Stop", "@st", 1]}]
    right = [{"card": "@st"}, {"card": "@c1", "kind": "cancel", "cancels": {"card": "@st", "ability": "Stow Bottom"}}]
    assert _run(VS_POSITION, steps + [{"expect": {"waiting": right}}]).ok
    _fails(VS_POSITION, steps + [{"expect": {"waiting": [right[0], {"card": "@c1", "cancels": {"card": "@st", "ability": 0}}]}}],
           "waiting ability 1 is Canceller (@c1)'s ability 0 Stop", "cancels {'card': '@st', 'ability': 0}")
    _fails(VS_POSITION, steps + [{"expect": {"waiting": [right[0], {"card": "@c1", "cancels": None}]}}],
           "cancels nothing still waiting")


def test_a_wrong_resolving_ability_fails() -> None:
    steps = [{"do": ["activate", "@st", "Stow Top"]}]
    assert _run(VS_POSITION, steps + [{"expect": {"resolving": {"card": "@st", "ability": 0, "targets": {"$t": []}}}}]).ok
    _fails(VS_POSITION, steps + [{"expect": {"resolving": None}}],
           "expected no ability being carried out, got Stower (@st)'s ability 0 Stow Top")
    _fails(VS_POSITION, steps + [{"expect": {"resolving": {"ability": "Stow Bottom"}}}],
           "the ability being carried out is Stower (@st)'s ability 0 Stow Top", "ability Stow Bottom")
    _fails(VS_POSITION, [{"expect": {"resolving": {"card": "@st"}}}], "expected an ability being carried out")


@pytest.mark.parametrize("action, problem", [
    (["activate", "@st", "Stow Sideways"], "Stower has no ability named 'Stow Sideways' (its abilities: 0 Stow Top"),
    (["activate", "@st", "Stow"], "several abilities named 'Stow': use its index"),
    (["cancel", "@c1", "Wave", "@st", 0], "ability Wave of Canceller is not a cancel"),
    (["cancel", "@st", "@st"], "Stower has no cancel ability"),
])
def test_an_ability_named_wrongly_in_an_action_is_a_format_error(action: list[Any], problem: str) -> None:
    _format_error(VS_POSITION, [{"do": action}], "steps[0].do", problem)


def test_abilities_named_in_actions_reach_the_same_action_as_their_index() -> None:
    b = build(_spec(VS_POSITION), SRC)
    rules, s, st = b.state.rules, b.state, b.labels["st"]
    assert rules.scenario_action(s, "activate", [st, "stow bottom"]) == rules.scenario_action(s, "activate", [st, 1])
    assert rules.scenario_action(s, "activate", [st, "下に仕舞う"]) == rules.scenario_action(s, "activate", [st, 1])


@pytest.mark.parametrize("expect, item, problem", [
    ({"waiting": [{"card": "@st", "targets": {"t": ["@mk"]}}]}, "steps.0.expect.waiting", ""),
    ({"waiting": [{"card": "@st", "ability": [0]}]}, "steps.0.expect.waiting", ""),
    ({"waiting": [{"card": "@st", "colour": "red"}]}, "steps.0.expect.waiting", ""),
    ({"waiting": [{"card": "@ghost"}]}, "expect.waiting[0]", "no card is labelled '@ghost'"),
    ({"resolving": {"player": 2}}, "steps.0.expect.resolving.player", ""),
])
def test_a_malformed_waiting_expectation_is_a_format_error(expect: dict[str, Any], item: str, problem: str) -> None:
    _format_error(VS_POSITION, ACTIVATED + [{"expect": expect}], item.replace("steps.0", "steps.2"), problem)


def test_a_game_without_a_waiting_hook_is_a_format_error() -> None:
    from engine.games import get_rules
    rules = get_rules("victory_spark")
    hook = type(rules).scenario_waiting
    try:
        del type(rules).scenario_waiting
        _format_error(VS_POSITION, [{"expect": {"waiting": []}}], "expect.waiting", "cannot inspect waiting abilities")
    finally:
        type(rules).scenario_waiting = hook


# -- events of the last step -----------------------------------------------------------------------------

def test_wrong_events_fail() -> None:
    steps = ACTIVATED + [{"do": ["pass"]}]
    right = [{"kind": "resolve", "card": "@st", "ability": "Stow Bottom"}, {"kind": "move", "card": "@mk", "to": "deck"},
             {"kind": "used", "card": "Stower"}]
    assert _run(VS_POSITION, steps + [{"expect": {"events": right, "not_events": ["cancelled"]}}]).ok
    _fails(VS_POSITION, steps + [{"expect": {"events": list(reversed(right))}}],
           "events of the last step: no {'kind': 'move'")
    _fails(VS_POSITION, steps + [{"expect": {"events": [{"kind": "resolve", "ability": "Stow Top"}]}}], "no {'kind': 'resolve'")
    _fails(VS_POSITION, steps + [{"expect": {"events": [{"kind": "move", "card": "@mk", "to": "retire"}]}}], "'to': 'retire'")
    _fails(VS_POSITION, steps + [{"expect": {"not_events": [{"kind": "move", "card": "@mk"}]}}],
           "the last step should have no event {'kind': 'move', 'card': '@mk'} (got move(")
    # the events are those of the last step only: the activation came two steps earlier
    _fails(VS_POSITION, steps + [{"expect": {"events": [{"kind": "activate", "card": "@st"}]}}], "no {'kind': 'activate'")


@pytest.mark.parametrize("expect, item", [
    ({"events": [{"card": "@st"}]}, "steps.0.expect.events"),
    ({"events": "resolve"}, "steps.0.expect.events"),
    ({"not_events": [{"kind": ""}]}, "steps.0.expect.not_events"),
])
def test_a_malformed_event_expectation_is_a_format_error(expect: dict[str, Any], item: str) -> None:
    _format_error(VS_POSITION, [{"expect": expect}], item)

