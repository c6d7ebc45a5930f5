"""Vividz zones (500), card parameters (300) and the card-data vocabulary (docs/vividz.md).

Zone keys: "<player>.<zone>" for a player's zones; the three areas are "<p>.area0" (left),
"<p>.area1" (center, 503.2) and "<p>.area2" (right); the EXP of the chara in area k lie in
"<p>.expk" (513.3: EXP sit under the chara they belong to). "temp" (テンポラリー) and "scout"
are shared (501.2a). Lane k is the pair of areas k of both players (V3). A mission that is
face down (裏向き) has the orientation REVERSE; report/sleep are STAND/REST (502.2).
"""
from __future__ import annotations

from typing import Any

from ...rules import ZoneSpec
from ...schema_parts import CardFields, enum, int_range, list_of, ref
from ...state import REVERSE, State
from ...vocab_check import Validator
from ...vocabulary import VocabError, Vocabulary

GAME_ID = "vividz"
AREAS = 3
CENTER = 1
PLAYER_ZONES = ("account", "deck", "trash", "mission", "energy", "area0", "area1", "area2", "exp0", "exp1", "exp2",
                "hand", "remove", "keep")
SHARED_ZONES = ("temp", "scout")
# names card data may use ("area" = all three areas, "center"/"side" = some of them, 503.2)
DATA_ZONES = {"account", "deck", "trash", "mission", "energy", "area", "center", "side", "exp", "hand", "remove",
              "keep", "temporary", "scout"}
CARD_TYPES = ("account", "mission", "chara", "event")
PHASES = {"start_draw", "main", "mission", "charge", "end_draw", "attack", "block", "scout", "battle", "attack_end"}
ICONS = {"scout", "lvup", "no_attack"}  # V2: card icons, written as keywords
KEYWORDS = ICONS | {"accel"}  # 1201 アクセル
TRIGGERS = {"game_start", "appear", "defeated", "play", "attack", "attack_success", "battle_end", "scout", "lvup",
            "mission_checked", "mission_cleared", "counter", "slide", "exp"}
RULE_FLAGS = {"cannot_attack", "cannot_be_chosen", "cannot_be_chosen_by_opponent", "unaffected", "cannot_slide"}
# the trigger kinds whose events say which card's effect (`by`) and whose (`by_player`) caused
# them (914.2, 1103; core.source_data), so a trigger's `by: self|you|opponent` can match
BY_TRIGGERS = frozenset({"move", "appear", "exp", "defeated", "damaged"})
DURATIONS = {"mission_end", "attack_end", "end_of_turn", "game"}
# mission condition actions (V6, 1005.1): what the turn player does in the main phase
ACTIONS = {"play", "play_chara", "play_event", "activate", "attack", "attack_success", "scout", "lvup", "defeat",
           "draw", "gain_counter", "exp", "accel", "appear"}
STAR = "☆"  # 401.5c: a main-deck card with this mission info goes in any deck

ZONE_SPECS = [
    ZoneSpec("account", public=True, label=("Account", "アカウントゾーン")),
    ZoneSpec("mission", public=True, slots=3, label=("Missions", "ミッションゾーン")),
    ZoneSpec("deck", public=False, face_down=True, label=("Deck", "デッキ")),
    ZoneSpec("hand", public=False, label=("Hand", "手札")),
    ZoneSpec("keep", public=False, label=("Keep", "キープ")),
    ZoneSpec("area", public=True, slots=AREAS, label=("Areas", "エリアゾーン")),
    ZoneSpec("exp", public=True, slots=AREAS, label=("EXP", "EXPゾーン")),
    ZoneSpec("energy", public=True, label=("Energy", "エネルギー")),
    ZoneSpec("trash", public=True, label=("Trash", "トラッシュ")),
    ZoneSpec("remove", public=True, label=("Remove", "リムーブ")),
    ZoneSpec("temporary", public=True, shared=True, label=("Temporary", "テンポラリー")),
    ZoneSpec("scout", public=True, shared=True, label=("Scout zone", "スカウトゾーン")),
]


