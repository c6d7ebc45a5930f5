"""Phantom Magic Vision positions in rules scenarios beyond their cards (docs/scenarios.md):
life totals (D1.1), cards set on characters (装備 10.13, 呪符 10.14, 人気 10.34) and what the
game remembers for the current turn."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...scenario_setup import used_abilities as used
from ...state import State
from . import core

_PER_PLAYER = {"character_played": "char_played", "doll_played": "doll_played", "node_set": "node_set"}


def extra(state: State, key: str, val: Any, card: Callable[[Any], int]) -> None:
    """`life: {P: N}`; `attached: [{card: "@c", on: "@character", popular: bool}]`; `this_turn:
    {used: [["@card", ability]], character_played: [P], doll_played: [P], node_set: [P]}`."""
    if key == "life":
        lives = list(state.flags.get("life", (core.STARTING_LIFE, core.STARTING_LIFE)))
        for p, n in val.items():
            lives[int(p)] = n
        state.flags["life"] = tuple(lives)
    elif key == "attached":
        for n, item in enumerate(val):
            if set(item) - {"card", "on", "popular"} or "card" not in item or "on" not in item:
                raise ValueError(f"attached[{n}] is {{card: '@card', on: '@character', popular: true|false}}")
            c, host = card(item["card"]), card(item["on"])
            if not core.is_character(state, host):
                raise ValueError(f"attached[{n}]: {state.defs[host].name['en']} is not a character on the field")
            if c == host or core.host_of(state, c) is not None:
                raise ValueError(f"attached[{n}]: {state.defs[c].name['en']} cannot be set there")
            if type(item.get("popular", False)) is not bool:
                raise ValueError(f"attached[{n}].popular is true or false")
            core.set_under(state, c, host, cause="setup", popular=item.get("popular", False))
    elif key == "this_turn":
        for k, v in val.items():
            if k == "used":
                state.flags["used_turn"] = state.flags.get("used_turn", ()) + tuple(used(state, v, card))
            elif k in _PER_PLAYER:
                if not isinstance(v, list) or any(p not in (0, 1) or type(p) is not int for p in v):
                    raise ValueError(f"{k} is a list of players (0, 1)")
                state.flags[_PER_PLAYER[k]] = tuple(sorted(set(v)))
            else:
                raise ValueError(f"unknown this_turn key {k!r} (used, {', '.join(_PER_PLAYER)})")
    else:
        raise ValueError(f"unknown setup key {key}")
