"""A last-in, first-out response stack with priority: a shared extension point for games whose
plays and effects wait on a stack and are answered before they resolve (the grid game 7.1,
Q23). Victory Spark and Vividz do not use it.

Items are tuples whose first element is a unique id; the game gives them meaning. A window
is a round of priority: the turn player first, then alternately; a player may start an item
(which goes on the stack, after which the turn player has priority again) or pass. When both
players pass in a row, the top item resolves and the turn player has priority again; on an
empty stack the window closes and the task below it (the game's flow) goes on.

The game implements four hooks on its rules object:
- `before_priority(state) -> bool`: rule checks and putting waiting triggers on the stack; True
  when it put something there (priority then starts over from the turn player); it may ask a
  player first (a decision), and priority comes after the answer; DEFER when it scheduled work
  to run first (choosing the targets of what it put there) and a new round of priority after it;
- `priority_options(state, player) -> list[Action]`: what that player may start now (no pass);
- `priority_action(state, player, action)`: start it (push tasks; the item goes on the stack);
- `resolve_item(state, item)`: resolve an item taken off the stack (push tasks).
A player with nothing to start passes without being asked.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import PASS, Decision

if TYPE_CHECKING:
    from .state import State

FLAG = "stack"
DEFER = "defer"  # before_priority's answer: it scheduled tasks, then ("stk_priority", turn player, 0)


def items(state: State) -> tuple[tuple[Any, ...], ...]:
    """The stack, bottom first."""
    return state.flags.get(FLAG, ())


def push(state: State, item: tuple[Any, ...]) -> None:
    state.flags[FLAG] = items(state) + (item,)


def new_uid(state: State) -> int:
    uid = state.flags.get("stack_uid", 0) + 1
    state.flags["stack_uid"] = uid
    return uid


def remove(state: State, uid: int) -> tuple[Any, ...] | None:
    """Take the item with this id off the stack (a counter, or the top resolving); None if gone."""
    st = items(state)
    for k, it in enumerate(st):
        if it[0] == uid:
            state.flags[FLAG] = st[:k] + st[k + 1:]
            return it
    return None


def replace(state: State, uid: int, item: tuple[Any, ...]) -> None:
    """Put `item` where the item with this id is (a unit play becoming its placement, 7.2)."""
    state.flags[FLAG] = tuple(item if it[0] == uid else it for it in items(state))


def leading_run(waiting: list[Any]) -> list[Any]:
    """The entries at the front of a trigger queue controlled by the first one's controller (entry
    field 0): the run that player puts on the stack, ordering it where it holds different effects."""
    ctrl = waiting[0][0]
    n = 1
    while n < len(waiting) and waiting[n][0] == ctrl:
        n += 1
    return waiting[:n]


def open_window(state: State) -> None:
    """Schedule a window: priority from the turn player, until both pass on an empty stack."""
    state.tasks.append(("stk_priority", state.turn_player, 0))


def t_priority(state: State, t: tuple[Any, ...]) -> None:
    """("stk_priority", player, passes so far in a row)."""
    _, p, passes = t
    rules = state.rules
    pushed = rules.before_priority(state)  # type: ignore[attr-defined]
    if pushed == DEFER:
        return
    if pushed:
        p, passes = state.turn_player, 0
    if state.result is not None:
        return
    if state.decision is not None:  # the game asks something first (the order of triggers): then priority
        state.tasks.append(("stk_priority", p, passes))
        return
    opts = rules.priority_options(state, p)  # type: ignore[attr-defined]
    if not opts and passes == 0:
        # the first player passes without being asked, so the state is the one before_priority
        # just found nothing in: the other player is asked at once, without checking it again
        # (most windows pass on both sides: the grid game has about five per action)
        p, passes = 1 - p, 1
        opts = rules.priority_options(state, p)  # type: ignore[attr-defined]
    if not opts:
        _passed(state, p, passes)
        return
    top = items(state)[-1][0] if items(state) else 0
    state.decision = Decision(p, "priority", (*opts, PASS), ("stk_answer", p, passes), ("priority", top))


def t_answer(state: State, t: tuple[Any, ...]) -> None:
    _, p, passes, a = t
    if a.kind == "pass":
        _passed(state, p, passes)
        return
    state.tasks.append(("stk_priority", state.turn_player, 0))  # runs after the action's own tasks
    state.rules.priority_action(state, p, a)  # type: ignore[attr-defined]


def _passed(state: State, p: int, passes: int) -> None:
    if passes + 1 < 2:
        state.tasks.append(("stk_priority", 1 - p, passes + 1))
        return
    st = items(state)
    if not st:
        return  # both passed on an empty stack: the window closes
    top = st[-1]
    state.flags[FLAG] = st[:-1]
    state.tasks.append(("stk_priority", state.turn_player, 0))
    state.rules.resolve_item(state, top)  # type: ignore[attr-defined]


TASKS = {"stk_priority": t_priority, "stk_answer": t_answer}
