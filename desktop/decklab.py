"""The deck lab window (Decks page, "Deck lab…"): the current deck against chosen opponents, a
number of games at one computer level, played in the background on every core (engine/ai/lab.py)
with a progress bar and Cancel; then its win rate with a 95% interval by opponent and by seat as a
table and a chart (pyqtgraph), and per card how often it was drawn and played and the win rate
when drawn, with the counts. Results are kept beside the database (`labs/`) and can be exported
as CSV."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg

import carddb
from engine.ai import lab as _lab  # noqa: F401 - loaded with the window, not on the lab's thread
from engine.ai import workers as _workers  # noqa: F401

from . import dialogs
from .playdecks import DeckChoice, bundled_choices, check_deck, deck_cards
from .qt import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSpinBox,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from .settings import AI_LEVELS, AppSettings
from .table.aiworker import freeze_collector
from .workers import Task

LAB_FOLDER = "labs"


def lab_path(db: carddb.CardDB, deck_id: int | None) -> Path | None:
    """Where a stored deck's last lab results are kept (None for an in-memory database)."""
    if db.path is None or deck_id is None:
        return None
    return Path(db.path).parent / LAB_FOLDER / f"deck-{deck_id}.json"


def load_results(path: Path | None) -> dict[str, Any] | None:
    """The results saved at `path`, or None when there are none or they cannot be read."""
    if path is None:
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    from engine.ai.lab import FORMAT

    return data if isinstance(data, dict) and data.get("format") == FORMAT and "by_opponent" in data else None


def play_lab(game: str, deck: tuple[str, dict[str, Any]], opponents: list[tuple[str, dict[str, Any]]],
             level: str, games: int, seed: int, progress: Any, ray: str = "") -> dict[str, Any]:
    """Run on a worker thread: the games go to worker processes (never this process, so the window
    keeps its interpreter), or to the Ray cluster `ray` (Settings); progress after each; a cancelled
    lab keeps the games finished."""
    from engine.ai.lab import run_lab

    from . import jobpool

    where: dict[str, Any] = {"ray": ray} if ray else {"executor": jobpool.shared_pool()}
    out = run_lab(game, deck, opponents, level, games, seed, jobs=jobpool.workers(), **where,
                  progress=lambda done, total: progress(done, total, ""), cancelled=lambda: progress.cancelled)
    out["cancelled"] = out["games"] < games
    return out


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


class _SortItem(QTableWidgetItem):
    """Sorts by the number in UserRole (so 9% comes before 10%)."""

    def __lt__(self, other: QTableWidgetItem) -> bool:  # type: ignore[override]
        a, b = self.data(Qt.ItemDataRole.UserRole), other.data(Qt.ItemDataRole.UserRole)
        if isinstance(a, int | float) and isinstance(b, int | float):
            return a < b
        return super().__lt__(other)


