"""Playing cards and setting nodes (D5, with 10.3, 10.9, 10.17, 10.21-10.23, 10.30, 10.32 and
A10, A18, A26): what a player may play now, the procedure (into the play area, targets, cost),
and what a card does when its play resolves (a character enters 場, a spell resolves or is set,
a command resolves). Negation: protect.negate_card.
"""
from __future__ import annotations

from typing import Any

from ... import chosen_costs, interp, stack
from ...actions import Action, Decision
from ...cards import CardDef
from ...state import REST, STAND, State
from . import abilities as ab
from . import combat, core, keywords, leader, modes, payment, protect, seals, setlimits
from .payment import AMOUNTS  # noqa: F401  (the rules object's amount_ops)
from .zones import zone_name

MAIN_ACTIONS = ("play", "node", "attack")


def _play_ability(state: State, iid: int) -> tuple[int, dict[str, Any]] | None:
    d = state.defs[iid]
    if d in _PLAY_AB:
        return _PLAY_AB[d]
    found = _PLAY_AB[d] = next(((ai, a) for ai, a in enumerate(d.abilities) if a["type"] == "play"), None)
    return found


_PLAY_AB: dict[CardDef, tuple[int, dict[str, Any]] | None] = {}  # per definition: asked for every card in hand


def _kw(state: State, iid: int) -> tuple[str, ...] | list[str]:
    return state.defs[iid].attrs.get("keywords", ())  # read only: membership tests


def name_limited(state: State, p: int, iid: int) -> bool:
    """ターン1枚制限 (10.21): a card of this name was already played by p this turn."""
    name = state.defs[iid].name["en"]
    return any(x[0] == p and x[1] == name for x in state.flags.get("limited_names", ()))


def _turn_ok(state: State, p: int, iid: int) -> bool:
    """自分ターン制限 / 相手ターン制限 (10.22, 10.23) and their 1枚制限 forms (10.21.3)."""
    kws = _kw(state, iid)
    lim = state.defs[iid].attrs.get("turn_limit")
    mine = state.turn_player == p
    if ("own_turn_only" in kws or lim == "own") and not mine:
        return False
    if ("opponent_turn_only" in kws or lim == "opponent") and mine:
        return False
    return not (lim is not None and name_limited(state, p, iid))


def free_cast(state: State, p: int, iid: int) -> bool:
    """D5.5: a spell whose 術者 is p's character ignores node requirement and cost."""
    return state.defs[iid].type == "spell" and core.caster_present(state, p, iid)


def host_options(state: State, p: int, iid: int) -> list[int]:
    """Characters an 装備 (your own) or 呪符 (any) spell may target; 神器 only 伝説 ones (10.25)."""
    kind = core.set_kind(state, iid)
    if kind not in ("equip", "curse"):
        return []
    owners = (p,) if kind == "equip" else (p, 1 - p)
    out = [c for q in owners for c in core.characters(state, q) if not core.in_removal(state, c)]
    if "sacred" in _kw(state, iid):
        out = [c for c in out if core.keyword(state, c, "legend")]
    ctx = {"ctrl": p, "src": iid, "obj": state.obj[iid]}
    return interp.choosable(state, out, ctx, {"choose": {}, "as": "$host_target"})


def _rest_ok(state: State, p: int, iid: int) -> bool:
    """Whether a card p can afford may be played now: its turn limits, its words' conditions, a
    character for an 装備 / 呪符, its own play conditions, targets, modes and additional costs."""
    d = state.defs[iid]
    if not _turn_ok(state, p, iid):
        return False
    if "last_word" in _kw(state, iid) and not core.caster_present(state, p, iid):
        return False  # 10.32.2.a
    if "world_curse" in _kw(state, iid) and p in state.flags.get("world_cursed", ()):
        return False  # 10.17.2.a, A18
    if core.set_kind(state, iid) in ("equip", "curse") and not host_options(state, p, iid):
        return False
    pa = _play_ability(state, iid)
    if pa is not None:
        if "condition" in pa[1] and not interp.check_condition(state, pa[1]["condition"], p, iid, {}):
            return False  # D5.1: the card's own play conditions
        if not ab.targets_possible(state, pa[1], p, iid):
            return False
        if "modes" in pa[1] and not modes.possible(state, pa[1], p, iid):
            return False  # D5.2: not enough modes can be chosen
        if "cost" in pa[1] and not payment.payable(state, p, iid, pa[1]["cost"], free_cast(state, p, iid)):
            return False  # its additional costs cannot be paid
    return d.type in ("character", "spell", "command")


