"""3.2.4: cards put into a deck together are ordered by their owner (top card first); 7.8.1.4: of
two continuous effects that set one value, the later one wins."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, act, card, position

from engine.layers import chars

TO_DECK = {"type": "activated", "zone": "ring", "effects": [{"move": {"zone": "bench", "player": "any"}, "to": "deck"}]}
TO_BOTTOM = {"type": "activated", "zone": "ring", "effects": [{"move": {"zone": "bench"}, "to": "deck", "position": "bottom"}]}
AND_SHUFFLE = {"type": "activated", "zone": "ring", "effects": [{"move": {"zone": "bench"}, "to": "deck"}, {"shuffle": "you"}]}
CARDS = [FILLER, card("002", "Stacker", abilities=[TO_DECK, TO_BOTTOM, AND_SHUFFLE]), card("003", "Ace"), card("004", "Bea")]


def _stacker(opponent_bench: bool = False) -> object:
    return position(CARDS, {"phase": "ability", "players": [
        {"ring": [{"card": "Stacker", "as": "st"}], "bench0": [{"card": "Ace", "as": "a"}],
         "bench1": [{"card": "Bea", "as": "b"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5},
         **({"bench0": [{"card": "Ace", "as": "oa"}], "bench1": [{"card": "Bea", "as": "ob"}]} if opponent_bench else {})}]})


def _top(s: object, p: int, n: int) -> list[int]:
    return s.zones[f"{p}.deck"][::-1][:n]  # zones are stored bottom first


@pytest.mark.rule("victory_spark:3.2.4", "victory_spark:3.2.5")
def test_the_owner_orders_cards_put_onto_the_deck_together() -> None:
    b = _stacker()
    s = b.state
    act(b, "activate", "@st", 0)
    d = s.decision
    assert (d.player, d.kind) == (0, "deck_order")
    assert sorted(a.args[0] for a in d.options) == sorted([b.labels["a"], b.labels["b"]])
    act(b, "choose", "@b")  # Bea on top, Ace under it
    assert _top(s, 0, 2) == [b.labels["b"], b.labels["a"]]


@pytest.mark.rule("victory_spark:3.2.4")
def test_the_owner_orders_cards_put_at_the_bottom_together() -> None:
    b = _stacker()
    s = b.state
    act(b, "activate", "@st", 1)
    assert s.decision.kind == "deck_order"
    act(b, "choose", "@a")  # of the two, Ace is the upper one
    assert s.zones["0.deck"][:2] == [b.labels["b"], b.labels["a"]]


@pytest.mark.rule("victory_spark:3.2.4")
def test_each_owner_orders_their_own_cards_turn_player_first() -> None:
    b = _stacker(opponent_bench=True)
    s = b.state
    act(b, "activate", "@st", 0)
    assert (s.decision.player, s.decision.kind) == (0, "deck_order")
    act(b, "choose", "@a")
    assert (s.decision.player, s.decision.kind) == (1, "deck_order")
    assert sorted(a.args[0] for a in s.decision.options) == sorted([b.labels["oa"], b.labels["ob"]])
    act(b, "choose", "@ob")
    assert _top(s, 0, 2) == [b.labels["a"], b.labels["b"]]
    assert _top(s, 1, 2) == [b.labels["ob"], b.labels["oa"]]


@pytest.mark.rule("victory_spark:3.2.4")
def test_no_order_is_asked_when_the_deck_is_shuffled_right_after() -> None:
    b = _stacker()
    s = b.state
    events = act(b, "activate", "@st", 2)
    assert s.decision is None or s.decision.kind != "deck_order"
    assert {b.labels["a"], b.labels["b"]} <= set(s.zones["0.deck"])
    assert any(e.kind == "shuffle" for e in events)


@pytest.mark.rule("victory_spark:7.8.1.4")
def test_of_two_conflicting_continuous_effects_the_later_one_wins() -> None:
    ring_you = {"zone": "ring", "player": "you"}
    setters = [card("002", "Setter A", abilities=[
                   {"type": "continuous", "zone": "bench", "affects": ring_you, "modify": {"power": {"set": 5000}}}]),
               card("003", "Setter B", abilities=[
                   {"type": "continuous", "zone": "bench", "affects": ring_you, "modify": {"power": {"set": 2000}}}])]
    for first, second in (("bench0", "bench1"), ("bench1", "bench0")):
        b = position([FILLER, *setters], {"phase": "chara", "players": [
            # zones are filled in the order written: the second bench key holds the newer source
            {"ring": [{"card": "Filler", "as": "r"}], first: [{"card": "Setter A", "as": "a"}],
             second: [{"card": "Setter B", "as": "bb"}], "deck_fill": {"card": "Filler", "count": 5}},
            {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
        s = b.state
        newer = "a" if s.placed[b.labels["a"]] > s.placed[b.labels["bb"]] else "bb"
        assert chars(s, b.labels["r"]).power == {"a": 5000, "bb": 2000}[newer]
