"""The frame shared by a game in progress and the replay viewer: a header with the turn, the phase
and who is to answer; the board; on the right the hovered card, a panel (the prompt, or the replay
controls) and the log. Messages (a refused drop, ...) appear briefly over the board."""
from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterable

from engine.cards import CardDef
from engine.state import State

from ..cardface import CARD_ASPECT
from ..cardpixmaps import CardPixmaps
from ..cardwidgets import CardFaceWidget
from ..gameinfo import game_info
from ..qt import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QObject,
    QPainter,
    QPointF,
    QProgressBar,
    QRectF,
    QSplitter,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from .board import BoardWidget, keys_for
from .games import GameAdapter
from .hotseat import seat_name
from .logpanel import LogPanel
from .model import REVEALED, BoardModel, board_model
from .texts import phase_name, player_label
from .zonedialog import ZoneDialog


class PreviewFace(CardFaceWidget):
    """The hovered card, large; drawn from the face cache (a face is rendered once per size)."""

    def face_width(self) -> int:
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        return max(8, round(min(r.width(), r.height() / CARD_ASPECT)))

    def paintEvent(self, event: object) -> None:
        if self.card is None:
            return
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        w = self.face_width()
        pm = self.pixmaps.pixmap(self.card, w, self.devicePixelRatioF())
        p = QPainter(self)
        p.drawPixmap(QPointF(r.center().x() - w / 2, r.center().y() - w * CARD_ASPECT / 2), pm)
        p.end()


