"""The run loop: pop tasks until one asks a player for a decision or the game ends."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from .actions import Action, Decision
from .errors import GameOver, IllegalAction, cut
from .events import Event, ev


class Running(Protocol):
    """What the run loop reads and writes of a game state (engine.state.State, which imports this
    module for its apply_action: the loop names the state by this protocol)."""

    rules: Any
    tasks: list[tuple[Any, ...]]
    decision: Decision | None
    result: tuple[Any, ...] | None
    history: list[tuple[int, Action]]
    out: list[Event]


State = TypeVar("State", bound=Running)  # a type variable: `stop` takes the caller's own state type

# A run of tasks with no decision in between this long can only be a loop nobody can stop
# (RULINGS R6 / VS 9.1.2): the game is a draw.
MAX_TASKS_WITHOUT_DECISION = 20000


def apply_action(state: State, action: Action, stop: Callable[[State], bool] | None = None) -> list[Event]:
    if state.result is not None:
        raise GameOver("the game is over")
    if action.kind == "resign" and len(action.args) == 1 and action.args[0] in (0, 1):
        # resigning is possible at any time, outside the decision list (VS 1.2.4)
        state.out = []
        state.history.append((action.args[0], action))
        state.decision = None
        state.result = ("win", 1 - action.args[0], "resignation")
        state.out.append(ev("game_end", result="win", winner=1 - action.args[0], reason="resignation"))
        return state.out
    d = state.decision
    if d is None:
        raise IllegalAction("no decision is pending")
    for o in d.options:  # callers usually pass one of the options itself: find it without __eq__
        if o is action:
            break
    else:
        if action not in d.options:
            raise IllegalAction(f"{cut(str(action), 80)} is not legal now (legal: "
                                f"{cut(', '.join(str(o) for o in d.options[:12]), 240)}"
                                + (", ..." if len(d.options) > 12 else "") + ")")
    state.out = []
    state.history.append((d.player, action))
    state.decision = None
    state.tasks.append((*d.resume, action))
    run(state, stop)
    return state.out


def run(state: State, stop: Callable[[State], bool] | None = None) -> None:
    """`stop` (rules scenarios' `at:` points): asked after each task; True leaves the run there,
    mid-flow with no decision, to be resumed by another run() (after_run then waits for it)."""
    handlers = state.rules.handlers
    tasks = state.tasks
    n = 0
    while state.decision is None and state.result is None:
        if not tasks:
            raise RuntimeError("engine ran out of work without a decision (a rules bug)")
        t = tasks.pop()
        handlers[t[0]](state, t)
        n += 1
        if n > MAX_TASKS_WITHOUT_DECISION:
            state.result = ("draw", "endless loop no player can stop (9.1.2)")
            state.out.append(ev("game_end", result="draw", reason="loop"))
        if stop is not None and stop(state):
            return
    state.rules.after_run(state)
