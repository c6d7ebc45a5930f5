"""The hand-over screen of a hot-seat game: when the other person is to answer, it covers the whole
table (board, prompt, card preview and log, any of which may name a hand card) with "Pass to <name>"
until that person clicks Show my cards, so neither player sees the other's hidden cards."""
from __future__ import annotations

from ..qt import (
    QApplication,
    QEvent,
    QFrame,
    QLabel,
    QObject,
    QPushButton,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)


class HandoverCover(QFrame):
    """An opaque cover over its parent widget, with the next player's name and a Show my cards button."""

    revealed = Signal()

    # the button answers only after a double-click's time: the second click of the previous player's
    # double-click (or a click a moment too many) must not open the next player's hand
    ARM_MS = 600

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAutoFillBackground(True)
        self.setStyleSheet("QFrame#handover { background: #141826; }"
                           "QFrame#handover QLabel { color: white; }")
        # stray keys (the previous player's Space or Enter) land here and do nothing
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.title = QLabel()
        self.title.setStyleSheet("font-size:26px;font-weight:700")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel()
        self.text.setStyleSheet("font-size:15px")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self.tr("Show my cards"))
        self.button.setObjectName("primary")
        self.button.setAutoDefault(False)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # never focused by itself: Space must not press it
        self.button.clicked.connect(self._reveal)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(40, 40, 40, 40)
        lay.setSpacing(16)
        lay.addStretch(1)
        lay.addWidget(self.title)
        lay.addWidget(self.text)  # full width: a wrapped label given an alignment here gets too little height
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addStretch(1)
        self.name = ""
        self._arm = QTimer(self)
        self._arm.setSingleShot(True)
        self._arm.timeout.connect(lambda: self.button.setEnabled(True))
        parent.installEventFilter(self)
        self.hide()

    @property
    def covering(self) -> bool:
        return not self.isHidden()

    def show_for(self, name: str) -> None:
        """Cover the parent: the table is to be passed to `name`."""
        self.name = name
        self.title.setText(self.tr("Pass to %1.").replace("%1", name))
        self.text.setText(self.tr("%1, click Show my cards when the other player is not looking.").replace("%1", name))
        arm = max(self.ARM_MS, 0)
        self.button.setEnabled(arm == 0)
        if arm:
            self._arm.start(max(arm, QApplication.doubleClickInterval()))
        self._place()
        self.show()
        self.raise_()
        self.setFocus()

    def _reveal(self) -> None:
        if self.covering:
            self._arm.stop()
            self.hide()
            self.revealed.emit()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def eventFilter(self, obj: QObject, e: QEvent) -> bool:
        if obj is self.parentWidget() and e.type() == QEvent.Type.Resize and self.covering:
            self._place()
        return super().eventFilter(obj, e)
