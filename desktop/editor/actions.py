"""The editor window's menus and toolbar, when each action can do something, and the window's
first size (it must fit the screen it opens on).

An action that would do nothing is disabled: with no set open, everything about a set; on the
start page, what works on the set page's card (add, duplicate, delete, try, undo, redo: their
effect could not be seen); with no card, duplicate, delete and try; undo and redo follow the stack.
Export, Use in games and Try also wait for a set without problems (the tooltip says why)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..qt import QCoreApplication, QGuiApplication, QKeySequence, QRect, QSize, QWidget
from .form import issue_text

if TYPE_CHECKING:
    from ..qt import QAction, QLabel, QMainWindow, QPushButton, QStackedWidget
    from .document import SetDocument

    class SetEditorWindow(QMainWindow):  # what this module uses of window.SetEditorWindow (which imports it)
        doc: SetDocument | None
        pages: QStackedWidget
        btn_use: QPushButton
        use_reason: QLabel
        set_problems: QLabel
        act_new: QAction
        act_drafts: QAction
        act_import: QAction
        act_export: QAction
        act_use: QAction
        act_try: QAction
        act_try_hotseat: QAction
        act_add: QAction
        act_dup: QAction
        act_del: QAction
        act_undo: QAction
        act_redo: QAction

        def _undo(self) -> None: ...

        def _redo(self) -> None: ...

        def _update_status(self) -> None: ...

        def current_card(self) -> int: ...

        def add_card(self) -> None: ...

        def duplicate_card(self) -> None: ...

        def delete_card(self) -> None: ...

        def show_start(self) -> None: ...

        def new_set(self) -> object: ...

        def import_file(self) -> object: ...

        def export_file(self) -> bool: ...

        def try_card(self, hotseat: bool = False) -> object: ...

        def use_in_games(self) -> object: ...

translate = QCoreApplication.translate  # strings keep the window's context, SetEditorWindow
MARGIN = 24  # room left around the window on a screen smaller than it wants


def build_actions(win: SetEditorWindow) -> None:
    m = win.menuBar().addMenu(translate("SetEditorWindow", "&Set"))
    win.act_new = m.addAction(translate("SetEditorWindow", "New set…"), lambda: win.new_set())
    win.act_drafts = m.addAction(translate("SetEditorWindow", "Drafts…"), win.show_start)
    win.act_import = m.addAction(translate("SetEditorWindow", "Import file…"), lambda: win.import_file())
    win.act_export = m.addAction(translate("SetEditorWindow", "Export…"), lambda: win.export_file())
    m.addSeparator()
    win.act_use = m.addAction(translate("SetEditorWindow", "Use in games"), win.use_in_games)
    win.act_try = m.addAction(translate("SetEditorWindow", "Try this card"), lambda: win.try_card())
    win.act_try_hotseat = m.addAction(translate("SetEditorWindow", "Try this card, two players (hot-seat)"),
                                      lambda: win.try_card(hotseat=True))
    m.addSeparator()
    m.addAction(translate("SetEditorWindow", "Close"), win.close).setShortcut(QKeySequence.StandardKey.Close)
    e = win.menuBar().addMenu(translate("SetEditorWindow", "&Edit"))
    win.act_undo = e.addAction(translate("SetEditorWindow", "Undo"), win._undo)
    win.act_undo.setShortcuts([QKeySequence("Ctrl+Z")])
    win.act_redo = e.addAction(translate("SetEditorWindow", "Redo"), win._redo)
    win.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    e.addSeparator()
    win.act_add = e.addAction(translate("SetEditorWindow", "Add card"), win.add_card)
    win.act_add.setShortcut(QKeySequence("Ctrl+N"))
    win.act_dup = e.addAction(translate("SetEditorWindow", "Duplicate card"), win.duplicate_card)
    win.act_dup.setShortcut(QKeySequence("Ctrl+D"))
    win.act_del = e.addAction(translate("SetEditorWindow", "Delete card"), win.delete_card)
    tb = win.addToolBar(translate("SetEditorWindow", "Set"))
    tb.setObjectName("editorToolbar")
    # the app's stylesheet gives tool buttons no disabled look: a disabled one looked clickable
    tb.setStyleSheet("QToolButton:disabled { color: #9aa1b2; border-color: #e3e6ee; background: #f6f7fa; }")
    for a in (win.act_new, win.act_import, win.act_export, None, win.act_undo, win.act_redo, None,
              win.act_use, win.act_try):
        if a is None:
            tb.addSeparator()
        else:
            tb.addAction(a)


def update_undo(win: SetEditorWindow) -> None:
    on_set = win.doc is not None and win.pages.currentIndex() == 1
    win.act_undo.setEnabled(on_set and win.doc.stack.canUndo())  # type: ignore[union-attr]
    win.act_redo.setEnabled(on_set and win.doc.stack.canRedo())  # type: ignore[union-attr]


def update_actions(win: SetEditorWindow) -> None:
    doc = win.doc
    on_set = doc is not None and win.pages.currentIndex() == 1
    card = on_set and 0 <= win.current_card() < len(doc.cards)  # type: ignore[union-attr]
    win.act_drafts.setEnabled(win.pages.currentIndex() != 0)
    win.act_add.setEnabled(on_set)
    win.act_dup.setEnabled(card)
    win.act_del.setEnabled(card)
    update_undo(win)
    if doc is None:
        for a in (win.act_export, win.act_use, win.act_try, win.act_try_hotseat):
            a.setEnabled(False)
        return
    issues = doc.issues()
    n = len(issues)
    win.act_use.setEnabled(n == 0)
    win.act_export.setEnabled(n == 0)
    win.act_try.setEnabled(n == 0 and card)
    win.act_try_hotseat.setEnabled(n == 0 and card)
    reason = translate("SetEditorWindow", "Fix the problems first: %n problem(s) in this set.", "", n) if n else ""
    win.act_try.setToolTip(reason or translate(
        "SetEditorWindow", "Play a game against the computer with this card in your deck and, at the start, in your hand"))
    win.act_try_hotseat.setToolTip(reason or translate("SetEditorWindow",
                                                       "Play both sides yourself (or with a friend at this computer), this card in the first player's deck"))
    win.act_use.setToolTip(reason or translate("SetEditorWindow", "Import this set into the card database"))
    win.act_export.setToolTip(reason or translate("SetEditorWindow", "Save the set as one card-set file"))
    win.use_reason.setText(reason + (" " + translate("SetEditorWindow", "It is kept as a draft.") if n else ""))
    win.btn_use.setEnabled(n == 0)
    win.btn_use.setToolTip(win.act_use.toolTip())
    win._update_status()
    card_word, set_word = translate("SetEditorWindow", "card"), translate("SetEditorWindow", "set")
    win.set_problems.setText("\n".join(issue_text(i, card_word, set_word) for i in issues if i.card is None))


def fit_to_screen(win: QWidget, want: QSize) -> QRect:
    """Size `win` to `want`, or less on a smaller screen, and place it wholly on the screen's
    available area (without the panels), over its parent when it has one; returns the frame's
    rectangle as placed."""
    parent = win.parentWidget()
    screen = (parent.screen() if parent is not None else win.screen()) or QGuiApplication.primaryScreen()
    avail = screen.availableGeometry()
    # the title bar and borders: known once the window has been shown, else a typical size
    extra_w = max(0, win.frameGeometry().width() - win.width()) if win.isVisible() else 8
    extra_h = max(0, win.frameGeometry().height() - win.height()) if win.isVisible() else 36
    w = max(min(want.width(), avail.width() - extra_w - MARGIN), min(win.minimumSizeHint().width(), avail.width()))
    h = max(min(want.height(), avail.height() - extra_h - MARGIN),
            min(win.minimumSizeHint().height(), avail.height() - extra_h))
    win.resize(w, h)
    centre = parent.frameGeometry().center() if parent is not None and parent.isVisible() else avail.center()
    frame = QRect(0, 0, w + extra_w, h + extra_h)
    frame.moveCenter(centre)
    x = min(max(frame.left(), avail.left()), avail.right() + 1 - frame.width())
    y = min(max(frame.top(), avail.top()), avail.bottom() + 1 - frame.height())
    win.move(max(x, avail.left()), max(y, avail.top()))
    frame.moveTo(max(x, avail.left()), max(y, avail.top()))
    return frame
