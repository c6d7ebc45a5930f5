"""Phantom Magic Vision's tactics and special effects (chapter 10) as card text writes them, with
reminder text written from each word's original text (10.x.2): key -> (English name, Japanese name,
English reminder, Japanese reminder, clause). A name with "{v}" shows the word's number. Shown
when a keyword's chip is hovered."""
from __future__ import annotations

KEYWORD_TEXT: dict[str, tuple[str, str, str, str, str]] = {
    "haste": ("Haste", "速攻", "When this character is played and comes onto the field, it becomes active.",
              "このキャラクターがプレイされて場に出たとき、アクティブ状態にする。", "10.2"),
    "ambush": ("Ambush", "奇襲", "This character card may be played from your hand at command card timing.",
               "手札のこのキャラクターカードは、コマンドカードのタイミングでプレイできる。", "10.3"),
    "first_strike": ("First strike", "先制", "This character's combat damage is dealt at the first-strike timing.",
                     "このキャラクターの戦闘ダメージは「先制のタイミング」で解決される。", "10.4"),
    "pierce": ("Pierce", "貫通",
               "When this attacking character deals combat damage to a character, its attack minus that character's "
               "toughness (plus damage already on it) is dealt to the opponent.",
               "攻撃しているこのキャラクターが相手キャラクターに戦闘ダメージを与えたとき、攻撃力から相手の耐久力を"
               "引いた値（蓄積ダメージを加える）を相手プレイヤーに与える。", "10.5"),
    "stealth": ("Stealth", "隠密",
                "When this character attacks, the defence of the character fighting it is cancelled, unless that "
                "character shares a race with it.",
                "このキャラクターが攻撃したとき、戦闘する相手キャラクターの防御を取り消す（同じ種族なら無効）。", "10.6"),
    "vigilance": ("Vigilance", "警戒", "At the start of your opponent's active phase, this character becomes active.",
                  "相手のアクティブフェイズ開始時、このキャラクターをアクティブ状態にする。", "10.7"),
    "deathtouch": ("Deathtouch", "即死", "A character this one deals combat damage to becomes doomed.",
                   "このキャラクターが戦闘ダメージを与えた相手キャラクターを決死状態にする。", "10.8"),
    "doll": ("Doll", "人形", "This character cannot attack.", "このキャラクターは攻撃できない。", "10.9"),
    "legend": ("Legend", "伝説", "No text of its own; other cards refer to it (Sacred).",
               "本来のテキストはない（神器などが参照する）。", "10.10"),
    "immunity": ("Immunity ({v})", "耐性({v})", "This character takes no combat damage from characters of race {v}.",
                 "このキャラクターは{v}の種族を持つキャラクターから戦闘ダメージを受けない。", "10.11"),
    "mana_charge": ("Mana Charge ({v})", "マナチャージ({v})",
                    "(Your turn) S: put the top {v} card(s) of your deck into your nodes, sleeping.",
                    "（自分ターン）S：デッキの上から{v}枚をスリープ状態でノードに加える。", "10.12"),
    "equip": ("Equip", "装備", "Set this card on target character of yours.",
              "このカードを目標のあなたの場のキャラクター1枚にセットする。", "10.13"),
    "curse": ("Curse", "呪符", "Set this card on target character.", "このカードを目標のキャラクター1枚にセットする。",
              "10.14"),
    "field_equip": ("Field Equip", "装備/場", "Set this card on your field, active.",
                    "このカードをあなたの場にアクティブ状態でセットする。", "10.15"),
    "phantasm": ("Phantasm", "幻想生物", "Set this card on your field, sleeping.",
                 "このカードをあなたの場にスリープ状態でセットする。", "10.16"),
    "world_curse": ("World Curse", "世界呪符",
                    "Set this card on your field, active. Not playable if you played or resolved another World Curse "
                    "this turn.",
                    "このカードをあなたの場にアクティブ状態でセットする。このターンに他の世界呪符をプレイまたは解決して"
                    "いればプレイできない。", "10.17"),
    "first_seal": ("First Seal", "壱符",
                   "When this character becomes doomed, you may put a Second Seal character from your sideboard onto "
                   "the field and move this character's set cards to it; then destroy this character.",
                   "このキャラクターが決死状態になったとき、サイドボードの弐符を持つキャラクターを場に出し、セット"
                   "されているカードを移してもよい。その後このキャラクターを破棄する。", "10.18"),
    "second_seal": ("Second Seal", "弐符", "If this character comes onto the field other than by First Seal, remove "
                    "it from the game.", "このキャラクターが壱符の効果以外で場に出たとき、ゲームから除外する。", "10.19"),
    "link": ("Link", "連結", "This card's name also counts as each of the linked names.",
             "このカードの名称は、連結された名称としても扱う。", "10.20"),
    "turn_limit": ("Once a turn", "ターン1枚制限",
                   "After you play this card, you cannot play a card with its name until end of turn.",
                   "このカードをプレイしたら、ターン終了時まで同名のカードをプレイできない。", "10.21"),
    "own_turn_only": ("Own Turn Only", "自分ターン制限", "This card can be played only in your turn.",
                      "このカードはあなたのターンにしかプレイできない。", "10.22"),
    "opponent_turn_only": ("Opponent Turn Only", "相手ターン制限",
                           "This card can be played only in your opponent's turn.",
                           "このカードは相手のターンにしかプレイできない。", "10.23"),
    "deck_limit": ("Deck Limit {v}", "デッキ{v}枚制限", "A deck may hold only {v} card(s) with this card number.",
                   "このカードと同じカードNo.のカードはデッキに{v}枚までしか入れられない。", "10.24"),
    "sacred": ("Sacred", "神器", "Can be set on, or target, only a character with Legend.",
               "伝説を持たないキャラクターにはセットできず、目標にもできない。", "10.25"),
    "resistance": ("Resistance ({v})", "抵抗({v})",
                   "When this card being played is targeted by an opponent's effect, they may pay {v}; if not, that "
                   "effect is cancelled.",
                   "プレイされているこのカードが相手の効果の目標になったとき、相手は{v}支払ってもよい。"
                   "支払わなければその効果を無効にする。", "10.26"),
    "upkeep": ("Upkeep ({v})", "維持コスト({v})",
               "In your maintenance phase you may pay {v}; if you do not, destroy this card (unless its caster is on "
               "your field).",
               "メンテナンスフェイズに{v}支払ってもよい。支払わなければこのカードを破棄する（術者が場にいれば"
               "無視できる）。", "10.27"),
    "transform": ("Transform", "変身",
                  "When this character attacks or defends, you may turn it to its transformed state until the start of "
                  "your next turn.",
                  "このキャラクターが攻撃または防御を行うとき、次のあなたのターン開始時まで変身状態にしてもよい。",
                  "10.28"),
    "blessing": ("Blessing ({v})", "加護({v})",
                 "When this character is targeted by an opponent's command card or character effect, they may pay {v}; "
                 "if not, that effect is cancelled.",
                 "このキャラクターが相手のコマンドカードやキャラクター効果の目標になったとき、相手は{v}支払っても"
                 "よい。支払わなければその効果を無効にする。", "10.29"),
    "last_spell": ("Last Spell", "ラストスペル", "If this card's caster is on your field, it may be played at command "
                   "card timing.", "あなたの場にこのカードの術者がいれば、コマンドカードのタイミングでプレイできる。",
                   "10.30"),
    "seal": ("Seal", "封術", "This character cannot be a spell card's caster, unless you have 6 or more nodes.",
             "このキャラクターはスペルカードの術者として扱えない（ノードが6枚以上なら無効）。", "10.31"),
    "last_word": ("Last Word", "ラストワード", "Cannot be played unless this card's caster is on your field.",
                  "あなたの場にこのカードの術者がいなければプレイできない。", "10.32"),
    "overdrive": ("Overdrive", "オーバードライブ",
                  "When its play resolves, remove from the game one or more of its caster's cards from your "
                  "underworld, or remove this card.",
                  "プレイが解決されるとき、冥界にある術者のカードを1枚以上ゲームから除外してもよい。除外しないなら"
                  "このカードを除外する。", "10.33"),
    "leader": ("Leader", "リーダー",
               "This character cannot be targeted by your opponent's command cards, and gains effects by the number "
               "of Popularity cards set on it.",
               "このキャラクターは相手のコマンドカードの目標にならず、セットされている「人気」の枚数に応じた効果を"
               "得る。", "10.34"),
}
