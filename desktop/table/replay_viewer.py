"""Watching a replay on the same table as a game: from either player's side or with everything
revealed; one answer at a time forward and back, to the start of any turn, or anywhere with the
timeline slider; the log follows and a click on a line jumps there.

Opening a replay re-runs it once (checking every answer and the final state hash, so a replay that
does not verify is refused with the reason) and keeps a snapshot every few answers
(`timeline.Timeline`): any position is then one snapshot clone and a few answers away.
"""
from __future__ import annotations

import html
from typing import Any

from engine.actions import Action
from engine.branching import branch_hooks
from engine.errors import FormatError
from engine.playerwords import player_parts, player_text
from engine.replay import check_header, claim_mismatches, final_hash, start_state
from engine.state import State

from ..cardpixmaps import CardPixmaps
from ..gameinfo import deck_label
from ..qt import (
    QAction,
    QComboBox,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QPushButton,
    QSlider,
    QStyle,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .games import adapter_for
from .model import REVEALED
from .reviewpanel import ReviewPanel
from .tableview import TableView
from .texts import stored_result_text
from .timeline import Timeline, build
from .views import Arrow

STEP_MS = 700  # playing: one answer every this long
ADVICE_COLOUR = "#2fbf71"  # a review's better option (an attack's arrows are red)


def load_timeline(data: dict[str, Any], source: str = "<replay>") -> tuple[Timeline, State]:
    """Re-run a replay: its timeline and final state. FormatError when it has an unknown format,
    an illegal answer, or ends in a different position than it says."""
    check_header(data, source)
    start, _cards = start_state(data, source)
    tl, final = build(start, data["actions"], source, hooks=branch_hooks(data.get("branched_from")))
    h = final_hash(data, final)  # by the replay's format (format 2 also covers what it re-runs with)
    if data.get("final_hash") and h != data["final_hash"]:
        raise FormatError(source, "final_hash", f"the replay does not play back the same with this version "
                                                f"(final state {h}, the replay says {data['final_hash']})")
    for key, problem in claim_mismatches(data, final):  # a result or turn count the game did not have
        raise FormatError(source, key, problem)
    return tl, final


class ReplayViewer(TableView):
    """A stored game, step by step."""

    closed = Signal()
    play_from_here = Signal(int)  # the position (answers given) a new game should go on from

    def __init__(self, pixmaps: CardPixmaps, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(pixmaps, lang, parent)
        self.timeline: Timeline | None = None
        self.data: dict[str, Any] = {}
        self.position = 0
        self.state: State | None = None
        self.back_button = QPushButton("◀ " + self.tr("Replays"))
        self.back_button.clicked.connect(self._close)
        self.header.insertWidget(0, self.back_button)
        self.side = QComboBox()
        self.side.currentIndexChanged.connect(self._on_side)
        self.header.addWidget(self.side)

        sp = QStyle.StandardPixmap

        def button(icon: QStyle.StandardPixmap, tip: str, slot: Any, text: str = "") -> QPushButton:
            b = QPushButton(text)
            b.setIcon(self.style().standardIcon(icon))
            b.setToolTip(tip)
            b.clicked.connect(slot)
            return b

        self.b_start = button(sp.SP_MediaSkipBackward, self.tr("Start (Home)"), lambda: self.seek(0))
        self.b_prev_turn = button(sp.SP_MediaSeekBackward, self.tr("Previous turn (Page Up)"), self.prev_turn)
        self.b_back = button(sp.SP_ArrowLeft, self.tr("One step back (←)"), lambda: self.step(-1))
        self.b_play = button(sp.SP_MediaPlay, self.tr("Play / pause (Space)"), self.toggle_play)
        self.b_fwd = button(sp.SP_ArrowRight, self.tr("One step forward (→)"), lambda: self.step(1))
        self.b_next_turn = button(sp.SP_MediaSeekForward, self.tr("Next turn (Page Down)"), self.next_turn)
        self.b_end = button(sp.SP_MediaSkipForward, self.tr("End (End)"), lambda: self.seek(self.length))
        row = QHBoxLayout()
        row.setSpacing(4)
        for b in (self.b_start, self.b_prev_turn, self.b_back, self.b_play, self.b_fwd, self.b_next_turn, self.b_end):
            b.setMinimumWidth(34)
            row.addWidget(b)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timeline")
        self.slider.valueChanged.connect(self._on_slider)
        self.where = QLabel()
        self.turn_box = QComboBox()
        self.turn_box.activated.connect(lambda i: self.seek(int(self.turn_box.itemData(i))))
        turn_row = QHBoxLayout()
        turn_row.addWidget(QLabel(self.tr("Jump to")))
        turn_row.addWidget(self.turn_box, 1)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setObjectName("subtle")
        box = QVBoxLayout()
        box.setSpacing(6)
        box.addWidget(self.info)
        box.addLayout(row)
        box.addWidget(self.slider)
        box.addWidget(self.where)
        box.addLayout(turn_row)
        self.branch_button = QPushButton(self.tr("Play from here…"))
        self.branch_button.setToolTip(self.tr("Go on from this position as a new game, against the computer or "
                                              "a second player"))
        self.branch_button.clicked.connect(lambda: self.play_from_here.emit(self.position))
        box.addWidget(self.branch_button)
        self.review_panel = ReviewPanel(self)
        box.addWidget(self.review_panel, 1)
        self.side_panel.addLayout(box)
        self.log.position_clicked.connect(self.seek)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        for keys, slot in (((Qt.Key.Key_Right,), lambda: self.step(1)), ((Qt.Key.Key_Left,), lambda: self.step(-1)),
                           ((Qt.Key.Key_PageUp,), self.prev_turn), ((Qt.Key.Key_PageDown,), self.next_turn),
                           ((Qt.Key.Key_Home,), lambda: self.seek(0)), ((Qt.Key.Key_End,), lambda: self.seek(self.length)),
                           ((Qt.Key.Key_Space,), self.toggle_play)):
            act = QAction(self)
            act.setShortcut(QKeySequence(keys[0]))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(slot)
            self.addAction(act)

    @property
    def length(self) -> int:
        return self.timeline.length if self.timeline is not None else 0

    # -- loading ------------------------------------------------------------------------------------
    def load(self, data: dict[str, Any], source: str = "<replay>") -> None:
        """Open a replay (FormatError if it cannot be shown: unknown format, or it does not verify)."""
        tl, final = load_timeline(data, source)
        self.timer.stop()
        self.state = None  # the previous replay's position means nothing in this one
        self.data = data
        self.timeline = tl
        self.final = final
        self.names = [str(p) for p in data.get("players", [])]
        self.human = None
        names = self.names or ["", ""]
        self.side.blockSignals(True)
        self.side.clear()
        for p in (0, 1):
            label = names[p] if p < len(names) and names[p] else self.tr("Player %1").replace("%1", str(p + 1))
            mine = player_parts(label) == ("you", None)  # "Your side", never "You's side"
            self.side.addItem(self.tr("Your side") if mine
                              else self.tr("%1's side").replace("%1", player_text(label, self.lang)), p)
        self.side.addItem(self.tr("Everything revealed"), REVEALED)
        self.side.setCurrentIndex(2)
        self.side.blockSignals(False)
        decks = " vs ".join(deck_label(str(data.get("game", "")), str(d.get("name", "")), self.lang)
                            for d in data.get("decks", []))
        result = final.result  # the re-run's, never what the file says
        res = (stored_result_text(" ".join(str(x) for x in result), str(data.get("game", "")), self.lang)
               if result is not None else "")
        study = "<br>" + self.tr("A study game: both sides' cards were shown to the player.") if data.get("study") else ""
        self.info.setText(f"{html.escape(decks, quote=False)}<br>{html.escape(res, quote=False)}{study}")  # deck names: the player's words
        self.slider.blockSignals(True)
        self.slider.setRange(0, tl.length)
        self.slider.blockSignals(False)
        self.turn_box.clear()
        self.turn_box.addItem(self.tr("Setup"), 0)
        for t, k in tl.turn_starts():
            if t > 0:
                self.turn_box.addItem(self.tr("Turn %1").replace("%1", str(t)), k)
        self.position = -1
        self._set_perspective(REVEALED)
        self.seek(0)

    def _set_perspective(self, p: int) -> None:
        assert self.timeline is not None
        start = self.timeline.state_at(0)
        self.setup_board(start, adapter_for(start.rules.id), p)
        self.log.set_events(start, self.timeline.flat_events(), self.lang, None if p == REVEALED else p)
        if self.state is not None and self.position >= 0:
            self.show_state(self.state)
            self.log.mark(self.position)

    def _on_side(self, _i: int) -> None:
        p = self.side.currentData()
        if p is not None and self.timeline is not None:
            self._set_perspective(int(p))
            self.review_panel.set_replay(self.review_panel.db_path, self.review_panel.replay_id)

    def set_side(self, p: int) -> None:
        """Watch from player p's side (0, 1) or with everything revealed (model.REVEALED)."""
        self.side.setCurrentIndex(max(0, self.side.findData(p)))

    # -- moving -----------------------------------------------------------------------------------
    def seek(self, k: int, animate: bool = False) -> None:
        """Show position k (answers given), clamped to the replay."""
        if self.timeline is None:
            return
        k = max(0, min(self.length, int(k)))
        if k == self.position and self.state is not None:
            return
        before = self.state
        if before is not None and k == self.position + 1:
            state = before.clone()
            state.apply_action(self.timeline.actions[self.position][1])
        else:
            state = self.timeline.state_at(k)
        moves = None
        if animate and before is not None:
            moves = {i: (a, b) for i, (a, b) in enumerate(zip(before.zone_of, state.zone_of, strict=True)) if a != b}
        self.state = state
        self.position = k
        if self.board.candidates:  # a review's advice belongs to the position it was drawn at
            self.board.set_candidates(set())
        self.show_state(state, moves, 320 if moves else 0)
        self.log.mark(k)
        viewer = None if self.perspective == REVEALED else self.perspective
        for j in range(k, max(-1, k - 40), -1):  # the latest card named up to here
            if self.preview_events(state, self.timeline.events[j], viewer):
                break
        self.slider.blockSignals(True)
        self.slider.setValue(k)
        self.slider.blockSignals(False)
        self.where.setText(self.tr("Answer %1 of %2 · turn %3").replace("%1", str(k)).replace("%2", str(self.length))
                           .replace("%3", str(state.turn)))
        i = max(0, max((j for j in range(self.turn_box.count()) if int(self.turn_box.itemData(j)) <= k), default=0))
        self.turn_box.setCurrentIndex(i)
        self.branch_button.setEnabled(not state.is_terminal())

    def show_advice(self, best: Action, text: str) -> None:
        """A review's better option for the position shown: its card lit and, when the option puts the
        card somewhere, a green arrow there; the moment's words over the board."""
        s, adapter = self.state, self.board.adapter
        if s is None or adapter is None or s.is_terminal():
            return
        card = adapter.action_card(s, best)
        dest = adapter.action_dest(s, best, s.current_player()) if card is not None else None
        self.board.set_candidates({card} if card is not None else set())
        if card is not None and dest is not None:
            self.board.arrow_layer.set_arrows([Arrow(card, to_zone=dest, colour=ADVICE_COLOUR)])
        self.flash(text, 8000)

    def step(self, n: int) -> None:
        self.seek(self.position + n, animate=n == 1)

    def next_turn(self) -> None:
        if self.timeline is None:
            return
        later = [k for _t, k in self.timeline.turn_starts() if k > self.position]
        self.seek(later[0] if later else self.length)

    def prev_turn(self) -> None:
        if self.timeline is None:
            return
        earlier = [k for _t, k in self.timeline.turn_starts() if k < self.position]
        self.seek(earlier[-1] if earlier else 0)

    def jump_to_turn(self, turn: int) -> None:
        if self.timeline is not None:
            self.seek(self.timeline.position_of_turn(turn))

    def _on_slider(self, v: int) -> None:
        self.seek(v)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.b_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))
        else:
            if self.position >= self.length:
                self.seek(0)
            self.timer.start(STEP_MS)
            self.b_play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    def _tick(self) -> None:
        if self.position >= self.length:
            self.toggle_play()
            return
        self.step(1)

    def _close(self) -> None:
        self.timer.stop()
        self.closed.emit()

    def shutdown(self) -> None:
        self.timer.stop()
