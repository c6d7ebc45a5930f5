"""A game played on from another game's position ("Play from here"), with what neither player has
seen reshuffled, so the continuation is not the known future of the game it came from.

`reshuffle_unseen(state, seed)` gives each deck a new order for the cards whose place no player
knows (engine/knowledge.py: a place a player looked at, or a card being looked at now, stays), and
the game's random generator a new seed (later shuffles, coin flips and the like). Cards out of the
decks are untouched: a hand or a face-down card is known to its owner. A replay of such a game
records it as `branched_from.reshuffle` (docs/replays.md): after `branched_from.step` answers the
re-run reshuffles with that seed, so the game stays fully given by its file.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from . import knowledge
from .rng import Rng, seed_state

if TYPE_CHECKING:
    from .state import State

RESHUFFLE_SALT = 0x5EB4A2C1D0F3


def reshuffle_unseen(state: State, seed: int) -> None:
    """In place: new deck orders for what no player knows, and a new random generator (seeded)."""
    r = Rng(seed)
    fixed: set[int] = set()
    for p in (0, 1):
        fixed.update(i for i, (_c, place) in knowledge.known_cards(state, p).items() if place >= 0)
    fixed.update(i for _q, i, o in state.flags.get("seen", ()) if state.obj[i] == o)  # being looked at now
    for q in (0, 1):
        key = f"{q}.deck"
        deck = state.zones[key]
        free = [i for i in deck if i not in fixed]
        r.shuffle(free)
        it = iter(free)
        state.zones[key] = [i if i in fixed else next(it) for i in deck]
    state.rng = seed_state(seed ^ RESHUFFLE_SALT)
    state._cache = None


def branch_hooks(branched_from: Mapping[str, Any] | None) -> dict[int, Callable[[State], None]]:
    """What a re-run does between answers for a branched game: {position: step}; empty when the
    game did not reshuffle (or is not a branch)."""
    if not branched_from or branched_from.get("reshuffle") is None:
        return {}
    seed = int(branched_from["reshuffle"])
    return {int(branched_from["step"]): lambda s: reshuffle_unseen(s, seed)}
