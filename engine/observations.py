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

It also keeps the public record: every entry as a reader who is neither player sees it (no card
hidden from either player named). In a world resampled for one player, the other player's real
past names cards the sampling player may not see; their history there is the public record, so a
search that keys the other player's nodes by their information state still can (with their view
in that world, which holds the hand it sampled for them).
"""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .logtext import log_lines

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .state import State


PUBLIC = 2  # the reader of the public record: neither player, so shown only what both see


class ObservedGame:
    """A game, both players' observation histories and the public record; apply actions through it."""

    def __init__(self, state: State, histories: tuple[list[dict[str, Any]], ...] | None = None,
                 public: list[dict[str, Any]] | None = None) -> None:
        self.state = state
        # per player; in a resampled world the other player's is the public record as it was then
        self.histories: tuple[list[dict[str, Any]], ...] = histories or tuple([] for _ in range(2))
        self.public: list[dict[str, Any]] = [] if public is None else public

    def apply_action(self, action: Action) -> list[Event]:
        s = self.state
        actor = s.current_player()
        told = s.rules.describe_action(s, action, "en")
        events = s.apply_action(action)
        numbered = [(0, e) for e in events]
        for p, hist in enumerate((*self.histories, self.public)):
            hist.append({"actor": actor, "action": told if p == actor else None,
                         "events": [line for _pos, _e, line in log_lines(s, numbered, "en", p)]})
        return events

    def observation_history(self, player: int) -> list[dict[str, Any]]:
        """What `player` saw of every action so far (entries as in the module docstring)."""
        return self.histories[player]

    def information_state(self, player: int) -> str:
        """The player's information state with perfect recall, as one JSON text: their
        observation history and their current view (`state.view(player)`)."""
        return json.dumps({"history": self.observation_history(player), "view": self.state.view(player)},
                          sort_keys=True, ensure_ascii=False)

    def clone(self) -> ObservedGame:
        # entries never change once made: sharing them between copies is safe
        return ObservedGame(self.state.clone(), tuple(list(h) for h in self.histories), list(self.public))

    def resample(self, player: int, seed: int) -> ObservedGame:
        """A world consistent with `player`'s view (State.resample) with `player`'s history as it
        is. The other player's real past names cards `player` may not see: in this world theirs is
        the public record (module docstring), and grows with their own view from here on."""
        return ObservedGame(self.state.resample(player, seed),
                            tuple(list(h) if p == player else list(self.public) for p, h in enumerate(self.histories)),
                            list(self.public))
