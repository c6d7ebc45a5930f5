"""ISMCTS: deterministic with a seed and an iteration budget; budgets are respected."""
from __future__ import annotations

from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import make_agent

from .conftest import position


def test_ismcts_is_deterministic_with_seed_and_iterations() -> None:
    s = position(21)
    p = s.current_player()
    runs = []
    for _ in range(2):
        ag = make_agent("ismcts:40", 77)
        a = ag.choose(s, p)
        runs.append((a, ag.last["iterations"], ag.last["root"]))
    assert runs[0] == runs[1]
    assert runs[0][0] in s.legal_actions()


def test_ismcts_sequence_of_decisions_is_deterministic() -> None:
    def trace() -> list:
        s = position(22)
        ag = ISMCTSAgent(5, iterations=15)
        out = []
        for _ in range(6):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            a = legal[0] if len(legal) == 1 else ag.choose(s, s.current_player())
            out.append(a)
            s.apply_action(a)
        return out
    assert trace() == trace()


def test_ismcts_does_not_touch_the_real_state() -> None:
    s = position(23)
    before = s.state_hash()
    make_agent("ismcts:30", 1).choose(s, s.current_player())
    assert s.state_hash() == before


def test_iteration_budget_and_early_stop() -> None:
    s = position(24)
    p = s.current_player()
    ag = ISMCTSAgent(3, iterations=50, early_stop=False)
    ag.choose(s, p)
    assert ag.last["iterations"] == 50
    ag2 = ISMCTSAgent(3, iterations=50)
    ag2.choose(s, p)
    assert 8 <= ag2.last["iterations"] <= 50


def test_time_budget() -> None:
    s = position(25)
    ag = make_agent("ismcts:0.2s", 4)
    ag.choose(s, s.current_player())
    assert ag.last["seconds"] < 0.6  # the budget plus one iteration, with slack for a loaded machine
    assert ag.last["iterations"] >= 1


def test_random_rollouts_also_work() -> None:
    s = position(26)
    ag = make_agent("ismcts:20,rollout=random,steps=8", 2)
    assert ag.choose(s, s.current_player()) in s.legal_actions()
