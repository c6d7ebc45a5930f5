"""What one player may know (G1): both decks and the opponent's hand are hidden; every other zone
is public (the attribute area too, Q35), and every zone's count is known. Resampling redraws
the hidden cards for a search AI."""
from __future__ import annotations

from typing import Any

from ... import knowledge, resampling, viewparts
from ...deckops import known_to
from ...layers import chars
from ...state import State
from .combat_state import combat
from .core import ORIENT
from .zones import GRID_KEYS

_KEYS = viewparts.player_keys(("deck", "hand", "slot", "attribute", "discard"))
_HIDDEN = resampling.hidden_keys(("deck",), ("hand",))  # G1


def shown_step(state: State) -> str:
    """The step as the table names it: between damage determinations, while the turn player
    declares the next attack or no more, it is the attack declaration (6.3 (1)), not a
    determination under way."""
    return "declare" if state.step == "damage" and combat(state) is None else state.step


def _viewer(state: State) -> viewparts.CardView:
    """The view of a card of `state` (a closure over its lists: a search reads views constantly)."""
    defs, orient, damage = state.defs, state.orient, state.damage

    def cv(i: int) -> dict[str, Any]:
        c = chars(state, i)
        return {"iid": i, "id": defs[i].id, "orient": ORIENT[orient[i]], "damage": damage[i],
                "at": c.power, "df": c.defense, "ac": c.level}
    return cv


def view(state: State, p: int) -> dict[str, Any]:
    zones = state.zones
    cv = _viewer(state)
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        hand = zones[k["hand"]]
        players.append({
            "deck": len(zones[k["deck"]]),
            "hand": [cv(i) for i in hand] if q == p else len(hand),
            "hand_count": len(hand),
            "grid": [[cv(i) for i in zones[key]] for key in GRID_KEYS[q]],
            "field_slot": [cv(i) for i in zones[k["slot"]]],
            "attribute": [cv(i) for i in zones[k["attribute"]]],
            "discard": [cv(i) for i in zones[k["discard"]]],
            "decklist": list(state.decklists[q]),
        })
    c = combat(state)
    return {
        "game": "grid", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": shown_step(state),
        "result": list(state.result) if state.result else None, "players": players,
        "stack": viewparts.stack_view(state),
        "stack_cards": [cv(i) for i in zones["stack"]],
        "known": [cv(i) for i in known_to(state, p)],
        "combat": None if c is None else {"step": c[0], "attacker": c[1], "defender": c[4], "blocked": c[7],
                                          "supporters": [s[0] for s in c[8]], "ended": c[9]},
        "decision": viewparts.decision(state, p),
    }


def _ev(state: State, i: int) -> dict[str, Any]:
    c = chars(state, i)
    return {"at": c.power, "df": c.defense, "orient": ORIENT[state.orient[i]]}


def eval_view(state: State, p: int) -> dict[str, Any]:
    """The part of `view(state, p)` the evaluation reads (evaluate.py): the result, and per player
    the deck and hand counts, the units on the grid and the attribute area, all public (and whose
    turn it is, for the fitted leaf). A search
    judges thousands of positions a decision; this builds a fraction of the view."""
    zones, orient = state.zones, state.orient
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        players.append({
            "deck": len(zones[k["deck"]]),
            "hand_count": len(zones[k["hand"]]),
            "grid": [[_ev(state, i) for i in zones[key]] for key in GRID_KEYS[q]],
            "attribute": [{"orient": ORIENT[orient[i]]} for i in zones[k["attribute"]]],
        })
    return {"result": list(state.result) if state.result else None, "turn_player": state.turn_player,
            "players": players}


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p` (G1): both decks, the opponent's hand."""
    return resampling.cards_in(state, _HIDDEN[p])


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py)."""
    return knowledge.unknown(state, p, _concealed(state, p))


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from its owner's hidden pool, and deck
    order redrawn, keeping what `p` knows (engine/resampling.py). Depends only on what `p` sees
    and knows and on the seed."""
    return resampling.resample(state, p, seed, _concealed)
