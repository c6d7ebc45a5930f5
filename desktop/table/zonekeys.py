"""Which engine zone key each board place shows: (zone name, player, slot) -> key, asked of the
game's adapter (kept apart from the board widget, which only draws and handles input)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import cast

from engine.rules import ZoneSpec
from engine.state import State

from .games import GameAdapter


class _ZoneKeys:
    """What `GameAdapter.zone_key` reads of a state: its zone keys."""

    def __init__(self, keys: set[str]) -> None:
        self.zones = dict.fromkeys(keys)


def keys_for(specs: list[ZoneSpec], adapter: GameAdapter, zone_keys: Iterable[str]) -> dict[tuple[str, int | None, int | None], str]:
    """(zone name, player, slot) -> engine zone key for every zone of the game (the adapter's
    `zone_key`: a zone with slots is shown per slot when its slots have keys of their own)."""
    have = set(zone_keys)
    probe = cast(State, _ZoneKeys(have))
    out: dict[tuple[str, int | None, int | None], str] = {}
    for s in specs:
        if s.shared:
            out[(s.name, None, None)] = adapter.shared_keys.get(s.name, s.name)
            continue
        for q in (0, 1):
            whole = adapter.zone_key(s, q, None, probe)
            first = adapter.zone_key(s, q, 0, probe) if s.slots else whole
            if first in have and first != whole:
                for k in range(s.slots):
                    out[(s.name, q, k)] = adapter.zone_key(s, q, k, probe)
            else:
                out[(s.name, q, None)] = whole
    return out
