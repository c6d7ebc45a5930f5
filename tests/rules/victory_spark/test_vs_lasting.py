"""Effects of ACT/AUTO abilities that keep applying to cards arriving later (`lasting`, 7.8.1.6)
against those bound to the cards present when they resolved (`grant` / `modify`, 7.8.1.5), and
what the vocabulary lets a Victory Spark card say with them."""
from __future__ import annotations

from typing import Any

import pytest
from vs_rules_helpers import FILLER, act, card, cardset, position

from engine.cardset import FormatError
from engine.layers import chars

BOUNCE = {"move": {"zone": "ring", "player": "opponent"}, "to": "hand"}  # the ring refills from the deck (3.3.1.3)


def _warden(first: dict[str, Any]) -> dict[str, Any]:
    return card("002", "Warden", abilities=[{"type": "activated", "zone": "ring", "effects": [first, BOUNCE]}])


LASTING = {"lasting": {"zone": "ring", "player": "opponent"}, "rules": ["cannot_attack"], "until": "end_of_next_turn"}
BOUND = {"grant": {"zone": "ring", "player": "opponent"}, "rules": ["cannot_attack"], "until": "end_of_next_turn"}


def _bounce_position(first: dict[str, Any]) -> Any:
    cards = [FILLER, _warden(first), card("003", "Newcomer"), card("004", "Old")]
    return position(cards, {"phase": "ability", "players": [
        {"ring": [{"card": "Warden", "as": "w"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": [{"card": "Old", "as": "old"}], "bench0": ["Filler"], "deck_fill": {"card": "Filler", "count": 5},
         "deck": [{"card": "Newcomer", "as": "new"}]}]})


@pytest.mark.rule("victory_spark:7.8.1.6", "victory_spark:1.3.5", "victory_spark:3.3.1.3")
def test_a_lasting_prohibition_reaches_the_ring_card_that_arrives_after_it_resolved() -> None:
    b = _bounce_position(LASTING)
    act(b, "activate", "@w", 0)
    s, new, old = b.state, b.labels["new"], b.labels["old"]
    assert s.zone_of[new] == "1.ring" and s.zone_of[old] == "1.hand"
    # the refilled ring card arrived after the effect resolved and is covered all the same (7.8.1.6)
    assert "cannot_attack" in chars(s, new).flags
    assert "cannot_attack" not in chars(s, old).flags  # a card that left the selected zone is not


@pytest.mark.rule("victory_spark:7.8.1.5")
def test_a_bound_grant_does_not_reach_the_ring_card_that_arrives_later() -> None:
    b = _bounce_position(BOUND)
    act(b, "activate", "@w", 0)
    s, new = b.state, b.labels["new"]
    assert s.zone_of[new] == "1.ring"
    assert "cannot_attack" not in chars(s, new).flags


@pytest.mark.rule("victory_spark:7.8.1.6", "victory_spark:6.8.1.4")
def test_the_opponent_cannot_attack_in_its_next_turn_and_can_again_after_it() -> None:
    b = _bounce_position(LASTING)
    act(b, "activate", "@w", 0)
    s = b.state
    seen: dict[int, bool] = {}
    for _ in range(60):  # pass everything up to player 0's turn 4 and player 1's turn 5
        d = s.decision
        if s.turn == 5 and s.turn_player == 1 and d.kind == "attack":
            break
        if s.turn_player == 1:
            seen[s.turn] = seen.get(s.turn, False) or d.kind == "attack"
        pick = next((a for a in d.options if a.kind in ("end_attacks", "pass")), d.options[0])
        s.apply_action(pick)
    assert seen.get(3) is False  # turn 3 (the next turn): no attack was offered
    assert s.turn == 5 and s.decision.kind == "attack"  # turn 5: the effect has ended
    assert "created_fx" not in s.flags


@pytest.mark.rule("victory_spark:7.8.1.6")
def test_a_card_put_on_the_bench_later_cannot_be_partner_blocked_this_turn() -> None:
    shield = card("002", "Shield Caller", abilities=[{"type": "activated", "zone": "ring", "effects": [
        {"lasting": {"zone": "bench"}, "rules": ["cannot_be_partner_blocked"]},
        {"move": {"zone": "deck", "top": 1}, "to": "bench"}]}])  # a card arrives after the lasting effect
    b = position([FILLER, shield, card("003", "Late")], {"phase": "ability", "players": [
        {"ring": [{"card": "Shield Caller", "as": "sc"}], "bench0": [{"card": "Filler", "as": "early"}],
         "deck_fill": {"card": "Filler", "count": 5}, "deck": [{"card": "Late", "as": "late"}]},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "activate", "@sc", 0)
    s, late, early = b.state, b.labels["late"], b.labels["early"]
    assert s.zone_of[late].startswith("0.bench")
    assert "cannot_be_partner_blocked" in chars(s, late).flags
    assert "cannot_be_partner_blocked" in chars(s, early).flags
    assert "cannot_be_partner_blocked" not in chars(s, b.labels["sc"]).flags  # the ring is not selected


def _load(effect: dict[str, Any]) -> None:
    cardset([FILLER, card("002", "Tester", abilities=[{"type": "activated", "zone": "ring", "effects": [effect]}])])


@pytest.mark.rule("victory_spark:7.8.1.5", "victory_spark:7.8.1.6")
@pytest.mark.parametrize("change", [{"power": 1000}, {"tags": ["hero"]}, {"loses": ["text"]}])
def test_card_information_cannot_be_written_as_lasting(change: dict[str, Any]) -> None:
    with pytest.raises(FormatError) as e:
        _load({"lasting": {"zone": "ring"}, **change})
    key = next(iter(change))
    assert f"effects[0].{key}" in str(e.value) and "only with rules" in str(e.value)


@pytest.mark.rule("victory_spark:7.8.1.6")
def test_a_lasting_effect_needs_a_selector_and_a_change() -> None:
    with pytest.raises(FormatError, match="lasting: a selector must be a mapping"):
        _load({"lasting": "$t", "rules": ["cannot_attack"]})
    with pytest.raises(FormatError, match="'lasting' needs something to change"):
        _load({"lasting": {"zone": "ring"}, "until": "game"})
    _load({"lasting": {"zone": "ring", "player": "opponent"}, "rules": ["cannot_attack"], "until": "game"})
