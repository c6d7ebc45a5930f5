"""Rule processing details (chapter 8) and cancel choices (7.4.1.2.1) that need a look inside
the state: several cards placed at the same moment, the exact list of cancel options."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, act, card, options, position

CARDS = [
    FILLER,
    card("002", "Newcomer"),
    card("003", "Magic Drawer", abilities=[
        {"type": "auto", "zone": "ring", "tags": ["Magic"], "trigger": {"on": "attack", "card": "self"}, "effects": [{"draw": 1}]},
        {"type": "auto", "zone": "ring", "trigger": {"on": "attack", "card": "self"}, "effects": [{"energy": 1}]}]),
    card("004", "Magic Canceller", abilities=[
        {"type": "activated", "keywords": ["cancel"], "zone": "hand", "cancels": {"tag": "Magic"}, "effects": []}]),
]


@pytest.mark.rule("victory_spark:8.5.1", "victory_spark:8.5", "victory_spark:3.3.1.3")
def test_cards_placed_in_a_ring_at_the_same_moment_all_go_to_the_waiting_room() -> None:
    b = position(CARDS, {"phase": "chara", "players": [
        {"ring": [{"card": "Filler", "as": "a"}], "hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 3},
         "deck": [{"card": "Filler", "as": "b"}, {"card": "Newcomer", "as": "next"}]},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    s = b.state
    a, bb = b.labels["a"], b.labels["b"]
    # put a second card into the ring "at the same moment" as the first one
    s.zones["0.deck"].remove(bb)
    s.zones["0.ring"].append(bb)
    s.zone_of[bb] = "0.ring"
    s.placed[bb] = s.placed[a]
    s._cache = None
    act(b, "pass")  # the ability phase starts with a processing cycle: check timing
    assert s.zone_of[a] == "0.waiting" and s.zone_of[bb] == "0.waiting"
    assert s.zones["0.ring"] == [b.labels["next"]]  # and the ring is refilled


@pytest.mark.rule("victory_spark:8.5.1")
def test_of_two_ring_cards_placed_at_different_moments_the_last_stays() -> None:
    b = position(CARDS, {"phase": "chara", "players": [
        {"ring": [{"card": "Filler", "as": "a"}], "hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 3},
         "deck": [{"card": "Newcomer", "as": "b"}]},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    s = b.state
    a, bb = b.labels["a"], b.labels["b"]
    s.zones["0.deck"].remove(bb)
    s.zones["0.ring"].append(bb)
    s.zone_of[bb] = "0.ring"
    s.placed[bb] = s.tick()
    s._cache = None
    act(b, "pass")
    assert s.zone_of[a] == "0.waiting" and s.zones["0.ring"] == [bb]


@pytest.mark.rule("victory_spark:7.4.1.2.1", "victory_spark:2.14.1")
def test_a_cancel_is_offered_only_for_abilities_meeting_its_condition() -> None:
    b = position(CARDS, {"phase": "attack", "players": [
        {"ring": [{"card": "Magic Drawer", "as": "md"}], "bench0": [{"card": "Filler", "as": "sup"}], "bench1": ["Filler"],
         "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "hand": [{"card": "Magic Canceller", "as": "mc"}], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "attack")
    act(b, "support", "@sup")
    s = b.state
    assert (s.decision.player, s.decision.kind) == (1, "cancel")
    cancels = [a for a in options(b) if a.kind == "cancel"]
    assert len(cancels) == 1
    target_uid = cancels[0].args[2]
    entry = next(e for e in s.flags["rz"] if e[0] == target_uid)
    assert s.defs[entry[2]].abilities[entry[5]].get("tags") == ["Magic"]
    s.apply_action(cancels[0])
    # the 《Magic》 draw was cancelled; the untagged ability resolved (top card into the energy)
    assert len(s.zones["0.hand"]) == 0 and len(s.zones["0.energy"]) == 1
