"""Colours of drawn card faces: a frame per game and card type, an art palette per series/tag,
and rarity gems. Pure data plus a few colour helpers; the painting is in cardface.py."""
from __future__ import annotations

import zlib
from dataclasses import dataclass

from .qt import QColor


@dataclass(frozen=True)
class FrameStyle:
    """Colours of a card frame."""

    outer: QColor  # the card's border
    inner: QColor  # the frame body
    accent: QColor  # trims, name bar edge, badge ring
    name_bar: QColor
    name_text: QColor
    text_box: QColor
    text_ink: QColor
    badge: QColor


def _c(hex_: str) -> QColor:
    return QColor(hex_)


# game -> (outer, inner, accent, name bar, badge)
_GAME_BASE: dict[str, tuple[str, str, str, str, str]] = {
    "victory_spark": ("#14172b", "#262c4f", "#d9b45a", "#f3ead2", "#b3262e"),
    "vividz": ("#1b1024", "#3b1d4f", "#ff6fb1", "#fbe9f3", "#7a2bbf"),
    "grid": ("#0f1a1f", "#22404b", "#5fd0c9", "#e5f4f3", "#1f6f8b"),
    "phantom_magic_vision": ("#141022", "#2e2452", "#9fa8ff", "#ecebff", "#4b3fb0"),
}
_DEFAULT_BASE = ("#1a1a1a", "#3a3a3a", "#c8c8c8", "#f0f0f0", "#555555")

# card type -> frame body tint (replaces `inner`) and accent, per game when it matters
_TYPE_TINT: dict[str, tuple[str, str]] = {
    "event": ("#1f4a36", "#8fd6a8"),
    "mission": ("#1d3b63", "#8cc2ff"),
    "account": ("#5a4312", "#f2cd6b"),
    "spell": ("#144a52", "#7fe0e0"),
    "command": ("#5a2b12", "#ffb070"),
}

# tags and known series -> hue of the art panel
_TAG_HUES: dict[str, int] = {"hero": 212, "idol": 332, "magic": 272, "detective": 168}
_SERIES_HUES: dict[str, int] = {  # the bundled sets' series, so each gets a distinct colour
    "Ironwing Vanguard": 212, "Encore Lighthouse": 332, "Lantern Hex Academy": 272, "Foggate Casebook": 168,
    "Tidewind Bakery": 30,
}

RARITY_COLOURS: dict[str, str] = {
    "C": "#9aa3ad", "U": "#5fb7a4", "R": "#5b8fe6", "RR": "#7f6cf0", "SR": "#e0b040", "SSR": "#f07a3a",
    "UR": "#e8508a", "SEC": "#d94bd9", "PR": "#4fc0e8", "P": "#4fc0e8",
}


def frame_style(game: str, card_type: str) -> FrameStyle:
    """The frame colours of a card of `card_type` in `game`."""
    outer, inner, accent, bar, badge = _GAME_BASE.get(game, _DEFAULT_BASE)
    tint = _TYPE_TINT.get(card_type)
    if tint is not None:
        inner, accent = tint
    elif card_type not in ("character", "chara", "unit", ""):
        hue = zlib.crc32(card_type.encode()) % 360
        inner = QColor.fromHsv(hue, 120, 90).name()
    return FrameStyle(_c(outer), _c(inner), _c(accent), _c(bar), _c("#1b1b22"), _c("#f7f2e6"), _c("#23211c"),
                      _c(badge))


_WORD_HUES: dict[str, int] = {  # colour words in attributes (Vividz infos and the like)
    "crimson": 4, "blaze": 12, "red": 0, "fire": 14, "azure": 205, "tide": 198, "blue": 215, "water": 200,
    "gale": 140, "green": 130, "wind": 150, "star": 46, "yellow": 50, "light": 48, "neon": 300, "purple": 280,
    "dark": 265,
}


def art_hue(tags: list[str] | tuple[str, ...] | frozenset[str], work: str, fallback: str) -> int:
    """A stable hue (0-359) for a card's art panel: its series' (or colour word's), else its tag's,
    else its id's."""
    if work in _SERIES_HUES:
        return _SERIES_HUES[work]
    for word in work.lower().replace("_", " ").split():
        if word in _WORD_HUES:
            return _WORD_HUES[word]
    if work:
        return round(zlib.crc32(work.encode()) * 137.508) % 360
    for t in sorted(tags):
        if t in _TAG_HUES:
            return _TAG_HUES[t]
    return zlib.crc32(fallback.encode()) % 360


def rarity_colour(rarity: str) -> QColor:
    return QColor(RARITY_COLOURS.get(rarity.upper(), "#b0b0b0"))
