"""Phantom Magic Vision's vocabulary of plays beyond the scenarios (tests/scenarios/phantom_magic_vision/
vocab_play.yaml): a malformed use is refused naming its field, the JSON Schema describes the new keys,
a chosen mode is public and worded in both languages, and a game saved at each new decision (a cost's
card, a mode, a transformed state) loads and plays on."""
from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from engine import savegame
from engine.actions import Action
from engine.cardset import parse_cardset
from engine.cardset_schema import card_set_schema
from engine.errors import FormatError
from engine.processor import apply_action
from engine.scenario import build, load_scenarios

FILE = Path(__file__).parents[2] / "scenarios" / "phantom_magic_vision" / "vocab_play.yaml"
GAME = "phantom_magic_vision"
TEXT = {"en": "x", "ja": "x"}
DRAW = {"text": TEXT, "effects": [{"draw": 1}]}
NODE_TO_GRAVE = {"move_cards": {"choose": {"zone": "nodes"}, "to": "graveyard"}}
FACE = {"name": TEXT, "stats": {"attack": 3, "toughness": 3}, "text": TEXT}


def _set(card: dict[str, Any]) -> dict[str, Any]:
    base = {"number": "001", "name": {"en": "Probe", "ja": "探り"}, "type": "command",
            "stats": {"node": 0, "cost": 0, "graze": 0}, "text": TEXT}
    return {"format": 1, "game": GAME, "code": "TST", "version": 1, "name": TEXT, "cards": [{**base, **card}]}


def _position(name: str) -> Any:
    spec = next(s for s in load_scenarios(FILE) if s["name"].startswith(name))
    return build(spec, str(FILE))


def _do(b: Any, kind: str, *args: Any) -> None:
    s = b.state
    apply_action(s, s.rules.scenario_action(s, kind, [b.labels[a[1:]] if isinstance(a, str) and a.startswith("@") else a
                                                      for a in args]))


# -- malformed uses name their field -----------------------------------------------------------------
BAD: list[tuple[str, dict[str, Any], str, str]] = [
    ("modes on an activated ability", {"abilities": [{"type": "activated", "modes": [DRAW, DRAW], "effects": []}]},
     "abilities[0].modes", "only a play ability"),
    ("mode_count above the modes", {"abilities": [{"type": "play", "mode_count": 3, "modes": [DRAW, DRAW]}]},
     "abilities[0].mode_count", "number of modes"),
    ("a single mode", {"abilities": [{"type": "play", "modes": [DRAW]}]}, "abilities[0].modes", "2 to"),
    ("a mode without its text", {"abilities": [{"type": "play", "modes": [DRAW, {"effects": [{"draw": 2}]}]}]},
     "abilities[0].modes[1].text", "required"),
    ("modes beside effects", {"abilities": [{"type": "play", "modes": [DRAW, DRAW], "effects": [{"draw": 1}]}]},
     "abilities[0].effects", "modes"),
    ("a mode's effect misspelt", {"abilities": [{"type": "play", "modes": [DRAW, {"text": TEXT, "effects": [{"drew": 1}]}]}]},
     "abilities[0].modes[1].effects[0]", "exactly one effect"),
    ("a play ability with nothing to do", {"abilities": [{"type": "play"}]}, "abilities[0].effects", "effects, modes"),
    ("a play cost the hand cannot pay", {"abilities": [{"type": "play", "cost": [{"sleep": "self"}], "effects": []}]},
     "abilities[0].cost[0]", "additional cost is one of"),
    ("move_cards without its zone", {"abilities": [{"type": "play", "cost": [{"move_cards": {"choose": {"zone": "nodes"}}}],
                                                    "effects": []}]}, "abilities[0].cost[0].move_cards.to", "required"),
    ("move_cards with an unknown key", {"abilities": [{"type": "play", "cost": [
        {"move_cards": {"choose": {"zone": "nodes"}, "to": "graveyard", "where": {}}}], "effects": []}]},
     "abilities[0].cost[0].move_cards.where", "unknown key"),
    ("rest_cards choosing from a zone that does not exist", {"abilities": [{"type": "play", "cost": [
        {"rest_cards": {"choose": {"zone": "bench"}}}], "effects": []}]}, "abilities[0].cost[0].rest_cards.choose.zone",
     "unknown zone"),
    ("played on a move trigger", {"type": "character", "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 1},
                                  "abilities": [{"type": "auto", "trigger": {"on": "move", "played": True}, "effects": []}]},
     "abilities[0].trigger.played", "only an enters trigger"),
    ("played not true or false", {"type": "character", "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 1},
                                  "abilities": [{"type": "auto", "trigger": {"on": "enters", "played": "yes"}, "effects": []}]},
     "abilities[0].trigger.played", "true or false"),
    ("paid of something a play does not pay", {"abilities": [{"type": "play", "effects": [{"hit": {"paid": "life"}}]}]},
     "abilities[0].effects[0].hit.paid", "nodes or cards or overdrive"),
    ("a second transformed state without a first", {"type": "character", "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1,
                                                                                   "toughness": 1},
                                                    "attrs": {"transformed_2": FACE}},
     "transformed_2", "comes after transformed"),
]


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:10.28.5")
@pytest.mark.parametrize("what,card,path,problem", BAD, ids=[x[0] for x in BAD])
def test_a_malformed_use_is_refused_naming_its_field(what: str, card: dict[str, Any], path: str, problem: str) -> None:
    with pytest.raises(FormatError) as e:
        parse_cardset(_set(card), "<test>")
    assert path in str(e.value) and problem in str(e.value), str(e.value)


