"""The card-set editor (desktop/editor, docs/set_editor.md): a set of five cards, validation as you
type located to card and field, one undo stack, the autosaved draft, export/import, Use in games."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtTest import QTest

import carddb
from desktop import dialogs
from desktop.editor.document import SetDocument
from desktop.editor.window import SetEditorWindow
from desktop.qt import QKeySequence
from engine.cardset import load_cardset

GOOD_ABILITY = "- type: auto\n  zone: ring\n  trigger: {on: attack, card: self}\n  effects: [{draw: 1}]\n"
BAD_ABILITY = "- type: auto\n  zone: ring\n  trigger: {on: attack, card: self}\n  effects: [{hitt: 1}]\n"
ROOT = Path(__file__).resolve().parents[2]


def type_into(editor: SetEditorWindow, card: int, field: str, value: str) -> None:
    """Select the card in the list and type into the form's widget, as the user would."""
    editor.card_list.setCurrentRow(card)
    assert editor.form is not None and editor.form.index == card
    w = editor.form.edits[field]
    if hasattr(w, "setPlainText"):
        w.setPlainText(value)
    elif hasattr(w, "setCurrentText"):
        w.setCurrentText(value)
    else:
        w.setText(value)
        w.textEdited.emit(value)  # setText is not an edit; the user's typing is


def five_cards(editor: SetEditorWindow) -> SetDocument:
    doc = editor.new_set("victory_spark", "MYS1", "My Set", "マイセット")
    assert doc is not None
    for _ in range(4):
        editor.add_card()
    for i in range(5):
        type_into(editor, i, "name_en", f"Hero {i + 1}")
        type_into(editor, i, "name_ja", f"ヒーロー{i + 1}")
    for i in (0, 2):
        type_into(editor, i, "abilities", GOOD_ABILITY)
        type_into(editor, i, "text_en", "AUTO [Ring]: When this card attacks, draw 1 card.")
        type_into(editor, i, "text_ja", "@自動〔リング〕このカードがアタックした時、カードを1枚引く。")
    editor.refresh_checks()
    return doc


def test_five_cards_two_with_abilities(editor) -> None:  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    assert doc.issues() == []
    cs = doc.card_set()
    assert [c.id for c in cs.cards] == [f"MYS1-00{i}" for i in range(1, 6)]
    assert [bool(c.abilities) for c in cs.cards] == [True, False, True, False, False]
    assert cs.cards[1].name == {"en": "Hero 2", "ja": "ヒーロー2"}
    assert editor.act_use.isEnabled() and editor.btn_use.isEnabled()
    # the face is drawn from an engine CardDef of the card as typed
    assert editor.form is not None and editor.form.face.card is not None
    assert editor.form.face.card.name["en"] == editor.form.name_en.text()


def test_bad_ability_is_reported_with_card_and_field(editor, qtbot, answers, db) -> None:  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    type_into(editor, 2, "abilities", BAD_ABILITY)
    form = editor.form
    assert form is not None
    qtbot.waitUntil(lambda: "effects" in form.problems.text(), timeout=3000)  # after the short debounce
    text = form.problems.text()
    assert "card 003 · abilities[0].effects[0]: must name exactly one effect" in text
    assert "border" in form.abilities.styleSheet()  # the field is marked
    assert editor.card_list.item(2).text().startswith("⚠")
    assert not editor.act_use.isEnabled() and not editor.btn_use.isEnabled()
    assert "1 problem" in editor.act_use.toolTip()
    assert editor.use_in_games() is None  # refused while the set has errors
    assert carddb.search_ids(db, "set:MYS1") == []
    assert doc.draft_path().exists()  # still kept, as a draft
    # YAML that does not parse is located too (line and column in the pane)
    type_into(editor, 2, "abilities", "- type: auto\n  effects: [draw: 1\n")
    editor.refresh_checks()
    assert "card 003 · abilities" in form.problems.text() and "not valid YAML" in form.problems.text()


