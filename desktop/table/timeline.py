"""A game's line of play with periodic snapshots, so any position is rebuilt fast.

Position k is the state after the first k answers (0: after setup). Every `every` positions a
clone is kept; `state_at(k)` clones the nearest snapshot at or before k and re-applies at most
`every - 1` answers. The events each answer caused are kept per position (for the log), and the
turn number at each position (for "jump to turn"). Used by the replay viewer, and by the game
controller for take-back.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from typing import Any

from engine.actions import Action
from engine.cards import CardDef
from engine.errors import EngineError, FormatError
from engine.events import Event
from engine.state import State

SNAPSHOT_EVERY = 12


class Timeline:
    """Positions 0..length of one game."""

    def __init__(self, start: State, every: int = SNAPSHOT_EVERY,
                 hooks: dict[int, Callable[[State], None]] | None = None) -> None:
        if start.history:
            raise ValueError("a timeline starts at a fresh game")
        self.every = every
        # what happens to the state at a position besides the answers (a branched game's reshuffle,
        # engine/branching.py): snapshots are taken before it, so state_at applies it after them
        self.hooks = dict(hooks or {})
        self.actions: list[tuple[int, Action]] = []
        self.events: list[list[Event]] = [list(start.out)]
        self.turns: list[int] = [start.turn]
        self._snaps: dict[int, State] = {0: start.clone()}
        self._keys: list[int] = [0]

    @property
    def length(self) -> int:
        return len(self.actions)

    def append(self, state: State, player: int, action: Action, events: list[Event]) -> None:
        """Record that `action` by `player` led to `state` with `events` (the state is cloned when a
        snapshot is due)."""
        self.actions.append((player, action))
        self.events.append(list(events))
        self.turns.append(state.turn)
        k = len(self.actions)
        if k % self.every == 0:
            self._snaps[k] = state.clone()
            self._keys.append(k)

    def state_at(self, k: int) -> State:
        """A fresh state at position k (0 <= k <= length)."""
        if not 0 <= k <= self.length:
            raise IndexError(k)
        base = self._keys[bisect_right(self._keys, k) - 1]
        s = self._snaps[base].clone()
        hooks = self.hooks
        if base in hooks:
            hooks[base](s)
        for j in range(base, k):
            s.apply_action(self.actions[j][1])
            if j + 1 in hooks:
                hooks[j + 1](s)
        return s

    def truncate(self, k: int) -> None:
        """Forget every position after k (a take-back)."""
        del self.actions[k:]
        del self.events[k + 1:]
        del self.turns[k + 1:]
        for key in [x for x in self._keys if x > k]:
            del self._snaps[key]
        self._keys = [x for x in self._keys if x <= k]

    def turn_starts(self) -> list[tuple[int, int]]:
        """(turn, first position in that turn) for every turn reached."""
        out: list[tuple[int, int]] = []
        last = None
        for k, t in enumerate(self.turns):
            if t != last:
                out.append((t, k))
                last = t
        return out

    def position_of_turn(self, turn: int) -> int:
        for t, k in self.turn_starts():
            if t >= turn:
                return k
        return self.length

    def flat_events(self) -> list[tuple[int, Event]]:
        """(position, event) for every event, in order."""
        return [(k, e) for k, evs in enumerate(self.events) for e in evs]


def build(start: State, actions: Iterable[tuple[int, Any]], source: str = "<game>",
          every: int = SNAPSHOT_EVERY, hooks: dict[int, Callable[[State], None]] | None = None
          ) -> tuple[Timeline, State]:
    """Run `actions` ([player, action] as in replays and histories) from `start`; the timeline and
    the final state. A wrong player or an illegal answer raises FormatError naming the answer.
    `hooks`: {position: what happens to the state there besides the answers} (Timeline)."""
    tl = Timeline(start, every, hooks)
    state = start.clone()
    if 0 in tl.hooks:
        tl.hooks[0](state)
    for n, (p, raw) in enumerate(actions):
        try:
            a = raw if isinstance(raw, Action) else Action.from_json(raw)
        except ValueError as e:
            raise FormatError(source, f"actions[{n}]", str(e)) from None
        if state.current_player() != p and a.kind != "resign":
            raise FormatError(source, f"actions[{n}]", f"player {p} answers, but player {state.current_player()} is to act")
        try:
            events = state.apply_action(a)
        except EngineError as e:
            raise FormatError(source, f"actions[{n}]", f"{a} is not legal there: {e}") from None
        tl.append(state, p, a, events)
        if n + 1 in tl.hooks:
            tl.hooks[n + 1](state)
    return tl, state


def decks_of(state: State, sections: list[dict[str, list[str]]]) -> list[dict[str, list[CardDef]]]:
    """Deck sections (card ids) as card definitions, from the state's card table."""
    return [{sec: [state.deftable[c] for c in ids] for sec, ids in d.items()} for d in sections]
