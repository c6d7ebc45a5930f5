"""A scenario being run (engine/scenario.py): its outcome and the position it built, shared by the
modules that set it up, step it and check it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .decks import CardIndex
    from .events import Event
    from .state import State


@dataclass
class Outcome:
    name: str
    source: str
    failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures


class _Built:
    def __init__(self, state: State, labels: dict[str, int], index: CardIndex) -> None:
        self.state, self.labels, self.index = state, labels, index
        self.log: list[str] = []  # every English log line so far, as nobody in particular sees it
        self.events: list[Event] = []  # the events of the last step (or of the start)
        self.all_events: list[Event] = []  # every event so far (rendered per player for `hidden`)
        self.points: dict[str, int] = {}  # step label or number -> len(all_events) after it (`since:`)
        self.stopped = False  # an `at:` point left the run mid-flow (scenario_steps)
        self.refused: list[tuple[int, Any]] = []  # start: game: what the deck rules say against the decks
