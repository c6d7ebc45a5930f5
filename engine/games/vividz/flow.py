"""Vividz game flow: preparation (601), turns and phases (700), priority and pre-priority
processing (200), rule effects (1000), the main phase's choices (703.2), the mission phase (704)
and the charge phase (705). Playing cards is in playing.py, attacks and scouting in attacks.py."""
from __future__ import annotations

from itertools import permutations
from typing import Any

from ... import rng
from ...actions import PASS, Action, Decision
from ...layers import chars, invalidate_if_read, may_lower_power, printed_power
from ...state import REST, REVERSE, STAND, State
from . import abilities as ab
from . import core, missions
from .attacks import attack_options, declare_attack
from .core import declare_result, emit, enter, push
from .playing import expire, play_options, start_play

MAX_TURNS = 200  # simulator ruling (docs/vividz.md): a game reaching 200 turns is a draw
HAND_SIZE = 5


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
        tops: list[Any] = [state.zones[f"{p}.deck"][-1] if state.zones[f"{p}.deck"] else None for p in (0, 1)]
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
        for i in reversed(deck[-HAND_SIZE:]):  # 504.3: one card at a time, the top card first
            core.move_cards(state, [(i, f"{p}.hand", True)], cause="opening")
    second = 1 - state.first_player
    push(state, ("vz_setup_energy", second, 2), ("vz_reveal_missions",), ("vz_turn",))


def t_setup_energy(state: State, t: tuple[Any, ...]) -> None:
    """("vz_setup_energy", player, n still to choose, chosen so far): 601.1e the second player
    chooses 2 hand cards, one answer at a time, and they go into energy together (501.5)."""
    p, n = t[1], t[2]
    chosen: tuple[int, ...] = tuple(t[3]) if len(t) > 3 else ()
    hand = state.zones[f"{p}.hand"]
    left = [i for i in hand if i not in chosen]
    opts: dict[str, int] = {}
    for i in left:
        opts.setdefault(state.defs[i].id, i)
    if n > 0 and len(opts) > 1:
        state.decision = Decision(p, "setup_energy", tuple(Action("energy", (i,)) for i in opts.values()),
                                  ("vz_setup_energy_pick", p, n, chosen), ("setup_energy", n))
        return
    take = tuple(left[-n:]) if n > 0 else ()
    for i in take:  # copies of one card: no choice to ask, but one is made
        core.chosen(state, p, i, auto=True)
    if chosen + take:
        core.move_cards(state, [(i, f"{p}.energy", True) for i in chosen + take], cause="setup_energy")


def t_setup_energy_pick(state: State, t: tuple[Any, ...]) -> None:
    p, n, chosen, a = t[1], t[2], t[3], t[4]
    state.tasks.append(("vz_setup_energy", p, n - 1, tuple(chosen) + (a.args[0],)))


def t_setup_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    """An answer of a save made before the two cards went together: that card goes at once."""
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



def _phase_start(state: State, phase: str) -> None:
    enter(state, phase)
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
        for mi in checked:
            core.set_mission(state, mi, REST, "check")
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
    zones, damage, defs = state.zones, state.damage, state.defs
    floors = None
    # without damage and with nothing that may lower a power, a chara keeps at least its printed
    # power: no characteristics need computing (this runs before every priority)
    low = None  # asked at the first chara: the areas are often empty
    for key in _ALL_AREA_KEYS:
        for i in zones[key]:
            if low is None:
                low = may_lower_power(state)
            if not low and not damage[i] and printed_power(defs[i]) > 0:
                continue
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
    moves = []
    for i in items:  # 501.5: they leave together, each by its own source
        d = state.marks.get(i, {}).get("dsrc")
        by = None
        if d is not None and d[4]:  # 1102, 1103.3: the source of the damage or power loss just dealt
            by = {"by": d[0], "by_card": d[1], "battle": d[2], "ctrl": d[3]}
        moves.append((i, state.obj[i], f"{state.owner[i]}.energy", True, by))
    state.tasks.append(("vz_move", tuple(moves), "defeat", None, (), None))
    return True


# -- priority in the main phase (703.2) -------------------------------------------------------------
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
    "vz_setup_energy_pick": t_setup_energy_pick,
    "vz_reveal_missions": t_reveal_missions, "vz_turn": t_turn, "vz_phase": t_phase, "vz_draw_step": t_draw_step,
    "vz_end_turn": t_end_turn, "vz_pre": t_pre, "vz_trigger_answer": t_trigger_answer, "vz_priority": t_priority,
    "vz_main_answer": t_main_answer, "vz_clear": t_clear, "vz_mission_end": t_mission_end,
    "vz_mission_loop": t_mission_loop, "vz_keep": t_keep, "vz_keep_answer": t_keep_answer, "vz_charge": t_charge,
    "vz_charge_answer": t_charge_answer,
}

