"""Victory Spark knowledge for the computer opponent (engine/ai).

Two functions, both honest by construction:

* `evaluate(view, player, cards)` scores a player's *view* (engine/games/victory_spark/view.py)
  in [-1, 1]: the retire race (10 retired cards lose, 8.2.2), the deck (an empty deck
  loses, 8.2.3), how many ring cards each side can retire on its next attack phase (ring
  power against the other ring card's defense and damage, one attack per standing bench
  card, partner attacks retire outright, 6.7.3.4), bench material, energy and hand size.
* `prior(state, action)` scores one legal action of a *full* state's pending decision
  cheaply, without applying it. The AI only calls it on determinizations (states resampled
  from the acting player's view), so reading the whole state is fair there. ISMCTS uses it
  for its rollout policy and to order expansions.

`cards` maps card ids to definitions (`state.deftable`); both decklists are public, so
this table is not hidden information. Without it, partner links and deck averages are
left out of the evaluation.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...layers import chars
from ...state import STAND
from .zones import BENCH_SLOTS

if TYPE_CHECKING:
    from ...actions import Action
    from ...cards import CardDef
    from ...state import State

RETIRE_LOSS = 10
HAND_LIMIT = 5

# weights, in "retired cards" units (one retire of the opponent's ring card = 1.0)
W_THREAT_NOW = 0.75    # a kill the player to move can still make this turn
W_THREAT_NEXT = 0.45   # a kill a player can make in their next turn
W_BENCH = 0.22         # a bench card: a supporter (one attack per turn) and material
W_ENERGY = 0.22        # energy up to the deck's highest level
W_ENERGY_EXTRA = 0.04
W_HAND = 0.12          # hand cards up to the hand limit
W_HAND_EXTRA = 0.02
W_DECK_LOW = 0.25      # per card under DECK_SAFE
W_PARTNER_HAND = 0.3   # a partner of the ring card in hand: a partner attack to come
DECK_SAFE = 8
SCALE = 6.0            # tanh(score / SCALE)

# search settings for this game (engine/ai/ismcts.py): the root prior is the heuristic's
# judgement on two determinizations, as the heuristic agent itself judges (one: 71% of 200
# games against the heuristic, two: 76 of 100), and a rollout that stops in the middle of a turn
# finishes it by the cheap prior before it is judged (a fifth of them did; 78 of 100; docs/ai.md)
SEARCH = {"judge": 2, "tail": 30}

_partner_cache: dict[tuple[int, int], tuple[CardDef, CardDef, bool]] = {}
_deck_cache: dict[tuple[str, ...], tuple[float, int]] = {}


def _danger(retired: int) -> float:
    """Convex: the last retires before the 10th matter more than the first ones."""
    return retired + 0.09 * retired * retired


def is_partner(card: CardDef, of: CardDef) -> bool:
    """2.7 on definitions: `card` matches `of`'s partner name and (if any) partner title."""
    key = (id(card), id(of))
    hit = _partner_cache.get(key)
    if hit is None or hit[0] is not card or hit[1] is not of:  # the objects pin their ids
        od = of.attrs
        pn, pt = od.get("partner_name", []), od.get("partner_title", [])
        ok = bool(pn) and bool(set(pn) & set(card.names())) and (
            not pt or bool(set(pt) & set(card.attrs.get("title", []))))
        if len(_partner_cache) > 100_000:
            _partner_cache.clear()
        hit = _partner_cache[key] = (card, of, ok)
    return hit[2]


def _deck_profile(decklist: list[str], cards: dict[str, CardDef] | None) -> tuple[float, int]:
    """(mean defense, highest level) of a registered deck; neutral values without cards."""
    if not cards or not decklist:
        return 2500.0, 2
    key = tuple(decklist)
    hit = _deck_cache.get(key)
    if hit is None:
        defs = [cards[c] for c in decklist if c in cards]
        if not defs:
            return 2500.0, 2
        mean_def = sum(d.stats.get("defense", 0) for d in defs) / len(defs)
        top = max(d.stats.get("level", 0) for d in defs)
        hit = (max(mean_def, 500.0), max(top, 1))
        if len(_deck_cache) > 1000:
            _deck_cache.clear()
        _deck_cache[key] = hit
    return hit


def _kills(power: int, attacks: int, partners: int, defense: int, damage: int, next_defense: float,
           targets: int) -> float:
    """Ring cards `attacks` attacks retire: normal attacks add damage, partner attacks retire."""
    if power <= 0 and partners <= 0:
        return 0.0
    kills = 0.0
    left = float(defense - damage)
    for _ in range(attacks):
        if kills >= targets:
            break
        if partners > 0 and left > power:
            partners -= 1
            kills += 1
            left = next_defense
            continue
        left -= power
        if left <= 0:
            kills += 1
            left = next_defense
    return kills


