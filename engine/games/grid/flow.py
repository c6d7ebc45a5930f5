"""Grid game flow: the start of the game (1.6), turns and phases (4), the standby phase's plays
(2.5, 4.2, 7.2, 7.3), action steps (5), the rule checks (1.4, Q31) and the windows in which
players answer (7.1, Q23)."""
from __future__ import annotations

from typing import Any

from ... import interp, rng, stack
from ...actions import Action, Decision
from ...layers import activated_instances, activated_options, chars, derived
from ...state import REST, REVERSE, STAND, State
from . import abilities as ab
from . import barred, core
from .combat import free_timing_options, start_free_action
from .combat_state import check_interrupt, in_free_timing
from .geometry import AREAS, reachable
from .placement import place_unit, unit_areas
from .zones import GRID_KEYS, HAND_KEY, zone_name

MAX_TURNS = 200  # 1.8, Q32
OPENING_HAND = 6
OPEN = "open"  # flag: a listed window or free timing, where either player may start on an empty stack
NO_AREA = -9  # a unit play's stack item: its area is chosen only when it is placed (7.2 (4))


def push(state: State, *tasks: tuple[Any, ...]) -> None:
    """Schedule tasks to run in the order given."""
    state.tasks.extend(reversed(tasks))


def window(open_: bool = True) -> tuple[Any, ...]:
    return ("gr_window", open_)


def t_window(state: State, t: tuple[Any, ...]) -> None:
    """A round of priority (7.1); `open`: a listed window, where the non-turn player may start an
    item on an empty stack too (Q23)."""
    state.tasks.append(("gr_window_end",))
    state.flags[OPEN] = bool(t[1])
    stack.open_window(state)


def t_window_end(state: State, t: tuple[Any, ...]) -> None:
    state.flags.pop(OPEN, None)


# -- the start of the game (1.6) -----------------------------------------------------------------
def t_setup(state: State, t: tuple[Any, ...]) -> None:
    fixed = state.flags.pop("fixed_setup", None)
    if fixed is None or fixed < 0:
        state.rng, first = rng.below(state.rng, 2)
    else:
        first = fixed
    if fixed is None:
        for p in (0, 1):
            core.shuffle_deck(state, p)
    state.first_player = state.turn_player = first
    core.emit(state, "first_player", player=first)
    for p in (first, 1 - first):
        core.draw(state, p, OPENING_HAND)
    push(state, ("gr_turn",))


# -- turns and phases (4) --------------------------------------------------------------------------
def t_turn(state: State, t: tuple[Any, ...]) -> None:
    if state.turn >= MAX_TURNS:  # Q32: turn 200 ended without a result
        core.declare_result(state, ("draw", f"turn limit {MAX_TURNS} (1.8)"))
        return
    state.turn += 1
    if state.turn > 1:
        state.turn_player = 1 - state.turn_player
    for k in ("attr_put", "moved", "fresh", "used_turn"):
        state.flags.pop(k, None)
    state._cache = None
    core.emit(state, "turn_start", player=state.turn_player, turn=state.turn)
    push(state, ("gr_phase", "start"), ("gr_phase", "standby"), ("gr_phase", "battle"), ("gr_phase", "end"),
         ("gr_turn_end",), ("gr_turn",))


def _enter(state: State, phase: str, step: str = "", player: int | None = None) -> None:
    state.phase, state.step = phase, step
    state._cache = None
    core.emit(state, "phase_start", phase=step or phase, player=state.turn_player if player is None else player)


def t_phase(state: State, t: tuple[Any, ...]) -> None:
    phase = t[1]
    _enter(state, phase)
    if phase == "start":  # 4.1
        push(state, ("gr_step", "start", "process"), window(), ("gr_release",), window(), ("gr_draw",), window(),
             ("gr_step", "start", "process"))
    elif phase == "standby":  # 4.2
        push(state, ("gr_step", "standby", "process"), ("gr_standby",), ("gr_step", "standby", "process"))
    elif phase == "battle":  # 4.3
        push(state, ("gr_step", "battle", "process"), window(), ("gr_action_step", state.turn_player),
             ("gr_action_step", 1 - state.turn_player), ("gr_attacks",), ("gr_reset_damage",),
             ("gr_step", "battle", "process"))
    elif phase == "end":  # 4.4
        push(state, ("gr_step", "end", "process"), ("gr_expire",), ("gr_step", "end", "process"))


