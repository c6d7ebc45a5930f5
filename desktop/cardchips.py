"""Keyword chips on card faces: their names (the term the card text uses, in the face's language)
and their reminder text, both from the game's keyword data (`engine/games/<game>/keyword_text.py`,
written from the rules' keyword definitions), the chips' painting, and which chip is under the
mouse (for a tooltip with the reminder).

A chip's place is known once the face has been drawn at that width (faces are drawn once per
width and cached): the painter records it here, and `chip_tip_at` looks it up. A face drawn from a
picture has no chips, so nothing is found for it."""
from __future__ import annotations

import html
import importlib
from collections import OrderedDict
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from engine.cards import CardDef
from engine.layers import ability_info

from . import setlabels
from .qt import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPointF, QRectF, Qt

if TYPE_CHECKING:
    from .cardstyle import FrameStyle
    from .facedata import FaceData

TAG_CHIP = QColor("#5b3d8a")  # a «trait» chip (not a keyword)


@lru_cache(maxsize=8)
def keyword_text(game: str) -> dict[str, tuple[str, str, str, str, str]]:
    """A game's keywords: key -> (English name, Japanese name, English reminder, Japanese reminder,
    clause); {} for a game without keyword data."""
    try:
        return dict(importlib.import_module(f"engine.games.{game}.keyword_text").KEYWORD_TEXT)
    except (ImportError, AttributeError):
        return {}


def keyword_chip(game: str, key: str, lang: str, value: Any = None) -> tuple[str, str]:
    """(chip name, reminder text) of keyword `key` in `lang`; "{v}" becomes `value`. Without a
    value (or 0, a cost not shown: ブロッカー(x) "paying [0:x] if x is shown") the name leaves the
    number out. A keyword the data does not know keeps its key as its name and has no reminder."""
    row = keyword_text(game).get(key)
    if row is None:
        return key.replace("_", " ").title(), ""
    ja = lang == "ja"
    name, tip = (row[1], row[3]) if ja else (row[0], row[2])
    if value is None or value == 0:
        return name.replace(" ({v})", "").replace("({v})", "").replace("{v}", ""), tip.replace("{v}", "0")
    return name.replace("{v}", str(value)), tip.replace("{v}", str(value))


def face_chips(cd: CardDef, lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The chips of a card of a game without a face module of its own: its keywords (names as its
    text writes them) and then its traits «...»; and each chip's reminder ("" for a trait)."""
    ab = ability_info(cd)
    chips = [keyword_chip(cd.game, kw, lang) for kw in sorted(ab.keywords)]
    for t in sorted(ab.tags):
        label = setlabels.label(cd, "tags", t, lang) if setlabels.has(cd, "tags", t) else t.title()
        chips.append((f"«{label}»", ""))
    return tuple(c[0] for c in chips), tuple(c[1] for c in chips)


# -- painting and finding ---------------------------------------------------------------------------
# (card id, language, face width in px) -> [(chip rectangle from the card's top left, name, reminder)]
_PLACES: OrderedDict[tuple[str, str, int], list[tuple[QRectF, str, str]]] = OrderedDict()
_PLACES_MAX = 1024


def _font(px: float) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def paint_chips(p: QPainter, inner: QRectF, face: FaceData, st: FrameStyle, u: float, card: QRectF) -> float:
    """Draw the face's chips in a row at the top of `inner` (the text box) as far as they fit, and
    note where each one is (for `chip_tip_at`); returns the y below them."""
    if not face.keywords:
        return inner.top()
    chip_h = 5.4 * u
    x, y = inner.left(), inner.top()
    p.setFont(_font(chip_h * 0.62))
    fm = QFontMetricsF(p.font())
    places = []
    for i, kw in enumerate(face.keywords):
        cw = fm.horizontalAdvance(kw) + 2.6 * u
        if x + cw > inner.right():
            break
        chip = QRectF(x, y, cw, chip_h)
        p.setBrush(TAG_CHIP if kw.startswith("«") else st.badge)
        p.setPen(Qt.PenStyle.NoPen)
        path = QPainterPath()
        path.addRoundedRect(chip, chip_h / 2, chip_h / 2)
        p.drawPath(path)
        p.setPen(QColor("white"))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, kw)
        tip = face.keyword_tips[i] if i < len(face.keyword_tips) else ""
        places.append((chip.translated(-card.left(), -card.top()), kw, tip))
        x += cw + 1.2 * u
    key = (face.card_id, face.lang, round(card.width()))
    _PLACES[key] = places
    _PLACES.move_to_end(key)
    while len(_PLACES) > _PLACES_MAX:
        _PLACES.popitem(last=False)
    return y + chip_h + 1.4 * u


def chip_at(card_id: str, lang: str, card: QRectF, pos: QPointF) -> tuple[str, str] | None:
    """(name, reminder) of the chip at `pos` on a face of card `card_id` drawn in `card` (a
    card-shaped rectangle, same coordinates as pos), or None."""
    local = pos - card.topLeft()
    for r, name, tip in _PLACES.get((card_id, lang, round(card.width())), ()):
        if r.contains(local):
            return name, tip
    return None


def chip_tip_at(card_id: str, lang: str, card: QRectF, pos: QPointF) -> str:
    """The tooltip for the chip at `pos` (its name in bold, then its reminder), or "" (none there,
    or a chip without reminder text, such as a trait)."""
    found = chip_at(card_id, lang, card, pos)
    if found is None or not found[1]:
        return ""
    return f"<b>{html.escape(found[0])}</b><br>{html.escape(found[1])}"