def _side(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None) -> dict[str, Any]:
    pv = view["players"][q]
    ring = pv["ring"][-1] if pv["ring"] else None
    bench = [slot[-1] for slot in pv["bench"] if slot]
    return {"pv": pv, "ring": ring, "bench": bench}


def _attack_potential(view: dict[str, Any], att: int, cards: dict[str, CardDef] | None, now: bool) -> float:
    """Expected retires `att` makes in an attack phase (now: this turn, standing supporters only)."""
    a = _side(view, att, cards)
    d = _side(view, 1 - att, cards)
    ring, dring = a["ring"], d["ring"]
    if ring is None or dring is None:
        return 0.0
    if now:
        sup = [b for b in a["bench"] if b["orient"] == "stand"]
    else:
        sup = a["bench"]
    if not sup:
        return 0.0
    partners = 0
    if cards:
        rd = cards.get(ring["id"])
        if rd is not None:
            partners = sum(1 for b in sup if b["id"] in cards and is_partner(cards[b["id"]], rd))
    mean_def, _ = _deck_profile(d["pv"]["decklist"], cards)
    damage = dring["damage"] if now else 0
    targets = max(0, min(RETIRE_LOSS - len(d["pv"]["retire"]), d["pv"]["deck"] + 1))
    return _kills(ring["power"], len(sup), partners, dring["defense"], damage, mean_def, targets)


def _material(view: dict[str, Any], q: int, cards: dict[str, CardDef] | None) -> float:
    pv = view["players"][q]
    _, top_level = _deck_profile(pv["decklist"], cards)
    bench = sum(1 for slot in pv["bench"] if slot)
    energy = len(pv["energy"])
    hand = pv["hand_count"]
    deck = pv["deck"]
    v = W_BENCH * bench
    v += W_ENERGY * min(energy, top_level) + W_ENERGY_EXTRA * max(0, energy - top_level)
    v += W_HAND * min(hand, HAND_LIMIT) + W_HAND_EXTRA * max(0, hand - HAND_LIMIT)
    v -= W_DECK_LOW * max(0, DECK_SAFE - deck)
    ring = pv["ring"][-1] if pv["ring"] else None
    if ring is not None:  # a sturdy ring card survives longer; a strong one kills faster
        v += 0.05 * (ring["defense"] + ring["power"]) / 1000.0
    return v


def _partner_potential(view: dict[str, Any], q: int, player: int, cards: dict[str, CardDef] | None) -> float:
    """Partners of q's ring card that q holds (own hand) or likely holds (the hidden pool's
    share of partners times the hand size), up to the free supporter places left."""
    if not cards:
        return 0.0
    pv = view["players"][q]
    ring = pv["ring"][-1] if pv["ring"] else None
    rd = cards.get(ring["id"]) if ring is not None else None
    if rd is None or not rd.attrs.get("partner_name"):
        return 0.0
    bench = [slot[-1] for slot in pv["bench"] if slot]
    on_bench = sum(1 for b in bench if b["id"] in cards and is_partner(cards[b["id"]], rd))
    room = BENCH_SLOTS - on_bench
    if room <= 0:
        return 0.0
    if q == player:
        held = float(sum(1 for c in pv["hand"] if c["id"] in cards and is_partner(cards[c["id"]], rd)))
    else:
        pool: dict[str, int] = {}
        for cid in pv["decklist"]:
            pool[cid] = pool.get(cid, 0) + 1
        for zone in ("ring", "retire", "waiting"):
            for c in pv[zone]:
                pool[c["id"]] = pool.get(c["id"], 0) - 1
        for c in bench:
            pool[c["id"]] = pool.get(c["id"], 0) - 1
        total = sum(n for n in pool.values() if n > 0)
        good = sum(n for cid, n in pool.items() if n > 0 and cid in cards and is_partner(cards[cid], rd))
        held = pv["hand_count"] * good / total if total else 0.0
    return min(held, float(room))


