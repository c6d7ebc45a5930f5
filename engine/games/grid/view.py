"""What one player may know (G1): both decks and the opponent's hand are hidden; every other zone
is public (the attribute area too, Q35), and every zone's count is known. Resampling redraws
the hidden cards for a search AI."""
from __future__ import annotations

from typing import Any

from ... import knowledge, resampling, stack
from ...deckops import known_to
from ...layers import chars
from ...rng import Rng
from ...state import State
from .combat_state import combat
from .core import ORIENT
from .geometry import AREAS


def _cv(state: State, i: int) -> dict[str, Any]:
    c = chars(state, i)
    return {"iid": i, "id": state.defs[i].id, "orient": ORIENT[state.orient[i]], "damage": state.damage[i],
            "at": c.power, "df": c.defense, "ac": c.level}


def shown_step(state: State) -> str:
    """The step as the table names it: between damage determinations, while the turn player
    declares the next attack or no more, it is the attack declaration (6.3 (1)), not a
    determination under way."""
    return "declare" if state.step == "damage" and combat(state) is None else state.step


def view(state: State, p: int) -> dict[str, Any]:
    zones = state.zones
    players = []
    for q in (0, 1):
        hand = zones[f"{q}.hand"]
        players.append({
            "deck": len(zones[f"{q}.deck"]),
            "hand": [_cv(state, i) for i in hand] if q == p else len(hand),
            "hand_count": len(hand),
            "grid": [[_cv(state, i) for i in zones[f"{q}.g{a}"]] for a in range(AREAS)],
            "field_slot": [_cv(state, i) for i in zones[f"{q}.slot"]],
            "attribute": [_cv(state, i) for i in zones[f"{q}.attribute"]],
            "discard": [_cv(state, i) for i in zones[f"{q}.discard"]],
            "decklist": list(state.decklists[q]),
        })
    d = state.decision
    c = combat(state)
    return {
        "game": "grid", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": shown_step(state),
        "result": list(state.result) if state.result else None, "players": players,
        "stack": [{"uid": it[0], "kind": it[1], "card": state.defs[it[2]].id, "iid": it[2], "player": it[4]}
                  for it in stack.items(state)],
        "stack_cards": [_cv(state, i) for i in zones["stack"]],
        "known": [_cv(state, i) for i in known_to(state, p)],
        "combat": None if c is None else {"step": c[0], "attacker": c[1], "defender": c[4], "blocked": c[7],
                                          "supporters": [s[0] for s in c[8]], "ended": c[9]},
        "decision": None if d is None else (
            {"player": d.player, "kind": d.kind, "prompt": list(d.prompt), "options": [a.to_json() for a in d.options]}
            if d.player == p else {"player": d.player, "kind": d.kind}),
    }


def _ev(state: State, i: int) -> dict[str, Any]:
    c = chars(state, i)
    return {"at": c.power, "df": c.defense, "orient": ORIENT[state.orient[i]]}


def eval_view(state: State, p: int) -> dict[str, Any]:
    """The part of `view(state, p)` the evaluation reads (evaluate.py): the result, and per player
    the deck and hand counts, the units on the grid and the attribute area, all public. A search
    judges thousands of positions a decision; this builds a fraction of the view."""
    zones, orient = state.zones, state.orient
    players = []
    for q in (0, 1):
        players.append({
            "deck": len(zones[f"{q}.deck"]),
            "hand_count": len(zones[f"{q}.hand"]),
            "grid": [[_ev(state, i) for i in zones[f"{q}.g{a}"]] for a in range(AREAS)],
            "attribute": [{"orient": ORIENT[orient[i]]} for i in zones[f"{q}.attribute"]],
        })
    return {"result": list(state.result) if state.result else None, "players": players}


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p` (G1): both decks, the opponent's hand."""
    out = []
    for q in (0, 1):
        out += state.zones[f"{q}.deck"]
        if q != p:
            out += state.zones[f"{q}.hand"]
    return out


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py)."""
    known = knowledge.known_cards(state, p)
    return [i for i in _concealed(state, p) if i not in known]


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from its owner's hidden pool, and deck
    order redrawn, keeping what `p` knows (engine/knowledge.py). Depends only on what `p` sees
    and knows and on the seed."""
    s = state.clone()
    hidden = _concealed(s, p)
    resampling.redraw(s, p, Rng(seed), [[i for i in hidden if s.owner[i] == q] for q in (0, 1)])
    return s
