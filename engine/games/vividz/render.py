"""Human-readable log lines for Vividz events, in English and Japanese."""
from __future__ import annotations

from typing import Any

from ...events import Event
from ...render_templates import EventRenderer, with_common
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

T = with_common({
    "en": {
        "step": "{phase}.", "phase_end": "{phase} ends.", "game_start": "The game begins.",
        "play": "{P} plays {card}.", "appear": "{card} appears in the {area}.", "orient": "{card} is {to}.",
        "defeated": "{card} leaves the area (defeated).", "lvup": "{card} levels up ({exp} EXP).",
        "exp": "{card} becomes EXP.", "battle": "{card} battles {target}.",
        "damaged": "{card} takes {amount} damage.", "attack_success": "{card}'s attack succeeds!",
        "battle_end": "The battle ends.", "attack_over": "The attack is over.",
        "scout": "{P} scouts {card}.", "slide": "{card} slides.",
        "used": "{P} plays {card}'s ability.", "triggered": "{card}'s ability triggers.",
        "resolve": "{card}'s ability resolves.", "not_played": "{card}'s ability cannot be played.",
        "replaced": "{card}'s ability replaces an event for {target}.",
        "mission_checked": "{P} checks mission {card}.", "mission_cleared": "{P} clears mission {card}!",
        "mission_reported": "Mission {card} is reported.", "mission_count": "",
        "mission_revealed": "{P} reveals mission {card}.",
        "counter": "{P} now has {total} \"{name}\" {counters}.", "reload": "{P} reloads {count} chara(s).",
        "cleanup": "Mission phase: conditions, attack success and damage are cleared.",
        "chosen_auto": "{P} chooses {card} (the only choice).",
        "chosen_auto_hidden": "{P} chooses a card (the only choice).",
        "chosen_area": "{P} chooses the {area} for {card}.", "chosen_area_hidden": "{P} chooses an area for a card.",
        "chosen_area_auto": "{P} chooses the {area} for {card} (the only choice).",
        "chosen_area_auto_hidden": "{P} chooses an area for a card (the only choice).", "cost_change": "{P}'s costs change by {amount}.",
    },
    "ja": {
        "step": "{phase}。", "phase_end": "{phase}終了。", "game_start": "ゲーム開始。",
        "play": "{P}は{card}をプレイ。", "appear": "{card}が{area}に登場。",
        "defeated": "{card}は退場した。", "lvup": "{card}がLvUP(EXP {exp}枚)。",
        "exp": "{card}がEXPになった。", "battle": "{card}と{target}のバトル。",
        "damaged": "{card}に{amount}ダメージ。", "attack_success": "{card}のアタック成功!",
        "battle_end": "バトル終了。", "attack_over": "アタック終了。",
        "scout": "{P}は{card}をスカウト。", "slide": "{card}がスライド。",
        "used": "{P}は{card}の能力をプレイ。", "triggered": "{card}の能力が誘発。",
        "resolve": "{card}の能力を解決。", "not_played": "{card}の能力はプレイできない。",
        "replaced": "{card}の能力が{target}の事象を置換。",
        "mission_checked": "{P}はミッション{card}をチェック。", "mission_cleared": "{P}はミッション{card}をクリア!",
        "mission_reported": "ミッション{card}をリポート。", "mission_count": "",
        "mission_revealed": "{P}はミッション{card}を表向きにした。",
        "counter": "{P}の「{name}」カウンターは{total}個。", "reload": "{P}はキャラ{count}枚をリロード。",
        "cleanup": "ミッションフェイズ：条件の回数、アタック成功、ダメージが無くなった。",
        "chosen_auto": "{P}は{card}を選んだ(選択肢は1つ)。",
        "chosen_auto_hidden": "{P}はカードを1枚選んだ(選択肢は1つ)。",
        "chosen_area": "{P}は{card}の置き場所に{area}を選んだ。", "chosen_area_hidden": "{P}はカードの置き場所を選んだ。",
        "chosen_area_auto": "{P}は{card}の置き場所に{area}を選んだ(選択肢は1つ)。",
        "chosen_area_auto_hidden": "{P}はカードの置き場所を選んだ(選択肢は1つ)。", "cost_change": "{P}のコストが{amount}変化。",
    },
})
ORIENT = {"en": {"report": "reported", "sleep": "asleep"}, "ja": {"report": "リポート", "sleep": "スリープ"}}
QUIET = ("draw", "play", "lvup", "defeat")



class _Renderer(EventRenderer):
    quiet_causes = QUIET  # said better by the draw/play/scout/... line

    def own_form(self, e: Event) -> bool:
        return e.kind == "chosen" and bool(e.get("auto") or e.get("area") is not None)  # Vividz's own forms of it

    def fields(self, state: State | None, e: Event, d: dict[str, Any], lang: str) -> dict[str, Any]:
        fmt = super().fields(state, e, d, lang)
        area = d.get("area")
        fmt.update(target=self.card(state, d.get("target"), lang) if d.get("target") is not None else "",
                   total=d.get("total"), name=counter_label(str(d.get("name", "")), lang),
                   counters="counter" if d.get("total") == 1 else "counters", exp=d.get("exp"),
                   area=AREA[lang][area] if isinstance(area, int) and 0 <= area < 3 else "")
        return fmt

    def key(self, e: Event, d: dict[str, Any], k: str) -> str:
        if e.kind == "chosen":  # an area chosen for a card, or a choice with one answer made without asking
            k = ("chosen" + ("_area" if d.get("area") is not None else "") + ("_auto" if d.get("auto") else "")
                 + ("_hidden" if k.endswith("_hidden") else ""))
        return k


render = _Renderer(T, ZONES, PHASES, ORIENT).render
