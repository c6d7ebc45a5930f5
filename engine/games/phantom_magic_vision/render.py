"""Human-readable log lines for Phantom Magic Vision events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import player_name
from ...render_templates import EventRenderer, with_common
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

T = with_common({
    "en": {
        "turn_end": "", "phase_start": "{phase}.", "phase_end": "", "move": "{card} moves from {P}'s {frm} to {to}.",
        "played": "{P} plays {card}.", "resolve": "{card} resolves.", "enters": "{card} enters the field.",
        "set": "{card} is set on {host}.", "node_set": "{P} sets {card} as a node.",
        "stacked": "{card}{what} waits to resolve.", "used": "{P} uses {card}{what}.",
        "defend": "{card} defends.", "combat_start": "",
        "defence_cancelled": "Stealth: {card}'s defence is cancelled.",
        "combat_damage": "{card} deals {amount} combat damage.", "damaged": "{card} takes {amount} damage.",
        "life_damage": "{P} takes {amount} damage (life {life}).", "gain_life": "{P} gains {amount} life (life {life}).",
        "prevented": "{P}'s damage is prevented.", "graze": "{P} grazes {count} card(s) into their nodes.",
        "doomed": "{card} is doomed.", "destroyed": "{card} is destroyed.", "removed": "{card} is removed from the game.",
        "negated": "{card} is negated.", "attack_end": "", "transformed": "{card} transforms.",
        "reverted": "{card} returns to normal.", "failed": "{card} fails.",
        "shielded": "{P} will take no damage from the next hit this turn.",
        "chosen_player": "{P} chooses {T} as the target.", "mode": "{P} chooses the mode of {card}: {mode}",
    },
    "ja": {
        "turn_end": "", "phase_start": "{phase}。", "phase_end": "", "move": "{card}が{P}の{frm}から{to}へ移動。",
        "played": "{P}は{card}をプレイ。", "resolve": "{card}が解決。", "enters": "{card}が場に出た。",
        "set": "{card}を{host}にセット。", "node_set": "{P}は{card}をノードにセット。",
        "stacked": "{card}{what}が解決を待つ。", "used": "{P}は{card}{what}を使用。",
        "attack": "{card}が攻撃。", "defend": "{card}が防御。", "combat_start": "",
        "defence_cancelled": "隠密：{card}の防御が取り消された。",
        "combat_damage": "{card}が{amount}の戦闘ダメージを与えた。", "damaged": "{card}に{amount}ダメージ。",
        "life_damage": "{P}に{amount}ダメージ(ライフ{life})。", "gain_life": "{P}はライフを{amount}得た(ライフ{life})。",
        "prevented": "{P}へのダメージは無効になった。", "graze": "{P}は{count}枚をグレイズした。",
        "doomed": "{card}は決死状態になった。", "destroyed": "{card}は破棄された。", "removed": "{card}はゲームから除外された。",
        "negated": "{card}は無効になった。", "attack_end": "", "transformed": "{card}が変身。",
        "reverted": "{card}は通常状態に戻った。", "failed": "{card}は解決に失敗した。",
        "shielded": "{P}はこのターン次に受けるダメージを無効にする。",
        "chosen_player": "{P}は{T}を目標に選んだ。", "mode": "{P}は{card}のモードを選んだ：{mode}",
    },
})
QUIET = ("draw", "play", "node", "enter", "set", "graze", "doomed", "destroyed", "banished", "negated")
WHAT = {"en": {"effect": "'s effect"}, "ja": {"effect": "の効果"}}


class _Renderer(EventRenderer):
    quiet_causes = QUIET  # the draw / play / node / enter line says it
    quiet_keys = ("move", "move_hidden")

    def fields(self, state: State | None, e: Event, d: dict[str, Any], lang: str) -> dict[str, Any]:
        fmt = super().fields(state, e, d, lang)
        what = d.get("what", "") or d.get("word", "")
        mode = mode_text(state, d.get("card"), d.get("ability"), d.get("mode"), lang) if e.kind == "mode" else ""
        fmt.update(host=self.card(state, d.get("host"), lang), life=d.get("life"),
                   what=WHAT[lang].get(what, f" ({WORDS[lang][what]})" if what in WORDS[lang] else ""),
                   T=player_name(d.get("target"), lang), mode=mode)
        return fmt

    def missing(self, k: str, e: Event) -> str:  # an event without a line shows nothing
        return ""


render = _Renderer(T, ZONES, PHASES, ORIENT).render
