"""Save and load a game in progress, pending decision included, as JSON data."""
from __future__ import annotations

from typing import Any

from .cardset import cards_from_raw
from .errors import FormatError
from .games import get_rules
from .state import State, restore
from .version import ENGINE_VERSION, SAVE_FORMAT

MAGIC = "tcgtable-save"


def save(state: State) -> dict[str, Any]:
    return {"format": MAGIC, "format_version": SAVE_FORMAT, "engine_version": ENGINE_VERSION,
            "cards": {d.id: d.raw for d in state.deftable.values()}, "state": state.snapshot()}


def load(data: dict[str, Any], source: str = "<save>") -> State:
    if not isinstance(data, dict) or data.get("format") != MAGIC:
        raise FormatError(source, "format", "not a TCG Table saved game")
    if data.get("format_version") != SAVE_FORMAT:
        raise FormatError(source, "format_version", f"unsupported saved-game format {data.get('format_version')!r}")
    snap = data["state"]
    try:
        rules = get_rules(snap["game"])
    except KeyError:
        raise FormatError(source, "state.game", f"unknown game {snap.get('game')!r}") from None
    cards = cards_from_raw(snap["game"], data["cards"], f"{source} (embedded cards)")
    try:
        return restore(rules, snap, cards)
    except (KeyError, TypeError, ValueError) as e:
        raise FormatError(source, "state", f"damaged saved game ({e!r})") from None
