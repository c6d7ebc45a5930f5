"""Honesty: an agent's decision depends only on what its player can know.

For positions of several kinds in both games, a second state is made that is identical
except for cards hidden from the acting player: definitions swapped between the opponent's
hand (and Vividz keep zone) and deck instances with different cards, and both deck orders
permuted. The player's views are
identical, the real states differ, and every agent must answer exactly the same (a learned
evaluation's too).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.ai.base import signature
from engine.ai.levels import make_agent
from engine.ai.value import state_terms
from engine.rng import Rng
from engine.state import State

from .conftest import position
from .test_policy_prior import random_policy
from .test_value import random_model


def _hidden_variant(s: State, p: int, seed: int) -> State:
    """Same view for p; opponent's hidden cards and both deck orders changed."""
    t = s.clone()
    t.defs = list(s.defs)  # clone shares the list; the variant needs its own
    q = 1 - p
    hand = list(t.zones[f"{q}.hand"]) + list(t.zones.get(f"{q}.keep", ()))
    deck = list(t.zones[f"{q}.deck"])
    r = Rng(seed)
    swaps = 0
    for h in hand:  # swap each opponent hand card with a different card of their deck
        others = [d for d in deck if t.defs[d].id != t.defs[h].id]
        if others:
            d = others[r.below(len(others))]
            t.defs[h], t.defs[d] = t.defs[d], t.defs[h]
            swaps += 1
    for who in (0, 1):  # deck orders are hidden from everybody
        r.shuffle(t.zones[f"{who}.deck"])
    t._cache = None
    assert swaps > 0
    return t


POSITIONS = [("victory_spark", 31, ("main",)), ("victory_spark", 32, ("energy",)),
             ("victory_spark", 33, ("attack", "support")), ("victory_spark", 34, ("main",)),
             ("victory_spark", 35, ("block", "cancel", "choose", "support", "discard")),
             ("vividz", 41, ("main",)), ("vividz", 42, ("pay_energy", "discard")),
             ("vividz", 43, ("block", "slide", "free_play", "area")), ("vividz", 44, ("charge", "keep")),
             ("grid", 51, ("standby",)), ("grid", 52, ("action", "attack", "target")),
             ("grid", 53, ("priority", "block", "support", "pay")),
             ("phantom_magic_vision", 61, ("priority",)), ("phantom_magic_vision", 62, ("priority", "graze", "target")),
             ("phantom_magic_vision", 63, ("discard", "protection", "upkeep", "trigger_order", "choose"))]


@pytest.mark.parametrize(("game", "seed", "kinds"), POSITIONS)
def test_decisions_ignore_hidden_cards(game: str, seed: int, kinds: tuple[str, ...], tmp_path: Path) -> None:
    s = position(seed, kinds=kinds, min_options=2, game=game)
    p = s.current_player()
    t = _hidden_variant(s, p, seed)
    assert signature(s, p) == signature(t, p)
    assert s.view(p) == t.view(p)
    assert [d.id for d in s.defs] != [d.id for d in t.defs] or s.zones != t.zones
    assert s.legal_actions() == t.legal_actions()
    # a learned evaluation reads only the view too (random weights: every input counts)
    model = tmp_path / "m.value.json"
    random_model(game, sorted(state_terms(s, p)), seed).save(model)
    # and a learned root prior (random weights on every term)
    policy = tmp_path / "p.policy.json"
    random_policy(game, seed).save(policy)
    for spec in ("heuristic", "ismcts:40", "ismcts:25,rollout=random,steps=10,warm=0", "ismcts:24,crn=4",
                 f"heuristic,value={model}", f"ismcts:30,value={model},steps=0,tail=0", f"ismcts:30,prior={policy}",
                 f"heuristic,prior={policy}"):
        a1 = make_agent(spec, seed)
        a2 = make_agent(spec, seed)
        assert a1.choose(s, p) == a2.choose(t, p), spec
        if "root" in a1.last:
            assert a1.last["root"] == a2.last["root"], spec  # the whole search, not just the answer


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_resample_depends_only_on_the_view(game: str) -> None:
    kinds = {"grid": ("standby",), "phantom_magic_vision": ("priority",)}.get(game, ("main",))
    s = position(36, game=game, kinds=kinds)
    p = s.current_player()
    t = _hidden_variant(s, p, 36)
    for seed in (1, 2, 3):
        a, b = s.resample(p, seed).snapshot(), t.resample(p, seed).snapshot()
        assert a["defs"] == b["defs"]
        assert a["zones"] == b["zones"]  # deck orders too
