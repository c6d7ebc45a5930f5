"""Card texts written from the examples in the comprehensive rules load through the card-set parser.

tests/fixtures/rules_examples_victory_spark.yaml (RXV) and rules_examples_vividz.yaml (RXZ) hold one
original card per example of card wording in the rules (「…」 texts and described effects) that the
card-data vocabulary can express; each card's English text ends with the clause, e.g. "(VS 7.5.9)".
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cardset import load_cardset

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
FILES = {
    "victory_spark": (FIXTURES / "rules_examples_victory_spark.yaml", "RXV", "VS"),
    "vividz": (FIXTURES / "rules_examples_vividz.yaml", "RXZ", "Vividz"),
}


@pytest.mark.rule("victory_spark:1.3.4")
@pytest.mark.rule("victory_spark:2.13.7")
@pytest.mark.rule("victory_spark:7.2.1.3.2")
@pytest.mark.rule("victory_spark:7.5.9")
@pytest.mark.rule("victory_spark:7.11.5")
@pytest.mark.rule("vividz:102.5")
@pytest.mark.rule("vividz:504.4")
@pytest.mark.rule("vividz:908.4")
@pytest.mark.rule("vividz:1102.2")
@pytest.mark.rule("vividz:1120.1")
@pytest.mark.parametrize("game", sorted(FILES))
def test_rules_examples_load(game: str) -> None:
    path, code, prefix = FILES[game]
    cs = load_cardset(path)  # raises FormatError naming the card and field of any problem
    assert cs.game == game and cs.code == code
    assert len(cs.cards) >= 40
    clause = re.compile(rf"\({prefix} [0-9][0-9.a-z]*\)$")
    for card in cs.cards:
        assert clause.search(card.text["en"]), f"{card.id}: English text does not end with its rule clause"
        assert card.text["ja"].endswith(")"), f"{card.id}: Japanese text does not end with its rule clause"
