"""Human-readable log lines for Victory Spark events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import card_name as shared_card_name
from ...render import change_text, counted, fallback_line, player_name, shared_line, template_key
from ...state import State

ZONES = {"en": {"deck": "deck", "hand": "hand", "ring": "ring", "bench": "bench", "energy": "energy",
                "retire": "retire yard", "waiting": "waiting room", "rz": "resolution zone"},
         "ja": {"deck": "山札", "hand": "手札", "ring": "リング", "bench": "ベンチ", "energy": "エネルギー置場",
                "retire": "リタイヤ置場", "waiting": "控え室", "rz": "解決領域"}}
PHASES = {"en": {"stand": "stand phase", "draw": "draw phase", "energy": "energy phase", "chara": "chara phase",
                 "ability": "ability phase", "attack": "attack phase", "attack_declare": "attack declaration step",
                 "support": "support step", "partner_block": "partner block step",
                 "attack_resolve": "attack resolution step", "attack_end": "attack end step", "end": "end phase"},
          "ja": {"stand": "スタンドフェイズ", "draw": "ドローフェイズ", "energy": "エネルギーフェイズ",
                 "chara": "キャラフェイズ", "ability": "アビリティフェイズ", "attack": "アタックフェイズ",
                 "attack_declare": "アタック宣言ステップ", "support": "サポートステップ",
                 "partner_block": "パートナーブロックステップ", "attack_resolve": "アタック解決ステップ",
                 "attack_end": "アタック終了ステップ", "end": "エンドフェイズ"}}

T = {
    "en": {
        "first_player": "{P} goes first.", "turn_start": "Turn {turn}: {P}'s turn.",
        "phase_start": "{phase} begins.", "draw": "{P} draws {card}.", "draw_hidden": "{P} draws a card.",
        "move": "{card} moves from {frm} to {to}.", "move_hidden": "{P}'s card moves from {frm} to {to}.",
        "play": "{P} plays {card} to the {to}.", "energy": "{P} puts a card into energy.",
        "orient": "{card} becomes {to}.", "orient_hidden": "A face-down card becomes {to}.", "spark": "{card} enters the ring from the deck (spark).",
        "support": "{P} supports with {card}.", "supported": "{card} is supported.",
        "attack": "{card} attacks.", "attacked": "{card} is attacked.",
        "partner_attack": "Partner attack by {card}!", "partner_block": "{P} partner-blocks with {card}.",
        "damage": "{card} takes {amount} damage.", "retired": "{card} is retired.",
        "activate": "{P} activates {card}'s ability.", "triggered": "{card}'s ability triggers.",
        "activated": "{card}'s ability goes to the resolution zone.", "resolve": "{card}'s ability resolves.",
        "cancelled": "{card}'s ability is cancelled by {by}.", "used": "{card}'s ability was used.",
        "replaced": "{card}'s ability replaces an event for {target}.", "shuffle": "{P} shuffles their deck.",
        "cleanup": "End of turn: damage and 'until end of turn' effects are removed.",
        "modified": "{card} is modified ({change}).", "heal": "{card}'s damage is removed.",
        "reveal": "{card} is revealed.", "chosen": "{P} chooses {card}.",
        "game_end_win": "Game over: {W} wins ({reason}).", "game_end_draw": "Game over: draw ({reason}).",
        "turn_end": "{P}'s turn is ending.",
    },
    "ja": {
        "first_player": "{P}が先攻。", "turn_start": "ターン{turn}：{P}のターン。",
        "phase_start": "{phase}開始。", "draw": "{P}は{card}を引いた。", "draw_hidden": "{P}はカードを1枚引いた。",
        "move": "{card}が{frm}から{to}へ移動。", "move_hidden": "{P}のカードが{frm}から{to}へ移動。",
        "play": "{P}は{card}を{to}にプレイ。", "energy": "{P}はカードをエネルギー置場に置いた。",
        "orient": "{card}は{to}状態になった。", "orient_hidden": "裏向きのカードが{to}状態になった。", "spark": "{card}が山札からリングへ(スパーク)。",
        "support": "{P}は{card}でサポート。", "supported": "{card}はサポートされた。",
        "attack": "{card}がアタック。", "attacked": "{card}はアタックされた。",
        "partner_attack": "{card}のパートナーアタック!", "partner_block": "{P}は{card}でパートナーブロック。",
        "damage": "{card}に{amount}ダメージ。", "retired": "{card}はリタイヤ。",
        "activate": "{P}は{card}の技を起動。", "triggered": "{card}の技が誘発。",
        "activated": "{card}の技が解決領域へ。", "resolve": "{card}の技を解決。",
        "cancelled": "{card}の技は{by}にキャンセルされた。", "used": "{card}の技を使った。",
        "replaced": "{card}の技が{target}の事象を置換。", "shuffle": "{P}は山札をシャッフル。",
        "cleanup": "ターン終了：ダメージと「ターンの終わりまで」の効果が消滅。",
        "modified": "{card}が修正された({change})。", "heal": "{card}のダメージが取り除かれた。",
        "reveal": "{card}を公開。", "chosen": "{P}は{card}を選んだ。",
        "game_end_win": "ゲーム終了：{W}の勝利({reason})。", "game_end_draw": "ゲーム終了：引き分け({reason})。",
        "turn_end": "{P}のターン終了処理。",
    },
}
ORIENT = {"en": {"stand": "standing", "rest": "rested", "reverse": "reversed"},
          "ja": {"stand": "スタンド", "rest": "レスト", "reverse": "リバース"}}


def render(state: State | None, e: Event, lang: str = "en", viewer: int | None = None,
           card_name: Any = None) -> str:
    lang = lang if lang in T else "en"
    shared = shared_line(state, e, lang, viewer)
    if shared is not None:
        return shared
    t = T[lang]
    d = dict(e.data)

    def name(cid: Any) -> str:
        if card_name is not None and cid is not None:
            return card_name(cid, lang)
        return shared_card_name(state, cid, lang) if isinstance(cid, str) or cid is None else str(cid)

    fmt: dict[str, Any] = {
        "P": player_name(d.get("player"), lang), "turn": d.get("turn"),
        "phase": PHASES[lang].get(d.get("phase", ""), d.get("phase")),
        "card": name(d.get("card")), "by": name(d.get("by")), "target": name(d.get("target")) if isinstance(d.get("target"), str) else "",
        "frm": ZONES[lang].get(d.get("frm", ""), d.get("frm")), "to": ZONES[lang].get(d.get("to", ""), d.get("to")),
        "amount": d.get("amount"), "change": change_text(d.get("change"), lang),
        "W": player_name(d.get("winner"), lang), "reason": d.get("reason"),
    }
    k = template_key(e, viewer)
    if k in ("orient", "orient_hidden"):
        fmt["to"] = ORIENT[lang].get(d.get("to"), d.get("to"))
    if k == "move" and d.get("cause") in ("draw", "energy", "setup", "play", "refill"):
        return ""  # said better by the draw/energy/play/spark line
    tmpl = t.get(k)
    if tmpl is None:
        return fallback_line(k, e)
    return counted(tmpl.format(**fmt))
