"""Last known information (913.1): a card's characteristics as it last was in an area, read by
trigger filters (908.3a) and mission conditions alike."""
from __future__ import annotations

from typing import Any

from ... import interp
from ...layers import Chars
from ...state import State


def lki_chars(state: State, iid: int, lki: tuple[Any, ...]) -> Chars:
    c = Chars(state.defs[iid])
    c.power, c.level, c.tags, c.keywords = lki[1], lki[2], frozenset(lki[3]), frozenset(lki[6])
    return c


def lki_getc(state: State, subject: int, lki: tuple[Any, ...]) -> Any:
    """Characteristics with `subject` as it last was in an area (913.1)."""
    def getc(i: int) -> Chars:
        return lki_chars(state, i, lki) if i == subject else interp.chars(state, i)
    return getc
