"""Completion in the set editor's abilities pane (desktop/editor/completion.py): what is offered
where, checked against the published schemas (docs/schema/<game>.cardset.schema.json) and the
vocabulary docs/cardsets.md and the games' pages describe, and the popup in a QPlainTextEdit."""
from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from desktop.editor.completion import AbilityCompleter, install_completion, suggestions
from desktop.qt import QPlainTextEdit, Qt

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
# from the docs: the ability types (cardsets.md section 3 and each game's "Abilities"), an event
# and an effect each game adds (cardsets.md sections 15 and 18, vividz.md, grid.md,
# phantom_magic_vision.md), and one zone of each (cardsets.md section 13 and the games' pages)
SHARED_TYPES = {"activated", "auto", "continuous", "replacement"}
GAME_TYPES = {"victory_spark": set(), "vividz": {"event"}, "grid": {"event", "play"}, "phantom_magic_vision": {"play"}}
GAME_EVENTS = {"victory_spark": {"partner_attack", "spark", "retired"}, "vividz": {"appear", "attack_success", "lvup"},
               "grid": {"played", "placed", "battle_won"}, "phantom_magic_vision": {"enters", "life_damage", "graze"}}
GAME_EFFECTS = {"victory_spark": {"partner_attack", "energy"}, "vividz": {"report", "scout", "accel"},
                "grid": {"release", "deck_damage", "end_combat"}, "phantom_magic_vision": {"hit", "gain_life", "banish"}}
GAME_ZONES = {"victory_spark": {"ring", "bench", "retire"}, "vividz": {"area", "trash", "scout"},
              "grid": {"grid", "discard", "attribute"}, "phantom_magic_vision": {"graveyard", "nodes", "sideboard"}}


@cache
def published(game: str) -> dict[str, Any]:
    """The $defs of the game's published card-set schema."""
    return json.loads((ROOT / "docs" / "schema" / f"{game}.cardset.schema.json").read_text(encoding="utf-8"))["$defs"]


def words(text: str, game: str, pos: int | None = None) -> list[str]:
    """The words offered at `pos` (default: the end of the text)."""
    return [s.word for s in suggestions(text, len(text) if pos is None else pos, game)]


@pytest.mark.parametrize("game", GAMES)
def test_a_new_list_item_offers_the_ability_keys(game: str) -> None:
    for text in ("- ", "-", "- type: auto\n  zone: hand\n- "):
        got = words(text, game)
        assert got[0] == "type"  # required: first
        assert set(got) == set(published(game)["ability"]["properties"])
        assert {"trigger", "effects", "zone", "cost", "condition"} <= set(got)
        assert "on" not in got and "draw" not in got  # keys of a trigger / an effect, not of an ability
    # on the next line of an ability: its keys not written yet, those after the caret included
    got = words("- type: auto\n  zone: ring\n  \n  trigger: {on: attack}", game, pos=len("- type: auto\n  zone: ring\n  "))
    assert "effects" in got and not {"type", "zone", "trigger"} & set(got)
    assert got[0] == "effects"  # an auto ability needs effects (cardsets.md section 3)


@pytest.mark.parametrize("game", GAMES)
def test_the_type_value_offers_the_games_ability_types(game: str) -> None:
    for text in ("- type: ", "- zone: hand\n  type: ", "- {type: ", "[{zone: hand, type: "):
        got = words(text, game)
        assert set(got) == SHARED_TYPES | GAME_TYPES[game] == set(published(game)["ability"]["properties"]["type"]["enum"])
    assert "event" not in words("- type: ", "victory_spark")


@pytest.mark.parametrize("game", GAMES)
def test_trigger_on_offers_the_event_names(game: str) -> None:
    events = set(published(game)["trigger"]["properties"]["on"]["enum"])
    for text in ("- type: auto\n  trigger: {on: ", "- type: auto\n  trigger:\n    on: ",
                 "- {type: auto, trigger: {card: self, on: ", "- type: replacement\n  replaces: {on: "):
        got = set(words(text, game))
        assert got == events
        assert {"phase_start", "turn_start", "move", "draw", "state"} | GAME_EVENTS[game] <= got
        assert "hitt" not in got and "type" not in got
    # the other keys of a trigger once `on` is there; `self` as the value of `card`
    got = words("- type: auto\n  trigger: {on: attack, ", game)
    assert {"card", "player", "condition"} <= set(got) and "on" not in got and "draw" not in got
    assert words("- type: auto\n  trigger: {on: attack,\n    card: ", game) == ["self"]


