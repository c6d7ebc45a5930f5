"""The agent contract shared by every computer player, and access to a game's AI knowledge.

An agent answers `choose(state, player) -> Action` for the pending decision of `player`.
It may only use what that player can know: `state.legal_actions()` (its own options),
`state.view(player)`, `state.resample(player, seed)` and the public card table
(`state.deftable`, every card named by the public decklists). Never `state.defs` of hidden
cards, the deck order or the real state's random generator.

`cancel()` may be called from another thread: the decision in progress stops at its next
check (search loops check every iteration and every rollout step, far below 100 ms) and
returns its best answer so far, or a legal fallback.
"""
from __future__ import annotations

import importlib
import threading
import time
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..rng import Rng

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


@runtime_checkable
class Agent(Protocol):
    """What the app, the arena and tests call."""

    name: str

    def choose(self, state: State, player: int) -> Action: ...

    def cancel(self) -> None: ...


class BaseAgent:
    """Seeded randomness, cancellation and per-decision statistics for concrete agents."""

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)
        self._cancel = threading.Event()
        self.last: dict[str, Any] = {}  # statistics of the last decision (time, iterations, ...)

    # -- the contract ------------------------------------------------------------------
    def choose(self, state: State, player: int) -> Action:
        """The action for `player`'s pending decision; clears any earlier cancel first."""
        self._cancel.clear()
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no decision is pending")
        if state.current_player() != player:
            raise ValueError(f"player {player} is not the one to answer (it is {state.current_player()})")
        t0 = time.perf_counter()
        self.last = {}
        if len(legal) == 1:
            action = legal[0]
        else:
            action = self._choose(state, player, legal)
        self.last["seconds"] = time.perf_counter() - t0
        self.last.setdefault("iterations", 0)
        return action

    def cancel(self) -> None:
        """Stop the decision in progress (thread-safe); it returns at its next check."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    # -- for subclasses ------------------------------------------------------------------
    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        raise NotImplementedError

    def next_seed(self) -> int:
        """A fresh 62-bit seed from the agent's own generator (never from the game's)."""
        return self.rng.below(1 << 62)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, seed={self.seed})"


# -- a game's AI knowledge -----------------------------------------------------------------
_KNOWLEDGE: dict[str, ModuleType | None] = {}


def knowledge(game_id: str) -> ModuleType | None:
    """`engine.games.<id>.evaluate` (evaluate(view, player, cards) and optionally prior(state, action))."""
    if game_id not in _KNOWLEDGE:
        try:
            _KNOWLEDGE[game_id] = importlib.import_module(f"engine.games.{game_id}.evaluate")
        except ModuleNotFoundError:
            _KNOWLEDGE[game_id] = None
    return _KNOWLEDGE[game_id]


def evaluate_view(state: State, player: int) -> float:
    """The game's evaluation of `player`'s view of `state` in [-1, 1] (0 if the game has none).

    Only `state.view(player)` and the public card table are read, so this is honest even on
    the real state; on a determinization it is an estimate for one sampled world.
    """
    if state.is_terminal():
        return state.returns()[player]
    mod = knowledge(state.rules.id)
    if mod is None:
        return 0.0
    return float(mod.evaluate(state.view(player), player, state.deftable))


def prior_fn(game_id: str) -> Any:
    """The game's cheap action prior `prior(state, action) -> float`, or None."""
    mod = knowledge(game_id)
    return getattr(mod, "prior", None) if mod is not None else None


def determinize(state: State, player: int, seed: int) -> State:
    """A full state consistent with `player`'s view: hidden cards redrawn, and the game's
    random generator replaced too (its future draws are not the player's to know)."""
    from ..rng import seed_state

    det = state.resample(player, seed)
    det.rng = seed_state(seed ^ 0x5DEECE66D)
    return det
