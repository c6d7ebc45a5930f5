"""Stops: at which of the player's decisions the table asks, and at which it answers Pass itself.

The engine offers every legal window; the table may answer the player's Pass by itself (through
the controller's normal answer path, so the history and the replay hold it as the player's answer).
Only windows are answered so: decisions of the adapter's `stop_kinds` whose Pass declines (one of
the adapter's `pass_kinds`, without arguments). An effect's question, a cost, a choice without a
declining answer is always asked.

A decision is asked about when (first rule that applies):
1. auto-pass is off (`StopSettings.auto`): always (every decision is a prompt, as before stops);
   else a decision whose only answer is a declining Pass is no choice: never;
2. none of the other answers could do anything (`GameRules.meaningful`): never;
3. "pass until end of turn" is on (this turn): never;
4. the opponent put something new on the response stack, or attacked, since the player's last
   decision: always (this ends "pass until something new happens");
5. "pass until something new happens" is on: never;
6. the player's own play is on top of the stack (answering oneself is rare): never;
7. the step is one the player stops at (on their own turn or on the opponent's, `StopSettings`):
   the turn's own choices (play, attack, block...) every time; a mere response window
   (`GameAdapter.is_response`) only as the first decision asked in that step. Elsewhere: never.

Everything here judges from what the player may see: the stack and attacks are public, and
`meaningful` is the rules' judgement of a visible action. No Qt: the table and
benchmarks/prompts_per_game.py share this code.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from engine import stack
from engine.actions import Action
from engine.events import Event
from engine.state import State

from .games.base import GameAdapter

NONE = ""
END_OF_TURN = "end_of_turn"
SOMETHING_NEW = "something_new"


@dataclass(frozen=True)
class StopSettings:
    """One game's stops: the steps to stop at on one's own turn (`mine`) and on the opponent's
    (`theirs`), and whether the table answers Pass by itself at all (`auto`)."""

    mine: frozenset[str]
    theirs: frozenset[str]
    auto: bool = True

    @classmethod
    def defaults(cls, adapter: GameAdapter) -> StopSettings:
        mine, theirs = adapter.stop_defaults
        return cls(frozenset(mine), frozenset(theirs))

    def stops_at(self, step: str, my_turn: bool) -> bool:
        return step in (self.mine if my_turn else self.theirs)

    def toggled(self, step: str, my_turn: bool) -> StopSettings:
        """These settings with the stop at `step` (on one's own turn or the opponent's) turned over."""
        which = self.mine if my_turn else self.theirs
        new = which - {step} if step in which else which | {step}
        return replace(self, mine=new) if my_turn else replace(self, theirs=new)

    def to_json(self) -> dict[str, Any]:
        return {"auto": self.auto, "mine": sorted(self.mine), "theirs": sorted(self.theirs)}

    @classmethod
    def from_json(cls, data: Any, adapter: GameAdapter, game: str) -> StopSettings:
        """Settings stored by `to_json` (steps the game no longer has are dropped); the game's
        defaults for anything else."""
        if not isinstance(data, dict):
            return cls.defaults(adapter)
        steps = set(adapter.steps(game))
        base = cls.defaults(adapter)

        def steps_of(key: str, default: frozenset[str]) -> frozenset[str]:
            v = data.get(key)
            return frozenset(x for x in v if x in steps) if isinstance(v, list) else default

        auto = data.get("auto")
        return cls(steps_of("mine", base.mine), steps_of("theirs", base.theirs),
                   auto if isinstance(auto, bool) else True)


class StopPolicy:
    """The stops of one player (`player`) in one game; `answer(state)` is Pass when the table
    answers the decision by itself, None when it asks the player."""

    def __init__(self, adapter: GameAdapter, settings: StopSettings, player: int) -> None:
        self.adapter = adapter
        self.settings = settings
        self.player = player
        self.mode = NONE
        self.mode_turn = -1
        self._known: frozenset[Any] = frozenset()  # the opponent's stack items already seen
        self._attacked = False  # the opponent attacked since the player's last decision
        self._asked_in: tuple[int, str] | None = None  # (turn, step) of the last decision asked
        self._cache: tuple[int, Action | None] | None = None  # (position, answer): one judgement per position

    # -- what happens ---------------------------------------------------------------------------------
    def observe(self, events: Iterable[Event]) -> None:
        """Events of any answer (the player's or the opponent's), to notice the opponent's attacks."""
        for e in events:
            if e.kind == "attack" and e.get("player") == 1 - self.player:  # an attack itself is public
                self._attacked = True

    def reset(self, state: State) -> None:
        """The position was put back (take-back, resume): no mode, nothing new, nothing asked yet."""
        self.mode = NONE
        self._known = self._opponent_items(state)
        self._attacked = False
        self._asked_in = None
        self._cache = None

    def pass_until_end_of_turn(self, state: State) -> None:
        self.mode, self.mode_turn = END_OF_TURN, state.turn

    def pass_until_something_new(self, state: State) -> None:
        self.mode, self.mode_turn = SOMETHING_NEW, state.turn

    def cancel(self) -> bool:
        """Stop a "pass until ..."; True if one was on."""
        was = self.mode != NONE
        self.mode = NONE
        return was

    def _opponent_items(self, state: State) -> frozenset[Any]:
        return frozenset(it[0] for it in stack.items(state) if self.adapter.stack_owner(it) == 1 - self.player)

    def _news(self, state: State) -> bool:
        """Whether the opponent put something on the stack or attacked since the last judgement."""
        now = self._opponent_items(state)
        new = bool(now - self._known) or self._attacked
        self._known, self._attacked = now, False
        return new

    # -- the judgement -------------------------------------------------------------------------------
    def window_pass(self, state: State) -> Action | None:
        """The declining Pass of the current decision when it is a window (else None)."""
        d = state.decision
        if d is None or d.player != self.player:
            return None
        pa = self.adapter.pass_action(list(d.options))
        if pa is None or pa.kind not in self.adapter.pass_kinds or pa.args:
            return None
        return pa

    def answer(self, state: State) -> Action | None:
        """Pass, when the table answers the player's current decision by itself; None to ask."""
        d = state.decision
        if d is None or d.player != self.player:
            return None
        key = len(state.history)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        a = self._judge(state)
        self._cache = (key, a)
        if a is None:
            self._asked_in = (state.turn, self.adapter.stop_step(state))
        return a

    def _judge(self, state: State) -> Action | None:
        if self.mode != NONE and state.turn != self.mode_turn:
            self.mode = NONE  # a new turn: the "pass until ..." is over
        news = self._news(state)
        if not self.settings.auto:
            return None
        pa = self.window_pass(state)
        if pa is None:
            return None
        d = state.decision
        assert d is not None
        others = [a for a in d.options if a != pa and a.kind != "resign"]
        if not others:
            return pa  # no choice
        if d.kind not in self.adapter.stop_kinds:
            return None
        if not any(state.rules.meaningful(state, a) for a in others):
            return pa
        if self.mode == END_OF_TURN:
            return pa
        if news:
            self.mode = NONE
            return None
        if self.mode == SOMETHING_NEW:
            return pa
        items = stack.items(state)
        if items and self.adapter.stack_owner(items[-1]) == self.player:
            return pa
        step = self.adapter.stop_step(state)
        if not self.settings.stops_at(step, state.turn_player == self.player):
            return pa
        if self.adapter.is_response(state) and self._asked_in == (state.turn, step):
            return pa  # stopped in this step already; a mere window again with nothing new
        return None
