"""The computer thinks on a worker thread (its own one-thread QThreadPool), never on the GUI thread.

`think(agent, state, player)` hands the agent a clone it may keep; the answer comes back by the
`chosen(generation, action)` signal on the GUI thread. `cancel()` asks the agent to stop
(`Agent.cancel`, thread-safe) and makes any answer still on its way stale: each request has a
generation number, and answers of an older generation are dropped.
"""
from __future__ import annotations

import gc
from typing import Any

from engine.ai.base import Agent
from engine.state import State

from ..qt import QObject, QThreadPool, Signal
from ..workers import Task


def settle_garbage_collector() -> None:
    """Collect now and move every surviving object out of the collector's sight (`gc.freeze`).

    A full collection scans every tracked object while holding the GIL; with the app's ~150,000
    long-lived objects (card data, database rows, widgets) that takes over 100 ms, and it happens
    on whichever thread allocates, usually the computer's search, freezing the window. Frozen
    objects are never scanned again, so later full collections only look at what the game made
    since. Called when a game starts (the one slow collection happens before anyone waits on it).
    """
    gc.unfreeze()  # what an earlier game froze may be garbage now
    gc.collect()
    gc.freeze()


def freeze_collector() -> None:
    """Move every object now alive out of the collector's sight without a collection (no scan, so
    no pause now): a background job started next (a review, the deck lab, a hint) then triggers only
    collections of what it makes, not 100 ms scans of the app's long-lived objects while the window
    waits for the interpreter. What is garbage now stays until the next `settle_garbage_collector`."""
    gc.freeze()


class AIRunner(QObject):
    """One computer player's thinking, one request at a time."""

    chosen = Signal(int, object)  # generation, Action
    failed = Signal(int, str)  # generation, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.generation = 0
        self._agent: Agent | None = None
        self._tasks: dict[int, Task] = {}

    @property
    def busy(self) -> bool:
        return self.generation in self._tasks

    def think(self, agent: Agent, state: State, player: int) -> int:
        """Start choosing `player`'s answer on `state` (a clone the agent may keep); its generation."""
        self.generation += 1
        gen = self.generation
        self._agent = agent

        def work(_progress: Any) -> Any:
            if gen != self.generation:  # cancelled before it started
                return None
            return agent.choose(state, player)

        task = Task(work)
        task.signals.finished.connect(lambda a, g=gen: self._finished(g, a))
        task.signals.failed.connect(lambda m, g=gen: self._failed(g, m))
        self._tasks[gen] = task
        task.start(self.pool)
        return gen

    def _finished(self, gen: int, action: Any) -> None:
        self._tasks.pop(gen, None)
        if gen == self.generation and action is not None:
            self.chosen.emit(gen, action)

    def _failed(self, gen: int, message: str) -> None:
        self._tasks.pop(gen, None)
        if gen == self.generation:
            self.failed.emit(gen, message)

    def cancel(self) -> None:
        """Stop the thinking in progress; its answer, if any still comes, is dropped."""
        self.generation += 1
        if self._agent is not None:
            self._agent.cancel()

    def shutdown(self, wait_ms: int = 3000) -> None:
        self.cancel()
        self.pool.waitForDone(wait_ms)
        self._tasks.clear()
