"""Human-readable log lines for grid game events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render_templates import EventRenderer, with_common
from ...state import State
from .geometry import area_label

ZONES = {"en": {"deck": "deck", "hand": "hand", "discard": "discard", "attribute": "attribute area",
                "grid": "grid", "field_slot": "field slot", "stack": "stack"},
         "ja": {"deck": "デッキ", "hand": "手札", "discard": "捨て札", "attribute": "属性エリア", "grid": "グリッド",
                "field_slot": "フィールド置き場", "stack": "スタック"}}
PHASES = {"en": {"start": "Start phase", "standby": "Standby phase", "battle": "Battle phase", "end": "End phase",
                 "process": "Process step", "release": "Release step", "draw": "Draw step", "action": "Action step",
                 "damage": "Damage determination", "declare": "Attack declaration"},
          "ja": {"start": "スタートフェイズ", "standby": "スタンバイフェイズ", "battle": "バトルフェイズ", "end": "エンドフェイズ",
                 "process": "処理ステップ", "release": "リリースステップ", "draw": "ドローステップ", "action": "行動ステップ",
                 "damage": "ダメージ判定", "declare": "攻撃宣言"}}
ORIENT = {"en": {"release": "released", "freeze": "frozen", "down": "down"},
          "ja": {"release": "リリース", "freeze": "フリーズ", "down": "ダウン"}}

T = with_common({
    "en": {
        "turn_end": "", "phase_start": "{phase}.", "move": "{card} moves from {P}'s {frm} to {to}.",
        "moved": "{card} moves from {from_area} to {area_name}.", "play": "{P} plays {card}.",
        "stacked": "{card}{what} goes on the stack.", "played": "{card}'s play resolves.",
        "placed": "{card} is placed in {area_name}.",
        "resolve": "{card}'s effect resolves.", "countered": "{card}{what} is countered.",
        "attack": "{card} attacks from {area_name}.", "blocked": "{card} blocks.",
        "confirmed": "{card} fights {target}.", "combat": "", "support": "{card} supports.",
        "battle_damage": "Combat: {attacker} deals {dealt}, {defender} deals {taken}.",
        "battle_won": "{card} wins the battle.", "defeated": "{card} is defeated.", "down": "{card} goes down.",
        "deleted": "{card} is deleted.", "deck_damage": "{count} card(s) of {P}'s deck go to their {to}.",
        "auto_d": "{card} was put into the discard by combat damage.",
        "combat_interrupted": "The damage determination ends without damage ({reason}).", "combat_end": "",
    },
    "ja": {
        "turn_end": "", "phase_start": "{phase}。", "move": "{card}が{P}の{frm}から{to}へ移動。",
        "moved": "{card}が{from_area}から{area_name}へ移動。", "play": "{P}は{card}をプレイ。",
        "stacked": "{card}{what}がスタックに置かれた。", "played": "{card}のプレイが解決。",
        "placed": "{card}を{area_name}に配置。",
        "resolve": "{card}の効果を解決。", "countered": "{card}{what}がカウンターされた。",
        "attack": "{card}が{area_name}から攻撃。", "blocked": "{card}がブロック。",
        "confirmed": "{card}と{target}の戦闘。", "combat": "", "support": "{card}がサポート。",
        "battle_damage": "戦闘：{attacker}は{dealt}、{defender}は{taken}のダメージを与えた。",
        "battle_won": "{card}が戦闘に勝利。", "defeated": "{card}は戦闘に敗北。", "down": "{card}はダウンした。",
        "deleted": "{card}はデリートされた。", "deck_damage": "{P}のデッキの{count}枚が{to}へ。",
        "auto_d": "{card}が戦闘ダメージで捨て札に置かれた。",
        "combat_interrupted": "ダメージ判定はダメージなしで終了({reason})。", "combat_end": "",
    },
})
QUIET = ("draw", "play")  # said better by their own line
WHAT = {"en": {"effect": "'s effect", "move": "'s step"}, "ja": {"effect": "の効果", "move": "の移動"}}


def _area(a: Any, lang: str) -> str:
    if not isinstance(a, int):
        return ""
    if a < 0:
        return ZONES[lang]["field_slot"]
    return area_label(a, lang)


class _Renderer(EventRenderer):
    def fields(self, state: State | None, e: Event, d: dict[str, Any], lang: str) -> dict[str, Any]:
        fmt = super().fields(state, e, d, lang)
        target = d.get("target")  # -2: the deck is attacked
        fmt.update(target="" if target is None else ZONES[lang]["deck"] if target == -2 else self.card(state, target, lang),
                   area_name=_area(d.get("area"), lang), from_area=_area(d.get("from_area"), lang),
                   what=WHAT[lang].get(d.get("what", ""), ""), attacker=self.card(state, d.get("attacker"), lang),
                   defender=self.card(state, d.get("defender"), lang), dealt=d.get("dealt"), taken=d.get("taken"))
        return fmt

    def own_line(self, k: str, d: dict[str, Any], fmt: dict[str, Any], lang: str) -> str | None:
        return _auto_chosen(d, fmt, lang) if k == "chosen" and d.get("auto") else None

    def quiet(self, k: str, d: dict[str, Any]) -> bool:  # the draw / play / placement line says it
        return k == "move" and (d.get("cause") in QUIET or d.get("to") in ("grid", "field_slot"))


AUTO = {"en": {"target": "{P} attacks {card} (no other choice).", "deck": "{P} attacks the deck (no other choice).",
               "place": "{P} chooses {area_name} for {card} (no other choice).",
               "pay": "{P} pays with {card} (no other choice).",
               "move": "{P} chooses {area_name} for {card} to move to (no other choice).",
               "counter": "{P} chooses {card}{what} to counter (no other choice).",
               "": "{P} chooses {card} (no other choice)."},
        "ja": {"target": "{P}は{card}を攻撃対象に選んだ(他に選択肢なし)。", "deck": "{P}はデッキを攻撃対象に選んだ(他に選択肢なし)。",
               "place": "{P}は{card}の配置先に{area_name}を選んだ(他に選択肢なし)。",
               "pay": "{P}は{card}で支払った(他に選択肢なし)。",
               "move": "{P}は{card}の移動先に{area_name}を選んだ(他に選択肢なし)。",
               "counter": "{P}はカウンターする対象に{card}{what}を選んだ(他に選択肢なし)。",
               "": "{P}は{card}を選んだ(他に選択肢なし)。"}}


def _auto_chosen(d: dict[str, Any], fmt: dict[str, Any], lang: str) -> str:
    """A one-option decision the engine answered itself (core.chosen): what was chosen."""
    what = d.get("what", "")
    if what == "target" and d.get("iid") is None:
        what = "deck"
    if what == "counter":  # the item chosen: a play, or a card's effect or step
        fmt = {**fmt, "what": WHAT[lang].get(d.get("item", ""), "")}
    return AUTO[lang].get(what, AUTO[lang][""]).format(**fmt)


render = _Renderer(T, ZONES, PHASES, ORIENT).render
