"""Pre-priority processing details that need a hand-made position: the order of rule effects
(1001.2a), sources after the first rule-effect check (1103.3b), ability zones and conditions."""
from __future__ import annotations

from typing import Any

import pytest

from engine.actions import Action
from engine.processor import run
from engine.scenario import build
from engine.state import State

HUNTER = {"number": "H", "name": {"en": "Hunter", "ja": "ハンター"}, "type": "chara",
          "stats": {"cost": 2, "power": 2000}, "attrs": {"mission_info": "☆"},
          "text": {"en": "When a chara leaves by this card's effect, gain a Trophy counter.", "ja": "…"},
          "abilities": [{"type": "auto", "trigger": {"on": "defeated", "by": "self"},
                         "effects": [{"gain_counter": "trophy", "amount": 1}]}]}


def position(extra_p0: dict[str, Any] | None = None) -> tuple[State, dict[str, int]]:
    spec = {"game": "vividz", "set": "TP", "cards": [HUNTER], "setup": {"turn": 3, "turn_player": 0, "phase": "main",
            "players": [{"center": [{"card": "Hunter", "as": "hunter"}], "hand": [{"card": "Blaze Drake", "as": "drake"}],
                         "left": [{"card": "Ember Pup", "as": "pup"}], **(extra_p0 or {}),
                         "deck_fill": {"card": "Cinder Knight", "count": 5}},
                        {"left": [{"card": "Kindle Fox", "as": "fox"}], "deck_fill": {"card": "Cinder Knight", "count": 5}}]}}
    b = build(spec, "inline")
    return b.state, b.labels


def hunter_damage(s: State, lab: dict[str, int]) -> None:
    """1500 damage from Hunter's effect, just dealt (fresh for the next rule-effect check)."""
    fox = lab["fox"]
    s.damage[fox] = 1500
    s.marks.setdefault(fox, {})["dsrc"] = (lab["hunter"], "TP-H", False, 0, 1)


def process(s: State) -> list[str]:
    s.decision = None
    s.out = []
    s.tasks += [("vz_priority",), ("vz_pre", "")]
    run(s)
    return [e.kind for e in s.out]


@pytest.mark.rule("vividz:1103.3", "vividz:1103.1", "vividz:914.3")
def test_damage_just_dealt_by_an_effect_defeats_by_its_source() -> None:
    s, lab = position()
    hunter_damage(s, lab)
    kinds = process(s)
    assert "defeated" in kinds and s.zone_of[lab["fox"]] == "1.energy"
    assert dict((n, c) for p, n, c in s.flags.get("ctr", ()) if p == 0) == {"trophy": 1}


@pytest.mark.rule("vividz:1103.3b", "vividz:1001.2a", "vividz:1002.1", "vividz:202.2a")
def test_after_a_first_rule_effect_the_damage_source_no_longer_counts() -> None:
    s, lab = position()
    hunter_damage(s, lab)
    from engine.games.vividz import core
    core.move_cards(s, [(lab["drake"], "0.area0", True)])  # two charas in the left area: LvUP first
    kinds = process(s)
    assert kinds.index("lvup") < kinds.index("defeated")  # 1001.2a: LvUP before damage removal
    assert s.zone_of[lab["fox"]] == "1.energy" and s.zone_of[lab["pup"]] == "0.exp0"
    assert dict((n, c) for p, n, c in s.flags.get("ctr", ()) if p == 0) == {}


@pytest.mark.rule("vividz:903.1c", "vividz:903.2", "vividz:304.1a", "vividz:903.1")
def test_a_chara_ability_works_only_in_the_area() -> None:
    s, lab = position({"hand": [{"card": "Pyre Tactician", "as": "pyre"}, {"card": "Blaze Drake", "as": "drake"}]})
    assert Action("activate", (lab["pyre"], 0)) not in s.legal_actions()


@pytest.mark.rule("vividz:903.2a", "vividz:903.2b", "vividz:911.1c")
def test_an_ability_with_an_unmet_condition_does_nothing() -> None:
    from engine.layers import chars
    s, lab = position({"right": [{"card": "Inferno Wyrm", "as": "wyrm"}]})
    assert chars(s, lab["wyrm"]).power == 6000
    from engine.games.vividz import core
    for i in list(s.zones["0.deck"])[:2]:
        core.move_cards(s, [(i, "0.exp2", True)])
    assert chars(s, lab["wyrm"]).power == 8000


@pytest.mark.rule("vividz:905.2b", "vividz:907.1b", "vividz:904.4c", "vividz:901.2a", "vividz:904.2c")
def test_an_ability_cost_of_energy_and_sleep_is_paid_with_different_cards() -> None:
    spec = {"game": "vividz", "setup": {"turn": 3, "turn_player": 0, "phase": "main", "players": [
        {"account": [{"card": "Azure Stream", "as": "acc"}], "energy": [{"card": "Ember Pup", "as": "e1"}],
         "deck_fill": {"card": "Cinder Knight", "count": 5}}, {"deck_fill": {"card": "Cinder Knight", "count": 5}}]}}
    b = build(spec, "inline")
    s = b.state
    s.apply_action(Action("activate", (b.labels["acc"], 0)))
    assert s.zone_of[b.labels["e1"]] == "0.trash" and s.orient[b.labels["acc"]] == 1
    assert len(s.zones["0.hand"]) == 1
    assert Action("activate", (b.labels["acc"], 0)) not in s.legal_actions()


@pytest.mark.rule("vividz:901.2b", "vividz:908.2", "vividz:202.2b")
def test_an_auto_ability_is_played_without_asking() -> None:
    spec = {"game": "vividz", "setup": {"turn": 3, "turn_player": 0, "phase": "main", "players": [
        {"hand": [{"card": "Reef Sprite", "as": "rs"}], "energy": ["Ember Pup"],
         "deck_fill": {"card": "Cinder Knight", "count": 5}}, {"deck_fill": {"card": "Cinder Knight", "count": 5}}]}}
    b = build(spec, "inline")
    s = b.state
    s.apply_action(Action("play", (b.labels["rs"], 1)))
    assert s.decision.kind == "main"  # no "may": the pearl is simply gained
    assert dict((n, c) for p, n, c in s.flags.get("ctr", ()) if p == 0) == {"pearl": 1}


@pytest.mark.rule("vividz:1105.2", "vividz:1105.1")
def test_shuffling_a_one_card_deck_counts_as_a_shuffle() -> None:
    from engine.games.vividz import core
    s, lab = position()
    for i in s.zones["0.deck"][1:]:
        core.move_cards(s, [(i, "0.trash", True)])
    s.out = []
    core.shuffle_deck(s, 0)
    assert [e.kind for e in s.out] == ["shuffle"] and len(s.zones["0.deck"]) == 1


@pytest.mark.rule("vividz:102.6", "vividz:1104.1")
def test_reporting_a_reported_card_is_no_new_event() -> None:
    from engine.games.vividz import core
    s, lab = position()
    s.out = []
    core.set_orient(s, lab["hunter"], 0)
    assert s.out == []
