"""A revealed card is known to both players while it stays where it was revealed (1108.1, 1108.2),
so a world resampled for either player keeps it (State.resample, engine/knowledge.py; G1): the
card an Accel reveals for a free play (1201.2) is the card that world's options name, and a card
Mirror Tide (VZS1-T16) reveals and puts into the hand stays known there; a deck shuffled after
its revealed card is hidden again (1108.3) keeps the card, not its place (1105.1)."""
from __future__ import annotations

from typing import Any

import pytest

from engine import knowledge
from engine.actioncodes import action_codes, action_keys
from engine.actions import Action
from engine.scenario import build
from engine.state import State

# a mixed deck, so that a world redrawing the revealed card names another one
FILL = ["VZS1-T02", "VZS1-B01", "VZS1-G01", "VZS1-T05", "VZS1-B07", "VZS1-G02", "VZS1-T08", "VZS1-B04"]


def _position(top: str, hand: list[str]) -> tuple[State, dict[str, int]]:
    spec: dict[str, Any] = {"game": "vividz", "setup": {"phase": "main", "players": [
        {"area1": [{"card": "Crimson Herald", "as": "herald"}], "energy": ["VZS1-T02"] * 3,
         "deck": [{"card": top, "as": "top"}, *FILL], "hand": hand},
        {"deck": FILL, "hand": FILL[:4]}]}}
    b = build(spec, "inline")
    return b.state, b.labels


def _answer(s: State, kind: str, *args: int) -> None:
    s.apply_action(next(o for o in s.decision.options if o.kind == kind and o.args[:len(args)] == args))


@pytest.mark.rule("vividz:1201.1", "vividz:1201.2", "vividz:1108.1", "vividz:1108.2", "vividz:G1", "vividz:501.3")
def test_the_card_an_accel_reveals_is_the_same_card_in_every_resampled_world() -> None:
    s, at = _position("Cinder Knight", ["VZS1-T02"])  # a Knight: Crimson Herald's Accel may play it free
    _answer(s, "activate", at["herald"])
    assert s.decision.kind == "free_play" and s.zones["0.deck"][-1] == at["top"]
    keys = action_keys(s)
    assert any("Cinder Knight" in k for k in keys.values())
    for p in (0, 1):
        for seed in range(12):
            w = s.resample(p, seed)
            assert w.defs[at["top"]].id == "VZS1-B03" and w.zones["0.deck"][-1] == at["top"], (p, seed)
            assert w.view(p) == s.view(p)
            if p == 0:
                assert w.legal_actions() == s.legal_actions()
                assert action_keys(w) == keys and action_codes(w) == action_codes(s)
    _answer(s, "energy")  # 1201.3: not played, it goes to the energy zone: public, nothing left to remember
    assert s.zone_of[at["top"]] == "0.energy" and knowledge.known_cards(s, 0) == knowledge.known_cards(s, 1) == {}


@pytest.mark.rule("vividz:1108.1", "vividz:1108.2", "vividz:1108.3", "vividz:1105.1", "vividz:509.3", "vividz:G1")
@pytest.mark.parametrize(("top", "to_hand"), [("Cinder Knight", True), ("VZS1-S20", False)])
def test_a_card_mirror_tide_reveals_stays_known_where_it_goes(top: str, to_hand: bool) -> None:
    s, at = _position(top, ["Mirror Tide"])
    tide = next(i for i in s.zones["0.hand"])
    s.apply_action(next(o for o in s.decision.options if o.kind == "play" and o.args[0] == tide))
    while s.decision is not None and s.decision.player == 0 and s.decision.kind != "main":
        s.apply_action(s.decision.options[0])  # pay the cost
    card = at["top"]
    assert s.zone_of[card] == ("0.hand" if to_hand else "0.deck")
    shuffled = not to_hand  # 1108.3: the revealed card is hidden again and its deck shuffled
    for seed in range(12):
        w = s.resample(1, seed)  # the opponent saw it revealed and where it went
        assert w.defs[card].id == s.defs[card].id and w.zone_of[card] == s.zone_of[card], seed
    if shuffled:
        places = {s.resample(1, seed).zones["0.deck"].index(card) for seed in range(12)}
        assert len(places) > 1  # its place is not known after the shuffle (1105.1)


def test_nothing_is_remembered_before_anything_is_shown() -> None:
    s, _ = _position("Cinder Knight", ["VZS1-T02"])
    assert "memory" not in s.flags
    assert Action("pass") in s.legal_actions()
