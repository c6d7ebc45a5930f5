"""The Replays page: the replays stored in the database, with their details; a replay file can be
added, verified (re-run by the engine off the GUI thread, comparing the final state) or removed.
Watching a replay on the game table comes with the next desktop version."""
from __future__ import annotations

import json
from pathlib import Path

import carddb

from . import dialogs
from .gameinfo import game_info
from .qt import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)
from .workers import Task, run_task

REPLAY_FILTER = "Replays (*.json *.tcgreplay);;All files (*)"


class ReplaysPage(QWidget):
    """Stored replays."""

    def __init__(self, db: carddb.CardDB, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db, self.lang = db, lang
        title = QLabel(self.tr("Replays"))
        title.setObjectName("pageTitle")
        self.add_button = QPushButton(self.tr("Add replay file…"))
        self.add_button.clicked.connect(lambda: self.add_file())
        self.verify_button = QPushButton(self.tr("Verify"))
        self.verify_button.setToolTip(self.tr("Re-run the replay with this version of the engine and compare the result"))
        self.verify_button.clicked.connect(self.verify_selected)
        self.delete_button = QPushButton(self.tr("Remove"))
        self.delete_button.clicked.connect(self.delete_selected)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        for b in (self.add_button, self.verify_button, self.delete_button):
            head.addWidget(b)
        self.table = QTableWidget(0, 6)
        self.table.setHorizontalHeaderLabels([self.tr("Played"), self.tr("Game"), self.tr("Players"), self.tr("Decks"),
                                              self.tr("Result"), self.tr("Answers")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.details = QTextBrowser()
        self.empty = QLabel(self.tr("No replays stored yet. Add a replay file (for example one written by "
                                    "<code>tcgtable simulate --replays DIR</code>); games played in the app will "
                                    "be stored here too."))
        self.empty.setWordWrap(True)
        self.empty.setObjectName("subtle")
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(self.details)
        split.setSizes([760, 360])
        frame = QFrame()
        frame.setObjectName("panel")
        fl = QVBoxLayout(frame)
        fl.addWidget(self.empty)
        fl.addWidget(split, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 16)
        lay.addLayout(head)
        lay.addWidget(frame, 1)
        self.replays: list[carddb.ReplayInfo] = []
        self.last_task: Task | None = None
        self.last_result = ""

    def refresh(self) -> None:
        self.replays = carddb.list_replays(self.db)
        self.table.setRowCount(len(self.replays))
        for r, rp in enumerate(self.replays):
            vals = [rp.played_at.astimezone().strftime("%Y-%m-%d %H:%M"), game_info(rp.game).name(self.lang),
                    " vs ".join(rp.players), " / ".join(rp.decks), rp.result, str(rp.length)]
            for c, v in enumerate(vals):
                self.table.setItem(r, c, QTableWidgetItem(v))
        self.empty.setVisible(not self.replays)
        self.verify_button.setEnabled(bool(self.replays))
        self.delete_button.setEnabled(bool(self.replays))
        if self.replays and not self.table.selectedItems():
            self.table.selectRow(0)
        self._show_selected()

    def selected(self) -> carddb.ReplayInfo | None:
        rows = {i.row() for i in self.table.selectedIndexes()}
        return self.replays[min(rows)] if rows else None

    def _show_selected(self) -> None:
        rp = self.selected()
        if rp is None:
            self.details.setHtml("")
            return
        src = rp.path or self.tr("stored in the database")
        title = " vs ".join(rp.players) or self.tr("Replay")
        decks, result, answers, file_ = self.tr("Decks"), self.tr("Result"), self.tr("Answers"), self.tr("File")
        self.details.setHtml(
            f"<h3>{title}</h3>"
            f"<p>{game_info(rp.game).name(self.lang)} · {rp.played_at.astimezone():%Y-%m-%d %H:%M}</p>"
            f"<p><b>{decks}</b>: {' / '.join(rp.decks)}<br><b>{result}</b>: {rp.result}<br>"
            f"<b>{answers}</b>: {rp.length}<br><b>{file_}</b>: {src}</p>")

    def _load(self, rp: carddb.ReplayInfo) -> dict:
        from engine.replay import check_header, read_replay

        rec = carddb.get_replay(self.db, rp.id)
        if rec.content is not None:
            data = json.loads(rec.content)
            check_header(data, f"replay {rp.id}")
            return data
        return read_replay(rp.path or "")

    def add_file(self, path: str | None = None) -> int | None:
        path = path or dialogs.open_file(self, self.tr("Add replay"), REPLAY_FILTER)
        if not path:
            return None
        from engine.errors import EngineError
        from engine.replay import read_replay

        try:
            data = read_replay(path)
        except EngineError as e:
            dialogs.error(self, self.tr("Add replay"), self.tr("This is not a replay this version can read."), str(e))
            return None
        result = data.get("result")
        rid = carddb.save_replay(self.db, data["game"], content=Path(path).read_text(encoding="utf-8"), path=path,
                                 players=[str(p) for p in data.get("players", [])],
                                 decks=[str(d.get("name", "")) for d in data.get("decks", [])],
                                 result=" ".join(str(x) for x in result) if isinstance(result, list) else str(result or ""),
                                 length=len(data.get("actions", [])))
        self.refresh()
        return rid

    def verify_selected(self) -> Task | None:
        rp = self.selected()
        if rp is None:
            return None
        try:
            data = self._load(rp)
        except Exception as e:  # noqa: BLE001 - shown to the user
            dialogs.error(self, self.tr("Verify replay"), self.tr("The replay could not be read."), str(e))
            return None
        from engine.replay import verify

        def work(_p: object) -> tuple[bool, str]:
            return verify(data, rp.path or f"replay {rp.id}")

        def done(res: tuple[bool, str]) -> None:
            ok, msg = res
            self.last_result = msg
            (dialogs.info if ok else dialogs.error)(self, self.tr("Verify replay"),
                                                    self.tr("The replay plays back exactly.") if ok
                                                    else self.tr("The replay does not play back the same."), msg)

        self.last_task = run_task(self, self.tr("Verify replay"), self.tr("Re-running the game…"), work, done,
                                  lambda m: dialogs.error(self, self.tr("Verify replay"), m))
        return self.last_task

    def delete_selected(self) -> None:
        rp = self.selected()
        if rp is None:
            return
        if dialogs.confirm(self, self.tr("Remove replay"), self.tr("Remove this replay from the list? A replay file "
                                                                    "on disk is kept.")):
            carddb.delete_replay(self.db, rp.id)
            self.refresh()