# Per definition, what play_options asks of every card in hand at every priority window (most
# windows offer nothing, so this loop is hot): (type, ambush, doll, last_spell, haste, node, cost);
# node None: "-", never played (D5.1). Printed values only (the printed node requirement and cost).
_Profile = tuple[str, bool, bool, bool, bool, int | None, int]
_PROFILE: dict[CardDef, _Profile] = {}


def _profile(d: CardDef) -> _Profile:
    found = _PROFILE.get(d)
    if found is None:
        kws = d.attrs.get("keywords", ())
        st = d.stats
        found = _PROFILE[d] = (d.type, "ambush" in kws, "doll" in kws, "last_spell" in kws, "haste" in kws,
                               st["node"] if "node" in st else None, st["cost"] if "node" in st else 0)
    return found


def play_options(state: State, p: int, main: bool) -> list[Action]:
    """Cards in p's hand p may play now. `main`: p's main phase with nothing in progress (D4.6)."""
    out: list[Action] = []
    hand = state.zones[f"{p}.hand"]
    if not hand:
        return out
    budget = None  # (nodes, active nodes): the same for every card, counted at the first card that needs it
    flags = state.flags
    defs = state.defs
    for i in hand:
        typ, ambush, doll, last_spell, haste, node, cost = _profile(defs[i])
        # what this kind of card may do now first (cheap), then whether it can be played at all
        if typ == "character":
            if ambush:  # 10.3.2.a: at a command's timing, never counted (A10)
                pass
            elif main and doll:
                if p in flags.get("doll_played", ()):
                    continue  # A10: its own once-per-turn (10.9.2.b)
            elif not main or p in flags.get("char_played", ()):
                continue  # D5.4: one per turn, in the main phase
        elif typ == "spell":
            if not (main or (last_spell and core.caster_present(state, p, i))):  # D5.5, 10.30
                continue
        elif typ != "command":
            continue  # D5.6: commands at any time; nothing else is played
        if node is None:
            continue  # "-": cannot be played (D5.1)
        if budget is None:
            budget = (len(core.nodes(state, p)), core.active_node_count(state, p))
        if (budget[0] < node or budget[1] < cost) and not free_cast(state, p, i):
            # D5.1 / D5.3: enough nodes and active nodes, or a free cast (D5.5), the costlier
            # question last; most cards of most windows stop here
            continue
        if not _rest_ok(state, p, i):
            continue
        out.append(Action("play", (i,)))
        if typ == "character" and ambush and haste and _attacked(state, p) and _may_defend(state, p):
            out.append(Action("play", (i, "defend")))  # 10.3.2.b: played to defend
    return out


def _may_defend(state: State, p: int) -> bool:
    """A5 / 10.3.2.b: the attack still has no defender and p has not answered it another way."""
    c = combat.combat(state)
    return c is not None and c[combat.DFN] < 0 and not c[combat.LOST]


def _attacked(state: State, p: int) -> bool:
    """p's opponent's attack is the item being answered (10.3.2.b: a direct response to it)."""
    st = stack.items(state)
    return bool(st) and st[-1][ab.KIND] == "attack" and st[-1][ab.CTRL] != p


def node_options(state: State, p: int) -> list[Action]:
    """D5.7: once per turn, a card from hand into the node area."""
    if p in state.flags.get("node_set", ()):
        return []
    return [Action("node", (i,)) for i in state.zones[f"{p}.hand"]]


def set_node(state: State, p: int, iid: int) -> None:
    state.flags["node_set"] = state.flags.get("node_set", ()) + (p,)
    core.put(state, iid, f"{p}.nodes", cause="node", orient=STAND)
    core.emit(state, "node_set", player=p, iid=iid, card=state.defs[iid].id)


