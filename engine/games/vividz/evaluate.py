"""Vividz knowledge for the computer opponent (engine/ai).

* `evaluate(view, player, cards)` scores a player's *view* (view.py) in [-1, 1]: cleared
  missions (three win, 1007.1 / V1), missions checked this turn and the progress of their
  conditions (1005), the deck clock (an empty deck at a draw phase loses, 1007.2), the board
  (charas, their power and EXP, reported charas that can still attack), energy, hand and counters.
* `terms(view, q, cards)` are those quantities for side q, one by one; `evaluate` weighs them
  by hand (HAND_WEIGHTS), `leaf(view, player, cards)`, the search's leaf value, by weights fitted
  to who won in heuristic self-play (LEAF_WEIGHTS, scripts/fit_leaf.py).
* `eval_view(state, player)` (view.py) builds just the part of the view `evaluate` reads.
* `prior(state, action)` scores one legal action of a full state's pending decision cheaply;
  the AI calls it only on determinizations (states resampled from the acting player's view).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...ai.leaf import differences, features_and_eval, fitted_leaf
from ...cards import CardDef
from ...layers import chars
from ...state import REST, REVERSE, STAND, State
from ...viewparts import player_keys
from .core import AREA_KEYS, EXP_KEYS, counters, power
from .mission_counts import counts as mission_counts
from .view import eval_view

__all__ = ["evaluate", "evaluate_state", "eval_view", "leaf", "leaf_features", "leaf_state", "prior", "score",
           "terms", "terms_state"]

if TYPE_CHECKING:
    from ...actions import Action

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

TERMS = ("cleared", "cleared2", "checked", "progress", "charas", "power", "exp", "ready", "energy", "hand",
         "counters", "deck_low", "deck_out")
# the heuristic's weights, set by hand (docs/ai.md: Vividz evaluation and heuristic)
HAND_WEIGHTS = {"cleared": W_CLEARED, "cleared2": 0.0, "checked": W_CHECKED, "progress": W_PROGRESS,
                "charas": W_CHARA, "power": W_POWER, "exp": W_EXP, "ready": W_READY, "energy": W_ENERGY,
                "hand": W_HAND, "counters": W_COUNTER, "deck_low": -W_DECK_LOW, "deck_out": -W_DECK_OUT}

# the search's leaf (`leaf`): weights of a logistic regression of who won on these terms (mine
# minus the opponent's) and whether the player is to move, fitted on 21608 positions of 783
# heuristic self-play games (scripts/fit_leaf.py). The fit also weighs which decks play (Blaze
# Rush +0.88, Skyward Gale -0.79), which the leaf leaves out: the decks never change within a
# game, and fitted without them the terms were credited with their deck's strength (a cleared
# mission 0.44, charas -0.36). With the deck terms fitted, held-out log loss 0.604 against the
# hand-set evaluation's 0.622 (the decks alone: 0.623). LEAF_SPREAD squashes the logit so its
# values spread over the data as the hand-set evaluation's do (standard deviation 0.58), the
# scale the search's exploration and root prior were tuned on.
LEAF_WEIGHTS = {"cleared": 0.0839, "cleared2": 0.0024, "checked": 0.2299, "progress": 0.0822, "charas": -0.0222,
                "power": -0.0291, "exp": 0.0481, "ready": 0.2143, "energy": 0.0856, "hand": 0.0893,
                "counters": 0.0585, "deck_low": -0.1898, "deck_out": -0.1875, "to_move": 0.0770}
LEAF_SPREAD = 2.14

# search settings for this game (engine/ai/ismcts.py): the search's own answer, without the
# heuristic gate (with it the normal level won 64% of 200 games against the heuristic, without it
# 71 of 100), and rollouts judged by the fitted leaf instead of the hand-set evaluation (79 of
# 100; the hand-set leaf won 65-71 of 100 in three runs; docs/ai.md). Rollouts stop at the end of
# the own turn: played on through the opponent's next one (turns=1, steps=40) they won 78 of 100
# in tuning but 138 of 200 fresh games, against 74.0% of 400 without (docs/ai.md). Centred warm
# visits at the root (center=1) won 70 of 100 in tuning, then 132 of 200 fresh games: off here
SEARCH = {"gate": 0.0, "leaf": 1}


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


def terms(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None) -> dict[str, float]:
    """q's side of the position, term by term (`_side` weighs them by hand, `leaf` by a fit)."""
    pv = view["players"][q]
    t = dict.fromkeys(TERMS, 0.0)
    t["cleared"] = pv["cleared"]
    t["cleared2"] = 1.0 if pv["cleared"] >= 2 else 0.0
    pending = _pending(view, q)
    for m in pv["missions"]:
        if m.get("face_down") or "counts" not in m:
            continue
        if m.get("orient") == "sleep":
            t["checked"] += 1
        if cards and m["id"] in cards:
            attrs = cards[m["id"]].attrs
            for part in ("check", "clear"):
                conds = attrs.get(part, [])
                got = m["counts"].get(part, [])
                if conds:
                    t["progress"] += sum(
                        min(1.0, ((got[i] if i < len(got) else 0) + pending.get(c["action"], 0)) / c.get("count", 1))
                        for i, c in enumerate(conds)) / len(conds)
    for k, area in enumerate(pv["areas"]):
        for c in area:
            t["charas"] += 1
            t["power"] += max(0, c["power"] - c["damage"]) / 1000.0
            t["exp"] += len(pv["exp"][k])
            if c["orient"] == "report":
                t["ready"] += 1
    t["energy"] = min(len(pv["energy"]), W_ENERGY_MAX)
    t["hand"] = pv["hand_count"] + pv["keep_count"]
    t["counters"] = sum(pv["counters"].values())
    deck = pv["deck"] - _draws_due(view, q)
    t["deck_low"] = max(0, DECK_SAFE - deck)
    t["deck_out"] = 1.0 if deck <= 0 else 0.0  # empty at q's next draw phase: loses (1007.2)
    return t


