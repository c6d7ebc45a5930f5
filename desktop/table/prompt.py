"""The player's current decision as a prompt: what is asked, every legal answer in a list (arrow
keys and Enter, or the digits 1-9, or double-click), and Pass / Next. Hovering or selecting an
answer lights its card on the board; the cards the answers name glow while the prompt is open."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.actions import Action
from engine.cards import CardDef
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


@dataclass(frozen=True)
class Answer:
    """One line of the answer list: its words, the action it answers with, the card it is about
    (an instance on the table, `iid`, or a card definition only, `card`) and the copies it stands for."""

    text: str
    action: Action
    iid: int | None
    card: CardDef | None
    copies: int = 1


def _answer_card(state: State, a: Action, adapter: GameAdapter) -> tuple[int | None, CardDef | None]:
    iid = adapter.action_card(state, a)
    if iid is not None:
        return iid, state.defs[iid]
    if a.args and isinstance(a.args[0], str) and a.args[0] in state.deftable:  # a card by its id (VS ring choice)
        return None, state.deftable[a.args[0]]
    return None, None


def group_answers(state: State, options: list[Action], adapter: GameAdapter, lang: str,
                  where: Callable[[int], str] | None = None) -> list[Answer]:
    """The answer list: answers that read the same about copies of one card in one place are one line
    (the copies are interchangeable); answers that still read the same get their card's place."""
    rows: list[Answer] = []
    index: dict[tuple[str, str, str], int] = {}
    for a in options:
        try:
            text = state.rules.describe_action(state, a, lang)
        except Exception:  # noqa: BLE001 - an answer is never hidden because its text failed
            text = str(a)
        iid, cd = _answer_card(state, a, adapter)
        place = state.zone_of[iid] if iid is not None else ""
        key = (text, cd.id if cd is not None else "", place)
        if cd is not None and key in index and _is_pile(place):
            k = index[key]
            rows[k] = replace(rows[k], copies=rows[k].copies + 1)
            continue
        index[key] = len(rows)
        rows.append(Answer(text, a, iid, cd))
    first = list(rows)
    for k, r in enumerate(first):  # the same words about different cards or places: say which
        same = [x for x in first if x.text == r.text]
        if len(same) < 2:
            continue
        if r.card is not None and len({x.card.id for x in same if x.card is not None}) > 1:
            rows[k] = replace(r, text=f"{r.text} — {r.card.id}")
        elif r.iid is not None and where is not None and where(r.iid):
            rows[k] = replace(r, text=f"{r.text} — {where(r.iid)}")
    n: dict[str, int] = {}
    for k, r in enumerate(rows):  # still the same words (two copies in one row of cards): number them
        if sum(1 for x in rows if x.text == r.text) > 1:
            n[r.text] = n.get(r.text, 0) + 1
            rows[k] = replace(r, text=f"{r.text} ({n[r.text]})")
    return rows


def stable_order(rows: list[Answer], before: list[str]) -> list[Answer]:
    """`rows` with the answers the previous prompt also listed (the same words: the same card in the
    same place, or interchangeable copies of it) in that prompt's order, so a number key answers
    the same as it did a moment ago; new answers keep the engine's places among them."""
    rank = {text: k for k, text in enumerate(before)}
    known = sorted((r for r in rows if r.text in rank), key=lambda r: rank[r.text])
    it = iter(known)
    return [next(it) if r.text in rank else r for r in rows]


_PILES = ("hand", "deck", "sideboard", "waiting", "retire", "trash", "graveyard", "discard", "removed")