# -- the procedure (D5.2) -------------------------------------------------------------------------
def start_play(state: State, p: int, a: Action) -> None:
    """Reveal into the play area, choose a mode, targets, an 装備 / 呪符's character, pay the cost
    and the additional costs (D5.2); then the play waits on the stack."""
    iid = a.args[0]
    d = state.defs[iid]
    kws = _kw(state, iid)
    if d.type == "character" and "ambush" not in kws:
        key = "doll_played" if "doll" in kws else "char_played"
        state.flags[key] = state.flags.get(key, ()) + (p,)  # used even if the play fails (A10)
    pa = _play_ability(state, iid)
    cid = interp.new_ctx(state, iid, p, d.id, pa[0] if pa else -1)
    state.ctx[cid]["obj"] = state.obj[iid] + 1  # the object it becomes in the play area
    defend = len(a.args) > 1 and a.args[1] == "defend"
    free = free_cast(state, p, iid)
    core.put(state, iid, f"{p}.play", cause="play")
    state.tasks.append(("pmv_push_card", iid, state.obj[iid], p, cid, defend))
    state.tasks.append(("pmv_pay_play", iid, state.obj[iid], p, cid, free, pa[0] if pa else -1))
    if core.set_kind(state, iid) in ("equip", "curse"):
        state.tasks.append(("pmv_choose_host", iid, p, cid))
    if pa is not None and pa[1].get("targets"):
        interp.push_seq(state, cid, ("targets",))
    if pa is not None and "modes" in pa[1]:
        modes.start(state, iid, p, cid)  # D5.2: the mode before the targets


def t_pay(state: State, t: tuple[Any, ...]) -> None:
    ab.pay_nodes(state, t[1], t[2])


def t_choose_host(state: State, t: tuple[Any, ...]) -> None:
    _, iid, p, cid = t
    opts = host_options(state, p, iid)
    if len(opts) == 1:
        state.ctx[cid]["$host_target"] = (state.ref(opts[0]),)
        core.auto_chosen(state, p, opts[0])
    elif opts:
        state.decision = Decision(p, "target", tuple(Action("choose", (c,)) for c in opts),
                                  ("pmv_choose_host_answer", cid), ("host", state.defs[iid].id))


def t_choose_host_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, a = t
    state.ctx[cid]["$host_target"] = (state.ref(a.args[0]),)


def t_push_card(state: State, t: tuple[Any, ...]) -> None:
    _, iid, obj, p, cid, defend = t
    if state.obj[iid] != obj:
        return
    uid = stack.new_uid(state)
    stack.push(state, (uid, "card", iid, obj, p, cid))
    d = state.defs[iid]
    lim = d.attrs.get("turn_limit")
    if lim is not None:  # 10.21: no more of this name this turn
        state.flags["limited_names"] = state.flags.get("limited_names", ()) + ((p, d.name["en"], iid),)
    if "world_curse" in _kw(state, iid):  # A18: played counts even if negated
        state.flags["world_cursed"] = state.flags.get("world_cursed", ()) + (p,)
    payment.keep_record(state, iid, cid)
    core.emit(state, "played", player=p, iid=iid, card=d.id, type=d.type)
    if defend:
        combat.declare_ambush_defence(state, p, uid)
    if modes.CHOSEN in state.ctx.get(cid, {}):
        modes.check_targets(state, uid, cid)  # the chosen modes' targets with the rest
        return
    protect.check_targets(state, uid)


# -- resolving -----------------------------------------------------------------------------------
def resolve_card(state: State, item: tuple[Any, ...]) -> None:
    _, uid, iid, obj, p, cid = item
    if state.obj[iid] != obj or zone_name(state.zone_of[iid]) != "play":
        state.ctx.pop(cid, None)
        return
    d = state.defs[iid]
    core.emit(state, "resolve", player=p, iid=iid, card=d.id)
    if seals.needs_exile_cost(state, iid):  # 連結 / オーバードライブ: their (自動β) first (10.20.2.b, 10.33.2.a)
        payment.snapshot(state, iid, p)  # to count what オーバードライブ removes (`paid: overdrive`)
        state.tasks.append(("pmv_resolve_rest", item))
        state.tasks.append(("pmv_exile_cost", iid, state.obj[iid], p, 0, ()))
        return
    resolve_rest(state, item)


