"""The card list model: card ids only, display rows fetched from carddb a page at a time.

`CardTableModel` holds the ordered ids a search returned. `data()` for a row whose page is not
cached fetches that page (PAGE rows) with carddb.card_rows(); at most MAX_CACHED rows are kept, so
a list of 20,000 cards costs a list of ints plus the pages the user has looked at. The engine card
definitions (for drawing faces) are fetched the same way, on demand, by `card_def()`.
"""
from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import carddb
from engine.cards import CardDef

from .cardtext import readable
from .gameinfo import STAT_LABELS, game_info, stat_label, type_label
from .qt import (
    QAbstractTableModel,
    QByteArray,
    QColor,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

PAGE = 100
MAX_CACHED = 4000
MIME_CARDS = "application/x-tcgtable-cards"
MIME_DECK_ENTRIES = "application/x-tcgtable-deck-entries"

PK_ROLE = Qt.ItemDataRole.UserRole + 1
CARDDEF_ROLE = Qt.ItemDataRole.UserRole + 2
ROW_ROLE = Qt.ItemDataRole.UserRole + 3

_Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    """One column: its sort key (cardquery.SORT_KEYS), header and how a row shows it."""

    key: str
    header: Callable[[], str]
    value: Callable[[carddb.CardRow, str], object]
    numeric: bool = False


# the grid game's cost parts 指定資源 / 属性資源 headed as briefly as "X" / "Y" are in English (the
# full words in the header's tooltip), so a narrow list keeps room for the card names
_JA_HEADERS = {"x": "指定", "y": "属性"}


def _name(r: carddb.CardRow, lang: str) -> str:
    return (r.name_ja if lang == "ja" and r.name_ja else r.name_en) or r.card_id


COLUMNS: tuple[Column, ...] = (
    Column("name", lambda: QCoreApplication.translate("CardTableModel", "Name"), _name),
    Column("cost", lambda: QCoreApplication.translate("CardTableModel", "Cost"), lambda r, lang: r.cost, True),
    Column("level", lambda: QCoreApplication.translate("CardTableModel", "Level"), lambda r, lang: r.level, True),
    Column("power", lambda: QCoreApplication.translate("CardTableModel", "Power"), lambda r, lang: r.power, True),
    Column("defense", lambda: QCoreApplication.translate("CardTableModel", "Defense"), lambda r, lang: r.defense, True),
    # the grid game's cost [x:y] and AT/DF/AC (read from the card's stats)
    Column("x", lambda: QCoreApplication.translate("CardTableModel", "Cost x"), lambda r, lang: r.stat("x"), True),
    Column("y", lambda: QCoreApplication.translate("CardTableModel", "Cost y"), lambda r, lang: r.stat("y"), True),
    *(Column(k, (lambda k=k: k.upper()), (lambda r, lang, k=k: r.stat(k)), True) for k in ("at", "df", "ac")),
    Column("type", lambda: QCoreApplication.translate("CardTableModel", "Type"), lambda r, lang: type_label(r.type, lang)),
    Column("rarity", lambda: QCoreApplication.translate("CardTableModel", "Rarity"), lambda r, lang: r.rarity),
    Column("set", lambda: QCoreApplication.translate("CardTableModel", "Set"), lambda r, lang: r.set),
    Column("number", lambda: QCoreApplication.translate("CardTableModel", "No."), lambda r, lang: r.number),
    Column("owned", lambda: QCoreApplication.translate("CardTableModel", "Owned"), lambda r, lang: r.owned, True),
    Column("game", lambda: QCoreApplication.translate("CardTableModel", "Game"), lambda r, lang: game_info(r.game).name(lang)),
)
COLUMN_KEYS = tuple(c.key for c in COLUMNS)


def column_index(key: str) -> int:
    return COLUMN_KEYS.index(key)


class CardTableModel(QAbstractTableModel):
    """Cards as a table over a list of ids; owned quantities optionally editable in place."""

    owned_changed = Signal(int, int)  # card id, new quantity
    sort_requested = Signal(str, bool)  # sort key, descending
    deck_entries_dropped = Signal(dict)  # a MIME_DECK_ENTRIES payload dropped on the list
    fetched = Signal(int)  # rows fetched by the last page load (for benchmarks and tests)
    damaged = Signal(str)  # a card's stored row cannot be read: the message (database, card, problem)

    def __init__(self, db: carddb.CardDB, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.lang = lang
        self.ids: list[int] = []
        self._row_of: dict[int, int] = {}
        self._rows: OrderedDict[int, carddb.CardRow] = OrderedDict()
        self._defs: OrderedDict[int, CardDef] = OrderedDict()
        self._bad: set[int] = set()  # cards whose stored rows are damaged (said once, then left empty)
        self.editable_owned = False
        self.compact_headers = False  # stat columns headed by their short labels ("PWR"), the long in a tooltip
        self.owned_need: dict[int, int] = {}  # card id -> copies a deck needs (marks missing copies)
        self.fetch_count = 0

    # -- content ------------------------------------------------------------------------------

    def set_ids(self, ids: Sequence[int]) -> None:
        """Show these cards, in this order."""
        self.beginResetModel()
        self.ids = list(ids)
        self._row_of = {pk: i for i, pk in enumerate(self.ids)}
        self._rows.clear()
        self.endResetModel()

    def pk_at(self, row: int) -> int:
        return self.ids[row]

    def row_of(self, pk: int) -> int | None:
        return self._row_of.get(pk)

    def card_row(self, row: int) -> carddb.CardRow | None:
        """The display row of list row `row` (fetching its page if needed)."""
        if not 0 <= row < len(self.ids):
            return None
        pk = self.ids[row]
        r = self._rows.get(pk)
        if r is None:
            self._fetch_page(row)
            r = self._rows.get(pk)
        else:
            self._rows.move_to_end(pk)
        return r

    def _fetch_page(self, row: int) -> None:
        start = (row // PAGE) * PAGE
        pks = [pk for pk in self.ids[start:start + PAGE] if pk not in self._rows]
        if not pks:
            return
        try:
            rows = carddb.card_rows(self.db, pks)
        except carddb.DatabaseFileError:  # a damaged card: the others of the page are still shown
            rows = []
            for pk in pks:
                try:
                    rows += carddb.card_rows(self.db, [pk])
                except carddb.DatabaseFileError as e:
                    self.damaged.emit(str(e))  # said once: the row stays empty, never fetched again
                    self._rows[pk] = None  # type: ignore[assignment]
                    self._bad.add(pk)
        for r in rows:
            self._rows[r.pk] = r
        self.fetch_count += 1
        self.fetched.emit(len(pks))
        while len(self._rows) > MAX_CACHED:
            self._rows.popitem(last=False)

    def card_def(self, pk: int) -> CardDef | None:
        """The engine definition of a card (fetched with its neighbours in the list)."""
        d = self._defs.get(pk)
        if d is not None:
            self._defs.move_to_end(pk)
            return d
        row = self._row_of.get(pk)
        pks = [pk]
        if row is not None:
            start = (row // PAGE) * PAGE
            pks = [p for p in self.ids[start:start + PAGE] if p not in self._defs] or [pk]
        if pk in self._bad:
            return None
        try:
            self._defs.update(carddb.carddefs(self.db, pks))
        except carddb.DatabaseFileError:  # one damaged card of the page: read them one by one
            for p in pks:
                try:
                    self._defs.update(carddb.carddefs(self.db, [p]))
                except carddb.DatabaseFileError as e:
                    if p not in self._bad:
                        self._bad.add(p)
                        self.damaged.emit(str(e))
        while len(self._defs) > MAX_CACHED:
            self._defs.popitem(last=False)
        return self._defs.get(pk)

    def refresh_cards(self, pks: Sequence[int]) -> None:
        """Re-read these cards (after their owned quantity changed elsewhere)."""
        fresh = {r.pk: r for r in carddb.card_rows(self.db, list(pks))}
        for pk, r in fresh.items():
            if pk in self._rows:
                self._rows[pk] = r
            row = self._row_of.get(pk)
            if row is not None:
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.ids:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.ids) - 1, len(COLUMNS) - 1))

    def set_owned_need(self, need: dict[int, int]) -> None:
        self.owned_need = dict(need)
        if self.ids:
            c = column_index("owned")
            self.dataChanged.emit(self.index(0, c), self.index(len(self.ids) - 1, c))

    # -- Qt model ---------------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            col = COLUMNS[section]
            short = self.compact_headers and col.numeric and col.key in STAT_LABELS
            if role == Qt.ItemDataRole.DisplayRole:
                if short and self.lang == "ja" and col.key in _JA_HEADERS:
                    return _JA_HEADERS[col.key]
                return stat_label(col.key, self.lang) if short else col.header()
            if role == Qt.ItemDataRole.ToolTipRole and short:
                return col.header()
            if role == Qt.ItemDataRole.TextAlignmentRole and COLUMNS[section].numeric:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == PK_ROLE:
            return self.ids[row]
        if role == CARDDEF_ROLE:
            return self.card_def(self.ids[row])
        r = self.card_row(row)
        if r is None:
            return None
        col = COLUMNS[column]
        if role == ROW_ROLE:
            return r
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            v = col.value(r, self.lang)
            if role == Qt.ItemDataRole.DisplayRole and v is None:
                return ""
            return v
        if role == Qt.ItemDataRole.TextAlignmentRole and col.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            text = r.text_ja if self.lang == "ja" and r.text_ja else r.text_en
            return f"{_name(r, self.lang)} ({r.card_id})" + (f"\n{readable(text)}" if text else "")
        if role == Qt.ItemDataRole.ForegroundRole and col.key == "owned":
            need = self.owned_need.get(r.pk, 0)
            if need > r.owned:
                return QColor("#d0342c")
            if r.owned == 0:
                return QColor("#8a8f98")
        if role == Qt.ItemDataRole.ForegroundRole and r.removed:
            return QColor("#8a8f98")
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        f = base | Qt.ItemFlag.ItemIsDragEnabled
        if self.editable_owned and COLUMNS[index.column()].key == "owned":
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or COLUMNS[index.column()].key != "owned":
            return False
        if not self.editable_owned:
            return False
        try:
            qty = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return False
        return self.set_owned(self.ids[index.row()], qty)

    def set_owned(self, pk: int, qty: int) -> bool:
        """Store a new owned quantity for a card and update its row."""
        qty = max(0, min(qty, 999_999))
        try:
            carddb.set_quantity(self.db, pk, qty, reason="desktop")
        except (carddb.CardDBError, ValueError):
            return False
        self.refresh_cards([pk])
        self.owned_changed.emit(pk, qty)
        return True

    def add_owned(self, pk: int, delta: int) -> int:
        """Add (or remove) owned copies; returns the new quantity."""
        new = carddb.add_quantity(self.db, pk, delta, reason="desktop")
        self.refresh_cards([pk])
        self.owned_changed.emit(pk, new)
        return new

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if 0 <= column < len(COLUMNS):
            self.sort_requested.emit(COLUMNS[column].key, order == Qt.SortOrder.DescendingOrder)

    # -- drag and drop ------------------------------------------------------------------------

    def mimeTypes(self) -> list[str]:
        return [MIME_CARDS, MIME_DECK_ENTRIES]

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        pks = [self.ids[r] for r in rows]
        return cards_mime(pks)

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: _Index) -> bool:
        return data.hasFormat(MIME_DECK_ENTRIES)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        payload = read_mime(data, MIME_DECK_ENTRIES)
        if payload is None:
            return False
        self.deck_entries_dropped.emit(payload)
        return True


def cards_mime(pks: Sequence[int]) -> QMimeData:
    """Drag data for cards: MIME_CARDS with {"pks": [...]}, plus their ids as text."""
    md = QMimeData()
    md.setData(MIME_CARDS, QByteArray(json.dumps({"pks": list(pks)}).encode()))
    md.setText(" ".join(str(p) for p in pks))
    return md


def read_mime(data: QMimeData, fmt: str) -> dict | None:
    """The JSON payload of one of our drag formats, or None."""
    if not data.hasFormat(fmt):
        return None
    try:
        payload = json.loads(bytes(data.data(fmt).data()).decode())
    except (ValueError, UnicodeDecodeError):
        return None
    return payload if isinstance(payload, dict) else None
