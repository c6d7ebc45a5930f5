"""Vividz's keywords and card icons as card text writes them ([Scout], [LvUP], [No attack], アクセル),
with reminder text written from the comprehensive rules (804.2, 1115.1, 905.2d, 802.1a, 1201 and
RULINGS V2): key -> (English name, Japanese name, English reminder, Japanese reminder, clause).
Shown when a keyword's chip is hovered."""
from __future__ import annotations

KEYWORD_TEXT: dict[str, tuple[str, str, str, str, str]] = {
    "scout": ("Scout", "スカウト",
              "When this card is put into the scout zone by a scout, it may be played at once without paying its cost.",
              "スカウトでスカウトゾーンに置かれたとき、コストを支払わずにただちにプレイできる。", "1115.1"),
    "lvup": ("LvUP", "LvUP",
             "Played into an area whose chara costs less than this one, its energy cost is reduced by the number "
             "of that chara and its EXP cards (never below 0).",
             "このキャラより低いコストのキャラがいるエリアに登場させるとき、そのキャラとそのEXPの枚数分、"
             "プレイに必要なエネルギーコストが減る（0未満にはならない）。", "905.2d"),
    "no_attack": ("No attack", "アタック不可", "This chara cannot be chosen as the attacking chara.",
                  "このキャラはアタックキャラに選べない。", "802.1a"),
    "accel": ("Accel", "アクセル",
              "Sleep this card: reveal the top card of your deck; if it has the named trait or account, you may play "
              "it without paying its cost, else put it into your energy zone.",
              "このカードをスリープして使う。デッキの一番上を公開し、指定の特徴かアカウント情報を持つなら"
              "コストを支払わずにプレイできる。プレイしないならエネルギーゾーンに置く。", "1201"),
}
