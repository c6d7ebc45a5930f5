"""Pieces of log-line rendering every game shares: player and card names, and which
template an event uses (game end, hidden card identities)."""
from __future__ import annotations

from typing import Any

from .events import Event
from .state import State


def player_name(p: Any, lang: str) -> str:
    if p is None:
        return "?"
    return f"Player {p + 1}" if lang == "en" else f"プレイヤー{p + 1}"


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
    """The template an event is rendered with: game end by result; a draw or move the viewer
    may not see the card of gets its `_hidden` form."""
    k = e.kind
    if k == "game_end":
        return "game_end_win" if e.get("result") == "win" else "game_end_draw"
    if k in ("draw", "move") and e.private is not None and viewer is not None and viewer != e.private:
        return k + "_hidden"
    return k
