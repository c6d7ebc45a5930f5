"""Whose effect an event was (914.2, 1103): a trigger's `by` is refused where no Vividz event can
ever say it, with a message naming the set, the card and the field."""
from __future__ import annotations

from typing import Any

import pytest

from engine.cardset import parse_cardset
from engine.errors import FormatError


def _set(trigger: dict[str, Any]) -> dict[str, Any]:
    card = {"number": "001", "name": {"en": "Grudge Keeper", "ja": "グラッジキーパー"}, "type": "chara",
            "stats": {"cost": 1, "power": 1000}, "attrs": {"mission_info": "☆"},
            "text": {"en": "…", "ja": "…"},
            "abilities": [{"type": "auto", "trigger": trigger, "effects": [{"gain_counter": "spite", "amount": 1}]}]}
    return {"format": 1, "game": "vividz", "code": "TBY", "version": 1, "name": {"en": "By", "ja": "By"},
            "cards": [card]}


@pytest.mark.rule("vividz:1103.1", "vividz:914.2")
@pytest.mark.parametrize("on", ["attack", "play", "counter", "orient", "slide"])
def test_by_on_a_trigger_whose_events_never_say_whose_effect_is_refused(on: str) -> None:
    with pytest.raises(FormatError) as err:
        parse_cardset(_set({"on": on, "by": "opponent"}), "tby.yaml")
    msg = str(err.value)
    assert msg.startswith("tby.yaml: card TBY-001 (Grudge Keeper), field abilities[0].trigger.by: ")
    assert f"a {on} event never says whose effect caused it" in msg and "defeated" in msg


@pytest.mark.rule("vividz:1103.1", "vividz:1103.3", "vividz:914.2")
@pytest.mark.parametrize("on", ["defeated", "damaged", "move", "appear", "exp"])
def test_by_on_an_event_an_effect_causes_is_accepted(on: str) -> None:
    for by in ("you", "opponent", "self"):
        parse_cardset(_set({"on": on, "by": by}), "tby.yaml")
