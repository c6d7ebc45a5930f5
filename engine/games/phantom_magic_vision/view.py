"""What one player may know (G1, D3.3): decks, the opponent's hand and both sideboards are
hidden; 場, nodes, 冥界, the removed zone and the play areas are public, and every zone's count
is known. Resampling redraws the hidden cards for a search AI."""
from __future__ import annotations

from typing import Any

from ... import faces, knowledge, resampling, stack
from ...deckops import known_to
from ...layers import chars
from ...rng import Rng
from ...state import State
from . import core
from .combat import combat

PUBLIC = ("field", "set", "nodes", "play", "graveyard", "removed")


def _cv(state: State, i: int) -> dict[str, Any]:
    c = chars(state, i)
    out = {"iid": i, "id": state.defs[i].id, "orient": core.ORIENT[min(state.orient[i], 1)],
           "damage": state.damage[i], "attack": c.power, "toughness": c.defense}
    host = core.host_of(state, i)
    if host is not None:
        out["host"] = host
    if faces.face_of(state, i):
        out["face"] = faces.face_of(state, i)
    for k, s in (("doomed", core.DOOMED), ("destroying", core.DESTROYING), ("banishing", core.BANISHING)):
        if i in state.flags.get(s, ()):
            out["removal"] = k
    return out


def view(state: State, p: int) -> dict[str, Any]:
    zones = state.zones
    players = []
    for q in (0, 1):
        hand = zones[f"{q}.hand"]
        pl: dict[str, Any] = {
            "life": core.life(state, q), "deck": len(zones[f"{q}.deck"]),
            "hand": [_cv(state, i) for i in hand] if q == p else len(hand), "hand_count": len(hand),
            "sideboard": [_cv(state, i) for i in zones[f"{q}.sideboard"]] if q == p else len(zones[f"{q}.sideboard"]),
            "decklist": list(state.decklists[q]),
        }
        for z in PUBLIC:
            pl[z] = [_cv(state, i) for i in zones[f"{q}.{z}"]]
        players.append(pl)
    d = state.decision
    c = combat(state)
    return {
        "game": "phantom_magic_vision", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": state.step,
        "result": list(state.result) if state.result else None, "players": players,
        "stack": [{"uid": it[0], "kind": it[1], "card": state.defs[it[2]].id, "iid": it[2], "player": it[4]}
                  for it in stack.items(state)],
        "known": [_cv(state, i) for i in known_to(state, p)],
        "combat": None if c is None else {"attacker": c[0], "defender": c[3], "cancelled": c[6]},
        "decision": None if d is None else (
            {"player": d.player, "kind": d.kind, "prompt": list(d.prompt), "options": [a.to_json() for a in d.options]}
            if d.player == p else {"player": d.player, "kind": d.kind}),
    }


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p` (D3.3): both decks, the opponent's hand and sideboard."""
    out = []
    for q in (0, 1):
        out += state.zones[f"{q}.deck"]
        if q != p:
            out += state.zones[f"{q}.hand"] + state.zones[f"{q}.sideboard"]
    return out


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py)."""
    known = knowledge.known_cards(state, p)
    return [i for i in _concealed(state, p) if i not in known]


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from its owner's hidden pool (the
    sideboard's pool apart: a sideboard holds only 弐符 cards), and deck order redrawn, keeping
    what `p` knows (engine/knowledge.py)."""
    s = state.clone()
    hidden = _concealed(s, p)
    pools: list[list[int]] = [[], [], [], []]  # (0: deck and hand, 0: sideboard, 1: ..., 1: ...)
    owner, zone_of = s.owner, s.zone_of
    for i in hidden:
        pools[2 * owner[i] + (zone_of[i].endswith(".sideboard"))].append(i)
    resampling.redraw(s, p, Rng(seed), pools)
    return s