def t_step(state: State, t: tuple[Any, ...]) -> None:
    """A process step: effects waiting for it trigger (phase_start with the step) and resolve."""
    _enter(state, t[1], t[2])
    push(state, window(False))


def t_release(state: State, t: tuple[Any, ...]) -> None:
    """4.1 release step (Q15): every card of the turn player's field and attribute area is
    released, except down units, which become frozen."""
    _enter(state, "start", "release")
    tp = state.turn_player
    for k in (*(f"{tp}.g{a}" for a in range(AREAS)), f"{tp}.slot", f"{tp}.attribute"):
        for i in list(state.zones[k]):
            core.set_orient(state, i, REST if state.orient[i] == REVERSE else STAND)


def t_draw(state: State, t: tuple[Any, ...]) -> None:
    """4.1 draw step: 2 cards; 1 on the first player's first turn (1.7)."""
    _enter(state, "start", "draw")
    core.draw(state, state.turn_player, 1 if first_turn(state) else 2)


def first_turn(state: State) -> bool:
    return state.turn == 1


def t_expire(state: State, t: tuple[Any, ...]) -> None:
    """4.4: effects that last until end of turn end."""
    interp.expire_effects(state, "end_of_turn")
    if any(e[4] == "end_of_next_turn" for e in state.effects):  # one turn left for these
        state.effects = [e[:4] + ("end_of_turn",) + e[5:] if e[4] == "end_of_next_turn" else e for e in state.effects]
    state._cache = None


def t_turn_end(state: State, t: tuple[Any, ...]) -> None:
    core.emit(state, "turn_end", player=state.turn_player, turn=state.turn)


# -- rule checks (1.4) and the stack's hooks ---------------------------------------------------------
def rule_check(state: State) -> None:
    """1.4 (Q31): a player with no cards in their deck loses; both at once: a draw."""
    zones = state.zones
    if zones["0.deck"] and zones["1.deck"]:
        return  # asked before every priority
    losers = [p for p in (0, 1) if not zones[f"{p}.deck"]]
    if len(losers) == 2:
        state.rules.declare_losses(state, losers, "both decks are empty (1.4)")
    elif losers:
        core.declare_result(state, ("win", 1 - losers[0], "deck is empty (1.4)"))


def before_priority(state: State) -> bool:
    rule_check(state)
    if state.result is not None:
        return False
    check_interrupt(state)
    return ab.pending_to_stack(state)


def priority_options(state: State, player: int) -> list[Action]:
    """What `player` may start now: events and effects; in a damage determination's free timing
    also keyword steps and conversions (8.9-8.11). On an empty stack only in a listed window."""
    empty = not stack.items(state)
    if empty and not state.flags.get(OPEN):
        return []
    # most windows offer nothing (about five a grid action): each part is asked only when its cheap
    # precondition holds, an event in hand, a card with an activated ability a window may offer
    # in this player's zones, a free timing
    events, acts = derived(state, "gr_window", _window_cards)
    out = [] if events.isdisjoint(state.zones[HAND_KEY[player]]) else play_options(state, player, units=False)
    if acts:
        rank, zone_of = _ACTIVATE_RANK[player], state.zone_of
        for i in acts:
            if zone_of[i] in rank:
                out += activate_options(state, player, "any")
                break
    if in_free_timing(state):
        out += free_timing_options(state, player, empty)
    return out


def priority_action(state: State, player: int, a: Action) -> None:
    if a.kind == "play":
        start_play(state, player, a)
    elif a.kind == "activate":
        ab.start_activation(state, player, a.args[0], a.args[1])
    else:
        start_free_action(state, player, a)


