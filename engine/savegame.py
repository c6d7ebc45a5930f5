"""Save and load a game in progress, pending decision included, as JSON data.

A save is the engine's own state, not a format people write. Format 2 carries a digest of the state,
an unkeyed sha256: it finds accidental damage (a file cut or changed by a disk, a copy, a tool), but
anyone editing a save can recompute it, so it proves nothing. Every loaded position is therefore
checked in full whatever its digest (engine.savecheck: the data; engine.savetrial: every legal answer
tried one step on a clone), and a save that would fail in play is refused at load with a FormatError
naming the file and the part. Format 1 saves (no digest) still load, with the same checks.
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
from .savecheck import SaveDamage, check_snapshot
from .savetrial import check_position, why
from .state import State, card_table, restore
from .version import ENGINE_VERSION, SAVE_FORMAT

MAGIC = "tcgtable-save"
READABLE_FORMATS = (1, 2)


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
        raise FormatError(source, "digest",
                          "the saved game is damaged (its contents do not match its digest)")
    try:
        rules = get_rules(snap["game"])
    except (KeyError, TypeError):
        raise FormatError(source, "state.game", f"unknown game {snap.get('game')!r}") from None
    cards = cards_from_raw(snap["game"], cards_raw, f"{source} (embedded cards)")
    try:
        check_snapshot(rules, snap, card_table(rules, cards))
        state = restore(rules, snap, cards)
        check_position(state)
    except SaveDamage as e:
        raise FormatError(source, f"state.{e.item}" if e.item else "state", e.problem) from None
    except Exception as e:  # noqa: BLE001 - whatever else damaged data makes fail is a damaged save, never a crash
        raise FormatError(source, "state", f"damaged saved game ({why(e)})") from None
    return state
