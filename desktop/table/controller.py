"""One game against the computer: the engine state, the computer's turns on a worker thread, the
player's answers (checked against the engine's legal actions), take-back, the autosave after every
answer and the replay stored when the game ends.

Hot-seat (`setup.ai == HOTSEAT`): two people at this computer, no agent. `human` is then the seat the
table shows, always the one to answer: when the seat to answer changes, `human` follows it, a hand-over
is due (`handover_pending`: no answers are taken) and `seat_changed(seat)` is emitted; the table covers
itself and calls `hand_over()` once the next player is at the screen.

The controller owns no widget; the table listens to its signals:
`stepped(Step)` after every answer, `reset()` when the whole position changed (start, take-back,
resume), `seat_changed(seat)`, `thinking(bool)`, `over(result, replay id)` and `notice(text)`.

Stops (`stops`, a `stops.StopPolicy`, set by the table; None: every decision is asked): when the
policy answers Pass for the player, the answer is given through `_apply` like any other (it is the
player's answer in the history and the replay), from a zero-delay timer so that a run of such
answers never nests. Those positions are remembered (`auto_positions`): take-back skips them and
goes back to the last decision the player saw, which is then asked again whatever the policy says.
Not in hot-seat, where the seat shown changes hands.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import carddb
from engine.actions import Action
from engine.ai.base import Agent
from engine.branching import branch_hooks
from engine.consequences import consequences
from engine.errors import EngineError
from engine.events import Event
from engine.games import get_rules
from engine.replay import make_replay
from engine.state import State

from ..qt import QObject, QTimer, Signal
from . import autosave
from .aiprocess import make_table_agent
from .aiworker import AIRunner, settle_garbage_collector
from .autosave import HOTSEAT, GameSetup
from .games import GameAdapter, adapter_for
from .model import REVEALED
from .stops import StopPolicy
from .timeline import Timeline, build


@dataclass
class Step:
    """One answer and what it did."""

    player: int
    action: Action
    events: list[Event]
    moves: dict[int, tuple[str, str]]  # instance -> (old zone key, new zone key)
    position: int  # answers given so far
    by_human: bool
    auto: bool = False  # the table answered Pass for the player (stops)
    # a computer's answer: the position it answered at and what it weighed (its agent's `last`),
    # for the log's "why did it do that?" (engine/ai/explain.py)
    weighed: tuple[State, dict[str, Any]] | None = None


class GameController(QObject):
    """A game between the player (seat `setup.human`) and the computer, or between two people (hot-seat)."""

    stepped = Signal(object)  # Step
    reset = Signal()
    seat_changed = Signal(int)  # hot-seat: the seat shown (and to answer) is now this one; a hand-over is due
    thinking = Signal(bool)
    over = Signal(object, object)  # result tuple, replay id (int or None)
    notice = Signal(str)

    def __init__(self, setup: GameSetup, db: carddb.CardDB | None = None, save_path: Path | None = None,
                 state: State | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.db = db
        self.save_path = save_path
        self.rules = get_rules(setup.game)
        self.adapter: GameAdapter = adapter_for(setup.game)
        self.human = setup.human
        self.hotseat = setup.ai == HOTSEAT
        self.handover_pending = False
        self.timeline: Timeline | None
        if state is None:
            self.state = self.rules.new_game(setup.decks, setup.seed)
            self.timeline = Timeline(self.state)
        else:
            self.state = state
            self.timeline = self._rebuild_timeline(state)
            if self.hotseat and state.current_player() in (0, 1):
                # resumed: either person may be at the screen, so the seat to answer is shown after a hand-over
                self.human = state.current_player()
                self.handover_pending = True
        self.agents: dict[int, Agent] = {} if self.hotseat else {
            1 - self.human: make_table_agent(setup.ai, setup.seed ^ 0x5EED, self.state)}
        self.runner = AIRunner(self)
        self.runner.chosen.connect(self._on_chosen)
        self.runner.failed.connect(self._on_failed)
        self.pace_ms = 0  # least time between the computer's answers (animation + a pause)
        self._ready_at = 0.0
        self._pending: QTimer | None = None
        self.replay_id: int | None = None
        self.finished = False
        self._consequences: dict[tuple[int, Action, str], list[str]] = {}
        self._started = False
        self.stops: StopPolicy | None = None
        self.auto_positions: set[int] = set()  # history indices the table answered for the player
        self._auto_gen = 0  # a scheduled automatic Pass of an older generation is dropped
        self._auto_pending = False
        self._hold: int | None = None  # the position take-back returned to: asked, never passed by itself

    def _rebuild_timeline(self, state: State) -> Timeline | None:
        """Re-run a resumed game from its start (for take-back and the log); None if it does not
        reproduce the saved position exactly."""
        try:
            start = self.rules.new_game(self.setup.decks, self.setup.seed)
            tl, final = build(start, state.history, "autosave", hooks=branch_hooks(self.setup.branch))
        except (EngineError, ValueError, KeyError):
            return None
        return tl if final == state else None

    # -- running ------------------------------------------------------------------------------------
    def start(self) -> None:
        """Show the position and let whoever is to answer go on."""
        self._started = True
        if self.stops is not None:
            self.stops.reset(self.state)
        settle_garbage_collector()
        self._save()
        self.reset.emit()
        if self.state.is_terminal():
            self._finish()
        else:
            self._next()

    def set_autoplay(self, spec: str | None, seed: int = 7) -> None:
        """Let an agent answer for the player too (for demos and tests); None gives the seat back.
        Not in hot-seat, where the seat shown changes hands."""
        if self.hotseat:
            return
        old = self.agents.pop(self.human, None)
        if old is not None and old is not self.agents.get(1 - self.human):
            self.runner.cancel()
            _close(old)
        if spec:
            self.agents[self.human] = make_table_agent(spec, seed, self.state)
        if self._started and not self.finished and not self.runner.busy:
            self._next()
        elif not spec:
            self.thinking.emit(self.runner.busy)

    @property
    def autoplay(self) -> bool:
        return self.human in self.agents

    def _next(self) -> None:
        if self.state.is_terminal():
            self._finish()
            return
        p = self.state.current_player()
        if self.hotseat and p in (0, 1) and p != self.human:
            # the other person answers now: nothing of theirs is shown until they have taken the seat
            self.human = p
            self.handover_pending = True
            self.seat_changed.emit(p)
        agent = self.agents.get(p)
        if agent is None:
            if p == self.human and self._auto_answer():
                return
            self.thinking.emit(False)
            return
        self.thinking.emit(p != self.human)
        self.runner.think(agent, self.state.clone(), p)

    def _auto_answer(self) -> bool:
        """Schedule the Pass the stops give for the player now; False when the player is asked."""
        if self.stops is None or self.hotseat or self.handover_pending or len(self.state.history) == self._hold:
            return False
        a = self.stops.answer(self.state)
        if a is None:
            return False
        self._auto_pending = True
        gen = self._auto_gen
        QTimer.singleShot(0, self, lambda: self._apply_auto(gen, a))
        return True

    def _apply_auto(self, gen: int, action: Action) -> None:
        if gen != self._auto_gen:
            return
        self._auto_pending = False
        if self.finished or self.state.current_player() != self.human or action not in self.state.legal_actions():
            return
        self.auto_positions.add(len(self.state.history))
        self._apply(self.human, action, auto=True)

    @property
    def auto_pending(self) -> bool:
        """The table is about to answer Pass for the player."""
        return self._auto_pending

    def pass_now(self) -> bool:
        """Answer Pass for the player now when the decision is a window (for "pass until ..."); False if not."""
        if self.stops is None or not self.human_to_act():
            return False
        a = self.stops.window_pass(self.state)
        return a is not None and self.submit(a)

    def _on_chosen(self, gen: int, action: Action) -> None:
        wait = self._ready_at - time.monotonic()
        if wait > 0.001:
            t = QTimer(self)
            t.setSingleShot(True)
            t.timeout.connect(lambda g=gen, a=action: self._apply_chosen(g, a))
            self._pending = t
            t.start(round(wait * 1000))
        else:
            self._apply_chosen(gen, action)

    def _apply_chosen(self, gen: int, action: Action) -> None:
        self._pending = None
        if gen != self.runner.generation or self.finished:
            return
        p = self.state.current_player()
        if p < 0 or p not in self.agents:
            return
        legal = self.state.legal_actions()
        if action not in legal and action.kind != "resign":
            self.notice.emit(f"the computer answered {action}, which is not legal; it takes {legal[0]}")
            action = legal[0]
        last = dict(getattr(self.agents[p], "last", None) or {})
        weighed = (self.state.clone(), last) if last.get("considered") or last.get("blunder") else None
        self._apply(p, action, weighed=weighed)

    def _on_failed(self, gen: int, message: str) -> None:
        why = message.splitlines()[0] if message else ""
        self.notice.emit(self.tr("The computer could not decide (%1); it made its first legal answer.").replace(
            "%1", why or "?"))
        legal = self.state.legal_actions()
        if legal:
            self._apply(self.state.current_player(), legal[0])

    def _apply(self, player: int, action: Action, auto: bool = False,
               weighed: tuple[State, dict[str, Any]] | None = None) -> None:
        before = list(self.state.zone_of)
        events = self.state.apply_action(action)
        if self.stops is not None:
            self.stops.observe(events)
        if self.timeline is not None:
            self.timeline.append(self.state, player, action, events)
        after = self.state.zone_of
        moves = {i: (a, b) for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b}
        self._save()
        self._ready_at = time.monotonic() + self.pace_ms / 1000.0
        self.stepped.emit(Step(player, action, events, moves, len(self.state.history),
                               player == self.human and not self.autoplay, auto, weighed))
        if self.state.is_terminal():
            self._finish()
        else:
            self._next()

    @property
    def eyes(self) -> int:
        """Whose view the table shows: the seat at the table's, or everything in a study game."""
        return REVEALED if self.setup.study else self.human

    @property
    def you(self) -> int | None:
        """Whom the log's lines address as "You" (nobody in hot-seat: either person may read them)."""
        return None if self.hotseat else self.human

    @property
    def log_viewer(self) -> int | None:
        """Whose log the table shows (None: every line, a study game's)."""
        return None if self.setup.study else self.human

    # -- the player's answers -------------------------------------------------------------------------
    def human_to_act(self) -> bool:
        return (not self.finished and self.state.current_player() == self.human and not self.autoplay
                and not self.handover_pending and not self._auto_pending)

    def hand_over(self) -> None:
        """Hot-seat: the player to answer is at the screen now; their answers are taken."""
        self.handover_pending = False

    def options(self) -> list[Action]:
        """The player's legal answers now (empty while the computer is to answer)."""
        return self.state.legal_actions() if self.human_to_act() else []

    def submit(self, action: Action) -> bool:
        """The player answers; False (and a notice) when it is not a legal answer now."""
        if self.finished:
            return False
        if action.kind == "resign":
            self.runner.cancel()
            self._apply(self.human, Action("resign", (self.human,)))
            return True
        if action not in self.options():
            self.notice.emit(self.tr("That is not a legal answer now."))
            return False
        self._apply(self.human, action)
        return True

    def resign(self) -> None:
        self.submit(Action("resign", (self.human,)))

    # -- cards and places --------------------------------------------------------------------------------
    def _same(self, a_card: int | None, iid: int) -> bool:
        if a_card is None:
            return False
        if a_card == iid:
            return True
        s = self.state
        # identical copies in the same zone give identical plays: the engine offers one of them
        return s.defs[a_card].id == s.defs[iid].id and s.zone_of[a_card] == s.zone_of[iid] and s.owner[iid] == self.human

    def actions_for(self, iid: int) -> list[Action]:
        """The player's answers about card `iid` (its own actions first, then those of an identical copy)."""
        opts = self.options()
        exact = [a for a in opts if self.adapter.action_card(self.state, a) == iid]
        if exact:
            return exact
        return [a for a in opts if self._same(self.adapter.action_card(self.state, a), iid)]

    def drop_targets(self, iid: int) -> set[str]:
        out = set()
        for a in self.actions_for(iid):
            d = self.adapter.action_dest(self.state, a, self.human)
            if d:
                out.add(d)
        return out

    def consequences(self, action: Action, lang: str) -> list[str]:
        """What `action` would do to the player's other cards, in words (see engine.consequences)."""
        if not self.human_to_act():
            return []
        key = (len(self.state.history), action, lang)
        if key not in self._consequences:
            self._consequences = {k: v for k, v in self._consequences.items() if k[0] == key[0]}
            card = self.adapter.action_card(self.state, action)
            self._consequences[key] = consequences(self.state, action, self.human, lang, card)
        return self._consequences[key]

    def drop_action(self, iid: int, key: str) -> Action | None:
        for a in self.actions_for(iid):
            if self.adapter.action_dest(self.state, a, self.human) == key:
                return a
        return None

    def candidates(self) -> set[int]:
        """Cards the player's current answers are about."""
        out = set()
        for a in self.options():
            c = self.adapter.action_card(self.state, a)
            if c is not None:
                out.add(c)
        return out

    # -- take-back ----------------------------------------------------------------------------------
    def _back_position(self) -> int | None:
        # a game that reshuffled where it branched off a replay starts there: no take-back before it
        first = self.setup.branch["step"] if self.setup.branch and self.setup.branch.get("reshuffle") is not None else 0
        for i in range(len(self.state.history) - 1, first - 1, -1):
            p, a = self.state.history[i]
            if p == self.human and a.kind != "resign" and i not in self.auto_positions:
                return i
            if self.hotseat and p != self.human:
                return None  # hot-seat: one's own answers since the hand-over only, never the other player's
        return None

    def can_take_back(self) -> bool:
        return self.timeline is not None and not self.finished and self._back_position() is not None

    def take_back(self) -> bool:
        """Undo back to the player's previous decision (the state is rebuilt exactly)."""
        if not self.can_take_back():
            return False
        k = self._back_position()
        assert k is not None and self.timeline is not None
        self.runner.cancel()
        if self._pending is not None:
            self._pending.stop()
            self._pending = None
        self._auto_gen += 1
        self._auto_pending = False
        self.state = self.timeline.state_at(k)
        self.timeline.truncate(k)
        self.auto_positions = {i for i in self.auto_positions if i < k}
        self._hold = k  # the decision the player saw there is asked again
        if self.stops is not None:
            self.stops.reset(self.state)
        self._save()
        self.reset.emit()
        self._next()
        return True

    # -- saving -------------------------------------------------------------------------------------
    def _save(self) -> None:
        if self.save_path is not None and not self.state.is_terminal():
            try:
                # when the player is to answer, the position asked about is on disk before the table
                # waits for them; after the player's answer the file is written while the computer thinks
                # (hot-seat: a person answers every question, so always wait)
                autosave.write(self.save_path, self.setup, self.state, wait=self.hotseat or self.human_to_act())
            except OSError as e:
                self.notice.emit(f"could not save the game in progress: {e}")

    def replay_data(self) -> dict:
        return make_replay(self.state, self.setup.decks, self.setup.deck_names, self.setup.players,
                           self.setup.branch, self.setup.hints, self.setup.study)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.runner.cancel()
        self.thinking.emit(False)
        result = self.state.result
        if self.db is not None:
            data = self.replay_data()
            self.replay_id = carddb.save_replay(
                self.db, self.setup.game, content=json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                players=self.setup.players, decks=self.setup.deck_names,
                result=" ".join(str(x) for x in result or ()), length=len(self.state.history))
        if self.save_path is not None:
            autosave.remove(self.save_path)
        self.over.emit(result, self.replay_id)

    def events_log(self) -> list[tuple[int, Event]]:
        return self.timeline.flat_events() if self.timeline is not None else []

    def shutdown(self) -> None:
        """Stop the computer (the game in progress stays saved)."""
        self._auto_gen += 1
        for a in self.agents.values():
            a.cancel()
        self.runner.shutdown()
        if self._pending is not None:
            self._pending.stop()
            self._pending = None
        for a in self.agents.values():
            _close(a)
        if self.save_path is not None:
            try:
                autosave.flush()
            except OSError as e:
                self.notice.emit(f"could not save the game in progress: {e}")


def _close(agent: Agent) -> None:
    close = getattr(agent, "close", None)
    if close is not None:
        close()
