"""Shared filter keys that read a card's text, its words and its printed values
(docs/cardsets.md, "Selectors and filters"). `interp.match_filter` asks this table for a shared
key it does not handle itself; a game may refine any of them in its `filter_ops` (Phantom Magic
Vision: a character has the text of the 装備 / 呪符 cards set on it, 10.13.6, 10.14.4).

- `text_has: TEXT`: the card's text, in either language, contains TEXT (case-insensitive). The
  text is what the card says, so a keyword is the word written there and never the text it
  stands for (PMV 10.1.5: 戦術 and 特殊効果 are referred to as the words on the card).
- `keyword: WORD`: the card has this keyword now (printed or granted).
- `printed: {power_min, power_max, defense_min, defense_max, level_min, level_max}`: the values
  printed on the card (the face it shows), before any effect; `power_min` etc. at the top of a
  filter read the current values.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .layers import Chars, ability_info

if TYPE_CHECKING:
    from .state import State

PRINTED_KEYS = ("power_min", "power_max", "defense_min", "defense_max", "level_min", "level_max")


def text_has(state: State, iid: int, v: Any, src: int, c: Chars) -> bool:
    return card_text_has(state.defs[iid].text, v)


def card_text_has(text: dict[str, str], v: str) -> bool:
    """`v` in either language of a card's text, case-insensitive (casefold leaves Japanese as it is)."""
    needle = v.casefold()
    return any(needle in t.casefold() for t in text.values() if isinstance(t, str))


def keyword(state: State, iid: int, v: Any, src: int, c: Chars) -> bool:
    return v in c.keywords


def printed(state: State, iid: int, v: Any, src: int, c: Chars) -> bool:
    base = ability_info(state.defs[iid]).base  # printed values, no effect applied
    for k, n in v.items():
        stat = getattr(base, k[:-4])
        if (stat < n) if k.endswith("_min") else (stat > n):
            return False
    return True


SHARED: dict[str, Callable[[State, int, Any, int, Chars], bool]] = {
    "text_has": text_has, "keyword": keyword, "printed": printed,
}
