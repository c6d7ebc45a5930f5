"""Vividz knowledge for the computer opponent (engine/ai).

* `evaluate(view, player, cards)` scores a player's *view* (view.py) in [-1, 1]: cleared
  missions (three win, 1007.1 / V1), missions checked this turn and the progress of their
  conditions (1005), the deck clock (an empty deck at a draw phase loses, 1007.2), the board
  (charas, their power and EXP, reported charas that can still attack), energy, hand and counters.
* `eval_view(state, player)` (view.py) builds just the part of the view `evaluate` reads.
* `prior(state, action)` scores one legal action of a full state's pending decision cheaply;
  the AI calls it only on determinizations (states resampled from the acting player's view).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...layers import chars
from .view import eval_view

__all__ = ["evaluate", "eval_view", "prior", "score"]

if TYPE_CHECKING:
    from ...actions import Action
    from ...cards import CardDef
    from ...state import State

W_CLEARED = 2.2      # one cleared mission (three win)
W_CHECKED = 0.5      # a checked mission, cleared at the mission phase if its clear conditions hold
W_PROGRESS = 1.5     # progress of the conditions of a face-up mission this turn
W_CHARA = 0.35
W_POWER = 0.08       # per 1000 power
W_READY = 0.2        # a reported chara that can attack on its player's turn
W_EXP = 0.1
W_ENERGY = 0.15
W_ENERGY_MAX = 7
W_HAND = 0.1
W_COUNTER = 0.04
W_DECK_LOW = 0.3     # per card under DECK_SAFE, counting the draws still due this turn
W_DECK_OUT = 3.0     # the deck will be empty at the player's next draw phase
DECK_SAFE = 15
HAND_SIZE = 5        # the draw phases fill the hand up to this (702.4, 706.4)
SCALE = 4.0

# search settings for this game (engine/ai/ismcts.py): the search's own answer, without the
# heuristic gate; with it the normal level won 64% of 200 games against the heuristic, without
# it 71 of 100 (docs/ai.md)
SEARCH = {"gate": 0.0}


def _pending(view: dict[str, Any], q: int) -> dict[str, int]:
    """Mission actions an attack of q's in progress will almost surely add: its success (806.2:
    the attacking chara is still in an area at attack end) and, when its power beats the opposing
    chara's remaining power, that chara's defeat (805.3, 1004)."""
    atk = view.get("attack")
    if not atk or view["turn_player"] != q or atk["attacker"] in view.get("success", ()):
        return {}
    mine = view["players"][q]["areas"]
    lane = atk["lane"]
    attacker = next((c for area in mine for c in area[-1:] if c["iid"] == atk["attacker"]), None)
    if attacker is None:
        return {}
    out = {"attack_success": 1}
    opp = view["players"][1 - q]["areas"]
    if 0 <= lane < len(opp) and opp[lane]:
        o = opp[lane][-1]
        if attacker["power"] >= o["power"] - o["damage"]:
            out["defeat"] = 1
    return out


def _side(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None) -> float:
    pv = view["players"][q]
    v = W_CLEARED * pv["cleared"]
    pending = _pending(view, q)
    for m in pv["missions"]:
        if m.get("face_down") or "counts" not in m:
            continue
        if m.get("orient") == "sleep":
            v += W_CHECKED
        if cards and m["id"] in cards:
            attrs = cards[m["id"]].attrs
            for part in ("check", "clear"):
                conds = attrs.get(part, [])
                got = m["counts"].get(part, [])
                if conds:
                    v += W_PROGRESS * sum(
                        min(1.0, ((got[i] if i < len(got) else 0) + pending.get(c["action"], 0)) / c.get("count", 1))
                        for i, c in enumerate(conds)) / len(conds)
    for k, area in enumerate(pv["areas"]):
        for c in area:
            v += W_CHARA + W_POWER * max(0, c["power"] - c["damage"]) / 1000.0
            v += W_EXP * len(pv["exp"][k])
            if c["orient"] == "report":
                v += W_READY
    v += W_ENERGY * min(len(pv["energy"]), W_ENERGY_MAX)
    v += W_HAND * (pv["hand_count"] + pv["keep_count"])
    v += W_COUNTER * sum(pv["counters"].values())
    deck = pv["deck"] - _draws_due(view, q)
    v -= W_DECK_LOW * max(0, DECK_SAFE - deck)
    if deck <= 0:  # empty at q's next draw phase: that loses (1007.2) unless the game ends first
        v -= W_DECK_OUT
    return v


def _draws_due(view: dict[str, Any], q: int) -> int:
    """Cards q still draws this turn: the turn player's end draw phase fills the hand up to
    HAND_SIZE, or draws one (706.3-706.4)."""
    if view["turn_player"] != q or view["phase"] not in ("start_draw", "main", "mission", "charge"):
        return 0
    return max(1, HAND_SIZE - view["players"][q]["hand_count"])


def score(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    """The unsquashed evaluation, positive when `player` is ahead."""
    return _side(view, player, cards) - _side(view, 1 - player, cards)


def evaluate(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    """How good `view` is for `player`, in [-1, 1]: 1 won, -1 lost, 0 even."""
    res = view.get("result")
    if res:
        if res[0] == "win":
            return 1.0 if res[1] == player else -1.0
        return 0.0
    return math.tanh(score(view, player, cards) / SCALE)


def _value(state: State, iid: int) -> float:
    c = chars(state, iid)
    return c.power / 1000.0 + c.level * 0.5


def prior(state: State, action: Action) -> float:
    """A cheap score of one legal action of the pending decision (higher is better)."""
    d = state.decision
    if d is None:
        return 0.0
    k, args, p = action.kind, action.args, d.player
    kind = d.kind
    if kind == "main":
        if k == "pass":
            return 0.1
        if k == "attack":
            return 1.2
        if k == "activate":
            return 0.6
        if k == "play":
            iid, area = args
            if area < 0:
                return 0.5
            here = state.zones[f"{p}.area{area}"]
            if not here:
                return 1.0 + _value(state, iid) / 10.0
            old = here[-1]
            if chars(state, old).level < chars(state, iid).level:
                return 0.9 + _value(state, iid) / 10.0  # a LvUP keeps the old chara as EXP
            return -0.5  # the chara there would go to the trash (1003)
        return 0.0
    if kind == "block":
        return 0.3 if k == "pass" else 0.2
    if kind in ("pay_energy", "discard"):
        return -_value(state, args[0])
    if kind == "charge":
        hand = len(state.zones[f"{p}.hand"])
        if k == "done":
            return 0.5 if hand <= 2 else 0.0
        return 0.4 - _value(state, args[0]) / 20.0
    if kind == "keep":
        return 0.2 if k == "pass" else _value(state, args[0]) / 10.0
    if kind == "free_play":
        return 1.0 if k == "play" else 0.0
    if kind in ("may", "replacement"):
        return 1.0 if k in ("yes", "replace") else 0.4
    if kind == "choose" and k == "choose":
        return _value(state, args[0]) * (1.0 if state.owner[args[0]] != p else -0.3)
    return 0.0
