"""A choice Phantom Magic Vision answers itself (one option) is named in the log like an answered
one: the shared `chosen` event with auto=True, in English and Japanese, private to the chooser when
the card is in a hidden zone (D3.3)."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.actions import Action
from engine.games.phantom_magic_vision import core
from engine.processor import apply_action
from engine.scenario import build, load_scenarios

FILE = Path(__file__).parents[2] / "scenarios" / "phantom_magic_vision" / "given_words_and_choices.yaml"


def _equip_position():
    spec = next(s for s in load_scenarios(FILE) if s["name"].startswith("the only character an equipment"))
    return build(spec, str(FILE))


@pytest.mark.rule("phantom_magic_vision:10.13.2.a")
def test_only_host_is_named_in_both_languages() -> None:
    b = _equip_position()
    s = b.state
    out = apply_action(s, Action("play", (b.labels["sc"],)))
    chosen = [e for e in out if e.kind == "chosen"]
    assert len(chosen) == 1
    e = chosen[0]
    assert e.get("iid") == b.labels["s"] and e.get("player") == 0 and e.get("auto") is True and e.private is None
    for viewer in (None, 0, 1):
        assert s.rules.render_event(s, e, "en", viewer) == "Player 1 chooses Foot Soldier."
        assert s.rules.render_event(s, e, "ja", viewer) == "プレイヤー1は「歩卒」を選んだ。"


@pytest.mark.rule("phantom_magic_vision:D3.3")
def test_auto_choice_of_a_hidden_card_is_private() -> None:
    b = _equip_position()
    s = b.state
    card = s.zones["0.hand"][0]
    s.out = []
    core.auto_chosen(s, 0, card)
    e = s.out[-1]
    assert e.kind == "chosen" and e.private == 0 and e.get("auto") is True
    name_en, name_ja = s.defs[card].name["en"], s.defs[card].name["ja"]
    assert name_en in s.rules.render_event(s, e, "en", 0)
    assert name_ja in s.rules.render_event(s, e, "ja", 0)
    for lang in ("en", "ja"):
        line = s.rules.render_event(s, e, lang, 1)
        assert line and name_en not in line and name_ja not in line
