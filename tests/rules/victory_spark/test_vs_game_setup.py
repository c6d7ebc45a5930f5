"""Game setup (chapter 5.2, rulings R4 and R5) and ownership (4.2), from new games."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, RULES, card, cardset, start

CARDS = cardset([FILLER, card("002", "Ringer"), card("003", "Third")])
DECK = [CARDS["TVS-001"]] * 48 + [CARDS["TVS-002"], CARDS["TVS-003"]]


@pytest.mark.rule("victory_spark:1.1", "victory_spark:1.1.1", "victory_spark:5.2", "victory_spark:5.2.1",
                  "victory_spark:5.2.2", "victory_spark:3.3.1.2")
def test_each_player_chooses_a_ring_card_face_down_then_both_are_revealed() -> None:
    s = RULES.new_game([{"main": DECK}, {"main": DECK}], 5)
    assert len(s.decklists) == 2  # two players
    assert (s.decision.player, s.decision.kind) == (0, "ring_choice")
    # any card of the deck may be chosen
    assert {a.args[0] for a in s.decision.options} == {"TVS-001", "TVS-002", "TVS-003"}
    s.apply_action(next(a for a in s.decision.options if a.args[0] == "TVS-002"))
    # player 1's choice is not placed (nor shown) before player 2 has chosen too
    assert (s.decision.player, s.decision.kind) == (1, "ring_choice")
    assert s.zones["0.ring"] == [] and s.zones["1.ring"] == []
    s.apply_action(next(a for a in s.decision.options if a.args[0] == "TVS-003"))
    assert [s.defs[i].id for i in s.zones["0.ring"]] == ["TVS-002"]
    assert [s.defs[i].id for i in s.zones["1.ring"]] == ["TVS-003"]
    # the ring is public: each player's view shows both ring cards
    for p in (0, 1):
        v = s.view(p)
        assert [c["id"] for c in v["players"][0]["ring"]] == ["TVS-002"]
        assert [c["id"] for c in v["players"][1]["ring"]] == ["TVS-003"]


@pytest.mark.rule("victory_spark:R4", "victory_spark:5.2.5", "victory_spark:3.2.1", "victory_spark:5.2.3")
def test_the_ring_card_comes_from_the_50_then_five_cards_are_drawn() -> None:
    s = start([DECK, DECK], seed=3)
    for p in (0, 1):
        assert len(s.zones[f"{p}.ring"]) == 1
        # 50 = 1 (ring) + 5 (hand) + 44 (deck) before the first turn's draw (the first player skips it)
        assert len(s.zones[f"{p}.hand"]) == 5
        assert len(s.zones[f"{p}.deck"]) == 44


@pytest.mark.rule("victory_spark:5.2.3")
def test_both_decks_are_shuffled_before_the_opening_hands() -> None:
    s = RULES.new_game([{"main": DECK}, {"main": DECK}], 9)
    s.apply_action(s.decision.options[0])
    events = s.apply_action(s.decision.options[0])
    kinds = [e.kind for e in events]
    assert [e.get("player") for e in events if e.kind == "shuffle"] == [0, 1]
    assert kinds.index("shuffle") < kinds.index("draw")


@pytest.mark.rule("victory_spark:5.2.4", "victory_spark:5.2.4.1", "victory_spark:G2")
def test_the_first_player_is_chosen_at_random_without_any_choice() -> None:
    firsts = set()
    for seed in range(12):
        s = start([DECK, DECK], seed=seed)
        firsts.add(s.first_player)
        # reproducible from the seed
        assert start([DECK, DECK], seed=seed).first_player == s.first_player
    assert firsts == {0, 1}


@pytest.mark.rule("victory_spark:5.2.6", "victory_spark:6.3.1.4", "victory_spark:R5", "victory_spark:6.1.1")
@pytest.mark.parametrize("seed", range(6))
def test_the_first_player_takes_turn_one_and_skips_its_draw(seed: int) -> None:
    s = start([DECK, DECK], seed=seed)
    fp = s.first_player
    assert (s.turn, s.turn_player) == (1, fp)
    # the first decision of turn 1 is the first player's energy phase; no card was drawn
    assert (s.phase, s.decision.player, s.decision.kind) == ("energy", fp, "energy")
    assert len(s.zones[f"{fp}.hand"]) == 5
    # pass through turn 1: the second player's first turn has its draw
    while s.turn == 1:
        s.apply_action(next((a for a in s.decision.options if a.kind in ("pass", "end_attacks", "no_support")),
                            s.decision.options[0]))
    assert s.turn_player == 1 - fp
    assert len(s.zones[f"{1 - fp}.hand"]) == 6


@pytest.mark.rule("victory_spark:4.2.1", "victory_spark:4.2.2", "victory_spark:4.2.3")
def test_every_card_keeps_the_owner_whose_deck_it_started_in() -> None:
    s = start([DECK, DECK], seed=2)
    owners = s.owner
    assert owners == tuple([0] * 50 + [1] * 50)
    s.apply_action(s.decision.options[0])
    from engine.actions import Action
    s.apply_action(Action("resign", (0,)))
    assert s.is_terminal()
    # when the game is over, the cards are still each owner's: in that owner's own zones
    assert s.owner == owners
    for key, ids in s.zones.items():
        for i in ids:
            assert key == "rz" or int(key[0]) == s.owner[i]
