"""What one player may know (501.3, 507.2, 509.3; RULINGS G1), and resampling the rest for a
search AI: both decks, the opponent's hand and keep zone, and (before 601.1f) the opponent's
face-down missions are hidden; every zone's count is known (501.3d)."""
from __future__ import annotations

from typing import Any

from ... import knowledge, resampling, viewparts
from ...deckops import known_to
from ...layers import chars
from ...state import ORIENT_NAMES, REVERSE, State
from . import abilities as ab
from . import core, missions

ORIENT = ("report", "sleep", "face_down")


def _mission_view(state: State, m: int, q: int, p: int, got: dict[tuple[int, str, int], int] | None = None
                  ) -> dict[str, Any]:
    down = state.orient[m] == REVERSE
    if down and q != p and not state.flags.get("missions_open"):
        return {"face_down": True}  # 507.2: only the owner sees it before the missions are revealed
    if got is None:
        got = missions.counts(state)
    conds = {part: [got.get((m, part, i), 0) for i in range(len(state.defs[m].attrs.get(part, ())))]
             for part in missions.PARTS}
    return {"iid": m, "id": state.defs[m].id, "face_down": down, "orient": ORIENT[state.orient[m]], "counts": conds}


_KEYS = viewparts.player_keys(("deck", "hand", "keep", "account", "mission", "energy", "trash", "remove"))
_HIDDEN = resampling.hidden_keys(("deck",), ("hand", "keep"))  # and face-down missions (_concealed)


def view(state: State, p: int) -> dict[str, Any]:
    zones, defs, orient, damage = state.zones, state.defs, state.orient, state.damage

    def cv(i: int) -> dict[str, Any]:  # a closure over the state's lists: a search reads views constantly
        c = chars(state, i)
        return {"iid": i, "id": defs[i].id, "orient": ORIENT[orient[i]], "damage": damage[i],
                "power": core.power(state, i), "cost": c.level}

    got = missions.counts(state)  # once for every mission of both players
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        mine = q == p
        hand, keep = zones[k["hand"]], zones[k["keep"]]
        players.append({
            "deck": len(zones[k["deck"]]),
            "hand": [cv(i) for i in hand] if mine else len(hand),
            "hand_count": len(hand),
            "keep": [cv(i) for i in keep] if mine else len(keep),
            "keep_count": len(keep),
            "account": [cv(i) for i in zones[k["account"]]],
            "missions": [_mission_view(state, m, q, p, got) for m in zones[k["mission"]]],
            "cleared": missions.cleared_count(state, q),
            "areas": [[cv(i) for i in zones[key]] for key in core.AREA_KEYS[q]],
            "exp": [[cv(i) for i in zones[key]] for key in core.EXP_KEYS[q]],
            "energy": [cv(i) for i in zones[k["energy"]]],
            "trash": [cv(i) for i in zones[k["trash"]]],
            "remove": [cv(i) for i in zones[k["remove"]]],
            "counters": dict(sorted(core.counters(state, q).items())),
            "decklist": list(state.decklists[q]),
        })
    atk = state.flags.get("atk")
    return {
        "game": "vividz", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "first_player": state.first_player, "phase": state.phase, "step": state.step,
        "result": list(state.result) if state.result else None, "players": players,
        "temporary": [cv(i) for i in zones["temp"]],
        "scout": [cv(i) for i in zones["scout"]],
        "known": [cv(i) for i in known_to(state, p)],  # deck cards this player is looking at
        "triggered": [{"uid": e[ab.UID], "player": e[ab.CTRL], "card": e[ab.DEF], "ability": e[ab.AB]}
                      for e in ab.pending(state)],
        "attack": None if atk is None else {"attacker": atk[0], "lane": atk[2]},
        "success": [i for i, o in state.flags.get("success", ()) if state.obj[i] == o],
        "decision": viewparts.decision(state, p),
    }


def eval_view(state: State, p: int) -> dict[str, Any]:
    """The part of `view(state, p)` that the AI's evaluation reads (evaluate.py), built without
    the hand, trash, decision and other lists a search never looks at: a search builds one per
    evaluated position. Every value here equals the full view's; energy and EXP cards carry
    only their iid (the evaluation counts them). Reads nothing `view` would not show."""
    zones, defs, orient, damage = state.zones, state.defs, state.orient, state.damage

    def cv(i: int) -> dict[str, Any]:
        return {"iid": i, "id": defs[i].id, "orient": ORIENT[orient[i]], "damage": damage[i],
                "power": core.power(state, i)}

    got = missions.counts(state)
    players = []
    for q in (0, 1):
        k = _KEYS[q]
        players.append({
            "deck": len(zones[k["deck"]]),
            "hand_count": len(zones[k["hand"]]),
            "keep_count": len(zones[k["keep"]]),
            "missions": [_mission_view(state, m, q, p, got) for m in zones[k["mission"]]],
            "cleared": missions.cleared_count(state, q),
            "areas": [[cv(i) for i in zones[key]] for key in core.AREA_KEYS[q]],
            "exp": [[{"iid": i} for i in zones[key]] for key in core.EXP_KEYS[q]],
            "energy": [{"iid": i} for i in zones[k["energy"]]],
            "counters": dict(sorted(core.counters(state, q).items())),
        })
    atk = state.flags.get("atk")
    return {
        "game": "vividz", "me": p, "turn": state.turn, "turn_player": state.turn_player,
        "phase": state.phase, "step": state.step,
        "result": list(state.result) if state.result else None, "players": players,
        "attack": None if atk is None else {"attacker": atk[0], "lane": atk[2]},
        "success": [i for i, o in state.flags.get("success", ()) if state.obj[i] == o],
    }


def _concealed(state: State, p: int) -> list[int]:
    """Instances in zones hidden from `p`: both decks, the opponent's hand and keep zone, and their
    face-down missions before 601.1f (507.2)."""
    out = resampling.cards_in(state, _HIDDEN[p])
    if not state.flags.get("missions_open"):
        orient = state.orient
        out += [m for m in state.zones[_KEYS[1 - p]["mission"]] if orient[m] == REVERSE]
    return out


def hidden_from(state: State, p: int) -> list[int]:
    """Instances whose identity `p` can neither see nor knows (engine/knowledge.py: what `p` was
    shown of them and could follow since, a card revealed (1108) or looked at)."""
    return knowledge.unknown(state, p, _concealed(state, p))


def _missions(state: State, hidden: list[int]) -> set[int]:
    defs = state.defs
    return {i for i in hidden if defs[i].type == "mission"}


def resample(state: State, p: int, seed: int) -> State:
    """A copy where every card hidden from `p` is redrawn from its owner's hidden pool (of the same
    card type group: missions among missions) and deck orders redrawn, keeping what `p` knows
    (engine/resampling.py). Depends only on what `p` sees and knows and on the seed."""
    return resampling.resample(state, p, seed, _concealed, _missions)


__all__ = ["ORIENT_NAMES", "view", "eval_view", "resample", "hidden_from"]
