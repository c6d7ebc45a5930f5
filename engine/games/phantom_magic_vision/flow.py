"""Phantom Magic Vision flow: the start of the game (D1.4), turns and phases (D4) each with its
mandatory action, start-of-phase effects and a round of priority (D4.2), the end of the turn
(D4.8), and the stack's hooks: rule checks, removal and waiting effects before priority (A2, A3),
what a player may do with priority (D4.6, D4.9, D5) and doing it."""
from __future__ import annotations

from typing import Any

from ... import faces, interp, prohibitions, rng, stack
from ...actions import Action, Decision
from ...layers import lost_text, may_lose
from ...state import STAND, State
from . import abilities as ab
from . import combat, core, keywords, leader, play, setlimits
from .zones import HAND_LIMIT

OPENING_HAND = 7  # D1.4
MAX_TURNS = 200  # a game this long is a draw (docs/phantom_magic_vision.md)
PHASES = ("active", "maintenance", "draw", "main", "discard")


def push(state: State, *tasks: tuple[Any, ...]) -> None:
    """Schedule tasks to run in the order given."""
    state.tasks.extend(reversed(tasks))


# -- the start of the game (D1.4) ---------------------------------------------------------------------
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
    push(state, ("pmv_turn",))


# -- turns and phases (D4) ----------------------------------------------------------------------------
def t_turn(state: State, t: tuple[Any, ...]) -> None:
    if state.turn >= MAX_TURNS:
        core.declare_result(state, ("draw", f"turn limit {MAX_TURNS}"))
        return
    state.turn += 1
    if state.turn > 1:
        state.turn_player = 1 - state.turn_player
    for k in ("char_played", "doll_played", "node_set", "used_turn", "limited_names", "world_cursed", "shields",
              "leader_fed"):
        state.flags.pop(k, None)
    state._cache = None
    keywords.revert_all(state, state.turn_player)  # A20: before anything else of the turn
    core.emit(state, "turn_start", player=state.turn_player, turn=state.turn)
    push(state, *(("pmv_phase", ph) for ph in PHASES), ("pmv_turn_end",), ("pmv_turn",))


def t_phase(state: State, t: tuple[Any, ...]) -> None:
    """D4.2: the phase's mandatory action, then its start effects, then priority until both pass
    with nothing in progress; then its end effects."""
    phase = t[1]
    state.phase, state.step = phase, ""
    state._cache = None
    tp = state.turn_player
    core.emit(state, "phase_start", phase=phase, player=tp)
    push(state, ("pmv_window",), ("pmv_phase_end", phase))
    ab.flush_beta(state)  # start-of-phase (自動β) effects: after the mandatory action, before priority
    push(state, ("pmv_mandatory", phase))


def t_mandatory(state: State, t: tuple[Any, ...]) -> None:
    phase, tp = t[1], state.turn_player
    if phase == "active":  # D4.3; 警戒 of the other player's characters (A22)
        keywords.vigilance(state, 1 - tp)
        for k in (f"{tp}.field", f"{tp}.set"):
            for i in list(state.zones[k]):
                core.set_orient(state, i, STAND)
    elif phase == "maintenance":  # D4.4, A19
        for i in list(core.nodes(state, tp)):
            core.set_orient(state, i, STAND)
        state.tasks.append(("pmv_upkeep", tp, ()))
    elif phase == "draw":  # D4.5
        if not (state.turn == 1 and tp == state.first_player):
            core.draw(state, tp, 1)
    elif phase == "discard":  # D4.7
        state.tasks.append(("pmv_discard", tp))


def t_window(state: State, t: tuple[Any, ...]) -> None:
    stack.open_window(state)


def t_phase_end(state: State, t: tuple[Any, ...]) -> None:
    """D4.2: the phase has ended; its end effects resolve (answers allowed, no more of its own actions)."""
    state.step = "ending"
    core.emit(state, "phase_end", phase=t[1], player=state.turn_player)
    state.tasks.append(("pmv_settle",))


def t_settle(state: State, t: tuple[Any, ...]) -> None:
    """End-of-phase effects that triggered resolve (with answers) before the next phase."""
    if ab.PENDING in state.flags or state.flags.get("kw_pending"):
        stack.open_window(state)


def t_discard(state: State, t: tuple[Any, ...]) -> None:
    """D4.7: the turn player discards down to 7."""
    p = t[1]
    hand = state.zones[f"{p}.hand"]
    if len(hand) <= HAND_LIMIT:
        return
    state.decision = Decision(p, "discard", tuple(Action("discard", (i,)) for i in hand),
                              ("pmv_discard_answer", p), ("discard", len(hand) - HAND_LIMIT))


