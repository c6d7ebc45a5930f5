"""Save and load a game in progress, pending decision included, as JSON data.

A save is the engine's own state, not a format people write, so format 2 carries a digest of the
state: a damaged or edited save is refused at load instead of failing somewhere later in play.
Format 1 saves (no digest) still load.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

from . import faces
from .cardset import cards_from_raw
from .datafile import check_plain
from .errors import FormatError
from .games import get_rules
from .state import State, restore
from .version import ENGINE_VERSION, SAVE_FORMAT

MAGIC = "tcgtable-save"
READABLE_FORMATS = (1, 2)
# What restore() and the first look at the position raise on data of the wrong shape.
_DAMAGED = (KeyError, TypeError, ValueError, IndexError, AttributeError)


def state_digest(snap: dict[str, Any]) -> str:
    text = json.dumps(snap, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def save(state: State) -> dict[str, Any]:
    snap = state.snapshot()
    return {"format": MAGIC, "format_version": SAVE_FORMAT, "engine_version": ENGINE_VERSION,
            "cards": faces.printed_raw(state.deftable), "state": snap, "digest": state_digest(snap)}


def load(data: Any, source: str = "<save>") -> State:
    """The saved position; FormatError naming the file and the part that is wrong otherwise."""
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise FormatError(source, "format", "not a TCG Table saved game")
    version = data.get("format_version")
    if isinstance(version, bool) or version not in READABLE_FORMATS:
        raise FormatError(source, "format_version", f"unsupported saved-game format {version!r}")
    check_plain(data, source)
    snap, cards_raw = data.get("state"), data.get("cards")
    if not isinstance(snap, dict):
        raise FormatError(source, "state", "missing or not a mapping")
    if version >= 2 and data.get("digest") != state_digest(snap):
        raise FormatError(source, "digest", "the saved game is damaged (its contents do not match its digest)")
    try:
        rules = get_rules(snap["game"])
    except (KeyError, TypeError):
        raise FormatError(source, "state.game", f"unknown game {snap.get('game')!r}") from None
    cards = cards_from_raw(snap["game"], cards_raw, f"{source} (embedded cards)")
    try:
        state = restore(rules, snap, cards)
        _check_consistent(state)
        state.legal_actions()  # the pending decision must be answerable
    except _DAMAGED as e:
        raise FormatError(source, "state", f"damaged saved game ({type(e).__name__}: {str(e)[:200]})") from None
    return state


def _check_consistent(s: State) -> None:
    """Every card in exactly one zone, and the per-card lists as long as the card list."""
    n = len(s.defs)
    for name in ("owner", "orient", "damage", "obj", "placed"):
        if len(getattr(s, name)) != n:
            raise ValueError(f"{name} has {len(getattr(s, name))} entries for {n} cards")
    seen = [0] * n
    for cards in s.zones.values():
        for i in cards:
            if not isinstance(i, int) or not 0 <= i < n:
                raise ValueError(f"a zone holds {i!r}, not a card")
            seen[i] += 1
    if any(c != 1 for c in seen):
        raise ValueError("a card is in no zone or in two")
