"""Damage determinations (6.1-6.9 with Q4-Q11, Q16, Q17, Q21, Q26, Q29, Q30) and the keywords
used in them: ブロッカー, サポーター, アタッカー, 強襲, アグレッシブ, サイドアタック and the free-timing
moves サイドステップ / オーダーステップ / ジャンプ and コンバーション (8.1-8.12, Q18-Q22).

The determination in progress is flags["combat"], a tuple (its fields and the queries on it shared
with the rest of the game: combat_state.py).
"""
from __future__ import annotations

from typing import Any

from ... import stack
from ...actions import Action, Decision
from ...layers import chars
from ...state import REST, REVERSE, STAND, State
from . import abilities as ab
from . import core
from .combat_state import (
    AOBJ,
    ATK,
    BLOCKED,
    DECK,
    DEFEATED,
    DFN,
    DOBJ,
    ENDED,
    STEP,
    SUPP,
    check_interrupt,
    combat,
    end,
    running,
    set_fields,
    targets_of,
)
from .geometry import AREAS, BATTLE, behind, lengthways, sideways
from .placement import place_unit
from .zones import GRID_KEYS, HAND_KEY


def possible_targets(state: State, iid: int) -> tuple[list[int], bool]:
    """The opponent's areas unit iid may attack now, and whether the deck (6.2, 8.12)."""
    return targets_of(state, iid)


def can_attack(state: State, iid: int) -> bool:
    """6.1: a released unit of the turn player in the close or battle row, without サポーター,
    that has something to attack."""
    if state.orient[iid] != STAND or core.keyword(state, iid, "supporter"):
        return False
    if "cannot_attack" in chars(state, iid).flags:
        return False
    targets, deck = targets_of(state, iid)
    return bool(targets) or deck


def attack_options_for(state: State) -> list[Action]:
    tp = state.turn_player
    if state.turn == 1:  # 1.7: the first player's first turn has no attack
        return []
    return [Action("attack", (i,)) for a in range(6) for i in state.zones[f"{tp}.g{a}"] if can_attack(state, i)]


# -- the determination, step by step -----------------------------------------------------------------
def t_attacks(state: State, t: tuple[Any, ...]) -> None:
    """4.3: damage determinations until the turn player declares no more attacks."""
    if state.result is not None:
        return
    state.step = "damage"
    # each round opens with a window (the summary's 1), also when no unit can attack any more: the
    # turn player may still answer before "no more attacks" (4.3, 7.1)
    state.tasks.extend([("gr_declare",), ("gr_window", True)])


def t_declare(state: State, t: tuple[Any, ...]) -> None:
    """6.3 (1): the turn player declares an attack, or no more."""
    if state.result is not None:
        return
    opts = attack_options_for(state)
    if not opts:
        return
    state.decision = Decision(state.turn_player, "attack", (*opts, Action("end")), ("gr_attack_answer",), ("attack",))


def t_attack_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "end":
        return
    iid = a.args[0]
    area = int(state.zone_of[iid].split(".g")[1])
    state.flags["combat"] = (1, iid, state.obj[iid], area, -1, 0, -1, False, (), False, ())
    core.emit(state, "attack", iid=iid, card=state.defs[iid].id, player=state.owner[iid], area=area)
    w = ("gr_combat_window",)
    state.tasks.extend(reversed([
        w, ("gr_block",), w, ("gr_target",), ("gr_support", state.turn_player),
        ("gr_support", 1 - state.turn_player), w, ("gr_combat_autos",), w,
        ("gr_damage",), w, ("gr_defeat",), w, ("gr_finish",), ("gr_attacks",)]))


def t_combat_window(state: State, t: tuple[Any, ...]) -> None:
    """The window of a step of the determination (7.1); none once it has ended early (6.4): its
    remaining steps do not happen."""
    check_interrupt(state)
    c = combat(state)
    if c is not None and not c[ENDED] and state.result is None:
        state.tasks.append(("gr_window", True))


def _live(state: State, step: int) -> tuple[Any, ...] | None:
    """The determination, now at `step`, unless it has ended."""
    check_interrupt(state)
    c = combat(state)
    if c is None or c[ENDED] or state.result is not None:
        return None
    set_fields(state, step=step)
    return combat(state)


def t_block(state: State, t: tuple[Any, ...]) -> None:
    """Step 2 (6.8, Q26): the defending player may have one released ブロッカー in their battle
    row become the defender, paying [0:x]."""
    c = _live(state, 2)
    if c is None:
        return
    q = 1 - state.turn_player
    opts = []
    for a in range(3 * BATTLE, 3 * BATTLE + 3):
        for i in state.zones[f"{q}.g{a}"]:
            x = core.cost_keyword(state, i, "blocker")
            if x is None or state.orient[i] != STAND or core.keyword(state, i, "supporter") or \
                    "cannot_block" in chars(state, i).flags or not ab.can_pay(state, q, i, 0, x):
                continue
            opts.append(Action("block", (i,)))
    if opts:
        state.decision = Decision(q, "block", (*opts, Action("no_block")), ("gr_block_answer",), ("block", c[ATK]))


