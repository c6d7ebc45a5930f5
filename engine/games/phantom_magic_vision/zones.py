"""Phantom Magic Vision zones (D3), card fields (D2, chapter 10) and the card-data vocabulary
(docs/phantom_magic_vision.md).

Zone keys: "<p>.deck", "<p>.hand", "<p>.graveyard" (冥界), "<p>.field" (that player's area of
the shared 場: characters and cards set on the field), "<p>.set" (cards set under a character,
also on 場; which character is State.flags["hosts"]), "<p>.nodes" (node area, not 場, D3.2),
"<p>.removed" (除外エリア), "<p>.play" (play area: cards being played, D5.2) and "<p>.sideboard".
Orientations: active / sleep are the engine's STAND / REST (D2.3).
"""
from __future__ import annotations

from typing import Any

from ... import playertargets, prohibitions, turnlog
from ...layers import STAT_KEYS
from ...rules import ZoneSpec
from ...schema_parts import CardFields, Schema, enum, int_range, list_of, obj
from ...vocabulary import VocabError, Vocabulary
from . import ability_rules

GAME_ID = "phantom_magic_vision"
PLAYER_ZONES = ("deck", "hand", "graveyard", "field", "set", "nodes", "removed", "play", "sideboard")
CARD_TYPES = ("character", "spell", "command")
STARTING_LIFE = 25  # D1.1
DECK_SIZE = 50  # D1.3
COPIES = 3  # D1.3
SIDEBOARD_MAX = 10  # D1.4, A14
HAND_LIMIT = 7  # D4.7

# chapter 10 words written as flags (keywords: [...]); their data names and Japanese names
TACTICS = {"haste": "速攻", "ambush": "奇襲", "first_strike": "先制", "pierce": "貫通", "stealth": "隠密",
           "vigilance": "警戒", "deathtouch": "即死", "doll": "人形", "legend": "伝説", "transform": "変身",
           "seal": "封術"}
SPECIALS = {"equip": "装備", "curse": "呪符", "field_equip": "装備/場", "phantasm": "幻想生物",
            "world_curse": "世界呪符", "second_seal": "弐符", "sacred": "神器", "last_spell": "ラストスペル",
            "last_word": "ラストワード", "overdrive": "オーバードライブ", "leader": "リーダー",
            "own_turn_only": "自分ターン制限", "opponent_turn_only": "相手ターン制限"}
FLAG_KEYWORDS = {**TACTICS, **SPECIALS}
SET_KINDS = ("equip", "curse", "field_equip", "phantasm", "world_curse")  # a spell that stays set (D5.5)
# chapter 10 words with a value (attrs key -> Japanese name)
VALUED = {"mana_charge": "マナチャージ", "blessing": "加護", "resistance": "抵抗", "upkeep": "維持コスト",
          "immunity": "耐性", "deck_limit": "デッキ枚数制限", "turn_limit": "ターン1枚制限",
          "first_seal": "壱符", "link": "連結"}
# 変身状態 (10.28) a card describes: one, or several to choose from as 変身 resolves (10.28.5)
FORMS = ("transformed", "transformed_2", "transformed_3", "transformed_4")
TURN_LIMITS = ("any", "own", "opponent")  # ターン1枚制限 / 自分ターン1枚制限 / 相手ターン1枚制限 (10.21.3)

DATA_ZONES = {"deck", "hand", "graveyard", "field", "set", "nodes", "removed", "play", "sideboard"}
PHASES = {"active", "maintenance", "draw", "main", "discard", "end"}
TRIGGERS = {"played", "enters", "attack", "defend", "combat_damage", "life_damage", "doomed", "destroyed",
            "removed", "node_set", "set", "transformed", "graze"}
RULE_FLAGS = {"cannot_attack", "cannot_defend", "cannot_be_chosen", "cannot_be_chosen_by_opponent"}
# what a prohibition may name: the actions of these kinds a player is offered (engine/prohibitions.py)
PROHIBITABLE = ("play", "node", "attack", "defend", "activate")
# the events this turn's log keeps for the this_turn condition (engine/turnlog.py; core.emit_event)
HISTORY = frozenset({"played", "enters", "attack", "defend", "doomed", "destroyed", "removed", "life_damage",
                     "node_set", "transformed", "graze", "used", "negated"})
# set limits a continuous ability changes (10.13.5, 10.15.4, 10.34.4, A16; setlimits.py)
LIMITS = {"equip": "amount", "field_equip": "amount", "leader": "amount", "player": "who"}
TIMINGS = ("always", "own_turn", "opponent_turn")  # (常時) / (自分ターン) / (相手ターン) (D4.9)
SPEEDS = ("beta", "gamma")  # (自動β) applies at once, (自動γ) waits and may be answered (D7.3); α = continuous
STATS = {"character": ("node", "cost", "graze", "attack", "toughness"), "spell": ("node", "cost", "graze"),
         "command": ("node", "cost", "graze")}
