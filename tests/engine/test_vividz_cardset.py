"""The bundled Vividz set: sizes, both languages, and that its cards use every Vividz keyword,
icon, trigger, effect, cost and continuous kind (so each is exercised by the random games)."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import assets
from engine.cardset import load_cardset
from engine.games import get_rules
from engine.games.vividz import zones

SET = next(p for p in assets.cardset_paths("vividz") if p.name == "vzs1.yaml")


def walk_effects(effs: list[dict[str, Any]], found: dict[str, set[str]]) -> None:
    vocab = get_rules("vividz").vocabulary()
    for e in effs:
        op = next(k for k in e if k in vocab.effects)
        found["effects"].add(op)
        for key in ("then", "else", "do"):
            walk_effects(e.get(key, []), found)
        if op == "may":
            walk_effects(e["may"], found)
        if op == "delayed":
            found["triggers"].add(e["delayed"]["trigger"]["on"])
            found["effects"].add("delayed")
            walk_effects(e["delayed"]["effects"], found)
        if op == "damage" and "amount_of" in e:
            found["effects"].add("damage:amount_of")


def usage() -> tuple[Counter, dict[str, set[str]]]:
    cs = load_cardset(SET)
    found: dict[str, set[str]] = {k: set() for k in ("effects", "triggers", "costs", "continuous", "types",
                                                      "keywords", "actions", "rules", "replaces")}
    for c in cs.cards:
        found["keywords"].update(c.attrs.get("keywords", []))
        for part in ("check", "clear"):
            found["actions"].update(cond["action"] for cond in c.attrs.get(part, []))
        for ab in c.abilities:
            found["types"].add(ab["type"])
            found["keywords"].update(ab.get("keywords", []))
            found["costs"].update(next(iter(x)) for x in ab.get("cost", []))
            if ab["type"] == "auto":
                found["triggers"].add(ab["trigger"]["on"])
            if ab["type"] == "continuous":
                found["continuous"].update(k for k in ("modify", "grant", "rules", "play_cost", "power_floor", "condition")
                                           if k in ab)
                found["rules"].update(ab.get("rules", []))
            if ab["type"] == "replacement":
                found["replaces"].add(ab["replaces"]["on"])
                walk_effects(ab["instead"], found)
            walk_effects(ab.get("effects", []), found)
    return Counter(c.type for c in cs.cards), found


@pytest.mark.rule("vividz:302.2", "vividz:1201.1", "vividz:V2", "vividz:V6")
def test_the_set_uses_every_vividz_mechanic() -> None:
    counts, found = usage()
    assert counts["account"] >= 8 and counts["mission"] >= 12 and counts["chara"] + counts["event"] >= 60
    assert found["keywords"] >= zones.KEYWORDS
    assert found["triggers"] >= zones.TRIGGERS | {"phase_start", "phase_end", "move", "draw", "state", "damaged",
                                                   "used", "counter"}
    assert found["effects"] >= {"report", "sleep", "defeat", "remove", "exp", "scout", "slide", "reload",
                                "gain_counter", "spend_counter", "play_free", "accel", "clear_mission", "energy",
                                "discard", "cost_change", "damage", "damage:amount_of", "modify", "grant",
                                "reveal", "choose", "move", "draw", "if", "delayed"}
    assert found["costs"] >= {"energy", "sleep", "discard", "spend_counter"}
    assert found["continuous"] >= {"modify", "grant", "rules", "play_cost", "power_floor", "condition"}
    assert found["rules"] >= {"cannot_attack", "cannot_slide", "unaffected"}
    assert found["types"] >= {"activated", "auto", "continuous", "replacement", "event"}
    assert found["replaces"] >= {"defeated", "damaged"}
    assert len(found["actions"]) >= 10  # varied mission conditions


def test_every_card_has_both_languages_and_abilities_are_data() -> None:
    cs = load_cardset(SET)
    for c in cs.cards:
        assert c.name["en"] and c.name["ja"] and c.name["en"] != c.name["ja"]
        assert c.text["en"] and c.text["ja"] or (not c.abilities and not c.attrs.get("keywords"))
        for ab in c.abilities:
            assert isinstance(ab, dict)


@pytest.mark.rule("vividz:904.2")
def test_an_event_ability_with_its_own_cost_is_refused() -> None:
    """An event is paid by its card's cost as it is played (904.2); a `cost` on its event ability would
    load and never be paid, so the loader names the field."""
    from engine.cardset import parse_cardset
    from engine.errors import FormatError

    text = {"en": "x", "ja": "x"}
    card = {"number": "001", "name": {"en": "Spark", "ja": "火花"}, "type": "event", "stats": {"cost": 1},
            "attrs": {"mission_info": "Blaze"}, "text": text,
            "abilities": [{"type": "event", "cost": [{"energy": 1}], "effects": [{"draw": 1}]}]}
    data = {"format": 1, "game": "vividz", "code": "TEV", "version": 1, "name": text, "cards": [card]}
    with pytest.raises(FormatError) as err:
        parse_cardset(data, "t.yaml")
    assert "card TEV-001 (Spark), field abilities[0].cost" in str(err.value)
    del card["abilities"][0]["cost"]
    parse_cardset(data, "t.yaml")
