"""Pieces of log-line rendering every game shares: player and card names, and which
template an event uses (game end, hidden card identities)."""
from __future__ import annotations

import re
from typing import Any

from .events import Event
from .state import State

_COUNTED = re.compile(r"\b(\d+) ([A-Za-z]+)\(s\)")


def counted(text: str) -> str:
    """English templates write "{count} card(s)": "1 card", "3 cards" once the count is in."""
    return _COUNTED.sub(lambda m: f"{m[1]} {m[2]}" + ("" if m[1] == "1" else "s"), text)


def player_name(p: Any, lang: str) -> str:
    if p is None:
        return "?"
    return f"Player {p + 1}" if lang == "en" else f"プレイヤー{p + 1}"


# answers every game words the same way (a game's own words for its other answers go in `extra`)
COMMON_ANSWERS = {"pass": ("Pass", "パス"), "yes": ("Yes", "はい"), "no": ("No", "いいえ"), "done": ("Done", "終了")}


def answer_word(kind: str, lang: str, extra: dict[str, tuple[str, str]], fallback: str) -> str:
    """An answer without arguments in words ("Pass" / 「パス」), from `extra` (en, ja) or the common ones."""
    w = extra.get(kind) or COMMON_ANSWERS.get(kind)
    return (w[1] if lang == "ja" else w[0]) if w else fallback


def card_name(state: State | None, cid: Any, lang: str) -> str:
    """A card's name from its id (or an instance number), quoted 「」 in Japanese."""
    if cid is None:
        return "?"
    if state is not None and isinstance(cid, int) and not isinstance(cid, bool) and 0 <= cid < len(state.defs):
        cid = state.defs[cid].id
    if state is not None and isinstance(cid, str) and cid in state.deftable:
        label = state.deftable[cid].label(lang)
        return "「" + label + "」" if lang == "ja" else label
    return str(cid)


def template_key(e: Event, viewer: int | None) -> str:
    """The template an event is rendered with: game end by result; an event whose card the viewer
    may not see (G1) gets its `_hidden` form (a game without one shows no line for it:
    `hidden_fallback`)."""
    k = e.kind
    if k == "game_end":
        return "game_end_win" if e.get("result") == "win" else "game_end_draw"
    if e.private is not None and viewer is not None and viewer != e.private:
        return k + "_hidden"
    return k


def fallback_line(k: str, e: Event) -> str:
    """What a game's renderer shows for an event it has no template for: nothing for a hidden form
    (its data names the card the reader may not see), else the raw event for debugging."""
    return "" if k.endswith("_hidden") else f"{e.kind}: {dict(e.data)}"


_STAT_JA = {"power": "パワー", "defense": "ディフェンス", "level": "レベル"}


def change_text(change: Any, lang: str) -> str:
    """A stat change of a "modified" event: "power +1000", "power becomes 3000", "power ×2"."""
    out = []
    for item in change or ():
        stat, op, n = item if len(item) == 3 else (item[0], "add", item[1])
        label = _STAT_JA.get(stat, stat) if lang == "ja" else stat
        if op == "add":
            out.append(f"{label} {n:+d}")
        elif op == "set":
            out.append(f"{label} → {n}" if lang == "ja" else f"{label} becomes {n}")
        elif op == "times":
            out.append(f"{label} ×{n}")
        else:
            out.append(f"{label} ÷{n}" + ("" if op == "divide_down" else (" (切り上げ)" if lang == "ja" else " (rounded up)")))
    return ", ".join(out)


# Lines for the events the shared engine itself emits (engine/deckops.py, interp choices).
_SHARED_T = {
    "en": {"look": "{P} looks at the top {count} card(s) of {O}'s deck: {cards}.",
           "look_hidden": "{P} looks at the top {count} card(s) of {O}'s deck.",
           "deck_order": "{count} card(s) go to the {where} of {P}'s deck in the order chosen.",
           "chosen_hidden": "{P} chooses a card.",
           "loss_replaced": "{P} would lose the game; {card}'s ability replaces it."},
    "ja": {"look": "{P}は{O}の山札の上から{count}枚を見た：{cards}。",
           "look_hidden": "{P}は{O}の山札の上から{count}枚を見た。",
           "deck_order": "{count}枚が選んだ順番で{P}の山札の{where}に置かれた。",
           "chosen_hidden": "{P}はカードを1枚選んだ。",
           "loss_replaced": "{P}はゲームに敗北するところを、{card}の能力で置き換えた。"},
}
_WHERE = {"en": {"top": "top", "bottom": "bottom"}, "ja": {"top": "上", "bottom": "下"}}


def shared_line(state: State | None, e: Event, lang: str, viewer: int | None) -> str | None:
    """The log line of a shared-engine event, or None for a game's own event. A looked-at card is
    named only to a player allowed to see it (G1)."""
    k = template_key(e, viewer)
    t = _SHARED_T.get(lang, _SHARED_T["en"])
    if k not in t:
        return None
    sep = "、" if lang == "ja" else ", "
    return counted(t[k].format(P=player_name(e.get("player"), lang), O=player_name(e.get("owner"), lang),
                               count=e.get("count"),
                               where=_WHERE.get(lang, _WHERE["en"]).get(e.get("where"), e.get("where")),
                               cards=sep.join(card_name(state, c, lang) for c in e.get("cards", ())),
                               card=card_name(state, e.get("card"), lang)))