# -- playing cards (7.2, 7.3, 3.4) ---------------------------------------------------------------------
def play_options(state: State, player: int, units: bool = True) -> list[Action]:
    """Units and events (card,) that `player` can pay for (Q33: a unit needs a place it could go;
    which one is chosen when it is placed, 7.2 (4))."""
    out: list[Action] = []
    hand = state.zones[HAND_KEY[player]]
    if not units:  # at priority: only events (most hands hold none)
        events: frozenset[int] = derived(state, "gr_window", _window_cards)[0]
        hand = [i for i in hand if i in events]
    for i in hand:
        d = state.defs[i]
        if d.type == "unit":
            if not units:
                continue
            x, y = d.stats.get("x", 0), d.stats.get("y", 0)
            if unit_areas(state, i) and ab.can_pay(state, player, i, x, y):
                out.append(Action("play", (i,)))
        elif d.type == "event" and ab.can_pay(state, player, i, d.stats.get("x", 0), d.stats.get("y", 0)) and not any(
                barred.play_barred(state, i, e, player) for e in d.abilities) and all(
                ab.condition_holds(state, e, player, i) for e in d.abilities if e["type"] == "event"):
            out.append(Action("play", (i,)))  # an event's `condition`: playable only while it holds
    return out


def _event_cards(state: State) -> frozenset[int]:
    return frozenset(i for i, d in enumerate(state.defs) if d.type == "event")


def _window_cards(state: State) -> tuple[frozenset[int], tuple[int, ...]]:
    """The event cards, and the cards with an activated ability whose timing a priority window may
    offer (any, or damage in a free timing; activate_options' `ok` refuses every other timing there)."""
    return _event_cards(state), tuple(
        i for i, acts in activated_instances(state)
        if any(state.defs[i].abilities[ai].get("timing", "standby") in ("any", "damage") for ai in acts))


def activate_options(state: State, player: int, timing: str) -> list[Action]:
    """Activated effects of `player`'s cards whose timing fits (docs/grid.md: standby, any, damage)."""
    defs = state.defs
    free: bool | None = None  # in_free_timing, asked only when a damage-timing ability is found

    def ok(i: int, ai: int) -> bool:
        nonlocal free
        a = defs[i].abilities[ai]
        tm = a.get("timing", "standby")
        if tm != "any" and tm != timing:
            if tm != "damage":
                return False
            if free is None:
                free = in_free_timing(state)
            if not free:
                return False
        return ab.can_activate(state, i, ai) and not barred.play_barred(state, i, a, player)
    return [Action("activate", h) for h in activated_options(state, _ACTIVATE_RANK[player], ok)]


_ACTIVATE_RANK = tuple({k: n for n, k in enumerate((*(f"{p}.g{a}" for a in range(AREAS)), f"{p}.slot",
                                                     f"{p}.hand", f"{p}.attribute"))} for p in (0, 1))


def start_play(state: State, player: int, a: Action) -> None:
    """7.2 (1): the card goes on the stack and its cost [x:y] is paid; 際 effects happen now."""
    iid = a.args[0]
    d = state.defs[iid]
    core.put(state, iid, "stack", cause="play")
    core.emit(state, "play", iid=iid, card=d.id, player=player, type=d.type)
    if d.type == "unit":  # its area is chosen when it is placed (7.2 (4))
        state.tasks.append(("gr_push_play", iid, player, NO_AREA, 0))
    else:
        ai = next((k for k, x in enumerate(d.abilities) if x["type"] == "event"), 0)
        cid = interp.new_ctx(state, iid, player, d.id, ai)
        state.tasks.append(("gr_push_play", iid, player, -9, cid))
    for k, x in list(enumerate(d.abilities))[::-1]:  # 際 (7.4): done as the card is played, like a cost
        if x["type"] == "play" and ab.condition_holds(state, x, player, iid):  # 際 with a condition
            c2 = interp.new_ctx(state, iid, player, d.id, k)
            state.tasks.append(("end_ctx", c2))
            interp.push_seq(state, c2, ("effects",))
    ab.schedule_payment(state, player, iid, d.stats.get("x", 0), d.stats.get("y", 0))


def t_push_play(state: State, t: tuple[Any, ...]) -> None:
    _, iid, player, area, cid = t
    uid = stack.new_uid(state)
    if state.defs[iid].type == "unit":
        stack.push(state, (uid, "unit", iid, state.obj[iid], player, area))
    else:
        stack.push(state, (uid, "event", iid, state.obj[iid], player, cid))
    core.emit(state, "stacked", player=player, iid=iid, card=state.defs[iid].id, what=state.defs[iid].type)