@pytest.mark.parametrize("game", GAMES)
def test_an_empty_effect_offers_the_effect_names(game: str) -> None:
    ops = {name.split(".", 1)[1] for name in published(game) if name.startswith("effect.")}
    for text in ("- type: auto\n  effects: [{", "- type: auto\n  effects: [{draw: 1}, {",
                 "- type: auto\n  effects:\n    - ", "- type: activated\n  effects:\n  - may:\n    - "):
        got = set(words(text, game))
        assert got == ops
        assert {"draw", "choose", "move", "modify", "if", "may", "look"} | GAME_EFFECTS[game] <= got
        assert not {"as", "to", "amount", "hitt", "type"} & got  # options and wrong words are not effects
    # once the effect is named, its options
    assert words("- type: auto\n  effects: [{draw: 1, ", game) == ["player"]
    assert "as" in words("- type: auto\n  effects: [{choose: {zone: hand}, ", game)
    assert {"count", "sum"} <= set(words("- type: auto\n  effects: [{draw: {", game))  # computed amounts


@pytest.mark.parametrize("game", GAMES)
def test_zone_values(game: str) -> None:
    zones = set(published(game)["zone"]["enum"])
    for text in ("- type: auto\n  zone: ", "- type: auto\n  zone: [", "- type: auto\n  effects: [{move: $t, to: ",
                 "- type: auto\n  effects: [{choose: {zone: "):
        got = set(words(text, game))
        assert got == zones and GAME_ZONES[game] <= got


def test_the_prefix_filters_without_regard_to_case() -> None:
    assert words("- type: au", "victory_spark") == ["auto"]
    assert words("- TY", "victory_spark") == ["type"]
    assert words("- type: auto\n  effects: [{dr", "vividz") == ["draw"]
    assert set(words("- type: auto\n  trigger: {on: att", "victory_spark")) == {"attack", "attacked"}
    assert words("- type: auto\n  trigger: {on: xyz", "grid") == []
    # the caret inside a word: what it starts with counts
    text = "- type: auto\n  trigger: {on: attack}"
    assert set(words(text, "victory_spark", pos=text.index("attack") + 3)) == {"attack", "attacked"}
    # the descriptions come from the schema
    text = "- type: auto\n  effects: [{dr"
    draw = next(s for s in suggestions(text, len(text), "victory_spark") if s.word == "draw")
    assert draw.kind == "key" and draw.description == published("victory_spark")["effect.draw"]["description"]


@pytest.mark.parametrize("game", GAMES)
def test_half_typed_and_garbage_text_never_raises(game: str) -> None:
    texts = ["", "\n\n", "-", "- - - ", "{", "[{[{", "}}]]", ":", "::: ::", "- type: 'auto", '- type: "a\\"', "#",
             "- type: auto # on: ", "\t- \ttype:\tauto", "- type: auto\n  trigger: {on: attack\n  effects: [{dr",
             "- &a {type: auto}\n- *a", "- !!python/object x", "- ? type\n  : auto", "x" * 300, "[" * 200 + "{on: ",
             "- type: auto\n      zone: ring\n   cost: [", "- type: ああ\n  効果: [{引く: 1", "- 😀: {😀: [😀", "\r\n- ty\r\n"]
    for text in texts:
        for pos in (*range(len(text) + 1), -5, len(text) + 5):
            assert isinstance(suggestions(text, pos, game), list)
    assert suggestions("- ty", 4, "no_such_game") == []
    assert words("- type: auto\n  # zone: ", game) == []  # in a comment
    assert words("- type: auto\n  name: {en: 'au", game) == []  # in quotes
    got = words("- type: auto\n  effects: [{dr", game, pos=len("- type: auto\n  effects: [{d"))  # the caret after d
    assert "draw" in got and "damage" in got and all(w.startswith("d") for w in got)
    assert words("- type: auto\n  trigger: {on: attack}", game, pos=len("- type: auto\n  trig")) == ["trigger"]


def _entries(c: AbilityCompleter) -> list[str]:
    return [c.model.item(i).text() for i in range(c.model.rowCount())]


def _choose(qtbot, c: AbilityCompleter, word: str) -> None:  # type: ignore[no-untyped-def]
    """Move down the open list to `word` and press Enter, as the user would."""
    for _ in range(_entries(c).index(word)):
        qtbot.keyClick(c.popup, Qt.Key.Key_Down)
    assert c.popup.currentIndex().data() == word
    qtbot.keyClick(c.popup, Qt.Key.Key_Return)


