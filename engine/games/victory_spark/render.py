"""Human-readable log lines for Victory Spark events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import card_name
from ...render_templates import EventRenderer, with_common
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

T = with_common({
    "en": {
        "play": "{P} plays {card} to the {to}.", "energy": "{P} puts a card into energy.",
        "orient_hidden": "A face-down card becomes {to}.", "spark": "{card} enters the ring from the deck (spark).",
        "support": "{P} supports with {card}.", "supported": "{card} is supported.", "attacked": "{card} is attacked.",
        "partner_attack": "Partner attack by {card}!", "partner_block": "{P} partner-blocks with {card}.",
        "damage": "{card} takes {amount} damage.", "retired": "{card} is retired.",
        "activate": "{P} activates {card}'s ability.", "triggered": "{card}'s ability triggers.",
        "activated": "{card}'s ability goes to the resolution zone.", "resolve": "{card}'s ability resolves.",
        "cancelled": "{card}'s ability is cancelled by {by}.", "used": "{card}'s ability was used.",
        "replaced": "{card}'s ability replaces an event for {target}.",
        "cleanup": "End of turn: damage and 'until end of turn' effects are removed.",
        "heal": "{card}'s damage is removed.", "turn_end": "{P}'s turn is ending.",
    },
    "ja": {
        "play": "{P}は{card}を{to}にプレイ。", "energy": "{P}はカードをエネルギー置場に置いた。",
        "orient_hidden": "裏向きのカードが{to}状態になった。", "spark": "{card}が山札からリングへ(スパーク)。",
        "support": "{P}は{card}でサポート。", "supported": "{card}はサポートされた。", "attacked": "{card}はアタックされた。",
        "partner_attack": "{card}のパートナーアタック!", "partner_block": "{P}は{card}でパートナーブロック。",
        "damage": "{card}に{amount}ダメージ。", "retired": "{card}はリタイヤ。",
        "activate": "{P}は{card}の技を起動。", "triggered": "{card}の技が誘発。",
        "activated": "{card}の技が解決領域へ。", "resolve": "{card}の技を解決。",
        "cancelled": "{card}の技は{by}にキャンセルされた。", "used": "{card}の技を使った。",
        "replaced": "{card}の技が{target}の事象を置換。", "shuffle": "{P}は山札をシャッフル。",
        "cleanup": "ターン終了：ダメージと「ターンの終わりまで」の効果が消滅。",
        "heal": "{card}のダメージが取り除かれた。", "turn_end": "{P}のターン終了処理。",
    },
})
ORIENT = {"en": {"stand": "standing", "rest": "rested", "reverse": "reversed"},
          "ja": {"stand": "スタンド", "rest": "レスト", "reverse": "リバース"}}


class _Renderer(EventRenderer):
    # a move said better by the draw / energy / play / spark line
    quiet_causes = ("draw", "energy", "setup", "play", "refill")

    def card(self, state: State | None, cid: Any, lang: str) -> str:
        return card_name(state, cid, lang) if isinstance(cid, str) or cid is None else str(cid)

    def fields(self, state: State | None, e: Event, d: dict[str, Any], lang: str) -> dict[str, Any]:
        fmt = super().fields(state, e, d, lang)
        target = d.get("target")
        fmt["by"] = self.card(state, d.get("by"), lang)
        fmt["target"] = self.card(state, target, lang) if isinstance(target, str) else ""
        return fmt


render = _Renderer(T, ZONES, PHASES, ORIENT).render