def score(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    """The unsquashed evaluation (retire units), positive when `player` is ahead."""
    me, op = player, 1 - player
    pm, po = view["players"][me], view["players"][op]
    s = _danger(len(po["retire"])) - _danger(len(pm["retire"]))
    tp = view["turn_player"]
    attacking_now = view["phase"] not in ("end",) and tp in (0, 1)
    for q, sign in ((me, 1.0), (op, -1.0)):
        if q == tp and attacking_now:
            t = W_THREAT_NOW * _attack_potential(view, q, cards, now=True)
        else:
            t = W_THREAT_NEXT * _attack_potential(view, q, cards, now=False)
        s += sign * t
    s += _material(view, me, cards) - _material(view, op, cards)
    s += W_PARTNER_HAND * (_partner_potential(view, me, player, cards) - _partner_potential(view, op, player, cards))
    return s


def evaluate(view: dict[str, Any], player: int, cards: dict[str, CardDef] | None = None) -> float:
    """How good `view` is for `player`, in [-1, 1]: 1 won, -1 lost, 0 even."""
    res = view.get("result")
    if res:
        if res[0] == "win":
            return 1.0 if res[1] == player else -1.0
        return 0.0
    return math.tanh(score(view, player, cards) / SCALE)


# -- a fast action prior on full states (determinizations) ----------------------------------
def _value(state: State, iid: int) -> float:
    c = chars(state, iid)
    return (c.power + c.defense) / 1000.0


def _ring(state: State, p: int) -> int | None:
    z = state.zones[f"{p}.ring"]
    return z[-1] if z else None


def _partner(state: State, card: int, of: int | None) -> bool:
    return of is not None and is_partner(state.defs[card], state.defs[of])


def prior(state: State, action: Action) -> float:
    """A cheap score of one legal action of the pending decision (higher is better)."""
    d = state.decision
    if d is None:
        return 0.0
    k, args, p = action.kind, action.args, d.player
    kind = d.kind
    if kind == "ring_choice":  # a sturdy card with many partners in the deck to support it
        cd = state.deftable[args[0]]
        mates = sum(1 for cid in state.decklists[p] if is_partner(state.deftable[cid], cd))
        return (cd.stats.get("power", 0) + cd.stats.get("defense", 0)) / 2000.0 + 0.6 * min(mates, 6)
    if kind == "energy":
        energy = len(state.zones[f"{p}.energy"])
        hand = state.zones[f"{p}.hand"]
        top = max((chars(state, i).level for i in hand), default=0)
        want = energy < max(top, 2) + 1 and len(hand) >= 2
        if k == "pass":
            return 0.0 if want else 1.0
        return (2.0 if want else -1.0) - _value(state, args[0]) / 10.0
    if kind == "main":
        return _main_prior(state, p, action)
    if kind == "attack":
        return 1.0 if k == "attack" else 0.0
    if kind == "support":
        if k == "no_support":
            return 0.0
        return 2.0 if _partner(state, args[0], _ring(state, p)) else 1.0
    if kind == "block":
        atk = state.flags.get("atk")
        ring = _ring(state, p)
        lethal = False
        if atk is not None and ring is not None and not atk[3]:
            opp_ring = _ring(state, 1 - p)
            power = chars(state, opp_ring).power if opp_ring is not None else 0
            lethal = state.damage[ring] + power >= chars(state, ring).defense
        if k == "block":
            return 1.0 - _value(state, args[0]) / 20.0 if lethal else -1.0
        return 0.5
    if kind in ("discard", "discard_cost"):
        return -_value(state, args[0])
    if kind == "cancel":
        return 1.0 if k == "pass" else 0.5
    if kind in ("may", "reveal"):
        return 1.0 if k == "yes" else 0.5
    if kind == "choose" and k == "choose":
        return _value(state, args[0]) * (1.0 if state.owner[args[0]] != p else -1.0)
    return 0.0


def _main_prior(state: State, p: int, action: Action) -> float:
    k, args = action.kind, action.args
    if k == "pass":
        return 0.3
    if k == "activate":
        return 0.6
    ring = _ring(state, p)
    if k == "to_bench":
        if ring is None:
            return -1.0
        return 0.7 + _value(state, ring) / 20.0
    if k != "play":
        return 0.2
    iid, slot = args
    c = chars(state, iid)
    new = (c.power + c.defense) / 1000.0
    if slot == BENCH_SLOTS:  # to the ring: the old ring card goes to the waiting room
        old = 0.0
        if ring is not None:
            rc = chars(state, ring)
            old = (rc.power + rc.defense - state.damage[ring]) / 1000.0
        bonus = 0.5 if any(_partner(state, b, iid) for k2 in range(BENCH_SLOTS)
                           for b in state.zones[f"{p}.bench{k2}"]) else 0.0
        return (new - old) / 2.0 + bonus - 0.1 * c.level
    occupant = state.zones[f"{p}.bench{slot}"]
    if not occupant:
        stand_bonus = 0.2 if state.phase == "chara" else 0.0
        partner = 0.4 if _partner(state, iid, ring) else 0.0
        return 1.0 + new / 10.0 + partner + stand_bonus - 0.05 * c.level
    o = occupant[-1]
    old_v = _value(state, o)
    still = 0.0 if state.orient[o] == STAND else 0.2
    return (new - old_v) / 4.0 + still - 0.1 * c.level
