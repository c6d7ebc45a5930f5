"""Zones (chapter 3): who may see what (public and hidden zones, RULINGS G1), zone order,
the shared resolution zone; and hidden information around draws and revealed hand abilities."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, act, card, position

CARDS = [
    FILLER,
    card("002", "Secret"),
    card("003", "Attack Drawer", abilities=[
        {"type": "auto", "zone": "ring", "trigger": {"on": "attack", "card": "self"}, "effects": [{"draw": 1}]}]),
    card("004", "Attacked Drawer", abilities=[
        {"type": "auto", "zone": "ring", "trigger": {"on": "attacked", "card": "self"}, "effects": [{"draw": 1}]}]),
    card("005", "Hand Watcher", abilities=[
        {"type": "auto", "zone": "hand", "trigger": {"on": "attacked", "player": "you"}, "effects": [{"draw": 1}]}]),
    card("006", "Canceller", abilities=[{"type": "activated", "keywords": ["cancel"], "zone": "hand", "effects": []}]),
]

BASE = {"phase": "chara", "players": [
    {"ring": ["Filler"], "bench0": ["Filler"], "hand": [{"card": "Secret", "as": "mine"}, "Filler"],
     "energy": [{"card": "Secret", "as": "en"}, {"card": "Filler", "orient": "rest"}],
     "retire": [{"card": "Secret", "as": "ret"}], "waiting": [{"card": "Filler", "as": "w1"}, {"card": "Secret", "as": "w2"}],
     "deck_fill": {"card": "Filler", "count": 6}},
    {"ring": ["Filler"], "hand": ["Secret", "Secret", "Secret"], "deck_fill": {"card": "Filler", "count": 7}}]}


@pytest.mark.rule("victory_spark:3.1.1", "victory_spark:3.1.2", "victory_spark:3.2.2", "victory_spark:3.7.2",
                  "victory_spark:3.4.2", "victory_spark:3.1.3", "victory_spark:G1")
def test_each_player_sees_counts_of_every_zone_but_only_public_contents() -> None:
    b = position(CARDS, BASE)
    s = b.state
    # every player has their own zones
    for z in ("deck", "hand", "ring", "bench0", "bench1", "bench2", "energy", "retire", "waiting"):
        assert f"0.{z}" in s.zones and f"1.{z}" in s.zones
    v0 = s.view(0)
    me, opp = v0["players"]
    # deck: a count only, for both players (not even its owner sees the order)
    assert me["deck"] == 6 and opp["deck"] == 7
    # hand: own cards visible, the opponent's only counted
    assert sorted(c["id"] for c in me["hand"]) == ["SCN-001", "SCN-002"]
    assert opp["hand"] == 3 and opp["hand_count"] == 3
    # energy: face down, only orientations (even for its owner)
    assert sorted(me["energy"]) == ["rest", "stand"]
    assert all(isinstance(x, str) for x in me["energy"])
    v1 = s.view(1)
    assert v1["players"][0]["hand"] == 2


@pytest.mark.rule("victory_spark:3.5.2", "victory_spark:3.6.2", "victory_spark:3.3.2.2")
def test_retire_yard_waiting_room_ring_and_bench_are_public() -> None:
    b = position(CARDS, BASE)
    v1 = b.state.view(1)  # the opponent's view of player 1's public zones
    p0 = v1["players"][0]
    assert [c["id"] for c in p0["retire"]] == ["SCN-002"]
    assert sorted(c["id"] for c in p0["waiting"]) == ["SCN-001", "SCN-002"]
    assert [c["id"] for c in p0["ring"]] == ["SCN-001"]
    assert [[c["id"] for c in slot] for slot in p0["bench"]] == [["SCN-001"], [], []]


@pytest.mark.rule("victory_spark:3.6.2")
def test_a_card_put_into_the_waiting_room_goes_on_top() -> None:
    cards = CARDS + [card("007", "Purger", abilities=[
        {"type": "activated", "zone": "ring", "effects": [{"choose": {"zone": "bench"}, "as": "$c"}, {"move": "$c", "to": "waiting"}]}])]
    b = position(cards, {"phase": "ability", "players": [
        {"ring": [{"card": "Purger", "as": "p"}], "bench0": [{"card": "Secret", "as": "s"}],
         "waiting": [{"card": "Filler", "as": "old"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "activate", "@p", 0)
    assert b.state.zones["0.waiting"] == [b.labels["old"], b.labels["s"]]  # bottom .. top


@pytest.mark.rule("victory_spark:4.11.1", "victory_spark:3.7.1", "victory_spark:G1")
def test_a_draw_is_not_shown_to_the_other_player() -> None:
    cards = CARDS + [card("007", "Drawer", abilities=[{"type": "activated", "zone": "ring", "effects": [{"draw": 1}]}])]
    b = position(cards, {"phase": "ability", "players": [
        {"ring": [{"card": "Drawer", "as": "d"}], "deck_fill": {"card": "Filler", "count": 3}, "deck": [{"card": "Secret", "as": "top"}]},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    events = act(b, "activate", "@d", 0)
    draws = [e for e in events if e.kind == "draw"]
    assert len(draws) == 1 and draws[0].private == 0 and draws[0].get("card") == "SCN-002"
    rules = b.state.rules
    assert "Secret" in rules.render_event(b.state, draws[0], "en", viewer=0)
    assert "Secret" not in rules.render_event(b.state, draws[0], "en", viewer=1)
    assert b.state.zone_of[b.labels["top"]] == "0.hand"


@pytest.mark.rule("victory_spark:3.8.9", "victory_spark:3.8.1", "victory_spark:3.8.2")
def test_the_resolution_zone_is_shared_and_seen_alike_by_both() -> None:
    b = position(CARDS, {"phase": "attack", "players": [
        {"ring": ["Attack Drawer"], "bench0": [{"card": "Filler", "as": "sup"}], "bench1": ["Filler"],
         "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Attacked Drawer"], "hand": [{"card": "Canceller", "as": "c"}], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "attack")
    act(b, "support", "@sup")
    s = b.state
    # both triggered abilities wait in the one resolution zone, unresolved, while player 2 may cancel
    assert (s.decision.player, s.decision.kind) == (1, "cancel")
    r0, r1 = s.view(0)["resolution"], s.view(1)["resolution"]
    assert r0 == r1
    assert sorted((e["player"], e["card"]) for e in r0) == [(0, "SCN-003"), (1, "SCN-004")]
    assert len(s.zones["0.hand"]) == 0 and len(s.zones["1.hand"]) == 1


@pytest.mark.rule("victory_spark:4.5.3", "victory_spark:4.5.1")
def test_a_revealed_hand_card_whose_ability_is_cancelled_is_hidden_again() -> None:
    b = position(CARDS, {"phase": "attack", "players": [
        {"ring": ["Filler"], "bench0": [{"card": "Filler", "as": "sup"}], "bench1": ["Filler"],
         "hand": [{"card": "Canceller", "as": "c"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "hand": [{"card": "Hand Watcher", "as": "hw"}], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "attack")
    act(b, "support", "@sup")
    s = b.state
    assert (s.decision.player, s.decision.kind) == (1, "reveal")
    events = act(b, "yes")
    assert any(e.kind == "reveal" and e.get("card") == "SCN-005" for e in events)  # shown to both
    assert (s.decision.player, s.decision.kind) == (0, "cancel")
    act(b, "cancel", "@c", "@hw")
    # the ability could not resolve: the card is back to a hidden hand card for player 1
    assert s.zone_of[b.labels["hw"]] == "1.hand"
    assert s.view(0)["players"][1]["hand"] == 1
    assert len(s.zones["1.hand"]) == 1  # no draw
