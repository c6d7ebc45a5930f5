"""Views of the deck being edited: one table per section (drag and drop, keys), the live statistics
(counts, cost curve, type breakdown) and the list of rule violations."""
from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence

import pyqtgraph as pg

from engine.rules import Violation

from .cardmodel import MIME_CARDS, MIME_DECK_ENTRIES, read_mime
from .deckdoc import DeckDocument
from .gameinfo import TYPE_LABELS, game_info, section_label, stat_label, type_label
from .qt import (
    QAbstractItemView,
    QAbstractTableModel,
    QByteArray,
    QColor,
    QFont,
    QHeaderView,
    QKeyEvent,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPushButton,
    QSize,
    QStyle,
    Qt,
    QTableView,
    QVBoxLayout,
    QWidget,
    Signal,
)

_Index = QModelIndex | QPersistentModelIndex


class DeckSectionModel(QAbstractTableModel):
    """The entries of one deck section: copies, name, cost stat, type."""

    cards_dropped = Signal(str, list)  # section, card ids dragged from the browser
    entries_moved = Signal(str, str, list)  # from section, to section, card ids

    HEADERS = ("×", "Name", "Cost", "Type")

    def __init__(self, doc: DeckDocument, section: str, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.section = section
        self.lang = lang
        self.mark_unowned = False
        self.cost_stat = game_info(doc.game).cost_stat
        self.entries = list(doc.sections.get(section, []))
        self.removed = set(doc.removed())
        doc.changed.connect(self.reload)

    def reload(self) -> None:
        self.beginResetModel()
        self.entries = list(self.doc.sections.get(self.section, []))
        self.removed = set(self.doc.removed())
        self.endResetModel()

    def pk_at(self, row: int) -> int:
        return self.entries[row][0]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return ("×", self.tr("Name"), stat_label(self.cost_stat, self.lang), self.tr("Type"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self.entries):
            return None
        pk, n = self.entries[index.row()]
        cd = self.doc.card(pk)
        c = index.column()
        short = self.mark_unowned and self.doc.copies_needed().get(pk, 0) > self.doc.owned(pk)
        if role == Qt.ItemDataRole.DisplayRole:
            if cd is None:  # no longer in the card database: shown, so it can be seen and removed
                return (f"{n}", "✖ " + self.doc.missing_label(pk), "", "")[c]
            return (f"{n}", cd.label(self.lang), str(cd.stats.get(self.cost_stat, "")), type_label(cd.type, self.lang))[c]
        if role == Qt.ItemDataRole.UserRole:
            return pk
        if role == Qt.ItemDataRole.TextAlignmentRole and c in (0, 2):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and c == 0:
            f = QFont()
            f.setBold(True)
            return f
        if role == Qt.ItemDataRole.ForegroundRole and (short or cd is None):
            return QColor("#c0392b")
        if role == Qt.ItemDataRole.ForegroundRole and pk in self.removed:
            return QColor("#8a6d1f")
        if role == Qt.ItemDataRole.ToolTipRole and cd is None:
            return self.tr("This card is no longer in the card database, so the deck cannot be played. "
                           "Remove it (Delete), or use “Remove missing cards” under Validity.")
        if role == Qt.ItemDataRole.ToolTipRole and cd is not None:
            tip = f"{cd.label(self.lang)} ({cd.id})"
            if pk in self.removed:
                tip += "\n" + self.tr("No longer in its card set; it still plays with its last card text.")
            if short:
                tip += "\n" + self.tr("You own %1 of the %2 copies this deck uses.").replace(
                    "%1", str(self.doc.owned(pk))).replace("%2", str(self.doc.copies_needed().get(pk, 0)))
            return tip
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        f = super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled
        if index.isValid():
            f |= Qt.ItemFlag.ItemIsDragEnabled
        return f

    def mimeTypes(self) -> list[str]:
        return [MIME_CARDS, MIME_DECK_ENTRIES]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return deck_entries_mime(self.doc.deck_id, self.section, [self.entries[r][0] for r in rows])

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        if data.hasFormat(MIME_CARDS):
            return True
        p = read_mime(data, MIME_DECK_ENTRIES)
        return p is not None and p.get("deck") == self.doc.deck_id and p.get("section") != self.section

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        cards = read_mime(data, MIME_CARDS)
        if cards is not None:
            self.cards_dropped.emit(self.section, [int(x) for x in cards.get("pks", [])])
            return True
        p = read_mime(data, MIME_DECK_ENTRIES)
        if p is not None and p.get("deck") == self.doc.deck_id and p.get("section") != self.section:
            self.entries_moved.emit(str(p["section"]), self.section, [int(x) for x in p.get("pks", [])])
            return True
        return False


def deck_entries_mime(deck_id: int, section: str, pks: list[int]) -> QMimeData:
    md = QMimeData()
    md.setData(MIME_DECK_ENTRIES, QByteArray(json.dumps({"deck": deck_id, "section": section, "pks": pks}).encode()))
    return md


class DeckSectionView(QTableView):
    """A section's table: drag cards in (from the browser) and out (to remove), +/− and Delete keys,
    double-click removes one copy. A `small` one (a sideboard, missions) asks for less height."""

    step = Signal(list, int)  # card ids, +1/-1

    def __init__(self, model: DeckSectionModel, parent: QWidget | None = None, small: bool = False) -> None:
        super().__init__(parent)
        self.small = small
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setDropIndicatorShown(False)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(24)
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hh.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        # the type column as wide as the longest type word ("キャラクター") with room to spare: sized to
        # its contents it was cut by a pixel or two where the scroll bar meets it
        hh.setSectionResizeMode(3, QHeaderView.ResizeMode.Fixed)
        lang = getattr(model, "lang", "en")
        fm = self.fontMetrics()
        self.setColumnWidth(3, max([hh.sectionSizeFromContents(3).width(),
                                    *(fm.horizontalAdvance(type_label(t, lang)) + 20 for t in TYPE_LABELS)]))
        self.doubleClicked.connect(lambda idx: self.step.emit([model.pk_at(idx.row())], -1) if idx.isValid() else None)

    def section_model(self) -> DeckSectionModel:
        m = self.model()
        assert isinstance(m, DeckSectionModel)
        return m

    def selected_pks(self) -> list[int]:
        m = self.section_model()
        rows = sorted({i.row() for i in self.selectionModel().selectedIndexes()})
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        return [m.pk_at(r) for r in rows if r < len(m.entries)]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        k = event.key()
        delta = 1 if k in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) else -1 if k in (
            Qt.Key.Key_Minus, Qt.Key.Key_Underscore, Qt.Key.Key_Delete, Qt.Key.Key_Backspace) else 0
        if delta and self.selected_pks():
            self.step.emit(self.selected_pks(), delta)
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(320, 100 if self.small else 220)

    def minimumSizeHint(self) -> QSize:  # the header and about two rows stay visible
        return QSize(160, 24 * 3 + 4)


class CostCurve(pg.PlotWidget):
    """A bar chart of copies per cost (or level) value, with the count over each bar (pyqtgraph)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.counts: dict[int, int] = {}
        self.setMinimumHeight(110)
        self.setMouseEnabled(x=False, y=False)
        self.hideAxis("left")
        self.setMenuEnabled(False)

    def set_counts(self, counts: dict[int, int], title: str) -> None:
        self.counts = dict(counts)
        self.clear()
        self.setTitle(title, color="#6b7286", size="9pt")
        if not counts:
            return
        keys = list(range(0, max(counts) + 1))
        heights = [counts.get(k, 0) for k in keys]
        self.addItem(pg.BarGraphItem(x=keys, height=heights, width=0.7, brush="#3c5bd6", pen=None))
        for k, v in zip(keys, heights, strict=True):
            if v:
                label = pg.TextItem(str(v), color="#1d2233", anchor=(0.5, 1.0))
                label.setPos(k, v)
                self.addItem(label)
        self.getAxis("bottom").setTicks([[(k, str(k)) for k in keys]])
        self.setYRange(0, max(heights) * 1.45, padding=0)  # room for the count over the tallest bar


class DeckStats(QWidget):
    """Counts per section, the cost curve and the type breakdown, recomputed on every change."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.counts_label = QLabel()
        self.counts_label.setWordWrap(True)
        self.curve = CostCurve()
        self.types_label = QLabel()
        self.types_label.setWordWrap(True)
        self.types_label.setObjectName("subtle")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.counts_label)
        lay.addWidget(self.curve)
        lay.addWidget(self.types_label)

    def update_from(self, doc: DeckDocument | None) -> None:
        if doc is None:
            self.counts_label.setText("")
            self.curve.set_counts({}, "")
            self.types_label.setText("")
            return
        parts = [f"<b>{section_label(s, self.lang)}</b> {doc.count(s)}" for s in doc.sections]
        total = self.tr("Total")
        self.counts_label.setText(" &nbsp;·&nbsp; ".join(parts) + f" &nbsp;·&nbsp; {total} <b>{doc.count()}</b>")
        info = game_info(doc.game)
        curve: Counter[int] = Counter()
        types: Counter[str] = Counter()
        for cards in doc.card_sections().values():
            for cd in cards:
                v = cd.stats.get(info.cost_stat)
                if isinstance(v, int):
                    curve[v] += 1
                types[cd.type] += 1
        self.curve.set_counts(dict(curve), self.tr("%1 curve").replace("%1", stat_label(info.cost_stat, self.lang, long=True)))
        self.types_label.setText("  ·  ".join(f"{type_label(t, self.lang)} {n}" for t, n in types.most_common()))


