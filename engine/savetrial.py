"""Going on from a loaded position, on clones, before it is offered (engine.savegame.load).

After engine.savecheck has checked the data's shapes, this checks what only the rules can tell: that
the effect paths tasks name lead into their abilities, that both players' views (and the worlds the
computer player searches) can be made, and that every legal answer of the pending decision runs to
the next decision - each on a clone, so a saved game that would fail on its first move is refused at
load. Nothing here runs during play.
"""
from __future__ import annotations

from typing import Any

from . import interp
from .actions import Action
from .errors import short_repr
from .processor import MAX_TASKS_WITHOUT_DECISION
from .saveshapes import SaveDamage
from .savetasks import shapes_for
from .state import State

# Decisions answered after a tried answer (with their first answer), so that tasks an answer leaves
# waiting below the decision it leads to (a cost paid, then the move) run too.
FOLLOW = 2
# Tasks run in all the trials of one position: real positions need at most a few thousand (the most
# seen: about 2,600, a grid game's decision with 37 answers); an edited one may ask for endless work.
MAX_TRIAL_TASKS = 50_000


def check_position(state: State) -> None:
    """SaveDamage naming the part of the saved state at fault when the position cannot be played on."""
    _check_paths(state)
    for p in (0, 1):
        try:
            state.view(p)  # what the table shows
        except Exception as e:  # noqa: BLE001 - damaged data fails in any way; it is reported, not raised
            raise SaveDamage("", f"the position cannot be shown to player {p} ({why(e)})") from None
    if state.result is not None or state.decision is None:
        return
    for p in (0, 1):
        try:
            state.resample(p, 0)  # what the computer player starts its search from
        except Exception as e:  # noqa: BLE001 - as above
            raise SaveDamage("", f"the computer player cannot think about the position as player {p} "
                                 f"({why(e)})") from None
    budget = [MAX_TRIAL_TASKS]
    for i, a in enumerate(state.decision.options):
        _try_answer(state, a, f"decision.options[{i}]", budget)


def _try_answer(state: State, action: Action, item: str, budget: list[int]) -> None:
    """Answer `action` on a clone and go on, with the first answer each time, until a task that was
    waiting when the answer was done has run (what the answer left for later: a move after the cost it
    asks for) or FOLLOW more decisions were answered."""
    s = state.clone()
    trial = _Trial(len(s.tasks), action, item, budget)
    trial.step(s, action)
    _one_zone_each(s, item, action)
    trial.waiting, trial.reached = min(trial.waiting, len(s.tasks)), False  # what the answer left waiting
    for _ in range(FOLLOW):
        if trial.reached or s.result is not None:
            return
        if s.decision is None or not s.decision.options:
            raise SaveDamage(item, f"answering {action} leads to a decision nobody can answer")
        trial.step(s, s.decision.options[0])
        _one_zone_each(s, item, action)


def _one_zone_each(s: State, item: str, action: Action) -> None:
    """Every card still in exactly one zone after an answer: a decision whose answers name a card that
    the saved zones put elsewhere (an edit) would otherwise leave it in two, found only saves later."""
    seen = [0] * len(s.defs)
    for cards in s.zones.values():
        for i in cards:
            seen[i] += 1
    if any(c != 1 for c in seen):
        card = next(i for i, c in enumerate(seen) if c != 1)
        raise SaveDamage(item, f"answering {action} leaves card {card} in {seen[card]} zones "
                               f"(the decision's answers do not fit the saved zones)")


def _check_paths(state: State) -> None:
    """A task's [context, path] names an effect (or, for kind "effects", a list of effects) of the
    context's ability (interp.node_at), as engine.savetasks says of the task."""
    shapes, _flags = shapes_for(state.rules.id)
    entries: list[tuple[str, tuple[Any, ...]]] = [(f"tasks[{i}]", t) for i, t in enumerate(state.tasks)]
    if state.decision is not None:
        entries.append(("decision.resume", state.decision.resume))
    for item, t in entries:
        shape = shapes.get(t[0], ())
        if len(shape) < 2 or shape[0] != "ctx" or shape[1] not in ("path", "effects"):
            continue
        try:
            node = interp.node_at(interp.ability_of(state, state.ctx[t[1]]), t[2])
        except (KeyError, IndexError, TypeError):
            node = None
        many = shape[1] == "effects"
        if many:
            fine = isinstance(node, list) and all(isinstance(x, dict) for x in node)
        else:
            fine = isinstance(node, dict)
        if not fine:
            raise SaveDamage(f"{item}[2]", f"path {short_repr(list(t[2]))} does not lead to "
                                           f"{'effects' if many else 'an effect'} of the context's ability")
        if t[0] == "seq" and not t[3] <= (t[4] if len(t) > 4 else len(node)) <= len(node):
            raise SaveDamage(f"{item}[3]", f"effect {t[3]} is past the {len(node)} effects at its path")


class _Trial:
    """processor.apply_action for answers on a clone, but it names what fails: a task of the saved stack
    (tasks[k]), or else the answer tried."""

    def __init__(self, below: int, action: Action, item: str, budget: list[int]) -> None:
        self.budget = budget  # tasks the trials of this position may still run
        self.saved = below  # saved tasks not yet run
        self.waiting = below  # tasks waiting below the last answer's own (first the saved ones)
        self.reached = False  # one of those has run
        self.action, self.item = action, item

    def step(self, s: State, action: Action) -> None:
        d = s.decision
        assert d is not None
        s.out = []
        s.history.append((d.player, action))
        s.decision = None
        tasks = s.tasks
        tasks.append((*d.resume, action))
        handlers = s.rules.handlers
        n = 0
        while s.decision is None and s.result is None:
            if not tasks:
                raise SaveDamage("tasks", f"answering {self.action} leaves the engine without work "
                                          f"(nothing asks a player)")
            self.budget[0] -= 1
            if self.budget[0] < 0:
                raise SaveDamage("decision", f"trying its answers runs more than {MAX_TRIAL_TASKS:,} tasks "
                                             f"(a real position needs a few thousand at most)")
            t = tasks.pop()
            where = None  # the answer's own task (the resume's arguments are checked already) or one it made
            if len(tasks) < self.saved:
                self.saved = len(tasks)
                where = f"tasks[{self.saved}]"
            if len(tasks) < self.waiting:
                self.waiting = len(tasks)
                self.reached = True
            try:
                handlers[t[0]](s, t)
            except Exception as e:  # noqa: BLE001 - damaged data fails in any way; it is reported, not raised
                self._failed(where, t, e)
            n += 1
            if n > MAX_TASKS_WITHOUT_DECISION:
                s.result = ("draw", "loop")  # as processor.run ends it (on this clone only)
        try:
            s.rules.after_run(s)
        except Exception as e:  # noqa: BLE001 - as above
            raise SaveDamage(self.item, f"answering {self.action} fails ({why(e)})") from None

    def _failed(self, where: str | None, t: tuple[Any, ...], e: Exception) -> None:
        name = short_repr(t[0], 40)
        if where is not None:
            raise SaveDamage(where, f"task {name} fails when the game goes on (answering {self.action}: "
                                    f"{why(e)})") from None
        raise SaveDamage(self.item, f"answering {self.action} fails in task {name} ({why(e)})") from None


def why(e: BaseException) -> str:
    """An exception for a message: its type and the start of its text."""
    text = str(e)
    if len(text) > 200:
        text = text[:197] + "..."
    return f"{type(e).__name__}: {text}" if text else type(e).__name__
