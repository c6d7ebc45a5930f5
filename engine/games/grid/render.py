"""Human-readable log lines for grid game events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import card_name, change_text, counted, fallback_line, player_name, shared_line, template_key
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

T = {
    "en": {
        "first_player": "{P} goes first.", "turn_start": "Turn {turn}: {P}'s turn.", "turn_end": "",
        "phase_start": "{phase}.", "draw": "{P} draws {card}.", "draw_hidden": "{P} draws a card.",
        "move": "{card} moves from {P}'s {frm} to {to}.", "move_hidden": "{P}'s card moves from {frm} to {to}.",
        "moved": "{card} moves from {from_area} to {area_name}.", "play": "{P} plays {card}.",
        "stacked": "{card}{what} goes on the stack.", "played": "{card}'s play resolves.",
        "placed": "{card} is placed in {area_name}.", "orient": "{card} becomes {to}.",
        "resolve": "{card}'s effect resolves.", "countered": "{card}{what} is countered.",
        "attack": "{card} attacks from {area_name}.", "blocked": "{card} blocks.",
        "confirmed": "{card} fights {target}.", "combat": "", "support": "{card} supports.",
        "battle_damage": "Combat: {attacker} deals {dealt}, {defender} deals {taken}.",
        "battle_won": "{card} wins the battle.", "defeated": "{card} is defeated.", "down": "{card} goes down.",
        "deleted": "{card} is deleted.", "deck_damage": "{count} card(s) of {P}'s deck go to their {to}.",
        "auto_d": "{card} was put into the discard by combat damage.",
        "combat_interrupted": "The damage determination ends without damage ({reason}).",
        "combat_end": "", "shuffle": "{P} shuffles their deck.",
        "modified": "{card} is modified ({change}).", "reveal": "{card} is revealed.", "chosen": "{P} chooses {card}.",
        "game_end_win": "Game over: {W} wins ({reason}).", "game_end_draw": "Game over: draw ({reason}).",
    },
    "ja": {
        "first_player": "{P}が先攻。", "turn_start": "ターン{turn}：{P}のターン。", "turn_end": "",
        "phase_start": "{phase}。", "draw": "{P}は{card}を引いた。", "draw_hidden": "{P}はカードを1枚引いた。",
        "move": "{card}が{P}の{frm}から{to}へ移動。", "move_hidden": "{P}のカードが{frm}から{to}へ移動。",
        "moved": "{card}が{from_area}から{area_name}へ移動。", "play": "{P}は{card}をプレイ。",
        "stacked": "{card}{what}がスタックに置かれた。", "played": "{card}のプレイが解決。",
        "placed": "{card}を{area_name}に配置。", "orient": "{card}は{to}状態になった。",
        "resolve": "{card}の効果を解決。", "countered": "{card}{what}がカウンターされた。",
        "attack": "{card}が{area_name}から攻撃。", "blocked": "{card}がブロック。",
        "confirmed": "{card}と{target}の戦闘。", "combat": "", "support": "{card}がサポート。",
        "battle_damage": "戦闘：{attacker}は{dealt}、{defender}は{taken}のダメージを与えた。",
        "battle_won": "{card}が戦闘に勝利。", "defeated": "{card}は戦闘に敗北。", "down": "{card}はダウンした。",
        "deleted": "{card}はデリートされた。", "deck_damage": "{P}のデッキの{count}枚が{to}へ。",
        "auto_d": "{card}が戦闘ダメージで捨て札に置かれた。",
        "combat_interrupted": "ダメージ判定はダメージなしで終了({reason})。",
        "combat_end": "", "shuffle": "{P}はデッキをシャッフル。",
        "modified": "{card}が修正された({change})。", "reveal": "{card}を公開。", "chosen": "{P}は{card}を選んだ。",
        "game_end_win": "ゲーム終了：{W}の勝利({reason})。", "game_end_draw": "ゲーム終了：引き分け({reason})。",
    },
}
QUIET = ("draw", "play")  # said better by their own line
WHAT = {"en": {"effect": "'s effect", "move": "'s step"}, "ja": {"effect": "の効果", "move": "の移動"}}


def _area(a: Any, lang: str) -> str:
    if not isinstance(a, int):
        return ""
    if a < 0:
        return ZONES[lang]["field_slot"]
    return area_label(a, lang)


def render(state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
    lang = lang if lang in T else "en"
    shared = shared_line(state, e, lang, viewer)
    if shared is not None:
        return shared
    d = dict(e.data)

    def name(cid: Any) -> str:
        return card_name(state, cid, lang)

    target = d.get("target")
    fmt: dict[str, Any] = {
        "P": player_name(d.get("player"), lang), "turn": d.get("turn"),
        "phase": PHASES[lang].get(d.get("phase", ""), d.get("phase")), "card": name(d.get("card")),
        "target": (ZONES[lang]["deck"] if target == -2 else name(target)) if target is not None else "",
        "frm": ZONES[lang].get(d.get("frm", ""), d.get("frm")), "to": ZONES[lang].get(d.get("to", ""), d.get("to")),
        "area_name": _area(d.get("area"), lang), "from_area": _area(d.get("from_area"), lang),
        "what": WHAT[lang].get(d.get("what", ""), ""), "count": d.get("count"),
        "attacker": name(d.get("attacker")), "defender": name(d.get("defender")), "dealt": d.get("dealt"),
        "taken": d.get("taken"), "change": change_text(d.get("change"), lang),
        "W": player_name(d.get("winner"), lang), "reason": d.get("reason"),
    }
    k = template_key(e, viewer)
    if k == "orient":
        fmt["to"] = ORIENT[lang].get(d.get("to"), d.get("to"))
    if k == "chosen" and d.get("auto"):
        return _auto_chosen(d, fmt, lang)
    if k == "move" and (d.get("cause") in QUIET or d.get("to") in ("grid", "field_slot")):
        return ""  # the draw / play / placement line says it
    tmpl = T[lang].get(k)
    if tmpl is None:
        return fallback_line(k, e)
    return counted(tmpl.format(**fmt))


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
