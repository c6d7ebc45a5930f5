"""The step the table's header shows (the view's step, else its phase: desktop/table/tableview.py)
must be the step of the rules in which the decision asked is made: a player asked for an attacker
must not read "Damage determination" (issue 43). Seeded random games in each game; every decision
of a kind listed here is checked against the step the rules put it in."""
from __future__ import annotations

import pytest

from tests.helpers import random_game

# decision kind -> the steps (view step, else phase) the rules make that decision in
STEPS: dict[str, dict[str, set[str]]] = {
    "victory_spark": {
        "attack": {"attack"},  # 6.7.3: declare an attack, or end the attack phase
        "support": {"support"},  # 6.7.3.2.2: rest a bench card to support
        "block": {"partner_block"},  # 6.7.3.3.2: the attacked player's partner block
        "ring_choice": {"setup"},  # 5.2: the first ring card is chosen before the game
    },
    "vividz": {
        "block": {"block"},  # 803.1: the non-turn player's block
        "keep": {"charge"},  # 705.2: a hand card to the keep zone
        "charge": {"charge"},  # 705.3: hand cards to the energy zone
        "setup_energy": {"setup"},  # 601.1
        "mission_order": {"setup"},  # 601.1
    },
    "grid": {
        "attack": {"declare"},  # 6.3 (1): the attack declaration
        "block": {"damage"},  # 6.3 (2)
        "target": {"damage"},  # 6.3 (3): the target, once not blocked
        "support": {"damage"},  # 6.3 (4)
        "standby": {"standby"},  # 4.2
        "place": {"standby"},  # 4.2: a unit played is placed
        "action": {"action"},  # 5.1: the action step's moves
    },
    "phantom_magic_vision": {
        "graze": {"main"},  # D6.1, D6.6: attacks, and so graze, happen in the main phase only
    },
}


def _header_steps(game: str, seeds: range) -> dict[str, set[str]]:
    seen: dict[str, set[str]] = {}

    def on_step(s):  # noqa: ANN001, ANN202
        d = s.decision
        if d is not None:
            v = s.rules.view(s, d.player)
            seen.setdefault(d.kind, set()).add(v.get("step") or v.get("phase"))
    for seed in seeds:
        random_game(game, seed, on_step=on_step)
    return seen


@pytest.mark.rule("victory_spark:6.7.3", "victory_spark:6.7.3.2.2", "victory_spark:6.7.3.3.2",
                  "vividz:705.2", "vividz:705.3", "vividz:803.1", "grid:6.3", "grid:4.2", "grid:5.1",
                  "phantom_magic_vision:D6.1")
@pytest.mark.parametrize("game", sorted(STEPS))
def test_the_header_names_the_step_each_decision_is_made_in(game: str) -> None:
    seen = _header_steps(game, range(1, 5))
    for kind, steps in STEPS[game].items():
        assert kind in seen, f"{game}: no {kind} decision in four random games"
        assert seen[kind] <= steps, f"{game}: a {kind} decision under {sorted(seen[kind] - steps)}"