def test_undo_redo_across_edits(editor, qtbot) -> None:  # type: ignore[no-untyped-def]
    doc = editor.new_set("vividz", "UND1", "Undo", "アンドゥ")
    type_into(editor, 0, "name_en", "Alpha")
    type_into(editor, 0, "stats", "cost: 2, power: 3000")
    editor.add_card()
    type_into(editor, 1, "name_en", "Beta")
    editor.delete_card()
    assert [c.name_en for c in doc.cards] == ["Alpha"]
    editor.act_undo.trigger()  # the delete
    assert [c.name_en for c in doc.cards] == ["Alpha", "Beta"]
    editor.act_undo.trigger()  # Beta's name
    editor.act_undo.trigger()  # the added card
    assert len(doc.cards) == 1
    editor.act_undo.trigger()  # the stats
    assert doc.cards[0].stats == "cost: 1, power: 1000"
    assert editor.form is not None and editor.form.stats.text() == "cost: 1, power: 1000"  # the form follows
    editor.act_redo.trigger()
    assert doc.cards[0].stats == "cost: 2, power: 3000"
    # Ctrl+Z in a text field goes to the editor's stack, not the field's own history
    editor.form.name_en.setFocus()
    QTest.keySequence(editor.form.name_en, QKeySequence("Ctrl+Z"))
    assert doc.cards[0].stats == "cost: 1, power: 1000"
    QTest.keySequence(editor.form.name_en, QKeySequence("Ctrl+Shift+Z"))
    assert doc.cards[0].stats == "cost: 2, power: 3000"
    # typing into one field, a key at a time without a pause, is one step (test_editor_undo.py: where steps end)
    before = doc.stack.index()
    for t in ("G", "Ga", "Gam", "Gamm", "Gamma"):
        type_into(editor, 0, "name_en", t)
    assert doc.stack.index() == before + 1


def test_autosave_survives_a_crash(editor, tmp_path) -> None:  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    type_into(editor, 4, "abilities", BAD_ABILITY)  # a draft keeps even what does not load
    path = tmp_path / "sets" / "MYS1.draft.yaml"
    assert path.exists() and doc.draft_path() == path
    assert [p.name for p in path.parent.iterdir()] == ["MYS1.draft.yaml"]  # no temporary file left
    # "kill -9": nothing is closed or flushed; a new document is read from the file alone
    again = SetDocument.load_draft(path)
    assert again.header == doc.header and again.cards == doc.cards
    assert [str(i.field) for i in again.issues()] == [str(i.field) for i in doc.issues()]
    # a changed code moves the draft
    editor.code_edit.setText("MYS2")
    editor.code_edit.textEdited.emit("MYS2")
    assert (tmp_path / "sets" / "MYS2.draft.yaml").exists() and not path.exists()
    # a fresh editor offers the draft
    fresh = SetEditorWindow(editor.db, "en", tmp_path / "sets")
    assert fresh.start.drafts.count() == 1 and "MYS2" in fresh.start.drafts.item(0).text()
    opened = fresh.open_draft(fresh.start.current_path())  # type: ignore[arg-type]
    assert opened is not None and opened.cards == doc.cards
    fresh.deleteLater()


