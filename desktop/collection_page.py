"""The Collection page: every card with the owned quantity edited in place (spin box, or + and −
on the keyboard), totals per set, and CSV import/export (import runs off the GUI thread)."""
from __future__ import annotations

from pathlib import Path

import carddb

from . import dialogs
from .browser import CardBrowser
from .cardpixmaps import CardPixmaps
from .cardwidgets import OWNED_COLUMN
from .deckcounts import plural
from .qt import (
    QT_TRANSLATE_NOOP,
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .tasks import CsvImportOutcome, import_collection
from .workers import Task, run_task

CSV_FILTER = QT_TRANSLATE_NOOP("CollectionPage", "CSV files (*.csv);;All files (*)")  # shown through self.tr: in the app's language


class SetTotalsTable(QTableWidget):
    """Owned cards and copies per set."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setHorizontalHeaderLabels([self.tr("Set"), self.tr("Name"), self.tr("Owned"), self.tr("Copies"),
                                        self.tr("Complete")])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.totals: list[carddb.SetTotal] = []

    def set_totals(self, totals: list[carddb.SetTotal], lang: str, names_ja: dict[str, str]) -> None:
        self.totals = totals
        self.setRowCount(len(totals))
        for r, t in enumerate(totals):
            pct = 100.0 * t.owned_cards / t.cards if t.cards else 0.0
            name = names_ja.get(f"{t.game}/{t.code}") if lang == "ja" else None
            values = [t.code, name or t.name_en, f"{t.owned_cards} / {t.cards}", str(t.owned_copies), ""]
            for c, v in enumerate(values):
                item = QTableWidgetItem(v)
                if c in (2, 3, 4):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, c, item)
            bar = QProgressBar()
            bar.setRange(0, max(1, t.cards))
            bar.setValue(t.owned_cards)
            bar.setFormat(f"{pct:.0f}%")
            bar.setMaximumHeight(16)
            self.setCellWidget(r, 4, bar)


class CollectionPage(QWidget):
    """Cards and owned quantities."""

    owned_changed = Signal(list)  # card ids whose quantity changed
    status_message = Signal(str)

    def __init__(self, db: carddb.CardDB, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db = db
        self.lang = pixmaps.lang
        self.browser = CardBrowser(db, pixmaps, game_filter=True, detail=True, editable_owned=True)
        self.browser.step_requested.connect(self.step_owned)
        hh = self.browser.table.horizontalHeader()
        hh.moveSection(hh.visualIndex(OWNED_COLUMN), 1)
        self.browser.model.owned_changed.connect(lambda pk, _q: self._owned_changed([pk]))
        self.title = QLabel(self.tr("Collection"))
        self.title.setObjectName("pageTitle")
        self.summary = QLabel()
        self.summary.setObjectName("subtle")
        self.only_owned = QCheckBox(self.tr("Only cards I own"))
        self.only_owned.toggled.connect(self._on_only_owned)
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.import_button.clicked.connect(lambda: self.import_csv())
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.clicked.connect(lambda: self.export_csv())
        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addSpacing(12)
        head.addWidget(self.summary, 1)
        head.addWidget(self.only_owned)
        head.addWidget(self.import_button)
        head.addWidget(self.export_button)
        self.totals = SetTotalsTable()
        totals_frame = QFrame()
        totals_frame.setObjectName("panel")
        tl = QVBoxLayout(totals_frame)
        tl.setContentsMargins(8, 6, 8, 8)
        lab = QLabel(self.tr("Totals per set"))
        lab.setStyleSheet("font-weight:600")
        tl.addWidget(lab)
        tl.addWidget(self.totals)
        browser_frame = QFrame()
        browser_frame.setObjectName("panel")
        bl = QVBoxLayout(browser_frame)
        bl.setContentsMargins(8, 8, 8, 8)
        bl.addWidget(self.browser)
        hint = QLabel(self.tr("Double-click a quantity to edit it, or select cards and press + or −."))
        hint.setObjectName("subtle")
        bl.addWidget(hint)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(browser_frame)
        split.addWidget(totals_frame)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([560, 170])
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 12, 12, 12)
        lay.addLayout(head)
        lay.addWidget(split, 1)
        self._totals_timer = QTimer(self)
        self._totals_timer.setSingleShot(True)
        self._totals_timer.setInterval(250)
        self._totals_timer.timeout.connect(self.refresh_totals)
        self.last_report: str = ""
        self.last_task: Task | None = None

    def start(self) -> None:
        self.refresh_totals()
        self.browser.run_query()

    def refresh_totals(self) -> None:
        names_ja = {f"{s.game}/{s.code}": s.name_ja for s in carddb.list_sets(self.db)}
        self.totals.set_totals(carddb.set_totals(self.db), self.lang, names_ja)
        c = carddb.counts(self.db)
        owned, copies, cards = c["owned_cards"], c["owned_copies"], c["cards"]
        self.summary.setText(self.tr("%1 owned, %2 in all, of %3")
                             .replace("%1", plural(self.tr("%n different card(s)", "", owned), owned))
                             .replace("%2", self.tr("%n copies", "", copies))
                             .replace("%3", plural(self.tr("%n card(s)", "", cards), cards)))

    def _owned_changed(self, pks: list[int]) -> None:
        self._totals_timer.start()
        self.owned_changed.emit(pks)

    def _on_only_owned(self, on: bool) -> None:
        self.browser.extra_filter = "owned>0" if on else ""
        self.browser.run_query()

    def step_owned(self, pks: list[int], delta: int) -> None:
        """Add or remove one owned copy of each card (the + and − keys)."""
        for pk in pks:
            self.browser.model.add_owned(pk, delta)

    # -- CSV ------------------------------------------------------------------------------------

    def import_csv(self, path: str | None = None, *, add: bool = False) -> Task | None:
        """Import a collection CSV file off the GUI thread; the report is shown when it ends."""
        path = path or dialogs.open_file(self, self.tr("Import collection"), self.tr(CSV_FILTER))
        if not path:
            return None
        db = self.db

        def work(progress: object) -> CsvImportOutcome:
            return import_collection(db, Path(path), progress, add=add)  # type: ignore[arg-type]

        self.last_task = run_task(self, self.tr("Import collection"), self.tr("Reading %1…").replace("%1", Path(path).name),
                                  work, self._import_done, self._import_failed)
        return self.last_task

    def _import_done(self, outcome: CsvImportOutcome) -> None:
        rep = outcome.report
        self.last_report = rep.describe()
        if outcome.cancelled:
            title = self.tr("Import cancelled")
            text = self.tr("Cancelled after %1 of %2 rows; the rows before that were imported.").replace(
                "%1", str(outcome.rows_done)).replace("%2", str(outcome.rows_total))
        else:
            title = self.tr("Import finished")
            sep = self.tr(", ")
            text = sep.join((plural(self.tr("%n row(s) read", "", rep.rows), rep.rows),
                             plural(self.tr("%n card(s) changed", "", rep.changed), rep.changed),
                             plural(self.tr("%n row(s) not matched", "", len(rep.unmatched)), len(rep.unmatched))))
            text += self.tr(".")
        details = "\n".join(self.tr("line %1").replace("%1", str(n)) + f": {row}: {why}" for n, row, why in rep.unmatched)
        if rep.unmatched:
            text += "\n" + self.tr("The rows that matched no card are listed below.")
        self.report_box = dialogs.info(self, title, text, details)
        self.refresh_totals()
        self.browser.run_query()
        self.owned_changed.emit([])

    def _import_failed(self, message: str) -> None:
        self.last_report = message
        self.report_box = dialogs.error(self, self.tr("Import collection"),
                                        self.tr("Nothing was imported: the file has problems."), message)

    def export_csv(self, path: str | None = None) -> bool:
        path = path or dialogs.save_file(self, self.tr("Export collection"), "collection.csv", self.tr(CSV_FILTER))
        if not path:
            return False
        try:
            text = carddb.export_collection_csv(self.db)
        except carddb.CardDBError as e:  # the database could not be read (locked, a damaged row)
            dialogs.error(self, self.tr("Export collection"), str(e))
            return False
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as e:
            dialogs.error(self, self.tr("Export collection"), self.tr("The file could not be written."), f"{path}: {e}")
            return False
        self.status_message.emit(self.tr("Saved %1").replace("%1", path))
        return True
