"""Questions the app asks the user (file choosers, names, confirmations, messages).

Pages call these instead of Qt's static dialogs directly, so tests can answer them (monkeypatch)
and messages use one wording and look.
"""
from __future__ import annotations

from .qt import QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget


def open_files(parent: QWidget | None, title: str, filters: str) -> list[str]:
    files, _ = QFileDialog.getOpenFileNames(parent, title, "", filters)
    return list(files)


def open_file(parent: QWidget | None, title: str, filters: str) -> str:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return path


def save_file(parent: QWidget | None, title: str, suggested: str, filters: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return path


def choose_folder(parent: QWidget | None, title: str, start: str = "") -> str:
    return QFileDialog.getExistingDirectory(parent, title, start)


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "") -> str | None:
    value, ok = QInputDialog.getText(parent, title, label, QLineEdit.EchoMode.Normal, text)
    return value.strip() if ok and value.strip() else None


def confirm(parent: QWidget | None, title: str, text: str) -> bool:
    return QMessageBox.question(parent, title, text) == QMessageBox.StandardButton.Yes


def info(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    """A non-blocking message (with an optional details section); returned so callers may keep it."""
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.open()
    return box


def error(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.open()
    return box
