"""The deck lab window: runs in the background with progress and Cancel, shows results by opponent
and seat and per card, keeps them beside the database and exports CSV."""
from __future__ import annotations

import csv
import io
from pathlib import Path

import carddb
from desktop.decklab import DeckLabDialog, lab_path, load_results
from desktop.qt import Qt


def _open(window, qtbot):  # type: ignore[no-untyped-def]
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    deck = carddb.list_decks(window.db, "victory_spark")[0]
    page.open_deck(deck.id)
    dlg = page.open_lab()
    assert isinstance(dlg, DeckLabDialog)
    qtbot.addWidget(dlg)
    return dlg, deck


def test_a_lab_runs_in_the_background_and_its_results_stay(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dlg, deck = _open(window, qtbot)
    assert page_action_enabled(window)
    ticked = [c.name for c in dlg.chosen_opponents()]
    assert ticked and all(c.path for c in dlg.chosen_opponents())  # the preconstructed decks by default
    for i in range(dlg.opponents.count()):  # keep one opponent: two games against it
        dlg.opponents.item(i).setCheckState(Qt.CheckState.Checked if i == 0 else Qt.CheckState.Unchecked)
    dlg.games.setValue(2)
    dlg.level.setCurrentIndex(dlg.level.findData("easy"))
    seen: list[int] = []
    task = dlg.start(seed=4)
    assert task is not None and not dlg.start_button.isEnabled() and dlg.cancel_button.isEnabled()
    task.signals.progress.connect(lambda done, _t, _l: seen.append(done))
    qtbot.waitUntil(lambda: dlg.task is None, timeout=180_000)
    r = dlg.results
    assert r is not None and r["games"] == 2 and not r["cancelled"] and r["level"] == "easy"
    assert dlg.progress.value() == 2 and dlg.start_button.isEnabled()
    assert dlg.summary_table.rowCount() == 3 + 3  # all, first, second; the opponent, first, second
    assert dlg.summary_table.item(3, 0).text() == ticked[0]
    assert dlg.cards_table.rowCount() == len(r["cards"]) > 0
    assert str(r["games"]) in dlg.status.text()
    saved = lab_path(window.db, deck.id)
    assert saved is not None and load_results(saved) == r  # kept beside the database
    again = DeckLabDialog(window.db, "en", "victory_spark", deck.id, deck.name)
    qtbot.addWidget(again)
    assert again.results == r and again.summary_table.rowCount() == 6
    out = tmp_path / "lab.csv"
    assert dlg.export_csv(str(out))
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert rows[1][:4] == ["all", "", "", "2"]


def page_action_enabled(window) -> bool:  # type: ignore[no-untyped-def]
    return bool(window.decks_page.act_lab.isEnabled())


def test_cancel_keeps_the_games_finished(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg, _deck = _open(window, qtbot)
    dlg.games.setValue(400)
    task = dlg.start(seed=2)
    assert task is not None
    qtbot.waitUntil(lambda: dlg.progress.value() >= 1, timeout=180_000)
    dlg.cancel()
    qtbot.waitUntil(lambda: dlg.task is None, timeout=180_000)
    r = dlg.results
    assert r is not None and r["cancelled"] and 1 <= r["games"] < 400
    assert "Cancelled" in dlg.status.text()


def test_no_opponent_is_refused_with_a_reason(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg, _deck = _open(window, qtbot)
    for i in range(dlg.opponents.count()):
        dlg.opponents.item(i).setCheckState(Qt.CheckState.Unchecked)
    assert dlg.start() is None and dlg.status.text()
    assert load_results(None) is None


def test_the_lab_plays_on_the_ray_cluster_settings_name(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Settings' Ray cluster (empty: this computer's cores) is where the lab's games go; the window says so."""
    import engine.ai.lab as lab_mod
    from desktop.decklab import play_lab
    from desktop.settings import AppSettings

    seen: list[dict] = []

    def fake_run_lab(*_a, **k):  # type: ignore[no-untyped-def]
        seen.append(k)
        raise RuntimeError("no cluster here")  # the lab reports it as a failure

    monkeypatch.setattr(lab_mod, "run_lab", fake_run_lab)

    class _Progress:
        cancelled = False

        def __call__(self, *_a: object) -> None:
            pass

    for ray in ("auto", ""):
        try:
            play_lab("victory_spark", ("d", {}), [("o", {})], "easy", 2, 0, _Progress(), ray)
        except RuntimeError:
            pass
    assert seen[0].get("ray") == "auto" and "executor" not in seen[0]
    assert "ray" not in seen[1] and seen[1].get("executor") is not None
    window.show_page("settings")
    page = window.settings_page
    page.ray.setText("ray://lab-host:10001")
    page.ray.editingFinished.emit()
    assert AppSettings(window.db).get("ray_address") == "ray://lab-host:10001"
    dlg, _deck = _open(window, qtbot)
    assert dlg.start(seed=1) is not None
    assert "Ray cluster ray://lab-host:10001" in dlg.status.text()
    qtbot.waitUntil(lambda: dlg.task is None, timeout=30_000)
    assert seen[-1].get("ray") == "ray://lab-host:10001"
