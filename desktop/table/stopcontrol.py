"""The game table's stops: the policy of the game in progress (stops.py) given to its controller,
the phase bar's toggles (stopbar.py) remembered per game in the settings (`stops`), and the keys:
F4 passes until the end of the turn, F6 until something new happens, Esc stops either (Space and
F2 pass once: the table's Pass). Hot-seat has no stops (every decision is asked): the bar shows
the first player's settings, greyed."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..qt import QAction, QObject, Qt
from ..settings import AppSettings
from .controller import GameController, Step
from .stopbar import StopBar
from .stops import NONE, StopPolicy, StopSettings
from .texts import phase_name

if TYPE_CHECKING:
    from ..qt import QWidget

    class GameTable(QWidget):  # what StopControl uses of gametable.GameTable (which imports this module)
        lang: str
        settings: AppSettings | None

        def _key_action(self, text: str, keys: list[Qt.Key], slot: object) -> QAction: ...


def load_settings(settings: AppSettings | None, game: str, adapter: Any) -> StopSettings:
    """The stops stored for `game` (its defaults when none are)."""
    stored = settings.get("stops") if settings is not None else {}
    return StopSettings.from_json(stored.get(game), adapter, game) if game in stored else StopSettings.defaults(adapter)


class StopControl(QObject):
    """Stops for a `GameTable` (its `bar` sits under the table's header)."""

    def __init__(self, table: GameTable) -> None:
        super().__init__(table)
        self.table = table
        self.bar = StopBar()
        self.bar.changed.connect(self._on_changed)
        self.bar.pass_turn.connect(self.pass_turn)
        self.bar.pass_new.connect(self.pass_new)
        self.bar.stop_passing.connect(self.cancel)
        self.controller: GameController | None = None
        self.policy: StopPolicy | None = None
        self.act_turn = self._key(self.tr("Pass until end of turn"), Qt.Key.Key_F4, self.pass_turn)
        self.act_new = self._key(self.tr("Pass until something happens"), Qt.Key.Key_F6, self.pass_new)
        self.act_cancel = self._key(self.tr("Stop passing"), Qt.Key.Key_Escape, self.cancel)
        self.act_cancel.setEnabled(False)  # Esc is free for anything else while nothing is being passed

    def _key(self, text: str, key: Qt.Key, slot: Any) -> QAction:
        return self.table._key_action(text, [key], slot)

    # -- the game -------------------------------------------------------------------------------------
    def attach(self, c: GameController) -> None:
        """Give `c` the stops of its game (before it starts) and show them."""
        self.detach()
        self.controller = c
        game = c.state.rules.id
        settings = load_settings(self.table.settings, game, c.adapter)
        self.policy = None if c.hotseat else StopPolicy(c.adapter, settings, c.human)
        c.stops = self.policy
        steps = [(s, _cap(phase_name(game, s, self.table.lang))) for s in c.adapter.steps(game)]
        self.bar.set_game(steps, settings, enabled=not c.hotseat)
        c.stepped.connect(self._on_step)
        c.reset.connect(self.update)
        self.update()

    def detach(self) -> None:
        c = self.controller
        if c is not None:
            for sig, slot in ((c.stepped, self._on_step), (c.reset, self.update)):
                try:
                    sig.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.controller = None
        self.policy = None

    def _on_step(self, _step: Step) -> None:
        self.update()

    def update(self) -> None:
        """The current step lit, the "passing until ..." shown (and over when the turn is)."""
        c, p = self.controller, self.policy
        if c is None:
            return
        s = c.state
        if p is not None and p.mode != NONE and (s.turn != p.mode_turn or c.finished):
            p.cancel()
        self.bar.set_current(c.adapter.stop_step(s), s.turn_player == c.human)
        mode = p.mode if p is not None else NONE
        self.bar.set_mode(mode)
        self.act_cancel.setEnabled(mode != NONE)
        live = p is not None and not c.finished
        self.act_turn.setEnabled(live)
        self.act_new.setEnabled(live)

    # -- the player's wishes ------------------------------------------------------------------------------
    def pass_turn(self) -> None:
        if self.policy is not None and self.controller is not None and not self.controller.finished:
            self.policy.pass_until_end_of_turn(self.controller.state)
            self.update()
            self.controller.pass_now()

    def pass_new(self) -> None:
        if self.policy is not None and self.controller is not None and not self.controller.finished:
            self.policy.pass_until_something_new(self.controller.state)
            self.update()
            self.controller.pass_now()

    def cancel(self) -> None:
        if self.policy is not None and self.policy.cancel():
            self.update()

    def _on_changed(self, settings: StopSettings) -> None:
        c = self.controller
        if c is None:
            return
        if self.policy is not None:
            self.policy.settings = settings
        store = self.table.settings
        if store is not None:
            stored = dict(store.get("stops"))
            stored[c.state.rules.id] = settings.to_json()
            store.set("stops", stored)


def _cap(name: str) -> str:
    return name[:1].upper() + name[1:]
