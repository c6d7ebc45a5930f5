"""Which texts of a window do not fit their widget (shown clipped or elided where they must be whole).

A text is measured with the widget's own font metrics against the room its widget gives it: a label
its contents rectangle (each line; rich text by its laid-out document), a button, check box or tab its
size hint (Qt draws such text clipped, never elided), a combo box the current text against its edit
field, a header section its contents' size. Widgets that elide on purpose are listed in
`ELIDES_ON_PURPOSE` (by object name) and left out."""
from __future__ import annotations

from desktop.qt import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QListView,
    QListWidget,
    QPainter,
    QPixmap,
    QStyle,
    QStyleOptionComboBox,
    Qt,
    QTabBar,
    QTextDocument,
    QWidget,
)

# object names of widgets whose text is shortened on purpose (the full text is in a tooltip or
# shown elsewhere): none yet; a widget added here needs a reason next to it
ELIDES_ON_PURPOSE: frozenset[str] = frozenset()
TOLERANCE = 2  # px: rounding between font metrics and the style's own layout

def _visible(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0 and w.objectName() not in ELIDES_ON_PURPOSE


def _label_problem(lb: QLabel) -> str | None:
    text = lb.text()
    if not text or lb.wordWrap() or not lb.pixmap().isNull():
        return None
    room = lb.contentsRect().width() - 2 * lb.margin() - 2 * lb.indent() if lb.indent() > 0 else \
        lb.contentsRect().width() - 2 * lb.margin()
    if Qt.mightBeRichText(text) or lb.textFormat() == Qt.TextFormat.RichText:
        doc = QTextDocument()
        doc.setDefaultFont(lb.font())
        doc.setHtml(text)
        doc.setDocumentMargin(0)
        need = doc.idealWidth()
    else:
        fm = lb.fontMetrics()
        need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
    return f"label {text[:60]!r}: needs {need:.0f} px, has {room}" if need > room + TOLERANCE else None


def _button_problem(b: QAbstractButton) -> str | None:
    if not b.text():
        return None
    need = b.sizeHint().width()
    return f"button {b.text()[:60]!r}: needs {need} px, has {b.width()}" if need > b.width() + TOLERANCE else None


def _combo_problem(c: QComboBox) -> str | None:
    text = c.currentText()
    if not text or c.isEditable():
        return None
    opt = QStyleOptionComboBox()
    c.initStyleOption(opt)
    field = c.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                     QStyle.SubControl.SC_ComboBoxEditField, c)
    icon = c.iconSize().width() + 4 if not c.itemIcon(c.currentIndex()).isNull() else 0
    need = c.fontMetrics().horizontalAdvance(text) + icon
    return f"combo box {text[:60]!r}: needs {need} px, has {field.width()}" if need > field.width() + TOLERANCE \
        else None


def _header_problems(h: QHeaderView) -> list[str]:
    out = []
    model = h.model()
    if model is None:
        return out
    for i in range(h.count()):
        if h.isSectionHidden(i) or h.sectionSize(i) == 0:
            continue
        need = h.sectionSizeFromContents(i).width() if h.orientation() == Qt.Orientation.Horizontal else 0
        # the sort arrow's room is only needed on the sorted column
        if h.isSortIndicatorShown() and h.sortIndicatorSection() != i:
            need -= h.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, h)
        text = str(model.headerData(i, h.orientation()) or "")
        if text and need > h.sectionSize(i) + TOLERANCE:
            out.append(f"header {text!r}: needs {need} px, has {h.sectionSize(i)}")
    return out


def _columns_problem(v: QAbstractItemView) -> str | None:
    """Columns wider than the view with no scroll bar to reach them: the last ones are cut off."""
    h = getattr(v, "horizontalHeader", lambda: None)()
    if h is None or not h.isVisible() or v.horizontalScrollBar().isVisible():
        return None
    room = v.viewport().width()
    return f"columns need {h.length()} px, the view has {room}" if h.length() > room + TOLERANCE else None


