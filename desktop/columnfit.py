"""Card-table columns as wide as their words need, in any language: every header whole ("指定資源",
not "定資源"), number columns as wide as four digits, the type and game columns as their longest
words; the name column (stretched) takes the room left."""
from __future__ import annotations

from .cardmodel import COLUMNS
from .gameinfo import TYPE_LABELS, game_info, known_games, type_label
from .qt import QStyle, QTableView

STAT_COLUMNS = ("cost", "level", "power", "defense", "x", "y", "at", "df", "ac")


def fit_columns(table: QTableView, lang: str) -> None:
    """Widen (never narrow, but number columns) the shown columns of a card table to what they need."""
    hh = table.horizontalHeader()
    fm = table.fontMetrics()
    for c in range(1, len(COLUMNS)):
        if table.isColumnHidden(c):
            continue
        key = COLUMNS[c].key
        need = hh.sectionSizeFromContents(c).width()
        if hh.sortIndicatorSection() != c:  # the sort arrow takes room only on the sorted column
            need -= table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, hh)
        if key in STAT_COLUMNS:  # as wide as its header or "9999" needs, no wider
            table.setColumnWidth(c, max(need, fm.horizontalAdvance("9999") + 12))
            continue
        if key == "type":
            need = max([need, *(fm.horizontalAdvance(type_label(t, lang)) + 16 for t in TYPE_LABELS)])
        elif key == "game":
            need = max([need, *(fm.horizontalAdvance(game_info(g).name(lang)) + 16 for g in known_games())])
        if table.columnWidth(c) < need:
            table.setColumnWidth(c, need)
