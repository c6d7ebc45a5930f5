"""What one player may know (G1, D3.3): decks, the opponent's hand and both sideboards are
hidden; 場, nodes, 冥界, the removed zone and the play areas are public, and every zone's count
is known. Resampling redraws the hidden cards for a search AI."""
from __future__ import annotations

from typing import Any

from ... import faces, knowledge, resampling, viewparts
from ...deckops import known_to
from ...layers import chars
from ...state import State
from . import core
from .combat import combat

PUBLIC = ("field", "set", "nodes", "play", "graveyard", "removed")
_KEYS = viewparts.player_keys(("deck", "hand", "sideboard", *PUBLIC))
_HIDDEN = resampling.hidden_keys(("deck",), ("hand", "sideboard"))  # D3.3


def _viewer(state: State) -> viewparts.CardView:
    """The view of a card of `state`: with its host, its face and the removal under way, if any."""
    defs, orient, damage, orient_names = state.defs, state.orient, state.damage, core.ORIENT

    def cv(i: int) -> dict[str, Any]:
        c = chars(state, i)
        out = {"iid": i, "id": defs[i].id, "orient": orient_names[min(orient[i], 1)],
               "damage": damage[i], "attack": c.power, "toughness": c.defense}
        host = core.host_of(state, i)
        if host is not None:
            out["host"] = host
        if faces.face_of(state, i):
            out["face"] = faces.face_of(state, i)
        for k, s in (("doomed", core.DOOMED), ("destroying", core.DESTROYING), ("banishing", core.BANISHING)):
            if i in state.flags.get(s, ()):
                out["removal"] = k
        return out
    return cv


def view(state: State, p: int) -> dict[str, Any]:
    zones = state.zones
    cv = _viewer(state)
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        hand, side = zones[k["hand"]], zones[k["sideboard"]]
        pl: dict[str, Any] = {
            "life": core.life(state, q), "deck": len(zones[k["deck"]]),
            "hand": [cv(i) for i in hand] if q == p else len(hand), "hand_count": len(hand),
            "sideboard": [cv(i) for i in side] if q == p else len(side),
            "decklist": list(state.decklists[q]),
        }
        for z in PUBLIC:
            pl[z] = [cv(i) for i in zones[k[z]]]
        players.append(pl)
    c = combat(state)
    return {
        "game": "phantom_magic_vision", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": state.step,
        "result": list(state.result) if state.result else None, "players": players,
        "stack": viewparts.stack_view(state),
        "known": [cv(i) for i in known_to(state, p)],
        "combat": None if c is None else {"attacker": c[0], "defender": c[3], "cancelled": c[6]},
        "decision": viewparts.decision(state, p),
    }


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p` (D3.3): both decks, the opponent's hand and sideboard."""
    return resampling.cards_in(state, _HIDDEN[p])


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py)."""
    return knowledge.unknown(state, p, _concealed(state, p))


def _sideboards(state: State, hidden: list[int]) -> set[int]:
    return {*state.zones["0.sideboard"], *state.zones["1.sideboard"]}


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from its owner's hidden pool (the
    sideboard's pool apart: a sideboard holds only 弐符 cards), and deck order redrawn, keeping
    what `p` knows (engine/resampling.py)."""
    return resampling.resample(state, p, seed, _concealed, _sideboards)
