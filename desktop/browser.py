"""The card browser: a search field using carddb's query language, a table or grid of the matching
cards over CardTableModel, sortable by any column, and a detail pane with the large face.

Searches run on the thread pool (a newer search makes an older one's result stale, so typing never
waits for the database); the model then fetches only the rows the view shows.
"""
from __future__ import annotations

from collections.abc import Sequence

import carddb

from .cardmodel import COLUMNS, MIME_CARDS, CardTableModel, column_index
from .cardpixmaps import CardPixmaps
from .cardquery import sorted_ids
from .cardwidgets import OWNED_COLUMN, CardDetailPane, CardGridDelegate, OwnedSpinDelegate
from .columnfit import STAT_COLUMNS, fit_columns
from .deckcounts import plural
from .gameinfo import game_info, known_games
from .icons import icon
from .qt import (
    QAbstractItemView,
    QAction,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QKeyEvent,
    QLabel,
    QLineEdit,
    QListView,
    QModelIndex,
    QShowEvent,
    QSplitter,
    QStackedWidget,
    Qt,
    QTableView,
    QTimer,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .workers import Task

SEARCH_DELAY_MS = 180


def _key_step(event: QKeyEvent) -> int:
    k = event.key()
    if k in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
        return 1
    if k in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
        return -1
    return 0


class CardTableView(QTableView):
    """The table: +/− step the selected cards, Enter activates the current one."""

    step = Signal(int)
    activated_current = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.state() != QAbstractItemView.State.EditingState:
            d = _key_step(event)
            if d:
                self.step.emit(d)
                return
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.activated_current.emit()
                return
        super().keyPressEvent(event)


class CardGridView(QListView):
    """The grid of card faces (same keys as the table)."""

    step = Signal(int)
    activated_current = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        d = _key_step(event)
        if d:
            self.step.emit(d)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activated_current.emit()
            return
        super().keyPressEvent(event)


class CardBrowser(QWidget):
    """Search field, table/grid of cards, detail pane."""

    query_done = Signal(int)  # matching cards
    query_failed = Signal(str)
    card_activated = Signal(int)  # double-click or Enter on a card
    step_requested = Signal(list, int)  # card ids, +1 / -1 (keyboard + and −)
    current_card_changed = Signal(int)  # -1 when none

    def __init__(self, db: carddb.CardDB, pixmaps: CardPixmaps, *, game_filter: bool = True,
                 detail: bool = True, editable_owned: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.pixmaps = pixmaps
        self.game: str | None = None
        self.detail_shown = detail
        self.sort_key = "set"
        self.descending = False
        self._generation = 0
        self._tasks: list[Task] = []
        self.extra_filter = ""  # always combined with the search text (e.g. "owned>0")
        self.model = CardTableModel(db, pixmaps.lang, self)
        self.model.compact_headers = True  # stat columns headed "PWR", not "Power": room for the names
        self.model.editable_owned = editable_owned
        self.model.sort_requested.connect(self._on_sort_requested)
        self.model.damaged.connect(self._show_error)  # a damaged card row: named under the search box

        # search row
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.addAction(icon("search"), QLineEdit.ActionPosition.LeadingPosition)
        self.search.setPlaceholderText(self.tr("Search cards — e.g. sora, type:character level>=2, "
                                               "tag:hero -keyword:spark"))
        self.search.setToolTip(self.tr(
            "Words match names and text. Fields: name: text: type: set: number: rarity: attr: tag: keyword: "
            "game: id: indeck:, numbers cost level power defense owned with = < > <= >= !=. "
            "Combine with spaces (and), 'or', '-' (not) and parentheses."))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.run_query)
        self.search.textChanged.connect(lambda _t: self._timer.start())
        self.search.returnPressed.connect(self.run_query)
        self.game_combo = QComboBox()
        self.game_combo.addItem(self.tr("All games"), "")
        for g in known_games():
            self.game_combo.addItem(game_info(g).name(pixmaps.lang), g)
        self.game_combo.currentIndexChanged.connect(lambda _i: self.set_game(self.game_combo.currentData() or None))
        self.game_combo.setVisible(game_filter)
        self.sort_combo = QComboBox()
        for c in COLUMNS:
            self.sort_combo.addItem(self.tr("Sort: %1").replace("%1", c.header()), c.key)
        self.sort_combo.setCurrentIndex(column_index("set"))
        self.sort_combo.activated.connect(lambda i: self.set_sort(self.sort_combo.itemData(i), self.descending))
        self.table_button = QToolButton()
        self.table_button.setIcon(icon("table"))
        self.table_button.setToolTip(self.tr("Show as a table"))
        self.table_button.setCheckable(True)
        self.grid_button = QToolButton()
        self.grid_button.setIcon(icon("grid"))
        self.grid_button.setToolTip(self.tr("Show as card faces"))
        self.grid_button.setCheckable(True)
        self.table_button.clicked.connect(lambda: self.set_view_mode("table"))
        self.grid_button.clicked.connect(lambda: self.set_view_mode("grid"))
        self.count_label = QLabel()
        self.count_label.setObjectName("subtle")
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QVBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.search)
        controls = QHBoxLayout()
        controls.addWidget(self.game_combo)
        controls.addWidget(self.sort_combo)
        controls.addWidget(self.count_label, 1)
        controls.addWidget(self.table_button)
        controls.addWidget(self.grid_button)
        top.addLayout(controls)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        # table
        self.table = CardTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        hh.setStretchLastSection(False)
        hh.setSectionsMovable(True)
        hh.setHighlightSections(False)
        hh.setSectionsClickable(True)
        hh.setSortIndicatorShown(True)
        hh.setSortIndicator(column_index("set"), Qt.SortOrder.AscendingOrder)
        hh.sortIndicatorChanged.connect(self._on_header_sort)
        self.table.setColumnWidth(0, 200)
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name takes the room left
        widths = {"level": 48, "cost": 48, "power": 58, "defense": 58, "x": 48, "y": 48, "at": 42, "df": 42,
                  "ac": 42, "owned": 62}
        for c in range(1, len(COLUMNS)):
            self.table.setColumnWidth(c, widths.get(COLUMNS[c].key, 60))
        self.table.setColumnWidth(column_index("type"), 96)
        self.table.setColumnWidth(column_index("game"), 110)
        self.table.setItemDelegateForColumn(OWNED_COLUMN, OwnedSpinDelegate(self.table))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.SelectedClicked)
        self.table.step.connect(lambda d: self._step(self.table, d))
        self.table.activated_current.connect(self._activate_current)
        self.table.doubleClicked.connect(self._on_double_click)

        # grid
        self.grid = CardGridView()
        self.grid.setModel(self.model)
        self.grid.setModelColumn(0)
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setUniformItemSizes(True)
        self.grid.setLayoutMode(QListView.LayoutMode.Batched)
        self.grid.setBatchSize(300)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.grid_delegate = CardGridDelegate(pixmaps, 150, self.grid)
        self.grid.setItemDelegate(self.grid_delegate)
        self.grid.setGridSize(self.grid_delegate.item_size())
        self.grid.setSpacing(4)
        self.grid.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.grid.verticalScrollBar().setSingleStep(40)
        self.grid.step.connect(lambda d: self._step(self.grid, d))
        self.grid.activated_current.connect(self._activate_current)
        self.grid.doubleClicked.connect(self._on_double_click)

        for v in (self.table, self.grid):
            v.setDragEnabled(True)
            v.setAcceptDrops(True)
            v.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
            v.setDefaultDropAction(Qt.DropAction.CopyAction)
            v.setDropIndicatorShown(False)
        self.grid.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.grid)
        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        self.grid.selectionModel().currentChanged.connect(self._on_current)

        self.detail: CardDetailPane | None = CardDetailPane(pixmaps) if detail else None
        body: QWidget = self.stack
        if self.detail is not None:
            split = QSplitter(Qt.Orientation.Horizontal)
            split.addWidget(self.stack)
            split.addWidget(self.detail)
            split.setStretchFactor(0, 3)
            split.setStretchFactor(1, 2)
            split.setSizes([640, 360])
            split.setChildrenCollapsible(False)
            body = split
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        lay.addLayout(top)
        lay.addWidget(self.error_label)
        lay.addWidget(body, 1)
        self.set_view_mode("table")
        self._apply_column_visibility()
        self.model.owned_changed.connect(lambda pk, _q: self._refresh_detail_if(pk))
        pixmaps.changed.connect(self.grid.viewport().update)
        self.focus_search = QAction(self.tr("Find"), self)
        self.focus_search.setShortcut("Ctrl+F")
        self.focus_search.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.focus_search.triggered.connect(lambda: (self.search.setFocus(), self.search.selectAll()))
        self.addAction(self.focus_search)

    # -- query ----------------------------------------------------------------------------------

    def set_query(self, text: str) -> None:
        """Put `text` in the search field and search now."""
        self.search.blockSignals(True)
        self.search.setText(text)
        self.search.blockSignals(False)
        self.run_query()

    def set_game(self, game: str | None) -> None:
        if game == self.game:
            return
        self.game = game
        i = self.game_combo.findData(game or "")
        if i >= 0 and i != self.game_combo.currentIndex():
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(i)
            self.game_combo.blockSignals(False)
        self._apply_column_visibility()
        self.run_query()

    def set_sort(self, key: str, descending: bool = False) -> None:
        self.sort_key, self.descending = key, descending
        hh = self.table.horizontalHeader()
        hh.blockSignals(True)
        hh.setSortIndicator(column_index(key), Qt.SortOrder.DescendingOrder if descending
                            else Qt.SortOrder.AscendingOrder)
        hh.blockSignals(False)
        self.sort_combo.setCurrentIndex(column_index(key))
        self.run_query()

    def _on_header_sort(self, column: int, order: Qt.SortOrder) -> None:
        self.set_sort(COLUMNS[column].key, order == Qt.SortOrder.DescendingOrder)
        self._fit_headers()  # the sorted column's arrow needs its room

    def _on_sort_requested(self, key: str, descending: bool) -> None:
        if (key, descending) != (self.sort_key, self.descending):
            self.set_sort(key, descending)

    def run_query(self) -> None:
        """Search now (on the thread pool); the newest search wins."""
        self._timer.stop()
        self._generation += 1
        gen = self._generation
        text, game, key, desc, lang = self.search.text(), self.game, self.sort_key, self.descending, self.model.lang
        extra = self.extra_filter
        query = f"({text}) {extra}" if text.strip() and extra else (extra or text)
        shift = 1 if text.strip() and extra else 0
        db = self.db

        def work(_progress: object) -> tuple[str, object]:
            try:
                return "ok", sorted_ids(db, query, game, key, desc, lang)
            except carddb.QueryError as e:
                return "error", (max(0, e.position - shift), e.message)

        task = Task(work)  # type: ignore[arg-type]
        task.signals.finished.connect(lambda res, g=gen: self._apply(g, res))
        task.signals.failed.connect(lambda msg, g=gen: self._fail(g, msg))
        self._tasks.append(task)
        task.start()

    def _apply(self, gen: int, res: tuple[str, object]) -> None:
        self._tasks = [t for t in self._tasks if not t.done.is_set()]
        if gen != self._generation:
            return
        kind, value = res
        if kind == "error":
            pos, message = value  # type: ignore[misc]
            self._show_error(self.tr("Search: %1 (at column %2)").replace("%1", message).replace("%2", str(pos + 1)))
            self.query_failed.emit(message)
            return
        self._show_error("")
        current = self.current_pk()
        ids: list[int] = value  # type: ignore[assignment]
        self.model.set_ids(ids)
        self.count_label.setText(plural(self.tr("%n card(s)", "", len(ids)), len(ids)))
        if current is not None and self.model.row_of(current) is not None:
            self.select_pk(current)
        elif ids:
            self.view().setCurrentIndex(self.model.index(0, 0))
        else:
            self._on_current(QModelIndex())
        self.query_done.emit(len(ids))

    def _fail(self, gen: int, message: str) -> None:
        if gen == self._generation:
            self._show_error(message)
            self.query_failed.emit(message)

    def _show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))
        self.search.setProperty("invalid", bool(message))
        self.search.style().unpolish(self.search)
        self.search.style().polish(self.search)

    def wait_idle(self, timeout_s: float = 10.0) -> None:
        """Block until running searches finish (for scripts and benchmarks; processes events)."""
        import time

        from .qt import QCoreApplication

        end = time.monotonic() + timeout_s
        while (self._timer.isActive() or any(not t.done.is_set() for t in self._tasks)) and time.monotonic() < end:
            if self._timer.isActive():
                self.run_query()
            QCoreApplication.processEvents()
            time.sleep(0.002)
        QCoreApplication.processEvents()

    # -- view -------------------------------------------------------------------------------------

    def view(self) -> CardTableView | CardGridView:
        return self.grid if self.stack.currentWidget() is self.grid else self.table

    def view_mode(self) -> str:
        return "grid" if self.stack.currentWidget() is self.grid else "table"

    def set_view_mode(self, mode: str) -> None:
        current = self.current_pk()
        self.stack.setCurrentWidget(self.grid if mode == "grid" else self.table)
        self.table_button.setChecked(mode != "grid")
        self.grid_button.setChecked(mode == "grid")
        if current is not None:
            self.select_pk(current)

    def _apply_column_visibility(self) -> None:
        # one game's stats when one game is shown; across games the stats mean different things, and
        # all their columns would not fit the window (the detail pane shows a card's stats)
        stats = set(game_info(self.game).stat_order) if self.game else set()
        for key in STAT_COLUMNS:
            self.table.setColumnHidden(column_index(key), key not in stats)
        self.table.setColumnHidden(column_index("game"), bool(self.game))
        for key in ("rarity", "set", "number", "type"):  # a narrow browser (the deck editor's): its card pane tells these
            self.table.setColumnHidden(column_index(key), not self.detail_shown)
        self._fit_headers()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._fit_headers()  # the style sheet's header font (bold) applies once shown

    def _fit_headers(self) -> None:
        fit_columns(self.table, self.model.lang)  # every header whole, in either language

    def current_pk(self) -> int | None:
        idx = self.view().currentIndex()
        return self.model.pk_at(idx.row()) if idx.isValid() and idx.row() < len(self.model.ids) else None

    def selected_pks(self) -> list[int]:
        """Selected cards in list order (the current card when nothing is selected)."""
        rows = sorted({i.row() for i in self.view().selectionModel().selectedIndexes()})
        if not rows:
            pk = self.current_pk()
            return [pk] if pk is not None else []
        return [self.model.pk_at(r) for r in rows if r < len(self.model.ids)]

    def select_pk(self, pk: int) -> bool:
        row = self.model.row_of(pk)
        if row is None:
            return False
        v = self.view()
        idx = self.model.index(row, 0)
        v.setCurrentIndex(idx)
        v.scrollTo(idx)
        return True

    def _step(self, view: QAbstractItemView, delta: int) -> None:
        pks = self.selected_pks()
        if pks:
            self.step_requested.emit(pks, delta)

    def _activate_current(self) -> None:
        pk = self.current_pk()
        if pk is not None:
            self.card_activated.emit(pk)

    def _on_double_click(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        if self.model.editable_owned and index.column() == OWNED_COLUMN and self.view() is self.table:
            return  # the double-click opened the quantity editor
        self.card_activated.emit(self.model.pk_at(index.row()))

    def _on_current(self, index: QModelIndex, _prev: QModelIndex | None = None) -> None:
        pk = self.model.pk_at(index.row()) if index.isValid() and index.row() < len(self.model.ids) else None
        if self.detail is not None:
            if pk is None:
                self.detail.set_card(None)
            else:
                try:
                    row = self.model.card_row(index.row())
                    self.detail.set_card(self.model.card_def(pk), row.owned if row else None)
                except carddb.CardDBError as e:  # its row damaged outside the program: said, not a crash
                    self.detail.set_card(None)
                    self._show_error(str(e))
        self.current_card_changed.emit(-1 if pk is None else pk)

    def _refresh_detail_if(self, pk: int) -> None:
        if self.detail is not None and self.current_pk() == pk:
            self._on_current(self.view().currentIndex())

    def refresh_cards(self, pks: Sequence[int]) -> None:
        self.model.refresh_cards(pks)
        for pk in pks:
            self._refresh_detail_if(pk)

    def set_language(self, lang: str) -> None:
        self.model.set_language(lang)

    def accepts_mime(self) -> tuple[str, ...]:
        return (MIME_CARDS,)
