"""Victory Spark zones (chapter 3), card fields (chapter 2) and the card-data vocabulary."""
from __future__ import annotations

from typing import Any

from ... import prohibitions, turnlog
from ...rules import ZoneSpec
from ...schema_parts import CardFields, enum, list_of
from ...vocabulary import VocabError, Vocabulary

GAME_ID = "victory_spark"
BENCH_SLOTS = 3
PLAYER_ZONES = ("deck", "hand", "ring", "bench0", "bench1", "bench2", "energy", "retire", "waiting")
# names card data may use; "field" = ring + bench (3.3), "bench" = all three slots
DATA_ZONES = {"deck", "hand", "ring", "bench", "field", "energy", "retire", "waiting", "resolution"}
PHASES = {"stand", "draw", "energy", "chara", "ability", "attack", "attack_declare", "support",
          "partner_block", "attack_resolve", "attack_end", "end"}
KEYWORDS = {"cancel", "spark"}
TRIGGERS = {"play", "support", "supported", "attack", "attacked", "partner_attack", "partner_block", "spark",
            "retired"}
# no_abilities: 7.11.3-7.11.5; the cannot_* flags are prohibitions an effect may create (1.3.5)
RULE_FLAGS = {"no_partner_attack", "cannot_be_partner_blocked", "no_abilities", "cannot_attack", "cannot_support",
              "cannot_be_chosen", "cannot_be_chosen_by_opponent"}
GENDERS = ("male", "female", "none")
# the events this turn's log keeps for the this_turn condition (engine/turnlog.py; core.emit)
HISTORY = frozenset({"play", "attack", "attacked", "support", "partner_attack", "partner_block", "spark", "retired",
                     "used", "draw"})

ZONE_SPECS = [
    ZoneSpec("deck", public=False, face_down=True, label=("Deck", "山札")),
    ZoneSpec("hand", public=False, label=("Hand", "手札")),
    ZoneSpec("ring", public=True, label=("Ring", "リング")),
    ZoneSpec("bench", public=True, slots=BENCH_SLOTS, label=("Bench", "ベンチ")),
    ZoneSpec("energy", public=False, face_down=True, label=("Energy", "エネルギー置場")),
    ZoneSpec("retire", public=True, label=("Retire", "リタイヤ置場")),
    ZoneSpec("waiting", public=True, label=("Waiting room", "控え室")),
    ZoneSpec("resolution", public=True, shared=True, label=("Resolution zone", "解決領域")),
]


def vocabulary() -> Vocabulary:
    v = Vocabulary(zones=set(DATA_ZONES), card_types={"character"}, keywords=set(KEYWORDS))
    v.phases = set(PHASES)
    v.triggers |= TRIGGERS
    v.triggers.discard("phase_end")  # "at the end of ..." is turn_end or the attack_end step here
    v.rule_flags = set(RULE_FLAGS)
    v.ability_keys = {"cancels"}
    v.filters |= {"title", "partner_of", "is_partner_of", "supporting", "attacking"}
    v.conditions |= {"partner_attack", "attacking", "attacked", "supporting", "retire_count", "hand_count"}
    v.effects["partner_attack"] = set()
    v.effects["energy"] = {"player"}
    v.arg_kinds = {"partner_attack": "bool", "energy": "count"}
    v.ability_key_kinds = {"cancels": "shape:cancels"}
    v.trigger_key_kinds = {"role": "one_of:supporter"}
    v.shapes = {"cancels": {"player": "who", "kind": "name", "tag": "name", "source": "filter"}}
    v.filter_kinds |= {"title": "name", "partner_of": "bool", "is_partner_of": "bool", "supporting": "bool",
                       "attacking": "bool"}
    v.condition_kinds = {"partner_attack": "bool", "attacking": "bool", "attacked": "bool", "supporting": "bool",
                         "retire_count": "range", "hand_count": "range"}
    prohibitions.vocab(v, ("move",))  # the moves effects make (1.3.5; VictorySpark.move)
    turnlog.vocab(v, HISTORY)
    # 7.8.1.5/7.8.1.6: only a change other than card information (a rule flag) reaches cards arriving later;
    # nothing can be lost: the resolution zone and replacements do not read lost abilities (losses.py)
    v.effects["lasting"], v.losses = {"rules", "until"}, set()
    return v


def _str_list(v: Any, path: str) -> None:
    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v) or len(v) > 64:
        raise VocabError(path, "must be a list of at most 64 names")


def validate_card(type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
    """Chapter 2 fields: level, power, defense; titles, gender, partner name/title/gender, work."""
    if type_ != "character":
        raise VocabError("type", "Victory Spark cards are of type 'character'")
    for k in ("level", "power", "defense"):
        if not isinstance(stats.get(k), int) or stats[k] < 0:
            raise VocabError(f"stats.{k}", "must be a whole number of 0 or more")
    for k in stats:
        if k not in ("level", "power", "defense"):
            raise VocabError(f"stats.{k}", "unknown stat (level, power, defense)")
    allowed = {"title", "gender", "partner_name", "partner_title", "partner_gender", "work", "also_named", "tags"}
    for k in attrs:
        if k not in allowed:
            raise VocabError(f"attrs.{k}", f"unknown attribute (known: {', '.join(sorted(allowed))})")
    for k in ("title", "partner_name", "partner_title", "also_named", "tags"):
        if k in attrs:
            _str_list(attrs[k], f"attrs.{k}")
    for k in ("gender", "partner_gender"):
        if k in attrs and (not isinstance(attrs[k], str) or attrs[k] not in GENDERS):
            raise VocabError(f"attrs.{k}", f"must be one of {', '.join(GENDERS)}")
    if "work" in attrs and not isinstance(attrs["work"], str):
        raise VocabError("attrs.work", "must be a name")


_ZONE_NAMES: dict[str, str] = {}


def zone_name(key: str) -> str:
    """Card-data zone name of a zone key ("0.bench1" -> "bench")."""
    n = _ZONE_NAMES.get(key)
    if n is None:
        z = key.split(".", 1)[-1]
        n = _ZONE_NAMES[key] = "bench" if z.startswith("bench") else z
    return n


def zone_keys(player: int, name: str) -> list[str]:
    if name == "bench":
        return [f"{player}.bench{i}" for i in range(BENCH_SLOTS)]
    if name == "field":
        return [f"{player}.ring"] + [f"{player}.bench{i}" for i in range(BENCH_SLOTS)]
    if name == "resolution":
        return ["rz"]
    return [f"{player}.{name}"]


def ability_active_in(ab: dict[str, Any], zname: str) -> bool:
    zones = ab.get("zone", ["field"])
    zones = zones if isinstance(zones, list) else [zones]
    return zname in zones or (zname in ("ring", "bench") and "field" in zones)


def card_field_schemas() -> CardFields:
    """JSON Schema of this game's card fields, per card type: (stats, attrs, required attrs); it
    mirrors validate_card for editors (engine/cardset_schema.py)."""
    names64 = list_of({"type": "string", "minLength": 1}, 64)
    gender = enum(GENDERS)
    attrs = {k: names64 for k in ("title", "partner_name", "partner_title", "also_named", "tags")}
    attrs |= {"gender": gender, "partner_gender": gender, "work": {"type": "string"}}
    return {"character": (("level", "power", "defense"), attrs, ())}