GOOD: list[dict[str, Any]] = [
    {"abilities": [{"type": "play", "mode_count": 2, "modes": [
        DRAW, {"text": TEXT, "targets": [{"choose": {"zone": "field", "where": {"type": "character"}}, "as": "$t"}],
               "effects": [{"sleep": "$t"}]}, DRAW]}]},
    {"abilities": [{"type": "play", "cost": [NODE_TO_GRAVE, {"discard": 1}, {"nodes": 1},
                                             {"rest_cards": {"choose": {"zone": "field"}, "count": 2}}],
                    "effects": [{"hit": {"paid": "cards"}}, {"draw": {"paid": "nodes"}}, {"gain_life": {"paid": "overdrive"}}]}]},
    {"type": "character", "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 1},
     "attrs": {"keywords": ["transform"], "transformed": FACE, "transformed_2": FACE, "transformed_3": FACE},
     "abilities": [{"type": "play", "cost": [NODE_TO_GRAVE]},
                   {"type": "auto", "trigger": {"on": "enters", "card": "self", "played": False}, "effects": [{"draw": 1}]},
                   {"type": "activated", "cost": [{"rest_cards": {"choose": {"zone": "field", "where": {"type": "character"}}}}],
                    "effects": [{"draw": 1}]}]},
]


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:10.28.5")
@pytest.mark.parametrize("card", GOOD)
def test_the_loader_and_the_json_schema_accept_the_new_words(card: dict[str, Any]) -> None:
    data = _set(card)
    parse_cardset(copy.deepcopy(data), "<test>")
    validator = Draft202012Validator(card_set_schema(GAME))
    errors = [e.message for e in validator.iter_errors(data)]
    assert not errors, errors


# -- the mode is public ------------------------------------------------------------------------------
@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:D3.3")
def test_the_chosen_mode_is_told_to_both_players_in_both_languages() -> None:
    b = _position("choose one - the mode is chosen before the target")
    s = b.state
    d = s.decision
    assert d is not None and d.kind == "priority"
    _do(b, "play", "@cc")
    assert s.rules.describe_action(s, s.decision.options[2], "en") == "You gain 3 life."
    assert s.rules.describe_action(s, s.decision.options[2], "ja") == "あなたはライフを3得る。"
    s.out = []
    _do(b, "mode", "@cc", 1)
    mode = next(e for e in s.out if e.kind == "mode")
    assert mode.private is None and mode.get("mode") == 1
    for viewer in (None, 0, 1):
        assert s.rules.render_event(s, mode, "en", viewer) == "Player 1 chooses the mode of Crossroads Charm: Draw a card."
        assert s.rules.render_event(s, mode, "ja", viewer) == "プレイヤー1は「辻の護符」のモードを選んだ：カードを1枚引く。"


@pytest.mark.rule("phantom_magic_vision:10.28.5")
def test_the_transformed_states_are_named_by_their_names() -> None:
    b = _position("two transformed states - its controller chooses")
    s = b.state
    _do(b, "keyword", "@ms", "transform")
    assert s.decision is not None and s.decision.kind == "transform_form"
    words = [(s.rules.describe_action(s, a, "en"), s.rules.describe_action(s, a, "ja")) for a in s.decision.options]
    assert words == [("Transform into Moon Wolf", "月の狼に変身"), ("Transform into Moon Owl", "月の梟に変身")]


# -- saved at each new decision ----------------------------------------------------------------------
PAUSES = [
    ("an additional cost that moves a chosen node", [("play", "@go")], "choose", ("choose", "@n2")),
    ("choose two - two different modes", [("play", "@to")], "mode", ("mode", "@to", 1)),
    ("two transformed states - the first one chosen", [("keyword", "@ms", "transform")], "transform_form",
     ("form", "@ms", "transformed_2", -1)),
]


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:10.28.5")
@pytest.mark.parametrize("name,before,kind,answer", PAUSES, ids=[p[2] for p in PAUSES])
def test_a_game_saved_at_the_new_decisions_loads_and_plays_on(name: str, before: list[tuple[Any, ...]], kind: str,
                                                             answer: tuple[Any, ...]) -> None:
    b = _position(name)
    for a in before:
        _do(b, *a)
    s = b.state
    assert s.decision is not None and s.decision.kind == kind
    data = json.loads(json.dumps(savegame.save(s)))
    loaded = savegame.load(data, "<test>")
    assert loaded.snapshot() == s.snapshot()
    act = s.rules.scenario_action(s, answer[0], [b.labels[x[1:]] if isinstance(x, str) and x.startswith("@") else x
                                                 for x in answer[1:]])
    apply_action(s, act)
    apply_action(loaded, Action(act.kind, act.args))
    assert loaded.snapshot() == s.snapshot()
