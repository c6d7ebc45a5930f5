"""Questions the app asks the user (file choosers, names, confirmations, messages).

Pages call these instead of Qt's static dialogs directly, so tests can answer them (monkeypatch)
and messages use one wording and look. A message's details (why a file was refused: the file, the
item and the problem) show in the message itself; only a long list goes under "Show Details".
"""
from __future__ import annotations

from .qt import QCoreApplication, QFileDialog, QInputDialog, QLineEdit, QMessageBox, Qt, QWidget

SHOWN_LINES = 12  # detail lines shown in the message; the rest under "Show Details"
SHOWN_CHARS = 1500


def describe(e: BaseException) -> str:
    """An error for the user: a FormatError as its file, the place in it and the problem (labelled, one
    per line; several bad rows one per line), anything else as its message."""
    from engine.errors import FormatError

    if not isinstance(e, FormatError):
        return str(e) or type(e).__name__
    lines = [QCoreApplication.translate("dialogs", "File: %1").replace("%1", e.file)]
    problems = getattr(e, "problems", None)  # carddb.RowsError: every bad row
    if problems:
        lines.append(QCoreApplication.translate("dialogs", "Problems:"))
        lines += [f"  {item}: {problem}" for item, problem in problems]
    else:
        if e.item:
            lines.append(QCoreApplication.translate("dialogs", "Where: %1").replace("%1", e.item))
        lines.append(QCoreApplication.translate("dialogs", "Problem: %1").replace("%1", e.problem))
    return "\n".join(lines)


def _add_details(box: QMessageBox, details: str) -> None:
    if not details:
        return
    lines = details.splitlines()
    shown = "\n".join(lines[:SHOWN_LINES])
    if len(shown) > SHOWN_CHARS:
        shown = shown[:SHOWN_CHARS] + "…"
    if shown != details:
        shown += "\n" + QCoreApplication.translate("dialogs", "(more under Show Details)")
        box.setDetailedText(details)
    box.setInformativeText(shown)


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


def question_box(parent: QWidget | None, title: str, text: str, default_no: bool = False) -> QMessageBox:
    """A Yes/No question; `default_no` for what cannot be undone (Enter then answers No)."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = QMessageBox(QMessageBox.Icon.Question, title, text, yes | no, parent)
    box.setDefaultButton(no if default_no else yes)
    box.setEscapeButton(no)
    return box


def confirm(parent: QWidget | None, title: str, text: str, default_no: bool = False) -> bool:
    return question_box(parent, title, text, default_no).exec() == QMessageBox.StandardButton.Yes


def _message(icon: QMessageBox.Icon, parent: QWidget | None, title: str, text: str, details: str) -> QMessageBox:
    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # file names like <clipboard> are not markup
    _add_details(box, details)
    box.open()
    return box


def info(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    """A non-blocking message (with optional details); returned so callers may keep it."""
    return _message(QMessageBox.Icon.Information, parent, title, text, details)


def error(parent: QWidget | None, title: str, text: str, details: str = "") -> QMessageBox:
    """A non-blocking warning (with optional details: why, and what the user can do)."""
    return _message(QMessageBox.Icon.Warning, parent, title, text, details)
