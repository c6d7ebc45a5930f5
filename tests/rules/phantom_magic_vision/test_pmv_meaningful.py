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
