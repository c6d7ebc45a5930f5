"""Common random numbers at the search's root (`crn=N`): each round searches every candidate
still in the running once in the same sampled world, and candidates are compared by their
paired differences (engine/ai/crn.py)."""
from __future__ import annotations

import math

import pytest

from engine.ai.crn import CommonWorlds
from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import make_agent

from .conftest import position


def test_rounds_halve_the_candidates_but_keep_the_favourite() -> None:
    """4 candidates over 8 iterations: two phases. After the first phase's rounds the worse half
    by mean goes, except the favourite (the heuristic's choice, first), which stays paired."""
    w = CommonWorlds(["fav", "b", "c", "d"], 8, 0.0, math.inf)
    assert w.phases == 2
    w.record({"fav": -0.5, "b": 0.2, "c": 0.4, "d": -0.1}, 4, 0.0)  # half the budget: the cut
    assert w.alive == ["fav", "b", "c"]
    w.record({"fav": -0.4, "b": 0.3, "c": 0.1}, 7, 0.0)
    assert w.values["d"] == [-0.1] and w.values["c"] == [0.4, 0.1] and w.rounds == 2


def test_paired_differences_cancel_the_luck_of_the_world() -> None:
    """Two candidates whose values swing together with the world but one always 0.1 higher: the
    paired difference is 0.1 with no spread, so even a strict gate takes the better one, though
    each value alone spreads far wider than 0.1."""
    w = CommonWorlds(["fav", "b"], 1 << 60, 0.0, math.inf)
    for luck in (-0.9, 0.8, -0.2, 0.5, 0.0):
        w.record({"fav": luck, "b": luck + 0.1}, 0, 0.0)
    m, se, n = w.paired("b", "fav")
    assert n == 5 and m == pytest.approx(0.1) and se == pytest.approx(0.0, abs=1e-9)
    assert w.answer(gate=3.0) == "b"


def test_a_noisy_lead_does_not_replace_the_favourite() -> None:
    """A candidate ahead by a mean of 0.05 whose paired differences spread from -0.9 to +1.0 is
    not shown better: one standard error of the gate keeps the favourite; without a gate the
    best mean answers."""
    w = CommonWorlds(["fav", "b"], 1 << 60, 0.0, math.inf)
    for d in (1.0, -0.9, 0.6, -0.5):
        w.record({"fav": 0.0, "b": d}, 0, 0.0)
    assert w.mean("b") == pytest.approx(0.05)
    assert w.answer(gate=1.0) == "fav"
    assert w.answer(gate=0.0) == "b"
    assert CommonWorlds(["fav", "b"], 10, 0.0, math.inf).answer(1.0) == "fav"  # no round yet
    with pytest.raises(ValueError):
        CommonWorlds([], 10, 0.0, math.inf)


def test_crn_search_is_deterministic_and_searches_every_candidate_each_round() -> None:
    """With a seed and an iteration budget the answer repeats; each of the 4 candidates is searched
    once a round in the first phase (half of 64 iterations: 8 rounds), and a round in progress
    when the budget runs out is finished (at most 3 iterations over)."""
    s = position(27)
    p = s.current_player()
    legal = s.legal_actions()
    assert len(legal) > 2
    runs = []
    for _ in range(2):
        ag = make_agent("ismcts:64,crn=4", 5)
        runs.append((ag.choose(s, p), ag.last["root"], ag.last["rounds"]))
    assert runs[0] == runs[1]
    answer, root, rounds = runs[0]
    assert answer in legal
    warm = 2
    sampled = sorted((v - warm for v, _ in root.values()), reverse=True)
    k = min(4, len(legal))
    assert all(x >= 64 // 2 // k for x in sampled[:k]) and all(x == 0 for x in sampled[k:])
    assert 64 <= sum(sampled) <= 64 + k - 1 and rounds > 64 // 2 // k
    assert make_agent("ismcts:10,crn=8", 1).crn == 8
    with pytest.raises(ValueError):
        ISMCTSAgent(1, crn=-1)
