"""The shared per-card-list indexes the games' hot paths read (engine/layers.py) must give what a
full scan of the cards gives, in the same order: option lists and trigger order depend on it."""
from __future__ import annotations

import pytest

from engine.layers import ability_info, activated_in, activated_options, autos_by_trigger
from engine.library import load_deck_cards, precon_paths
from engine.state import State
from tests.helpers import random_game

ZONES = {"grid": lambda p: (*(f"{p}.g{a}" for a in range(9)), f"{p}.slot", f"{p}.hand", f"{p}.attribute"),
         "phantom_magic_vision": lambda p: (f"{p}.field", f"{p}.set", f"{p}.hand", f"{p}.graveyard", f"{p}.nodes")}


def _positions(game: str, games: int = 6, every: int = 3) -> list[State]:
    out: list[State] = []

    def keep(s: State) -> None:
        if len(s.history) % every == 0:
            out.append(s.clone())
    # every bundled deck takes part (some have no activated abilities at all)
    decks = [load_deck_cards(p, game)[1] for p in precon_paths(game)]
    for seed in range(games):
        random_game(game, seed, [decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], on_step=keep)
    return out


@pytest.mark.parametrize("game", sorted(ZONES))
def test_activated_cards_come_in_the_order_a_scan_of_the_zones_meets_them(game: str) -> None:
    checked = 0
    for s in _positions(game):
        for p in (0, 1):
            keys = ZONES[game](p)
            rank = {k: n for n, k in enumerate(keys)}
            scan = [(i, ability_info(s.defs[i]).activated) for k in keys for i in s.zones[k]
                    if ability_info(s.defs[i]).activated]
            assert activated_in(s, rank) == scan
            checked += len(scan) > 1
            # only some pass (every other one by a fixed rule): those come in the scan's order
            flat = [(i, ai) for i, acts in scan for ai in acts]
            assert activated_options(s, rank, lambda i, ai: (i + ai) % 2 == 0) == [h for h in flat if sum(h) % 2 == 0]
            assert activated_options(s, rank, lambda i, ai: True) == flat
    assert checked > 5  # positions where the order mattered


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_the_trigger_index_lists_every_auto_ability_by_its_event_in_card_order(game: str) -> None:
    for s in _positions(game, games=2, every=25):
        want: dict[str, list[tuple[int, int, dict]]] = {}
        for i, d in enumerate(s.defs):
            for ai, ab in enumerate(d.abilities):
                if ab["type"] == "auto":
                    want.setdefault(ab["trigger"]["on"], []).append((i, ai, ab))
        assert autos_by_trigger(s) == want
