"""Attacks (D6 with A5, A6, A7, A21, A24, A28-A30): declaration, defence and losing it (A5),
the start of combat (隠密), 先制 and normal damage, damage to the player and graze, and the
(自動γ) keywords of combat (貫通, 即死).

flags["combat"] = (attacker, its obj, attacking player, defender (-1 none), its obj, defence
lost, defence cancelled, first-strike damage done). The attack itself waits on the stack
(item (uid, "attack", attacker, obj, player, step)), so both players answer it (A5)."""
from __future__ import annotations

from typing import Any

from ... import faces, stack
from ...actions import Action, Decision
from ...layers import chars
from ...state import REST, STAND, State
from . import abilities as ab
from . import core, keywords

ATK, AOBJ, APL, DFN, DOBJ, LOST, CANCELLED, FIRST = range(8)


def combat(state: State) -> tuple[Any, ...] | None:
    return state.flags.get("combat")


def _set(state: State, **kw: Any) -> None:
    c = list(state.flags["combat"])
    for k, v in kw.items():
        c[globals()[k.upper()]] = v
    state.flags["combat"] = tuple(c)


def can_attack(state: State, iid: int) -> bool:
    """D6.1: an active character of the turn player; 人形 cannot (10.9.2.a)."""
    if state.orient[iid] != STAND or core.in_removal(state, iid):
        return False
    return not (core.keyword(state, iid, "doll") or "cannot_attack" in chars(state, iid).flags)


def attack_options(state: State, p: int) -> list[Action]:
    out = []
    for i in core.characters(state, p):
        if can_attack(state, i):
            out.append(Action("attack", (i,)))
            if _may_transform(state, i):
                out.append(Action("attack", (i, "transform")))
    return out


def _may_transform(state: State, iid: int) -> bool:
    """10.28.2.a / 10.28.4: a 変身 character not yet transformed may transform as it attacks or
    defends (A25: part of the declaration)."""
    return faces.face_of(state, iid) is None and keywords.can_transform(state, iid)


def declare_attack(state: State, p: int, a: Action) -> None:
    iid = a.args[0]
    core.set_orient(state, iid, REST)
    if len(a.args) > 1:
        keywords.transform(state, iid)
    state.flags["combat"] = (iid, state.obj[iid], p, -1, 0, False, False, False)
    uid = stack.new_uid(state)
    stack.push(state, (uid, "attack", iid, state.obj[iid], p, "declared"))
    core.emit(state, "attack", player=p, iid=iid, card=state.defs[iid].id, role="attacker")


def _only_attack(state: State) -> bool:
    st = stack.items(state)
    return len(st) == 1 and st[0][ab.KIND] == "attack"


def defence_options(state: State, q: int) -> list[Action]:
    """A5: the attacked player may defend while the attack is the only thing in progress, until
    they answer it any other way."""
    c = combat(state)
    if c is None or c[APL] == q or c[DFN] >= 0 or c[LOST] or not _only_attack(state):
        return []
    out = []
    for i in core.characters(state, q):
        if state.orient[i] == STAND and not core.in_removal(state, i) and "cannot_defend" not in chars(state, i).flags:
            out.append(Action("defend", (i,)))
            if _may_transform(state, i):
                out.append(Action("defend", (i, "transform")))
    return out


def declare_defence(state: State, q: int, a: Action) -> None:
    """D6.2: the defender becomes sleeping."""
    iid = a.args[0]
    core.set_orient(state, iid, REST)
    if len(a.args) > 1:
        keywords.transform(state, iid)
    _set(state, dfn=iid, dobj=state.obj[iid])
    core.emit(state, "defend", player=q, iid=iid, card=state.defs[iid].id, role="defender")


def declare_ambush_defence(state: State, q: int, uid: int) -> None:
    """10.3.2.b / 10.3.4: a 奇襲 + 速攻 character played as a direct answer to the attack will defend
    it when it enters (sleeping)."""
    st = stack.items(state)
    card = next(it[ab.CARD] for it in st if it[0] == uid)
    c = combat(state)
    if c is None or c[DFN] >= 0 or c[LOST]:
        return  # A5: a defence lost (or already declared) is not declared by a late 奇襲 play
    state.flags["defending_ambush"] = card


