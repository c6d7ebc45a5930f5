"""Agent specs, the random agent's determinism and the heuristic's strength."""
from __future__ import annotations

import pytest

from engine.ai.arena import run_arena
from engine.ai.base import Agent
from engine.ai.heuristic import HeuristicAgent
from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import LEVELS, level_spec, make_agent, parse_spec
from engine.ai.random_agent import RandomAgent

from .conftest import new_game, position


def _play(seed: int, agents: dict[int, Agent], max_actions: int = 400) -> list[tuple[int, object]]:
    s = new_game(seed)
    out = []
    while not s.is_terminal() and len(out) < max_actions:
        p = s.current_player()
        a = agents[p].choose(s, p)
        out.append((p, a))
        s.apply_action(a)
    return out


def test_random_agent_is_seeded_and_deterministic() -> None:
    one = _play(7, {0: RandomAgent(1), 1: RandomAgent(2)})
    two = _play(7, {0: RandomAgent(1), 1: RandomAgent(2)})
    other = _play(7, {0: RandomAgent(3), 1: RandomAgent(4)})
    assert one == two
    assert one != other


def test_random_agent_answers_only_legal_actions() -> None:
    s = position(11)
    ag = RandomAgent(5)
    picks = {ag.choose(s, s.current_player()) for _ in range(200)}
    assert picks <= set(s.legal_actions())
    assert len(picks) == len(s.legal_actions())  # uniform: every option shows up


def test_specs_and_levels() -> None:
    assert isinstance(make_agent("random", 1), RandomAgent)
    assert isinstance(make_agent("heuristic", 1), HeuristicAgent)
    a = make_agent("ismcts:200", 1)
    assert isinstance(a, ISMCTSAgent) and a.iterations == 200 and a.time_limit is None
    b = make_agent("ismcts:0.5s", 1)
    assert isinstance(b, ISMCTSAgent) and b.time_limit == 0.5 and b.iterations is None
    assert make_agent("ismcts:250ms", 1).time_limit == 0.25
    assert make_agent("ismcts:100,rollout=random,c=0.5", 1).rollout_kind == "random"
    assert set(LEVELS) == {"easy", "normal", "hard"}
    for name in LEVELS:
        agent = make_agent(name, 1)
        assert isinstance(agent, Agent) and agent.name == name
    kind, kw = parse_spec("hard")
    assert kind == "ismcts" and 0 < kw["time_limit"] <= 1.0  # hard answers within 1 s (p95 target 3 s)
    assert parse_spec("normal") == ("heuristic", {})
    kind, kw = parse_spec("easy")
    assert kind == "heuristic" and kw["blunder"] == 0.15 and kw["per_game"]["vividz"] == {"blunder": 0.6}
    assert parse_spec("heuristic:3,leaf=1") == ("heuristic", {"determinizations": 3, "leaf": True})
    assert parse_spec("ismcts:50,gleaf=1")[1]["gleaf"] == 1
    assert parse_spec("ismcts:0.8s,center=1")[1]["center"] == 1
    for bad in ("minimax", "random:3", "ismcts:abc", "ismcts:10,bogus=1", "heuristic:x", "heuristic,c=1",
                "heuristic,blunder=1.5", "heuristic,blunder=x"):
        with pytest.raises(ValueError):
            make_agent(bad)


def test_levels_add_the_learned_value_only_where_it_was_measured_better() -> None:
    """hard judges leaves by the shipped value model in Victory Spark and Phantom Magic Vision (no
    rollout), by greedy rollouts elsewhere; easy and normal are the same everywhere; an option the
    spec gives beats the level's."""
    kind, kw = parse_spec("hard")
    assert kind == "ismcts" and set(kw["per_game"]) == {"victory_spark", "phantom_magic_vision"}
    assert kw["per_game"]["victory_spark"] == {"value": "game", "steps": 0, "tail": 0}
    assert "per_game" not in parse_spec("normal")[1]
    vs, vz = position(12), position(12, game="vividz")
    agent = ISMCTSAgent(1, iterations=12, per_game=kw["per_game"])
    agent.choose(vs, vs.current_player())
    assert agent._model is not None and agent._model.game == "victory_spark"
    assert (agent.rollout_steps, agent.tail) == (0, 0)
    agent.choose(vz, vz.current_player())  # the same agent in another game: that game's settings
    assert agent._model is None and agent.rollout_steps == 8
    given = ISMCTSAgent(1, iterations=12, rollout_steps=3, per_game=kw["per_game"])
    given.choose(vs, vs.current_player())
    assert given.rollout_steps == 3 and given._model is not None
    with pytest.raises(ValueError):
        parse_spec("hard,c=1")
    assert level_spec("hard", "victory_spark") == "ismcts:0.8s,value=game,steps=0,tail=0"
    assert level_spec("Hard", "vividz") == "ismcts:0.8s" and level_spec("ismcts:5", "grid") == "ismcts:5"
    assert level_spec("normal", "grid") == "heuristic"


def test_choose_rejects_the_wrong_player() -> None:
    s = position(12)
    with pytest.raises(ValueError):
        RandomAgent(1).choose(s, 1 - s.current_player())


def test_heuristic_beats_random() -> None:
    res = run_arena("victory_spark", "heuristic", "random", games=8, seed=3)
    assert res["games"] == 8
    assert res["a_win_rate"] >= 0.7, res


def test_heuristic_is_deterministic_for_a_seed() -> None:
    s = position(13)
    p = s.current_player()
    assert HeuristicAgent(9).choose(s, p) == HeuristicAgent(9).choose(s, p)


def test_blunders_are_the_agents_own_random_choices() -> None:
    """easy (`blunder=`) answers a share of its decisions by a random legal action drawn from its
    own generator: the same seed gives the same answers, and with blunder=1 every decision is one
    (different seeds pick different options)."""
    s = position(12)
    legal = s.legal_actions()
    assert len(legal) > 1
    picks = {HeuristicAgent(seed, blunder=1.0).choose(s, s.current_player()) for seed in range(12)}
    assert len(picks) > 1 and picks <= set(legal)
    same = [HeuristicAgent(5, blunder=0.5).choose(s, s.current_player()) for _ in range(2)]
    assert same[0] == same[1]
    with pytest.raises(ValueError):
        HeuristicAgent(1, blunder=-0.1)
    with pytest.raises(ValueError):
        HeuristicAgent(1, per_game={"grid": {"blunder": 2.0}})
    # a level's share for one game applies there only
    per = HeuristicAgent(3, per_game={"vividz": {"blunder": 1.0}})
    vz = position(12, game="vividz")
    assert len(vz.legal_actions()) > 1
    per.choose(vz, vz.current_player())
    assert per.last.get("blunder") is True
    per.choose(s, s.current_player())
    assert "blunder" not in per.last
