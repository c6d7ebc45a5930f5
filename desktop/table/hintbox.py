"""The table's Hint button: the options the computer's learned judgement rates best for the player's
pending decision, with their estimated win chances (engine/ai/hint.py), from the player's own
view. It is worked out in the app's worker processes (desktop/jobpool.py, as a review: a thread of
the app itself would hold the window's interpreter for part of its 0.01-0.25 s of CPU), from the
position as a saved game (engine/savegame.py); an answer given meanwhile drops it. Each position where a hint was asked is recorded in the game
(GameSetup.hints) and so in its replay."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import savegame
from engine.actions import Action
from engine.ai import hint as _hint  # noqa: F401 - loaded with the table, not on the hint's thread

from ..qt import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget
from ..workers import Task
from .aiworker import freeze_collector

if TYPE_CHECKING:
    from .controller import GameController


class HintBox(QWidget):
    """A Hint button and, under it, the last hint's options for the current position. `beside`: a
    button shown beside Hint in games against the computer (the log's "why did it do that?")."""

    def __init__(self, lang: str, beside: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.controller: GameController | None = None
        self.button = QPushButton(self.tr("Hint"))
        self.button.setToolTip(self.tr("The moves the computer rates best for you here, with their estimated "
                                       "chance of winning (from what you can see only)"))
        self.button.clicked.connect(lambda: self.ask())
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("subtle")
        self.text.hide()
        self.beside = beside
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.button, 1)
        if beside is not None:
            row.addWidget(beside, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(row)
        lay.addWidget(self.text)
        self.task: Task | None = None
        self._asked_at: int | None = None

    def attach(self, controller: GameController | None) -> None:
        self.controller = controller
        if self.beside is not None:  # two people at the table: no computer to explain
            self.beside.setVisible(controller is not None and not controller.hotseat)
        self.refresh()

    def refresh(self) -> None:
        """Enabled while the player is to answer; a hint of another position is cleared."""
        c = self.controller
        can = c is not None and not c.finished and c.human_to_act() and len(c.state.legal_actions()) > 1
        self.button.setEnabled(bool(can) and self.task is None)
        if c is None or self._asked_at != len(c.state.history):
            self.text.hide()
            self.text.clear()

    def ask(self) -> Task | None:
        """Work out a hint for the current position (recorded in the game as asked here)."""
        c = self.controller
        if c is None or not c.human_to_act() or self.task is not None:
            return None
        state, player, at = c.state.clone(), c.human, len(c.state.history)
        if at not in c.setup.hints:
            c.setup.hints.append(at)
        self._asked_at = at
        self.button.setEnabled(False)
        self.text.setText(self.tr("Thinking…"))
        self.text.show()
        seed = (c.setup.seed * 1_000_003 + at) & ((1 << 62) - 1)

        def work(_p: object) -> list[tuple[Any, float]]:
            from engine.ai.hint import hint_job

            from .. import jobpool

            # the copy as a saved game (the game goes on); copies of one card are one line (below): more asked for
            got = jobpool.shared_pool().submit(hint_job, savegame.save(state), player, seed, 12).result()
            return [(Action.from_json(a), p) for a, p in got]

        freeze_collector()
        self.task = Task(work)
        self.task.signals.finished.connect(lambda res, s=state: self._show(res, s, at))
        self.task.signals.failed.connect(lambda msg: self._show_error(msg, at))
        return self.task.start()

    def _show(self, options: list[tuple[Any, float]], state: Any, at: int) -> None:
        self.task = None
        c = self.controller
        if c is None or len(c.state.history) != at:  # answered meanwhile: the hint is of a past position
            self.refresh()
            return
        seen: list[tuple[str, float]] = []
        for a, p in options:  # best first: the same words (another copy of a card) only once
            text = state.rules.describe_action(state, a, self.lang)
            if text not in {t for t, _p in seen}:
                seen.append((text, p))
        lines = [self.tr("%1. %2 (win chance %3%)").replace("%1", str(n)).replace("%2", text).replace(
            "%3", f"{100 * p:.0f}") for n, (text, p) in enumerate(seen[:3], 1)]
        self.text.setText("\n".join(lines) if lines else self.tr("No hint for this decision."))
        self.refresh()

    def _show_error(self, message: str, at: int) -> None:
        self.task = None
        self.text.setText(message)
        self.refresh()
