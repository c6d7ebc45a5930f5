"""Looking at the top 3 cards of one's deck and putting them back (the look of PMV1-026 Shion, Star
Reader): the looking player knows those cards and, once they chose the order, where each lies;
the deck stays hidden (D3.3), so a world resampled for them (State.resample, engine/knowledge.py;
G1) keeps the cards and their places, while the opponent, who saw none of them, gets them redrawn."""
from __future__ import annotations

from typing import Any

import pytest

from engine.actions import Action
from engine.games.phantom_magic_vision import core
from engine.scenario import build
from engine.state import State


def _well(others: str) -> dict[str, Any]:
    where = {"top": "back on top", "bottom": "on the bottom"}[others]
    where_ja = {"top": "上に戻す", "bottom": "下に置く"}[others]
    return {"number": "901", "name": {"en": "Scry Well", "ja": "占いの井戸"}, "type": "character",
            "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 2}, "attrs": {"races": ["human"]},
            "text": {"en": f"(Your turn) S: Look at the top 3 cards of your deck, put up to 1 of them into your "
                           f"hand and the rest {where} in any order.",
                     "ja": f"(自分ターン)S:あなたのデッキの上のカード3枚を見て、そのうち1枚までを手札に加え、"
                           f"残りを好きな順番でデッキの{where_ja}。"},
            "abilities": [{"type": "activated", "timing": "own_turn", "cost": [{"sleep": "self"}],
                           "effects": [{"look": 3, "take": 1, "up_to": True, "to": "hand", "others": others,
                                        "order": "any"}]}]}


FILL = ["PMV1-001", "PMV1-002", "PMV1-003", "PMV1-004", "PMV1-005", "PMV1-006", "PMV1-007", "PMV1-008"]


def _look(others: str) -> tuple[State, dict[str, int]]:
    """Player 0 uses Scry Well: the three cards a, b, c (top first) are looked at."""
    spec = {"game": "phantom_magic_vision", "cards": [_well(others)], "setup": {"phase": "main", "players": [
        {"field": [{"card": "Scry Well", "as": "well"}], "deck_fill": {"card": "PMV1-009", "count": 1},
         "deck": [{"card": "PMV1-026", "as": "a"}, {"card": "PMV1-027", "as": "b"}, {"card": "PMV1-028", "as": "c"},
                  *FILL],
         "hand": ["PMV1-001"]},
        {"deck": FILL, "hand": FILL[:3]}]}}
    b = build(spec, "inline")
    s = b.state
    s.apply_action(Action("activate", (b.labels["well"], 0)))
    assert s.decision.kind == "look_pick"
    return s, b.labels


def _places(w: State, cards: list[int]) -> list[tuple[str, int]]:
    deck = w.zones["0.deck"]
    return [(w.defs[i].id, deck.index(i)) for i in cards]


@pytest.mark.rule("phantom_magic_vision:D3.3", "phantom_magic_vision:G1")
def test_the_cards_being_looked_at_keep_their_places_for_the_looker() -> None:
    s, at = _look("top")
    cards = [at["a"], at["b"], at["c"]]
    truth = _places(s, cards)
    for seed in range(10):
        w = s.resample(0, seed)
        assert _places(w, cards) == truth, seed
        assert w.legal_actions() == s.legal_actions()


@pytest.mark.rule("phantom_magic_vision:D3.3", "phantom_magic_vision:G1")
@pytest.mark.parametrize("others", ["top", "bottom"])
def test_cards_put_back_in_the_chosen_order_keep_their_places_for_the_looker_only(others: str) -> None:
    s, at = _look(others)
    s.apply_action(Action("done"))  # takes none of them
    assert s.decision.kind == "look_order"
    for first in (at["c"], at["a"]):  # the order, top card first: c, a, b
        s.apply_action(Action("choose", (first,)))
    deck = s.zones["0.deck"]
    order = [at["c"], at["a"], at["b"]]
    expect = [len(deck) - 1, len(deck) - 2, len(deck) - 3] if others == "top" else [2, 1, 0]
    assert [deck.index(i) for i in order] == expect
    truth = _places(s, order)
    opponent_tops = set()
    for seed in range(10):
        assert _places(s.resample(0, seed), order) == truth, seed
        w = s.resample(1, seed)  # the opponent saw none of the three
        opponent_tops.add(tuple(w.defs[i].id for i in w.zones["0.deck"][expect[2]:expect[0] + 1]))
    assert len(opponent_tops) > 1
    if others == "top":  # drawing the top card: the looker still knows the rest
        core.draw(s, 0, 1)
        assert s.zone_of[at["c"]] == "0.hand"
        for seed in range(5):
            assert _places(s.resample(0, seed), order[1:]) == _places(s, order[1:])


@pytest.mark.rule("phantom_magic_vision:D3.3", "phantom_magic_vision:G1")
def test_taking_one_keeps_the_places_of_the_rest_for_the_looker_and_tells_the_opponent_nothing() -> None:
    s, at = _look("top")
    s.apply_action(Action("choose", (at["b"],)))  # b into the hand; a and c go back on top
    if s.decision.kind == "look_pick":
        s.apply_action(Action("done"))
    s.apply_action(Action("choose", (at["a"],)))
    assert s.zone_of[at["b"]] == "0.hand"
    rest = [at["a"], at["c"]]
    truth = _places(s, rest)
    assert [p for _c, p in truth] == [len(s.zones["0.deck"]) - 1, len(s.zones["0.deck"]) - 2]
    for seed in range(10):
        assert _places(s.resample(0, seed), rest) == truth
    assert not [e for e in s.flags.get("memory", ()) if e[0] == 1]
