"""Vividz zones (500) and what each player may see (501.3; RULINGS G1); resampling."""
from __future__ import annotations

import json

import pytest

from engine.games import get_rules
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks

GAME = "vividz"


def midgame(seed: int, steps: int = 150) -> State:
    s = get_rules(GAME).new_game(precon_decks(GAME), seed)
    r = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply_action(r.choice(s.legal_actions()))
    return s


@pytest.mark.rule("vividz:501.2", "vividz:501.2a", "vividz:501.2b", "vividz:510.2", "vividz:511.2")
def test_every_zone_exists_per_player_and_shared() -> None:
    s = get_rules(GAME).new_game(precon_decks(GAME), 1)
    for p in (0, 1):
        for z in ("account", "deck", "trash", "mission", "energy", "area0", "area1", "area2", "hand", "remove",
                  "keep", "exp0", "exp1", "exp2"):
            assert f"{p}.{z}" in s.zones
    assert "temp" in s.zones and "scout" in s.zones  # shared (lanes are the facing areas, V3)
    specs = {z.name: z for z in get_rules(GAME).zone_specs()}
    assert specs["temporary"].shared and specs["scout"].shared and specs["temporary"].public
    assert specs["area"].slots == 3


@pytest.mark.rule("vividz:501.3", "vividz:501.3a", "vividz:501.3b", "vividz:501.3c", "vividz:501.3d", "vividz:509.1",
                  "vividz:509.3", "vividz:504.2", "vividz:502.4a", "vividz:505.2", "vividz:506.4", "vividz:510.3",
                  "vividz:1301.3", "vividz:G1", "vividz:507.2")
def test_view_shows_public_zones_and_counts_only() -> None:
    for seed in (2, 7, 11):
        s = midgame(seed)
        for p in (0, 1):
            q = 1 - p
            v = s.view(p)
            me, op = v["players"][p], v["players"][q]
            assert isinstance(me["hand"], list) and op["hand"] == len(s.zones[f"{q}.hand"])
            assert op["keep"] == len(s.zones[f"{q}.keep"])
            assert me["deck"] == len(s.zones[f"{p}.deck"]) and op["deck"] == len(s.zones[f"{q}.deck"])
            assert [c["iid"] for c in op["energy"]] == s.zones[f"{q}.energy"]  # energy is public
            assert [c["iid"] for c in op["trash"]] == s.zones[f"{q}.trash"]
            assert op["counters"] == {n: c for pp, n, c in s.flags.get("ctr", ()) if pp == q}
            text = json.dumps(v)
            for i in s.zones[f"{q}.hand"] + s.zones[f"{q}.keep"] + s.zones["0.deck"] + s.zones["1.deck"]:
                assert f'"iid": {i},' not in text


@pytest.mark.rule("vividz:G1", "vividz:1105.1")
def test_resample_keeps_the_view_and_redraws_hidden_cards() -> None:
    s = midgame(8, 80)
    p = s.current_player()
    changed = False
    r = Rng(3)
    for seed in range(5):
        t = s.resample(p, seed)
        assert t.view(p) == s.view(p)
        changed |= [d.id for d in t.defs] != [d.id for d in s.defs]
        n = 0
        while not t.is_terminal() and n < 300:
            t.apply_action(r.choice(t.legal_actions()))
            n += 1
    assert changed


@pytest.mark.rule("vividz:504.3", "vividz:504.4", "vividz:504.4a", "vividz:504.4b", "vividz:1106.2")
def test_drawing_several_cards_takes_them_one_at_a_time_from_the_top() -> None:
    from engine.games.vividz import core
    s = get_rules(GAME).new_game(precon_decks(GAME), 4)
    deck = list(s.zones["0.deck"])
    hand = list(s.zones["0.hand"])
    s.out = []
    core.draw(s, 0, 3)
    assert s.zones["0.hand"] == hand + [deck[-1], deck[-2], deck[-3]]
    assert [e.get("iid") for e in s.out if e.kind == "draw"] == [deck[-1], deck[-2], deck[-3]]
    assert all(e.private == 0 for e in s.out if e.kind == "draw")


@pytest.mark.rule("vividz:502.1", "vividz:502.1a", "vividz:502.1b", "vividz:502.1c", "vividz:502.1d",
                  "vividz:502.1e", "vividz:102.4")
def test_owner_and_controller() -> None:
    from engine.games.vividz.abilities import controller
    s = midgame(12, 120)
    for i, key in enumerate(s.zone_of):
        if key in ("temp", "scout"):
            assert controller(s, i) == s.owner[i]
        else:
            assert controller(s, i) == int(key[0]) == s.owner[i]


@pytest.mark.rule("vividz:501.4")
def test_a_card_that_changes_zone_is_a_new_object() -> None:
    from engine.games.vividz import core
    s = get_rules(GAME).new_game(precon_decks(GAME), 4)
    i = s.zones["0.deck"][0]
    before = s.ref(i)
    core.move_cards(s, [(i, "0.trash", True)])
    assert not s.alive(before) and s.zone_of[i] == "0.trash"
