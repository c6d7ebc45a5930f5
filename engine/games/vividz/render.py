"""Human-readable log lines for Vividz events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render import card_name, change_text, counted, fallback_line, player_name, shared_line, template_key
from ...state import State

ZONES = {"en": {"deck": "deck", "hand": "hand", "keep": "keep zone", "account": "account zone",
                "mission": "mission zone", "area": "area", "exp": "EXP", "energy": "energy", "trash": "trash",
                "remove": "remove zone", "temporary": "temporary zone", "scout": "scout zone"},
         "ja": {"deck": "デッキゾーン", "hand": "手札", "keep": "キープゾーン", "account": "アカウントゾーン",
                "mission": "ミッションゾーン", "area": "エリア", "exp": "EXP", "energy": "エネルギーゾーン",
                "trash": "トラッシュ", "remove": "リムーブゾーン", "temporary": "テンポラリー", "scout": "スカウトゾーン"}}
PHASES = {"en": {"start_draw": "start draw phase", "main": "main phase", "mission": "mission phase",
                 "charge": "charge phase", "end_draw": "end draw phase", "attack": "attack step",
                 "block": "block step", "scout": "scout step", "battle": "battle step",
                 "attack_end": "attack end step"},
          "ja": {"start_draw": "スタートドローフェイズ", "main": "メインフェイズ", "mission": "ミッションフェイズ",
                 "charge": "チャージフェイズ", "end_draw": "エンドドローフェイズ", "attack": "アタックステップ",
                 "block": "ブロックステップ", "scout": "スカウトステップ", "battle": "バトルステップ",
                 "attack_end": "アタック終了ステップ"}}
AREA = {"en": ("left area", "center", "right area"), "ja": ("左のエリア", "センター", "右のエリア")}
# the counters cards name by id (gain_counter: pearl); a counter not here is shown by its id, capitalized
COUNTERS = {"fan": ("Fan", "ファン"), "pearl": ("Pearl", "パール"), "flame": ("Flame", "フレイム")}


def counter_label(name: str, lang: str) -> str:
    """A counter's name for people: "Pearl" / 「パール」."""
    en, ja = COUNTERS.get(name, (name.replace("_", " ").capitalize(), ""))
    return ja if lang == "ja" and ja else en