def t_block_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "no_block":
        return
    i = a.args[0]
    area = int(state.zone_of[i].split(".g")[1])
    set_fields(state, dfn=i, dobj=state.obj[i], darea=area, blocked=True)
    core.emit(state, "blocked", iid=i, card=state.defs[i].id, player=state.owner[i], attacker=running(state)[ATK])
    ab.schedule_payment(state, state.owner[i], i, 0, core.cost_keyword(state, i, "blocker") or 0)


def t_target(state: State, t: tuple[Any, ...]) -> None:
    """Step 3: the blocker is the defender; otherwise the attacking player chooses (6.2, 8.12)."""
    c = _live(state, 3)
    if c is None:
        return
    if c[BLOCKED]:
        core.emit(state, "confirmed", iid=c[ATK], card=state.defs[c[ATK]].id, target=c[DFN], player=state.turn_player)
        return
    targets, deck = targets_of(state, c[ATK])
    opts = [Action("target", (a,)) for a in targets] + ([Action("target", (DECK,))] if deck else [])
    if not opts:
        end(state, "no_target")
    elif len(opts) == 1:  # the only target: confirmed without asking, but said (a chosen event)
        area = opts[0].args[0]
        unit = None if area == DECK else state.zones[f"{1 - state.turn_player}.g{area}"][0]
        core.chosen(state, state.turn_player, unit, area=area, what="target")
        _confirm(state, area)
    else:
        state.decision = Decision(state.turn_player, "target", tuple(opts), ("gr_target_answer",), ("target", c[ATK]))


def t_target_answer(state: State, t: tuple[Any, ...]) -> None:
    _confirm(state, t[1].args[0])


def _confirm(state: State, area: int) -> None:
    if area == DECK:
        set_fields(state, dfn=DECK)
    else:
        i = state.zones[f"{1 - state.turn_player}.g{area}"][0]
        set_fields(state, dfn=i, dobj=state.obj[i], darea=area)
    c = running(state)
    core.emit(state, "confirmed", iid=c[ATK], card=state.defs[c[ATK]].id, target=c[DFN], player=state.turn_player)


def _support_options(state: State, p: int) -> list[Action]:
    """8.3 / Q10: a released サポーター of p directly behind p's combatant, once per combat."""
    c = combat(state)
    assert c is not None
    done = {s[0] for s in c[SUPP]}
    mine = [i for i in (c[ATK], c[DFN]) if i >= 0 and state.owner[i] == p and state.zone_of[i].startswith(f"{p}.g")]
    out = []
    for u in mine:
        b = behind(int(state.zone_of[u].split(".g")[1]))
        if b is None:
            continue
        for s in state.zones[f"{p}.g{b}"]:
            if s not in done and state.orient[s] == STAND and core.keyword(state, s, "supporter"):
                out.append(Action("support", (s, u)))
    return out


def t_support(state: State, t: tuple[Any, ...]) -> None:
    """Step 4: the attacking player declares supports, then the defending player (Q10)."""
    c = _live(state, 4)
    if c is None:
        return
    p = t[1]
    opts = _support_options(state, p)
    if opts:
        state.decision = Decision(p, "support", (*opts, Action("done")), ("gr_support_answer", p), ("support",))


def t_support_answer(state: State, t: tuple[Any, ...]) -> None:
    p, a = t[1], t[2]
    if a.kind == "done":
        return
    s, u = a.args
    c = running(state)
    set_fields(state, supp=c[SUPP] + ((s, state.obj[s], u, state.obj[u], state.tick()),))
    state._cache = None  # 8.3: the supported unit's AT/DF change from now on (support_effects)
    core.emit(state, "support", iid=s, card=state.defs[s].id, player=p, supported=u)
    state.tasks.append(("gr_support", p))


def t_combat_autos(state: State, t: tuple[Any, ...]) -> None:
    """Step 5 (Q8): the combatants' auto effects trigger: attacker, defender, supporters."""
    c = _live(state, 5)
    if c is None:
        return
    roles = [(c[ATK], "attacker")] + ([(c[DFN], "defender")] if c[DFN] >= 0 else []) + \
        [(s[0], "supporter") for s in c[SUPP]]
    for i, role in roles:
        core.emit(state, "combat", iid=i, card=state.defs[i].id, player=state.owner[i], role=role)


