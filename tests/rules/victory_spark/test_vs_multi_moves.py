"""Several cards moved by one effect move one at a time, top of the deck first (3.2.3, 3.2.5),
and their triggers come in that order; choices an ability makes without asking are announced to
both players (7.4.1.2, R1); triggered abilities name which copy of a card triggered."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, act, card, position

from engine.logtext import log_lines

CARDS = [
    FILLER,
    card("002", "Miller", abilities=[
        {"type": "activated", "zone": "ring", "effects": [{"move": {"zone": "deck", "top": 3}, "to": "waiting"}]}]),
    card("003", "Mourner", abilities=[
        {"type": "auto", "zone": "bench", "trigger": {"on": "move", "from": "deck", "to": "waiting", "player": "you"},
         "effects": [{"draw": 0}]}]),
    card("004", "Striker", abilities=[
        {"type": "activated", "zone": "ring", "effects": [
            {"choose": {"zone": "ring", "player": "opponent"}, "as": "$t"}, {"damage": "$t", "amount": 1000}]}]),
    card("005", "Canceller", abilities=[{"type": "activated", "keywords": ["cancel"], "zone": "hand", "effects": []}]),
    card("006", "Alpha"), card("007", "Beta"), card("008", "Gamma"),
]


def _mill_position() -> object:
    return position(CARDS, {"phase": "ability", "players": [
        {"ring": [{"card": "Miller", "as": "m"}], "bench0": [{"card": "Mourner", "as": "w"}],
         "deck_fill": {"card": "Filler", "count": 3},
         "deck": [{"card": "Alpha", "as": "a"}, {"card": "Beta", "as": "b"}, {"card": "Gamma", "as": "c"}]},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})


@pytest.mark.rule("victory_spark:3.2.3", "victory_spark:3.2.5")
def test_top_three_of_the_deck_go_to_the_waiting_room_top_card_first() -> None:
    b = _mill_position()
    a, bb, c = (b.labels[x] for x in "abc")
    events = act(b, "activate", "@m", 0)
    moved = [e.get("iid") for e in events if e.kind == "move" and e.get("to") == "waiting"]
    # 3.2.5: removed from the top in order (Alpha, then Beta, then Gamma), one at a time (3.2.3)
    assert moved == [a, bb, c]
    # so Alpha lies at the bottom of the waiting room and Gamma on top (zones are stored bottom first)
    assert b.state.zones["0.waiting"] == [a, bb, c]


@pytest.mark.rule("victory_spark:3.2.3", "victory_spark:7.5.1")
def test_per_card_triggers_come_in_the_order_the_cards_moved() -> None:
    b = _mill_position()
    events = act(b, "activate", "@m", 0)
    order = [e.kind for e in events if e.kind in ("move", "triggered")]
    # the Mourner triggers once per card moved, in the order the cards moved (7.5.1)
    assert order.count("triggered") == 3
    for e in events:
        if e.kind == "triggered":
            assert e.get("iid") == b.labels["w"]  # which copy triggered (7.5.1)
    rz = b.state.flags.get("rz", ())
    its = [entry[-1][0] for entry in rz if entry[-1]]
    assert its == [b.labels[x] for x in "abc"]


def _strike_position() -> object:
    return position(CARDS, {"phase": "ability", "players": [
        {"ring": [{"card": "Striker", "as": "s"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": [{"card": "Alpha", "as": "t"}], "hand": ["Canceller"], "deck_fill": {"card": "Filler", "count": 5}}]})


@pytest.mark.rule("victory_spark:7.4.1.2", "victory_spark:R1", "victory_spark:G1")
def test_a_choice_with_one_candidate_is_announced_and_shown_in_the_resolution_zone() -> None:
    b = _strike_position()
    t = b.labels["t"]
    events = act(b, "activate", "@s", 0)
    chosen = [e for e in events if e.kind == "chosen"]
    assert [(e.get("player"), e.get("iid"), e.private) for e in chosen] == [(0, t, None)]
    s = b.state
    for viewer in (0, 1):
        lines = log_lines(s, [(0, e) for e in events], "en", viewer)
        assert any("chooses Alpha" in line for _pos, _e, line in lines)
    # the opponent, asked whether to cancel, sees the target in the resolution zone
    assert s.decision.player == 1
    entry = s.view(1)["resolution"][-1]
    assert [c["iid"] for c in entry["choices"]["$t"]] == [t]


@pytest.mark.rule("victory_spark:R1", "victory_spark:G1")
def test_what_an_ability_chose_is_said_in_words_to_the_player_deciding_on_a_cancel() -> None:
    b = _strike_position()
    act(b, "activate", "@s", 0)
    s = b.state
    uid = s.view(1)["resolution"][-1]["uid"]
    assert s.rules.chosen_label(s, uid, 1, "en") == "Alpha"
    assert s.rules.chosen_label(s, uid, 1, "ja") == "「Alpha（日本語）」"
