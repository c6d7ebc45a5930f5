"""Vividz game flow: preparation (601), turns and phases (700), priority and pre-priority
processing (200), rule effects (1000), playing cards (904-906), attacks (800) and scouting (1115)."""
from __future__ import annotations

from itertools import permutations
from typing import Any

from ... import interp, rng
from ...actions import PASS, Action, Decision
from ...layers import chars, invalidate_if_read
from ...state import REST, REVERSE, STAND, State
from . import abilities as ab
from . import core, missions
from .core import declare_result, emit
from .zones import AREAS, CENTER, ability_active_at, area_index, zone_name

MAX_TURNS = 200  # simulator ruling (docs/vividz.md): a game reaching 200 turns is a draw
HAND_SIZE = 5
SLIDE_COST = 2  # 803.1: two hand cards to the trash


def push(state: State, *tasks: tuple[Any, ...]) -> None:
    """Schedule tasks to run in the order given."""
    state.tasks.extend(reversed(tasks))


power = core.power


def adjacent(k: int) -> list[int]:
    """V4: the center is adjacent to both sides; each side only to the center."""
    return [0, 2] if k == CENTER else [CENTER]


# -- game preparation (601) ----------------------------------------------------------------------
def t_setup(state: State, t: tuple[Any, ...]) -> None:
    push(state, ("vz_mission_order", 0), ("vz_mission_order", 1), ("vz_setup_shuffle",), ("vz_first_player",),
         ("vz_opening",))


def t_mission_order(state: State, t: tuple[Any, ...]) -> None:
    """601.1b / 507.3: the owner decides which mission goes in which place (fixed for the game)."""
    p = t[1]
    ms = state.zones[f"{p}.mission"]
    orders = []
    seen = set()
    for perm in permutations(ms):
        key = tuple(state.defs[i].id for i in perm)
        if key not in seen:
            seen.add(key)
            orders.append(Action("missions", tuple(perm)))
    if len(orders) <= 1:
        return
    state.decision = Decision(p, "mission_order", tuple(orders), ("vz_mission_order_answer", p), ("mission_order",))


def t_mission_order_answer(state: State, t: tuple[Any, ...]) -> None:
    p, a = t[1], t[2]
    state.zones[f"{p}.mission"][:] = list(a.args)


def t_setup_shuffle(state: State, t: tuple[Any, ...]) -> None:
    if state.flags.pop("fixed_setup", None):
        return  # a rules scenario's decks in a given order (docs/scenarios.md)
    for p in (0, 1):  # 601.1c
        core.shuffle_deck(state, p)


def t_first_player(state: State, t: tuple[Any, ...]) -> None:
    """601.1d: both reveal their top card; the higher cost goes first; the cards go to energy;
    on a tie, again. (If a deck runs out first, the game's generator decides, G2.)"""
    while True:
        tops = [state.zones[f"{p}.deck"][-1] if state.zones[f"{p}.deck"] else None for p in (0, 1)]
        if tops[0] is None or tops[1] is None:
            state.rng, first = rng.below(state.rng, 2)
            break
        for p in (0, 1):
            emit(state, "reveal", iid=tops[p], card=state.defs[tops[p]].id, player=p, why="first_player")
        costs = [chars(state, i).level for i in tops]
        core.move_cards(state, [(tops[p], f"{p}.energy", True) for p in (0, 1)], cause="first_player")
        if costs[0] != costs[1]:
            first = 0 if costs[0] > costs[1] else 1
            break
    state.first_player = first
    state.turn_player = first
    invalidate_if_read(state, _READ_TURN)
    emit(state, "first_player", player=first)


def t_opening(state: State, t: tuple[Any, ...]) -> None:
    """601.1e: each player moves their top 5 cards to their hand; the second player then puts
    2 hand cards into energy; 601.1f missions turn face up; 601.1g the first turn starts."""
    for p in (state.first_player, 1 - state.first_player):
        deck = state.zones[f"{p}.deck"]
        core.move_cards(state, [(i, f"{p}.hand", True) for i in reversed(deck[-HAND_SIZE:])], cause="opening")
    second = 1 - state.first_player
    push(state, ("vz_setup_energy", second, 2), ("vz_reveal_missions",), ("vz_turn",))


def t_setup_energy(state: State, t: tuple[Any, ...]) -> None:
    p, n = t[1], t[2]
    hand = state.zones[f"{p}.hand"]
    if n <= 0 or not hand:
        return
    opts: dict[str, int] = {}
    for i in hand:
        opts.setdefault(state.defs[i].id, i)
    if len(opts) == 1:
        core.move_cards(state, [(hand[-1], f"{p}.energy", True)], cause="setup_energy")
        state.tasks.append(("vz_setup_energy", p, n - 1))
        return
    state.decision = Decision(p, "setup_energy", tuple(Action("energy", (i,)) for i in opts.values()),
                              ("vz_setup_energy_answer", p, n), ("setup_energy", n))


