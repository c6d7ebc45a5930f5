"""Rules the engine does not implement yet (strict xfails: each turns into a failure the day it
starts passing, so the mark gets removed). Each test is written from the rules text."""
from __future__ import annotations

import dataclasses

import pytest
from vs_rules_helpers import FILLER, act, card, position


def _raw(b, label: str, **ability_override):  # noqa: ANN001, ANN202
    """Give the labelled card's definition abilities the card vocabulary cannot express yet."""
    s = b.state
    i = b.labels[label]
    d = dataclasses.replace(s.defs[i], abilities=tuple(ability_override["abilities"]))
    s.defs = list(s.defs)
    s.defs[i] = d
    s.deftable = {**s.deftable, d.id: d}
    s._cache = None
    return d


@pytest.mark.xfail(strict=True, reason="7.2.1.3.3: replacement effects apply to moves only; 'the attack's damage "
                   "becomes a' (a replacement of the damage) is not implemented")
@pytest.mark.rule("victory_spark:7.2.1.3.3")
def test_the_damage_of_an_attack_can_be_replaced_by_another_value() -> None:
    guard = card("002", "Damage Guard", abilities=[
        {"type": "replacement", "zone": "ring", "replaces": {"on": "damaged", "card": "self"},
         "instead": [{"damage": "self", "amount": 0}]}])
    striker = card("003", "Striker", power=3000)
    b = position([FILLER, guard, striker], {"phase": "attack", "players": [
        {"ring": ["Striker"], "bench0": [{"card": "Filler", "as": "sup"}], "bench1": ["Filler"],
         "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": [{"card": "Damage Guard", "as": "g"}], "deck_fill": {"card": "Filler", "count": 5}}]})
    act(b, "attack")
    act(b, "support", "@sup")
    assert b.state.damage[b.labels["g"]] == 0


@pytest.mark.xfail(strict=True, reason="7.8.1.6: effects created by resolved abilities only change card information "
                   "of the cards chosen then; no effect changes a game rule for cards arriving later")
@pytest.mark.rule("victory_spark:7.8.1.6")
def test_a_rule_changing_effect_of_an_ability_reaches_cards_arriving_later() -> None:
    # "until end of turn, your ring card cannot be partner-blocked": a ring card that arrives
    # after the ability resolved is still covered (it changes a rule, not card information)
    caller = card("002", "Caller", abilities=[{"type": "activated", "zone": "ring", "effects": [{"draw": 0}]}])
    b = position([FILLER, caller, card("003", "Ann", partner_name=["Ben"], partner_title=["Extra"]),
                  card("004", "Ben")],
                 {"phase": "ability", "players": [
                     {"ring": [{"card": "Caller", "as": "c"}], "bench0": [{"card": "Filler", "as": "sup"}],
                      "bench1": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}},
                     {"ring": ["Ann"], "hand": ["Ben"], "deck_fill": {"card": "Filler", "count": 5}}]})
    _raw(b, "c", abilities=[{"type": "activated", "zone": "ring", "effects": [
        {"grant": {"zone": "ring"}, "rules": ["cannot_be_partner_blocked"]}, {"move": "self", "to": "waiting"}]}])
    act(b, "activate", "@c", 0)
    act(b, "attack")
    act(b, "support", "@sup")
    assert b.state.decision is None or b.state.decision.kind != "block"
