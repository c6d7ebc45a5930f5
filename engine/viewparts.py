"""The parts of a player's view (`state.view(p)`, docs/engine.md; RULINGS G1) that every game
builds the same way. Each game's view.py passes what differs and keeps the rest: its card view
(the characteristics it shows under its own names), its zones, its own parts. A search reads
views constantly: these cost one call per view, never one per card."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import stack

if TYPE_CHECKING:
    from .state import State

CardView = Callable[[int], dict[str, Any]]  # a game's view of one card instance


def player_keys(names: Iterable[str]) -> tuple[dict[str, str], ...]:
    """Each player's zone keys by zone name (`[q]["deck"]` is "q.deck"), built once, not per view."""
    names = tuple(names)
    return tuple({z: f"{q}.{z}" for z in names} for q in (0, 1))


def stack_view(state: State) -> list[dict[str, Any]]:
    """The shared stack (engine/stack.py), bottom first: each item's uid, kind, card, instance, player."""
    defs = state.defs
    return [{"uid": it[0], "kind": it[1], "card": defs[it[2]].id, "iid": it[2], "player": it[4]}
            for it in stack.items(state)]


def decision(state: State, p: int) -> dict[str, Any] | None:
    """The pending decision: whose and what kind; its prompt and options only for the deciding player."""
    d = state.decision
    if d is None:
        return None
    if d.player == p:
        return {"player": d.player, "kind": d.kind, "prompt": list(d.prompt), "options": [a.to_json() for a in d.options]}
    return {"player": d.player, "kind": d.kind}
