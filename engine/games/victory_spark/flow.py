"""Victory Spark game flow: setup (5.2), turns and phases (chapter 6), the processing
cycle (4.4-4.9), rule processing (chapter 8), playing cards and the end phase (6.8); the attack
phase (6.7) is in attacks.py."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ... import interp, results, rng
from ...actions import NO, PASS, YES, Action, Decision
from ...layers import chars, invalidate_if_read
from ...state import REST, STAND, State
from . import abilities as ab
from . import costs, replacements
from .core import declare_result, draw, emit, enter, push, put, refill_ring, set_orient, shuffle_deck
from .zones import BENCH_SLOTS

if TYPE_CHECKING:
    pass

MAX_TURNS = 200  # RULINGS R6
HAND_LIMIT = 5


BENCH_KEYS = tuple(tuple(f"{p}.bench{i}" for i in range(BENCH_SLOTS)) for p in (0, 1))
_FIELD_KEYS = tuple((f"{p}.ring", *BENCH_KEYS[p]) for p in (0, 1))  # ring, then the bench slots


_RETIRE_KEYS = ("0.retire", "1.retire")
_DECK_KEYS = ("0.deck", "1.deck")
_MEMO_AUTOS, _MEMO_NONE = (True,), (False,)
_KIND = ab.KIND


def bench_keys(p: int) -> list[str]:
    return list(BENCH_KEYS[p])


# -- setup (5.2) ---------------------------------------------------------------------------
def t_setup(state: State, t: tuple[Any, ...]) -> None:
    push(state, ("vs_ring_choice", 0), ("vs_ring_choice", 1), ("vs_setup2",))


def t_ring_choice(state: State, t: tuple[Any, ...]) -> None:
    """5.2.2 / R4: each player picks one card of their deck for the ring (face down until both have)."""
    p = t[1]
    seen: dict[str, int] = {}
    for i in state.zones[f"{p}.deck"]:
        seen.setdefault(state.defs[i].id, i)
    opts = tuple(Action("ring", (cid,)) for cid in sorted(seen))
    state.decision = Decision(p, "ring_choice", opts, ("vs_ring_answer", p), ("ring_choice",))


def t_ring_answer(state: State, t: tuple[Any, ...]) -> None:
    p, action = t[1], t[2]
    cid = action.args[0]
    iid = next(i for i in state.zones[f"{p}.deck"] if state.defs[i].id == cid)
    state.flags[f"ring_pick{p}"] = iid


def t_setup2(state: State, t: tuple[Any, ...]) -> None:
    for p in (0, 1):
        put(state, state.flags.pop(f"ring_pick{p}"), f"{p}.ring", cause="setup")
    fixed = state.flags.pop("fixed_setup", None)  # a rules scenario's decks in a given order (docs/scenarios.md)
    if fixed is None:
        for p in (0, 1):  # 5.2.3
            shuffle_deck(state, p)
    if fixed is None or fixed < 0:
        state.rng, first = rng.below(state.rng, 2)  # 5.2.4: decided at random
    else:
        first = fixed  # the scenario gives the result of 5.2.4
    state.first_player = first
    state.turn_player = first  # 5.2.6: the first player is the turn player of turn 1 (t_turn does not switch it)
    invalidate_if_read(state, _READ_TURN)
    emit(state, "first_player", player=first)
    for p in (first, 1 - first):  # 5.2.5
        draw(state, p, 5)
    state.tasks.append(("vs_turn",))


# -- turns and phases ------------------------------------------------------------------------
def t_turn(state: State, t: tuple[Any, ...]) -> None:
    if state.turn >= MAX_TURNS:
        declare_result(state, ("draw", f"turn limit {MAX_TURNS} (R6)"))
        return
    state.turn += 1
    if state.turn > 1:
        state.turn_player = 1 - state.turn_player
        invalidate_if_read(state, _READ_TURN)
    for k in ("used_turn", "end_fired", "attacked_once"):
        state.flags.pop(k, None)
    emit(state, "turn_start", player=state.turn_player, turn=state.turn)
    state.tasks.append(("vs_phase", "stand"))


# What continuous abilities' conditions and filters read besides cards and zones, by the
# condition and filter ops that read it: when it changes, characteristics may change.
_READ_TURN = frozenset({"turn"})


def _phase_start(state: State, phase: str) -> None:
    enter(state, phase)
    emit(state, "phase_start", player=state.turn_player, phase=phase)


def t_phase(state: State, t: tuple[Any, ...]) -> None:
    phase = t[1]
    tp = state.turn_player
    if phase == "stand":  # 6.2.1
        _phase_start(state, "stand")
        push(state, ("vs_cycle",), ("vs_untap",), ("vs_cycle",), ("vs_phase", "draw"))
    elif phase == "draw":  # 6.3
        if state.turn == 1:  # 6.3.1.4 / R5
            state.tasks.append(("vs_phase", "energy"))
            return
        _phase_start(state, "draw")
        push(state, ("vs_cycle",), ("vs_draw_step",), ("vs_cycle",), ("vs_phase", "energy"))
    elif phase == "energy":  # 6.4
        _phase_start(state, "energy")
        push(state, ("vs_cycle",), ("vs_energy_step",), ("vs_cycle",), ("vs_phase", "chara"))
    elif phase == "chara":  # 6.5
        _phase_start(state, "chara")
        push(state, ("vs_cycle",), ("vs_phase", "ability"))
    elif phase == "ability":  # 6.6
        _phase_start(state, "ability")
        push(state, ("vs_cycle",), ("vs_phase", "attack"))
    elif phase == "attack":  # 6.7
        enter(state, "attack")
        state.tasks.append(("vs_attack_offer",))
    elif phase == "end":  # 6.8
        enter(state, "end")
        # 6.8.1.1: abilities whose trigger was already met this turn do not trigger again (abilities.on_event)
        emit(state, "phase_start", player=tp, phase="end")
        emit(state, "turn_end", player=tp)
        push(state, ("vs_hand_limit",), ("vs_cycle",), ("vs_cleanup",), ("vs_cycle",), ("vs_end_check",))


def t_untap(state: State, t: tuple[Any, ...]) -> None:
    """6.2.1.3: rested cards stand, reversed cards become rested."""
    tp = state.turn_player
    for key in [f"{tp}.ring", *bench_keys(tp), f"{tp}.energy"]:
        for i in state.zones[key]:
            if state.orient[i] == REST:
                set_orient(state, i, STAND)
            elif state.orient[i] == 2:
                set_orient(state, i, REST)


def t_draw_step(state: State, t: tuple[Any, ...]) -> None:
    draw(state, state.turn_player, 1)


def t_energy_step(state: State, t: tuple[Any, ...]) -> None:
    """6.4.1.2: the turn player may put one hand card face down into energy."""
    tp = state.turn_player
    hand = state.zones[f"{tp}.hand"]
    if not hand:
        return
    opts = tuple(Action("energy", (i,)) for i in hand) + (PASS,)
    state.decision = Decision(tp, "energy", opts, ("vs_energy_answer",), ("energy",))


def t_energy_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "energy":
        put(state, a.args[0], f"{state.turn_player}.energy", cause="energy")
        emit(state, "energy", state.turn_player, player=state.turn_player, iid=a.args[0])


# -- the processing cycle (4.4-4.9) ------------------------------------------------------------
def rule_processing(state: State) -> bool:
    """Chapter 8 at check timing; all applicable rule processes happen at once. True if any did."""
    flags = state.flags
    autos_waiting = False
    for e in flags.get("rz", ()):  # ab.rz(state)
        if e[_KIND] == "auto":
            autos_waiting = True
            break
    autos_waiting = autos_waiting or bool(flags.get("hand_pending"))
    # Nothing that rule processing reads has changed since it last found nothing to do: every
    # move, damage, orientation or effect change clears the characteristics cache.
    memo = _MEMO_AUTOS if autos_waiting else _MEMO_NONE
    cache = state._cache
    if cache is not None and cache.get(-1) == memo:
        return False
    moves: list[tuple[int, str]] = []
    zones = state.zones
    if not autos_waiting:  # 8.2
        losers = [p for p in (0, 1) if len(zones[_RETIRE_KEYS[p]]) >= 10 or not zones[_DECK_KEYS[p]]]
        if len(losers) == 2:
            results.declare_losses(state, losers, "both players lost at once (1.2.3)")
            return True
        if losers:
            p = losers[0]
            why = "retire yard has 10 cards (8.2.2)" if len(state.zones[f"{p}.retire"]) >= 10 else "deck is empty (8.2.3)"
            declare_result(state, ("win", 1 - p, why))
            return True
    damage = state.damage
    for p in (0, 1):
        for key in _FIELD_KEYS[p]:
            cards = zones[key]
            if not cards:
                continue
            if len(cards) > 1:  # 8.5: only the last placed stays
                last = max(state.placed[i] for i in cards)
                tie = sum(state.placed[i] == last for i in cards) > 1  # several placed last: all of them go
                for i in cards:
                    if state.placed[i] != last or tie:
                        moves.append((i, f"{state.owner[i]}.waiting"))
            for i in cards:
                c = chars(state, i)
                if c.defense <= 0 or (damage[i] and damage[i] >= c.defense):  # 8.3, 8.4
                    dest = "retire" if key.endswith("ring") else "waiting"
                    moves.append((i, f"{state.owner[i]}.{dest}"))
    if not moves:
        for p in (0, 1):
            if not state.zones[f"{p}.ring"] and state.zones[f"{p}.deck"]:
                state.tasks.append(("vs_cycle",))  # 4.4.1: the cycle starts again after this
                refill_ring(state, p)  # 3.3.1.3.2
                return True
        if state._cache is not None:
            state._cache[-1] = memo
        return False
    state.tasks.append(("vs_cycle",))
    seen = set()
    for i, key in reversed(moves):
        if i not in seen:
            seen.add(i)
            replacements.request_move(state, i, key, cause="rule")
    return True


def t_cycle(state: State, t: tuple[Any, ...]) -> None:
    # check timing (4.5)
    if rule_processing(state):
        return
    if state.result is not None:
        return
    pending = state.flags.get("hand_pending")
    if pending:
        order = sorted(pending, key=lambda e: e[ab.CTRL] != state.turn_player)
        entry = order[0]
        state.flags["hand_pending"] = tuple(e for e in pending if e != entry)
        if state.obj[entry[ab.SRC]] == entry[ab.SOBJ]:
            state.tasks.append(("vs_cycle",))
            state.decision = Decision(entry[ab.CTRL], "reveal", (YES, NO), ("vs_reveal_answer", entry),
                                      ("reveal", entry[ab.DEF], entry[ab.AB]))
        else:
            state.tasks.append(("vs_cycle",))
        return
    if state.flags.get("rz"):
        ab.drop_unusable(state)
    ab.check_state_triggers(state)
    if not state.flags.get("rz"):  # nothing to cancel or resolve (4.6-4.8 find nothing): straight to 4.9
        _activation_timing(state)
        return
    _cancel_activation(state, 0)


def t_reveal_answer(state: State, t: tuple[Any, ...]) -> None:
    entry, a = t[1], t[2]
    if a == YES:
        emit(state, "reveal", iid=entry[ab.SRC], card=entry[ab.DEF])
        state.flags["rz"] = ab.rz(state) + (entry,)
        ab.emit_rz(state, entry)


def _seat(state: State, seat: int) -> int:
    return state.turn_player if seat == 0 else 1 - state.turn_player


def _cancel_activation(state: State, seat: int) -> None:
    """4.6: the turn player, then the other, may activate a cancel; both passing moves on."""
    while seat < 2:
        p = _seat(state, seat)
        opts = ab.cancel_options(state, p)
        if opts:
            state.decision = Decision(p, "cancel", tuple(opts) + (PASS,), ("vs_cancel_answer", seat), ("cancel",))
            return
        seat += 1
    _cancel_use(state)


def t_cancel_answer(state: State, t: tuple[Any, ...]) -> None:
    seat, a = t[1], t[2]
    if a.kind == "cancel":
        iid, ai, target = a.args
        state.tasks.append(("vs_cycle",))
        ab.activate(state, iid, ai, kind="cancel", target=target)
        return
    _cancel_activation(state, seat + 1)


def _cancel_use(state: State) -> None:
    """4.7: the turn player's unchosen cancels resolve first, then the other player's."""
    chosen = ab.chosen_uids(state)
    for seat in (0, 1):
        p = _seat(state, seat)
        mine = [e for e in ab.rz(state) if e[ab.KIND] == "cancel" and e[ab.CTRL] == p and e[ab.UID] not in chosen]
        if mine:
            _resolve_one(state, p, mine)
            return
    _use_timing(state)


def _use_timing(state: State) -> None:
    """4.8 / 7.4.3: the turn player resolves one of theirs; when none, the other player."""
    chosen = ab.chosen_uids(state)
    for seat in (0, 1):
        p = _seat(state, seat)
        mine = [e for e in ab.rz(state) if e[ab.CTRL] == p and e[ab.UID] not in chosen and e[ab.KIND] != "cancel"]
        if mine:
            _resolve_one(state, p, mine)
            return
    _activation_timing(state)


def _resolve_one(state: State, p: int, entries: list[tuple[Any, ...]]) -> None:
    state.tasks.append(("vs_cycle",))
    if len(entries) == 1:
        ab.resolve_entry(state, entries[0])
        return
    opts = tuple(Action("resolve", (e[ab.UID],)) for e in entries)
    state.decision = Decision(p, "resolve", opts, ("vs_resolve_answer",), ("resolve",))


def t_resolve_answer(state: State, t: tuple[Any, ...]) -> None:
    uid = t[1].args[0]
    entry = next(e for e in ab.rz(state) if e[ab.UID] == uid)
    ab.resolve_entry(state, entry)


def _activation_timing(state: State) -> None:
    """4.9: only in the chara and ability phases, with an empty resolution zone (4.9.2, 4.9.3)."""
    if state.phase not in ("chara", "ability") or state.step:
        return
    tp = state.turn_player
    opts = play_options(state, tp) if state.phase == "chara" else ab.activations(state, tp)
    if opts:
        state.decision = Decision(tp, "main", tuple(opts) + (PASS,), ("vs_main_answer",), (state.phase,))
    # else: forced pass; the non-turn player has no action in these phases (6.5.1.3, 6.6.1.3)


def t_main_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "pass":
        return
    state.tasks.append(("vs_cycle",))
    if a.kind == "play":
        play_card(state, a.args[0], a.args[1])
    elif a.kind == "to_bench":
        ring_to_bench(state, a.args[0])
    elif a.kind == "activate":
        ab.activate(state, a.args[0], a.args[1])


# -- playing cards (6.5.1.3-6.5.1.5, 7.4.1) ---------------------------------------------------
def play_options(state: State, p: int) -> list[Action]:
    energy = len(costs.standing_energy(state, p))
    out = []
    seen: set[tuple[str, int]] = set()
    for i in state.zones[f"{p}.hand"]:
        d = state.defs[i]
        if chars(state, i).level > energy:
            continue
        for slot in range(BENCH_SLOTS + 1):
            key = (d.id, slot)
            if key in seen:  # identical copies give identical plays: offer one
                continue
            seen.add(key)
            out.append(Action("play", (i, slot)))
    ring = state.zones[f"{p}.ring"]
    if ring and chars(state, ring[-1]).level <= energy:
        for slot in range(BENCH_SLOTS):
            if not state.zones[f"{p}.bench{slot}"]:
                out.append(Action("to_bench", (slot,)))
    return out


def play_card(state: State, iid: int, slot: int) -> None:
    """slot 0-2: a bench slot; 3: the ring. The card is placed, then the one there leaves (R3)."""
    p = state.turn_player
    n = chars(state, iid).level
    if costs.energy_choice_matters(state, p, n):  # 7.4.1.4: the player says which energy rests first
        state.tasks.append(("vs_play_place", iid, slot))
        costs.pay_energy(state, p, n)
        return
    costs.pay_energy(state, p, n)
    place_card(state, iid, slot)


def t_play_place(state: State, t: tuple[Any, ...]) -> None:
    place_card(state, t[1], t[2])


def place_card(state: State, iid: int, slot: int) -> None:
    p = state.turn_player
    key = f"{p}.ring" if slot == BENCH_SLOTS else f"{p}.bench{slot}"
    old = list(state.zones[key])
    state.flags["playing"] = True
    put(state, iid, key, cause="play")
    emit(state, "play", player=p, iid=iid, card=state.defs[iid].id, to="ring" if slot == BENCH_SLOTS else "bench", slot=slot)
    for o in old:
        put(state, o, f"{state.owner[o]}.waiting", cause="replaced_by_play")
    state.flags.pop("playing", None)
    refill_ring(state, p)


def ring_to_bench(state: State, slot: int) -> None:
    """6.5.1.5: a play that moves the ring card to an empty bench; the deck's top card enters the ring."""
    p = state.turn_player
    iid = state.zones[f"{p}.ring"][-1]
    n = chars(state, iid).level
    if costs.energy_choice_matters(state, p, n):  # 7.4.1.4
        state.tasks.append(("vs_ring_to_bench_place", slot))
        costs.pay_energy(state, p, n)
        return
    costs.pay_energy(state, p, n)
    _ring_to_bench_place(state, slot)


