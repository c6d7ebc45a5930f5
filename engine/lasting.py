"""Lasting entries a game keeps in `state.flags` rather than in `state.effects` (which the
characteristics layers read): each is a tuple whose first item is its duration (`until`), ended by
`interp.expire_effects` together with the created continuous effects. Prohibitions
(engine/prohibitions.py) live here, so they never slow down the characteristics of cards.

This module imports nothing of the interpreter: interp imports it at its top.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State

# the flags holding such entries (prohibitions.KEY)
FLAGS = ("prohibit",)


def expire(state: State, until: str) -> None:
    """Drop the entries whose duration ends now. At the end of a turn an `end_of_next_turn` entry
    has one turn left: it becomes `end_of_turn` (as the games do for state.effects)."""
    flags = state.flags
    for key in FLAGS:
        held = flags.get(key)
        if not held:
            continue
        kept = tuple(e if until != "end_of_turn" or e[0] != "end_of_next_turn" else ("end_of_turn", *e[1:])
                     for e in held if e[0] != until)
        if kept:
            flags[key] = kept
        else:
            del flags[key]