def t_setup_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    p, n, a = t[1], t[2], t[3]
    core.move_cards(state, [(a.args[0], f"{p}.energy", True)], cause="setup_energy")
    state.tasks.append(("vz_setup_energy", p, n - 1))


def t_reveal_missions(state: State, t: tuple[Any, ...]) -> None:
    state.flags["missions_open"] = True
    for p in (state.first_player, 1 - state.first_player):
        for m in state.zones[f"{p}.mission"]:
            if state.orient[m] == REVERSE:
                core.set_mission(state, m, STAND, "setup")


# -- turns and phases (700) ------------------------------------------------------------------------
def t_turn(state: State, t: tuple[Any, ...]) -> None:
    if state.turn >= MAX_TURNS:
        declare_result(state, ("draw", f"turn limit {MAX_TURNS}"))
        return
    state.turn += 1
    if state.turn > 1:
        state.turn_player = 1 - state.turn_player  # 706.5
        invalidate_if_read(state, _READ_TURN)
    for k in ("used_turn", "mtrig"):
        state.flags.pop(k, None)
    emit(state, "turn_start", player=state.turn_player, turn=state.turn)
    state.tasks.append(("vz_phase", "start_draw"))


# What continuous abilities' conditions and filters read besides cards and zones, by the
# condition and filter ops that read it: when it changes, characteristics may change.
_READ_TURN = frozenset({"turn"})
_READ_PHASE = frozenset({"phase"})
_READ_ATTACK = frozenset({"attacking"})
_READ_SUCCESS = frozenset({"attack_success"})


def _enter(state: State, phase: str, step: str = "") -> None:
    """Move to a phase or step."""
    state.phase, state.step = phase, step
    invalidate_if_read(state, _READ_PHASE)


def _phase_start(state: State, phase: str) -> None:
    _enter(state, phase)
    emit(state, "phase_start", player=state.turn_player, phase=phase)


def t_phase(state: State, t: tuple[Any, ...]) -> None:
    phase = t[1]
    if phase == "start_draw":  # 702
        _phase_start(state, phase)
        if state.turn == 1:  # 702.1
            emit(state, "game_start", player=state.turn_player, phase=phase)
        push(state, ("vz_pre", "draw"), ("vz_draw_step", True), ("vz_pre", ""), ("vz_phase", "main"))
    elif phase == "main":  # 703
        _phase_start(state, phase)
        push(state, ("vz_pre", ""), ("vz_priority",))
    elif phase == "mission":  # 704
        _phase_start(state, phase)
        push(state, ("vz_pre", "mission"), ("vz_clear",), ("vz_pre", "mission"), ("vz_mission_end", 0))
    elif phase == "charge":  # 705
        _phase_start(state, phase)
        push(state, ("vz_keep",), ("vz_charge",), ("vz_pre", ""), ("vz_phase", "end_draw"))
    elif phase == "end_draw":  # 706 (V5)
        _phase_start(state, phase)
        push(state, ("vz_pre", "draw"), ("vz_draw_step", False), ("vz_pre", ""), ("vz_end_turn",))


def t_draw_step(state: State, t: tuple[Any, ...]) -> None:
    """702.3-702.4 / 706.3-706.4: report the sleeping account; draw 1 with 5 or more in hand, else
    up to 5 (702.4a: not on the first player's first turn's start draw phase)."""
    tp = state.turn_player
    for a in state.zones[f"{tp}.account"]:
        if state.orient[a] == REST:
            core.set_orient(state, a, STAND)
    if t[1] and state.turn == 1:
        return
    n = len(state.zones[f"{tp}.hand"])
    core.draw(state, tp, 1 if n >= HAND_SIZE else HAND_SIZE - n)


def t_end_turn(state: State, t: tuple[Any, ...]) -> None:
    expire(state, "end_of_turn")
    state.tasks.append(("vz_turn",))


# -- pre-priority processing (202) and rule effects (1000) ---------------------------------------------
def t_pre(state: State, t: tuple[Any, ...]) -> None:
    """202.2a: rule effects until none; 202.2b: one triggered auto ability is played and resolved,
    then back to 202.2a; when none is triggered, the processing ends."""
    when = t[1]
    if rule_effects(state, when):
        return
    if state.result is not None:
        return
    ab.check_state_triggers(state)
    pend = ab.pending(state)
    if not pend:
        return
    state.tasks.append(("vz_pre", when))
    if len(pend) == 1:
        ab.play_pending(state, pend[0])
        return
    # 908.2a: the turn player chooses which one; its controller plays it
    opts = tuple(Action("trigger", (e[ab.UID],)) for e in pend)
    state.decision = Decision(state.turn_player, "trigger_order", opts, ("vz_trigger_answer",), ("trigger_order",))