def note_answer(state: State, p: int) -> None:
    """A5: an answer by the attacked player before a defence loses the defence."""
    c = combat(state)
    if c is not None and c[APL] != p and c[DFN] < 0:
        _set(state, lost=True)


def ambush_entered(state: State, iid: int) -> None:
    """The 奇襲 defender has entered 場: it defends (sleeping, 10.3.4)."""
    if state.flags.get("defending_ambush") != iid:
        return
    state.flags.pop("defending_ambush", None)
    c = combat(state)
    if c is not None and c[DFN] < 0:
        _set(state, dfn=iid, dobj=state.obj[iid])
        core.emit(state, "defend", player=state.owner[iid], iid=iid, card=state.defs[iid].id, role="defender")


# -- resolving the attack (A24) --------------------------------------------------------------------
def _here(state: State, iid: int, obj: int) -> bool:
    return state.obj[iid] == obj and core.is_character(state, iid) and iid not in state.flags.get(core.DOOMED, ())


def resolve_attack(state: State, item: tuple[Any, ...]) -> None:
    _, _, atk, aobj, p, step = item
    c = combat(state)
    if c is None:
        return
    if not _here(state, atk, aobj):  # A29: the attacker left 場 (or is 決死): no damage
        _end(state, "attacker_gone")
        return
    defended = c[DFN] >= 0 and not c[CANCELLED]
    if step == "declared":
        if defended and core.keyword(state, atk, "stealth") and not (core.races(state, atk) & core.races(state, c[DFN])):
            _set(state, cancelled=True)  # 隠密 (10.6.2.a, A6): the defence is cancelled
            core.emit(state, "defence_cancelled", player=p, iid=c[DFN], card=state.defs[c[DFN]].id)
            defended = False
            c = state.flags["combat"]
        core.emit(state, "combat_start", player=p, iid=atk, card=state.defs[atk].id)
    if not defended:
        if c[DFN] >= 0 and not c[CANCELLED]:
            _end(state, "defender_gone")  # it was defended, the defender left: no damage to the player
            return
        _player_damage(state, atk, p)
        _end(state, "done")
        return
    dfn = c[DFN]
    if not _here(state, dfn, c[DOBJ]):
        _end(state, "defender_gone")
        return
    fs_a, fs_d = core.keyword(state, atk, "first_strike"), core.keyword(state, dfn, "first_strike")
    if step == "declared" and (fs_a or fs_d):  # D6.3: the 先制 timing first
        _exchange(state, atk, dfn, fs_a, fs_d)
        _set(state, first=True)
        stack.push(state, (stack.new_uid(state), "attack", atk, aobj, p, "normal"))  # removal, γ, then on
        return
    if c[FIRST]:
        _exchange(state, atk, dfn, not fs_a, not fs_d)
    else:
        _exchange(state, atk, dfn, True, True)
    _end(state, "done")


def _exchange(state: State, atk: int, dfn: int, a_deals: bool, d_deals: bool) -> None:
    """The two characters deal their attack as damage to each other at the same time (D6.3)."""
    hits = []
    if a_deals and _here(state, atk, state.obj[atk]):
        hits.append((atk, dfn, "attacker"))
    if d_deals and _here(state, dfn, state.obj[dfn]):
        hits.append((dfn, atk, "defender"))
    amounts = [(src, dst, role, chars(state, src).power, state.damage[dst]) for src, dst, role in hits]
    for src, dst, role, n, before in amounts:
        dealt = combat_damage(state, src, dst, n)
        if dealt:
            core.emit(state, "combat_damage", player=state.owner[src], iid=src, card=state.defs[src].id,
                      target=dst, amount=dealt, role=role)
            _combat_keywords(state, src, dst, role, before)


def combat_damage(state: State, src: int, dst: int, n: int) -> int:
    """Combat damage to a character; 耐性A (10.11) stops it from a character of race A; 0 is no
    damage (A21)."""
    if n <= 0:
        return 0
    immune = {r for v in core.valued_all(state, dst, "immunity") for r in v}  # its own and given (10.13.6)
    if immune and core.races(state, src) & immune:
        return 0
    state.damage[dst] += n
    state._cache = None
    core.emit(state, "damaged", iid=dst, card=state.defs[dst].id, amount=n, player=state.owner[dst], combat=True)
    return n


