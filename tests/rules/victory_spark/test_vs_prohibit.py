"""Prohibitions on a player and this turn's history in Victory Spark card data, with the bundled
cards that use them: VSS1-084 Archivist Clara Vell ("until the end of your opponent's next turn,
your opponent cannot put cards from their deck into their waiting room", 1.3.5) and VSS1-085
Captain Rook Halloway ("if you played 2 or more cards this turn"). The rules scenarios are in
tests/scenarios/victory_spark/vocab_rules.yaml."""
from __future__ import annotations

from typing import Any

import pytest

from engine import prohibitions, turnlog
from engine.layers import chars
from engine.vocab_check import Validator
from engine.vocabulary import VocabError
from tests.rules.victory_spark.vs_rules_helpers import FILLER, RULES, act, card, position

# player 1's own effect: "[Ring] When this card is attacked, put the top 2 cards of your deck into your waiting room"
MILLER = card("002", "Miller", abilities=[{"type": "auto", "zone": "ring", "trigger": {"on": "attacked", "card": "self"},
                                          "effects": [{"move": {"zone": "deck", "top": 2}, "to": "waiting"}]}])


def _clara_position() -> Any:
    return position([FILLER, MILLER], """
      phase: ability
      players:
        - {ring: [{card: Archivist Clara Vell, as: clara}], bench0: [{card: Filler, as: f0}], bench1: [Filler],
           energy: [Filler, Filler], deck_fill: {card: Filler, count: 8}}
        - {ring: [{card: Miller, as: m}], bench0: [{card: Filler, as: g0}], bench1: [Filler],
           hand: [Filler, Filler], energy: [Filler], deck_fill: {card: Filler, count: 8}}
    """)


@pytest.mark.rule("victory_spark:1.3.5")
def test_clara_forbids_the_opponent_to_mill_themselves_until_their_next_turn_ends() -> None:
    b = _clara_position()
    s = b.state
    act(b, "activate", "@clara", "Sealed Records")
    assert s.decision.kind == "attack"  # nothing else to do in the ability phase
    held = s.flags[prohibitions.KEY]
    assert [e[:3] for e in held] == [("end_of_next_turn", "move", 1)]
    card1 = s.zones["1.deck"][-1]
    assert prohibitions.forbids(s, 1, "move", card1, "deck", "waiting")
    assert not prohibitions.forbids(s, 0, "move", s.zones["0.deck"][-1], "deck", "waiting")
    assert not prohibitions.forbids(s, 1, "move", card1, "deck", "hand")
    # the rest of player 0's turn and the end of it: one turn left for the prohibition
    act(b, "end_attacks")
    for _ in range(20):  # player 1's turn up to their attack phase (answering every choice with its first option)
        if s.turn == 3 and s.phase == "attack":
            break
        s.apply_action(s.decision.options[0] if s.decision.kind != "energy" else s.decision.options[-1])
    assert s.turn == 3 and s.turn_player == 1
    assert [e[:3] for e in s.flags[prohibitions.KEY]] == [("end_of_turn", "move", 1)]


@pytest.mark.rule("victory_spark:1.3.5")
def test_the_prohibited_move_does_not_happen_and_nothing_is_told() -> None:
    """Player 1's own ability in player 0's turn: the instruction is given, the prohibition wins."""
    b = _clara_position()
    s = b.state
    act(b, "activate", "@clara", "Sealed Records")
    act(b, "attack")
    out = act(b, "support", "@f0")
    deck = len(s.zones["1.deck"])
    assert deck == 8 and not s.zones["1.waiting"]
    assert not [e for e in out if e.kind == "move" and e.get("to") == "waiting" and e.get("player") == 1]


@pytest.mark.rule("victory_spark:1.3.5")
def test_without_clara_the_same_ability_mills() -> None:
    b = _clara_position()
    s = b.state
    act(b, "pass")
    act(b, "attack")
    act(b, "support", "@f0")
    assert len(s.zones["1.deck"]) == 6 and len(s.zones["1.waiting"]) == 2


@pytest.mark.rule("victory_spark:6.5.1.3")
@pytest.mark.rule("victory_spark:6.7.3.1")
def test_rook_counts_the_cards_played_this_turn() -> None:
    for plays, power in ((1, 3000), (2, 4000)):
        b = position([FILLER], """
          phase: chara
          players:
            - {ring: [{card: Captain Rook Halloway, as: rook}], bench0: [{card: Filler, as: sup}],
               hand: [{card: Filler, as: h1}, {card: Filler, as: h2}], deck_fill: {card: Filler, count: 8}}
            - {ring: [Filler], deck_fill: {card: Filler, count: 8}}
        """)
        s = b.state
        for k in range(plays):  # (copies of one card are offered once: play the one offered)
            s.apply_action(next(a for a in s.decision.options if a.kind == "play" and a.args[1] == k + 1))
        assert turnlog.count(s, "play", "you", 0, None, -1) == plays
        while s.decision.kind == "main":  # the rest of the chara phase (and the ability phase) has nothing to do
            act(b, "pass")
        act(b, "attack")
        act(b, "support", "@sup")
        assert chars(s, b.labels["rook"]).power == power


@pytest.mark.parametrize("effect,path", [
    ({"prohibit": "play"}, "a.effects[0].prohibit"),            # Victory Spark checks moves only
    ({"prohibit": "move", "from": "bench0"}, "a.effects[0].from"),
    ({"prohibit": "move", "player": "$p"}, "a.effects[0].player"),  # no player targets in this game
    ({"if": {"this_turn": {"event": "played"}}}, "a.effects[0].if.this_turn.event"),
])
def test_a_malformed_use_names_the_field(effect: dict[str, Any], path: str) -> None:
    with pytest.raises(VocabError) as err:
        Validator(RULES.vocabulary()).ability({"type": "activated", "effects": [effect]}, "a")
    assert err.value.path == path
