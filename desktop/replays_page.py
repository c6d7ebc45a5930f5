"""The Replays page: the replays stored in the database (game, decks, result, date, length), with
their details; watch one on the game table (`desktop.table.replay_viewer`), import a replay file
(checked by re-running it off the GUI thread: one with an unknown format or that does not verify is
refused with the reason), export one to a file, verify or remove one.

What a replay file claims about its game (result, turns, who answered) is compared with its re-run:
a file that claims anything else is neither imported nor shown, and what is stored and listed for an
imported file is the re-run's result, not the file's."""
from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import carddb
from carddb.replays import save_checked_replay
from engine.datafile import parse_json, read_text
from engine.errors import EngineError, FormatError
from engine.playerwords import player_text

from . import dialogs
from .cardpixmaps import CardPixmaps
from .gameinfo import deck_label, game_info
from .qt import (
    QT_TRANSLATE_NOOP,
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .table.replay_viewer import ReplayViewer
from .table.texts import stored_result_text
from .workers import Task, run_task

REPLAY_FILTER = QT_TRANSLATE_NOOP("ReplaysPage", "Replays (*.json *.tcgreplay);;All files (*)")  # shown through self.tr: in the app's language


def _turns(data: dict[str, Any]) -> str:
    t = data.get("turns")
    return str(t) if isinstance(t, int) else ""


def _source(rp: carddb.ReplayInfo) -> str:
    """How messages name a stored replay: its file, else its number in the list."""
    return rp.path or f"replay {rp.id}"


class ReplaysPage(QWidget):
    """Stored replays, and the viewer."""

    branch_requested = Signal(object, object)  # GameSetup, State: "Play from here" in the viewer

    def __init__(self, db: carddb.CardDB, lang: str, pixmaps: CardPixmaps | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db, self.lang = db, lang
        self.pixmaps = pixmaps or CardPixmaps("", lang, self)
        title = QLabel(self.tr("Replays"))
        title.setObjectName("pageTitle")
        self.watch_button = QPushButton(self.tr("Watch"))
        self.watch_button.setObjectName("primary")
        self.watch_button.clicked.connect(lambda: self.open_selected())
        self.add_button = QPushButton(self.tr("Import…"))
        self.add_button.setToolTip(self.tr("Add a replay file (it is checked first)"))
        self.add_button.clicked.connect(lambda: self.add_file())
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.clicked.connect(lambda: self.export_selected())
        self.verify_button = QPushButton(self.tr("Verify"))
        self.verify_button.setToolTip(self.tr("Re-run the replay with this version of the engine and compare the result"))
        self.verify_button.clicked.connect(self.verify_selected)
        self.delete_button = QPushButton(self.tr("Remove"))
        self.delete_button.clicked.connect(self.delete_selected)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        for b in (self.watch_button, self.add_button, self.export_button, self.verify_button, self.delete_button):
            head.addWidget(b)
        self.table = QTableWidget(0, 7)
        self.table.setHorizontalHeaderLabels([self.tr("Played"), self.tr("Game"), self.tr("Players"), self.tr("Decks"),
                                              self.tr("Result"), self.tr("Answers"), self.tr("Turns")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for c in (2, 3, 4):  # who, decks, result share the room left, elided (the full text in a tooltip)
            self.table.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self.table.cellDoubleClicked.connect(lambda _r, _c: self.open_selected())
        self.details = QTextBrowser()
        self.empty_text = self.tr("No replays stored yet. Games you finish on the Play page are stored here "
                                  "automatically; you can also import a replay file (for example one written by "
                                  "<code>tcgtable simulate --replays DIR</code>).")
        self.empty = QLabel(self.empty_text)
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
        list_page = QWidget()
        ll = QVBoxLayout(list_page)
        ll.setContentsMargins(16, 16, 16, 16)
        ll.addLayout(head)
        ll.addWidget(frame, 1)
        self.viewer = ReplayViewer(self.pixmaps, lang)
        self.viewer.closed.connect(self.show_list)
        self.viewer.play_from_here.connect(self.play_from)
        self.stack = QStackedWidget()
        self.stack.addWidget(list_page)
        self.stack.addWidget(self.viewer)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.stack)
        self.replays: list[carddb.ReplayInfo] = []
        self._turns: dict[int, str] = {}
        self._study: set[int] = set()  # replays of study games (read with their turns)
        self.last_task: Task | None = None
        self.last_result = ""
        self.last_error = ""
        self.last_box: object = None

    # -- the list ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        damaged: list[str] = []
        try:  # a damaged row is left out and named; the others are listed
            self.replays = carddb.list_replays(self.db, on_damaged=lambda e: damaged.append(str(e)))
        except (carddb.CardDBError, ValueError, TypeError) as e:
            self.replays, damaged = [], [str(e)]
        unreadable = "<br>".join(html.escape(d) for d in damaged[:3]) + (f"<br>(+{len(damaged) - 3})"
                                                                          if len(damaged) > 3 else "")
        self.table.setRowCount(len(self.replays))
        for r, rp in enumerate(self.replays):
            vals = [rp.played_at.astimezone().strftime("%Y-%m-%d %H:%M"), game_info(rp.game).name(self.lang),
                    self._players(rp), self._decks(rp), stored_result_text(rp.result, rp.game, self.lang),
                    str(rp.length), self._turns_of(rp)]
            for c, v in enumerate(vals):
                item = QTableWidgetItem(v)
                item.setData(Qt.ItemDataRole.UserRole, rp.id)
                item.setToolTip(v)
                self.table.setItem(r, c, item)
        # (the same words whether or not other replays are listed: a damaged one is named in %1)
        self.empty.setText(self.tr("The list of replays could not be read: %1").replace("%1", unreadable)
                           if unreadable else self.empty_text)
        self.empty.setVisible(not self.replays or bool(unreadable))
        for b in (self.verify_button, self.delete_button, self.watch_button, self.export_button):
            b.setEnabled(bool(self.replays))
        if self.replays and not self.table.selectedItems():
            self.table.selectRow(0)
        self._show_selected()

    def _turns_of(self, rp: carddb.ReplayInfo) -> str:
        if rp.id not in self._turns:
            try:
                rec = carddb.get_replay(self.db, rp.id)
                data = parse_json(rec.content, _source(rp)) if rec.content is not None else {}
                self._turns[rp.id] = _turns(data) if isinstance(data, dict) else ""
                if isinstance(data, dict) and data.get("study") is True:
                    self._study.add(rp.id)
            except (EngineError, carddb.CardDBError):  # a damaged replay: found out when it is opened
                self._turns[rp.id] = ""
        return self._turns[rp.id]

    def selected(self) -> carddb.ReplayInfo | None:
        rows = {i.row() for i in self.table.selectedIndexes()}
        return self.replays[min(rows)] if rows else None

    def row_of(self, replay_id: int) -> int:
        return next((i for i, rp in enumerate(self.replays) if rp.id == replay_id), -1)

    def _show_selected(self) -> None:
        rp = self.selected()
        if rp is None:
            self.details.setHtml("")
            return
        src = rp.path or self.tr("stored in the database")
        title = html.escape(self._players(rp) or self.tr("Replay"))

        def line(head: str, value: str) -> str:  # "<b>Decks</b>: …" / 「<b>デッキ</b>：…」
            return self.tr("%1: %2").replace("%1", f"<b>{head}</b>").replace("%2", html.escape(value))

        self.details.setHtml(
            f"<h3>{title}</h3>"
            f"<p>{game_info(rp.game).name(self.lang)} · {rp.played_at.astimezone():%Y-%m-%d %H:%M}</p>"
            "<p>" + "<br>".join([line(self.tr("Decks"), self._decks(rp)),
                                 line(self.tr("Result"), stored_result_text(rp.result, rp.game, self.lang)),
                                 line(self.tr("Answers"), str(rp.length)), line(self.tr("File"), src)]) + "</p>")

    def _decks(self, rp: carddb.ReplayInfo) -> str:
        return " / ".join(deck_label(rp.game, d, self.lang) for d in rp.decks)

    def _players(self, rp: carddb.ReplayInfo) -> str:
        """Who played, in the current language (the stored names were written in the language of the day);
        a study game (both sides' cards shown) says so."""
        self._turns_of(rp)  # reads the replay once (cached): its turns and whether it is a study game
        if rp.id in self._study:
            return self.tr("%1 (study game)").replace("%1", self._players_only(rp))
        return self._players_only(rp)

    def _players_only(self, rp: carddb.ReplayInfo) -> str:
        return self.tr("%1 vs %2").replace("%1", player_text(rp.players[0], self.lang)).replace(
            "%2", player_text(rp.players[1], self.lang)) if len(rp.players) == 2 else \
            " / ".join(player_text(p, self.lang) for p in rp.players)

    def _load(self, rp: carddb.ReplayInfo) -> dict:
        """The replay's data, checked like a replay file (FormatError naming it and the problem)."""
        from engine.replay import check_header, read_replay

        rec = carddb.get_replay(self.db, rp.id)
        if rec.content is not None:
            data = parse_json(rec.content, _source(rp))
            check_header(data, _source(rp))
            return data
        if not rp.path:
            raise FormatError(_source(rp), "", "the replay has neither content nor a file")
        return read_replay(rp.path)

    # -- watching -------------------------------------------------------------------------------------
    def open_selected(self) -> bool:
        rp = self.selected()
        return self.open_replay(rp.id) if rp is not None else False

    def open_replay(self, replay_id: int) -> bool:
        """Watch a stored replay; a replay that cannot be shown gets a message saying why."""
        self.refresh()
        row = self.row_of(replay_id)
        if row < 0:
            return False
        self.table.selectRow(row)
        rp = self.replays[row]
        try:
            data = self._load(rp)
            self.viewer.load(data, _source(rp))
            self._check_claims(data, _source(rp))
            self.viewer.review_panel.set_replay(self.db.path, rp.id)
        except Exception as e:  # noqa: BLE001 - shown to the user
            self.last_error = str(e)
            self.last_box = dialogs.error(self, self.tr("Watch replay"), self.tr("This replay cannot be shown."),
                                          dialogs.describe(e))
            return False
        self.stack.setCurrentWidget(self.viewer)
        self.viewer.board.setFocus()
        return True

    def _check_claims(self, data: dict, source: str) -> None:
        """FormatError when the replay claims a result, turns or seats its re-run (the viewer's, just
        made) does not give: the viewer would show the claimed result."""
        from engine.replay import claim_mismatches

        wrong = claim_mismatches(data, self.viewer.final)
        if wrong:
            key, problem = wrong[0]
            raise FormatError(source, key, f"the replay does not play back the same with this version ({problem})")

    def play_from(self, step: int, choice: tuple[int, str, bool] | tuple[int, str, bool, bool] | None = None,
                  seed: int | None = None) -> bool:
        """"Play from here": ask which side the player takes and who plays the other (or take
        `choice`; `seed`: the reshuffle's, else a random one), then hand the new game to the Play
        page (`branch_requested`)."""
        from .table.branch import BranchDialog, branch_setup, branch_state

        viewer = self.viewer
        if viewer.timeline is None:
            return False
        seats = [viewer.side.itemText(p) for p in (0, 1)]
        if choice is None:
            from engine.ai.levels import LEVELS

            levels = {k: v.label.get(self.lang, k) for k, v in LEVELS.items()}
            side = viewer.perspective if viewer.perspective in (0, 1) else 0
            dlg = BranchDialog(seats, side, levels, self)
            if dlg.exec() != BranchDialog.DialogCode.Accepted:
                return False
            choice = dlg.choice()
        side, level, reshuffle, *study = choice
        rp = self.selected()
        label = " vs ".join(str(p) for p in viewer.data.get("players", []))
        if rp is not None:
            label += f", {rp.played_at:%Y-%m-%d %H:%M}"
        computer = self.tr("Computer (%1)").replace("%1", self._level_label(level))
        if reshuffle and seed is None:
            import random

            from engine.limits import MAX_INT, MAX_SEED

            seed = random.randrange(min(MAX_SEED, MAX_INT) + 1)  # read back with datafile's number limit
        setup = branch_setup(viewer.data, step, side, level, label, self.tr("You"), computer,
                             seed if reshuffle else None, bool(study and study[0]))
        self.branch_requested.emit(setup, branch_state(viewer.timeline, setup))
        return True

    def _level_label(self, level: str) -> str:
        from engine.ai.levels import LEVELS

        lvl = LEVELS.get(level)
        return lvl.label.get(self.lang, level) if lvl else level

    def show_list(self) -> None:
        self.stack.setCurrentIndex(0)
        self.refresh()

    def watching(self) -> bool:
        return self.stack.currentWidget() is self.viewer

    # -- files ----------------------------------------------------------------------------------------
    def add_file(self, path: str | None = None) -> Task | None:
        """Import a replay file: it is read and re-run (off the GUI thread) before it is stored."""
        path = path or dialogs.open_file(self, self.tr("Import replay"), self.tr(REPLAY_FILTER))
        if not path:
            return None
        from engine.replay import Verdict, check_header, check_replay

        try:  # the text checked is the text stored
            text = read_text(path, "replay")
            data = parse_json(text, path)
            check_header(data, path)
        except EngineError as e:
            self.last_error = str(e)
            dialogs.error(self, self.tr("Import replay"), self.tr("This is not a replay this version can read."),
                          dialogs.describe(e))
            return None

        def work(_p: object) -> Verdict:
            return check_replay(data, path)

        def done(verdict: Verdict) -> None:
            if not verdict.ok:
                self.last_error = verdict.message
                dialogs.error(self, self.tr("Import replay"), self.tr("The replay does not play back the same with "
                                                                       "this version, so it was not imported."),
                              dialogs.describe(FormatError(path, "", verdict.message)))
                return
            try:  # what is listed is the re-run's result and length, not the file's claims
                save_checked_replay(self.db, data, verdict, content=text, path=path)
            except (carddb.CardDBError, EngineError) as e:
                self.last_error = str(e)
                dialogs.error(self, self.tr("Import replay"), self.tr("The replay could not be stored."), dialogs.describe(e))
                return
            self.refresh()

        def failed(msg: str) -> None:
            self.last_error = msg
            dialogs.error(self, self.tr("Import replay"), self.tr("The replay could not be checked."), msg)

        self.last_task = run_task(self, self.tr("Import replay"), self.tr("Checking the replay…"), work, done, failed)
        return self.last_task

    def export_selected(self, path: str | None = None) -> Path | None:
        rp = self.selected()
        if rp is None:
            return None
        try:
            data = self._load(rp)
        except Exception as e:  # noqa: BLE001 - shown to the user
            self.last_box = dialogs.error(self, self.tr("Export replay"), self.tr("The replay could not be read."),
                                          dialogs.describe(e))
            return None
        suggested = f"{rp.game}-{rp.played_at.astimezone():%Y%m%d-%H%M}.json"
        path = path or dialogs.save_file(self, self.tr("Export replay"), suggested, self.tr(REPLAY_FILTER))
        if not path:
            return None
        from engine.replay import save_replay

        try:
            save_replay(path, data)
        except OSError as e:
            self.last_box = dialogs.error(self, self.tr("Export replay"), self.tr("The file could not be written."),
                                          f"{path}: {e.strerror or e}")
            return None
        return Path(path)

    def verify_selected(self) -> Task | None:
        rp = self.selected()
        if rp is None:
            return None
        try:
            data = self._load(rp)
        except Exception as e:  # noqa: BLE001 - shown to the user
            self.last_box = dialogs.error(self, self.tr("Verify replay"), self.tr("The replay could not be read."),
                                          dialogs.describe(e))
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

    def shutdown(self) -> None:
        self.viewer.shutdown()
