"""The tooltip of a card (or an empty place) on the board: name, zone, id, stats, damage, and
what the view adds (progress counts, the character a card is set on)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..gameinfo import stat_label

if TYPE_CHECKING:
    from .boardapi import BoardLike as Board
    from .views import CardView
    from .zones import ZoneWidget


def card_tooltip(board: Board, zone: ZoneWidget, c: CardView | None) -> str:
    if c is None or c.card_id is None:
        if zone.zone is not None:
            return f"{zone.label}: {zone.zone.count}"
        return zone.label
    cd = board.card_defs.get(c.card_id)
    if cd is None:
        return c.card_id
    ja = board.lang == "ja"
    stats = " · ".join(f"{stat_label(k, board.lang)} {v}" for k, v in c.stats)
    parts = [f"<b>{cd.label(board.lang)}</b> — {zone.label}", cd.id]
    if stats:
        parts.append(stats)
    if c.damage:
        parts.append(f"ダメージ {c.damage}" if ja else f"Damage {c.damage}")
    for k, v in c.extra:
        if k == "counts" and isinstance(v, dict):
            parts.append(" · ".join(f"{part} {'/'.join(str(x) for x in xs)}" for part, xs in v.items()))
        if k == "host" and board.model is not None:  # a card set under a character
            found = board.model.card(v)
            if found is not None and found[1].card_id:
                host = board.card_name(found[1].card_id)
                parts.append(f"セット先: {host}" if ja else f"Set on: {host}")
    return "<br>".join(parts)
