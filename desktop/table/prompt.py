"""The player's current decision as a prompt: what is asked, every legal answer in a list (arrow
keys and Enter, or the digits 1-9, or double-click), and Pass / Next. Hovering or selecting an
answer lights its card on the board; the cards the answers name glow while the prompt is open."""
from __future__ import annotations

from engine.actions import Action
from engine.state import State

from ..qt import (
    QAbstractItemView,
    QKeyEvent,
    QLabel,
    QListWidget,
    QListWidgetItem,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .games import GameAdapter
from .texts import prompt_title


class _Options(QListWidget):
    """The answers; Enter and 1-9 are the table page's shortcuts (they work from any widget)."""

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # not the list's own "edit item"
            e.ignore()
            return
        super().keyPressEvent(e)


class PromptPanel(QWidget):
    """The decision the player is to answer."""

    chosen = Signal(object)  # Action
    focus_card = Signal(object)  # instance id or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptPanel")
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setObjectName("promptTitle")
        self.title.setStyleSheet("QLabel#promptTitle { font-weight:600; font-size:13px; color:#1d2233; }")
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("subtle")
        self.list = _Options()
        self.list.setObjectName("promptOptions")
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMouseTracking(True)
        self.list.setUniformItemSizes(True)
        self.list.setMaximumHeight(170)
        self.list.itemDoubleClicked.connect(lambda it: self._activate(self.list.row(it)))
        self.list.currentRowChanged.connect(self._on_row)
        self.list.itemEntered.connect(lambda it: self._on_row(self.list.row(it)))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.title)
        lay.addWidget(self.hint)
        lay.addWidget(self.list, 1)
        for w in (self.hint, self.list):  # hidden while waiting, their room kept: the log below does not move
            keep = w.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            w.setSizePolicy(keep)
        self.options: list[Action] = []
        self.cards: list[int | None] = []

    def show_decision(self, state: State, options: list[Action], adapter: GameAdapter, lang: str) -> None:
        """Show the player's decision (`options` are its legal answers)."""
        d = state.decision
        self.options = list(options)
        title = prompt_title(state, d.kind if d else "", tuple(d.prompt) if d else (), lang)
        detail = adapter.prompt_detail(state, tuple(d.prompt), lang) if d else ""
        if detail and detail not in title:  # e.g. the cards chosen so far for a Vividz charge
            title += "\n" + detail  # in the title, whose room only grows, so the log stays still
        self.title.setText(title)
        self._keep_title_room()
        has_drops = any(adapter.action_dest(state, a, d.player if d else 0) for a in options)
        self.hint.setText(self.tr("Drag a card onto a lit place, click a glowing card, or pick an answer below "
                                  "(↑↓ and Enter, or 1–9).") if has_drops else
                          self.tr("Click a glowing card or pick an answer below (↑↓ and Enter, or 1–9)."))
        self.hint.show()
        self.list.clear()
        self.cards = []
        for i, a in enumerate(options):
            try:
                text = state.rules.describe_action(state, a, lang)
            except Exception:  # noqa: BLE001 - an answer is never hidden because its text failed
                text = str(a)
            item = QListWidgetItem(f"{i + 1}. {text}" if i < 9 else text)
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
            self.cards.append(adapter.action_card(state, a))
        self.list.setEnabled(True)
        self.list.show()
        if options:
            self.list.setCurrentRow(-1)

    def show_waiting(self, text: str) -> None:
        self.options = []
        self.cards = []
        self.title.setText(text)
        self._keep_title_room()
        self.hint.hide()
        self.list.clear()
        self.list.setEnabled(False)
        self.list.hide()

    def _keep_title_room(self) -> None:
        """The title keeps the room of the longest question so far (at least two lines): the panel
        keeps its height from one answer to the next, and the log below it does not move."""
        t = self.title
        need = max(t.heightForWidth(max(1, t.width())), 2 * t.fontMetrics().lineSpacing())
        if need > t.minimumHeight():
            t.setMinimumHeight(need)

    def _on_row(self, row: int) -> None:
        self.focus_card.emit(self.cards[row] if 0 <= row < len(self.cards) else None)

    def _activate(self, row: int) -> None:
        if 0 <= row < len(self.options):
            self.chosen.emit(self.options[row])

    def choose_index(self, row: int) -> None:
        if self.list.isEnabled() and 0 <= row < self.list.count():
            self.list.setCurrentRow(row)
        self._activate(row)

    def activate_current(self) -> None:
        """Enter: the selected answer (the only one, when there is just one)."""
        row = self.list.currentRow()
        if row < 0 and len(self.options) == 1:
            row = 0
        self._activate(row)

    def leaveEvent(self, e: object) -> None:
        self.focus_card.emit(None)
        super().leaveEvent(e)  # type: ignore[arg-type]
