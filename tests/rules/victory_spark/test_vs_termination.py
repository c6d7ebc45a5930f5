"""Ending games that could go on forever: loops (9.1) and the simulator's turn limit (RULINGS R6)."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, act, card, position


@pytest.mark.rule("victory_spark:R6")
def test_a_game_reaching_200_turns_is_a_draw() -> None:
    b = position([FILLER], {"phase": "end", "turn": 200, "players": [
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    s = b.state
    assert s.result is not None and s.result[0] == "draw" and "200" in s.result[1]
    assert s.turn == 200


@pytest.mark.rule("victory_spark:R6")
def test_turn_199_still_goes_on() -> None:
    b = position([FILLER], {"phase": "end", "turn": 199, "turn_player": 1, "players": [
        {"ring": ["Filler"], "hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    assert b.state.result is None and b.state.turn == 200


@pytest.mark.rule("victory_spark:9.1", "victory_spark:9.1.1", "victory_spark:9.1.2", "victory_spark:R6")
def test_a_loop_no_player_can_stop_is_a_draw() -> None:
    # "when your opponent's retire yard has 0 or more cards" always holds, and resolving it changes
    # nothing: it triggers again and again (7.5.9.1) with no choice for anyone
    forever = card("002", "Forever", abilities=[{
        "type": "auto", "zone": "ring", "trigger": {"on": "state", "condition": {"retire_count": {"player": "opponent", "min": 0}}},
        "effects": [{"draw": 0}]}])
    b = position([FILLER, forever], {"phase": "chara", "players": [
        {"ring": ["Forever"], "hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    s = b.state
    assert s.result is not None and s.result[0] == "draw" and "9.1.2" in s.result[1]


LOOPER = card("002", "Looper", abilities=[{
    "type": "activated", "zone": "ring",
    "effects": [{"draw": 1}, {"choose": {"zone": "hand"}, "as": "$c"}, {"move": "$c", "to": "deck"}]}])


@pytest.mark.rule("victory_spark:9.1.1", "victory_spark:9.1.3")
def test_a_loop_one_player_can_stop_runs_as_often_as_that_player_chooses_then_stops() -> None:
    b = position([FILLER, LOOPER], {"phase": "ability", "players": [
        {"ring": [{"card": "Looper", "as": "lp"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    s = b.state
    before = (sorted(s.zones["0.deck"]), len(s.zones["0.hand"]))
    for _ in range(3):  # the player repeats the loop three times ...
        act(b, "activate", "@lp", 0)
        assert (sorted(s.zones["0.deck"]), len(s.zones["0.hand"])) == before
    act(b, "pass")      # ... and stops it by choosing otherwise; the game goes on
    assert s.result is None and s.phase != "ability"
