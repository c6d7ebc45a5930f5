"""Every choice shown as cards: a choice among cards that are not on the table opens the card picker
(faces in a grid, copies grouped, hover shows the card, keyboard and mouse), and no two answers of
any decision read the same (copies in a hand or pile are one answer "×n"; other look-alikes say
which card or place)."""
from __future__ import annotations

import pytest

from desktop.qt import QApplication, Qt
from desktop.table.games import adapter_for
from desktop.table.prompt import group_answers
from engine.games import IMPLEMENTED, get_rules
from engine.rng import Rng
from tests.helpers import precon_decks

from .test_table_helpers import start, wait_human


@pytest.mark.parametrize("game", sorted(IMPLEMENTED))
def test_no_two_answers_read_the_same(game: str) -> None:
    rules, adapter = get_rules(game), adapter_for(game)
    grouped = 0
    for seed in (1, 2):
        state = rules.new_game(precon_decks(game), seed)
        rng = Rng(seed)
        while not state.is_terminal():
            opts = state.legal_actions()
            for lang in ("en", "ja"):
                rows = group_answers(state, opts, adapter, lang)
                texts = [r.text for r in rows]
                assert len(texts) == len(set(texts)), f"answers that read the same: {texts}"
                assert sum(r.copies for r in rows) == len(opts)
                grouped += sum(r.copies > 1 for r in rows)
            state.apply_action(rng.choice(opts))
    if game != "vividz":  # Vividz offers one answer per card of a kind already (engine/games/vividz/playing.py)
        assert grouped, "copies of one card in a hand were never one answer"


def test_a_choice_from_the_deck_opens_the_picker(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    wait_human(qtbot, c)
    assert c.state.decision.kind == "ring_choice"  # the card that starts in the ring: from the deck
    picker = table.picker
    assert picker.isVisible()
    rows = table.prompt.rows
    assert picker.rows() == list(range(len(rows)))  # every answer is a card, numbered as in the list
    assert sum(e.copies for e in picker.entries) == len(c.options())
    # hovering (or selecting) a face shows the card large, and selects its answer in the list
    faces = picker.faces
    faces.setCurrentRow(2)
    assert table.preview.card is picker.entries[2].card
    assert table.prompt.list.currentRow() == picker.entries[2].row
    # choosing with the keyboard: Enter on the faces
    expected = rows[picker.entries[2].row].action
    faces.setFocus()
    qtbot.keyClick(faces, Qt.Key.Key_Return)
    assert c.state.history[0] == (0, expected)
    wait_human(qtbot, c)
    QApplication.processEvents()
    # cards on the table are chosen on the table: no picker for the main phase's hand cards
    assert c.state.decision.kind != "ring_choice" and not picker.isVisible()


def test_the_picker_folds_to_show_the_table(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    c = start(window, qtbot, "victory_spark", seed=21)
    table = window.play_page.table
    wait_human(qtbot, c)
    picker = table.picker
    full = picker.height()
    picker.fold_button.click()
    assert not picker.faces.isVisible() and picker.height() < full
    picker.fold_button.click()
    assert picker.faces.isVisible()
    expected = table.prompt.rows[picker.entries[1].row].action
    picker.faces.itemDoubleClicked.emit(picker.faces.item(1))  # a double-click on a face chooses it
    assert c.state.history[0] == (0, expected)


@pytest.mark.rule("victory_spark:4.6")
def test_a_cancel_says_what_it_cancels_and_shows_that_card() -> None:
    """"Cancel Flame Lance (Ironwing Prime's ability)?": the prompt and every answer name the ability,
    and the decision's subject (highlighted, previewed) is the card whose ability it is."""
    from pathlib import Path

    from desktop.table.texts import prompt_title
    from engine import scenario

    path = Path(__file__).resolve().parents[1] / "scenarios" / "victory_spark" / "ch4_cancel.yaml"
    adapter = adapter_for("victory_spark")
    for spec in scenario.load_scenarios(path):
        b = scenario.build(spec, str(path))
        for step in spec.get("steps", []):
            s = b.state
            if s.decision is not None and s.decision.kind == "cancel":
                break
            if "do" not in step:
                break
            scenario._run(b, scenario._action(b, step["do"], "step", str(path)))
        s = b.state
        d = s.decision
        if d is None or d.kind != "cancel":
            continue
        uids = {a.args[2] for a in d.options if a.kind == "cancel"}
        if len(uids) != 1:
            continue
        label = s.rules.ability_label(s, next(iter(uids)), "en")
        assert label.endswith("'s ability)") or label.endswith("'s ability")
        assert label in prompt_title(s, "cancel", tuple(d.prompt), "en")
        assert all(label in s.rules.describe_action(s, a, "en") for a in d.options if a.kind == "cancel")
        subject = adapter.decision_subject(s)
        assert subject is not None and s.defs[subject].label("en") in label
        return
    pytest.fail("no scenario reached a cancel of one ability")
