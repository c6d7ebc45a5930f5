"""The collection import's report says where its unmatched rows are, truthfully: a few rows are
shown in the message itself (so it must not send the player to "Show Details", which is not
there), a long list is cut with the rest under Show Details."""
from __future__ import annotations

from pathlib import Path

from desktop import dialogs
from desktop.qt import QMessageBox

HEAD = "game,set,number,name,quantity\nvictory_spark,VSS1,001,,3\n"


def _report(window, qtbot, tmp_path: Path, bad_rows: int) -> QMessageBox:  # type: ignore[no-untyped-def]
    window.show_page("collection")
    page = window.collection_page
    page.report_box = None
    p = tmp_path / f"mine{bad_rows}.csv"
    p.write_text(HEAD + "".join(f"victory_spark,NOPE,{i},,1\n" for i in range(bad_rows)), encoding="utf-8")
    assert page.import_csv(str(p)) is not None
    qtbot.waitUntil(lambda: isinstance(page.report_box, QMessageBox), timeout=10000)
    box = page.report_box
    qtbot.addWidget(box)
    return box


def test_a_few_unmatched_rows_are_in_the_message(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    box = _report(window, qtbot, tmp_path, 2)
    assert "line 3" in box.informativeText() and "line 4" in box.informativeText()
    assert box.detailedText() == ""
    assert "Show Details" not in box.text() + box.informativeText()  # no such button to point at


def test_a_long_list_goes_under_show_details(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    box = _report(window, qtbot, tmp_path, dialogs.SHOWN_LINES + 5)
    assert "Show Details" in box.informativeText()
    last = f"line {dialogs.SHOWN_LINES + 5 + 2}"
    assert last in box.detailedText() and last not in box.informativeText()