T = {
    "en": {
        "first_player": "{P} goes first.", "turn_start": "Turn {turn}: {P}'s turn.",
        "phase_start": "{phase} begins.", "step": "{phase}.", "phase_end": "{phase} ends.",
        "game_start": "The game begins.",
        "draw": "{P} draws {card}.", "draw_hidden": "{P} draws a card.",
        "move": "{card} moves from {frm} to {to}.", "move_hidden": "{P}'s card moves from {frm} to {to}.",
        "play": "{P} plays {card}.", "appear": "{card} appears in the {area}.", "orient": "{card} is {to}.",
        "defeated": "{card} leaves the area (defeated).", "lvup": "{card} levels up ({exp} EXP).",
        "exp": "{card} becomes EXP.", "attack": "{card} attacks.", "battle": "{card} battles {target}.",
        "damaged": "{card} takes {amount} damage.", "attack_success": "{card}'s attack succeeds!",
        "battle_end": "The battle ends.", "attack_over": "The attack is over.",
        "scout": "{P} scouts {card}.", "slide": "{card} slides.",
        "used": "{P} plays {card}'s ability.", "triggered": "{card}'s ability triggers.",
        "resolve": "{card}'s ability resolves.", "not_played": "{card}'s ability cannot be played.",
        "replaced": "{card}'s ability replaces an event for {target}.", "shuffle": "{P} shuffles their deck.",
        "mission_checked": "{P} checks mission {card}.", "mission_cleared": "{P} clears mission {card}!",
        "mission_reported": "Mission {card} is reported.", "mission_count": "",
        "mission_revealed": "{P} reveals mission {card}.",
        "counter": "{P} now has {total} \"{name}\" {counters}.", "reload": "{P} reloads {count} chara(s).",
        "cleanup": "Mission phase: conditions, attack success and damage are cleared.",
        "modified": "{card} is modified ({change}).", "reveal": "{card} is revealed.",
        "chosen": "{P} chooses {card}.",
        "chosen_auto": "{P} chooses {card} (the only choice).",
        "chosen_auto_hidden": "{P} chooses a card (the only choice).",
        "chosen_area": "{P} chooses the {area} for {card}.", "chosen_area_hidden": "{P} chooses an area for a card.",
        "chosen_area_auto": "{P} chooses the {area} for {card} (the only choice).",
        "chosen_area_auto_hidden": "{P} chooses an area for a card (the only choice).", "cost_change": "{P}'s costs change by {amount}.",
        "game_end_win": "Game over: {W} wins ({reason}).", "game_end_draw": "Game over: draw ({reason}).",
    },
    "ja": {
        "first_player": "{P}が先攻。", "turn_start": "ターン{turn}：{P}のターン。",
        "phase_start": "{phase}開始。", "step": "{phase}。", "phase_end": "{phase}終了。",
        "game_start": "ゲーム開始。",
        "draw": "{P}は{card}を引いた。", "draw_hidden": "{P}はカードを1枚引いた。",
        "move": "{card}が{frm}から{to}へ移動。", "move_hidden": "{P}のカードが{frm}から{to}へ移動。",
        "play": "{P}は{card}をプレイ。", "appear": "{card}が{area}に登場。", "orient": "{card}は{to}状態になった。",
        "defeated": "{card}は退場した。", "lvup": "{card}がLvUP(EXP {exp}枚)。",
        "exp": "{card}がEXPになった。", "attack": "{card}がアタック。", "battle": "{card}と{target}のバトル。",
        "damaged": "{card}に{amount}ダメージ。", "attack_success": "{card}のアタック成功!",
        "battle_end": "バトル終了。", "attack_over": "アタック終了。",
        "scout": "{P}は{card}をスカウト。", "slide": "{card}がスライド。",
        "used": "{P}は{card}の能力をプレイ。", "triggered": "{card}の能力が誘発。",
        "resolve": "{card}の能力を解決。", "not_played": "{card}の能力はプレイできない。",
        "replaced": "{card}の能力が{target}の事象を置換。", "shuffle": "{P}はデッキをシャッフル。",
        "mission_checked": "{P}はミッション{card}をチェック。", "mission_cleared": "{P}はミッション{card}をクリア!",
        "mission_reported": "ミッション{card}をリポート。", "mission_count": "",
        "mission_revealed": "{P}はミッション{card}を表向きにした。",
        "counter": "{P}の「{name}」カウンターは{total}個。", "reload": "{P}はキャラ{count}枚をリロード。",
        "cleanup": "ミッションフェイズ：条件の回数、アタック成功、ダメージが無くなった。",
        "modified": "{card}が修正された({change})。", "reveal": "{card}を公開。",
        "chosen": "{P}は{card}を選んだ。",
        "chosen_auto": "{P}は{card}を選んだ(選択肢は1つ)。",
        "chosen_auto_hidden": "{P}はカードを1枚選んだ(選択肢は1つ)。",
        "chosen_area": "{P}は{card}の置き場所に{area}を選んだ。", "chosen_area_hidden": "{P}はカードの置き場所を選んだ。",
        "chosen_area_auto": "{P}は{card}の置き場所に{area}を選んだ(選択肢は1つ)。",
        "chosen_area_auto_hidden": "{P}はカードの置き場所を選んだ(選択肢は1つ)。", "cost_change": "{P}のコストが{amount}変化。",
        "game_end_win": "ゲーム終了：{W}の勝利({reason})。", "game_end_draw": "ゲーム終了：引き分け({reason})。",
    },
}
ORIENT = {"en": {"report": "reported", "sleep": "asleep"}, "ja": {"report": "リポート", "sleep": "スリープ"}}
QUIET = ("draw", "play", "lvup", "defeat")


def render(state: State | None, e: Event, lang: str = "en", viewer: int | None = None) -> str:
    lang = lang if lang in T else "en"
    own = e.kind == "chosen" and (e.get("auto") or e.get("area") is not None)  # Vividz's own forms of it
    shared = None if own else shared_line(state, e, lang, viewer)
    if shared is not None:
        return shared
    t = T[lang]
    d = dict(e.data)

    def name(cid: Any) -> str:
        return card_name(state, cid, lang)

    area = d.get("area")
    fmt: dict[str, Any] = {
        "P": player_name(d.get("player"), lang), "turn": d.get("turn"),
        "phase": PHASES[lang].get(d.get("phase", ""), d.get("phase")),
        "card": name(d.get("card")), "target": name(d.get("target")) if d.get("target") is not None else "",
        "frm": ZONES[lang].get(d.get("frm", ""), d.get("frm")), "to": ZONES[lang].get(d.get("to", ""), d.get("to")),
        "amount": d.get("amount"), "total": d.get("total"), "name": counter_label(str(d.get("name", "")), lang),
        "counters": "counter" if d.get("total") == 1 else "counters", "count": d.get("count"),
        "exp": d.get("exp"), "area": AREA[lang][area] if isinstance(area, int) and 0 <= area < 3 else "",
        "change": change_text(d.get("change"), lang),
        "W": player_name(d.get("winner"), lang), "reason": d.get("reason"),
    }
    k = template_key(e, viewer)
    if e.kind == "chosen":  # an area chosen for a card, or a choice with one answer made without asking
        k = "chosen" + ("_area" if area is not None else "") + ("_auto" if d.get("auto") else "") \
            + ("_hidden" if k.endswith("_hidden") else "")
    if k == "orient":
        fmt["to"] = ORIENT[lang].get(d.get("to"), d.get("to"))
    if k == "move" and d.get("cause") in QUIET:
        return ""  # said better by the draw/play/scout/... line
    tmpl = t.get(k)
    if tmpl is None:
        return fallback_line(k, e)
    return counted(tmpl.format(**fmt))
