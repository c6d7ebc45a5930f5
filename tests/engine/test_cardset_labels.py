"""A card set's `labels`: display names of attribute values (docs/cardsets.md)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.cardset import cardset_to_data, parse_cardset
from engine.errors import FormatError

GDS1 = Path(__file__).resolve().parents[2] / "assets" / "cardsets" / "grid" / "gds1.yaml"


def _set(labels: Any) -> dict[str, Any]:
    return {"format": 1, "game": "grid", "code": "LBL", "version": 1, "name": {"en": "L", "ja": "L"},
            "labels": labels,
            "cards": [{"number": "001", "name": {"en": "A", "ja": "A"}, "type": "unit",
                       "stats": {"at": 1, "df": 1, "ac": 1, "x": 0, "y": 0},
                       "attrs": {"attributes": ["sun"], "mask": ["ooo", "ooo", "ooo"]},
                       "text": {"en": "", "ja": ""}}]}


def test_labels_are_read_and_written_back() -> None:
    labels = {"attributes": {"sun": {"en": "Sun", "ja": "陽"}}}
    cs = parse_cardset(_set(labels), "l.yaml")
    assert cs.labels == labels
    again = parse_cardset(cardset_to_data(cs), "again")
    assert again.labels == labels


def test_a_set_without_labels_has_none() -> None:
    data = _set({})
    del data["labels"]
    assert parse_cardset(data, "l.yaml").labels == {}


@pytest.mark.parametrize(("labels", "where"), [
    ({"attributes": {"sun": {"en": "Sun"}}}, "labels.attributes.sun.ja"),
    ({"attributes": {"sun": "陽"}}, "labels.attributes.sun"),
    ({"attributes": ["sun"]}, "labels.attributes"),
    ({"attributes": {"sun": {"en": "Sun", "ja": "陽", "de": "Sonne"}}}, "labels.attributes.sun.de"),
])
def test_a_malformed_label_names_the_file_and_field(labels: Any, where: str) -> None:
    with pytest.raises(FormatError) as ei:
        parse_cardset(_set(labels), "bad.yaml")
    assert "bad.yaml" in str(ei.value) and where in str(ei.value)


def test_the_starter_set_names_every_attribute_its_cards_use() -> None:
    from engine.cardset import load_cardset
    cs = load_cardset(GDS1)
    used = {a for c in cs.cards for a in c.attrs.get("attributes", ())}
    assert used == set(cs.labels["attributes"])
    assert all(v["ja"] != k for k, v in cs.labels["attributes"].items())  # named in Japanese
