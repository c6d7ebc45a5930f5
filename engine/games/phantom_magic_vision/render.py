"""Human-readable log lines for Phantom Magic Vision events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import card_name, change_text, counted, player_name, shared_line, template_key
from ...state import State
from .modes import mode_text

ZONES = {"en": {"deck": "deck", "hand": "hand", "graveyard": "underworld", "field": "field", "set": "field (set)",
                "nodes": "node area", "removed": "removed zone", "play": "play area", "sideboard": "sideboard"},
         "ja": {"deck": "デッキ", "hand": "手札", "graveyard": "冥界", "field": "場", "set": "場(セット)",
                "nodes": "ノードエリア", "removed": "除外エリア", "play": "プレイエリア", "sideboard": "サイドボード"}}
PHASES = {"en": {"active": "Active phase", "maintenance": "Maintenance phase", "draw": "Draw phase",
                 "main": "Main phase", "discard": "Discard phase", "end": "End of turn"},
          "ja": {"active": "アクティブフェイズ", "maintenance": "メンテナンスフェイズ", "draw": "ドローフェイズ",
                 "main": "メインフェイズ", "discard": "ディスカードフェイズ", "end": "ターン終了"}}
ORIENT = {"en": {"active": "active", "sleep": "sleeping"}, "ja": {"active": "アクティブ", "sleep": "スリープ"}}
WORDS = {"en": {"mana_charge": "Mana Charge", "transform": "Transform", "pierce": "Pierce", "deathtouch": "Instant Death",
                "first_seal": "First Seal", "popularity": "Leader", "leader_shield": "Leader", "popularity_trim": "Leader"},
         "ja": {"mana_charge": "マナチャージ", "transform": "変身", "pierce": "貫通", "deathtouch": "即死",
                "first_seal": "壱符", "popularity": "リーダー", "leader_shield": "リーダー", "popularity_trim": "リーダー"}}

T = {
    "en": {
        "first_player": "{P} goes first.", "turn_start": "Turn {turn}: {P}'s turn.", "turn_end": "",
        "phase_start": "{phase}.", "phase_end": "", "draw": "{P} draws {card}.", "draw_hidden": "{P} draws a card.",
        "move": "{card} moves from {P}'s {frm} to {to}.", "move_hidden": "{P}'s card moves from {frm} to {to}.",
        "played": "{P} plays {card}.", "resolve": "{card} resolves.", "enters": "{card} enters the field.",
        "set": "{card} is set on {host}.", "node_set": "{P} sets {card} as a node.",
        "orient": "{card} becomes {to}.", "stacked": "{card}{what} waits to resolve.", "used": "{P} uses {card}{what}.",
        "attack": "{card} attacks.", "defend": "{card} defends.", "combat_start": "",
        "defence_cancelled": "Stealth: {card}'s defence is cancelled.",
        "combat_damage": "{card} deals {amount} combat damage.", "damaged": "{card} takes {amount} damage.",
        "life_damage": "{P} takes {amount} damage (life {life}).", "gain_life": "{P} gains {amount} life (life {life}).",
        "prevented": "{P}'s damage is prevented.", "graze": "{P} grazes {count} card(s) into their nodes.",
        "doomed": "{card} is doomed.", "destroyed": "{card} is destroyed.", "removed": "{card} is removed from the game.",
        "negated": "{card} is negated.", "attack_end": "", "transformed": "{card} transforms.",
        "reverted": "{card} returns to normal.", "failed": "{card} fails.",
        "shielded": "{P} will take no damage from the next hit this turn.", "shuffle": "{P} shuffles their deck.",
        "modified": "{card} is modified ({change}).", "reveal": "{card} is revealed.", "chosen": "{P} chooses {card}.",
        "chosen_hidden": "{P} chooses a card.", "chosen_player": "{P} chooses {T} as the target.", "mode": "{P} chooses the mode of {card}: {mode}",
        "game_end_win": "Game over: {W} wins ({reason}).", "game_end_draw": "Game over: draw ({reason}).",
    },
    "ja": {
        "first_player": "{P}が先攻。", "turn_start": "ターン{turn}：{P}のターン。", "turn_end": "",
        "phase_start": "{phase}。", "phase_end": "", "draw": "{P}は{card}を引いた。", "draw_hidden": "{P}はカードを1枚引いた。",
        "move": "{card}が{P}の{frm}から{to}へ移動。", "move_hidden": "{P}のカードが{frm}から{to}へ移動。",
        "played": "{P}は{card}をプレイ。", "resolve": "{card}が解決。", "enters": "{card}が場に出た。",
        "set": "{card}を{host}にセット。", "node_set": "{P}は{card}をノードにセット。",
        "orient": "{card}は{to}状態になった。", "stacked": "{card}{what}が解決を待つ。", "used": "{P}は{card}{what}を使用。",
        "attack": "{card}が攻撃。", "defend": "{card}が防御。", "combat_start": "",
        "defence_cancelled": "隠密：{card}の防御が取り消された。",
        "combat_damage": "{card}が{amount}の戦闘ダメージを与えた。", "damaged": "{card}に{amount}ダメージ。",
        "life_damage": "{P}に{amount}ダメージ(ライフ{life})。", "gain_life": "{P}はライフを{amount}得た(ライフ{life})。",
        "prevented": "{P}へのダメージは無効になった。", "graze": "{P}は{count}枚をグレイズした。",
        "doomed": "{card}は決死状態になった。", "destroyed": "{card}は破棄された。", "removed": "{card}はゲームから除外された。",
        "negated": "{card}は無効になった。", "attack_end": "", "transformed": "{card}が変身。",
        "reverted": "{card}は通常状態に戻った。", "failed": "{card}は解決に失敗した。",
        "shielded": "{P}はこのターン次に受けるダメージを無効にする。", "shuffle": "{P}はデッキをシャッフル。",
        "modified": "{card}が修正された({change})。", "reveal": "{card}を公開。", "chosen": "{P}は{card}を選んだ。",
        "chosen_hidden": "{P}はカードを選んだ。", "chosen_player": "{P}は{T}を目標に選んだ。", "mode": "{P}は{card}のモードを選んだ：{mode}",
        "game_end_win": "ゲーム終了：{W}の勝利({reason})。", "game_end_draw": "ゲーム終了：引き分け({reason})。",
    },
}
QUIET = ("draw", "play", "node", "enter", "set", "graze", "doomed", "destroyed", "banished", "negated")
WHAT = {"en": {"effect": "'s effect"}, "ja": {"effect": "の効果"}}


def render(state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
    lang = lang if lang in T else "en"
    shared = shared_line(state, e, lang, viewer)
    if shared is not None:
        return shared
    d = dict(e.data)

    def name(cid: Any) -> str:
        return card_name(state, cid, lang)

    what = d.get("what", "") or d.get("word", "")
    fmt: dict[str, Any] = {
        "P": player_name(d.get("player"), lang), "turn": d.get("turn"),
        "phase": PHASES[lang].get(d.get("phase", ""), d.get("phase")), "card": name(d.get("card")),
        "host": name(d.get("host")), "frm": ZONES[lang].get(d.get("frm", ""), d.get("frm")),
        "to": ZONES[lang].get(d.get("to", ""), d.get("to")), "count": d.get("count"), "amount": d.get("amount"),
        "life": d.get("life"), "change": change_text(d.get("change"), lang),
        "what": WHAT[lang].get(what, f" ({WORDS[lang][what]})" if what in WORDS[lang] else ""),
        "W": player_name(d.get("winner"), lang), "reason": d.get("reason"), "T": player_name(d.get("target"), lang),
        "mode": mode_text(state, d.get("card"), d.get("ability"), d.get("mode"), lang) if e.kind == "mode" else "",
    }
    k = template_key(e, viewer)
    if k == "orient":
        fmt["to"] = ORIENT[lang].get(d.get("to"), d.get("to"))
    if k in ("move", "move_hidden") and d.get("cause") in QUIET:
        return ""  # the draw / play / node / enter line says it
    tmpl = T[lang].get(k)
    if tmpl is None:
        return ""
    return counted(tmpl.format(**fmt))
