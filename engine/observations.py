"""Each player's own observation history, for tools that need perfect recall (docs/engine.md).

`state.history` holds every (player, action) with the actions' instance ids, and an instance
id follows the deck list's order: read by the other player it names a card they may not see.
`ObservedGame` wraps a state and keeps, for each player, what that player saw of every action
as it happened: the actor, the action as the rules describe it to its actor (only for the
actor's own entries) and the events it caused as the game log renders them for that player
(engine/logtext.py: the lines the table shows, which name only cards the player may see, rule
G1; tests/engine/test_hidden_log.py). An entry is made when its action is applied and never
changes, so each player's history only grows: an information state with perfect recall is
`information_state(player)`, that history and the player's current view.
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .logtext import log_lines

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .state import State


class ObservedGame:
    """A game and both players' observation histories; apply actions through it."""

    def __init__(self, state: State, histories: tuple[list[dict[str, Any]] | None, ...] | None = None) -> None:
        self.state = state
        # None: not known here (the other player's past in a world resampled for one player)
        self.histories: tuple[list[dict[str, Any]] | None, ...] = histories or tuple([] for _ in range(2))

    def apply_action(self, action: Action) -> list[Event]:
        s = self.state
        actor = s.current_player()
        told = s.rules.describe_action(s, action, "en")
        events = s.apply_action(action)
        numbered = [(0, e) for e in events]
        for p, hist in enumerate(self.histories):
            if hist is not None:
                hist.append({"actor": actor, "action": told if p == actor else None,
                             "events": [line for _pos, _e, line in log_lines(s, numbered, "en", p)]})
        return events

    def observation_history(self, player: int) -> list[dict[str, Any]]:
        """What `player` saw of every action so far (entries as in the module docstring)."""
        hist = self.histories[player]
        if hist is None:
            raise ValueError(f"player {player}'s past is not known in a world resampled for another player")
        return hist

    def information_state(self, player: int) -> str:
        """The player's information state with perfect recall, as one JSON text: their
        observation history and their current view (`state.view(player)`)."""
        return json.dumps({"history": self.observation_history(player), "view": self.state.view(player)},
                          sort_keys=True, ensure_ascii=False)

    def clone(self) -> ObservedGame:
        return ObservedGame(self.state.clone(), tuple(_copy(h) for h in self.histories))

    def resample(self, player: int, seed: int) -> ObservedGame:
        """A world consistent with `player`'s view (State.resample) with `player`'s history as it
        is. The other player's past in that world is not known (their history in the real game
        names cards `player` may not see), so it is left out: asking for it is an error."""
        return ObservedGame(self.state.resample(player, seed),
                            tuple(_copy(h) if p == player else None for p, h in enumerate(self.histories)))


def _copy(h: list[dict[str, Any]] | None) -> list[dict[str, Any]] | None:
    return None if h is None else list(h)  # entries never change once made: sharing them is safe