def test_the_popup_in_an_edit(qtbot) -> None:  # type: ignore[no-untyped-def]
    edit = QPlainTextEdit()
    edit.setTabChangesFocus(False)  # as the abilities pane
    qtbot.addWidget(edit)
    c = install_completion(edit, "victory_spark")
    assert c.parent() is edit
    edit.show()
    edit.setFocus()
    qtbot.keyClicks(edit, "- ty")
    qtbot.keyClick(edit, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert c.popup.isVisible() and _entries(c) == ["type"]
    qtbot.keyClick(c.popup, Qt.Key.Key_Return)
    assert edit.toPlainText() == "- type: "  # a key with its colon
    # then the key's values are offered: the ability types
    assert c.popup.isVisible() and set(_entries(c)) == SHARED_TYPES
    _choose(qtbot, c, "auto")
    assert edit.toPlainText() == "- type: auto" and not c.popup.isVisible()
    # Enter with the list closed is a new line; two letters typed open it by themselves
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(edit, "  tr")
    qtbot.waitUntil(c.popup.isVisible, timeout=2000)
    assert _entries(c) == ["trigger"]
    qtbot.keyClick(c.popup, Qt.Key.Key_Tab)
    assert edit.toPlainText() == "- type: auto\n  trigger: "
    qtbot.keyClicks(edit, "{on: ")
    qtbot.keyClick(edit, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    assert {"attack", "partner_attack", "spark"} <= set(_entries(c))
    _choose(qtbot, c, "spark")
    qtbot.keyClicks(edit, ", card: self}")
    # Escape closes it and leaves the text as typed
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(edit, "  ef")
    qtbot.waitUntil(c.popup.isVisible, timeout=2000)
    qtbot.keyClick(c.popup, Qt.Key.Key_Escape)
    assert not c.popup.isVisible()
    assert edit.toPlainText() == "- type: auto\n  trigger: {on: spark, card: self}\n  ef"
    # a word typed whole opens nothing, so Enter still ends the line
    qtbot.keyClicks(edit, "fects: [{draw")
    qtbot.wait(20)
    assert not c.popup.isVisible()
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert edit.toPlainText().endswith("effects: [{draw\n")


def test_in_the_set_editor_form(editor, qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the form's abilities pane (as the form installs it): the insertion is one more edit on
    the editor's undo stack, and Ctrl+Z still reaches that stack."""
    doc = editor.new_set("grid", "CMP1", "Completion", "補完")
    form = editor.form
    assert doc is not None and form is not None
    pane, before = form.abilities, doc.cards[0].abilities
    c = next((x for x in pane.children() if isinstance(x, AbilityCompleter)), None) or \
        install_completion(pane, doc.header.game)
    pane.setPlainText("- ty")
    pane.setFocus()
    cur = pane.textCursor()
    cur.movePosition(cur.MoveOperation.End)
    pane.setTextCursor(cur)
    qtbot.keyClick(pane, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(c.popup, Qt.Key.Key_Return)
    assert set(_entries(c)) == SHARED_TYPES | GAME_TYPES["grid"]
    qtbot.keyClick(c.popup, Qt.Key.Key_Escape)
    assert doc.cards[0].abilities == "- type: "
    assert pane.toPlainText() == "- type: "
    # a completion is an undo step of its own (as a paste is): Ctrl+Z takes it back to what was typed
    qtbot.keyClick(pane, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.cards[0].abilities == "- ty" and pane.toPlainText() == "- ty"
    qtbot.keyClick(pane, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.cards[0].abilities == before and pane.toPlainText() == before


# issue 42's new words, as the editor offers them where a card writer types them
NEW_EFFECTS = {
    "victory_spark": {"prohibit", "lasting", "stage", "distribute"},
    "vividz": {"stage", "distribute", "lasting"},
    "grid": {"relocate", "lasting", "strip"},
    "phantom_magic_vision": {"prohibit", "choose_player", "lasting", "strip", "stage", "distribute"},
}


@pytest.mark.parametrize("game", GAMES)
def test_the_new_vocabulary_is_completed(game: str) -> None:
    effects = set(words("- type: auto\n  effects: [{", game))
    assert NEW_EFFECTS[game] <= effects, NEW_EFFECTS[game] - effects
    assert "ability" in words("- type: auto\n  trigger: {on: used, ", game)  # a used trigger may name the ability
    if game == "phantom_magic_vision":
        keys = set(words("- type: play\n  ", game))
        assert {"modes", "mode_count", "cost", "condition"} <= keys
        assert "played" in words("- type: auto\n  trigger: {on: enters, ", game)
        assert "loses" in words("- type: continuous\n  ", game)
    if game == "grid":
        assert "area" in words("- type: auto\n  effects: [{relocate: $t, ", game)
