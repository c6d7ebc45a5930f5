"""Two copies of one card that trigger on the same event are told apart: each `triggered` event
names the copy (iid), so a log, a replay or a scenario can say which one (908.3)."""
from __future__ import annotations

import pytest

from engine.scenario import build

CARDS = [
    {"number": "001", "name": {"en": "Greeter", "ja": "グリーター"}, "type": "chara", "stats": {"cost": 0, "power": 3000},
     "attrs": {"mission_info": "☆"}, "text": {"en": "When another chara appears, gain a counter.", "ja": "【自】他のキャラが登場した時、カウンターを1個得る。"},
     "abilities": [{"type": "auto", "trigger": {"on": "appear", "player": "any", "card": {"another": True}},
                    "effects": [{"gain_counter": "hello", "amount": 1}]}]},
    {"number": "002", "name": {"en": "Pebble", "ja": "ペブル"}, "type": "chara", "stats": {"cost": 0, "power": 1000},
     "attrs": {"mission_info": "☆"}, "text": {"en": "", "ja": ""}},
]


@pytest.mark.rule("vividz:908.3", "vividz:908.3b")
def test_each_copy_that_triggers_is_named_in_its_event() -> None:
    b = build({"game": "vividz", "cards": CARDS, "setup": {"turn": 3, "turn_player": 0, "phase": "main", "players": [
        {"left": [{"card": "Greeter", "as": "g1"}], "center": [{"card": "Greeter", "as": "g2"}],
         "hand": [{"card": "Pebble", "as": "p"}], "deck_fill": {"card": "Pebble", "count": 5}},
        {"deck_fill": {"card": "Pebble", "count": 5}}]}}, "inline")
    s = b.state
    play = next(a for a in s.legal_actions() if a.kind == "play" and a.args[0] == b.labels["p"])
    events = s.apply_action(play)
    while s.decision is not None and s.decision.player == 0 and s.decision.kind in ("area",):
        events += s.apply_action(s.decision.options[0])
    trig = [e.get("iid") for e in events if e.kind == "triggered"]
    assert sorted(trig) == sorted([b.labels["g1"], b.labels["g2"]])
