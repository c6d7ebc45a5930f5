"""What the app shows about each game: names, deck sections, card-type and stat labels, and the
Japanese names of the bundled decks.

Implemented games answer from their engine rules (`engine.games.get_rules`); the table here only
fills in what a game that is not implemented yet needs for display (names, deck sections).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.games import ALL_GAME_IDS, IMPLEMENTED


@dataclass(frozen=True)
class GameInfo:
    """Display facts of one game."""

    id: str
    name_en: str
    name_ja: str
    sections: tuple[str, ...]
    cost_stat: str  # the stat a cost curve counts ("level" in Victory Spark)
    stat_order: tuple[str, ...]

    def name(self, lang: str) -> str:
        return self.name_ja if lang == "ja" and self.name_ja else self.name_en


_FALLBACK: dict[str, GameInfo] = {
    "victory_spark": GameInfo("victory_spark", "Victory Spark", "ビクトリースパーク", ("main",), "level",
                              ("level", "power", "defense")),
    "vividz": GameInfo("vividz", "Vividz", "ヴィヴィッズ", ("account", "missions", "main"), "cost",
                       ("cost", "power")),
    # the grid game's cost [x:y]: the curve counts y, the attribute resource paid from the attribute area (3.4)
    "grid": GameInfo("grid", "Grid game", "グリッドゲーム", ("main",), "y", ("x", "y", "at", "df", "ac")),
    "phantom_magic_vision": GameInfo("phantom_magic_vision", "Phantom Magic Vision", "ファントムマジックビジョン",
                                     ("main", "sideboard"), "cost", ("node", "cost", "graze", "attack", "toughness")),
}

SECTION_LABELS: dict[str, tuple[str, str]] = {
    "main": ("Main deck", "メインデッキ"),
    "account": ("Account", "アカウント"),
    "missions": ("Missions", "ミッション"),
    "mission": ("Missions", "ミッション"),  # Vividz's section (engine.decks: `[mission]`)
    "side": ("Side deck", "サイドデッキ"),
    "sideboard": ("Sideboard", "サイドボード"),
}

TYPE_LABELS: dict[str, tuple[str, str]] = {
    "character": ("Character", "キャラクター"),
    "chara": ("Chara", "キャラ"),
    "event": ("Event", "イベント"),
    "account": ("Account", "アカウント"),
    "mission": ("Mission", "ミッション"),
    "unit": ("Unit", "ユニット"),
    "spell": ("Spell", "スペル"),
    "command": ("Command", "コマンド"),
}

STAT_LABELS: dict[str, tuple[str, str, str]] = {  # en short, ja short, en long
    "level": ("Lv", "Lv", "Level"),
    "cost": ("Cost", "コスト", "Cost"),
    "power": ("PWR", "攻撃", "Power"),
    "defense": ("DEF", "防御", "Defense"),
    "at": ("AT", "AT", "Attack"),
    "df": ("DF", "DF", "Defense"),
    "ac": ("AC", "AC", "Action"),
    "x": ("X", "指定資源", "Designated cost"),
    "y": ("Y", "属性資源", "Attribute cost"),
    "node": ("Node", "ノード", "Node requirement"),
    "graze": ("Graze", "グレイズ", "Graze"),
    "attack": ("ATK", "攻撃力", "Attack"),
    "toughness": ("TGH", "耐久力", "Toughness"),
}


def game_info(game: str) -> GameInfo:
    """Display facts of a game (names and sections from its rules when it is implemented)."""
    base = _FALLBACK.get(game) or GameInfo(game, game.replace("_", " ").title(), "", ("main",), "cost", ())
    if game in IMPLEMENTED:
        from engine.games import get_rules

        rules = get_rules(game)
        return GameInfo(game, rules.name.get("en", base.name_en), rules.name.get("ja", base.name_ja),
                        tuple(rules.deck_sections), base.cost_stat, base.stat_order)
    return base


def known_games() -> tuple[str, ...]:
    """Every game id the engine knows of (implemented or planned)."""
    return tuple(ALL_GAME_IDS)


def is_implemented(game: str) -> bool:
    return game in IMPLEMENTED


def section_label(section: str, lang: str) -> str:
    en, ja = SECTION_LABELS.get(section, (section.replace("_", " ").title(), ""))
    return ja if lang == "ja" and ja else en


def type_label(card_type: str, lang: str) -> str:
    en, ja = TYPE_LABELS.get(card_type, (card_type.replace("_", " ").title(), ""))
    return ja if lang == "ja" and ja else en


# card fields (attrs keys) of every game, and the detail pane's own rows
ATTR_LABELS: dict[str, tuple[str, str]] = {
    "title": ("title", "称号"), "gender": ("gender", "性別"), "work": ("work", "作品"),
    "also_named": ("also named", "別名"), "partner_name": ("partner name", "パートナー名"),
    "partner_title": ("partner title", "パートナー称号"), "partner_gender": ("partner gender", "パートナー性別"),
    "traits": ("traits", "特徴"), "keywords": ("keywords", "キーワード"), "check": ("check", "チェック"),
    "clear": ("clear", "クリア"), "account_info": ("account", "アカウント"), "mission_info": ("mission", "ミッション"),
    "attributes": ("attributes", "属性"), "mask": ("placement mask", "配置マスク"), "blocker": ("blocker", "ブロッカー"),
    "side_step": ("side step", "サイドステップ"), "order_step": ("order step", "オーダーステップ"),
    "jump": ("jump", "ジャンプ"), "conversion": ("conversion", "コンバーション"),
    "tags": ("tags", "タグ"), "owned": ("owned", "所持"),
    "races": ("races", "種族"), "caster": ("caster", "術者"), "alt_race": ("alternative race", "代替レース"),
    "modifier": ("modifier", "戦闘修正"), "transformed": ("transformed", "変身状態"),
    "transformed_2": ("transformed (2)", "変身状態2"), "transformed_3": ("transformed (3)", "変身状態3"),
    "transformed_4": ("transformed (4)", "変身状態4"), "immunity": ("immunity", "耐性"),
    "mana_charge": ("mana charge", "マナチャージ"), "blessing": ("blessing", "加護"), "resistance": ("resistance", "抵抗"),
    "upkeep": ("upkeep", "維持コスト"), "deck_limit": ("deck limit", "デッキ枚数制限"), "turn_limit": ("turn limit", "ターン1枚制限"),
    "first_seal": ("first seal", "壱符"), "link": ("link", "連結"),
}


def attr_label(key: str, lang: str) -> str:
    en, ja = ATTR_LABELS.get(key, (key.replace("_", " "), ""))
    return ja if lang == "ja" and ja else en


def stat_label(stat: str, lang: str, long: bool = False) -> str:
    en, ja, en_long = STAT_LABELS.get(stat, (stat.upper()[:4], "", stat.title()))
    if lang == "ja" and ja:
        return ja
    return en_long if long else en


def deck_size_text(counts: dict[str, int]) -> str:
    """A deck's card count for lists: the sideboard apart ("50 + 2"), since it is not part of the
    deck played (Phantom Magic Vision D1.4)."""
    side = counts.get("sideboard", 0)
    total = sum(counts.values())
    return f"{total - side} + {side}" if side else str(total)


@functools.cache
def _bundled_deck_names() -> dict[tuple[str, str], str]:
    """(game, English name folded) -> Japanese name of each bundled deck that has one (`name_ja:`)."""
    import assets
    from engine.decks import load_deck
    from engine.errors import EngineError

    out: dict[tuple[str, str], str] = {}
    for p in assets.deck_paths():
        try:
            d = load_deck(p)
        except (EngineError, OSError):  # a damaged bundled file: the seed report names it
            continue
        if d.name_ja:
            out[(d.game or p.parent.name, d.name.casefold())] = d.name_ja
    return out


def deck_label(game: str, name: str, lang: str) -> str:
    """A deck's name as shown: a bundled deck's Japanese name in Japanese (the stored name is the
    English one, what deck files and the database key on), any other name as written."""
    if lang != "ja":
        return name
    return _bundled_deck_names().get((game, name.casefold()), name)