class ViolationList(QWidget):
    """Whether the deck is legal: cards no longer in the card database first (the deck cannot be
    played; a button takes them out), then each violation with the rule clause it breaks, then cards
    that left their card set (a note: they still play)."""

    remove_missing_requested = Signal()

    def __init__(self, parent: QWidget | None = None, lang: str = "") -> None:
        super().__init__(parent)
        self.lang = lang  # "": the language of the page it is on (see ui_lang)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setMinimumHeight(60)
        self.list.setMaximumHeight(150)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.remove_missing = QPushButton(self.tr("Remove missing cards"))
        self.remove_missing.setToolTip(self.tr("Take the cards that are no longer in the card database out of the deck"))
        self.remove_missing.clicked.connect(self.remove_missing_requested.emit)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.status)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.remove_missing)
        self.violations: list[Violation] | None = None
        self.missing: list[str] = []

    def ui_lang(self) -> str:
        """The language violations are shown in: the one given, else the nearest ancestor's `lang`
        (the deck page's), else English."""
        if self.lang:
            return self.lang
        w = self.parentWidget()
        while w is not None:
            lang = getattr(w, "lang", None)
            if isinstance(lang, str) and lang:
                return lang
            w = w.parentWidget()
        return "en"

    def set_violations(self, violations: list[Violation] | None, missing: Sequence[str] = (),
                       removed: Sequence[str] = ()) -> None:
        """`missing`: labels of cards no longer in the database; `removed`: of cards that left their set."""
        self.violations = violations
        self.missing = list(missing)
        self.list.clear()
        warn = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        if missing:
            self.status.setObjectName("bad")
            self.status.setText("✖ " + self.tr("Cannot be played: %n card(s) no longer in the card database", "",
                                                len(missing)))
            bad = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical)
            for label in missing:
                self.list.addItem(QListWidgetItem(bad, self.tr("%1: no longer in the card database").replace("%1", label)))
        elif violations is None:
            self.status.setObjectName("subtle")
            self.status.setText(self.tr("This build has no deck rules for this game yet."))
        elif not violations:
            self.status.setObjectName("ok")
            self.status.setText("✔ " + self.tr("Legal deck"))
        else:
            self.status.setObjectName("bad")
            self.status.setText("✖ " + self.tr("Not legal: %n problem(s)", "", len(violations)))
        lang = self.ui_lang()
        for v in violations or []:
            rule = self.tr("Rule")
            item = QListWidgetItem(warn, f"{v.text(lang)}\n{rule} {v.clause}")
            item.setToolTip(f"{v.text(lang)} ({v.clause})")
            item.setData(Qt.ItemDataRole.UserRole, v.clause)
            self.list.addItem(item)
        note = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        for label in removed:
            self.list.addItem(QListWidgetItem(note, self.tr("%1: no longer in its card set; it still plays with its "
                                                            "last card text").replace("%1", label)))
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.list.setVisible(self.list.count() > 0)
        self.remove_missing.setVisible(bool(missing))