def vocabulary() -> Vocabulary:
    v = Vocabulary(zones=set(DATA_ZONES), card_types=set(CARD_TYPES), keywords=set(KEYWORDS))
    v.phases = set(PHASES)
    v.triggers |= TRIGGERS
    v.rule_flags = set(RULE_FLAGS)
    v.ability_types |= {"event"}  # 901.2d イベント能力
    v.durations = set(DURATIONS)
    v.ability_keys = {"play_cost", "power_floor"}
    v.trigger_key_kinds = {"battle": "bool", "name": "name", "gain": "bool"}
    v.by_triggers = set(BY_TRIGGERS)
    v.orientations = {"report", "sleep"}
    v.ability_key_kinds = {"play_cost": "amount", "power_floor": "amount"}
    v.costs |= {"energy", "sleep", "spend_counter"}
    v.cost_args = {"energy": "count", "sleep": "self", "spend_counter": "any"}
    v.filters |= {"trait", "mission_info", "account_info", "cost_min", "cost_max", "keyword", "same_lane", "lane",
                  "center", "side", "attacking", "same_name", "exp_min", "orient", "face_down", "attack_success", "top"}
    v.conditions |= {"counter", "exp_count", "attack_success", "missions_cleared", "attacking", "zone_count",
                     "matches"}
    for op, extra in {"report": set(), "sleep": set(), "defeat": set(), "remove": set(), "exp": {"of"},
                      "scout": set(), "slide": set(), "reload": set(), "gain_counter": {"amount", "player"},
                      "spend_counter": {"amount", "player"}, "play_free": set(), "accel": set(),
                      "clear_mission": set(), "energy": {"player"}, "cost_change": {"where", "until", "from"},
                      "discard": {"player"}}.items():
        v.effects[op] = set(extra)
    v.arg_kinds = {op: "ref" for op in ("report", "sleep", "defeat", "remove", "exp", "slide", "play_free",
                                        "clear_mission")}
    v.arg_kinds |= {"scout": "player", "reload": "player", "gain_counter": "name", "spend_counter": "name",
                    "accel": "mapping", "energy": "count", "discard": "count", "cost_change": "amount"}
    v.filter_kinds |= {"trait": "name", "mission_info": "name", "account_info": "name", "cost_min": "amount",
                       "cost_max": "amount", "keyword": "name", "same_lane": "bool", "lane": "count", "center": "bool",
                       "side": "bool", "attacking": "bool", "same_name": "bool", "exp_min": "amount", "orient": "name",
                       "face_down": "bool", "attack_success": "bool", "top": "count"}
    v.condition_kinds = {"counter": "range", "exp_count": "range", "attack_success": "bool",
                         "missions_cleared": "range", "attacking": "bool", "zone_count": "range", "matches": "range"}
    v.effects["choose"] = v.effects["choose"] | {"each"}  # 102.8: each player chooses (placing.e_choose)
    v.option_kinds["each"] = "bool"
    v.effects["damage"] = {"amount", "amount_of"}
    v.effects["modify"] = {"power", "until"}
    # 911.4: a created effect keeps reaching cards arriving later only in a hidden zone; nothing can be
    # lost (triggers and activation do not read lost abilities, engine/losses.py)
    v.effects["lasting"], v.losses = {"rules", "tags", "keywords", "until"}, set()
    v.lasting_zones = {z.name for z in ZONE_SPECS if not z.public}
    v.check_ability = _check_ability
    return v


_VALIDATOR: list[Validator] = []


def _check_ability(ab: dict[str, Any], path: str) -> None:
    """An event ability's cost is the card's own cost (`stats.cost`, paid as energy as it is played,
    904.2): a `cost` on it would load and never be paid."""
    if ab.get("type") == "event" and "cost" in ab:
        raise VocabError(f"{path}.cost", "an event is paid by its card's cost (stats.cost); an event ability has no cost")


def _validator() -> Validator:
    if not _VALIDATOR:
        _VALIDATOR.append(Validator(vocabulary()))
    return _VALIDATOR[0]


def _str_list(v: Any, path: str) -> None:
    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v) or len(v) > 64:
        raise VocabError(path, "must be a list of at most 64 names")


