"""The OpenSpiel-style wrapper printed in docs/engine.md works as printed: the code block is run
as it stands (with a stand-in for `pyspiel` when OpenSpiel is not installed) and searched the way
OpenSpiel's ISMCTS searches (open_spiel/python/algorithms/ismcts.py): at each root, worlds are
resampled with a sampler of floats, a world must have the root's information state key, and the
search descends through both players' nodes keyed by (player, information state), cloning and
applying action codes."""
from __future__ import annotations

import enum
import random
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from engine.ai.arena import new_arena_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"


def _stand_in_pyspiel() -> types.ModuleType:
    m = types.ModuleType("pyspiel")

    class PlayerId(enum.IntEnum):
        TERMINAL = -4

    class Dynamics(enum.Enum):
        SEQUENTIAL = 1

    class Information(enum.Enum):
        IMPERFECT_INFORMATION = 3

    m.PlayerId = PlayerId  # type: ignore[attr-defined]
    m.GameType = types.SimpleNamespace(Dynamics=Dynamics, Information=Information)  # type: ignore[attr-defined]
    return m


def _wrapper() -> dict[str, Any]:
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Wrapping it for another framework"):]
    code = re.search(r"```python\n(.*?)```", section, re.S)
    assert code is not None, "docs/engine.md has no wrapper"
    if "pyspiel" not in sys.modules:
        try:
            import pyspiel  # noqa: F401  (the real one, when installed)
        except ImportError:
            sys.modules["pyspiel"] = _stand_in_pyspiel()
    space: dict[str, Any] = {}
    exec(compile(code.group(1), str(DOC), "exec"), space)  # noqa: S102 - our own documentation
    return space


def _key(state: Any) -> tuple[int, str]:
    return state.current_player(), state.information_state_string()


@pytest.mark.rule("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")
@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_the_printed_wrapper_is_searched_as_openspiel_searches(game: str) -> None:
    space = _wrapper()
    s0, _ = new_arena_game(game, 0, 3)
    tg = space["TcgGame"](s0.rules, None)
    assert tg.num_distinct_actions() <= 2**31 and tg.get_type().information is not None
    root = space["TcgState"](tg, space["ObservedGame"](s0))
    rnd = random.Random(5)
    roots = 0
    while not root.is_terminal() and roots < 6:
        legal = root.legal_actions()
        assert all(0 <= c < tg.num_distinct_actions() for c in legal)
        if len(legal) > 1:
            roots += 1
            nodes: set[tuple[int, str]] = set()
            for _sim in range(3):  # OpenSpiel: state.resample_from_infostate(player, UniformProbabilitySampler)
                w = root.resample_from_infostate(root.current_player(), rnd.random)
                assert _key(w) == _key(root), f"{game}: a world with another information state"
                assert w.legal_actions() == legal, f"{game}: a world with other legal actions"
                for _depth in range(12):  # down both players' nodes
                    if w.is_terminal():
                        break
                    nodes.add(_key(w))
                    w = w.clone()
                    w.apply_action(rnd.choice(w.legal_actions()))
                assert isinstance(w.returns(), list)
            assert len({p for p, _ in nodes}) >= 1
            assert root.action_to_string(root.current_player(), legal[0])
        root.apply_action(rnd.choice(legal))
    assert roots == 6 or root.is_terminal()
