"""Computer players (random, heuristic, ISMCTS), difficulty levels and the arena.

`make_agent(spec, seed)` builds an agent; `LEVELS` names the app's easy/normal/hard.
See docs/ai.md.
"""
from __future__ import annotations

from .base import Agent, BaseAgent
from .levels import LEVELS, make_agent, parse_spec

__all__ = ["LEVELS", "Agent", "BaseAgent", "make_agent", "parse_spec"]
