"""The Settings page: UI language, card image folder, default computer level, animation speed.
Each change is stored at once (carddb settings table); a new language applies at the next start."""
from __future__ import annotations

import carddb

from . import dialogs
from .cardimages import ImageIndex
from .qt import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from .settings import ANIMATION_SPEEDS, LANGUAGES, AppSettings


class SettingsPage(QWidget):
    """Settings form."""

    import_sets_requested = Signal()

    def __init__(self, db: carddb.CardDB, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.db, self.settings = db, settings
        title = QLabel(self.tr("Settings"))
        title.setObjectName("pageTitle")
        self.language = QComboBox()
        self.language.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language") or "")))
        self.language.currentIndexChanged.connect(self._on_language)
        self.language_note = QLabel()
        self.language_note.setObjectName("subtle")
        self.image_folder = QLineEdit(str(settings.get("image_folder") or ""))
        self.image_folder.setPlaceholderText(self.tr("No folder: cards are drawn from their data"))
        self.image_folder.editingFinished.connect(lambda: self.set_image_folder(self.image_folder.text().strip()))
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._browse)
        clear = QPushButton(self.tr("Clear"))
        clear.clicked.connect(lambda: self.set_image_folder(""))
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.image_folder, 1)
        folder_row.addWidget(browse)
        folder_row.addWidget(clear)
        self.image_note = QLabel()
        self.image_note.setObjectName("subtle")
        self.image_note.setWordWrap(True)
        self.ai_level = QComboBox()
        try:
            from engine.ai.levels import LEVELS

            levels = {k: v.label for k, v in LEVELS.items()}
        except ImportError:
            levels = {"easy": {"en": "Easy"}, "normal": {"en": "Normal"}, "hard": {"en": "Hard"}}
        lang = settings.language()
        for key, label in levels.items():
            self.ai_level.addItem(label.get(lang, label.get("en", key)), key)
        self.ai_level.setCurrentIndex(max(0, self.ai_level.findData(settings.get("ai_level"))))
        self.ai_level.currentIndexChanged.connect(lambda _i: settings.set("ai_level", self.ai_level.currentData()))
        self.animation = QComboBox()
        names = {"off": self.tr("Off"), "slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast")}
        for key in ANIMATION_SPEEDS:
            self.animation.addItem(names[key], key)
        self.animation.setCurrentIndex(max(0, self.animation.findData(settings.get("animation_speed"))))
        self.animation.currentIndexChanged.connect(
            lambda _i: settings.set("animation_speed", self.animation.currentData()))
        self.ray = QLineEdit(str(settings.get("ray_address") or ""))
        self.ray.setPlaceholderText(self.tr("None: the deck lab plays on this computer's cores"))
        self.ray.setToolTip(self.tr("A Ray cluster for the deck lab's games: auto (the cluster this computer "
                                    "belongs to) or ray://host:10001. Needs Ray: <code>pip install \".[cluster]\"</code>"))
        self.ray.editingFinished.connect(lambda: settings.set("ray_address", self.ray.text().strip()))
        self.import_sets = QPushButton(self.tr("Import card set files…"))
        self.import_sets.clicked.connect(self.import_sets_requested.emit)
        db_label = QLabel(str(db.path) if db.path else self.tr("(in memory)"))
        db_label.setObjectName("subtle")
        db_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout()
        form.setSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.image_folder.setMinimumWidth(420)
        self.language_note.hide()
        form.addRow(self.tr("Language"), self.language)
        form.addRow("", self.language_note)
        form.addRow(self.tr("Card image folder"), folder_row)
        form.addRow("", self.image_note)
        form.addRow(self.tr("Default computer level"), self.ai_level)
        form.addRow(self.tr("Animation speed"), self.animation)
        form.addRow(self.tr("Ray cluster"), self.ray)
        form.addRow(self.tr("Card sets"), self.import_sets)
        form.addRow(self.tr("Database file"), db_label)
        panel = QFrame()
        panel.setObjectName("panel")
        panel.setMaximumWidth(900)
        pl = QVBoxLayout(panel)
        pl.setContentsMargins(18, 16, 18, 16)
        pl.addLayout(form)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(16, 16, 16, 16)
        lay.addWidget(title)
        lay.addWidget(panel)
        lay.addStretch(1)
        self._update_image_note()

    def _on_language(self, _i: int) -> None:
        self.settings.set("language", self.language.currentData())
        self.language_note.setText(self.tr("The new language applies when TCG Table starts next."))
        self.language_note.show()

    def _browse(self) -> None:
        folder = dialogs.choose_folder(self, self.tr("Card image folder"), self.image_folder.text())
        if folder:
            self.set_image_folder(folder)

    def set_image_folder(self, folder: str) -> None:
        self.image_folder.setText(folder)
        self.settings.set("image_folder", folder)
        self._update_image_note()

    def _update_image_note(self) -> None:
        folder = str(self.settings.get("image_folder") or "")
        if not folder:
            self.image_note.setText(self.tr("Pictures named like VSS1-001.png, VSS1/001.jpg or "
                                            "victory_spark/VSS1/001.webp replace the drawn faces."))
            return
        n = len(ImageIndex(folder))
        self.image_note.setText(self.tr("%n card picture(s) found in this folder.", "", n))
