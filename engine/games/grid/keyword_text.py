"""The grid game's keywords as cards print them, with reminder text written from their rules
(grid_game_rules.md 8, 6.8, 7.3): key -> (English name, Japanese name, English reminder, Japanese
reminder, clause). A name with "{v}" shows the keyword's number (ブロッカー(x), ...). The table and
the card browser show the reminder when the keyword's chip is hovered."""
from __future__ import annotations

KEYWORD_TEXT: dict[str, tuple[str, str, str, str, str]] = {
    "attacker": ("Attacker", "アタッカー",
                 "Deck damage from this unit's combat goes to the discard instead of the attribute area.",
                 "このユニットの戦闘によるデッキへのダメージは、属性エリアではなく捨て札に置かれる。", "8.1"),
    "blocker": ("Blocker ({v})", "ブロッカー({v})",
                "When an attack is declared, this released unit in your battle row may become the defender "
                "(any column), paying [0:{v}].",
                "攻撃が宣言されたとき、戦闘の行にいるリリース状態のこのユニットは、[0:{v}]を支払って"
                "防御するユニットになれる（どの列でもよい）。", "8.2"),
    "supporter": ("Supporter", "サポーター",
                  "When the unit directly in front of it is in combat, this released unit may support it: "
                  "+AT/+DF equal to this unit's printed AT/DF until the combat ends. It cannot attack or block.",
                  "すぐ前のユニットが戦闘中のとき、リリース状態のこのユニットはサポートできる。戦闘終了まで、"
                  "そのユニットのAT・DFにこのユニットの印刷されたAT・DFを加える。攻撃もブロックもできない。", "8.3"),
    "field": ("Field", "フィールド", "Placed only in its owner's field slot (one card there).",
              "フィールド置き場にのみ置ける（1枚まで）。", "8.4"),
    "ambush": ("Ambush", "奇襲", "Placed released, not frozen.", "フリーズ状態ではなくリリース状態で置かれる。", "8.5"),
    "assault": ("Assault", "強襲",
                "When this unit attacks and defeats the defender without being defeated, the difference of "
                "their values is dealt to the defender's deck.",
                "このユニットが攻撃し、負けずに防御側を倒したとき、両者の値の差を防御側のデッキに与える。", "8.6"),
    "aggressive": ("Aggressive", "アグレッシブ", "In unit combat, if both values are equal, this unit is not defeated.",
                   "ユニット同士の戦闘で値が等しいとき、このユニットは負けない。", "8.7"),
    "side_attack": ("Side attack", "サイドアタック",
                    "This unit may also attack the opposing areas diagonally in front of it, never past a unit in front.",
                    "このユニットは斜め前の相手のエリアも攻撃できる（前にいるユニットを越えては攻撃できない）。", "8.12"),
    "side_step": ("Side step ({v})", "サイドステップ({v})",
                  "At step 2's free timing of a damage determination, pay [0:{v}]: this released unit moves one "
                  "area sideways, within its mask.",
                  "ダメージ判定のステップ2のフリータイミングに[0:{v}]を支払い、リリース状態のこのユニットを"
                  "マスクの範囲で横に1エリア移動させる。", "8.9"),
    "order_step": ("Order step ({v})", "オーダーステップ({v})",
                   "At step 2's free timing of a damage determination, pay [0:{v}]: this released unit moves one "
                   "area forward or back, within its mask.",
                   "ダメージ判定のステップ2のフリータイミングに[0:{v}]を支払い、リリース状態のこのユニットを"
                   "マスクの範囲で前か後ろに1エリア移動させる。", "8.9"),
    "jump": ("Jump ({v})", "ジャンプ({v})",
             "At step 2's free timing of your own damage determination, pay [0:{v}]: this released unit moves "
             "to any empty area of yours its mask allows.",
             "自分のダメージ判定のステップ2のフリータイミングに[0:{v}]を支払い、リリース状態のこのユニットを"
             "マスクが許す自分の空いているエリアへ移動させる。", "8.10"),
    "conversion": ("\"{v}\" Conversion", "「{v}」コンバーション",
                   "During a damage determination, return your unit named {v} (without Conversion) from your "
                   "battle row to your hand and place this card there, paying its cost, in the same orientation. "
                   "Not as a response.",
                   "ダメージ判定中、自分の戦闘の行にいる「{v}」（コンバーションを持たない）を手札に戻し、"
                   "コストを支払ってこのカードを同じ向きでそこに置く。カットインとしては使えない。", "8.11"),
}
