"""First start and help: the Play page's one-click "Play a game" panel, and a short how-to-play
page per game, opened from the Help menu and from the Play page.

The pages are Markdown files, `assets/howto/<game>.<lang>.md` (English when a language has none),
each followed by the table's controls, which are the same in every game (`_table.<lang>.md`);
they are shown in a QTextBrowser in one dialog with a game chooser, not modal, so it can stay open
beside the table.
"""
from __future__ import annotations

from pathlib import Path

from engine.games import IMPLEMENTED

from .gameinfo import game_info
from .qt import (
    QAction,
    QComboBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    Qt,
    QTextBlockFormat,
    QTextBrowser,
    QTextCursor,
    QTextDocument,
    QVBoxLayout,
    QWidget,
    Signal,
)

CONTROLS = "_table"  # the page every game's page ends with


def howto_dir() -> Path:
    import assets

    return assets.ROOT / "howto"


def howto_path(name: str, lang: str) -> Path:
    """The page `name` in `lang`, or in English when that language has none."""
    p = howto_dir() / f"{name}.{lang}.md"
    return p if p.exists() else howto_dir() / f"{name}.en.md"


def howto_markdown(game: str, lang: str) -> str:
    """A game's how-to page with the table's controls after it (Markdown)."""
    try:
        page = howto_path(game, lang).read_text(encoding="utf-8")
    except OSError:  # an incomplete install: say so instead of an empty window
        return "# " + game_info(game).name(lang) + "\n\n" + QCoreApplication.translate(
            "HowToDialog", "There is no how-to page for this game in this installation.")
    try:
        return page.rstrip() + "\n\n" + howto_path(CONTROLS, lang).read_text(encoding="utf-8")
    except OSError:
        return page


def space_out(doc: QTextDocument) -> None:
    """Room above headings and between lines: Qt's Markdown sets headings and paragraphs tight."""
    cursor = QTextCursor(doc)
    block = doc.begin()
    while block.isValid():
        fmt = block.blockFormat()
        level = fmt.headingLevel()
        fmt.setTopMargin(16 if level > 1 else fmt.topMargin())
        fmt.setBottomMargin(8 if level else 4)
        fmt.setLineHeight(120, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        cursor.setPosition(block.position())
        cursor.setBlockFormat(fmt)
        block = block.next()


class HowToDialog(QDialog):
    """How to play: a game chooser above the chosen game's page."""

    def __init__(self, lang: str, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setObjectName("howTo")
        self.game = QComboBox()
        for g in IMPLEMENTED:
            self.game.addItem(game_info(g).name(lang), g)
        self.game.currentIndexChanged.connect(self._show_current)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)  # the pages have no links to follow
        self.text.setStyleSheet("QTextBrowser { padding: 8px 12px; font-size: 13px; }")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Game")))
        top.addWidget(self.game)
        top.addStretch(1)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.text, 1)
        lay.addWidget(buttons)
        self.resize(680, 760)
        self.show_game(game or IMPLEMENTED[0])

    def show_game(self, game: str) -> None:
        i = self.game.findData(game)
        if i < 0:
            return
        if i != self.game.currentIndex():
            self.game.setCurrentIndex(i)  # calls _show_current
        else:
            self._show_current()

    def current_game(self) -> str:
        return str(self.game.currentData())

    def _show_current(self, *_: object) -> None:
        game = self.current_game()
        self.setWindowTitle(self.tr("How to play %1").replace("%1", game_info(game).name(self.lang)))
        self.text.setMarkdown(howto_markdown(game, self.lang))
        space_out(self.text.document())
        self.text.verticalScrollBar().setValue(0)


def show_howto(parent: QWidget, game: str, lang: str) -> HowToDialog:
    """Show the how-to page of `game` in the window's one how-to dialog (made on first use)."""
    dlg = parent.findChild(HowToDialog)
    if dlg is None:
        dlg = HowToDialog(lang, game, parent)
    else:
        dlg.show_game(game)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg


def add_howto_menu(menu: QMenu, window: QWidget, lang: str) -> dict[str, QAction]:
    """A "How to play" submenu of `menu` with one entry per game; the entries by game."""
    sub = menu.addMenu(QCoreApplication.translate("HowToDialog", "How to play"))
    actions: dict[str, QAction] = {}
    for g in IMPLEMENTED:
        a = sub.addAction(game_info(g).name(lang))
        a.triggered.connect(lambda _c=False, g=g: show_howto(window, g, lang))
        actions[g] = a
    return actions


class HowToLink(QPushButton):
    """A "How to play" button that looks like a link (it sits beside a game chooser)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(self.tr("How to play"))
        self.setToolTip(self.tr("The rules in short, and how to play on the table"))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QPushButton { border: none; background: transparent; color: #3c5bd6;"
                           " text-decoration: underline; }")


class QuickPlayPanel(QFrame):
    """The top of the Play page: one click starts a game against the computer with preconstructed
    decks (the page starts it: `play_requested`)."""

    play_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.button = QPushButton(self.tr("Play a game"))
        self.button.setObjectName("primary")
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 16px; padding: 6px 22px;")
        self.button.clicked.connect(self.play_requested)
        self.note = QLabel()
        self.note.setObjectName("subtle")
        self.note.setWordWrap(True)
        self.error = QLabel()  # why a game could not start; hidden while empty, to keep the panel low
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        text = QVBoxLayout()
        text.addWidget(self.note)
        text.addWidget(self.error)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 12, 14, 12)
        lay.setSpacing(16)
        lay.addWidget(self.button)
        lay.addLayout(text, 1)

    def set_game(self, name: str, level: str) -> None:
        """Say what the button starts: the game `name` against the computer at `level`."""
        self.note.setText(self.tr("Start %1 at once against the computer (%2), both sides with "
                                  "preconstructed decks.").replace("%1", name).replace("%2", level))


__all__ = ["HowToDialog", "HowToLink", "QuickPlayPanel", "add_howto_menu", "howto_markdown", "show_howto"]