def _conditions(v: Any, path: str) -> None:
    """V6: a mission's check/clear conditions: [{action, count, where?}, ...]."""
    if not isinstance(v, list) or not v or len(v) > 64:
        raise VocabError(path, "must be a non-empty list of conditions {action, count, where}")
    for i, c in enumerate(v):
        p = f"{path}[{i}]"
        if not isinstance(c, dict):
            raise VocabError(p, "a condition is a mapping {action, count, where}")
        for k in c:
            if k not in ("action", "count", "where", "player"):
                raise VocabError(f"{p}.{k}", "unknown condition field (action, count, where)")
        if not isinstance(c.get("action"), str) or c["action"] not in ACTIONS:
            raise VocabError(f"{p}.action", f"unknown action {c.get('action')!r} (known: {', '.join(sorted(ACTIONS))})")
        if type(c.get("count", 1)) is not int or not 1 <= c.get("count", 1) <= 1_000:
            raise VocabError(f"{p}.count", "must be a whole number of 1 or more")
        if "where" in c:
            _validator().filter(c["where"], f"{p}.where")


def validate_card(type_: str, stats: dict[str, int], attrs: dict[str, Any]) -> None:
    """300: cost and power (charas), cost (events); mission info, traits (特徴, 307), account info
    (308); icons. Missions carry traits and account info too: 401.5c matches main-deck cards
    against all three (V10)."""
    if not isinstance(type_, str) or type_ not in CARD_TYPES:
        raise VocabError("type", f"Vividz cards are of type {', '.join(CARD_TYPES)} (302.2)")
    want = {"chara": ("cost", "power"), "event": ("cost",)}.get(type_, ())
    for k in want:
        if not isinstance(stats.get(k), int) or stats[k] < 0:
            raise VocabError(f"stats.{k}", "must be a whole number of 0 or more")
    for k in stats:
        if k not in want:
            raise VocabError(f"stats.{k}", f"a {type_} has no stat {k!r}" + (f" ({', '.join(want)})" if want else ""))
    allowed = {"account": {"account_info"}, "mission": {"mission_info", "traits", "account_info", "check", "clear"},
               "chara": {"mission_info", "traits", "account_info", "keywords", "also_named"},
               "event": {"mission_info", "traits", "account_info", "keywords", "also_named"}}[type_]
    for k in attrs:
        if k not in allowed:
            raise VocabError(f"attrs.{k}", f"unknown attribute (known: {', '.join(sorted(allowed))})")
    if type_ in ("mission", "chara", "event") and not isinstance(attrs.get("mission_info"), str):
        raise VocabError("attrs.mission_info", "needs a mission info (306), e.g. \"Blaze\" or \"☆\"")
    if type_ == "account" and not isinstance(attrs.get("account_info"), str):
        raise VocabError("attrs.account_info", "an account needs its account info (308)")
    for k in ("traits", "also_named"):
        if k in attrs:
            _str_list(attrs[k], f"attrs.{k}")
    # an empty name could never be matched by 401.5c (or named by アクセル), so it is refused
    if "account_info" in attrs and not (isinstance(attrs["account_info"], str) and attrs["account_info"]):
        raise VocabError("attrs.account_info", "must be a name")
    kws = attrs.get("keywords", [])
    if not isinstance(kws, list):
        raise VocabError("attrs.keywords", "must be a list of icons")
    for kw in kws:
        if not isinstance(kw, str) or kw not in ICONS:
            raise VocabError("attrs.keywords", f"unknown icon {kw!r} (icons: {', '.join(sorted(ICONS))})")
    if type_ == "mission":
        _conditions(attrs.get("check"), "attrs.check")
        _conditions(attrs.get("clear"), "attrs.clear")


_ZONE_NAMES: dict[str, str] = {"temp": "temporary", "scout": "scout"}


def zone_name(key: str) -> str:
    """Card-data zone name of a zone key ("0.area1" -> "area", "1.exp0" -> "exp")."""
    n = _ZONE_NAMES.get(key)
    if n is None:
        z = key.split(".", 1)[-1]
        n = _ZONE_NAMES[key] = z[:-1] if z[:-1] in ("area", "exp") else z
    return n


