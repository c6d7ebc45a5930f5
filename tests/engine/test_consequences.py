"""Consequences told before an answer (engine.consequences): what else the answer does to the
player's own cards, worked out on a clone, never naming a card the player may not see."""
from __future__ import annotations

import pytest

from engine.consequences import consequences
from engine.games import IMPLEMENTED, get_rules
from engine.rng import Rng
from tests.helpers import precon_decks


def _card(a):  # type: ignore[no-untyped-def]
    return a.args[0] if a.args and isinstance(a.args[0], int) else None


@pytest.mark.rule("victory_spark:6.5.1.3")
def test_playing_onto_an_occupied_ring_tells_where_the_old_card_goes() -> None:
    rules = get_rules("victory_spark")
    state = rules.new_game(precon_decks("victory_spark"), 2)
    rng = Rng(2)
    while not state.is_terminal():
        d = state.decision
        if d.player == 0:
            for a in d.options:
                if a.kind == "play" and a.args[1] == 3 and state.zones["0.ring"]:
                    old = state.zones["0.ring"][0]
                    before = state.clone()
                    lines = consequences(state, a, 0, "en", a.args[0])
                    assert state == before, "the preview changed the game"
                    name = state.defs[old].label("en")
                    assert any(name in x and "waiting room" in x for x in lines), lines
                    ja = consequences(state, a, 0, "ja", a.args[0])
                    assert any(state.defs[old].label("ja") in x and "控え室" in x for x in ja), ja
                    return
        state.apply_action(rng.choice(d.options))
    pytest.fail("no play onto an occupied ring came up")


@pytest.mark.parametrize("game", sorted(IMPLEMENTED))
def test_consequences_never_name_a_hidden_card(game: str) -> None:
    """G1: a line names only cards the player sees (their own, out of public places or their hand)."""
    rules = get_rules(game)
    state = rules.new_game(precon_decks(game), 3)
    rng = Rng(3)
    told = 0
    for _ in range(400):
        if state.is_terminal():
            break
        d = state.decision
        p = d.player
        hidden = {x.label("en") for z, ids in state.zones.items() if z.endswith("deck") or z == f"{1 - p}.hand"
                  for x in (state.defs[i] for i in ids)}
        visible = {state.defs[i].label("en") for z, ids in state.zones.items()
                   if not z.endswith("deck") and z != f"{1 - p}.hand" for i in ids}
        for a in d.options[:6]:
            for line in consequences(state, a, p, "en", _card(a)):
                told += 1
                leaked = [n for n in hidden - visible if n in line]
                assert not leaked, f"{line!r} names {leaked}"
        state.apply_action(rng.choice(d.options))
    assert told or game in ("phantom_magic_vision",), "nothing was ever told"