def t_ring_to_bench_place(state: State, t: tuple[Any, ...]) -> None:
    _ring_to_bench_place(state, t[1])


def _ring_to_bench_place(state: State, slot: int) -> None:
    p = state.turn_player
    iid = state.zones[f"{p}.ring"][-1]
    state.flags["playing"] = True
    put(state, iid, f"{p}.bench{slot}", cause="play")
    emit(state, "play", player=p, iid=iid, card=state.defs[iid].id, to="bench", slot=slot)
    state.flags.pop("playing", None)
    refill_ring(state, p)


# -- the end phase (6.8) ------------------------------------------------------------------------
def t_hand_limit(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    hand = state.zones[f"{tp}.hand"]
    if len(hand) <= HAND_LIMIT:
        return
    opts = tuple(Action("discard", (i,)) for i in hand)
    state.decision = Decision(tp, "discard", opts, ("vs_hand_limit_answer",), ("discard", len(hand) - HAND_LIMIT))


def t_hand_limit_answer(state: State, t: tuple[Any, ...]) -> None:
    tp = state.turn_player
    put(state, t[1].args[0], f"{tp}.waiting", cause="hand_limit")
    state.tasks.append(("vs_hand_limit",))


def t_cleanup(state: State, t: tuple[Any, ...]) -> None:
    """6.8.1.3: 'until end of turn' effects end and accumulated damage is removed."""
    interp.expire_effects(state, "end_of_turn")
    if any(e[4] == "end_of_next_turn" for e in state.effects):  # one turn left for these
        state.effects = [e[:4] + ("end_of_turn",) + e[5:] if e[4] == "end_of_next_turn" else e for e in state.effects]
    for i, dmg in enumerate(state.damage):
        if dmg:
            state.damage[i] = 0
    state._cache = None
    emit(state, "cleanup", player=state.turn_player)


def t_end_check(state: State, t: tuple[Any, ...]) -> None:
    """6.8.1.5: the turn ends unless the hand is still too big or new work appeared."""
    tp = state.turn_player
    if len(state.zones[f"{tp}.hand"]) > HAND_LIMIT or ab.rz(state) or ab.end_triggers_pending(state):
        state.tasks.append(("vs_phase", "end"))
        return
    state.tasks.append(("vs_turn",))


TASKS = {
    "vs_play_place": t_play_place, "vs_ring_to_bench_place": t_ring_to_bench_place,
    "vs_setup": t_setup, "vs_ring_choice": t_ring_choice, "vs_ring_answer": t_ring_answer, "vs_setup2": t_setup2,
    "vs_turn": t_turn, "vs_phase": t_phase, "vs_untap": t_untap, "vs_draw_step": t_draw_step,
    "vs_energy_step": t_energy_step, "vs_energy_answer": t_energy_answer, "vs_cycle": t_cycle,
    "vs_reveal_answer": t_reveal_answer, "vs_cancel_answer": t_cancel_answer, "vs_resolve_answer": t_resolve_answer,
    "vs_main_answer": t_main_answer, "vs_hand_limit": t_hand_limit, "vs_hand_limit_answer": t_hand_limit_answer,
    "vs_cleanup": t_cleanup, "vs_end_check": t_end_check,
}

