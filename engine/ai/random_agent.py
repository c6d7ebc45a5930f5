"""The `random` agent: uniform over the legal actions, from its own seeded generator."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .base import BaseAgent

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


class RandomAgent(BaseAgent):
    """Deterministic for a seed and a sequence of decisions; reads nothing but the options."""

    name = "random"

    def _progressing(self, state: State, player: int, legal: list[Action]) -> list[Action]:
        return legal  # uniform over every legal action, loops included

    def _choose(self, state: State, player: int, legal: list[Action]) -> Action:
        return legal[self.rng.below(len(legal))]
