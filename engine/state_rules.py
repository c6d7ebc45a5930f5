"""What a game state knows of its game's rules object.

A module of its own so that the compiled build (engine/compiled.py) leaves the protocol to Python
(a compiled class cannot have `__getattr__`). It names the state only as Any: importing the state
here would make an import circle.
"""
from __future__ import annotations

from typing import Any, Protocol


class StateRules(Protocol):
    """What a state knows of its game's rules object (engine.rules.GameRules, which imports the
    state module: the state's type names the rules by this protocol). The state itself reads the
    members below (`state` is an engine.state.State); everything else a game's rules object offers
    reads as Any."""

    id: str
    faces: tuple[str, ...]

    def view(self, state: Any, player: int) -> dict[str, Any]: ...

    def resample(self, state: Any, player: int, seed: int) -> Any: ...

    def __getattr__(self, name: str) -> Any: ...