def _list_problems(v: QListWidget) -> list[str]:
    """A list's lines (the table's answers) cut at the side: neither wrapped nor reachable by scrolling."""
    if v.wordWrap() or v.horizontalScrollBar().isVisible():
        return []
    room = v.viewport().width()
    fm = v.fontMetrics()
    out = []
    for i in range(v.count()):
        it = v.item(i)
        if it.isHidden():
            continue
        need = max(fm.horizontalAdvance(line) for line in it.text().split("\n")) + 8  # + the item's margins
        if need > room + TOLERANCE:
            out.append(f"list line {it.text()[:60]!r}: needs {need} px, has {room}")
    return out


def _tab_problems(t: QTabBar) -> list[str]:
    return [f"tab {t.tabText(i)!r}: needs {t.tabSizeHint(i).width()} px, has {t.tabRect(i).width()}"
            for i in range(t.count())
            if t.isTabVisible(i) and t.tabSizeHint(i).width() > t.tabRect(i).width() + TOLERANCE]


def clipped_texts(root: QWidget) -> list[str]:
    """Every visible text under `root` (itself included) that is wider than its room."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not _visible(w):
            continue
        where = f"{type(w).__name__}#{w.objectName()}"
        problems: list[str | None] = []
        if isinstance(w, QLabel):
            problems.append(_label_problem(w))
        elif isinstance(w, QAbstractButton) and not isinstance(w.parent(), QTabBar):
            problems.append(_button_problem(w))
        elif isinstance(w, QComboBox):
            problems.append(_combo_problem(w))
        elif isinstance(w, QHeaderView) and isinstance(w.parent(), QAbstractItemView):
            where = f"{type(w.parent()).__name__}#{w.parent().objectName()} header"
            problems += _header_problems(w)
        elif isinstance(w, QListWidget) and w.viewMode() == QListView.ViewMode.ListMode:
            problems += _list_problems(w)
        elif isinstance(w, QAbstractItemView) and w.horizontalScrollBar() is not None:
            problems.append(_columns_problem(w))
        elif isinstance(w, QTabBar):
            problems += _tab_problems(w)
        out += [f"{where}: {p}" for p in problems if p]
    return out



class _RecordingPainter(QPainter):
    """A painter that keeps every text it is asked to draw (the board's widgets draw from Python)."""

    def __init__(self, device: QPixmap) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802 (Qt's name)
        self.texts += [a for a in args if isinstance(a, str)]
        super().drawText(*args)  # type: ignore[call-overload]


def zone_label_problems(board) -> list[str]:  # type: ignore[no-untyped-def]
    """The table's zone names as their widgets really draw them (desktop/table/zones.py): a name drawn
    shortened with "…" is cut. Each pile is drawn as if it held 99 cards (a two-digit count, which
    every pile can come to), with the cards it holds."""
    import copy

    from desktop.table.games.base import HAND, STACK
    from desktop.table.model import ZoneView

    class _NinetyNine(ZoneView):
        @property
        def count(self) -> int:
            return 99

    out = []
    for key, z in board.zones.items():
        if z.style_ == HAND or not z.isVisible() or not z.label or z.zone is None:
            continue
        if z.style_ == STACK and z.cards and z.cards[-1].card_id:
            continue  # an occupied place shows its card's name instead (elided on purpose)
        real = z.zone
        if not real.spec.slots:  # a pile (a slot holds its one card and what is set under it)
            z.zone = copy.copy(real)
            z.zone.__class__ = _NinetyNine
        pm = QPixmap(z.size())
        p = _RecordingPainter(pm)
        try:
            z._render(p)
        finally:
            p.end()
            z.zone = real
        cut = [t for t in p.texts if t.endswith("…") and z.label.startswith(t[:-1])]
        if cut:
            out.append(f"zone {key} label {z.label!r} drawn as {cut[0]!r} ({z.width()} px wide)")
    return out
