"""The result over the board when a game ends: the headline, why, Watch the replay and New game."""
from __future__ import annotations

from ..qt import QCoreApplication, QFrame, QHBoxLayout, QLabel, QPushButton, Qt, QVBoxLayout, QWidget


class ResultBanner(QFrame):
    """A dark panel over the board (`title`, `text`, `watch_button`, `again_button`)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet("QFrame#banner { background: rgba(20,24,40,235); border-radius: 14px; }"
                           "QFrame#banner QLabel { color: white; }")
        bl = QVBoxLayout(self)
        bl.setContentsMargins(28, 20, 28, 20)
        self.title = QLabel()
        self.title.setStyleSheet("font-size:24px;font-weight:700")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        # context "GameTable": these words were the game table's before they moved here
        self.watch_button = QPushButton(QCoreApplication.translate("GameTable", "Watch the replay"))
        self.again_button = QPushButton(QCoreApplication.translate("GameTable", "New game"))
        self.again_button.setObjectName("primary")
        br = QHBoxLayout()
        br.addWidget(self.watch_button)
        br.addWidget(self.again_button)
        bl.addWidget(self.title)
        bl.addWidget(self.text)
        bl.addLayout(br)
        self.hide()