def support_effects(state: State) -> list[tuple[Any, ...]]:
    """8.3 (Q10, Q11): each declared support gives the supported unit +AT/+DF equal to the
    supporter's printed AT/DF, from the declaration until the combat ends, while the supporter
    stays on the field (Q7: a supporter leaving loses its bonus). A continuous change like any
    other (engine/layers.py `extra_continuous`), so the table, filters and amounts see it."""
    c = combat(state)
    if c is None or c[ENDED]:
        return []
    out = []
    for s, sobj, u, uobj, ts in c[SUPP]:
        if state.obj[s] == sobj and state.obj[u] == uobj:
            st = state.defs[s].stats
            out.append((ts, state.owner[s], s, ((u, uobj),), None,
                        (("power", "add", st.get("at", 0)), ("defense", "add", st.get("df", 0))), None))
    return out


def fight_value(state: State, iid: int) -> int:
    """3.2 / 6.8: AT or DF with the supporters' bonus already in them (8.3); a down unit's stays
    1 (Q11)."""
    c = combat(state)
    assert c is not None
    return core.value(state, iid, c[BLOCKED] and iid == c[DFN])


def t_damage(state: State, t: tuple[Any, ...]) -> None:
    """Step 6 (6.5, 6.6, 8.1, 8.6, 8.7, Q29, Q30)."""
    c = _live(state, 6)
    if c is None:
        return
    atk = c[ATK]
    p, q = state.turn_player, 1 - state.turn_player
    to_discard = core.keyword(state, atk, "attacker")
    if c[DFN] == DECK:  # 6.6, Q9: current AT, the support included
        core.deck_damage(state, q, chars(state, atk).power, to_discard, True, p)
        core.set_orient(state, atk, REST)
        set_fields(state, step=7)
        return
    dfn = c[DFN]
    va, vd = fight_value(state, atk), fight_value(state, dfn)
    state.damage[atk] += vd
    state.damage[dfn] += va
    state._cache = None
    core.emit(state, "battle_damage", attacker=atk, defender=dfn, dealt=va, taken=vd, player=p)
    defeated = []
    if va >= vd and not (va == vd and core.keyword(state, dfn, "aggressive")):
        defeated.append(dfn)
    if vd >= va and not (va == vd and core.keyword(state, atk, "aggressive")):
        defeated.append(atk)
    set_fields(state, defeated=tuple(defeated))
    if dfn in defeated and atk not in defeated:
        core.emit(state, "battle_won", iid=atk, card=state.defs[atk].id, player=p)
        if core.keyword(state, atk, "assault") and va > vd:  # 8.6
            core.deck_damage(state, q, va - vd, to_discard, True, p)
    elif atk in defeated and dfn not in defeated:
        core.emit(state, "battle_won", iid=dfn, card=state.defs[dfn].id, player=q)
    # damage is dealt: from now on (step 7) a unit moving no longer ends the determination (Q6)
    set_fields(state, step=7)


def t_defeat(state: State, t: tuple[Any, ...]) -> None:
    """Step 8 (6.7): a defeated released or frozen unit goes down; one already down is deleted."""
    c = combat(state)
    if c is None or c[ENDED] or state.result is not None:
        return
    set_fields(state, step=8)
    for i in c[DEFEATED]:
        obj = c[AOBJ] if i == c[ATK] else c[DOBJ]
        if state.obj[i] != obj or not state.zone_of[i].startswith(f"{state.owner[i]}.g"):
            continue  # it left the grid at step 7 (a moved unit is still the same card)
        core.emit(state, "defeated", iid=i, card=state.defs[i].id, player=state.owner[i])
        if state.orient[i] == REVERSE:
            core.put(state, i, f"{state.owner[i]}.discard", cause="deleted")
            core.emit(state, "deleted", iid=i, card=state.defs[i].id, player=state.owner[i])
        else:
            core.set_orient(state, i, REVERSE)
            core.emit(state, "down", iid=i, card=state.defs[i].id, player=state.owner[i])


def t_finish(state: State, t: tuple[Any, ...]) -> None:
    """Step 9 (6.9, Q16): the combatants still there become frozen (down stays down); damage is
    reset. An interrupted determination freezes only the attacker (Q4)."""
    c = state.flags.pop("combat", None)
    if c is None:
        return
    units = [(c[ATK], c[AOBJ])]
    if not c[ENDED]:
        units += ([(c[DFN], c[DOBJ])] if c[DFN] >= 0 else []) + [(s[0], s[1]) for s in c[SUPP]]
    for i, obj in units:
        if state.obj[i] == obj and state.zone_of[i].startswith(f"{state.owner[i]}.g") and state.orient[i] != REVERSE:
            core.set_orient(state, i, REST)
    for i in range(len(state.damage)):
        state.damage[i] = 0
    state._cache = None
    core.emit(state, "combat_end", player=state.turn_player)