def t_trigger_answer(state: State, t: tuple[Any, ...]) -> None:
    uid = t[1].args[0]
    entry = next(e for e in ab.pending(state) if e[ab.UID] == uid)
    ab.play_pending(state, entry)


def rule_effects(state: State, when: str) -> bool:
    """1001.2a: the applicable rule effects of the highest priority are done, then checked again."""
    state.tasks.append(("vz_pre", when))  # check again once these are done (202.2a)
    done = _stacking(state)
    if not done:
        done = _damage_removal(state)
    for m in state.marks.values():  # 1103.3b: a source counts only for the first rule-effect check
        if "dsrc" in m:
            d = m["dsrc"]
            if d is not None and d[4]:
                m["dsrc"] = d[:4] + (0,)
    if done:
        return True
    state.tasks.pop()
    checked = missions.to_check(state)
    if checked:  # 1006.1
        for m in checked:
            core.set_mission(state, m, REST, "check")
        state.tasks.append(("vz_pre", when))
        return True
    tp = state.turn_player
    if when == "mission" and missions.all_cleared(state, tp):  # 1007.1 (V1)
        declare_result(state, ("win", tp, "all missions cleared (1007.1)"))
        return True
    if when == "draw" and not state.zones[f"{tp}.deck"]:  # 1007.2 (V5)
        declare_result(state, ("win", 1 - tp, "deck is empty (1007.2)"))
        return True
    return False


_ALL_AREA_KEYS = core.AREA_KEYS[0] + core.AREA_KEYS[1]


def _stacking(state: State) -> bool:
    """1002 LvUP effect, then 1003 illegal chara effect, for areas holding several charas."""
    lvups: list[tuple[int, list[int], str]] = []
    illegal: list[tuple[int, list[int]]] = []
    zones = state.zones
    for key in _ALL_AREA_KEYS:  # the usual case first: one chara or none in every area
        if len(zones[key]) > 1:
            break
    else:
        return False
    for p in (0, 1):
        for k, key in enumerate(core.AREA_KEYS[p]):
            here = zones[key]
            if len(here) < 2:
                continue
            newest = max(state.placed[i] for i in here)
            top = next(i for i in here if state.placed[i] == newest)
            c = chars(state, top).level
            others = [i for i in here if i != top]
            exps = list(state.zones[f"{p}.exp{k}"])
            if all(chars(state, o).level < c for o in others):
                lvups.append((top, others, f"{p}.exp{k}"))
            else:
                illegal.append((top, others + exps))
    if lvups:
        for top, others, ekey in lvups:
            core.move_cards(state, [(o, ekey, True) for o in others], cause="lvup")
            emit(state, "lvup", iid=top, card=state.defs[top].id, player=int(ekey[0]), exp=len(state.zones[ekey]))
            missions.record(state, int(ekey[0]), "lvup", top)
        return True
    if illegal:
        for _top, out in illegal:
            core.move_cards(state, [(o, f"{state.owner[o]}.trash", True) for o in out], cause="illegal")
        return True
    return False


def _damage_removal(state: State) -> bool:
    """1004: a chara with damage at least its power, or power 0 or less, leaves (1110 退場)."""
    items = []
    zones, damage = state.zones, state.damage
    floors = None
    for keys in core.AREA_KEYS:
        for key in keys:
            for i in zones[key]:
                pw = chars(state, i).power  # power(state, i), with the floors looked up once
                if floors is None:
                    floors = state._cache.get("vz_floor")
                    if floors is None:
                        floors = core._floors(state)
                if i in floors:
                    pw = max(pw, floors[i])
                if pw <= 0 or damage[i] >= pw:
                    items.append(i)
    if not items:
        return False
    for i in items:
        d = state.marks.get(i, {}).get("dsrc")
        by = None
        if d is not None and d[4]:  # 1102, 1103.3: the source of the damage or power loss just dealt
            by = {"by": d[0], "by_card": d[1], "battle": d[2], "ctrl": d[3]}
        ab.request_move(state, i, f"{state.owner[i]}.energy", cause="defeat", by=by)
    return True


# -- priority in the main phase (703.2) -------------------------------------------------------------
def first_turn(state: State) -> bool:
    """703.2a: the first player's first turn."""
    return state.turn == 1 and state.turn_player == state.first_player


