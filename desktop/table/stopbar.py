"""The phase bar's stops: the game's steps in turn order, the current one lit, each with two toggles
(stop there on my turn / on the opponent's turn); "pass until end of turn" and "pass until
something new happens" with what is going on; auto-pass on or off (off: every decision is asked)."""
from __future__ import annotations

from ..qt import (
    QCheckBox,
    QColor,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPainter,
    QPaintEvent,
    QRectF,
    QSizePolicy,
    QStackedWidget,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .stops import StopSettings

# the lit chip's background, on one's own turn and on the opponent's
_LIT = {"mine": "#dfe6ff", "theirs": "#e6e8ee"}
_TOGGLE = ("QToolButton { font-size: 10px; padding: 0px 4px; border: 1px solid #c5cad8; border-radius: 3px;"
           " color: #6b7286; background: white; }"
           "QToolButton:checked { background: #3c5bd6; color: white; border-color: #3c5bd6; }")


class _Chip(QFrame):
    """One step's chip: it paints its own rounded background when lit. Lighting it only repaints it
    (a style sheet set at every step was a twentieth of a game's time on the table)."""

    def __init__(self) -> None:
        super().__init__()
        self.lit = ""

    def light(self, lit: str) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self.lit:
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(_LIT[self.lit]))
            p.drawRoundedRect(QRectF(self.rect()), 5, 5)
            p.end()
        super().paintEvent(event)


class StopBar(QFrame):
    """The stops of one game; `changed(StopSettings)` after the player turns a stop over."""

    changed = Signal(object)
    pass_turn = Signal()  # "pass until end of turn" (F4)
    pass_new = Signal()  # "pass until something new happens" (F6)
    stop_passing = Signal()  # either of those stopped (Esc)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stopBar")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 0, 10, 4)
        lay.setSpacing(4)
        caption = QLabel(self.tr("Stop at:"))
        caption.setObjectName("subtle")
        caption.setToolTip(self.tr("Where the table asks you. Elsewhere it passes for you, unless the "
                                   "opponent plays something or attacks and you can answer."))
        lay.addWidget(caption)
        self.chips_box = QHBoxLayout()
        self.chips_box.setSpacing(3)
        lay.addLayout(self.chips_box)
        lay.addStretch(1)
        # the pass buttons, or while passing what is going on and how to stop it: one place for both,
        # so the bar needs only the wider of the two
        self.modes = QStackedWidget()
        buttons = QWidget()
        bl = QHBoxLayout(buttons)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.setSpacing(4)
        self.turn_button = QToolButton()
        self.turn_button.setText(self.tr("Pass turn"))
        self.turn_button.setToolTip(self.tr("Pass until the end of this turn (F4); Esc stops"))
        self.turn_button.clicked.connect(self.pass_turn)
        self.new_button = QToolButton()
        self.new_button.setText(self.tr("Pass until something happens"))
        self.new_button.setToolTip(self.tr("Pass until the opponent plays something or attacks, or the turn "
                                           "ends (F6); Esc stops"))
        self.new_button.clicked.connect(self.pass_new)
        bl.addWidget(self.turn_button)
        bl.addWidget(self.new_button)
        passing = QWidget()
        pl = QHBoxLayout(passing)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.setSpacing(4)
        self.mode_label = QLabel()
        self.mode_label.setObjectName("stopMode")
        self.mode_label.setStyleSheet("QLabel#stopMode { color: #b3541e; font-weight: 600; }")
        self.mode_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.mode_label.setWordWrap(True)
        self.stop_button = QToolButton()
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop passing (Esc)"))
        self.stop_button.clicked.connect(self.stop_passing)
        pl.addWidget(self.mode_label, 1)
        pl.addWidget(self.stop_button)
        self.modes.addWidget(buttons)
        self.modes.addWidget(passing)
        self.modes.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        lay.addWidget(self.modes)
        self.auto = QCheckBox(self.tr("Auto-pass"))
        self.auto.setToolTip(self.tr("Off: every decision is asked, wherever the stops are"))
        self.auto.toggled.connect(self._on_auto)
        lay.addWidget(self.auto)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.settings: StopSettings | None = None
        self.chips: dict[str, tuple[QFrame, QToolButton, QToolButton]] = {}
        self._current: tuple[str, bool] | None = None

    def mode_text(self, mode: str) -> str:
        if mode == "end_of_turn":
            return self.tr("Passing until end of turn")
        if mode == "something_new":
            return self.tr("Passing until something happens")
        return ""

    def set_game(self, steps: list[tuple[str, str]], settings: StopSettings, enabled: bool = True) -> None:
        """Show these (step, name) with `settings`; not `enabled`: shown, not changeable (hot-seat)."""
        while self.chips_box.count():
            item = self.chips_box.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.chips = {}
        for step, name in steps:
            chip = _Chip()
            v = QVBoxLayout(chip)
            v.setContentsMargins(4, 1, 4, 2)
            v.setSpacing(1)
            label = QLabel(name)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-size: 11px;")
            label.setMinimumWidth(label.sizeHint().width())  # a step's name is read whole
            v.addWidget(label)
            row = QHBoxLayout()
            row.setSpacing(2)
            mine, theirs = QToolButton(), QToolButton()
            mine.setText(self.tr("Me"))
            mine.setToolTip(self.tr("Stop at %1 on your turn").replace("%1", name))
            theirs.setText(self.tr("Opp."))
            theirs.setToolTip(self.tr("Stop at %1 on the opponent's turn").replace("%1", name))
            for b, my in ((mine, True), (theirs, False)):
                b.setCheckable(True)
                b.setStyleSheet(_TOGGLE)
                b.setEnabled(enabled)
                b.toggled.connect(lambda _on, s=step, m=my: self._toggle(s, m))
                b.setMinimumWidth(b.sizeHint().width())
                row.addWidget(b)
            v.addLayout(row)
            self.chips_box.addWidget(chip)
            self.chips[step] = (chip, mine, theirs)
        self.auto.setEnabled(enabled)
        self.turn_button.setEnabled(enabled)
        self.new_button.setEnabled(enabled)
        self._current = None
        self.show_settings(settings)

    def show_settings(self, settings: StopSettings) -> None:
        self.settings = settings
        for step, (_chip, mine, theirs) in self.chips.items():
            for b, on in ((mine, step in settings.mine), (theirs, step in settings.theirs)):
                b.blockSignals(True)
                b.setChecked(on)
                b.blockSignals(False)
        self.auto.blockSignals(True)
        self.auto.setChecked(settings.auto)
        self.auto.blockSignals(False)

    def set_current(self, step: str, my_turn: bool) -> None:
        """Light the step the game is in (blue on one's own turn, grey on the opponent's)."""
        if self._current == (step, my_turn):
            return
        if self._current is not None and self._current[0] in self.chips:
            self.chips[self._current[0]][0].light("")
        self._current = (step, my_turn)
        if step in self.chips:
            self.chips[step][0].light("mine" if my_turn else "theirs")

    def set_mode(self, mode: str) -> None:
        text = self.mode_text(mode)
        if self.mode_label.text() != text:
            self.mode_label.setText(text)
        self.modes.setCurrentIndex(1 if text else 0)

    def _toggle(self, step: str, my_turn: bool) -> None:
        if self.settings is not None:
            self.settings = self.settings.toggled(step, my_turn)
            self.changed.emit(self.settings)

    def _on_auto(self, on: bool) -> None:
        if self.settings is not None:
            self.settings = StopSettings(self.settings.mine, self.settings.theirs, on)
            self.changed.emit(self.settings)
