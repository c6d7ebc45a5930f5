"""The vocabulary's own consistency: an effect's option may not share its name with an effect
(the validator and the interpreter find an effect's op as the one key that names an effect)."""
from __future__ import annotations

import pytest

from engine.games import get_rules


@pytest.mark.parametrize("game", ["victory_spark", "vividz"])
def test_no_effect_option_is_also_an_effect(game: str) -> None:
    v = get_rules(game).vocabulary()
    clashes = {(op, o) for op, opts in v.effects.items() for o in opts if o in v.effects}
    assert not clashes, f"options named like effects: {sorted(clashes)}"
