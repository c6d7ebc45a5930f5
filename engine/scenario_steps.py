"""The steps of a rules scenario (docs/scenarios.md): actions (`do`), points inside the flow where
expectations are checked (`at: {event: ...}`), named points (`label`) that event counts start
from, and tried actions that must be refused (`try` + `expect_refused`) on a clone.

engine/scenario.py builds the position and owns the expectations; this module drives the game
between them. It imports nothing of engine.scenario at run time: the runner passes itself in.
"""
from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import EngineError, FormatError
from .events import Event
from .processor import apply_action, run
from .scenario_checks import event_matches, event_text
from .state import State

if TYPE_CHECKING:
    from .scenario_built import Outcome, _Built

# scenario.py's functions, passed in: (built, raw action, where, source) -> Action
ActionOf = Callable[["_Built", Any, str, str], Action]


class _Until:
    """A run's stop test (processor.run): after each task, whether it emitted the awaited event."""

    def __init__(self, b: _Built, want: dict[str, Any], where: str, source: str) -> None:
        self.b, self.want, self.where, self.source = b, want, where, source
        self.seen = 0
        self.hit = False

    def __call__(self, s: State) -> bool:
        new, self.seen = s.out[self.seen:], len(s.out)
        for e in new:
            if event_matches(self.b, e, self.want, self.where, self.source):
                self.hit = True
                return True
        return False


def record(b: _Built, events: list[Event]) -> None:
    """The events of a step: kept as the last step's, added to the whole scenario's and to its log."""
    s = b.state
    b.events = list(events)
    b.all_events += events
    for e in events:
        line = s.rules.render_event(s, e, "en")
        if line:
            b.log.append(line)


def resume(b: _Built, stop: _Until | None = None) -> list[Event]:
    """Carry on a run that an `at:` point left mid-flow (or the start), up to the next decision,
    the game's end, or the next `stop` point."""
    s = b.state
    s.out = []
    run(s, stop)
    b.stopped = stop is not None and stop.hit and s.decision is None and s.result is None
    return s.out


def do(b: _Built, action: Action, stop: _Until | None = None) -> list[Event]:
    """Answer the pending decision (first finishing a run an `at:` point interrupted)."""
    before = resume(b) if b.stopped else []
    events = apply_action(b.state, action, stop)
    b.stopped = stop is not None and stop.hit and b.state.decision is None and b.state.result is None
    return before + events


def step(b: _Built, st: dict[str, Any], n: int, source: str, action_of: ActionOf, out: Outcome) -> bool:
    """Run one step's action and/or point; False when the scenario cannot go on (reported)."""
    at = st.get("at")
    stop = None
    if at is not None:
        want = {"kind": at["event"], **{k: v for k, v in at.items() if k != "event"}}
        stop = _Until(b, want, f"steps[{n}].at", source)
    if st.get("do") is not None:
        action = action_of(b, st["do"], f"steps[{n}].do", source)
        try:
            record(b, do(b, action, stop))
        except EngineError as e:
            if isinstance(e, FormatError):
                raise
            out.failures.append(f"step {n}: {e}")
            return False
    elif stop is not None:
        record(b, resume(b, stop) if (b.stopped or b.state.decision is None) and b.state.result is None else [])
    if stop is not None and not stop.hit:
        got = ", ".join(event_text(e) for e in b.events[:40]) + (" ..." if len(b.events) > 40 else "")
        where = "the game's end" if b.state.result is not None else "the next decision"
        out.failures.append(f"step {n}: no event {stop.want} happened before {where} (events: {got or 'none'})")
        return False
    if st.get("try") is not None:
        out.failures += tried(b, st["try"], st["expect_refused"], n, source, action_of)
    if st.get("label") is not None:
        b.points[str(st["label"])] = len(b.all_events)
    b.points[str(n)] = len(b.all_events)
    return True


def tried(b: _Built, raws: list[Any], refused: bool | int, n: int, source: str, action_of: ActionOf) -> list[str]:
    """Apply the actions to a clone of the game; `refused` true: one of them must not be among the
    options when its turn comes (an int: that one); false: all must be accepted. The real game is
    left as it was (checked)."""
    s = b.state
    if b.stopped:
        return [f"step {n}: try needs a pending decision, not a point inside a run (at:)"]
    before = s.state_hash()
    trial = copy.copy(b)
    trial.state = s.clone()
    trial.all_events = list(b.all_events)
    said: str | None = None
    at = -1
    for k, raw in enumerate(raws):
        a = action_of(trial, raw, f"steps[{n}].try[{k}]", source)
        t = trial.state
        if t.result is not None or t.decision is None or a not in t.decision.options:
            legal = ", ".join(map(str, t.legal_actions()[:12]))
            said, at = f"{a} is not legal then (legal: {legal or 'none'})", k
            break
        try:
            apply_action(t, a)
        except EngineError as e:
            if isinstance(e, FormatError):
                raise
            said, at = str(e), k
            break
    fails = []
    if s.state_hash() != before:
        fails.append(f"step {n}: trying the actions changed the game itself")
    want_at = refused if type(refused) is int else None
    if refused is False and said is not None:
        fails.append(f"step {n}: try: action {at} was refused ({said}); expected all to be accepted")
    elif refused is not False and said is None:
        fails.append(f"step {n}: try: every action was accepted; expected a refusal")
    elif want_at is not None and said is not None and at != want_at:
        fails.append(f"step {n}: try: action {at} was refused ({said}); expected action {want_at} to be")
    return fails
