"""`GameRules.meaningful`: the table skips a response window in which no answer could do anything.
Phantom Magic Vision knows one such answer: 変身 (常時) 0 on a character already transformed is
legal and does nothing (A20, 10.28.4). Every other action, and every action of a game that does not
say otherwise, is meaningful."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.actions import Action
from engine.processor import apply_action
from engine.rules import GameRules
from engine.scenario import build, load_scenarios

FILE = Path(__file__).parents[2] / "scenarios" / "phantom_magic_vision" / "corner_cases.yaml"


def _shifter():
    spec = next(s for s in load_scenarios(FILE) if s["name"].startswith("transform (always) 0 may be used"))
    return build(spec, str(FILE))


@pytest.mark.rule("phantom_magic_vision:A20")
@pytest.mark.rule("phantom_magic_vision:10.28.4")
def test_transform_on_a_transformed_character_is_not_meaningful() -> None:
    b = _shifter()
    s, shifter = b.state, b.labels["s"]
    word = Action("keyword", (shifter, "transform"))
    assert word in s.legal_actions()
    assert s.rules.meaningful(s, word)  # it transforms the character
    apply_action(s, word)
    assert s.decision is not None and s.decision.player == 0
    assert word in s.legal_actions()  # still offered (A20) ...
    assert not s.rules.meaningful(s, word)  # ... and does nothing
    others = [a for a in s.legal_actions() if a != word]
    assert others and all(s.rules.meaningful(s, a) for a in others)


def test_every_action_is_meaningful_by_default() -> None:
    b = _shifter()
    s = b.state
    assert all(GameRules.meaningful(s.rules, s, a) for a in s.legal_actions())


@pytest.mark.rule("phantom_magic_vision:A20")
@pytest.mark.parametrize("spec", ["heuristic", "ismcts:30", "normal", "hard"])
def test_the_computer_never_answers_with_a_use_that_does_nothing(spec: str) -> None:
    """A 変身 use on a transformed character does nothing (A20). Taken in turn by both computer
    players it kept a hard-vs-normal game in one turn for thousands of answers, so the computer
    leaves such an answer out of what it weighs whenever it has another (the random agent still
    takes any)."""
    import copy

    from engine.ai.levels import make_agent

    # both players with a transformed 変身 character: a use by one gives the other a window to answer
    scen = copy.deepcopy(next(x for x in load_scenarios(FILE) if x["name"].startswith("transform (always) 0 may")))
    scen["setup"]["players"][1]["field"] = [{"card": "Shifter", "as": "t"}]
    scen["steps"] = []
    b = build(scen, str(FILE))
    s, shifter, theirs = b.state, b.labels["s"], b.labels["t"]
    word = Action("keyword", (shifter, "transform"))
    apply_action(s, word)
    apply_action(s, Action("keyword", (theirs, "transform")))
    while s.current_player() == 1:
        apply_action(s, Action("pass"))
    assert word in s.legal_actions() and not s.rules.meaningful(s, word)
    after = s.clone()
    apply_action(after, word)
    assert after.current_player() == 1  # the other player answers: no straight return to this position
    for seed in range(4):
        agent = make_agent(spec, seed)
        if hasattr(agent, "time_limit") and agent.time_limit is not None:  # hard: a fixed budget, for speed
            agent.time_limit, agent.iterations = None, 40
        assert agent.choose(s.clone(), s.current_player()) != word
        weighed = [a for a, _v, _n in agent.last["considered"]]
        assert len(weighed) >= 2 and word not in weighed
