"""The order of a retire's events (3.3.1.3.1): the ring card moves to the retire yard, and that move
is its retire; only then is the emptied ring refilled from the deck (an entry spark). The log reads
the events in this order, so "X is retired" is told right after X's move, before Y enters the ring."""
from __future__ import annotations

import pytest

from engine.games import get_rules
from engine.rng import Rng
from tests.helpers import precon_decks


@pytest.mark.rule("victory_spark:3.3.1.3.1")
def test_a_retire_is_told_with_its_move_before_the_ring_is_refilled() -> None:
    rules = get_rules("victory_spark")
    checked = refilled = 0
    for seed in (1, 2):
        state = rules.new_game(precon_decks("victory_spark"), seed)
        rng = Rng(seed + 7919)
        while not state.is_terminal():
            events = state.apply_action(rng.choice(state.legal_actions()))
            for k, e in enumerate(events):
                if e.kind != "retired":
                    continue
                before = events[k - 1]
                assert before.kind == "move" and before.get("to") == "retire" and before.get("iid") == e.get("iid")
                checked += 1
                later = events[k + 1:]
                refill = next((x for x in later if x.kind == "move" and x.get("cause") == "refill"), None)
                if refill is not None and e.get("frm") == "ring":
                    refilled += 1
    assert checked >= 10 and refilled >= 5