CHARACTER_STATS = ("attack", "toughness")
# for the published JSON Schema: stats a card may leave out ("-", D5.1) or have beside its type's own
# (a 幻想生物 spell's attack and toughness, 10.16.3)
OPTIONAL_STATS = {"character": ("node", "cost", "graze"), "spell": ("node", "cost", "graze", "attack", "toughness"),
                  "command": ("node", "cost", "graze")}

STAT_KEYS[GAME_ID] = ("attack", "toughness", ())  # attack/toughness fill the engine's power/defense

ZONE_SPECS = [
    ZoneSpec("deck", public=False, face_down=True, label=("Deck", "デッキ")),
    ZoneSpec("hand", public=False, label=("Hand", "手札")),
    ZoneSpec("field", public=True, label=("Field", "場")),
    ZoneSpec("set", public=True, label=("Set cards", "セットカード")),
    ZoneSpec("nodes", public=True, label=("Nodes", "ノード")),
    ZoneSpec("play", public=True, label=("Play area", "プレイエリア")),
    ZoneSpec("graveyard", public=True, label=("Underworld", "冥界")),
    ZoneSpec("removed", public=True, label=("Removed", "除外エリア")),
    ZoneSpec("sideboard", public=False, label=("Sideboard", "サイドボード")),
]


def vocabulary() -> Vocabulary:
    v = Vocabulary(zones=set(DATA_ZONES), card_types=set(CARD_TYPES), keywords=set(FLAG_KEYWORDS))
    v.phases = set(PHASES)
    v.triggers |= TRIGGERS
    v.rule_flags = set(RULE_FLAGS)
    v.ability_types |= {"play"}  # a spell's or command's effect, done as its play resolves (D5.2)
    v.orientations = {"active", "sleep"}
    v.stat_names = {"power": "attack", "defense": "toughness"}
    v.ability_keys = {"timing", "targets", "speed"}
    v.ability_key_kinds = {"timing": "one_of:" + ",".join(TIMINGS), "targets": "effects",
                           "speed": "one_of:" + ",".join(SPEEDS)}
    v.costs |= {"sleep", "nodes"}
    v.cost_args = {"sleep": "self", "nodes": "count"}
    v.trigger_key_kinds = {"role": "one_of:attacker,defender"}
    v.filters |= {"race", "keyword", "caster", "transformed", "set_kind"}
    v.filter_kinds |= {"race": "name", "keyword": "name", "caster": "name", "transformed": "bool",
                       "set_kind": "one_of:" + ",".join(SET_KINDS)}
    v.conditions |= {"life", "nodes", "caster_present", "transformed", "popularity"}
    v.condition_kinds = {"life": "range", "nodes": "range", "caster_present": "bool", "transformed": "bool",
                         "popularity": "range"}
    extra = {"hit": {"player"}, "gain_life": {"player"}, "sleep": set(), "wake": set(), "destroy": set(),
             "doom": set(), "banish": set(), "negate": set(), "charge": {"player", "active"},
             "transform": set()}
    for op, keys in extra.items():
        v.effects[op] = set(keys)
    v.option_kinds["active"] = "bool"
    v.arg_kinds = {"hit": "expr", "gain_life": "expr", "sleep": "ref", "wake": "ref", "destroy": "ref",
                   "doom": "ref", "banish": "ref", "negate": "ref", "charge": "expr", "transform": "ref"}
    prohibitions.vocab(v, PROHIBITABLE)
    playertargets.vocab(v)
    turnlog.vocab(v, HISTORY)
    ability_rules.vocab(v)  # modes, additional costs, enters `played`, `paid` (docs/phantom_magic_vision.md)
    v.ability_keys.add("limits")
    v.ability_key_kinds["limits"] = "shape:limits"
    v.shapes["limits"] = dict(LIMITS)
    return v


def _names(v: Any, path: str, least: int = 0) -> list[str]:
    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v) or not least <= len(v) <= 16:
        raise VocabError(path, f"must be a list of {'at least one and ' if least else ''}at most 16 names")
    return v


def _bilingual(t: Any, path: str) -> None:
    if not (isinstance(t, dict) and set(t) == {"en", "ja"} and all(isinstance(x, str) and x for x in t.values())):
        raise VocabError(path, "must be a name in both languages: {en: ..., ja: ...}")


def _count(v: Any, path: str, lo: int = 0, hi: int = 99) -> None:
    if type(v) is not int or not lo <= v <= hi:
        raise VocabError(path, f"must be a whole number from {lo} to {hi}")