class FaceWarmer(QObject):
    """Draws card faces ahead of need, a few milliseconds at a time on the GUI thread, so the first
    sight of a card (on the board, or large in the preview) never costs a render mid-game.

    Each tick renders faces for at most `SLICE_S`: a face is started only while the time spent plus
    what a face of that width has been taking (`estimate`) fits in the slice, and at least one face
    is drawn per tick, so a tick overruns its slice by one face at most. After the table changed
    (`hold`) it waits a little, so that its slices never add to the work of an answer."""

    SLICE_S = 0.004
    INTERVAL_MS = 8
    HOLD_S = 0.05

    def __init__(self, pixmaps: CardPixmaps, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pixmaps = pixmaps
        self.queue: deque[tuple[CardDef, int, float]] = deque()
        self.clock = time.perf_counter
        self.costs: dict[int, float] = {}  # width -> seconds a face of it has been taking
        self.rendered = 0  # faces drawn so far (by this warmer)
        self._held_until = 0.0
        self.timer = QTimer(self)  # started again after each slice: the window always gets its turn between slices
        self.timer.setSingleShot(True)
        self.timer.setInterval(self.INTERVAL_MS)
        self.timer.timeout.connect(self._work)

    def warm(self, jobs: Iterable[tuple[CardDef, int]], dpr: float) -> None:
        """Draw these (card, width) faces, in this order."""
        self.queue = deque((cd, w, dpr) for cd, w in jobs)
        self.timer.start()

    def hold(self) -> None:
        """The table just changed: skip the ticks of the next moment."""
        self._held_until = self.clock() + self.HOLD_S

    def estimate(self, width: int) -> float:
        return self.costs.get(width, 0.0)

    def _work(self) -> None:
        t0 = self.clock()
        if t0 < self._held_until:
            self.timer.start()
            return
        drawn = 0
        while self.queue:
            cd, w, dpr = self.queue[0]
            if self.pixmaps.is_cached(cd, w, dpr):
                self.queue.popleft()
                continue
            if drawn and self.clock() - t0 + self.estimate(w) > self.SLICE_S:
                break
            drawn += 1
            self.queue.popleft()
            t = self.clock()
            self.pixmaps.pixmap(cd, w, dpr)
            cost = self.clock() - t
            self.costs[w] = cost if w not in self.costs else 0.7 * self.costs[w] + 0.3 * cost
            self.rendered += 1
        if self.queue:
            self.timer.start()


class TableView(QWidget):
    """Board, header, card preview, side panel and log for one game."""

    def __init__(self, pixmaps: CardPixmaps, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableView")
        self.pixmaps, self.lang = pixmaps, lang
        self.board = BoardWidget(pixmaps, lang)
        self.board.hovered.connect(self._preview)
        self.board.zone_open.connect(self._open_zone)
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.title.setStyleSheet("QLabel#tableTitle { font-size:15px; font-weight:600; color:#1d2233; }")
        self.status = QLabel()
        self.status.setObjectName("tableStatus")
        self.status.setStyleSheet("QLabel#tableStatus { font-size:13px; color:#1d2233; }")
        self.priority = QLabel()
        self.priority.setObjectName("tablePriority")
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)
        self.busy.setFixedWidth(90)
        self.busy.setFixedHeight(10)
        self.busy.setTextVisible(False)
        keep = self.busy.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # showing or hiding it moves nothing (no relayout of the window)
        self.busy.setSizePolicy(keep)
        self.busy.hide()
        # their texts change with every answer: a longer one is cut, it never widens the window
        self.status.setMinimumWidth(120)
        self.priority.setMinimumWidth(140)
        self.header = QHBoxLayout()
        self.header.setContentsMargins(10, 6, 10, 6)
        self.header.setSpacing(10)
        self.header.addWidget(self.title)
        self.header.addWidget(self.status, 1)
        self.header.addWidget(self.busy)
        self.header.addWidget(self.priority)
        head = QFrame()
        head.setObjectName("panel")
        head_rows = QVBoxLayout(head)
        head_rows.setContentsMargins(0, 0, 0, 0)
        head_rows.setSpacing(0)
        head_rows.addLayout(self.header)
        self.phase_row = QVBoxLayout()  # under the phase: the game table's stops (empty in the replay viewer)
        head_rows.addLayout(self.phase_row)

        self.preview = PreviewFace(pixmaps)
        self.preview.setMinimumSize(150, 210)
        self.preview.setMaximumSize(180, 252)
        self.preview.setToolTip(self.tr("Point at a card on the board or in the log to see it here"))
        self.side_panel = QVBoxLayout()
        self.side_panel.setContentsMargins(0, 0, 0, 0)
        self.log = LogPanel()
        self.log.card_hovered.connect(self._preview)
        side = QFrame()
        side.setObjectName("panel")
        sl = QVBoxLayout(side)
        sl.setContentsMargins(10, 10, 10, 10)
        sl.setSpacing(8)
        sl.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignHCenter)
        sl.addLayout(self.side_panel, 0)
        sl.addWidget(self.log, 1)
        side.setMinimumWidth(280)
        side.setMaximumWidth(420)
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.addWidget(self.board)
        self.split.addWidget(side)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 0)
        self.split.setSizes([900, 320])
        self.split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addWidget(head)
        lay.addWidget(self.split, 1)

        self.toast = QLabel(self.board)
        self.toast.setObjectName("toast")
        self.toast.setWordWrap(True)
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.setStyleSheet("QLabel#toast { background: rgba(20,24,40,225); color: white; padding: 8px 14px;"
                                 " border-radius: 8px; font-size: 13px; }")
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.last_message = ""
        self.adapter: GameAdapter | None = None
        self.card_defs: dict[str, CardDef] = {}
        self.model: BoardModel | None = None
        self.perspective = 0
        self.human: int | None = None
        self.hotseat = False  # two people at this computer: players are named, never "You" / "the computer"
        self.names: list[str] = []
        self._dialogs: list[ZoneDialog] = []
        self.warmer = FaceWarmer(pixmaps, self)

    # -- setting up -------------------------------------------------------------------------------
    def setup_board(self, state: State, adapter: GameAdapter, perspective: int, bottom: int | None = None) -> None:
        """Show `state`'s game as `perspective` (a seat, or REVEALED) sees it, seat `bottom` nearest (by
        default the perspective's seat, seat 0 when revealed)."""
        self.adapter = adapter
        self.card_defs = dict(state.deftable)
        self.perspective = perspective
        specs = state.rules.zone_specs()
        if bottom is None:
            bottom = 0 if perspective == REVEALED else perspective
        self.board.set_game(specs, adapter, bottom,
                            keys_for(specs, adapter, state.zones), self.card_defs)
        self.title.setText(game_info(state.rules.id).name(self.lang))
        self.preview.set_card(None)  # no card of a previous game in the preview
        QTimer.singleShot(0, self.warm_faces)

    def warm_faces(self) -> None:
        """Draw the faces of the game's cards at the sizes in use, bit by bit (see FaceWarmer): first
        the cards on the board (at their place's size, then large for the preview), then card by
        card every size, the sizes most places use first."""
        zones = list(self.board.zones.values())
        per_width: dict[int, int] = {}
        for z in zones:
            w = max(8, round(z.card_width()))
            per_width[w] = per_width.get(w, 0) + 1
        preview = self.preview.face_width()
        widths = sorted(per_width, key=lambda w: -per_width[w]) + [preview]
        jobs: dict[tuple[str, int], tuple[CardDef, int]] = {}
        for z in zones:
            w = max(8, round(z.card_width()))
            for c in z.cards:
                cd = self.card_defs.get(c.card_id) if c.card_id else None
                if cd is not None:
                    jobs.setdefault((cd.id, w), (cd, w))
                    jobs.setdefault((cd.id, preview), (cd, preview))
        for cd in self.card_defs.values():
            for w in widths:
                jobs.setdefault((cd.id, w), (cd, w))
        self.warmer.warm(jobs.values(), self.devicePixelRatioF())

    def show_state(self, state: State, moves: dict[int, tuple[str, str]] | None = None, anim_ms: int = 0,
                   skip: tuple[int, ...] = ()) -> BoardModel:
        """Put `state` on the board as this table's perspective sees it."""
        self.model = board_model(state, self.perspective, self.adapter)
        self.warmer.hold()
        self.board.set_model(self.model, moves, anim_ms, skip)
        self._update_status(state)
        return self.model

    def _update_status(self, state: State) -> None:
        m = self.model
        if m is None:
            return
        who = self.player_name(m.turn_player)
        if not m.turn:
            parts = [self.tr("Setting up")]
        elif self.human is not None and not self.hotseat:
            parts = [self.tr("Turn %1").replace("%1", str(m.turn)) + " · " +
                     (self.tr("your turn") if m.turn_player == self.human else self.tr("the computer's turn"))]
        else:
            parts = [self.tr("Turn %1").replace("%1", str(m.turn)) + " · " + who]
        # the step alone when there is one (the stop bar shows the phases around it): the line fits
        names = [phase_name(m.game, x, self.lang) for x in (m.phase, m.step)
                 if x and x != "setup" and (x != m.step or m.step != m.phase)]
        if names:
            parts.append(names[-1][:1].upper() + names[-1][1:])
        self.status.setText(" · ".join(parts))
        p = state.current_player()
        self.priority.setText("" if p < 0 else self.priority_text(p))

    def player_name(self, p: int) -> str:
        """"You" / "Computer", "Player 1 (name)" when watching, the player's name in hot-seat."""
        return seat_name(p, self.names) if self.hotseat else player_label(p, self.human, self.names)

    def priority_text(self, p: int) -> str:
        """The header's "To answer: <player>"."""
        name = self.player_name(p)
        colour = "#1e8449" if self.human is not None and p == self.human else "#3c5bd6"
        label = self.tr("To answer:")
        return f"<span style='color:#6b7286'>{label}</span> <b style='color:{colour}'>{name}</b>"

    # -- messages -----------------------------------------------------------------------------------
    def flash(self, text: str, ms: int = 3500) -> None:
        """Show a short message over the board."""
        self.last_message = text
        self.toast.setText(text)
        self.toast.setMaximumWidth(max(200, self.board.width() - 80))
        self.toast.adjustSize()
        self.toast.move((self.board.width() - self.toast.width()) // 2, 14)
        self.toast.raise_()
        self.toast.show()
        self._toast_timer.start(ms)

    def preview_events(self, state: State, events: list, viewer: int | None) -> bool:
        """Show the last card these events name (one the viewer may see) in the preview."""
        for e in reversed(events):
            if viewer is not None and e.private is not None and e.private != viewer:
                continue
            cid = e.get("card")
            if isinstance(cid, str) and cid in state.deftable:
                if self.preview.card is not state.deftable[cid]:
                    self.preview.set_card(state.deftable[cid])
                return True
        return False

    def _preview(self, cd: object) -> None:
        if isinstance(cd, CardDef):
            self.preview.set_card(cd)

    def _open_zone(self, key: str) -> None:
        z = self.board.zones.get(key)
        if z is None or z.zone is None or not any(c.card_id for c in z.zone.cards):
            return
        title = z.label if z.zone.player is None else f"{z.label} — {self.player_name(z.zone.player)}"
        dlg = ZoneDialog(self.pixmaps, title, [self.card_defs.get(c.card_id) for c in z.zone.cards if c.card_id], self)
        dlg.card_hovered.connect(self._preview)
        self._dialogs = [d for d in self._dialogs if d.isVisible()] + [dlg]
        dlg.show()

    def close_zone_dialogs(self) -> None:
        """Close the zone windows opened from the board (they list what the board showed then)."""
        for d in self._dialogs:
            d.close()
        self._dialogs = []
