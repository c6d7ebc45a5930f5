"""What one player may know (3.1.2, 3.2.2, 3.4.2, 3.7.2; RULINGS G1), and resampling the
rest for a search AI."""
from __future__ import annotations

from typing import Any

from ... import knowledge, resampling, viewparts
from ...deckops import known_to
from ...layers import chars
from ...state import ORIENT_NAMES, State
from . import abilities as ab
from .flow import BENCH_KEYS

_KEYS = viewparts.player_keys(("deck", "hand", "ring", "energy", "retire", "waiting"))
_HIDDEN = resampling.hidden_keys(("deck", "energy"), ("hand",))  # energy face down (3.4.2), hand (3.7.2)


def _viewer(state: State) -> viewparts.CardView:
    """The view of a card of `state` (a closure over its lists: a search reads views constantly)."""
    defs, orient, damage = state.defs, state.orient, state.damage

    def cv(i: int) -> dict[str, Any]:
        c = chars(state, i)
        return {"iid": i, "id": defs[i].id, "orient": ORIENT_NAMES[orient[i]], "damage": damage[i],
                "power": c.power, "defense": c.defense, "level": c.level}
    return cv


def view(state: State, p: int) -> dict[str, Any]:
    zones, orient = state.zones, state.orient
    cv = _viewer(state)
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        hand = zones[k["hand"]]
        players.append({
            "deck": len(zones[k["deck"]]),
            "hand": [cv(i) for i in hand] if q == p else len(hand),
            "hand_count": len(hand),
            "ring": [cv(i) for i in zones[k["ring"]]],
            "bench": [[cv(i) for i in zones[key]] for key in BENCH_KEYS[q]],
            "energy": [ORIENT_NAMES[orient[i]] for i in zones[k["energy"]]],  # face down: contents hidden
            "retire": [cv(i) for i in zones[k["retire"]]],
            "waiting": [cv(i) for i in zones[k["waiting"]]],
            "decklist": list(state.decklists[q]),
        })
    atk = state.flags.get("atk")
    return {
        "game": "victory_spark", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": state.step,
        "result": list(state.result) if state.result else None, "players": players,
        "resolution": [{"uid": e[ab.UID], "player": e[ab.CTRL], "card": e[ab.DEF], "ability": e[ab.AB],
                        "kind": e[ab.KIND], "target": e[ab.TARGET], "choices": entry_choices(state, e, p)}
                       for e in ab.rz(state)],
        "resolution_cards": [cv(i) for i in zones["rz"]],
        "known": [cv(i) for i in known_to(state, p)],  # deck cards this player is looking at
        "attack": None if atk is None else {"attacker": atk[0][0], "defender": atk[1][0], "supporter": atk[2][0],
                                            "partner": atk[3], "blocked": atk[4]},
        "decision": viewparts.decision(state, p),
    }


def entry_choices(state: State, entry: tuple[Any, ...], p: int) -> dict[str, list[dict[str, Any]]]:
    """The choices an ability in the resolution zone made when it was used (7.4.1.2), for both
    players to see before a cancel (R1): name -> the chosen cards; a card `p` may not see (in a
    hand, a deck or the energy of the other player) shows only as hidden."""
    ctx = state.ctx.get(entry[ab.CTX]) if entry[ab.CTX] >= 0 else None
    if not ctx:
        return {}
    out = {}
    cv = _viewer(state)
    for name, refs in ctx.items():
        if name[:1] != "$" or not isinstance(refs, tuple):
            continue
        cards = []
        for i, obj in refs:
            if state.obj[i] != obj:
                continue  # gone from where it was chosen: no longer bound (R7)
            seen = state.owner[i] == p or state.zone_of[i].split(".")[-1] not in ab.HIDDEN
            cards.append(cv(i) if seen else {"hidden": True})
        out[name] = cards
    return out


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p`: both decks, both energies (face down, 3.4.2), the
    opponent's hand (3.7.2)."""
    return resampling.cards_in(state, _HIDDEN[p])


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py: what `p` was
    shown of them and could follow since, or is looking at)."""
    return knowledge.unknown(state, p, _concealed(state, p))


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from the same hidden pool of its owner,
    and deck orders redrawn, keeping what `p` knows (engine/resampling.py). The result depends
    only on what `p` can see and knows and on the seed."""
    s = resampling.resample(state, p, seed, _concealed)
    pending = s.flags.get("hand_pending")
    if pending:  # an opponent's hand auto waiting to be revealed names a hidden card: forget it
        s.flags["hand_pending"] = tuple(e for e in pending if e[ab.CTRL] == p)
    return s
