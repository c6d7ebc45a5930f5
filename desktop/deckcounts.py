"""Counts in the deck pages' texts ("1 card", "2 cards", "50 cards + 2 in the sideboard").

Counts use Qt's numerus translations (a "%n card(s)" source and the count); the English catalog holds their
plural forms. `plural` gives the English forms also where that catalog lacks a string (a new one
before the catalogs are updated, or no catalog loaded at all, as in the tests).
"""
from __future__ import annotations

from .qt import QCoreApplication


def plural(text: str, n: int) -> str:
    """A numerus translation with "(s)" left in (untranslated English) turned into its singular or plural."""
    return text.replace("(s)", "" if n == 1 else "s") if "(s)" in text else text


def cards_text(n: int) -> str:
    """"1 card", "2 cards"."""
    return plural(QCoreApplication.translate("deckcounts", "%n card(s)", "", n), n)


def deck_size_text(counts: dict[str, int]) -> str:
    """A deck's size for the deck list: the sideboard apart, since it is not part of the deck played
    (Phantom Magic Vision D1.4): "50 cards", "50 cards + 2 in the sideboard"."""
    side = counts.get("sideboard", 0)
    text = cards_text(sum(counts.values()) - side)
    if side:
        text = plural(QCoreApplication.translate("deckcounts", "%1 + %n in the sideboard", "", side), side).replace(
            "%1", text)
    return text