def t_resolve_rest(state: State, t: tuple[Any, ...]) -> None:
    item = t[1]
    if state.obj[item[2]] == item[3] and zone_name(state.zone_of[item[2]]) == "play":
        od = payment.overdrive_count(state, item[2])
        if od is not None:
            payment.keep_record(state, item[2], item[-1], overdrive=od)
        resolve_rest(state, item)
    else:
        state.ctx.pop(item[-1], None)


def resolve_rest(state: State, item: tuple[Any, ...]) -> None:
    _, uid, iid, obj, p, cid = item
    d = state.defs[iid]
    if d.type == "character":
        state.tasks.append(("end_ctx", cid))
        enter_field(state, iid, p, played=True)
        return
    kind = core.set_kind(state, iid)
    state.tasks.append(("pmv_after_card", iid, obj, p, cid))
    if kind is not None:
        state.tasks.append(("pmv_set_card", iid, p, cid, kind))
        return
    pa = _play_ability(state, iid)
    if pa is not None and "modes" in pa[1]:
        modes.resolve(state, cid)
    elif pa is not None and "effects" in pa[1]:
        interp.push_seq(state, cid, ("effects",))


def enter_field(state: State, iid: int, p: int, played: bool, orient: int = REST, cause: str = "enter") -> None:
    """A character (or a card set on the field) comes onto p's area of 場: sleeping (D5.4) unless
    said otherwise; 速攻 makes a played character active (10.2.2.a)."""
    if not leader.entering(state, iid, p):
        return
    if played and "haste" in _kw(state, iid) and not (state.flags.get("defending_ambush") == iid):
        orient = STAND
    core.put(state, iid, f"{p}.field", cause=cause, orient=orient)
    # `played` tells a played card from one put onto 場 (the trigger key, 10.2.2.a, 10.34.2.b)
    core.emit(state, "enters", player=p, iid=iid, card=state.defs[iid].id, played=played)
    leader.after_entering(state, iid, played)
    combat.ambush_entered(state, iid)
    keywords.seal_check(state, iid, via_first_seal=cause == "spell_break")


def t_set_card(state: State, t: tuple[Any, ...]) -> None:
    """10.13-10.17: an 装備 / 呪符 spell is set under its target, 装備/場 and 世界呪符 on the
    field active, a 幻想生物 on the field sleeping; a set that fails goes to the 冥界 (A16)."""
    _, iid, p, cid, kind = t
    if zone_name(state.zone_of[iid]) != "play":
        return
    if kind in ("equip", "curse"):
        host: Any = next(iter(interp.resolve_ref(state, state.ctx[cid], "$host_target")), None)
        ok = host is not None and core.is_character(state, host) and not core.in_removal(state, host)
        if ok and kind == "equip" and not setlimits.room_for_equip(state, host):
            ok = False  # 10.13.4 (its limit may be changed)
        if ok and "sacred" in _kw(state, iid) and not core.keyword(state, host, "legend"):
            ok = False  # 10.25.2.a
        if ok:
            core.set_under(state, iid, host)
        else:
            core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="set_failed")
        return
    if kind == "field_equip" and len(setlimits.field_cards(state, p, kind)) >= setlimits.player_limit(state, p, kind):
        core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="set_failed")  # 10.15.3
        return
    enter_field(state, iid, p, played=True, orient=REST if kind == "phantasm" else STAND, cause="set")


def t_after_card(state: State, t: tuple[Any, ...]) -> None:
    """D5.5: a resolved spell or command goes to the 冥界 unless it was set."""
    _, iid, obj, p, cid = t
    state.ctx.pop(cid, None)
    if zone_name(state.zone_of[iid]) == "play":
        core.put(state, iid, f"{state.owner[iid]}.graveyard", cause="resolved")


TASKS = {"pmv_resolve_rest": t_resolve_rest, "pmv_pay": t_pay, "pmv_choose_host": t_choose_host, "pmv_choose_host_answer": t_choose_host_answer,
         "pmv_push_card": t_push_card, "pmv_set_card": t_set_card, "pmv_after_card": t_after_card,
         **modes.TASKS, **payment.TASKS, **chosen_costs.TASKS}