def t_place_answer(state: State, t: tuple[Any, ...]) -> None:
    iid, a = t[1].args
    place_unit(state, iid, a, cause="play")


# -- the standby phase (4.2) -------------------------------------------------------------------------------
def t_standby(state: State, t: tuple[Any, ...]) -> None:
    if state.result is not None:
        return
    before_priority(state)
    if stack.items(state):  # triggered effects first
        push(state, window(False), ("gr_standby",))
        return
    state.step = ""  # past the opening process step: the standby phase itself (4.2), as the header says
    tp = state.turn_player
    opts = play_options(state, tp) + activate_options(state, tp, "standby")
    if not state.flags.get("attr_put"):  # 2.5: once per turn
        seen: set[str] = set()
        for i in state.zones[f"{tp}.hand"]:
            if state.defs[i].id not in seen:
                seen.add(state.defs[i].id)
                opts.append(Action("attribute", (i,)))
    opts.append(Action("end"))
    state.decision = Decision(tp, "standby", tuple(opts), ("gr_standby_answer",), ("standby",))


def t_standby_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    tp = state.turn_player
    if a.kind == "end":
        return
    state.tasks.append(("gr_standby",))
    if a.kind == "attribute":
        state.flags["attr_put"] = True
        core.put(state, a.args[0], f"{tp}.attribute", cause="attribute")  # released, face up (2.5, Q35)
        return
    state.tasks.append(window(False))
    priority_action(state, tp, a)


# -- action steps (5) ------------------------------------------------------------------------------------
def move_options(state: State, p: int) -> list[Action]:
    """5.1: each released unit of `p` on the grid, once per turn, to an area up to AC moves away
    (5.2: frozen and down units cannot move)."""
    moved = state.flags.get("moved", ())
    zones, keys = state.zones, GRID_KEYS[p]
    occupied = {a for a in range(AREAS) if zones[keys[a]]}
    out: list[Action] = []
    for a in range(AREAS):
        for i in zones[keys[a]]:
            c = chars(state, i)
            if state.orient[i] != STAND or i in moved or "cannot_move" in c.flags:
                continue
            out.extend(Action("move", (i, b)) for b in reachable(a, c.level, core.mask(state, i), occupied))
    return out


def t_action_step(state: State, t: tuple[Any, ...]) -> None:
    """("gr_action_step", p): p's action step begins (4.3): a step of its own for each player (its
    phase_start event names p), opening with a window (the summary's 1), even with nothing to move."""
    if state.result is not None:
        return
    _enter(state, "battle", "action", t[1])
    push(state, window(), ("gr_action", t[1]))


def t_action(state: State, t: tuple[Any, ...]) -> None:
    """("gr_action", p): in p's action step, a move, then a window, until p ends it (4.3)."""
    p = t[1]
    if state.result is not None:
        return
    opts = move_options(state, p)
    if not opts:
        return
    state.decision = Decision(p, "action", (*opts, Action("end")), ("gr_action_answer", p), ("action",))


def t_action_answer(state: State, t: tuple[Any, ...]) -> None:
    p, a = t[1], t[2]
    if a.kind == "end":
        return
    iid, dest = a.args
    state.flags["moved"] = state.flags.get("moved", ()) + (iid,)
    core.relocate(state, iid, dest, cause="action")
    push(state, window(), ("gr_action", p))


def t_reset_damage(state: State, t: tuple[Any, ...]) -> None:
    for i, dmg in enumerate(state.damage):
        if dmg:
            state.damage[i] = 0
    state._cache = None


def zone_is_field(key: str) -> bool:
    return zone_name(key) in ("grid", "field_slot")


TASKS = {"gr_window": t_window, "gr_window_end": t_window_end, "gr_setup": t_setup, "gr_turn": t_turn,
         "gr_phase": t_phase, "gr_step": t_step, "gr_release": t_release, "gr_draw": t_draw,
         "gr_expire": t_expire, "gr_turn_end": t_turn_end, "gr_push_play": t_push_play,
         "gr_place_answer": t_place_answer, "gr_standby": t_standby, "gr_standby_answer": t_standby_answer,
         "gr_action_step": t_action_step, "gr_action": t_action, "gr_action_answer": t_action_answer, "gr_reset_damage": t_reset_damage}
