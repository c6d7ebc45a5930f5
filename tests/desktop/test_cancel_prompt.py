"""The cancel prompt names what the ability chose when it was used (Victory Spark 7.4.1.2, R1), in
the player's language."""
from __future__ import annotations

import pytest

from desktop.i18n import install_translators, remove_translators
from desktop.table.texts import prompt_title
from engine.scenario import build

CARDS = [
    {"number": "001", "name": {"en": "Filler", "ja": "フィラー"}, "type": "character",
     "stats": {"level": 0, "power": 1000, "defense": 5000}, "attrs": {"title": ["Extra"]}, "text": {"en": "", "ja": ""}},
    {"number": "002", "name": {"en": "Striker", "ja": "ストライカー"}, "type": "character",
     "stats": {"level": 0, "power": 1000, "defense": 5000}, "attrs": {"title": ["Extra"]}, "text": {"en": "", "ja": ""},
     "abilities": [{"type": "activated", "zone": "ring", "effects": [
         {"choose": {"zone": "ring", "player": "opponent"}, "as": "$t"}, {"damage": "$t", "amount": 1000}]}]},
    {"number": "003", "name": {"en": "Canceller", "ja": "キャンセラー"}, "type": "character",
     "stats": {"level": 0, "power": 1000, "defense": 5000}, "attrs": {"title": ["Extra"]}, "text": {"en": "", "ja": ""},
     "abilities": [{"type": "activated", "keywords": ["cancel"], "zone": "hand", "effects": []}]},
    {"number": "004", "name": {"en": "Alpha", "ja": "アルファ"}, "type": "character",
     "stats": {"level": 0, "power": 1000, "defense": 5000}, "attrs": {"title": ["Extra"]}, "text": {"en": "", "ja": ""}},
]


@pytest.mark.rule("victory_spark:R1", "victory_spark:7.4.1.2")
@pytest.mark.parametrize(("lang", "words"), [("en", "It chose Alpha."), ("ja", "選んだカード：「アルファ」")])
def test_the_cancel_prompt_names_the_target(app, lang: str, words: str) -> None:  # type: ignore[no-untyped-def]
    b = build({"game": "victory_spark", "cards": CARDS, "setup": {"phase": "ability", "players": [
        {"ring": [{"card": "Striker", "as": "s"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Alpha"], "hand": ["Canceller"], "deck_fill": {"card": "Filler", "count": 5}}]}}, "<test>")
    s = b.state
    s.apply_action(s.rules.scenario_action(s, "activate", [b.labels["s"], 0]))
    d = s.decision
    assert d is not None and d.kind == "cancel" and d.player == 1
    translators = install_translators(app, lang)
    try:
        assert words in prompt_title(s, "cancel", tuple(d.prompt), lang)
    finally:
        remove_translators(app, translators)
