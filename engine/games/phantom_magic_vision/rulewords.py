"""The shared rule words Phantom Magic Vision takes beyond its own effects (docs/
phantom_magic_vision.md, "Prohibitions, target players, this turn, set limits"): `prohibit`
(engine/prohibitions.py; the actions it names are checked in flow.priority_options),
`choose_player` and `player: $p` (engine/playertargets.py: 目標 a player, D5.2, A3), the
`this_turn` condition (engine/turnlog.py; core.emit_event records zones.HISTORY) and its reading
of the shared `text_has` filter (a character has the text of the cards set on it, 10.13.6)."""
from __future__ import annotations

from typing import Any

from ... import cardfilters, interp, playertargets, prohibitions, turnlog
from ...state import State
from . import core
from .zones import vocabulary


def effect_ops(game_ops: dict[str, Any]) -> dict[str, Any]:
    """The game's effect ops with `prohibit` and `choose_player`, every op with a `player` option
    (shared or the game's) reading a chosen player."""
    ops = {**game_ops, **prohibitions.EFFECTS, **playertargets.EFFECTS}
    with_player = [op for op, options in vocabulary().effects.items() if "player" in options]
    return {**ops, **playertargets.with_player_refs({k: ops.get(k) or interp.EFFECT_OPS[k] for k in with_player})}


def _text_has(state: State, iid: int, v: Any, src: int) -> bool:
    """10.13.6 / 10.14.4: a character has the text of the 装備 and 呪符 cards set on it; 10.1.5: a
    word is the word written on the card, never the text it stands for."""
    if cardfilters.card_text_has(state.defs[iid].text, v):
        return True
    return any(cardfilters.card_text_has(state.defs[c].text, v) for c in core.giving(state, iid))


FILTERS = {"text_has": _text_has}
CONDITIONS = dict(turnlog.CONDITIONS)