def _is_pile(key: str) -> bool:
    """A place whose cards have no position or state a player tells apart (a hand, a deck, a pile):
    its copies of one card are interchangeable."""
    return not key or key.rsplit(".", 1)[-1] in _PILES


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
    row_selected = Signal(int)

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
        # an answer is read whole: long ones wrap instead of being cut sideways
        self.list.setUniformItemSizes(False)
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
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
        self.rows: list[Answer] = []
        self._hint = ""
        # the last prompt's (player, decision kind) and its answers' words in the order shown
        self._order_of: tuple[int, str] | None = None
        self._order: list[str] = []

    def show_decision(self, state: State, options: list[Action], adapter: GameAdapter, lang: str,
                      where: Callable[[int], str] | None = None, glowing: bool = True) -> None:
        """Show the player's decision (`options` are its legal answers; `where(iid)` names the place
        of a card, to tell apart answers that would read the same; `glowing`: some card on the table
        glows for an answer)."""
        d = state.decision
        title = prompt_title(state, d.kind if d else "", tuple(d.prompt) if d else (), lang)
        detail = adapter.prompt_detail(state, tuple(d.prompt), lang) if d else ""
        if detail and detail not in title:  # e.g. the cards chosen so far for a Vividz charge
            title += "\n" + detail  # in the title, whose room only grows, so the log stays still
        self.title.setText(title)
        self._keep_title_room()
        has_drops = any(adapter.action_dest(state, a, d.player if d else 0) for a in options)
        if not glowing:  # "click a glowing card" only when something glows
            self.hint.setText(self.tr("Pick an answer below (↑↓ and Enter, or 1–9)."))
        elif has_drops:
            self.hint.setText(self.tr("Drag a card onto a lit place, click a glowing card, or pick an answer below "
                                      "(↑↓ and Enter, or 1–9)."))
        else:
            self.hint.setText(self.tr("Click a glowing card or pick an answer below (↑↓ and Enter, or 1–9)."))
        self._hint = self.hint.text()
        self.hint.setStyleSheet("")
        self.hint.show()
        self._keep_title_room()
        self.list.clear()
        rows = group_answers(state, options, adapter, lang, where)
        # the engine may list the answers of the next prompt of this kind in another order (e.g. the
        # first unchosen copy of each card): the answers left keep their places for the number keys
        kind = (d.player, d.kind) if d is not None else None
        if kind is not None and kind == self._order_of:
            rows = stable_order(rows, self._order)
        self._order_of, self._order = kind, [r.text for r in rows]
        self.rows = rows
        for i, r in enumerate(self.rows):
            text = r.text + (f" (×{r.copies})" if r.copies > 1 else "")
            item = QListWidgetItem(f"{i + 1}. {text}" if i < 9 else text)
            item.setData(Qt.ItemDataRole.UserRole, i)
            self.list.addItem(item)
        self.list.setEnabled(True)
        self.list.show()
        if options:
            self.list.setCurrentRow(-1)

    def show_consequence(self, text: str) -> None:
        """What the selected answer would also do ("" : the usual hint again)."""
        self.hint.setText(text or self._hint)
        self.hint.setStyleSheet("color:#a04000; font-weight:600" if text else "")
        self._keep_title_room()

    def show_waiting(self, text: str) -> None:
        self.rows = []
        self.title.setText(text)
        self._keep_title_room()
        self.hint.hide()
        self.list.clear()
        self.list.setEnabled(False)
        self.list.hide()

    def _keep_title_room(self) -> None:
        """The title and the hint keep the room of their longest text so far (the title at least two
        lines): the panel keeps its height from one answer to the next, and the log below it does
        not move."""
        for label, lines in ((self.title, 2), (self.hint, 1)):
            need = max(label.heightForWidth(max(1, label.width())), lines * label.fontMetrics().lineSpacing())
            if need > label.minimumHeight():
                label.setMinimumHeight(need)

    def _on_row(self, row: int) -> None:
        self.focus_card.emit(self.rows[row].iid if 0 <= row < len(self.rows) else None)
        self.row_selected.emit(row)

    def _activate(self, row: int) -> None:
        if 0 <= row < len(self.rows):
            self.chosen.emit(self.rows[row].action)

    def choose_index(self, row: int) -> None:
        if self.list.isEnabled() and 0 <= row < self.list.count() and self.list.currentRow() != row:
            self.list.setCurrentRow(row)
        self._activate(row)

    def activate_current(self) -> None:
        """Enter: the selected answer (the only one, when there is just one)."""
        row = self.list.currentRow()
        if row < 0 and len(self.rows) == 1:
            row = 0
        self._activate(row)

    def leaveEvent(self, e: object) -> None:
        self.focus_card.emit(None)
        super().leaveEvent(e)  # type: ignore[arg-type]
