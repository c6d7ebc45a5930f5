"""Grid card vocabulary of issue 42 (docs/grid.md): `relocate` (an effect moves a unit already on
the grid: a move, 5 / Q5), counters choosing any waiting item (the Ruling of 7.1) and the
`damage_step` play condition (6.3). The flows are in tests/scenarios/grid/vocab_*.yaml; these
check the words themselves: where each area word leads, what a malformed use says, how the
answers read, the condition at each step, and that positions waiting on the new decisions save."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import interp, savegame
from engine.actions import Action
from engine.cardset import load_cardset, parse_cardset
from engine.errors import FormatError
from engine.games import get_rules
from engine.games.grid import combat as gc
from engine.games.grid.relocate import AREA_NAMES, candidates
from engine.scenario import build

ROOT = Path(__file__).resolve().parents[3]
GDS1 = ROOT / "assets" / "cardsets" / "grid" / "gds1.yaml"

_UNIT = {"type": "unit", "stats": {"at": 3, "df": 2, "ac": 1, "x": 0, "y": 0},
         "attrs": {"attributes": ["flame"], "mask": ["ooo", "ooo", "ooo"]}, "text": {"en": "", "ja": ""}}


def _event(number: str, name: str, ability: dict[str, Any]) -> dict[str, Any]:
    return {"number": number, "name": {"en": name, "ja": name}, "type": "event", "stats": {"x": 0, "y": 0},
            "attrs": {"attributes": ["flame"]}, "text": {"en": name, "ja": name}, "abilities": [ability]}


CARDS = [
    {"number": "001", "name": {"en": "Blade", "ja": "ブレード"}, **_UNIT},
    {**_UNIT, "number": "002", "name": {"en": "Bellows", "ja": "ベローズ"},
     "abilities": [{"type": "activated", "timing": "any", "name": {"en": "Puff", "ja": "パフ"},
                    "effects": [{"deck_damage": 1}]}]},
    _event("003", "Snuff", {"type": "event", "effects": [{"counter": "any"}]}),
    _event("004", "Spark", {"type": "event", "effects": [{"deck_damage": 1}]}),
    _event("005", "Nudge", {"type": "event", "effects": [{"choose": {"zone": "grid", "player": "opponent"}, "as": "$t"},
                                                         {"relocate": "$t", "area": "sideways"}]}),
]


def _position(players: list[dict[str, Any]], phase: str = "standby") -> tuple[Any, dict[str, int]]:
    b = build({"game": "grid", "cards": CARDS, "setup": {"phase": phase, "players": players}}, "<test>")
    return b.state, b.labels


def _do(s: Any, labels: dict[str, int], kind: str, *args: Any) -> None:
    raw = [labels[a[1:]] if isinstance(a, str) and a.startswith("@") else a for a in args]
    s.apply_action(s.rules.scenario_action(s, kind, raw))


# -- relocate: the area words ------------------------------------------------------------------------
@pytest.mark.rule("grid:5.1")
@pytest.mark.rule("grid:8.9")
@pytest.mark.rule("grid:8.10")
@pytest.mark.rule("grid:2.2")
@pytest.mark.parametrize("word,start,want", [
    ("adjacent", "close_center", ["close_left", "close_right", "battle_center"]),   # 5.1: orthogonal
    ("adjacent", "battle_center", ["close_center", "battle_left", "battle_right", "deploy_center"]),
    ("sideways", "close_left", ["close_center"]),                                 # as サイドステップ (8.9)
    ("forward_or_back", "battle_right", ["close_right", "deploy_right"]),          # as オーダーステップ (8.9)
    ("forward", "battle_left", ["close_left"]),                                   # toward the close row (2.2)
    ("forward", "close_left", []),                                                # the close row is the front
    ("back", "close_center", ["battle_center"]),
    ("back", "deploy_center", []),
    ("deploy", "close_left", ["deploy_left", "deploy_center", "deploy_right"]),
    ("battle", "battle_left", ["battle_center", "battle_right"]),                 # another area of the row
    ("deploy_right", "close_left", ["deploy_right"]),
    ("close_left", "close_left", []),                                             # where it is: no move
])
def test_relocate_area_words_name_areas_from_the_units_own(word: str, start: str, want: list[str]) -> None:
    assert [AREA_NAMES[a] for a in candidates(word, AREA_NAMES.index(start))] == sorted(
        want, key=AREA_NAMES.index)


@pytest.mark.rule("grid:8.10")
def test_any_is_every_other_area_as_a_jump() -> None:
    assert candidates("any", 4) == [0, 1, 2, 3, 5, 6, 7, 8]


# -- malformed uses name their field ------------------------------------------------------------------
def _load(ability: dict[str, Any]) -> None:
    parse_cardset({"format": 1, "game": "grid", "code": "T", "version": 1, "name": {"en": "t", "ja": "t"},
                   "cards": [_event("001", "X", ability)]}, "<test>")


@pytest.mark.rule("grid:5.1")
@pytest.mark.rule("grid:7.1")
@pytest.mark.rule("grid:6.3")
@pytest.mark.parametrize("ability,where,words", [
    ({"type": "event", "effects": [{"relocate": "self"}]}, "abilities[0].effects[0].area", "needs 'area'"),
    ({"type": "event", "effects": [{"relocate": "self", "area": "left"}]}, "abilities[0].effects[0].area",
     "adjacent or sideways"),
    ({"type": "event", "effects": [{"relocate": "self", "area": "back", "chooser": "owner"}]},
     "abilities[0].effects[0].chooser", "'you' or 'opponent'"),
    ({"type": "event", "effects": [{"relocate": 3, "area": "back"}]}, "abilities[0].effects[0].relocate",
     "selector must be a mapping"),
    ({"type": "event", "effects": [{"counter": "all"}]}, "abilities[0].effects[0].counter", "must be any"),
    ({"type": "event", "effects": [{"counter": {"item": "spell"}}]}, "abilities[0].effects[0].counter.item",
     "unit or event or effect or step"),
    ({"type": "event", "effects": [{"counter": {"kind": "event"}}]}, "abilities[0].effects[0].counter.kind",
     "unknown key"),
    ({"type": "event", "effects": [{"counter": {"player": "any"}}]}, "abilities[0].effects[0].counter.player",
     "'you' or 'opponent'"),
    ({"type": "event", "effects": [{"counter": {"where": {"colour": "red"}}}]},
     "abilities[0].effects[0].counter.where.colour", "unknown filter"),
    ({"type": "event", "condition": {"damage_step": "yes"}, "effects": [{"draw": 1}]},
     "abilities[0].condition.damage_step", "true or false"),
    ({"type": "event", "condition": {"damage_step": {"step": 2}}, "effects": [{"draw": 1}]},
     "abilities[0].condition.damage_step.step", "unknown key"),
    ({"type": "event", "condition": {"all": [{"damage_step": {"min": "four"}}]}, "effects": [{"draw": 1}]},
     "abilities[0].condition.all[0].damage_step.min", "whole number"),
])
def test_a_malformed_use_names_its_field(ability: dict[str, Any], where: str, words: str) -> None:
    with pytest.raises(FormatError) as e:
        _load(ability)
    assert where in str(e.value) and words in str(e.value)


@pytest.mark.rule("grid:7.1")
@pytest.mark.rule("grid:6.3")
def test_the_new_words_load() -> None:
    _load({"type": "event", "condition": {"all": [{"damage_step": {"min": 4, "max": 8, "player": "you"}},
                                                  {"count": {"zone": "grid", "where": {"at_min": 5}}}]},
           "effects": [{"counter": {"item": "effect", "player": "opponent", "where": {"attribute": "mist"}}},
                       {"counter": "any"}, {"counter": {}}, {"counter": True},
                       {"relocate": {"zone": "close"}, "area": "deploy_right", "chooser": "opponent"}]})


# -- the decisions: how they read, and that a position waiting on them saves ----------------------------
def _save_load(s: Any) -> None:
    data = json.loads(json.dumps(savegame.save(s)))
    assert savegame.load(data, "autosave.json").snapshot() == s.snapshot()


@pytest.mark.rule("grid:7.1")
@pytest.mark.rule("grid:Q27")
def test_the_counter_choice_names_each_item_and_saves() -> None:
    s, at = _position([{"hand": [{"card": "Snuff", "as": "sn"}], "close_left": [{"card": "Bellows", "as": "b"}],
                        "deck_fill": {"card": "Blade", "count": 10}},
                       {"hand": [{"card": "Spark", "as": "sp"}], "deck_fill": {"card": "Blade", "count": 10}}])
    _do(s, at, "activate", "@b", "Puff")
    _do(s, at, "pass")
    _do(s, at, "play", "@sp")
    _do(s, at, "play", "@sn")
    _do(s, at, "pass")  # player 1 does not answer Snuff: it resolves
    d = s.decision
    assert d is not None and d.kind == "choose" and d.player == 0 and d.prompt[-1] == "counter"
    rules = get_rules("grid")
    assert [rules.describe_action(s, a, "en") for a in d.options] == ["Counter Spark", "Counter Bellows's effect"]
    assert [rules.describe_action(s, a, "ja") for a in d.options] == ["Sparkをカウンター", "ベローズの効果をカウンター"]
    _save_load(s)
    events = s.apply_action(d.options[1])
    assert [dict(e.data)["iid"] for e in events if e.kind == "countered"] == [at["b"]]
    _do(s, at, "pass")  # Spark still waits: it resolves
    assert s.zone_of[at["sp"]] == "1.discard" and s.decision is not None and s.decision.kind == "standby"
    assert s.zones["1.attribute"] == []  # Bellows's effect never resolved; Spark did (to player 1's deck)
    assert len(s.zones["0.attribute"]) == 1


@pytest.mark.rule("grid:5.1")
@pytest.mark.rule("grid:Q5")
def test_the_area_choice_of_a_move_reads_as_a_move_and_saves() -> None:
    s, at = _position([{"hand": [{"card": "Nudge", "as": "n"}], "deck_fill": {"card": "Blade", "count": 10}},
                       {"close_center": [{"card": "Blade", "as": "t"}], "deck_fill": {"card": "Blade", "count": 10}}])
    _do(s, at, "play", "@n")
    d = s.decision
    assert d is not None and d.kind == "place" and d.player == 0
    assert set(d.options) == {Action("move", (at["t"], 0)), Action("move", (at["t"], 2))}
    rules = get_rules("grid")
    assert rules.describe_action(s, d.options[0], "en") == "Move Blade to close left"
    _save_load(s)
    s.apply_action(Action("move", (at["t"], 2)))
    assert s.zone_of[at["t"]] == "1.g2"


# -- damage_step at each step of a determination ------------------------------------------------------
@pytest.mark.rule("grid:6.3")
@pytest.mark.rule("grid:6.4")
def test_damage_step_holds_at_the_steps_it_names() -> None:
    s, at = _position([{"close_center": [{"card": "Blade", "as": "a"}], "deck_fill": {"card": "Blade", "count": 10}},
                       {"hand": [{"card": "Spark"}], "deck_fill": {"card": "Blade", "count": 10}}], phase="battle")

    def holds(cond: Any, player: int) -> bool:
        return interp.check_condition(s, {"damage_step": cond}, player, -1, {})
    seen = {}
    while s.decision is not None and s.decision.kind != "attack":  # the windows before the declaration
        assert not holds(True, 0) and holds(False, 1)
        s.apply_action(s.decision.options[-1])
    assert not holds(True, 0) and not holds({}, 0)
    s.apply_action(Action("attack", (at["a"],)))
    while (c := gc.combat(s)) is not None:
        step = c[gc.STEP]
        seen[step] = (holds(True, 1), holds({"min": 4}, 1), holds({"max": 2}, 1), holds({"player": "you"}, 0),
                      holds({"player": "you"}, 1), holds({"player": "opponent"}, 1), holds(False, 0))
        assert s.decision is not None
        s.apply_action(Action("pass"))
    assert sorted(seen) == [1, 2, 4, 5, 7, 8]  # player 2 is asked in each window (Spark)
    for step, (any_, from4, upto2, mine, theirs, opp, none) in seen.items():
        assert any_ and mine and opp and not theirs and not none
        assert from4 == (step >= 4) and upto2 == (step <= 2)
    assert not holds(True, 0)


# -- the bundled cards ------------------------------------------------------------------------------
@pytest.mark.rule("grid:7.1")
@pytest.mark.rule("grid:6.3")
@pytest.mark.rule("grid:Q5")
def test_the_bundled_set_has_a_card_for_each_new_word() -> None:
    cards = {c.number: c for c in load_cardset(GDS1).cards}
    effects = [e for n in ("079", "080", "081") for e in cards[n].abilities[0]["effects"]]
    assert {"relocate": "$u", "area": "adjacent"} in effects and {"relocate": "$t", "area": "back"} in effects
    assert {"counter": {"item": "event", "player": "opponent"}} in effects
    assert cards["082"].abilities[0]["condition"]["all"][0] == {"damage_step": {"min": 4}}
    for n in ("079", "080", "081", "082"):
        c = cards[n]
        assert c.text["en"] and c.text["ja"] and (c.stats["x"] + c.stats["y"]) >= 1  # every event costs 1 or more
