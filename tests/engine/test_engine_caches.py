"""The engine's speed-ups keep exact behaviour: the inlined generator draws, shared base
characteristics, per-card-list indexes that follow a replaced card list, and dry-run triggers."""
from __future__ import annotations

import pytest

from engine import rng
from engine.games import get_rules
from engine.layers import ability_info, chars
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks


def _reference_below(state: int, n: int) -> tuple[int, int]:
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = rng.next_u64(state)
        if x < limit:
            return state, x % n


def test_below_and_shuffle_draw_exactly_what_next_u64_gives() -> None:
    r = Rng(99)
    for k in range(400):
        s = r.below(1 << 62)
        n = (1, 2, 3, 7, 40, 255, 256, 257, 1000, (1 << 63) + 5)[k % 10]
        assert rng.below(s, n) == _reference_below(s, n)
        items = list(range(k % 90))
        expect = list(items)
        st = s
        for i in range(len(expect) - 1, 0, -1):
            st, j = _reference_below(st, i + 1)
            expect[i], expect[j] = expect[j], expect[i]
        assert rng.shuffle(s, items) == st
        assert items == expect


def _midgame(game: str, seed: int, steps: int) -> State:
    s = get_rules(game).new_game(precon_decks(game), seed)
    r = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply_action(r.choice(s.legal_actions()))
    return s


def test_unmodified_cards_share_their_definitions_base_characteristics() -> None:
    s = _midgame("victory_spark", 3, 60)
    for i, d in enumerate(s.defs):
        c = chars(s, i)
        if i not in s._cache:
            assert c is ability_info(d).base  # no copy per card and per computation
    base = ability_info(s.defs[0]).base
    before = (base.power, base.defense, base.level, base.tags, base.keywords, base.flags)
    # an effect on one card changes that card only, never the shared base of its definition
    s.effects.append((s.tick(), "modify", ((0, s.obj[0]),), (("power", 700),), "end_of_turn", 0))
    s._cache = None
    assert chars(s, 0).power == before[0] + 700
    assert (base.power, base.defense, base.level, base.tags, base.keywords, base.flags) == before
    twins = [i for i, d in enumerate(s.defs) if d is s.defs[0] and i != 0]
    for i in twins:
        assert chars(s, i).power == before[0]


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_indexes_follow_a_replaced_card_list(game: str) -> None:
    s = _midgame(game, 5, 50)
    t = s.clone()
    assert t._derived is s._derived  # clones share the per-card-list indexes
    r = s.resample(s.current_player(), 11)
    assert r.defs is not s.defs  # a world of its own: its first index lookup rebuilds
    fresh = r.clone()  # the same world with nothing derived yet
    fresh._derived = None
    rr = Rng(4)
    for _ in range(40):  # both play on identically: the resampled world indexed its own cards
        if r.is_terminal():
            break
        a = rr.choice(r.legal_actions())
        assert r.apply_action(a) == fresh.apply_action(a)
        assert r.snapshot() == fresh.snapshot()


def test_vividz_would_trigger_leaves_the_state_as_it_was() -> None:
    from engine.events import ev
    from engine.games.vividz import abilities, attacks
    s = _midgame("vividz", 2, 120)
    before = s.snapshot()
    cache = s._cache
    for e in [ev("battle_end", player=s.turn_player, iid=None), ev("phase_end", player=s.turn_player, phase="mission"),
              *attacks._battle_events(s)]:
        copy = s.clone()
        abilities.on_event(copy, e)
        assert abilities.would_trigger(s, e) == (len(copy.flags.get("pend", ())) > len(s.flags.get("pend", ())))
    assert s.snapshot() == before and s._cache is cache


def _chars_tuple(s: State, i: int) -> tuple[object, ...]:
    c = chars(s, i)
    return (c.power, c.defense, c.level, c.tags, c.keywords, c.flags)


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_cached_characteristics_always_equal_a_fresh_computation(game: str) -> None:
    """Whatever a continuous ability's condition reads (zones, damage, the turn player, the
    phase and step, the attack in progress, attack success, counters) must clear the cache when
    it changes: at every decision of random games the cached characteristics of every card
    equal those computed from scratch. (A stale cache once kept a "while attacked" defense
    bonus after the attack, so rule processing did not retire the damaged card.)"""
    from engine.ai.arena import new_arena_game  # every bundled deck, in every pairing

    checked = 0
    for index in range(0, 18, 2):
        s, _ = new_arena_game(game, index, 5)
        r = Rng(index)
        while not s.is_terminal() and len(s.history) < 400:
            s.apply_action(r.choice(s.legal_actions()))
            cached = [_chars_tuple(s, i) for i in range(len(s.defs))]
            fresh = s.clone()
            fresh._cache = None
            assert cached == [_chars_tuple(fresh, i) for i in range(len(s.defs))], (index, s.history[-1])
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_no_power_below_printed_when_nothing_may_lower_it(game: str) -> None:
    """Vividz's damage rule effect (1004) skips computing characteristics for undamaged charas
    while `may_lower_power` says nothing can lower a power: at every decision of random games,
    whenever it says so, every card's power computed from scratch is at least its printed one."""
    from engine.layers import may_lower_power, printed_power
    checked = 0
    for seed in range(6):
        s = get_rules(game).new_game(precon_decks(game), seed)
        r = Rng(seed)
        while not s.is_terminal():
            if not may_lower_power(s):
                s._cache = None
                assert all(chars(s, i).power >= printed_power(d) for i, d in enumerate(s.defs))
                checked += 1
            s.apply_action(r.choice(s.legal_actions()))
    assert checked > 100


@pytest.mark.rule("vividz:1004.2")
def test_a_lasting_power_loss_counts_as_lowering_a_gain_does_not() -> None:
    from engine.layers import may_lower_power
    s = _midgame("vividz", 4, 0)
    assert not may_lower_power(s)  # the bundled decks: no continuous ability lowers a power
    s.effects.append((s.tick(), "modify", ((0, s.obj[0]),), (("power", 1000),), "end_of_turn", 0))
    assert not may_lower_power(s)
    s.effects.append((s.tick(), "modify", ((0, s.obj[0]),), (("power", "add", -2000),), "end_of_turn", 0))
    assert may_lower_power(s)
    s.effects[-1] = (s.tick(), "modify", ((0, s.obj[0]),), (("power", "set", 0),), "end_of_turn", 0)
    assert may_lower_power(s)


@pytest.mark.rule("vividz:1006.1")
def test_vividz_missions_to_check_are_those_whose_counts_meet_every_check_condition() -> None:
    """1006.1: `to_check` skips counting for a mission none of whose check conditions has been
    counted (every condition needs a count of at least 1, V6); at every decision of random games
    it names exactly the turn player's face-up, reported missions whose every check condition is
    met by the counts."""
    from engine.games.vividz import missions
    from engine.state import STAND

    def expected(s: State) -> list[int]:
        if s.phase != "main":
            return []
        got = missions.counts(s)
        return [m for m in s.zones[f"{s.turn_player}.mission"]
                if s.orient[m] == STAND and missions.satisfied(s, m, "check", got)]

    checked = found = 0
    for seed in range(6):
        s = get_rules("vividz").new_game(precon_decks("vividz"), seed)
        r = Rng(seed)
        while not s.is_terminal():
            want = expected(s)
            assert missions.to_check(s) == want
            checked += 1
            found += bool(want)
            s.apply_action(r.choice(s.legal_actions()))
    assert checked > 500 and found > 0
