"""What a card face shows (FaceData), as plain data: cardface.py builds and paints it, the games'
own faces (cardface_grid.py, cardface_pmv.py) and the keyword chips add to it."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class FaceData:
    """What a card face shows, in one language."""

    game: str
    card_type: str
    card_id: str
    set_code: str
    number: str
    rarity: str
    name: str
    subtitle: str  # titles ("Crimson Wing"), shown on the art panel
    series: str
    type_line: str
    badge_label: str
    badge_value: str
    stats: tuple[tuple[str, str], ...]
    keywords: tuple[str, ...]
    text: str
    hue: int
    glyph: str
    gender: str = ""
    lang: str = "en"
    extra: dict[str, str] = field(default_factory=dict)
    keyword_tips: tuple[str, ...] = ()  # each chip's reminder text (cardchips), "" for none