def t_priority(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    opts = play_options(state, tp) + ab.activations(state, tp) + attack_options(state, tp)
    state.decision = Decision(tp, "main", tuple(opts) + (PASS,), ("vz_main_answer",), ("main",))


def t_main_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "pass":  # 703.3a
        state.tasks.append(("vz_phase", "mission"))
        return
    push(state, ("vz_pre", ""), ("vz_priority",))  # 703.3 then back to 703.2
    if a.kind == "play":
        start_play(state, a.args[0], a.args[1], free=False)
    elif a.kind == "activate":
        ab.activate(state, a.args[0], a.args[1])
    elif a.kind == "attack":
        declare_attack(state, a.args[0])


def play_cost(state: State, iid: int, player: int, k: int, free: bool = False) -> int:
    """905.2a-905.2d: the card's cost (0 when played without paying it), increases, then decreases,
    never below 0; then the LvUP reduction (905.2d)."""
    return _lvup_cost(state, iid, player, k, _cost_before_lvup(state, iid, player, free))


def _cost_before_lvup(state: State, iid: int, player: int, free: bool) -> int:
    """905.2a-905.2c: the same for every area the card may be played to."""
    base = 0 if free else chars(state, iid).level
    inc = dec = 0
    for amount in cost_changes(state, iid, player):
        if amount > 0:
            inc += amount
        else:
            dec -= amount
    return max(0, base + inc - dec)


def _lvup_cost(state: State, iid: int, player: int, k: int, cost: int) -> int:
    """905.2d: playing onto a lower chara in area k costs less by 1 and by its EXP count."""
    if k >= 0 and "lvup" in chars(state, iid).keywords:
        here = core.area_chara(state, player, k)
        if here is not None and chars(state, here).level < chars(state, iid).level:
            cost = max(0, cost - 1 - len(core.exp_of(state, here)))
    return cost


def cost_changes(state: State, iid: int, player: int) -> list[int]:
    """905.2c: continuous abilities with play_cost, and cost changes created by effects."""
    out = []
    for i, ai in ab._index(state)[3]:
        a = state.defs[i].abilities[ai]
        key = state.zone_of[i]
        if key.endswith("deck") or not ability_active_at(state, i, a, key):
            continue
        ctrl = ab.controller(state, i)
        if "condition" in a and not interp.check_condition(state, a["condition"], ctrl, i, {}):
            continue
        aff = a.get("affects", "self")
        if aff == "self":
            if i != iid:
                continue
        else:
            who = aff.get("player", "you")
            if who != "any" and (player == ctrl) != (who == "you"):
                continue
            if not interp.match_filter(state, iid, aff.get("where"), i) or not _played_from(state, iid, aff.get("zone")):
                continue
        out.append(a["play_cost"])
    for _ts, ctrl, amount, def_id, ai, path, _until in state.flags.get("cost_mods", ()):
        if ctrl != player:
            continue
        node = interp.node_at(state.deftable[def_id].abilities[ai], tuple(path))
        if interp.match_filter(state, iid, node.get("where"), -1) and _played_from(state, iid, node.get("from")):
            out.append(amount)
    return out


def _played_from(state: State, iid: int, zones_: Any) -> bool:
    """A cost change limited to cards played from a zone ("cards you play from your hand")."""
    if zones_ is None:
        return True
    return zone_name(state.zone_of[iid]) in (zones_ if isinstance(zones_, list) else [zones_])


def expire(state: State, until: str) -> None:
    """Continuous effects, cost changes and delayed abilities whose duration ends now
    (704.9 mission_end, 806.6 attack_end, end_of_turn)."""
    interp.expire_effects(state, until)
    _expire_cost_mods(state, until)
    delayed = state.flags.get("delayed")
    if delayed:
        kept = tuple(e for e in delayed
                     if interp.node_at(state.deftable[e[4]].abilities[e[5]], tuple(e[6])).get("until") != until)
        if len(kept) != len(delayed):
            state.flags["delayed"] = kept


def _expire_cost_mods(state: State, until: str) -> None:
    mods = state.flags.get("cost_mods")
    if mods:
        kept = tuple(m for m in mods if m[6] != until)
        if kept:
            state.flags["cost_mods"] = kept
        else:
            state.flags.pop("cost_mods")


def can_play_type(state: State, iid: int) -> bool:
    return not (state.defs[iid].type == "event" and first_turn(state))  # 703.2a


def play_options(state: State, p: int) -> list[Action]:
    """703.2: cards in hand or the keep zone (508.2) the player can pay for (904.2f)."""
    energy = len(state.zones[f"{p}.energy"])
    out = []
    seen: set[tuple[str, str, int]] = set()
    for zone in ("hand", "keep"):
        for i in state.zones[f"{p}.{zone}"]:
            d = state.defs[i]
            if d.type == "chara":
                targets = range(AREAS)
            elif d.type == "event" and can_play_type(state, i):
                targets = range(-1, 0)
            else:
                continue
            before = -1
            for k in targets:
                key = (d.id, zone, k)
                if key in seen:
                    continue  # identical copies give identical plays: offer one
                seen.add(key)
                if before < 0:  # play_cost, with the part every area shares worked out once per card
                    before = _cost_before_lvup(state, i, p, False)
                if _lvup_cost(state, i, p, k, before) <= energy:
                    out.append(Action("play", (i, k)))
    return out


def start_play(state: State, iid: int, k: int, free: bool, origin: str | None = None) -> None:
    """904.2: determine the cost (904.2d), move the card to the temporary zone (904.2e), pay
    (904.2f); 904.2h it is played; 906.2 it resolves."""
    p = ab.controller(state, iid)
    origin = origin or zone_name(state.zone_of[iid])
    cost = play_cost(state, iid, p, k, free)
    core.move_cards(state, [(iid, "temp", True)], cause="play")
    push(state, ("vz_pay_energy", p, cost), ("vz_played", iid, state.obj[iid], k, origin, p))


def t_played(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, k, origin, p = t
    if state.obj[iid] != obj:
        return
    d = state.defs[iid]
    emit(state, "play", player=p, iid=iid, card=d.id, type=d.type, frm=origin, area=k)
    missions.record(state, p, "play_chara" if d.type == "chara" else "play_event", iid)
    if d.type == "chara":  # 906.2a
        state.tasks.append(("vz_place", iid, obj, k, origin, p))
        return
    state.tasks.append(("vz_event_done", iid, obj))  # 906.2b
    for ai in reversed(ab.ability_info(d).other.get("event", [])):  # 909.2: top to bottom
        cid = interp.new_ctx(state, iid, p, d.id, ai)
        state.tasks.append(("vz_resolve_ctx", cid, ("effects",)))


def t_place(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, k, origin, p = t
    if state.obj[iid] == obj:
        core.move_cards(state, [(iid, f"{p}.area{k}", True)], cause="play", origin={iid: origin})


def t_event_done(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj = t
    if state.obj[iid] == obj and state.zone_of[iid] == "temp":
        core.move_cards(state, [(iid, f"{state.owner[iid]}.trash", True)], cause="resolved")


def t_free_offer(state: State, t: tuple[Any, ...]) -> None:
    """Play a card without paying its cost (804.2, 1115.1, 1201.2), or the fallback: "energy" puts it
    into its owner's energy (1115.1, 1201.3); "stay" leaves it where it is."""
    _, p, iid, obj, origin, fallback = t
    if state.obj[iid] != obj:
        return
    opts = free_play_options(state, p, iid)
    if not opts:
        _fallback(state, iid, fallback)
        return
    opts.append(Action("energy") if fallback == "energy" else Action("no_play"))
    state.decision = Decision(p, "free_play", tuple(opts), ("vz_free_answer", p, iid, obj, origin, fallback),
                              ("free_play", state.defs[iid].id))


def free_play_options(state: State, p: int, iid: int) -> list[Action]:
    d = state.defs[iid]
    energy = len(state.zones[f"{p}.energy"])
    if d.type == "chara":
        before = _cost_before_lvup(state, iid, p, True)
        return [Action("play", (iid, k)) for k in range(AREAS) if _lvup_cost(state, iid, p, k, before) <= energy]
    if d.type == "event" and can_play_type(state, iid) and play_cost(state, iid, p, -1, True) <= energy:
        return [Action("play", (iid, -1))]
    return []


def _fallback(state: State, iid: int, fallback: str) -> None:
    if fallback == "energy":
        core.move_cards(state, [(iid, f"{state.owner[iid]}.energy", True)], cause="scout_energy")


def t_free_answer(state: State, t: tuple[Any, ...]) -> None:
    _, p, iid, obj, origin, fallback, a = t
    if a.kind == "play":
        start_play(state, iid, a.args[1], free=True, origin=origin)
    else:
        _fallback(state, iid, fallback)


# -- attacks (800) -------------------------------------------------------------------------------------------
def attack_options(state: State, p: int) -> list[Action]:
    """802.1a: a reported chara of the turn player in an area, without the no-attack icon."""
    if first_turn(state):
        return []
    out = []
    for i in core.charas(state, p):
        if state.orient[i] != STAND:
            continue
        c = chars(state, i)
        if "no_attack" in c.keywords or "cannot_attack" in c.flags:
            continue
        out.append(Action("attack", (i,)))
    return out


def attack_info(state: State) -> tuple[Any, ...] | None:
    return state.flags.get("atk")


def attacker(state: State) -> int | None:
    """The attacking chara while it is still the same object in an area."""
    atk = attack_info(state)
    if atk is None:
        return None
    iid, obj = atk[0], atk[1]
    return iid if state.obj[iid] == obj and zone_name(state.zone_of[iid]) == "area" else None


def lane(state: State) -> int:
    """The attacking chara's lane: its area now, or the last one it was in."""
    atk = attack_info(state)
    a = attacker(state)
    return area_index(state.zone_of[a]) if a is not None else (atk[2] if atk else -1)


def _step(state: State, step: str) -> None:
    _enter(state, state.phase, step)
    emit(state, "step", player=state.turn_player, phase=step)


def declare_attack(state: State, iid: int) -> None:
    """802.1: choose, sleep (802.1b), the attack events (802.1c), pre-priority (802.1d), block."""
    tp = state.turn_player
    state.flags["atk"] = (iid, state.obj[iid], area_index(state.zone_of[iid]))
    state.flags.pop("btrig", None)
    _step(state, "attack")
    invalidate_if_read(state, _READ_ATTACK)
    core.set_orient(state, iid, REST)
    emit(state, "attack", player=tp, iid=iid, card=state.defs[iid].id, lane=area_index(state.zone_of[iid]))
    missions.record(state, tp, "attack", iid)
    push(state, ("vz_pre", ""), ("vz_block",), ("vz_pre", ""), ("vz_after_block",))


def slide_options(state: State, p: int) -> list[Action]:
    out = []
    for i in core.charas(state, p):
        if "cannot_slide" in chars(state, i).flags:
            continue
        k = area_index(state.zone_of[i])
        for j in adjacent(k):
            if not state.zones[f"{p}.area{j}"]:
                out.append(Action("slide", (i, j)))
    return out


def t_block(state: State, t: tuple[Any, ...]) -> None:
    """803.1: the non-turn player may play an activated ability, or put 2 hand cards into the
    trash to slide a chara (V4), or pass."""
    _step(state, "block")
    p = 1 - state.turn_player
    opts = ab.activations(state, p)
    if len(ab.hand_for_costs(state, p)) >= SLIDE_COST:
        opts += slide_options(state, p)
    if not opts:
        return
    state.decision = Decision(p, "block", tuple(opts) + (PASS,), ("vz_block_answer",), ("block",))


def t_block_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    p = 1 - state.turn_player
    if a.kind == "activate":
        ab.activate(state, a.args[0], a.args[1])
    elif a.kind == "slide":
        iid = a.args[0]
        push(state, ("vz_discard", p, SLIDE_COST, -1, "slide_cost"), ("vz_slide", iid, state.obj[iid], a.args[1]))


def t_slide(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, to = t
    if state.obj[iid] != obj or zone_name(state.zone_of[iid]) != "area":
        return
    p = int(state.zone_of[iid][0])
    if state.zones[f"{p}.area{to}"] or to not in adjacent(area_index(state.zone_of[iid])):
        return
    core.slide_card(state, iid, to)


def t_after_block(state: State, t: tuple[Any, ...]) -> None:
    """803.3: to the scout step if the attacking chara is in an area, else to the attack end step."""
    if attacker(state) is not None:
        push(state, ("vz_scout_step",))
    else:
        push(state, ("vz_attack_end",))


def t_scout_step(state: State, t: tuple[Any, ...]) -> None:
    """804: pre-priority, then scouting: alone if no opposing chara is in the lane (804.2a), else
    both players at once, the turn player choosing first (804.2b)."""
    _step(state, "scout")
    push(state, ("vz_pre", ""), ("vz_scouting",), ("vz_battle",))


def t_scouting(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    k = lane(state)
    opp = core.area_chara(state, 1 - tp, k) if k >= 0 else None
    if opp is None:
        push(state, ("vz_scout", tp, True), ("vz_pre", ""))
        return
    revealed = reveal_for_scout(state, [tp, 1 - tp])
    tasks = []
    for p, iid in revealed:
        tasks += [("vz_scout_choice", p, iid, state.obj[iid]), ("vz_pre", "")]
    push(state, *tasks)


def reveal_for_scout(state: State, players: list[int]) -> list[tuple[int, int]]:
    """1115.1: the top card of the deck is revealed and put into the scout zone (together, 804.2b)."""
    items = []
    for p in players:
        deck = state.zones[f"{p}.deck"]
        if deck:
            items.append((p, deck[-1]))
    for p, iid in items:
        emit(state, "reveal", iid=iid, card=state.defs[iid].id, player=p, why="scout")
    core.move_cards(state, [(iid, "scout", True) for _p, iid in items], cause="scout")
    for p, iid in items:
        emit(state, "scout", player=p, iid=iid, card=state.defs[iid].id)
        missions.record(state, p, "scout", iid)
    return items


def t_scout(state: State, t: tuple[Any, ...]) -> None:
    """("vz_scout", player, ...): scout (1115.1)."""
    p = t[1]
    for q, iid in reveal_for_scout(state, [p]):
        state.tasks.append(("vz_scout_choice", q, iid, state.obj[iid]))


def t_scout_choice(state: State, t: tuple[Any, ...]) -> None:
    """1115.1: a card with the scout icon may be played at once without paying its cost; otherwise
    (or if not played) it goes into its owner's energy."""
    _, p, iid, obj = t
    if state.obj[iid] != obj:
        return
    if "scout" not in chars(state, iid).keywords:
        _fallback(state, iid, "energy")
        return
    state.tasks.append(("vz_free_offer", p, iid, obj, "scout", "energy"))


def t_battle(state: State, t: tuple[Any, ...]) -> None:
    """805: if the attacking chara is in an area and an opposing chara is in its lane, it deals
    damage equal to its power to that chara (805.3, 305.3)."""
    _step(state, "battle")
    push(state, ("vz_pre", ""), ("vz_battle_damage",), ("vz_attack_end",))


def t_battle_damage(state: State, t: tuple[Any, ...]) -> None:
    a = attacker(state)
    if a is None:
        return
    tp = state.turn_player
    opp = core.area_chara(state, 1 - tp, area_index(state.zone_of[a]))
    if opp is None:
        return
    emit(state, "battle", player=tp, iid=a, card=state.defs[a].id, target=opp)
    ab.request_damage(state, opp, power(state, a), {"by": a, "by_card": state.defs[a].id, "battle": True, "ctrl": tp})


def t_attack_end(state: State, t: tuple[Any, ...]) -> None:
    """806.1 pre-priority; 806.2 the attack succeeds if the attacking chara is in an area."""
    _step(state, "attack_end")
    push(state, ("vz_pre", ""), ("vz_success",))


def t_success(state: State, t: tuple[Any, ...]) -> None:
    a = attacker(state)
    tp = state.turn_player
    if a is not None and not state.flags.get("atk_done"):
        state.flags["atk_done"] = True
        state.flags["success"] = state.flags.get("success", ()) + ((a, state.obj[a]),)  # 1118.1
        invalidate_if_read(state, _READ_SUCCESS)
        emit(state, "attack_success", player=tp, iid=a, card=state.defs[a].id)
        missions.record(state, tp, "attack_success", a)
    elif a is not None:
        emit(state, "attack_success", player=tp, iid=a, card=state.defs[a].id, again=True)
    atk = attack_info(state)
    emit(state, "battle_end", player=tp, iid=atk[0] if atk else None)
    push(state, ("vz_pre", ""), ("vz_battle_loop",))


def _battle_events(state: State) -> list[Any]:
    a = attacker(state)
    tp = state.turn_player
    atk = attack_info(state)
    evs = [core.ev("battle_end", player=tp, iid=atk[0] if atk else None)]
    if a is not None:
        evs.append(core.ev("attack_success", player=tp, iid=a, card=state.defs[a].id))
    return evs


def t_battle_loop(state: State, t: tuple[Any, ...]) -> None:
    """806.5-806.7: while a battle-end or attack-success ability could still trigger for the first
    time this battle, back to 806.2/806.3; then "until attack end" effects end and the battle is over."""
    if any(ab.would_trigger(state, e) for e in _battle_events(state)):
        state.tasks.append(("vz_success",))
        return
    expire(state, "attack_end")
    if any(ab.would_trigger(state, e) for e in _battle_events(state)):
        state.tasks.append(("vz_success",))
        return
    for k in ("atk", "btrig", "atk_done"):
        state.flags.pop(k, None)
    _enter(state, state.phase)
    invalidate_if_read(state, _READ_ATTACK)
    emit(state, "attack_over", player=state.turn_player)


# -- the mission phase (704) ----------------------------------------------------------------------------
def t_clear(state: State, t: tuple[Any, ...]) -> None:
    missions.mission_phase_clear(state)


def t_mission_end(state: State, t: tuple[Any, ...]) -> None:
    """704.5: the mission-phase-end event (abilities that already triggered this turn do not again)."""
    emit(state, "phase_end", player=state.turn_player, phase="mission")
    push(state, ("vz_pre", "mission"), ("vz_mission_loop", t[1]))


def _mission_end_event(state: State) -> Any:
    return core.ev("phase_end", player=state.turn_player, phase="mission")


def t_mission_loop(state: State, t: tuple[Any, ...]) -> None:
    """704.7-704.11."""
    if ab.would_trigger(state, _mission_end_event(state)):
        state.tasks.append(("vz_mission_end", t[1]))
        return
    if t[1] == 0:
        # 704.8: recorded conditions and attack successes end; every chara's damage becomes 0
        for k in ("mcount", "success"):
            state.flags.pop(k, None)
        for i, dmg in enumerate(state.damage):
            if dmg:
                state.damage[i] = 0
        state._cache = None
        expire(state, "mission_end")  # 704.9
        emit(state, "cleanup", player=state.turn_player)
        if ab.would_trigger(state, _mission_end_event(state)):  # 704.10
            state.tasks.append(("vz_mission_end", 1))
            return
    push(state, ("vz_pre", "mission"), ("vz_phase", "charge"))


# -- the charge phase (705) -------------------------------------------------------------------------------
def _hand_options(state: State, p: int, kind: str) -> list[Action]:
    opts: dict[str, int] = {}
    for i in state.zones[f"{p}.hand"]:
        opts.setdefault(state.defs[i].id, i)
    return [Action(kind, (i,)) for i in opts.values()]


def t_keep(state: State, t: tuple[Any, ...]) -> None:
    """705.2: the turn player may put a hand card into the keep zone (the one there goes to the trash)."""
    tp = state.turn_player
    opts = _hand_options(state, tp, "keep")
    if opts:
        state.decision = Decision(tp, "keep", tuple(opts) + (PASS,), ("vz_keep_answer",), ("keep",))


def t_keep_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind != "keep":
        return
    tp = state.turn_player
    old = list(state.zones[f"{tp}.keep"])
    core.move_cards(state, [(a.args[0], f"{tp}.keep", True)], cause="keep")
    if old:
        core.move_cards(state, [(o, f"{state.owner[o]}.trash", True) for o in old], cause="keep")


def t_charge(state: State, t: tuple[Any, ...]) -> None:
    """705.3: the turn player chooses any number of hand cards, one answer at a time ("done" ends),
    and then they are put into energy together, in the order chosen (501.5): every card's
    "when another card is put into your energy zone" sees every other one (908.3b), whatever
    the order of the answers. ("vz_charge", chosen so far)"""
    tp = state.turn_player
    chosen: tuple[int, ...] = t[1] if len(t) > 1 else ()
    opts: dict[str, int] = {}
    for i in state.zones[f"{tp}.hand"]:
        if i not in chosen:
            opts.setdefault(state.defs[i].id, i)
    if opts:
        state.decision = Decision(tp, "charge", tuple(Action("energy", (i,)) for i in opts.values()) + (Action("done"),),
                                  ("vz_charge_answer", chosen), ("charge",) + tuple(state.defs[i].id for i in chosen))
    elif chosen:
        _charge(state, chosen)


def t_charge_answer(state: State, t: tuple[Any, ...]) -> None:
    chosen, a = (t[1], t[2]) if len(t) > 2 else ((), t[1])
    if a.kind != "energy":
        if chosen:
            _charge(state, chosen)
        return
    state.tasks.append(("vz_charge", chosen + (a.args[0],)))


def _charge(state: State, chosen: tuple[int, ...]) -> None:
    tp = state.turn_player
    core.move_cards(state, [(i, f"{tp}.energy", True) for i in chosen if state.zone_of[i] == f"{tp}.hand"],
                    cause="charge")


TASKS = {
    "vz_setup": t_setup, "vz_mission_order": t_mission_order, "vz_mission_order_answer": t_mission_order_answer,
    "vz_setup_shuffle": t_setup_shuffle, "vz_first_player": t_first_player, "vz_opening": t_opening,
    "vz_setup_energy": t_setup_energy, "vz_setup_energy_answer": t_setup_energy_answer,
    "vz_reveal_missions": t_reveal_missions, "vz_turn": t_turn, "vz_phase": t_phase, "vz_draw_step": t_draw_step,
    "vz_end_turn": t_end_turn, "vz_pre": t_pre, "vz_trigger_answer": t_trigger_answer, "vz_priority": t_priority,
    "vz_main_answer": t_main_answer, "vz_played": t_played, "vz_place": t_place, "vz_event_done": t_event_done,
    "vz_free_offer": t_free_offer, "vz_free_answer": t_free_answer, "vz_block": t_block,
    "vz_block_answer": t_block_answer, "vz_slide": t_slide, "vz_after_block": t_after_block,
    "vz_scout_step": t_scout_step, "vz_scouting": t_scouting, "vz_scout": t_scout, "vz_scout_choice": t_scout_choice,
    "vz_battle": t_battle, "vz_battle_damage": t_battle_damage, "vz_attack_end": t_attack_end, "vz_success": t_success,
    "vz_battle_loop": t_battle_loop, "vz_clear": t_clear, "vz_mission_end": t_mission_end,
    "vz_mission_loop": t_mission_loop, "vz_keep": t_keep, "vz_keep_answer": t_keep_answer, "vz_charge": t_charge,
    "vz_charge_answer": t_charge_answer,
}
