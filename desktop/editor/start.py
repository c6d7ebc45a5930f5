"""The editor's first page (the drafts left from earlier sessions, New set, Import file) and the
New set dialog."""
from __future__ import annotations

from pathlib import Path

from engine.games import IMPLEMENTED

from ..gameinfo import game_info
from ..qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRegularExpression,
    QRegularExpressionValidator,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .document import list_drafts


class NewSetDialog(QDialog):
    """Game, set code and names of a new user set (version 1)."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New card set"))
        self.game = QComboBox()
        for g in IMPLEMENTED:
            self.game.addItem(game_info(g).name(lang), g)
        self.code = QLineEdit()
        self.code.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9A-Za-z_]{1,12}"), self))
        self.code.setPlaceholderText("MYSET1")
        self.name_en, self.name_ja = QLineEdit(), QLineEdit()
        form = QFormLayout(self)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Set code"), self.code)
        form.addRow(self.tr("Name (English)"), self.name_en)
        form.addRow(self.tr("Name (Japanese)"), self.name_ja)
        hint = QLabel(self.tr("The code names the set's cards (CODE-001); letters, digits and _, up to 12."))
        hint.setObjectName("subtle")
        hint.setWordWrap(True)
        form.addRow(hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        for w in (self.code, self.name_en, self.name_ja):
            w.textChanged.connect(self._check)
        self._check()

    def _check(self) -> None:
        ok = bool(self.code.text()) and bool(self.name_en.text().strip()) and bool(self.name_ja.text().strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def values(self) -> tuple[str, str, str, str]:
        return (str(self.game.currentData()), self.code.text(), self.name_en.text().strip(),
                self.name_ja.text().strip())


class StartPage(QWidget):
    """What the editor shows before a set is open: the drafts to go on with, New set, Import file."""

    open_requested = Signal(Path)
    new_requested = Signal()
    import_requested = Signal()
    delete_requested = Signal(Path)
    back_requested = Signal()

    def __init__(self, drafts_dir: Path, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.drafts_dir, self.lang = drafts_dir, lang
        title = QLabel(self.tr("Card set editor"))
        title.setObjectName("pageTitle")
        intro = QLabel(self.tr("Make your own card set: its cards, their texts and abilities. Every change is "
                               "saved as a draft at once; a set without problems can be used in games."))
        intro.setWordWrap(True)
        self.drafts_label = QLabel(self.tr("Drafts"))
        self.drafts = QListWidget()
        self.drafts.itemActivated.connect(lambda it: self.open_requested.emit(Path(it.data(Qt.ItemDataRole.UserRole))))
        self.btn_open = QPushButton(self.tr("Open draft"))
        self.btn_open.clicked.connect(self._open_current)
        self.btn_delete = QPushButton(self.tr("Delete draft…"))
        self.btn_delete.clicked.connect(self._delete_current)
        self.btn_new = QPushButton(self.tr("New set…"))
        self.btn_new.clicked.connect(self.new_requested)
        self.btn_import = QPushButton(self.tr("Import file…"))
        self.btn_import.clicked.connect(self.import_requested)
        self.btn_back = QPushButton()
        self.btn_back.clicked.connect(self.back_requested)
        self.btn_back.hide()  # shown while a set is open (the window names it)
        row = QHBoxLayout()
        for b in (self.btn_open, self.btn_delete):
            row.addWidget(b)
        row.addStretch(1)
        for b in (self.btn_back, self.btn_new, self.btn_import):
            row.addWidget(b)
        self.folder = QLabel()
        self.folder.setObjectName("subtle")
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay = QVBoxLayout(self)
        lay.addWidget(title)
        lay.addWidget(intro)
        lay.addWidget(self.drafts_label)
        lay.addWidget(self.drafts, 1)
        lay.addLayout(row)
        lay.addWidget(self.folder)
        self.refresh()

    def refresh(self) -> None:
        from ..gameinfo import game_info

        self.drafts.clear()
        for path, header, n, problem in list_drafts(self.drafts_dir):
            if header is None:
                text = f"{path.name} — {self.tr('cannot be read')}: {problem}"
            else:
                text = (f"{header.code} · {header.name_ja if self.lang == 'ja' else header.name_en} · "
                        f"{game_info(header.game).name(self.lang)} · "
                        + self.tr("version %1, %2 cards").replace("%1", str(header.version)).replace("%2", str(n)))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.drafts.addItem(item)
        has = self.drafts.count() > 0
        if has:
            self.drafts.setCurrentRow(0)
        self.drafts_label.setText(self.tr("Drafts") if has else self.tr("No drafts yet."))
        self.btn_open.setEnabled(has)
        self.btn_delete.setEnabled(has)
        self.folder.setText(self.tr("Drafts folder: %1").replace("%1", str(self.drafts_dir)))

    def current_path(self) -> Path | None:
        it = self.drafts.currentItem()
        return Path(it.data(Qt.ItemDataRole.UserRole)) if it is not None else None

    def _open_current(self) -> None:
        p = self.current_path()
        if p is not None:
            self.open_requested.emit(p)

    def _delete_current(self) -> None:
        p = self.current_path()
        if p is not None:
            self.delete_requested.emit(p)
