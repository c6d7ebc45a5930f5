"""The replay viewer's game review ("Review this game"): one player's decisions re-examined from that
player's view (engine/ai/review.py) in the background, with a progress bar and Cancel; then the
win chance over the game as a chart (pyqtgraph; a click seeks there), and the list of decisions
where another option was clearly better (a click seeks there; the list says which option and both
chances). Results are kept beside the database (`reviews/replay-<id>-p<seat>.json`) and shown again
when the replay is opened; the same review of the same replay gives the same result (seeded)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyqtgraph as pg

# loaded with the viewer, not by the review's thread: an import there holds the interpreter the
# window needs (benchmarks/bench_long_jobs.py measured 50-135 ms stalls at a review's start)
from engine.ai import review as _review  # noqa: F401
from engine.ai import workers as _workers  # noqa: F401

from ..qt import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
)
from ..workers import Task
from .aiworker import freeze_collector

REVIEW_FOLDER = "reviews"
REVIEW_SEED = 0


def review_path(db_path: str | Path | None, replay_id: int | None, player: int) -> Path | None:
    if db_path is None or replay_id is None:
        return None
    return Path(db_path).parent / REVIEW_FOLDER / f"replay-{replay_id}-p{player}.json"


def load_review(path: Path | None) -> dict[str, Any] | None:
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    from engine.ai.review import FORMAT

    ok = isinstance(data, dict) and data.get("format") == FORMAT and isinstance(data.get("chances"), list)
    return data if ok and isinstance(data.get("moments"), list) else None


class ReviewPanel(QWidget):
    """Under the replay viewer's controls: Review, the chart and the marked decisions."""

    def __init__(self, viewer: Any, parent: QWidget | None = None) -> None:  # the ReplayViewer (it imports this)
        super().__init__(parent)
        self.viewer = viewer
        self.db_path: str | Path | None = None
        self.replay_id: int | None = None
        self.review: dict[str, Any] | None = None
        self.task: Task | None = None
        self.button = QPushButton(self.tr("Review this game"))
        self.button.setToolTip(self.tr("The computer re-examines each decision of the side you watch from (or "
                                       "yours), from that side's view only, and marks the clearly worse ones"))
        self.button.clicked.connect(lambda: self.start())
        self.bar = QProgressBar()
        self.bar.setFormat(self.tr("Re-examining: %p%"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("subtle")
        self.chart = pg.PlotWidget(background="w")
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.setYRange(0, 100)
        self.chart.setMinimumHeight(110)
        self.chart.setLabel("left", "%")
        self.chart.scene().sigMouseClicked.connect(self._on_chart_click)
        self.moments = QListWidget()
        self.moments.setWordWrap(True)
        self.moments.itemClicked.connect(self._on_moment)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.button)
        row = QHBoxLayout()
        row.addWidget(self.bar, 1)
        row.addWidget(self.cancel_button)
        lay.addLayout(row)
        lay.addWidget(self.summary)
        lay.addWidget(self.chart)
        lay.addWidget(self.moments, 1)
        self._running(False)
        self.show_review(None)

    def player(self) -> int:
        """The seat reviewed: the side watched from, else the seat labelled as the player, else 0."""
        p = self.viewer.perspective
        if p in (0, 1):
            return int(p)
        from engine.playerwords import player_parts

        names = self.viewer.data.get("players", [])
        return next((i for i, n in enumerate(names) if player_parts(str(n)) == ("you", None)), 0)

    def set_replay(self, db_path: str | Path | None, replay_id: int | None) -> None:
        """A replay was opened: show its kept review of the side watched, if any."""
        self.db_path, self.replay_id = db_path, replay_id
        self.show_review(load_review(review_path(db_path, replay_id, self.player())))

    def start(self) -> Task | None:
        if self.task is not None or self.viewer.timeline is None:
            return None
        data, player = self.viewer.data, self.player()

        def work(progress: Any) -> dict[str, Any] | None:
            from engine.ai.review import review_replay

            from .. import jobpool

            # in the app's worker processes: this thread only waits, so the window keeps its interpreter
            return review_replay(data, player, REVIEW_SEED, progress=lambda d, t: progress(d, t, ""),
                                 cancelled=lambda: progress.cancelled, jobs=jobpool.workers(),
                                 executor=jobpool.shared_pool())

        freeze_collector()
        # an inline bar, not a dialog: a dialog's first paint alone stalled the window 50-60 ms
        self.task = Task(work)
        self.task.signals.progress.connect(lambda done, total, _l: (self.bar.setRange(0, max(1, total)),
                                                                    self.bar.setValue(done)))
        self.task.signals.finished.connect(self._on_done)
        self.task.signals.failed.connect(self._on_failed)
        self.task.signals.cancelled.connect(self._on_cancelled)
        self._running(True)
        return self.task.start()

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def _running(self, on: bool) -> None:
        self.button.setEnabled(not on)
        self.bar.setValue(0)
        for w in (self.bar, self.cancel_button):
            w.setVisible(on)

    def _on_done(self, review: dict[str, Any] | None) -> None:
        self.task = None
        self._running(False)
        if review is None:
            return
        path = review_path(self.db_path, self.replay_id, int(review["player"]))
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(review), encoding="utf-8")
            except OSError as e:
                self.summary.setText(self.tr("The review could not be kept: %1").replace("%1", str(e)))
        self.show_review(review)

    def _on_failed(self, message: str) -> None:
        self.task = None
        self._running(False)
        self.summary.setText(message)

    def _on_cancelled(self) -> None:
        self.task = None
        self._running(False)

    def show_review(self, review: dict[str, Any] | None) -> None:
        self.review = review
        self.chart.clear()
        self.moments.clear()
        for w in (self.chart, self.moments):
            w.setVisible(review is not None)
        if review is None:
            self.summary.setText("")
            return
        ch = review["chances"]
        self.chart.plot(list(range(len(ch))), [100 * c for c in ch], pen=pg.mkPen("#3c5bd6", width=2))
        self.chart.addItem(pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#888", style=Qt.PenStyle.DashLine)))
        xs = [m["position"] for m in review["moments"]]
        if xs:
            self.chart.plot(xs, [100 * ch[x] for x in xs if x < len(ch)], pen=None, symbol="o", symbolSize=7,
                            symbolBrush="#d63c3c")
        hints = [h for h in review.get("hints", []) if h < len(ch)]
        if hints:  # where the player asked for a hint: yellow triangles
            self.chart.plot(hints, [100 * ch[h] for h in hints], pen=None, symbol="t", symbolSize=9,
                            symbolBrush="#e8b00f")
        tl = self.viewer.timeline
        for m in review["moments"]:
            text = self.tr("Answer %1: chose %2 (%3%); better %4 (%5%)").replace("%1", str(m["position"] + 1))
            if tl is not None and m["position"] <= tl.length:
                from engine.actions import Action

                s = tl.state_at(m["position"])
                say = s.rules.describe_action
                lang = self.viewer.lang
                text = text.replace("%2", say(s, Action.from_json(m["chosen"]), lang)).replace(
                    "%4", say(s, Action.from_json(m["best"]), lang))
            text = text.replace("%3", f"{100 * m['chosen_chance']:.0f}").replace("%5", f"{100 * m['best_chance']:.0f}")
            if m.get("hinted"):
                text += self.tr(" (a hint was asked here)")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, m["position"])
            item.setData(Qt.ItemDataRole.UserRole + 1, m["best"])
            self.moments.addItem(item)
        from engine.playerwords import player_text

        names = self.viewer.data.get("players", [])
        who = (player_text(str(names[review["player"]]), self.viewer.lang) if review["player"] < len(names)
               else str(review["player"] + 1))
        said = self.tr("%1: %2 decisions re-examined, %3 marked (another option at least %4 points better).").replace(
            "%1", who).replace("%2", str(review["decisions"])).replace("%3", str(len(review["moments"]))).replace(
            "%4", f"{100 * review.get('margin', 0.1):.0f}")
        if review.get("hints"):
            said += self.tr(" Hints asked: %1 (yellow triangles).").replace("%1", str(len(review["hints"])))
        self.summary.setText(said + self.tr(" Win chance over the game:"))

    def _on_moment(self, item: QListWidgetItem) -> None:
        """Go to a marked moment and draw its better option on the board."""
        from engine.actions import Action

        self.viewer.seek(int(item.data(Qt.ItemDataRole.UserRole)))
        self.viewer.show_advice(Action.from_json(item.data(Qt.ItemDataRole.UserRole + 1)), item.text())

    def _on_chart_click(self, event: Any) -> None:
        if self.review is None:
            return
        p = self.chart.getPlotItem().vb.mapSceneToView(event.scenePos())
        self.viewer.seek(int(round(max(0.0, p.x()))))