def t_discard_answer(state: State, t: tuple[Any, ...]) -> None:
    _, p, a = t
    core.put(state, a.args[0], f"{p}.graveyard", cause="discard")
    state.tasks.append(("pmv_discard", p))


def t_turn_end(state: State, t: tuple[Any, ...]) -> None:
    """D4.8: damage is removed, "until end of turn" effects end, end-of-turn effects resolve."""
    state.phase, state.step = "end", ""
    for i, dmg in enumerate(state.damage):
        if dmg:
            state.damage[i] = 0
    interp.expire_effects(state, "end_of_turn")
    if any(e[4] == "end_of_next_turn" for e in state.effects):
        state.effects = [e[:4] + ("end_of_turn",) + e[5:] if e[4] == "end_of_next_turn" else e for e in state.effects]
    state._cache = None
    core.emit(state, "turn_end", player=state.turn_player, turn=state.turn)
    leader.end_of_turn(state)
    state.tasks.append(("pmv_settle",))


# -- the stack's hooks ----------------------------------------------------------------------------------
def before_priority(state: State) -> bool | str:
    """A2 / A3: losses (D1.2), 決死 by damage (D6.5), removal, then waiting effects onto the stack
    (their targets chosen as they start to wait; then the round of priority starts over)."""
    core.check_losses(state)
    if state.result is not None:
        return False
    core.check_doom(state)
    if faces.FLAG in state.flags and may_lose(state):  # 10.28.9.a: the giver lost its text (rules first)
        for iid, _own, src in state.flags[faces.FLAG]:
            if src >= 0 and lost_text(state, src):
                faces.turn(state, iid, None)
    if core.run_removal(state):
        core.check_losses(state)
        if state.result is not None:
            return False
    if ab.BETA in state.flags:  # D7.3: (自動β) the removal triggered apply before anything waits or anyone acts
        state.tasks.append(("stk_priority", state.turn_player, 0))
        ab.flush_beta(state)
        return stack.DEFER
    if setlimits.over(state):  # 10.13.5, 10.15.4, 10.34.4, A16: a group over a changed limit is trimmed
        state.tasks.append(("stk_priority", state.turn_player, 0))
        state.tasks.append(("pmv_limit_trim",))
        return stack.DEFER
    pushed = combat.keywords_to_stack(state)
    pushed = ab.pending_to_stack(state) or pushed
    if pushed and state.flags.pop(ab.TARGETING, False):
        return stack.DEFER
    return pushed


def priority_options(state: State, p: int) -> list[Action]:
    """What p may start now (D4.6, D4.9, D5, A5)."""
    empty = not stack.items(state)
    main = empty and state.phase == "main" and state.step != "ending" and p == state.turn_player
    out = play.play_options(state, p, main)
    if main:
        out += play.node_options(state, p)
        out += combat.attack_options(state, p)
    out += ab.activate_options(state, p)
    out += keywords.keyword_options(state, p)
    out += combat.defence_options(state, p)
    return prohibitions.allowed(state, p, out)  # what a prohibition forbids is not offered (VS 1.3.5 alike)


def priority_action(state: State, p: int, a: Action) -> None:
    if a.kind == "defend":
        combat.declare_defence(state, p, a)
        return
    if a.kind == "attack":
        combat.declare_attack(state, p, a)
        return
    if a.kind == "node":
        play.set_node(state, p, a.args[0])
        return
    if a.kind == "activate" or (a.kind == "play" and not (len(a.args) > 1 and a.args[1] == "defend")):
        combat.note_answer(state, p)  # A5 (a chapter 10 word is not an activated effect, 10.1.4)
    if a.kind == "play":
        play.start_play(state, p, a)
    elif a.kind == "activate":
        ab.start_activation(state, p, a.args[0], a.args[1])
    elif a.kind == "keyword":
        keywords.use_keyword(state, p, a)


TASKS = {"pmv_setup": t_setup, "pmv_turn": t_turn, "pmv_phase": t_phase, "pmv_mandatory": t_mandatory,
         "pmv_window": t_window, "pmv_phase_end": t_phase_end, "pmv_settle": t_settle, "pmv_discard": t_discard,
         "pmv_discard_answer": t_discard_answer, "pmv_turn_end": t_turn_end}
