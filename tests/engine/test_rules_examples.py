"""Card texts written from the examples in the rules load through the card-set parser.

tests/fixtures/rules_examples_<game>.yaml (RXV Victory Spark, RXZ Vividz, RXG the grid game, RXP
Phantom Magic Vision) hold one original card per example of card wording in the rules (「…」 texts,
described effects, effect wordings the rules define) that the card-data vocabulary can express; each
card's English text ends with the clause, e.g. "(VS 7.5.9)", "(Grid Q24)", "(PMV 10.28.4)", and its
Japanese text with the same clause. docs/rules-examples.md lists every example by clause.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cardset import load_cardset

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
DOC = ROOT / "docs" / "rules-examples.md"
FILES = {
    "victory_spark": (FIXTURES / "rules_examples_victory_spark.yaml", "RXV", "VS"),
    "vividz": (FIXTURES / "rules_examples_vividz.yaml", "RXZ", "Vividz"),
    "grid": (FIXTURES / "rules_examples_grid.yaml", "RXG", "Grid"),
    "phantom_magic_vision": (FIXTURES / "rules_examples_phantom_magic_vision.yaml", "RXP", "PMV"),
}
# The clauses each game's cards are cited for. For the grid game and PMV these are the clauses of every
# example that has a card (the rows of their tables in docs/rules-examples.md), and every card's clause
# must be one of them; for Victory Spark and Vividz a sample.
CITED = {
    "victory_spark": ("victory_spark:1.3.4", "victory_spark:1.3.5", "victory_spark:2.12.1", "victory_spark:2.13.7",
                      "victory_spark:7.2.1.3.2", "victory_spark:7.5.9", "victory_spark:7.8.1.6",
                      "victory_spark:7.11.5"),
    "vividz": ("vividz:102.5", "vividz:102.9", "vividz:504.4", "vividz:908.4", "vividz:1102.2", "vividz:1120.1"),
    "grid": (
        "grid:1.3", "grid:1.5", "grid:2.4", "grid:2.5", "grid:3.1", "grid:3.4", "grid:3.5", "grid:4.1", "grid:4.2",
        "grid:4.3", "grid:4.4", "grid:6.3", "grid:6.4", "grid:6.6", "grid:6.7", "grid:6.8", "grid:7.1",
        "grid:7.2", "grid:7.3", "grid:7.4", "grid:8.1", "grid:8.2", "grid:8.3", "grid:8.4", "grid:8.5",
        "grid:8.6", "grid:8.7", "grid:8.8", "grid:8.9", "grid:8.10", "grid:8.11", "grid:8.12",
        "grid:Q1", "grid:Q2", "grid:Q3", "grid:Q4", "grid:Q5", "grid:Q6", "grid:Q7", "grid:Q8", "grid:Q9",
        "grid:Q10", "grid:Q11", "grid:Q12", "grid:Q13", "grid:Q17", "grid:Q18", "grid:Q19", "grid:Q20",
        "grid:Q21", "grid:Q22", "grid:Q23", "grid:Q24", "grid:Q25", "grid:Q26", "grid:Q27", "grid:Q28",
        "grid:Q29", "grid:Q30", "grid:Q31",
    ),
    "phantom_magic_vision": (
        "phantom_magic_vision:D1.2", "phantom_magic_vision:D1.3", "phantom_magic_vision:D2.3",
        "phantom_magic_vision:D3.2",
        "phantom_magic_vision:D4.2", "phantom_magic_vision:D4.8", "phantom_magic_vision:D4.9",
        "phantom_magic_vision:D5.1", "phantom_magic_vision:D5.2", "phantom_magic_vision:D5.3",
        "phantom_magic_vision:D5.4", "phantom_magic_vision:D5.5", "phantom_magic_vision:D5.7",
        "phantom_magic_vision:D5.8", "phantom_magic_vision:D6.1", "phantom_magic_vision:D6.2",
        "phantom_magic_vision:D6.6", "phantom_magic_vision:D7.1", "phantom_magic_vision:D7.3",
        "phantom_magic_vision:D9.1", "phantom_magic_vision:D9.2",
        "phantom_magic_vision:A1", "phantom_magic_vision:A2", "phantom_magic_vision:A3",
        "phantom_magic_vision:A5", "phantom_magic_vision:A6", "phantom_magic_vision:A7",
        "phantom_magic_vision:A8", "phantom_magic_vision:A9", "phantom_magic_vision:A10",
        "phantom_magic_vision:A11", "phantom_magic_vision:A13", "phantom_magic_vision:A14",
        "phantom_magic_vision:A15", "phantom_magic_vision:A17", "phantom_magic_vision:A18",
        "phantom_magic_vision:A19", "phantom_magic_vision:A20", "phantom_magic_vision:A21",
        "phantom_magic_vision:A22", "phantom_magic_vision:A23", "phantom_magic_vision:A25",
        "phantom_magic_vision:A26", "phantom_magic_vision:A29", "phantom_magic_vision:A30", "phantom_magic_vision:A31",
        "phantom_magic_vision:A33",
        "phantom_magic_vision:10.1.2", "phantom_magic_vision:10.1.2.a", "phantom_magic_vision:10.1.3",
        "phantom_magic_vision:10.1.4", "phantom_magic_vision:10.1.5",
        "phantom_magic_vision:10.2", "phantom_magic_vision:10.2.2.a", "phantom_magic_vision:10.2.3",
        "phantom_magic_vision:10.3", "phantom_magic_vision:10.3.2.b", "phantom_magic_vision:10.3.3",
        "phantom_magic_vision:10.3.4", "phantom_magic_vision:10.4",
        "phantom_magic_vision:10.5", "phantom_magic_vision:10.6", "phantom_magic_vision:10.7",
        "phantom_magic_vision:10.8", "phantom_magic_vision:10.9", "phantom_magic_vision:10.9.2.a",
        "phantom_magic_vision:10.9.2.b", "phantom_magic_vision:10.10",
        "phantom_magic_vision:10.11", "phantom_magic_vision:10.12", "phantom_magic_vision:10.12.2.a", "phantom_magic_vision:10.13",
        "phantom_magic_vision:10.13.5", "phantom_magic_vision:10.13.6", "phantom_magic_vision:10.14",
        "phantom_magic_vision:10.14.4", "phantom_magic_vision:10.15", "phantom_magic_vision:10.15.4",
        "phantom_magic_vision:10.16", "phantom_magic_vision:10.17",
        "phantom_magic_vision:10.18", "phantom_magic_vision:10.18.3", "phantom_magic_vision:10.19",
        "phantom_magic_vision:10.20", "phantom_magic_vision:10.21", "phantom_magic_vision:10.21.2.a",
        "phantom_magic_vision:10.21.3",
        "phantom_magic_vision:10.22", "phantom_magic_vision:10.22.3", "phantom_magic_vision:10.23",
        "phantom_magic_vision:10.23.3", "phantom_magic_vision:10.24", "phantom_magic_vision:10.25",
        "phantom_magic_vision:10.26", "phantom_magic_vision:10.26.2.a", "phantom_magic_vision:10.27",
        "phantom_magic_vision:10.28", "phantom_magic_vision:10.28.3.a", "phantom_magic_vision:10.28.4",
        "phantom_magic_vision:10.28.5", "phantom_magic_vision:10.28.9", "phantom_magic_vision:10.28.9.a",
        "phantom_magic_vision:10.29", "phantom_magic_vision:10.29.2.a",
        "phantom_magic_vision:10.30", "phantom_magic_vision:10.31", "phantom_magic_vision:10.31.3",
        "phantom_magic_vision:10.32", "phantom_magic_vision:10.32.2.c", "phantom_magic_vision:10.33",
        "phantom_magic_vision:10.34", "phantom_magic_vision:10.34.4",
    ),
}
COMPLETE = ("grid", "phantom_magic_vision")  # games whose CITED lists every clause with a card


def _param(game: str) -> object:
    return pytest.param(game, id=game, marks=[pytest.mark.rule(c) for c in CITED[game]])


def _clause(card_text: str, prefix: str) -> str | None:
    m = re.search(rf"\({re.escape(prefix)} ([0-9A-Z][0-9.a-z]*)\)$", card_text)
    return m.group(1) if m else None


@pytest.mark.parametrize("game", [_param(g) for g in sorted(FILES)])
def test_rules_examples_load(game: str) -> None:
    path, code, prefix = FILES[game]
    cs = load_cardset(path)  # raises FormatError naming the card and field of any problem
    assert cs.game == game and cs.code == code
    assert len(cs.cards) >= 40
    cited = {c.split(":", 1)[1] for c in CITED[game]}
    for card in cs.cards:
        clause = _clause(card.text["en"], prefix)
        assert clause, f"{card.id}: English text does not end with its rule clause ({prefix} ...)"
        assert card.text["ja"].endswith(f"({prefix} {clause})"), f"{card.id}: Japanese text does not end with its clause"
        if game in COMPLETE:
            assert clause in cited, f"{card.id}: clause {game}:{clause} is not cited by this test"


@pytest.mark.parametrize("game", COMPLETE)
def test_rules_examples_listed(game: str) -> None:
    """Every card of the grid and PMV fixtures is named in its game's table of docs/rules-examples.md,
    and every card the table names exists."""
    path, code, _ = FILES[game]
    title = {"grid": "## The grid game", "phantom_magic_vision": "## Phantom Magic Vision"}[game]
    doc = DOC.read_text(encoding="utf-8")
    assert title in doc, f"docs/rules-examples.md has no section {title!r}"
    section = doc.split(title, 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(rf"\b{code}-[0-9]+\b", section))
    ids = {card.id for card in load_cardset(path).cards}
    assert not ids - named, f"cards not listed in docs/rules-examples.md: {sorted(ids - named)}"
    assert not named - ids, f"cards listed but not in the fixture: {sorted(named - ids)}"