def _combat_keywords(state: State, src: int, dst: int, role: str, before: int) -> None:
    """貫通 (10.5, A7) and 即死 (10.8, A21) wait as (自動γ) effects."""
    if core.keyword(state, src, "deathtouch"):
        _push_keyword(state, src, "deathtouch", dst, 0)
    if role == "attacker" and core.keyword(state, src, "pierce") and not state.flags.get("pierced"):
        state.flags["pierced"] = True  # A7: once per combat however many instances
        _push_keyword(state, src, "pierce", dst, (before, chars(state, dst).defense, chars(state, src).power))


def _push_keyword(state: State, src: int, kw: str, target: int, before: Any) -> None:
    entry = (src, state.obj[src], state.owner[src], kw, target, state.obj[target], before)
    state.flags["kw_pending"] = state.flags.get("kw_pending", ()) + (entry,)


def keywords_to_stack(state: State) -> bool:
    pend = state.flags.pop("kw_pending", ())
    for src, obj, ctrl, kw, target, tobj, before in pend:
        stack.push(state, (stack.new_uid(state), "keyword", src, obj, ctrl, kw, target, tobj, before))
        core.emit(state, "stacked", player=ctrl, iid=src, card=state.defs[src].id, what=kw)
    return bool(pend)


def resolve_keyword(state: State, item: tuple[Any, ...]) -> None:
    _, _, src, obj, ctrl, kw, target, tobj, before = item
    if kw == "deathtouch":
        if state.obj[target] == tobj and core.is_character(state, target):
            core.mark(state, target, core.DOOMED, by=ctrl)
        return
    # 貫通: X = attack − the defender's toughness + the damage it had before (A7; current values, the
    # last known ones of a defender already gone); X ≤ 0: nothing
    prior, toughness, attack = before
    if state.obj[src] == obj and core.is_character(state, src):
        attack = chars(state, src).power
    if state.obj[target] == tobj and core.is_character(state, target):
        toughness = chars(state, target).defense
    x = attack - toughness + prior
    if x > 0:
        core.lose_life(state, 1 - ctrl, x, src, combat=True, by=ctrl)


def _player_damage(state: State, atk: int, p: int) -> None:
    """D6.4: the attacker's attack as damage to the defending player; then graze (D6.6, A30)."""
    q = 1 - p
    dealt = core.lose_life(state, q, chars(state, atk).power, atk, combat=True, by=p)
    if dealt:
        core.emit(state, "combat_damage", player=p, iid=atk, card=state.defs[atk].id, target=-1, amount=dealt,
                  role="attacker")
        x = graze_value(state, atk)
        if x > 0 and len(state.zones[f"{q}.deck"]) > x and core.life(state, q) > 0:  # A12: no graze saves
            state.decision = Decision(q, "graze", (Action("graze", (x,)), Action("no")), ("pmv_graze_answer", q),
                                      ("graze", x))


def graze_value(state: State, atk: int) -> int:
    """A30: the attacker's current GRAZE (its face's while transformed), with set cards' changes."""
    return max(0, state.defs[atk].stats.get("graze", 0) + _graze_mod(state, atk))


def _graze_mod(state: State, host: int) -> int:
    return sum(int(state.defs[c].attrs.get("modifier", {}).get("graze", 0)) for c in core.set_cards(state, host))


def t_graze_answer(state: State, t: tuple[Any, ...]) -> None:
    _, q, a = t
    if a.kind == "graze":
        core.charge(state, q, a.args[0], active=False, cause="graze")
        core.emit(state, "graze", player=q, count=a.args[0])


def _end(state: State, why: str) -> None:
    c = state.flags.pop("combat", None)
    state.flags.pop("pierced", None)
    state.flags.pop("defending_ambush", None)
    if c is not None:
        core.emit(state, "attack_end", player=c[APL], iid=c[ATK], card=state.defs[c[ATK]].id, reason=why)


TASKS = {"pmv_graze_answer": t_graze_answer}