def _stats(type_: str, stats: dict[str, int], path: str = "stats", face: bool = False) -> None:
    want = CHARACTER_STATS + ("graze",) if face else STATS[type_]
    for k in stats:
        if k not in want:
            raise VocabError(f"{path}.{k}", f"a {type_} has no stat {k!r} ({', '.join(want)})")
        _count(stats[k], f"{path}.{k}")
    if type_ == "character":
        for k in CHARACTER_STATS:
            if k not in stats:
                raise VocabError(f"{path}.{k}", "a character has attack and toughness (D2.2)")
    if not face and ("node" in stats) != ("cost" in stats):
        raise VocabError(f"{path}.{'cost' if 'node' in stats else 'node'}",
                         "node and cost go together; leave both out for a card that cannot be played (D5.1)")


def validate_card(type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
    """D2.2: node requirement and cost (both or neither), graze, a character's attack and
    toughness; the chapter 10 words in attrs (docs/phantom_magic_vision.md)."""
    if not isinstance(type_, str) or type_ not in CARD_TYPES:
        raise VocabError("type", f"Phantom Magic Vision cards are of type {', '.join(CARD_TYPES)} (D2.1)")
    kws = attrs["keywords"] if isinstance(attrs.get("keywords"), list) else []
    if type_ == "spell" and "phantasm" in kws:  # 10.16.3: a 幻想生物 on 場 is a character
        _stats("character", stats)
    else:
        _stats(type_, stats)
    _attrs(type_, attrs, "attrs")


def _attrs(type_: str, attrs: dict[str, Any], path: str, face: bool = False) -> None:
    allowed = {"races", "keywords", "also_named", "caster", "alt_race", "modifier", *VALUED}
    if not face:
        allowed.update(FORMS)
    for k in attrs:
        if k not in allowed:
            raise VocabError(f"{path}.{k}", f"unknown attribute (known: {', '.join(sorted(allowed))})")
    for k in ("races", "also_named", "immunity"):
        if k in attrs:
            _names(attrs[k], f"{path}.{k}", 1 if k == "immunity" else 0)
    if "link" in attrs:
        links = attrs["link"]
        if not isinstance(links, list) or not 1 <= len(links) <= 8:
            raise VocabError(f"{path}.link", "must list 1 to 8 names, each {en, ja} (連結)")
        for i, t in enumerate(links):
            _bilingual(t, f"{path}.link[{i}]")
    kws = attrs.get("keywords", [])
    if not isinstance(kws, list):
        raise VocabError(f"{path}.keywords", "must be a list of keywords")
    for kw in kws:
        if not isinstance(kw, str) or kw not in FLAG_KEYWORDS:
            raise VocabError(f"{path}.keywords", f"unknown keyword {kw!r} (known: {', '.join(sorted(FLAG_KEYWORDS))})")
    if "caster" in attrs:
        _bilingual(attrs["caster"], f"{path}.caster")  # 術者: a part of a character's name (A1)
    if "first_seal" in attrs:
        _bilingual(attrs["first_seal"], f"{path}.first_seal")  # B of 符ノ壱“B”: the 弐符 card's name contains it
    for k in ("mana_charge", "blessing", "resistance", "upkeep"):
        if k in attrs:
            _count(attrs[k], f"{path}.{k}")
    if "deck_limit" in attrs:
        _count(attrs["deck_limit"], f"{path}.deck_limit", 1, 3)
    if "turn_limit" in attrs and attrs["turn_limit"] not in TURN_LIMITS:
        raise VocabError(f"{path}.turn_limit", f"must be {', '.join(TURN_LIMITS)}")
    if "alt_race" in attrs:
        ar = attrs["alt_race"]
        if not (isinstance(ar, dict) and set(ar) == {"race", "count"} and isinstance(ar["race"], str) and ar["race"]):
            raise VocabError(f"{path}.alt_race", "must be {race: NAME, count: N} (代替レース)")
        _count(ar["count"], f"{path}.alt_race.count", 1)
    if "modifier" in attrs:
        m = attrs["modifier"]
        if not isinstance(m, dict) or not m:
            raise VocabError(f"{path}.modifier", "must map attack / toughness / graze to a change (戦闘修正)")
        for k, n in m.items():
            if k not in ("attack", "toughness", "graze") or type(n) is not int or abs(n) > 99:
                raise VocabError(f"{path}.modifier.{k}", "attack, toughness or graze, by a whole number -99 to 99")
    set_kinds = [k for k in kws if k in SET_KINDS]
    if len(set_kinds) > 1:
        raise VocabError(f"{path}.keywords", f"a card is set one way only, not {' and '.join(set_kinds)}")
    if set_kinds and type_ != "spell":
        raise VocabError(f"{path}.keywords", f"{set_kinds[0]} is a spell's special effect (10.13-10.17)")
    if "transform" in kws and not face and "transformed" not in attrs:
        raise VocabError(f"{path}.transformed", "a card with transform (変身) needs its transformed face")
    for k, prev in zip(FORMS, (None, *FORMS), strict=False):  # several transformed states (10.28.5)
        if k in attrs:
            if prev is not None and prev not in attrs:
                raise VocabError(f"{path}.{k}", f"a further transformed state comes after {prev}")
            _face(type_, attrs[k], f"{path}.{k}")


def _face(type_: str, face: Any, path: str) -> None:
    """10.28: the transformed face: name, attack/toughness/graze, attrs, text and abilities."""
    if type_ not in ("character", "spell"):
        raise VocabError(path, "only a character (or a set card giving one) has a transformed face")
    if not isinstance(face, dict):
        raise VocabError(path, "must be a mapping: name, stats, attrs, text, abilities")
    for k in face:
        if k not in ("name", "stats", "attrs", "text", "abilities"):
            raise VocabError(f"{path}.{k}", "unknown field of a transformed face (name, stats, attrs, text, abilities)")
    for k in ("name", "text"):
        t = face.get(k)
        if not (isinstance(t, dict) and isinstance(t.get("en"), str) and isinstance(t.get("ja"), str) and t["en"]):
            raise VocabError(f"{path}.{k}", "must have both 'en' and 'ja' text")
    stats = face.get("stats")
    if not isinstance(stats, dict):
        raise VocabError(f"{path}.stats", "must give the transformed attack and toughness")
    _stats("character", stats, f"{path}.stats", face=True)
    _attrs("character", face.get("attrs") or {}, f"{path}.attrs", face=True)
    abilities = face.get("abilities", [])
    if not isinstance(abilities, list) or len(abilities) > 32:
        raise VocabError(f"{path}.abilities", "must be a list of at most 32 abilities")
    from ...stat_names import normalize
    from ...vocab_check import Validator
    check = Validator(vocabulary())
    for i, ab in enumerate(abilities):
        check.ability(normalize(ab, {"attack": "power", "toughness": "defense"}), f"{path}.abilities[{i}]")


def zone_name(key: str) -> str:
    """Card-data zone name of a zone key ("0.field" -> "field")."""
    n = _NAMES.get(key)
    if n is None:
        n = _NAMES[key] = key.split(".", 1)[-1]
    return n


_NAMES: dict[str, str] = {}  # zone key -> zone_name (a few dozen keys, asked at every move and window)


def zone_keys(player: int, name: str) -> list[str]:
    return [f"{player}.{name}"]


ON_FIELD = ("field", "set")


def ability_active_in(ab: dict[str, Any], zname: str) -> bool:
    """A character's abilities work on 場, a played card's in the play area, a set card's while
    it is set (its text given to its character, 10.13.6); `zone:` says otherwise."""
    zones = ab.get("zone")
    if zones is None:
        if ab["type"] == "play":
            return zname == "play"
        return zname in ON_FIELD
    zones = zones if isinstance(zones, list) else [zones]
    return zname in zones


def card_field_schemas() -> CardFields:
    """JSON Schema of this game's card fields, per card type: (stats, attrs, required attrs); it
    mirrors validate_card for editors (engine/cardset_schema.py)."""
    text = {"type": "object", "required": ["en", "ja"], "additionalProperties": False,
            "properties": {"en": {"type": "string", "minLength": 1}, "ja": {"type": "string", "minLength": 1}}}
    names = list_of({"type": "string", "minLength": 1}, 16)
    attrs: dict[str, Schema] = {
        "races": names, "also_named": names, "keywords": list_of(enum(FLAG_KEYWORDS), None),
        "caster": text, "first_seal": text, "link": list_of(text, 8, 1), "immunity": list_of({"type": "string", "minLength": 1}, 16, 1),
        "alt_race": obj({"race": {"type": "string", "minLength": 1}, "count": int_range(1, 99)}, ("race", "count")),
        "modifier": obj({k: int_range(-99, 99) for k in ("attack", "toughness", "graze")}),
        "turn_limit": enum(TURN_LIMITS), "deck_limit": int_range(1, 3),
        **{k: int_range(0, 99) for k in ("mana_charge", "blessing", "resistance", "upkeep")},
        "transformed": {"type": "object", "description": "The 変身 face: name, stats, attrs, text, abilities."},
        **{k: {"type": "object", "description": "A further 変身 face (10.28.5: chosen as 変身 resolves)."}
           for k in FORMS[1:]},
    }
    return {t: (STATS[t], attrs, ()) for t in CARD_TYPES}
