"""Victory Spark 2.12.1 / 7.11: a `used` trigger naming one ability by its name (技名, 【…】 in the
text), with the bundled card that uses it; the trigger key is checked when a card set is loaded
and a name no ability of the set has is warned about (engine/ability_names.py). The flows of
several cards are in tests/scenarios/victory_spark/vocab_used.yaml."""
from __future__ import annotations

from typing import Any

import pytest

from engine.ability_names import ability_name_warnings, unknown_ability_refs
from engine.cardset import load_cardset, parse_cardset
from engine.errors import FormatError
from tests.rules.victory_spark.vs_rules_helpers import act, card, position

VSS1 = "assets/cardsets/victory_spark/vss1.yaml"


def _set(*cards: dict[str, Any]) -> dict[str, Any]:
    return {"format": 1, "game": "victory_spark", "code": "TUA", "version": 1,
            "name": {"en": "Used", "ja": "使用"}, "cards": list(cards)}


def _watcher(trigger: dict[str, Any], number: str = "002") -> dict[str, Any]:
    return card(number, "Kick Coach", abilities=[{"type": "auto", "zone": "bench", "trigger": trigger,
                                                  "effects": [{"draw": 1}]}])


KICKER = card("001", "Kick Artist", abilities=[
    {"type": "activated", "name": {"en": "Flare Kick", "ja": "フレアキック"}, "zone": "ring", "effects": [{"draw": 1}]}])


@pytest.mark.rule("victory_spark:7.11.2")
@pytest.mark.parametrize("on", ["attack", "move", "play", "phase_start"])
def test_an_ability_name_on_a_trigger_other_than_used_is_refused(on: str) -> None:
    with pytest.raises(FormatError) as err:
        parse_cardset(_set(KICKER, _watcher({"on": on, "ability": "Flare Kick"})), "tua.yaml")
    msg = str(err.value)
    assert msg.startswith("tua.yaml: card TUA-002 (Kick Coach), field abilities[0].trigger.ability: ")
    assert f"only a used event is about an ability: 'ability' never matches a {on} event" in msg


@pytest.mark.rule("victory_spark:2.12.1")
@pytest.mark.parametrize("bad", [["Flare Kick"], {"en": "Flare Kick", "ja": "フレアキック"}, "", 3])
def test_the_ability_is_named_by_one_name(bad: Any) -> None:
    with pytest.raises(FormatError) as err:
        parse_cardset(_set(KICKER, _watcher({"on": "used", "ability": bad})), "tua.yaml")
    assert "field abilities[0].trigger.ability: must be a name" in str(err.value)


@pytest.mark.rule("victory_spark:2.12.1")
def test_a_name_no_ability_of_the_set_has_is_warned_about_in_either_language() -> None:
    cs = parse_cardset(_set(KICKER, _watcher({"on": "used", "ability": "Flare Kik"}),
                            _watcher({"on": "used", "ability": "フレアキック"}, "003"),
                            card("004", "Late Echo", abilities=[{"type": "auto", "trigger": {"on": "turn_start"}, "effects": [
                                {"delayed": {"trigger": {"on": "used", "ability": "Moon Step"}, "effects": [{"draw": 1}]}}]}])),
                       "tua.yaml")
    assert [(c.id, path, name) for c, path, name in unknown_ability_refs(cs.cards)] == [
        ("TUA-002", "abilities[0].trigger.ability", "Flare Kik"),
        ("TUA-004", "abilities[0].effects[0].delayed.trigger.ability", "Moon Step")]
    assert ability_name_warnings(cs)[0] == ("tua.yaml: card TUA-002 (Kick Coach), field abilities[0].trigger.ability: "
                                            "no ability of set TUA is named 'Flare Kik' (an ability of another set's "
                                            "card, or a misspelling?)")


@pytest.mark.rule("victory_spark:2.12.1")
def test_every_ability_the_bundled_set_names_is_in_it() -> None:
    cs = load_cardset(VSS1)
    assert ability_name_warnings(cs) == []
    tobin = cs.by_id()["VSS1-083"]
    assert tobin.abilities[0]["trigger"] == {"on": "used", "player": "you", "ability": "Ember Hex"}


@pytest.mark.rule("victory_spark:2.12.1", "victory_spark:7.11.1", "victory_spark:7.11.2")
def test_tobin_emberly_answers_ember_hex_and_not_another_magic_ability() -> None:
    """VSS1-083 on the bench: Elnora Vale's “Ember Hex” resolves, so Tobin's ability triggers and
    its controller may put the deck's top card into energy; Pip's “Tangle Spark” (also «Magic»)
    does not trigger it."""
    b = position([], """
phase: ability
players:
  - bench0: [{card: Tobin Emberly, as: tob}]
    bench1: [{card: Elnora Vale, as: el}]
    bench2: [{card: Pip, as: pip}]
    ring: [Lantern Armor]
    energy: [Oswin Crowe]
    deck_fill: {card: Oswin Crowe, count: 6}
  - ring: [Lantern Armor]
    bench0: [{card: Wren Ashgrove, as: w}]
    deck_fill: {card: Oswin Crowe, count: 6}
""")
    s = b.state
    events = act(b, "activate", "@pip", "Tangle Spark")
    assert ("used", "VSS1-030") in [(e.kind, e.get("card")) for e in events]
    assert "triggered" not in [e.kind for e in events]
    events = act(b, "activate", "@el", "Ember Hex")
    kinds = [(e.kind, e.get("card")) for e in events]
    assert kinds[kinds.index(("used", "VSS1-028")) + 1] == ("triggered", "VSS1-083")  # 7.11.2: once it resolved
    assert (s.decision.kind, s.decision.player) == ("may", 0)  # Tobin's ability, resolving
    energy = len(s.zones["0.energy"])
    act(b, "yes")
    assert len(s.zones["0.energy"]) == energy + 1


@pytest.mark.rule("victory_spark:2.12.1")
def test_cardset_check_warns_of_a_name_no_ability_has_and_still_passes_the_set(tmp_path: Any) -> None:
    """`tcgtable cardset check`: the set loads (another set's card may have the ability), and the
    line says which card and field name an ability the set does not have."""
    import subprocess
    import sys
    from pathlib import Path

    import yaml

    path = tmp_path / "tua.yaml"
    path.write_text(yaml.safe_dump(_set(KICKER, _watcher({"on": "used", "ability": "Flare Kik"})), allow_unicode=True),
                    encoding="utf-8")
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-m", "tcgtable", "cardset", "check", str(path)], cwd=root,
                         capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("ok ") and "TUA version 1, 2 cards" in lines[0]
    assert lines[1].startswith("warning ") and "card TUA-002" in lines[1] and "abilities[0].trigger.ability" in lines[1]