# -- free timings: keyword steps and conversion ----------------------------------------------------------
def free_timing_options(state: State, player: int, empty_stack: bool) -> list[Action]:
    c = combat(state)
    if c is None or c[ENDED]:
        return []
    out: list[Action] = []
    if c[STEP] == 2:  # 8.9, 8.10, Q18, Q19: only at step 2's free timing
        waiting = {it[2] for it in stack.items(state) if it[1] == "move"}
        zones, keys = state.zones, GRID_KEYS[player]
        for a in range(AREAS):
            for i in zones[keys[a]]:
                if state.orient[i] != STAND or i in waiting or "cannot_move" in chars(state, i).flags:
                    continue  # one step of a unit on the stack at a time; a unit that cannot move does not step
                if not _may_step(state, i):
                    continue
                m = core.mask(state, i)
                free = [b for b in range(AREAS) if m[b] and not zones[keys[b]]]
                for kw, dests in (("side_step", sideways(a)), ("order_step", lengthways(a)),
                                  ("jump", free if player == state.turn_player else [])):
                    x = core.cost_keyword(state, i, kw)
                    if x is None or not ab.can_pay(state, player, i, 0, x):
                        continue
                    out.extend(Action("step", (i, b, kw)) for b in dests if b in free)
    if c[STEP] in (2, 4) and empty_stack:
        out.extend(_conversions(state, player, c))
    return out


_STEPS = ("side_step", "order_step", "jump")


def _may_step(state: State, iid: int) -> bool:
    """The unit has a step keyword, printed or granted (most have none: skip them cheaply)."""
    attrs, kws = state.defs[iid].attrs, chars(state, iid).keywords
    return any(k in attrs or k in kws for k in _STEPS)


def _conversions(state: State, player: int, c: tuple[Any, ...]) -> list[Action]:
    """8.11 / Q20-Q22: a unit in hand with 「X」コンバーション replaces your unit named X without
    コンバーション in your battle row; from step 4 on not a combatant (Q21), nor into an area the
    attacker could attack (Q7: a placement there)."""
    out = []
    busy = {c[ATK], c[DFN]} if c[STEP] >= 4 else set()
    open_areas = targets_of(state, c[ATK])[0] if c[STEP] >= 4 and player != state.owner[c[ATK]] else []
    for new in state.zones[HAND_KEY[player]]:
        d = state.defs[new]
        name = d.attrs.get("conversion")
        if d.type != "unit" or not name:
            continue
        for a in range(3 * BATTLE, 3 * BATTLE + 3):
            if not core.mask(state, new)[a] or a in open_areas:
                continue
            for old in state.zones[GRID_KEYS[player][a]]:
                od = state.defs[old]
                if name in od.names() and "conversion" not in od.attrs and old not in busy and \
                        ab.can_pay(state, player, new, d.stats.get("x", 0), d.stats.get("y", 0), (old,)):
                    out.append(Action("convert", (new, old)))
    return out


def start_free_action(state: State, player: int, a: Action) -> None:
    if a.kind == "step":
        i, dest, kw = a.args
        uid = stack.new_uid(state)
        state.tasks.append(("gr_push_step", (uid, "move", i, state.obj[i], player, dest, kw)))
        ab.schedule_payment(state, player, i, 0, core.cost_keyword(state, i, kw) or 0)
    elif a.kind == "convert":
        new, old = a.args
        d = state.defs[new]
        state.tasks.append(("gr_convert", new, old, state.obj[old], player))
        ab.schedule_payment(state, player, new, d.stats.get("x", 0), d.stats.get("y", 0), (old,))  # Q20


def t_push_step(state: State, t: tuple[Any, ...]) -> None:
    item = t[1]
    stack.push(state, item)
    core.emit(state, "stacked", player=item[4], iid=item[2], card=state.defs[item[2]].id, what=item[6])


def t_convert(state: State, t: tuple[Any, ...]) -> None:
    """The returned unit goes to the hand; the new one is placed there in its orientation (Q22)."""
    _, new, old, oobj, player = t
    if state.obj[old] != oobj or state.zone_of[new] != f"{player}.hand":
        return
    area = int(state.zone_of[old].split(".g")[1])
    orient = state.orient[old]
    core.put(state, old, f"{player}.hand", cause="conversion")
    place_unit(state, new, area, cause="conversion", orient=orient)


TASKS = {"gr_attacks": t_attacks, "gr_declare": t_declare, "gr_attack_answer": t_attack_answer, "gr_block": t_block,
         "gr_block_answer": t_block_answer, "gr_target": t_target, "gr_target_answer": t_target_answer,
         "gr_support": t_support, "gr_support_answer": t_support_answer,
         "gr_combat_window": t_combat_window, "gr_combat_autos": t_combat_autos,
         "gr_damage": t_damage, "gr_defeat": t_defeat, "gr_finish": t_finish, "gr_push_step": t_push_step,
         "gr_convert": t_convert}
