"""Helpers for driving the real widgets: waiting for searches and sending drag-and-drop events."""
from __future__ import annotations

from desktop.qt import (
    QApplication,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMimeData,
    QPointF,
    Qt,
    QWidget,
)


def search(qtbot, browser, text: str) -> int:  # type: ignore[no-untyped-def]
    """Type a query into a browser and wait for its result; returns the number of cards."""
    with qtbot.waitSignal(browser.query_done, timeout=10000) as blocker:
        browser.set_query(text)
    return int(blocker.args[0])


def drop(target: QWidget, mime: QMimeData, action: Qt.DropAction = Qt.DropAction.CopyAction) -> bool:
    """Drag `mime` over `target` (a view's viewport) and drop it, as a user's drag would; True if accepted."""
    pos = QPointF(target.rect().center())
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(target, move)
    if not move.isAccepted():
        return False
    ev = QDropEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(target, ev)
    return ev.isAccepted()


def drag_rows(view, rows: list[int]) -> QMimeData:  # type: ignore[no-untyped-def]
    """Select `rows` in an item view and return the drag data its model makes for them (what
    QAbstractItemView.startDrag puts in the QDrag)."""
    model = view.model()
    sel = view.selectionModel()
    sel.clearSelection()
    from desktop.qt import QItemSelectionModel

    for r in rows:
        sel.select(model.index(r, 0), QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)
    indexes = [i for i in sel.selectedIndexes() if i.column() == 0]
    return model.mimeData(indexes)


def open_window(db, qtbot):  # type: ignore[no-untyped-def]
    """The main window in English on `db` (opened after a test changed the database, as at a start)."""
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    settings = AppSettings(db)
    settings.set("language", "en")
    w = MainWindow(db, settings)
    qtbot.addWidget(w)
    w.show()
    return w
