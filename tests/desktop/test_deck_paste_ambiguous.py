"""A deck line naming a card only by a name several printings share ("3 Kanon Shiosai": three
different Victory Spark cards) is never resolved in silence: the app asks which card the line
means (the printings listed, the first in set order chosen), the command line stores the first and
warns with every printing (exit 1), and the status bar's deck count follows imports and deletes."""
from __future__ import annotations

from pathlib import Path

import pytest

import carddb
from carddb.deck_printings import ambiguous_lines
from desktop import deckprintings, dialogs
from desktop.qt import QApplication, QTimer

KANON = ["VSS1-015", "VSS1-017", "VSS1-025"]  # the three cards named Kanon Shiosai, in set order
TEXT = "game: victory_spark\n4 Gen Ishikari\n3 Kanon Shiosai\n2 潮騒カノン\n"  # lines 2, 3, 4


def _ids(db: carddb.CardDB, deck_id: int) -> dict[str, int]:
    return {r.card_id: r.count for rows in carddb.deck_cards(db, deck_id).values() for r in rows}


def _pk(db: carddb.CardDB, card_id: str) -> int:
    return carddb.find_card(db, "victory_spark", card_id)


def test_the_import_lists_each_ambiguous_line_with_its_printings(db) -> None:  # type: ignore[no-untyped-def]
    lines = ambiguous_lines(db, TEXT, "<t>", "victory_spark")
    assert [(a.line, [p.card_id for p in a.printings]) for a in lines] == [(3, KANON), (4, KANON)]  # not Gen
    res = carddb.import_deck_text(db, TEXT, "<t>", name="Default")
    assert [(a.line, a.chosen) for a in res.ambiguous] == [(3, _pk(db, KANON[0])), (4, _pk(db, KANON[0]))]
    chosen = {3: _pk(db, KANON[1]), 4: _pk(db, KANON[2])}
    res = carddb.import_deck_text(db, TEXT, "<t>", name="Chosen", choices=chosen)
    assert res.ambiguous == ()
    assert _ids(db, res.deck_id) == {"VSS1-004": 4, KANON[1]: 3, KANON[2]: 2}
    # a choice that is not one of the line's printings is not taken: the line is reported again
    res = carddb.import_deck_text(db, TEXT, "<t>", name="Wrong", choices={3: _pk(db, "VSS1-004")})
    assert [a.line for a in res.ambiguous] == [3, 4]


def test_the_command_line_warns_with_every_printing(db_path: Path, capsys: pytest.CaptureFixture[str],
                                                    tmp_path: Path) -> None:
    from tcgtable.cli import main

    deck = tmp_path / "kanon.txt"
    deck.write_text(TEXT, encoding="utf-8")
    rc = main(["--db", str(db_path), "deck", "import", str(deck), "--name", "Kanon"])
    err = capsys.readouterr().err
    assert rc == 1
    assert f"{deck}: line 3: '3 Kanon Shiosai' matches 3 printings ({', '.join(KANON)}); stored {KANON[0]}" in err
    assert "line 4:" in err and "line 2:" not in err
    exact = tmp_path / "exact.txt"
    exact.write_text("game: victory_spark\n3 Kanon Shiosai (VSS1) 017\n", encoding="utf-8")
    assert main(["--db", str(db_path), "deck", "import", str(exact), "--name", "Exact"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_pasting_asks_which_printing_and_stores_the_choice(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked: list[list[int]] = []

    def answer(_parent, lines, _db, _lang):  # type: ignore[no-untyped-def]
        asked.append([a.line for a in lines])
        return {3: _pk(db, KANON[2]), 4: _pk(db, KANON[1])}

    monkeypatch.setattr(deckprintings, "ask_printings", answer)
    monkeypatch.setattr(dialogs, "info", lambda *a, **k: None)
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    QApplication.clipboard().setText(TEXT)
    deck_id = page.import_from_clipboard()
    assert asked == [[3, 4]] and deck_id is not None
    assert _ids(db, deck_id) == {"VSS1-004": 4, KANON[2]: 3, KANON[1]: 2}


def test_cancelling_the_question_makes_no_deck(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(deckprintings, "ask_printings", lambda *a: None)
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    before = carddb.counts(db)["decks"]
    assert page.import_text(TEXT, "<clipboard>") is None
    assert carddb.counts(db)["decks"] == before


def test_a_paste_with_exact_lines_asks_nothing(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(deckprintings, "ask_printings", lambda *a: pytest.fail("asked"))
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    deck_id = page.import_text("3 Kanon Shiosai (VSS1) 025\n2 Gen Ishikari\n", "<clipboard>")
    assert deck_id is not None and _ids(db, deck_id) == {KANON[2]: 3, "VSS1-004": 2}


def test_the_real_dialog_lists_the_printings_with_the_first_chosen(window, db, qtbot) -> None:  # type: ignore[no-untyped-def]
    lines = ambiguous_lines(db, TEXT, "<t>", "victory_spark")
    dlg = deckprintings.PrintingsDialog(lines, db, "en", window)
    qtbot.addWidget(dlg)
    combo = dlg.combos[3]
    assert [combo.itemText(i).split()[0] for i in range(combo.count())] == KANON
    assert "Lighthouse Idol" in combo.itemText(0) and "Center Stage" in combo.itemText(1)
    assert dlg.choices() == {3: _pk(db, KANON[0]), 4: _pk(db, KANON[0])}  # the default: first in set order

    # driven as the player would: pick the third printing for line 4, then Import (OK)
    def pick() -> None:
        d = QApplication.activeModalWidget()
        assert isinstance(d, deckprintings.PrintingsDialog)
        d.combos[4].setCurrentIndex(2)
        d.accept()

    QTimer.singleShot(0, pick)
    assert deckprintings.ask_printings(window, lines, db, "en") == {3: _pk(db, KANON[0]), 4: _pk(db, KANON[2])}
    QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())  # type: ignore[union-attr]
    assert deckprintings.ask_printings(window, lines, db, "en") is None


def test_the_status_bar_counts_decks_after_import_and_delete(window, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    window.show_page("decks")
    page = window.decks_page
    page.set_game("victory_spark")
    n = carddb.counts(db)["decks"]
    assert f"{n} decks" in window.status_db.text()
    deck_id = page.import_text("2 Gen Ishikari\n", "<clipboard>")
    assert deck_id is not None and f"{n + 1} decks" in window.status_db.text()
    assert page.delete_deck() and f"{n} decks" in window.status_db.text()
