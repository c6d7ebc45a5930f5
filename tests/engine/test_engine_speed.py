"""Issue 27's speed-ups keep exact behaviour: the characteristics cache a clone keeps, the indexes a
resampled world carries over, and the event dispatch that skips kinds nobody watches."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai.arena import new_arena_game
from engine.games import IMPLEMENTED
from engine.layers import _SET, chars
from engine.rng import Rng
from engine.state import State


def _all_chars(s: State) -> list[tuple[object, ...]]:
    out = []
    for i in range(len(s.defs)):
        c = chars(s, i)
        out.append((c.power, c.defense, c.level, c.tags, c.keywords, c.flags))
    return out


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(IMPLEMENTED), index=st.integers(0, 40), seed=st.integers(0, 10**6))
def test_a_clone_keeps_a_cache_equal_to_a_fresh_computation(game: str, index: int, seed: int) -> None:
    """At every decision of a random game: a clone keeps a copy of the cache (never the same dict),
    its characteristics equal those computed from scratch, and the next action does the same on a
    clone with the kept cache as on one that starts without it (rule processing's memo included)."""
    s, _ = new_arena_game(game, index, seed)
    r = Rng(seed)
    while not s.is_terminal() and len(s.history) < 250:
        kept = s.clone()
        assert kept._cache is None or (kept._cache is not s._cache and kept._cache == s._cache)
        fresh = s.clone()
        fresh._cache = None
        assert _all_chars(kept) == _all_chars(fresh)
        a = r.choice(s.legal_actions())
        kept, fresh = s.clone(), s.clone()
        fresh._cache = None
        assert kept.apply_action(a) == fresh.apply_action(a)
        assert kept.snapshot() == fresh.snapshot()
        s.apply_action(a)


@pytest.mark.parametrize("game", IMPLEMENTED)
def test_a_resampled_world_carries_only_what_its_card_set_decides(game: str) -> None:
    """permute_defs: the indexes of which definitions are present (derived_set) carry over to a
    resampled world; those of which instance holds which are its own and equal a fresh build."""
    s, _ = new_arena_game(game, 3, 7)
    r = Rng(3)
    for _ in range(60):
        if s.is_terminal():
            break
        s.apply_action(r.choice(s.legal_actions()))
    s.clone().apply_action(s.legal_actions()[0])  # the clone shares s's indexes: they exist now
    carried = s._derived[1].get(_SET)
    det = s.resample(s.current_player(), 5)
    assert det.defs is not s.defs and sorted(map(id, det.defs)) == sorted(map(id, s.defs))
    if carried is not None:
        assert det._derived[1][_SET] is carried
    fresh = det.clone()
    fresh._derived = None
    rr = Rng(9)
    for _ in range(40):  # both play on identically
        if det.is_terminal():
            break
        a = rr.choice(det.legal_actions())
        assert det.apply_action(a) == fresh.apply_action(a)
        assert det.snapshot() == fresh.snapshot()
    for k, v in det._derived[1].items():  # every instance-level index equals a fresh build
        if k != _SET and k in fresh._derived[1]:
            assert v == fresh._derived[1][k], k
    for k, v in (det._derived[1].get(_SET) or {}).items():
        assert (fresh._derived[1].get(_SET) or {}).get(k, v) == v, k


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_events_nobody_watches_still_reach_the_log(game: str) -> None:
    """The dispatch skips kinds no auto ability watches, never the events' record."""
    from engine.games.victory_spark import abilities as vs
    from engine.games.vividz import abilities as vz

    s, _ = new_arena_game(game, 1, 2)
    r = Rng(2)
    for _ in range(80):
        if s.is_terminal():
            break
        events = s.apply_action(r.choice(s.legal_actions()))
        assert events is s.out and all(e.kind for e in events)
    by_kind = (vs.ability_index(s)[0] if game == "victory_spark" else vz.ability_index(s)[0])
    if game == "victory_spark":
        assert set(by_kind) <= vs.listened(s)
        assert ("damaged" in by_kind) == ("damage" in vs.listened(s))
