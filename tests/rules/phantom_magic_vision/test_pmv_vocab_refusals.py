"""Card data that Phantom Magic Vision would load and then ignore is refused where it is written: a
replacement of anything but losing the game (the game replaces nothing else), an effect moving a card
to the set zone (cards are set by being played, D5.5, 10.13.3), and a play condition is enforced (D5.1:
tests/scenarios/phantom_magic_vision/play_conditions.yaml)."""
from __future__ import annotations

from typing import Any

import pytest

from engine.cardset import parse_cardset
from engine.errors import FormatError

TEXT = {"en": "x", "ja": "x"}


def _set(ability: dict[str, Any]) -> dict[str, Any]:
    card = {"number": "001", "name": {"en": "Probe", "ja": "探り"}, "type": "command",
            "stats": {"node": 0, "cost": 0, "graze": 0}, "text": TEXT, "abilities": [ability]}
    return {"format": 1, "game": "phantom_magic_vision", "code": "TST", "version": 1, "name": TEXT, "cards": [card]}


@pytest.mark.rule("phantom_magic_vision:D1.2")
def test_a_replacement_of_anything_but_losing_is_refused() -> None:
    with pytest.raises(FormatError) as err:
        parse_cardset(_set({"type": "replacement", "replaces": {"on": "life_damage"}, "instead": []}), "t.yaml")
    assert "card TST-001 (Probe), field abilities[0].replaces.on" in str(err.value)
    parse_cardset(_set({"type": "replacement", "replaces": {"on": "lose"}, "instead": []}), "t.yaml")  # loads


@pytest.mark.rule("phantom_magic_vision:D5.5", "phantom_magic_vision:10.13.3")
def test_an_effect_moving_a_card_to_the_set_zone_is_refused() -> None:
    ab = {"type": "play", "effects": [{"choose": {"zone": "hand"}, "as": "$c"},
                                      {"if": {"bound": "$c"}, "then": [{"move": "$c", "to": "set"}]}]}
    with pytest.raises(FormatError) as err:
        parse_cardset(_set(ab), "t.yaml")
    assert "field abilities[0].effects[1].then[0].to" in str(err.value)
    ab["effects"][1]["then"][0]["to"] = "graveyard"
    parse_cardset(_set(ab), "t.yaml")  # the same effect to another zone loads
