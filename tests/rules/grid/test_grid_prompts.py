"""What the grid game says while it asks: the step a decision belongs to (6.3), what an attacker
may still attack at the block (6.2, 6.8) and the cost of a block before it is chosen (6.8, Q12)."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.games import get_rules
from engine.games.grid import combat as gc
from engine.games.grid import core
from engine.games.grid.geometry import attack_options
from engine.games.grid.render import PHASES
from tests.grid_positions import block_offered, play_until


@pytest.mark.rule("grid:6.3")
def test_the_attack_declaration_is_named_apart_from_the_determination_under_way() -> None:
    """6.3 (1): asking for an attacker (or no more) is the attack declaration; once an attack is
    declared, the determination's further steps (block, target, ...) are the damage determination."""
    s = play_until(3, lambda s: s.decision is not None and s.decision.kind == "attack")
    assert s.step == "damage" and gc.combat(s) is None
    assert s.view(0)["step"] == "declare" and s.view(1)["step"] == "declare"
    s = play_until(3, block_offered)
    assert s.view(0)["step"] == "damage" and s.view(1)["step"] == "damage"
    assert PHASES["en"]["declare"] and PHASES["ja"]["declare"] != PHASES["ja"]["damage"]


@pytest.mark.rule("grid:6.2")
@pytest.mark.rule("grid:6.3")
def test_at_the_block_the_targets_are_those_the_attacker_may_still_choose() -> None:
    s = play_until(3, block_offered)
    atk = s.decision.prompt[1]
    areas, deck = gc.possible_targets(s, atk)
    units = {a: s.zones[f"0.g{a}"][0] for a in range(9) if s.zones[f"0.g{a}"]}
    area = int(s.zone_of[atk].split(".g")[1])
    assert (areas, deck) == attack_options(area, core.keyword(s, atk, "side_attack"), units)
    assert len(areas) >= 2  # this position: a choice, made only after the block (6.3 (3))


@pytest.mark.rule("grid:6.8")
@pytest.mark.rule("grid:Q12")
def test_a_block_says_its_cost_before_it_is_chosen() -> None:
    s = play_until(3, block_offered)
    rules = get_rules("grid")
    blocks = [a for a in s.decision.options if a.kind == "block"]
    assert blocks
    for a in blocks:
        x = s.defs[a.args[0]].attrs.get("blocker", 0)
        en, ja = rules.describe_action(s, a, "en"), rules.describe_action(s, a, "ja")
        name = s.defs[a.args[0]].label("en")
        if x:
            assert en == f"Block with {name} (costs [0:{x}])"
            assert ja.endswith(f"（コスト[0:{x}]）") and "でブロック" in ja
        else:
            assert en == f"Block with {name}" and "コスト" not in ja
    assert rules.describe_action(s, Action("no_block"), "en") == "Do not block"
