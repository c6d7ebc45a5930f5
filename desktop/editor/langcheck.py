"""Warnings (not problems: the set still loads and may be used) for a card written in one language
only: its English name or text was changed while the Japanese is still the new card's default or
empty, or the other way round. The app shows every card in the player's language, so a Japanese
player would otherwise see "新しいカード001" on a card whose English name is finished. No Qt here;
the form words the warnings (form.py)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .setdata import EditorCard

# what setdata.new_card writes: a field still like this was never written by the player
_DEFAULTS = {
    "name_en": re.compile(r"New card \S*"),
    "name_ja": re.compile(r"新しいカード\S*"),
    "text_en": re.compile(r"\(No abilities\.\)"),
    "text_ja": re.compile(r"[(（]能力なし[)）]"),
}


@dataclass(frozen=True)
class LangWarning:
    """Card `card` (its number) has `field` ("name_ja", "text_en", ...) unwritten while its other
    language's field was written."""

    card: int
    number: str
    field: str


def unwritten(field: str, value: str) -> bool:
    return not value.strip() or bool(_DEFAULTS[field].fullmatch(value.strip()))


def language_warnings(cards: list[EditorCard]) -> list[LangWarning]:
    out: list[LangWarning] = []
    for i, c in enumerate(cards):
        for what in ("name", "text"):
            en, ja = f"{what}_en", f"{what}_ja"
            en_open, ja_open = unwritten(en, getattr(c, en)), unwritten(ja, getattr(c, ja))
            if en_open != ja_open:
                out.append(LangWarning(i, c.number, en if en_open else ja))
    return out
