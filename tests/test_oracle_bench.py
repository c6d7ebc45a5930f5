"""benchmarks/oracle_arena.py: the ceiling for an opponent model (docs/ai.md) is measured by a
search handed the opponent's hidden non-deck cards. It must hand over exactly those, and only
inside its `with` block: the shipped agents stay honest (tests/ai/test_honesty.py)."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from engine import compiled, knowledge
from engine.ai import arena, base, ismcts
from engine.games import get_rules
from engine.rng import Rng
from tests.helpers import precon_decks, script_module

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]
# the oracle patches module functions of the pure-Python engine, which compiled callers bypass
pytestmark = pytest.mark.skipif(compiled.USED, reason="the oracle benchmark needs the pure-Python engine")


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return script_module(ROOT / "benchmarks" / "oracle_arena.py")


def _midgame(game: str, seed: int, steps: int):  # noqa: ANN202
    state = get_rules(game).new_game(precon_decks(game), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", GAMES)
def test_oracle_worlds_keep_every_non_deck_card(tool: ModuleType, game: str) -> None:
    differed = 0
    for seed in range(1, 9):
        state = _midgame(game, seed, 40 + 7 * seed)
        p = state.current_player()
        decks = ("0.deck", "1.deck")
        with tool.oracle():
            world = ismcts.determinize(state, p, 99)
        for i, d in enumerate(state.defs):
            if state.zone_of[i] not in decks:
                assert world.defs[i].id == d.id, (game, seed, i)
        for key in decks:  # the decks: the same cards, order redrawn
            assert Counter(world.defs[i].id for i in world.zones[key]) == \
                Counter(state.defs[i].id for i in state.zones[key])
        plain = base.determinize(state, p, 99)
        differed += any(plain.defs[i].id != d.id for i, d in enumerate(state.defs)
                        if state.zone_of[i] not in decks)
    assert differed, "a plain world never redrew a hidden card: the comparison shows nothing"


def test_the_patch_stays_inside_its_block(tool: ModuleType) -> None:
    plain_known, plain_make = knowledge.known_cards, arena.make_agent
    with tool.oracle():
        assert ismcts.determinize is not base.determinize
        assert arena.make_agent("hard+oracle").name == "hard+oracle"
    assert ismcts.determinize is base.determinize
    assert (knowledge.known_cards, arena.make_agent) == (plain_known, plain_make)
    with pytest.raises(ValueError):  # no spec names the oracle outside it
        arena.make_agent("hard+oracle")