def _sort_item(value: float, text: str) -> QTableWidgetItem:
    item = _SortItem(text)
    item.setData(Qt.ItemDataRole.UserRole, value)
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class DeckLabDialog(QDialog):
    """One deck's lab: settings, a run in the background, and its results."""

    def __init__(self, db: carddb.CardDB, lang: str, game: str, deck_id: int, deck_name: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db, self.lang, self.game = db, lang, game
        self.deck = DeckChoice(game, deck_name, deck_id=deck_id)
        self.task: Task | None = None
        self.results: dict[str, Any] | None = None
        self.setWindowTitle(self.tr("Deck lab: %1").replace("%1", deck_name))
        self.resize(980, 700)
        self.opponents = QListWidget()
        self.opponents.setToolTip(self.tr("The decks to play against (ticked ones)"))
        pre = self.tr("preconstructed")
        self.choices = list(bundled_choices(game))
        self.choices += [DeckChoice(game, d.name, deck_id=d.id) for d in carddb.list_decks(db, game)
                         if d.id != deck_id and not check_deck(db, d.id, lang)[0]]
        for c in self.choices:
            item = QListWidgetItem(c.name + (f" ({pre})" if c.path else ""))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if c.path else Qt.CheckState.Unchecked)
            self.opponents.addItem(item)
        self.level = QComboBox()
        from engine.ai.levels import LEVELS

        for key in AI_LEVELS:
            lvl = LEVELS.get(key)
            self.level.addItem(lvl.label.get(lang, lvl.label.get("en", key)) if lvl else key, key)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        self.level.setToolTip(self.tr("Both sides play at this level, so the games measure the decks"))
        self.games = QSpinBox()
        self.games.setRange(2, 2000)
        self.games.setSingleStep(10)
        self.games.setValue(100)
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m games"))
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setObjectName("subtle")
        self.opponents.setMaximumHeight(120)  # the results below get the height
        form = QFormLayout()
        form.addRow(self.tr("Level"), self.level)
        form.addRow(self.tr("Games"), self.games)
        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Opponents")))
        left.addWidget(self.opponents)
        top.addLayout(left, 3)
        top.addLayout(form, 2)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.start_button)
        self.summary_table = QTableWidget(0, 5)
        self.summary_table.setHorizontalHeaderLabels(
            [self.tr("Against"), self.tr("Seat"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate (95% interval)")])
        self.summary_table.verticalHeader().setVisible(False)
        self.summary_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.chart = pg.PlotWidget(background="w")
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.setYRange(0, 100)
        self.chart.setLabel("left", self.tr("win rate %"))
        self.chart.setMinimumHeight(160)
        self.cards_table = QTableWidget(0, 6)
        self.cards_table.setHorizontalHeaderLabels(
            [self.tr("Card"), self.tr("Name"), self.tr("Copies"), self.tr("Drawn in"), self.tr("Played in"),
             self.tr("Win rate when drawn")])
        self.cards_table.verticalHeader().setVisible(False)
        self.cards_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.cards_table.setSortingEnabled(True)
        results = QWidget()
        rl = QVBoxLayout(results)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.summary_table, 1)
        rl.addWidget(self.chart, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(results, self.tr("Results"))
        self.tabs.addTab(self.cards_table, self.tr("Cards"))
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addLayout(buttons)
        lay.addWidget(self.status)
        lay.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.export_button)
        lay.addLayout(bottom)
        self.show_results(load_results(lab_path(db, deck_id)))

    # -- running ---------------------------------------------------------------------------
    def chosen_opponents(self) -> list[DeckChoice]:
        return [c for i, c in enumerate(self.choices)
                if self.opponents.item(i).checkState() == Qt.CheckState.Checked]

    def start(self, seed: int = 0) -> Task | None:
        """Start the lab with the form's settings; None (and why, in the status line) if it cannot."""
        opps = self.chosen_opponents()
        if not opps:
            self.status.setText(self.tr("Tick at least one opponent."))
            return None
        problem = check_deck(self.db, self.deck.deck_id, self.lang)[0] if self.deck.deck_id is not None else ""
        if problem:
            self.status.setText(problem)
            return None
        deck = (self.deck.name, deck_cards(self.db, self.deck))
        opponents = [(c.name, deck_cards(self.db, c)) for c in opps]
        level, games = str(self.level.currentData()), self.games.value()
        self.progress.setRange(0, games)
        self.progress.setValue(0)
        ray = str(AppSettings(self.db).get("ray_address") or "")
        self.status.setText((self.tr("Playing %1 games on the Ray cluster %2…").replace("%2", ray) if ray
                             else self.tr("Playing %1 games…")).replace("%1", str(games)))
        freeze_collector()
        self.task = Task(lambda p: play_lab(self.game, deck, opponents, level, games, seed, p, ray))
        self.task.signals.progress.connect(lambda done, total, _l: self.progress.setValue(done))
        self.task.signals.finished.connect(self._on_done)
        self.task.signals.failed.connect(self._on_failed)
        self._running(True)
        return self.task.start()

    def cancel(self) -> None:
        if self.task is not None:
            self.status.setText(self.tr("Cancelling after the games in progress…"))
            self.task.cancel()

    def _running(self, on: bool) -> None:
        self.start_button.setEnabled(not on)
        self.cancel_button.setEnabled(on)
        for w in (self.opponents, self.level, self.games):
            w.setEnabled(not on)

    def _on_done(self, results: dict[str, Any]) -> None:
        self._running(False)
        self.task = None
        path = lab_path(self.db, self.deck.deck_id)
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(json.dumps(results, ensure_ascii=False), encoding="utf-8")
            except OSError as e:
                self.status.setText(self.tr("The results could not be saved: %1").replace("%1", str(e)))
        self.show_results(results)

    def _on_failed(self, message: str) -> None:
        self._running(False)
        self.task = None
        self.status.setText(message)

    def closeEvent(self, event: Any) -> None:
        self.cancel()
        super().closeEvent(event)

    # -- showing -----------------------------------------------------------------------------
    def show_results(self, r: dict[str, Any] | None) -> None:
        self.results = r
        self.export_button.setEnabled(r is not None)
        self.summary_table.setRowCount(0)
        self.cards_table.setRowCount(0)
        self.chart.clear()
        if r is None:
            return
        self.progress.setRange(0, max(1, r["games"]))
        self.progress.setValue(r["games"])
        from engine.ai.levels import LEVELS

        lvl = LEVELS.get(r["level"])
        level = lvl.label.get(self.lang, r["level"]) if lvl else r["level"]
        text = self.tr("%1 games at level %2: won %3 (95% interval %4 to %5); games last %6 turns on average.")
        text = text.replace("%1", str(r["games"])).replace("%2", level).replace("%3", _pct(r["win_rate"])).replace(
            "%4", _pct(r["ci95"][0])).replace("%5", _pct(r["ci95"][1])).replace("%6", f"{r['turns_mean']:.1f}")
        if r.get("cancelled"):
            text += " " + self.tr("(Cancelled: only the games finished are counted.)")
        self.status.setText(text)
        seats = {0: self.tr("first"), 1: self.tr("second")}
        rows = [(self.tr("all"), "", r)] + [(self.tr("all"), seats[s["seat"]], s) for s in r["by_seat"]]
        for o in r["by_opponent"]:
            rows.append((o["opponent"], "", o))
            rows += [(o["opponent"], seats[s["seat"]], s) for s in o["by_seat"]]
        self.summary_table.setRowCount(len(rows))
        for i, (who, seat, t) in enumerate(rows):
            self.summary_table.setItem(i, 0, QTableWidgetItem(who))
            self.summary_table.setItem(i, 1, QTableWidgetItem(seat))
            self.summary_table.setItem(i, 2, _sort_item(t["games"], str(t["games"])))
            self.summary_table.setItem(i, 3, _sort_item(t["wins"], str(t["wins"])))
            rate = (f"{_pct(t['win_rate'])} ({_pct(t['ci95'][0])} – {_pct(t['ci95'][1])})" if t["games"] else "–")
            self.summary_table.setItem(i, 4, _sort_item(t["win_rate"], rate))
        self.summary_table.resizeColumnsToContents()
        self._chart(r)
        self.cards_table.setSortingEnabled(False)
        self.cards_table.setRowCount(len(r["cards"]))
        n = max(1, r["games"])
        for i, c in enumerate(r["cards"]):
            name = c["name"].get(self.lang) or c["name"].get("en", "") if isinstance(c["name"], dict) else c["name"]
            rate = c["win_rate_when_drawn"]
            self.cards_table.setItem(i, 0, QTableWidgetItem(c["card"]))
            self.cards_table.setItem(i, 1, QTableWidgetItem(name))
            self.cards_table.setItem(i, 2, _sort_item(c["copies"], str(c["copies"])))
            self.cards_table.setItem(i, 3, _sort_item(c["drawn"], f"{c['drawn']} ({_pct(c['drawn'] / n)})"))
            self.cards_table.setItem(i, 4, _sort_item(c["played"], f"{c['played']} ({_pct(c['played'] / n)})"))
            self.cards_table.setItem(i, 5, _sort_item(-1 if rate is None else rate, "–" if rate is None else
                                                      f"{_pct(rate)} ({c['wins_when_drawn']} / {c['drawn']})"))
        self.cards_table.setSortingEnabled(True)
        self.cards_table.resizeColumnsToContents()

    def _chart(self, r: dict[str, Any]) -> None:
        """Win rate by opponent, first and second seat side by side, with the 95% intervals."""
        ticks = []
        for s, color, dx in ((0, "#3c5bd6", -0.18), (1, "#d6803c", 0.18)):
            xs, ys, lo, hi = [], [], [], []
            for i, o in enumerate(r["by_opponent"]):
                t = o["by_seat"][s]
                if not t["games"]:
                    continue
                xs.append(i + dx)
                ys.append(100 * t["win_rate"])
                lo.append(100 * (t["win_rate"] - t["ci95"][0]))
                hi.append(100 * (t["ci95"][1] - t["win_rate"]))
            if xs:
                self.chart.addItem(pg.BarGraphItem(x=xs, height=ys, width=0.34, brush=color))
                self.chart.addItem(pg.ErrorBarItem(x=np.array(xs), y=np.array(ys), top=np.array(hi),
                                                   bottom=np.array(lo), beam=0.12))
        for i, o in enumerate(r["by_opponent"]):
            ticks.append((i, o["opponent"]))
        self.chart.getAxis("bottom").setTicks([ticks])
        self.chart.setXRange(-0.6, max(0.6, len(ticks) - 0.4))
        self.chart.addItem(pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#888", style=Qt.PenStyle.DashLine)))
        legend = self.tr("blue: going first, orange: going second; lines: 95% intervals")
        self.chart.setTitle(legend, size="9pt")

    def export_csv(self, path: str | None = None) -> bool:
        if self.results is None:
            return False
        if path is None:
            path = dialogs.save_file(self, self.tr("Export the lab's results"), f"{self.deck.name}-lab.csv",
                                     self.tr("CSV files (*.csv)"))
            if not path:
                return False
        from engine.ai.lab import lab_csv

        try:
            Path(path).write_text(lab_csv(self.results, self.lang), encoding="utf-8")
        except OSError as e:
            self.status.setText(self.tr("Could not write %1: %2").replace("%1", path).replace("%2", str(e)))
            return False
        return True