def test_export_and_import_one_file(editor, qtbot, tmp_path, answers, db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    out = tmp_path / "mys1.yaml"
    assert editor.export_file(str(out))
    cs = load_cardset(out)
    assert (cs.game, cs.code, cs.version, len(cs.cards)) == ("victory_spark", "MYS1", 1, 5)
    r = subprocess.run([sys.executable, "-m", "tcgtable", "cardset", "check", str(out)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    fresh = SetEditorWindow(db, "en", tmp_path / "other")
    qtbot.addWidget(fresh)
    asked: list[str] = []
    monkeypatch.setattr(dialogs, "confirm", lambda _p, _t, text, **k: asked.append(text) or True)
    got = fresh.import_file(str(out))
    assert got is not None and got.header == doc.header and got.validate() == doc.validate()
    assert "trigger: {on: attack, card: self}" in got.cards[0].abilities
    assert "Victory Spark" in asked[0] and "MYS1, version 1" in asked[0] and "5 card" in asked[0]
    assert "No problems" in asked[0]
    # a set exported while it had errors cannot be: export is refused, the draft keeps it
    type_into(editor, 0, "abilities", BAD_ABILITY)
    editor.refresh_checks()
    assert not editor.act_export.isEnabled() and not editor.export_file(str(tmp_path / "bad.yaml"))
    # a file that is not a card set is refused, naming the problem; code in a file is never run
    bad = tmp_path / "evil.yaml"
    bad.write_text("!!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    assert fresh.import_file(str(bad)) is None
    assert answers and "not a card set" in answers[-1][1]


def test_use_in_games_adds_and_updates(editor, answers, db) -> None:  # type: ignore[no-untyped-def]
    doc = five_cards(editor)
    result = editor.use_in_games()
    assert result is not None and result.status == "added" and result.added == 5
    pks = carddb.search_ids(db, "set:MYS1")
    assert len(pks) == 5 and carddb.search_ids(db, "name:\"Hero 3\"") == [carddb.find_card(db, "victory_spark", "MYS1-003")]
    deck = carddb.create_deck(db, "victory_spark", "Mine")
    carddb.set_section(db, deck, "main", [(pks[0], 4)])
    carddb.set_quantity(db, pks[0], 3)
    # changed cards, same version: Use in games offers version 2 and updates in place
    type_into(editor, 0, "name_en", "Hero One")
    editor.refresh_checks()
    result = editor.use_in_games()
    assert result is not None and result.status == "updated" and doc.header.version == 2
    assert carddb.get_card(db, pks[0]).name_en == "Hero One"
    assert carddb.deck_cards(db, deck)["main"][0].count == 4 and carddb.get_quantity(db, pks[0]) == 3


def test_file_menu_opens_the_editor(window, tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.editor import open_set_editor

    assert window.act_set_editor.text() == "Card set editor…"
    win = open_set_editor(window, tmp_path / "sets")
    assert win.isVisible() and not win.isModal() and win.isWindow()
    assert open_set_editor(window) is win  # one editor per main window
    assert win.pages.currentIndex() == 0 and win.start.drafts.count() == 0
    win.new_set("grid", "GRD9", "Mine", "マイン")
    assert win.doc is not None and win.doc.is_valid()
    win.close()


@pytest.mark.parametrize("game", ["vividz", "grid", "phantom_magic_vision"])
def test_new_sets_of_every_game_start_valid(editor, game) -> None:  # type: ignore[no-untyped-def]
    doc = editor.new_set(game, "N" + game[:3].upper(), "New", "新")
    editor.add_card()
    assert doc is not None and doc.issues() == [] and len(doc.card_set().cards) == 2


def test_japanese_face(editor) -> None:  # type: ignore[no-untyped-def]
    five_cards(editor)
    form = editor.form
    form.lang_box.setCurrentIndex(1)
    assert form.pixmaps.lang == "ja"


def test_a_set_cannot_take_a_bundled_sets_code(editor, answers, db) -> None:  # type: ignore[no-untyped-def]
    """Using a set coded like a bundled one would overwrite the bundled cards: refused with the reason."""
    doc = editor.new_set("victory_spark", "VSS1", "Mine", "マイン")
    assert doc is not None and doc.is_valid()
    before = carddb.get_card(db, carddb.find_card(db, "victory_spark", "VSS1-001")).name_en
    assert editor.use_in_games() is None
    assert answers and "comes with TCG Table" in answers[-1][1]
    assert carddb.get_card(db, carddb.find_card(db, "victory_spark", "VSS1-001")).name_en == before


def test_try_this_card_plays_it_against_the_computer(window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Try this card": a game on the main window's table, the card in the player's deck and among
    their first cards, its ability firing in the log when it does."""
    from desktop.editor import open_set_editor

    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    window.settings.set("animation_speed", "off")
    editor = open_set_editor(window, tmp_path / "sets")
    five_cards(editor)
    editor.card_list.setCurrentRow(0)  # Hero 1: "when this card attacks, draw 1 card"
    assert editor.act_try.isEnabled()
    setup = editor.try_card()
    assert setup is not None and setup.game == "victory_spark" and setup.ai == "normal"
    c = window.play_page.table.controller
    assert c is not None and window.current_page() == "play" and c.setup is setup
    mine = [cd.id for cds in setup.decks[0].values() for cd in cds]
    assert mine.count("MYS1-001") == 3 and len(mine) == 50
    from desktop.editor.sandbox import _first_cards
    assert _first_cards(c.state, "MYS1-001")  # among the first cards when the setup's first answers are taken
    # and offered at once: Victory Spark's first question is which deck card starts in the ring
    assert any(a.kind == "ring" and a.args[0] == "MYS1-001" for a in c.options())
    window.play_page.table.stop()


@pytest.mark.parametrize("game", ["vividz", "grid", "phantom_magic_vision"])
def test_the_sandbox_deck_and_seed_of_every_game(game: str) -> None:
    """Every game: the card goes in the section its type belongs to, and the chosen seed starts the
    game with it among the player's first cards."""
    from desktop.editor.sandbox import _first_cards, sandbox_decks, sandbox_seed
    from engine.games import get_rules
    from engine.library import bundled_cards

    card = next(c for c in bundled_cards(game).values() if c.type in ("chara", "unit", "character"))
    decks, names = sandbox_decks(card)
    assert sum(cd.id == card.id for cds in decks[0].values() for cd in cds) >= 3 and all(names)
    seed = sandbox_seed(card, decks)
    assert _first_cards(get_rules(game).new_game(decks, seed), card.id)


def test_stat_boxes_follow_the_type_and_write_the_stats(editor) -> None:  # type: ignore[no-untyped-def]
    """One number box per stat the card's type has (Victory Spark: level, power, defense; Phantom
    Magic Vision's character may leave out node, cost and graze); a box rewrites the stats text,
    keeping the other stats, and is one undo step."""
    doc = editor.new_set("victory_spark", "STS1", "Stats", "ステータス")
    boxes = editor.form.stat_boxes.boxes
    assert list(boxes) == ["level", "power", "defense"] and boxes["level"].minimum() == 0
    assert [boxes[k].value() for k in boxes] == [0, 1000, 1000]
    boxes["power"].setValue(2500)
    assert doc.cards[0].stats == "level: 0, power: 2500, defense: 1000"
    assert editor.form.stats.text() == doc.cards[0].stats and doc.issues() == []
    doc.stack.undo()
    assert doc.cards[0].stats == "level: 0, power: 1000, defense: 1000" and boxes["power"].value() == 1000
    type_into(editor, 0, "stats", "level: 2, power: [")  # text that does not read: the boxes wait
    assert not editor.form.stat_boxes.boxes["level"].isEnabled()

    doc = editor.new_set("phantom_magic_vision", "STS2", "Stats", "ステータス")
    sf = editor.form.stat_boxes
    assert list(sf.boxes) == ["node", "cost", "graze", "attack", "toughness"]
    assert sf.boxes["graze"].minimum() == -1 and sf.boxes["attack"].minimum() == 0
    sf.boxes["graze"].setValue(-1)  # "—": a character that prints no graze
    assert doc.cards[0].stats == "node: 0, cost: 0, attack: 1, toughness: 1" and doc.issues() == []
    type_into(editor, 0, "type", "command")
    assert list(editor.form.stat_boxes.boxes) == ["node", "cost", "graze"]


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_the_example_in_the_empty_fields_is_a_valid_card_of_the_game(game: str) -> None:
    """The attributes and abilities shown in a new card's empty fields load as they are."""
    from dataclasses import replace

    from desktop.editor import setdata
    from desktop.editor.form import _HINTS

    attrs, ability = _HINTS[game]
    card = replace(setdata.new_card(game, "001"), attrs=attrs, abilities=ability)
    assert setdata.validate(setdata.SetHeader(game, "HNT1", 1, "x", "x"), [card])[1] == []


def test_try_this_card_hot_seat(window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """"Try this card, two players": the same sandbox game with no computer; the table shows the seat
    to answer, behind a hand-over cover whenever that seat changes, so one person can play both
    sides (or two people can) and watch the card's ability fire in the log."""
    from desktop.editor import open_set_editor
    from desktop.table.autosave import HOTSEAT
    from engine.rng import Rng

    monkeypatch.setattr(dialogs, "confirm", lambda *a, **k: True)
    window.settings.set("animation_speed", "off")
    editor = open_set_editor(window, tmp_path / "sets")
    five_cards(editor)
    editor.card_list.setCurrentRow(0)
    setup = editor.try_card(hotseat=True)
    assert setup is not None and setup.ai == HOTSEAT and setup.players == ["Player 1", "Player 2"]
    table = window.play_page.table
    c = table.controller
    assert c is not None and c.hotseat and c.agents == {}
    assert any(a.kind == "ring" and a.args[0] == "MYS1-001" for a in c.options())
    rng, switches = Rng(4), 0
    for _ in range(400):
        if c.finished:
            break
        if c.handover_pending:
            switches += 1
            c.hand_over()
        assert c.human == c.state.current_player()
        c.submit(rng.choice(c.options()))
    assert switches >= 2
    table.stop()