def _side(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None) -> float:
    t = terms(view, q, cards)
    return sum((HAND_WEIGHTS[k] * t[k] for k in TERMS), 0.0)


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


def leaf_features(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> list[float]:
    """What the leaf weighs, in LEAF_WEIGHTS order: each term, mine minus the opponent's, and
    whether `player` is to move (1 or -1). scripts/fit_leaf.py fits on exactly these."""
    return differences(terms(view, player, cards), terms(view, 1 - player, cards), TERMS,
                       view["turn_player"] == player)


def leaf_features_and_eval(view: dict[str, Any], player: int,
                           cards: dict[str, CardDef] | None = None) -> tuple[list[float], float]:
    """`leaf_features` and `evaluate` at once (a learned value's input, engine/ai/features.py):
    both weigh the same terms, read once here."""
    if view.get("result"):
        return leaf_features(view, player, cards), evaluate(view, player, cards)
    return features_and_eval(terms(view, player, cards), terms(view, 1 - player, cards), TERMS,
                             view["turn_player"] == player, HAND_WEIGHTS, SCALE)


# the search's value of a leaf for `player` in [-1, 1]: the fitted weights of the terms
leaf = fitted_leaf(leaf_features, LEAF_WEIGHTS, TERMS, LEAF_SPREAD, evaluate)


# -- the same values read from the state (a search's thousands of leaves a decision) ---------------------
def terms_state(state: State, q: int, got: dict[tuple[int, str, int], int] | None = None) -> dict[str, float]:
    """`terms(eval_view(state, p), q, state.deftable)` read from the state itself, the same sums in
    the same order (tests.helpers.check_eval_view checks equality); face-down missions count for
    nothing in either, so no player's view is needed. Reads only what eval_view holds. `got`: the
    mission counts (read once for both sides)."""
    zones, orient, defs = state.zones, state.orient, state.defs
    cards = state.deftable
    if got is None:
        got = mission_counts(state)
    missions_q = zones[MISSION_KEY[q]]
    cleared = 0
    checked = progress = charas = pw = exp = ready = 0.0
    pending = _pending_state(state, q)
    for m in missions_q:
        if orient[m] == REVERSE:
            cleared += 1
            continue
        if orient[m] == REST:
            checked += 1
        d = defs[m]
        if cards and d.id in cards:
            for part, conds in _mission_plan(cards[d.id]):
                n = len(d.attrs.get(part, ()))
                total = 0.0
                i = 0
                for action, count in conds:
                    have = got.get((m, part, i), 0) if i < n else 0
                    total += min(1.0, (have + pending.get(action, 0)) / count)
                    i += 1
                progress += total / len(conds)
    exp_keys = EXP_KEYS[q]
    damage = state.damage
    k = 0
    for key in AREA_KEYS[q]:
        for i in zones[key]:
            charas += 1
            pw += max(0, power(state, i) - damage[i]) / 1000.0
            exp += len(zones[exp_keys[k]])
            if orient[i] == STAND:
                ready += 1
        k += 1
    hand = len(zones[HAND_KEY[q]])
    due = 0
    if state.turn_player == q and state.phase in ("start_draw", "main", "mission", "charge"):
        due = max(1, HAND_SIZE - hand)
    deck = len(zones[DECK_KEY[q]]) - due
    return {"cleared": cleared, "cleared2": 1.0 if cleared >= 2 else 0.0, "checked": checked, "progress": progress,
            "charas": charas, "power": pw, "exp": exp, "ready": ready,
            "energy": min(len(zones[ENERGY_KEY[q]]), W_ENERGY_MAX), "hand": hand + len(zones[KEEP_KEY[q]]),
            "counters": sum(counters(state, q).values()), "deck_low": max(0, DECK_SAFE - deck),
            "deck_out": 1.0 if deck <= 0 else 0.0}


_PLANS: dict[CardDef, tuple[tuple[str, tuple[tuple[str, int], ...]], ...]] = {}


def _mission_plan(d: CardDef) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    """A mission's parts that have conditions, each with its conditions' (action, count): read
    once per definition rather than from its dicts at every leaf."""
    plan = _PLANS.get(d)
    if plan is None:
        plan = _PLANS[d] = tuple((part, tuple((c["action"], c.get("count", 1)) for c in d.attrs.get(part, [])))
                                 for part in ("check", "clear") if d.attrs.get(part, []))
    return plan


def _pending_state(state: State, q: int) -> dict[str, int]:
    """`_pending` read from the state."""
    atk = state.flags.get("atk")
    if atk is None or state.turn_player != q:
        return {}
    attacker = atk[0]
    if any(i == attacker and state.obj[i] == o for i, o in state.flags.get("success", ())):
        return {}
    zones = state.zones
    if not any(zones[key] and zones[key][-1] == attacker for key in AREA_KEYS[q]):
        return {}
    out = {"attack_success": 1}
    lane = atk[2]
    opp = AREA_KEYS[1 - q]
    if 0 <= lane < len(opp) and zones[opp[lane]]:
        o = zones[opp[lane]][-1]
        if power(state, attacker) >= power(state, o) - state.damage[o]:
            out["defeat"] = 1
    return out


def _side_state(state: State, q: int, got: dict[tuple[int, str, int], int]) -> float:
    t = terms_state(state, q, got)
    return sum((HAND_WEIGHTS[k] * t[k] for k in TERMS), 0.0)


def evaluate_state(state: State, player: int) -> float:
    """`evaluate(eval_view(state, player), player, state.deftable)`, read from the state."""
    res = state.result
    if res:
        if res[0] == "win":
            return 1.0 if res[1] == player else -1.0
        return 0.0
    got = mission_counts(state)
    return math.tanh((_side_state(state, player, got) - _side_state(state, 1 - player, got)) / SCALE)


_LEAF_W = [LEAF_WEIGHTS[k] for k in (*TERMS, "to_move")]


def leaf_state(state: State, player: int) -> float:
    """`leaf(eval_view(state, player), player, state.deftable)`, read from the state."""
    if state.result:
        return evaluate_state(state, player)
    got = mission_counts(state)
    x = differences(terms_state(state, player, got), terms_state(state, 1 - player, got), TERMS,
                    state.turn_player == player)
    return math.tanh(LEAF_SPREAD * sum((a * b for a, b in zip(_LEAF_W, x, strict=True)), 0.0))


_ZK = player_keys(("deck", "hand", "keep", "mission", "energy"))  # each player's zone keys, built once
DECK_KEY, HAND_KEY, KEEP_KEY, MISSION_KEY, ENERGY_KEY = (tuple(k[z] for k in _ZK)
                                                         for z in ("deck", "hand", "keep", "mission", "energy"))


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
