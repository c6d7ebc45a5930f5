"""Questions the app asks the user (file choosers, names, confirmations, messages).

Pages call these instead of Qt's static dialogs directly, so tests can answer them (monkeypatch)
and messages use one wording and look. A message's details (why a file was refused: the file, the
item and the problem) show in the message itself; only a long list goes under "Show Details".
"""
from __future__ import annotations

import sys

from .qt import QCoreApplication, QFileDialog, QInputDialog, QLineEdit, QMessageBox, Qt, QWidget

SHOWN_LINES = 12  # detail lines shown in the message; the rest under "Show Details"
SHOWN_CHARS = 1500
# the app's buttons have 12 px of padding left and right (style.py): in the file dialog's 22-28 px
# toolbar buttons that left the icons 2 px wide, so the buttons looked blank
FILE_DIALOG_STYLE = "QToolButton { padding: 2px; min-width: 22px; min-height: 22px; }"


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
    return run_file_dialog(file_dialog(parent, title, filters, QFileDialog.FileMode.ExistingFiles))


def open_file(parent: QWidget | None, title: str, filters: str) -> str:
    return next(iter(run_file_dialog(file_dialog(parent, title, filters, QFileDialog.FileMode.ExistingFile))), "")


def save_file(parent: QWidget | None, title: str, suggested: str, filters: str) -> str:
    d = file_dialog(parent, title, filters, QFileDialog.FileMode.AnyFile, suggested)
    d.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    return next(iter(run_file_dialog(d)), "")


def choose_folder(parent: QWidget | None, title: str, start: str = "") -> str:
    d = file_dialog(parent, title, "", QFileDialog.FileMode.Directory, start)
    d.setOption(QFileDialog.Option.ShowDirsOnly, True)
    return next(iter(run_file_dialog(d)), "")


def file_dialog(parent: QWidget | None, title: str, filters: str, mode: QFileDialog.FileMode,
                start: str = "") -> QFileDialog:
    """Every file chooser of the app, not yet shown. On Linux it is Qt's own dialog, the same on every
    desktop and in a bare system or container (a native one needs a platform theme or portal); its
    toolbar buttons show Qt's built-in pictures when there is no icon theme, given room for them
    (FILE_DIALOG_STYLE)."""
    d = QFileDialog(parent, title, start, filters)
    d.setFileMode(mode)
    if sys.platform.startswith("linux"):
        d.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        d.setStyleSheet(FILE_DIALOG_STYLE)
    return d


def run_file_dialog(d: QFileDialog) -> list[str]:
    """Show a file chooser until answered: the files chosen, or nothing when cancelled."""
    try:
        return list(d.selectedFiles()) if d.exec() == QFileDialog.DialogCode.Accepted else []
    finally:
        d.deleteLater()


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
