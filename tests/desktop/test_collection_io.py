"""Long jobs off the GUI thread: collection CSV import with the unmatched-row report, export,
card-set import, cancelling."""
from __future__ import annotations

from pathlib import Path

import carddb
from desktop import dialogs, tasks
from desktop.workers import Progress, Task, _Relay


def test_csv_import_shows_unmatched_rows(window, qtbot, db, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(dialogs, "info", lambda parent, title, text, details="": shown.append((title, text, details)))
    window.show_page("collection")
    page = window.collection_page
    csv_path = tmp_path / "mine.csv"
    csv_path.write_text("game,set,number,name,quantity\nvictory_spark,VSS1,001,,3\nvictory_spark,VSS1,002,,1\n"
                        "victory_spark,NOPE,1,,2\n", encoding="utf-8")
    task = page.import_csv(str(csv_path))
    assert task is not None
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    title, text, details = shown[0]
    assert "1 row not matched" in text and "line 4" in details and "NOPE" in details  # "1 row", not "1 rows"
    pk = carddb.find_card(db, "victory_spark", "VSS1-001")
    assert carddb.get_quantity(db, pk) == 3
    qtbot.waitUntil(lambda: any(t.owned_copies == 4 for t in page.totals.totals), timeout=3000)
    # export writes what is owned
    out = tmp_path / "out.csv"
    assert page.export_csv(str(out))
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "game,set,number,name,quantity" and len(lines) == 3


def test_csv_import_of_a_bad_file_changes_nothing(window, qtbot, db, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setattr(dialogs, "error", lambda parent, title, text, details="": shown.append(details))
    p = tmp_path / "bad.csv"
    p.write_text("game,set,number,name,quantity\nvictory_spark,VSS1,001,,lots\n", encoding="utf-8")
    window.collection_page.import_csv(str(p))
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert "line 2" in shown[0]
    assert carddb.counts(db)["owned_copies"] == 0


def test_chunked_csv_import_reports_file_lines_and_can_be_cancelled(db, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(tasks, "CSV_CHUNK", 2)
    rows = ["game,set,number,name,quantity"] + [f"victory_spark,VSS1,{n:03d},,1" for n in range(1, 6)]
    rows.insert(4, "victory_spark,VSS1,999,,1")  # line 5 of the file matches no card
    p = tmp_path / "c.csv"
    p.write_text("\n".join(rows) + "\n", encoding="utf-8")
    out = tasks.import_collection(db, p, Progress(_Relay()))
    assert out.rows_done == 6 and not out.cancelled
    assert [n for n, _, _ in out.report.unmatched] == [5]
    progress = Progress(_Relay())
    progress.cancel()
    out = tasks.import_collection(db, p, progress)
    assert out.cancelled and out.rows_done == 0


def test_cardset_import_task(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import assets

    shown: list[str] = []
    monkeypatch.setattr(dialogs, "info", lambda parent, title, text, details="": shown.append(text))
    task = window.import_card_sets([str(p) for p in assets.cardset_paths("victory_spark")])
    assert isinstance(task, Task)
    qtbot.waitUntil(lambda: bool(shown), timeout=20000)
    assert "already in the database" in shown[0]
    # cancelled before it starts: nothing is read
    progress = Progress(_Relay())
    progress.cancel()
    out = tasks.import_cardset_files(window.db, list(assets.cardset_paths()), progress)
    assert out.cancelled and out.lines == []
