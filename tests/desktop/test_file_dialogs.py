"""Every file chooser goes through desktop/dialogs.py; on Linux it is Qt's own dialog, whose toolbar
buttons (back, forward, parent, new folder, list, details) show their pictures: under the app's
button padding they were 2 px wide and looked blank."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from desktop import dialogs
from desktop.qt import QColor, QFileDialog, QToolButton

BUTTONS = ("backButton", "forwardButton", "toParentButton", "newFolderButton", "listModeButton", "detailModeButton")


def _ink(button: QToolButton) -> int:
    """Pixels of the button's picture: darker or more coloured than its face and border."""
    img = button.grab().toImage()
    n = 0
    for y in range(3, img.height() - 3):
        for x in range(3, img.width() - 3):
            c = QColor(img.pixel(x, y))
            n += c.lightness() < 200 or c.hsvSaturation() > 90
    return n


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's own dialog is used on Linux")
def test_the_toolbar_buttons_show_their_pictures(app, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    d = dialogs.file_dialog(None, "Open", "All files (*)", QFileDialog.FileMode.ExistingFile, str(tmp_path))
    qtbot.addWidget(d)
    assert d.testOption(QFileDialog.Option.DontUseNativeDialog)
    d.show()
    qtbot.waitExposed(d)
    buttons = {b.objectName(): b for b in d.findChildren(QToolButton)}
    assert set(BUTTONS) <= set(buttons)
    inks = {name: _ink(buttons[name]) for name in BUTTONS}
    assert all(n >= 25 for n in inks.values()), inks
    d.setStyleSheet("")  # the app's padding alone: the pictures shrink to a dot (what the test guards)
    app.processEvents()
    assert min(_ink(buttons[name]) for name in BUTTONS) < 25


def test_each_chooser_asks_in_its_mode(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: list[QFileDialog] = []

    def answer(d: QFileDialog) -> list[str]:
        seen.append(d)
        return ["/x/a.txt", "/x/b.txt"]

    monkeypatch.setattr(dialogs, "run_file_dialog", answer)
    assert dialogs.open_files(None, "t", "All files (*)") == ["/x/a.txt", "/x/b.txt"]
    assert dialogs.open_file(None, "t", "All files (*)") == "/x/a.txt"
    assert dialogs.save_file(None, "t", "deck.txt", "All files (*)") == "/x/a.txt"
    assert dialogs.choose_folder(None, "t") == "/x/a.txt"
    modes = [(d.fileMode(), d.acceptMode()) for d in seen]
    assert modes == [(QFileDialog.FileMode.ExistingFiles, QFileDialog.AcceptMode.AcceptOpen),
                     (QFileDialog.FileMode.ExistingFile, QFileDialog.AcceptMode.AcceptOpen),
                     (QFileDialog.FileMode.AnyFile, QFileDialog.AcceptMode.AcceptSave),
                     (QFileDialog.FileMode.Directory, QFileDialog.AcceptMode.AcceptOpen)]
    assert seen[3].testOption(QFileDialog.Option.ShowDirsOnly)
    monkeypatch.setattr(dialogs, "run_file_dialog", lambda d: [])
    assert dialogs.open_file(None, "t", "") == "" and dialogs.open_files(None, "t", "") == []


def test_no_page_opens_a_file_dialog_of_its_own() -> None:
    root = Path(dialogs.__file__).parent
    direct = [str(p.relative_to(root)) for p in root.rglob("*.py")
              if p.name != "dialogs.py" and re.search(r"QFileDialog\s*[.(]", p.read_text(encoding="utf-8"))]
    assert direct == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's own dialog is used on Linux")
def test_a_save_dialog_offers_the_suggested_name(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.qt import QLineEdit

    d = dialogs.file_dialog(None, "Export deck", "All files (*)", QFileDialog.FileMode.AnyFile, "Spark Rush.txt")
    qtbot.addWidget(d)
    assert "Spark Rush.txt" in [e.text() for e in d.findChildren(QLineEdit)]
