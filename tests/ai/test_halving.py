"""Sequential halving at the search's root: each phase searches the candidates still in the
running equally often and drops the worse half by sampled mean."""
from __future__ import annotations

import math

import pytest

from engine.ai.halving import Halving
from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import make_agent

from .conftest import position


def test_schedule_splits_the_budget_into_halving_phases() -> None:
    """8 candidates and 96 iterations: three phases of 32. Phase one gives each candidate 4,
    phase two each of the best 4 by mean 8, phase three each of the best 2 16; the answer is
    the better of the last two."""
    means = {a: float(a) / 10 for a in range(8)}  # candidate 7 is best, 0 worst
    counts = dict.fromkeys(means, 0)
    sched = Halving(list(range(8)), 96, 0.0, math.inf, lambda a: means[a] if counts[a] else None)
    phases: list[list[int]] = []
    for done in range(96):
        a = sched.next(done, 0.0)
        counts[a] += 1
        if len(phases) <= sched.phase:
            phases.append(sorted(sched.alive))
    assert sched.phases == 3
    assert phases == [list(range(8)), [4, 5, 6, 7], [6, 7]]
    assert counts == {0: 4, 1: 4, 2: 4, 3: 4, 4: 12, 5: 12, 6: 28, 7: 28}
    assert sched.answer() == 7


def test_schedule_breaks_ties_by_the_candidates_order_and_follows_time() -> None:
    """Equal means keep the earlier candidates (the heuristic's order); with a time budget a
    phase ends at its share of the time, however many iterations ran."""
    sched = Halving(["b", "a", "c", "d"], 1 << 60, 0.0, 4.0, lambda a: 0.0)
    assert sched.phases == 2
    assert [sched.next(i, 0.5) for i in range(3)] == ["b", "a", "c"]
    assert sched.next(3, 2.5) in ("b", "a")  # past half the time: the second phase, two left
    assert sched.alive == ["b", "a"]
    assert sched.answer() == "b"
    with pytest.raises(ValueError):
        Halving([], 10, 0.0, math.inf, lambda a: None)


def test_halving_search_shares_the_root_between_the_candidates() -> None:
    """A search with `halve` gives every root candidate sampled iterations (PUCT's root at a
    sharp prior leaves most of them untried), is deterministic with a seed and an iteration
    budget, and answers with a candidate's action."""
    s = position(27)
    p = s.current_player()
    legal = s.legal_actions()
    assert len(legal) > 2
    runs = []
    for _ in range(2):
        ag = make_agent("ismcts:64,halve=4", 5)
        answer = ag.choose(s, p)
        runs.append((answer, ag.last["root"]))
    assert runs[0] == runs[1]
    root = runs[0][1]
    warm = 2  # the default virtual visits of every root action
    sampled = sorted((v - warm for v, _ in root.values()), reverse=True)
    k = min(4, len(legal))
    assert all(x > 0 for x in sampled[:k])  # every candidate searched
    assert sum(sampled) == 64
    assert runs[0][0] in legal
    plain = ISMCTSAgent(5, iterations=64)
    plain.choose(s, p)
    untried = sum(1 for v, _ in plain.last["root"].values() if v == warm)
    assert untried > 0  # without halving, some root actions are never sampled
    assert make_agent("ismcts:10,halve=8", 1).halve == 8
    with pytest.raises(ValueError):
        ISMCTSAgent(1, halve=-1)


def test_halving_search_plays_a_turn_with_its_kept_subtree() -> None:
    """Over several decisions of one turn (the subtree below each answer kept for the next), a
    halving search answers legally and the same way from the same seed."""
    def trace() -> list:
        s = position(22)
        ag = make_agent("ismcts:24,halve=4", 3)
        out = []
        for _ in range(8):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            a = legal[0] if len(legal) == 1 else ag.choose(s, s.current_player())
            assert a in legal
            out.append(a)
            s.apply_action(a)
        return out
    assert trace() == trace()