def area_index(key: str) -> int:
    """The area (= lane, V3) of an area or EXP zone key; -1 for any other zone."""
    k = _AREA_INDEX.get(key)
    if k is None:
        z = key.split(".", 1)[-1]
        k = _AREA_INDEX[key] = int(z[-1]) if z[:-1] in ("area", "exp") else -1
    return k


_AREA_INDEX: dict[str, int] = {}  # zone key -> area_index (a few dozen keys, asked at every move)


def area_keys(p: int) -> list[str]:
    return [f"{p}.area{k}" for k in range(AREAS)]


def zone_keys(player: int, name: str) -> list[str]:
    if name == "area":
        return area_keys(player)
    if name == "center":
        return [f"{player}.area{CENTER}"]
    if name == "side":
        return [f"{player}.area0", f"{player}.area2"]
    if name == "exp":
        return [f"{player}.exp{k}" for k in range(AREAS)]
    if name == "temporary":
        return ["temp"]
    if name == "scout":
        return ["scout"]
    return [f"{player}.{name}"]


DEFAULT_ZONES = ("area", "account", "mission")  # 304.1a, 304.1b, 903.1: where a card's text works


def ability_active_in(ab: dict[str, Any], zname: str) -> bool:
    zones = ab.get("zone")
    if zones is None:
        return zname in DEFAULT_ZONES if ab["type"] != "event" else zname == "temporary"
    zones = zones if isinstance(zones, list) else [zones]
    return zname in zones


def zone_part(ab: dict[str, Any], key: str) -> int:
    """ability_active_at without the card's state: 0 never, 1 always, 2 unless face down."""
    zname = _ZONE_NAMES.get(key) or zone_name(key)
    zones = ab.get("zone")
    if zones is None:  # the usual case: where the card's type says (304.1)
        if ab["type"] == "event":
            return 1 if zname == "temporary" else 0
        if zname not in DEFAULT_ZONES:
            return 0
        return 2 if zname == "mission" else 1
    if zname == "area":
        zones = zones if isinstance(zones, list) else [zones]
        k = area_index(key)
        if "area" not in zones and not (("center" in zones and k == CENTER) or ("side" in zones and k != CENTER)):
            return 0
    elif not ability_active_in(ab, zname):
        return 0
    return 2 if zname == "mission" else 1  # 903.1b: a face-down mission's abilities do not work


# (id(ability), zone key) -> (ability, zone_part): abilities are asked about constantly (every
# event, every characteristics computation); the entry keeps its ability alive, so the id is its own.
_ZONE_PARTS: dict[tuple[int, str], tuple[dict[str, Any], int]] = {}


def ability_active_at(state: State, iid: int, ab: dict[str, Any], key: str) -> bool:
    """903.1: whether an ability of the card works with the card at zone key `key`."""
    hit = _ZONE_PARTS.get((id(ab), key))
    if hit is None or hit[0] is not ab:
        if len(_ZONE_PARTS) > 100_000:
            _ZONE_PARTS.clear()
        hit = _ZONE_PARTS[(id(ab), key)] = (ab, zone_part(ab, key))
    v = hit[1]
    return v == 1 or (v == 2 and state.orient[iid] != REVERSE)


def card_field_schemas() -> CardFields:
    """JSON Schema of this game's card fields, per card type: (stats, attrs, required attrs); it
    mirrors validate_card for editors (engine/cardset_schema.py)."""
    names64 = list_of({"type": "string", "minLength": 1}, 64)
    cond = {"type": "object", "required": ["action"], "additionalProperties": False, "properties": {
        "action": enum(ACTIONS), "count": int_range(1, 1_000), "where": ref("filter"), "player": {}}}
    conds = list_of(cond, 64, 1)
    common = {"mission_info": {"type": "string"}, "traits": names64,
              "account_info": {"type": "string", "minLength": 1}}
    play = common | {"keywords": list_of(enum(ICONS), None), "also_named": names64}
    return {"account": ((), {"account_info": common["account_info"]}, ("account_info",)),
            "mission": ((), common | {"check": conds, "clear": conds}, ("mission_info", "check", "clear")),
            "chara": (("cost", "power"), play, ("mission_info",)), "event": (("cost",), play, ("mission_info",))}
