"""The table words Phantom Magic Vision's new play decisions (docs/phantom_magic_vision.md, "Plays"):
choosing a mode (D5.2), a transformed state among several (10.28.5) and a card paying an additional
cost, in English and Japanese, naming the card; and a card with several transformed states shows each."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.i18n import install_translators, remove_translators
from desktop.table.texts import prompt_title
from engine.processor import apply_action
from engine.scenario import build, load_scenarios

FILE = Path(__file__).parents[1] / "scenarios" / "phantom_magic_vision" / "vocab_play.yaml"
RULES_FILE = FILE.with_name("vocab_rules.yaml")


def _at(name: str, *steps: tuple[Any, ...], file: Path = FILE) -> Any:
    spec = next(s for s in load_scenarios(file) if s["name"].startswith(name))
    b = build(spec, str(file))
    for kind, *args in steps:
        s = b.state
        apply_action(s, s.rules.scenario_action(s, kind, [b.labels[a[1:]] if isinstance(a, str) and a.startswith("@") else a
                                                          for a in args]))
    return b.state


@pytest.mark.rule("phantom_magic_vision:D5.2", "phantom_magic_vision:10.28.5")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_mode_form_and_cost_choices_are_worded_with_their_card(app, lang: str) -> None:  # type: ignore[no-untyped-def]
    translators = install_translators(app, lang)
    try:
        cases = [
            (_at("choose one - the mode is chosen before", ("play", "@cc")), "mode", "Crossroads Charm"),
            (_at("two transformed states", ("keyword", "@ms", "transform")), "transform_form", "Moon Shifter"),
            (_at("an additional cost that moves a chosen node", ("play", "@go")), "choose", "Grave Offering"),
            (_at("target player - chosen when the card is played", ("play", "@cb"), file=RULES_FILE), "choose_player",
             "Curse Bolt"),
        ]
        for state, kind, en_name in cases:
            d = state.decision
            assert d is not None and d.kind == kind
            name = state.deftable[next(x for x in d.prompt[1:] if isinstance(x, str) and x in state.deftable)].label(lang)
            text = prompt_title(state, d.kind, d.prompt, lang)
            assert name in text, (kind, text)
            generic = prompt_title(state, "choose", ("x", d.prompt[1]), lang)  # the wording an unknown choice gets
            assert text != generic, (kind, text)
            if lang == "en":
                assert en_name == name
    finally:
        remove_translators(app, translators)


@pytest.mark.rule("phantom_magic_vision:10.28.5")
def test_a_card_with_several_transformed_states_shows_each(app) -> None:  # type: ignore[no-untyped-def]
    from desktop.cardface import face_data
    from desktop.cardwidgets import card_details_html

    state = _at("two transformed states")
    card = next(d for d in state.deftable.values() if d.name["en"] == "Moon Shifter")
    forms = [card.attrs[k] for k in ("transformed", "transformed_2")]
    html = card_details_html(card, None, "en")
    face = face_data(card, "en").text
    assert forms[0]["name"]["en"] != forms[1]["name"]["en"]
    for f in forms:  # in the details pane and on the card face
        assert f["name"]["en"] in html and f["name"]["en"] in face


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_target_player_answer_and_its_log_line_name_the_player(lang: str) -> None:
    """The answers say whom, to the one choosing (yourself / your opponent); the log line names both."""
    from engine.actions import Action

    state = _at("target player - chosen when the card is played", ("play", "@cb"), file=RULES_FILE)
    rules = state.rules
    answers = {a.args[0]: rules.describe_action(state, a, lang) for a in state.decision.options}
    assert answers[0] != answers[1] and all(answers.values())
    assert answers == ({0: "Choose yourself", 1: "Choose your opponent"} if lang == "en" else {0: "自分を選ぶ", 1: "相手を選ぶ"})
    apply_action(state, Action("player", (1,)))
    e = next(x for x in state.out if x.kind == "chosen_player")
    line = rules.render_event(state, e, lang, viewer=1)
    assert ("Player 1" in line and "Player 2" in line) if lang == "en" else ("プレイヤー1" in line and "プレイヤー2" in line)
