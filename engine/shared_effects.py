"""The shared effects of card data (docs/cardsets.md, "Effects"), with resolution contexts and
the choices they ask. engine/interp.py assembles them into its table EFFECT_OPS (with the effects
of engine/deckops.py) and runs a sequence of them; this module imports neither.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import amounts, knowledge
from .actions import NO, YES, Action, Decision
from .conditions import check_condition
from .events import NOBODY, Event, ev
from .layers import chars
from .selectors import rel_player, resolve_ref, select

if TYPE_CHECKING:
    from .state import State


# -- contexts and effect sequences ---------------------------------------------------------
def new_ctx(state: State, src: int, ctrl: int, def_id: str, ab_index: int, **extra: Any) -> int:
    cid = state.next_ctx
    state.next_ctx += 1
    state.ctx[cid] = {"src": src, "obj": state.obj[src] if src >= 0 else 0, "ctrl": ctrl,
                      "def": def_id, "ab": ab_index, **extra}
    return cid


def ability_of(state: State, ctx: dict[str, Any]) -> dict[str, Any]:
    return state.deftable[ctx["def"]].abilities[ctx["ab"]]


def node_at(ab: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        ab = ab[k]
    return ab


def push_seq(state: State, cid: int, path: tuple[Any, ...]) -> None:
    state.tasks.append(("seq", cid, path, 0))


def t_end_ctx(state: State, t: tuple[Any, ...]) -> None:
    state.ctx.pop(t[1], None)


# -- shared effects -------------------------------------------------------------------
def e_draw(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    n = amounts.times(state, node["draw"], ctx)
    if n:
        state.rules.draw(state, rel_player(ctx["ctrl"], node.get("player")), n)


def choosable(state: State, iids: list[int], ctx: dict[str, Any], node: dict[str, Any]) -> list[int]:
    """The cards an effect may choose: not those an effect says cannot be chosen (rule flags
    cannot_be_chosen, or cannot_be_chosen_by_opponent for the opponent's effects), nor those
    the game's rules bar for this choice (GameRules.unchoosable)."""
    out = []
    barred = state.rules.unchoosable(state, ctx, node)
    for i in iids:
        if i in barred:
            continue
        flags = chars(state, i).flags
        if flags and ("cannot_be_chosen" in flags or (
                "cannot_be_chosen_by_opponent" in flags and state.rules.controller(state, i) != ctx["ctrl"])):
            continue
        out.append(i)
    return out


def e_choose(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    cands = choosable(state, select(state, node["choose"], ctx["ctrl"], ctx["src"]), ctx, node)
    name = node["as"]
    ctx[name] = ()
    count = ctx["#" + name] = amounts.times(state, node.get("count", 1), ctx)
    if not cands or count <= 0:
        return  # 7.4.4: a choice that cannot be made at all is ignored
    if len(cands) <= count and not node.get("up_to") and not state.rules.may_decline(state, ctx, node):
        # no choice is left to make, but the choice is made all the same: announced like an
        # answered one (VS 7.4.1.2, R1: the opponent deciding on a cancel learns the target)
        ctx[name] = tuple(state.ref(i) for i in cands)
        chooser = rel_player(ctx["ctrl"], node.get("chooser"))
        for i in cands:
            announce_choice(state, chooser, i, auto=True)
        return
    _ask_choose(state, cid, node, path, tuple(cands))


def _ask_choose(state: State, cid: int, node: dict[str, Any], path: tuple, cands: tuple[int, ...]) -> None:
    ctx = state.ctx[cid]
    chooser = rel_player(ctx["ctrl"], node.get("chooser"))
    opts = [Action("choose", (i,)) for i in cands]
    if node.get("up_to") or state.rules.may_decline(state, ctx, node):
        opts.append(Action("done"))
    state.decision = Decision(chooser, "choose", tuple(opts), ("choose_answer", cid, path),
                              ("choose", ctx["def"], ctx["ab"], node["as"]))


def t_choose_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, action = t
    ctx = state.ctx[cid]
    node = node_at(ability_of(state, ctx), path)
    name = node["as"]
    if action.kind == "done":
        return
    iid = action.args[0]
    ctx[name] = ctx.get(name, ()) + (state.ref(iid),)
    announce_choice(state, state.history[-1][0], iid)
    if len(ctx[name]) < ctx.get("#" + name, 1):
        taken = {r[0] for r in ctx[name]}
        rest = tuple(i for i in choosable(state, select(state, node["choose"], ctx["ctrl"], ctx["src"]), ctx, node)
                     if i not in taken)
        if rest:
            _ask_choose(state, cid, node, path, rest)


def announce_choice(state: State, chooser: int, iid: int, auto: bool = False, **extra: Any) -> None:
    """The `chosen` event of a card bound to an effect (`auto`: the only possible choice, made
    without asking). A card chosen in a hidden zone (a hand, a deck) is named only to the chooser
    (G1, Vividz 102.9); one taken without asking from a face-down zone (the top of a deck) was
    seen by nobody, so it is named to nobody."""
    private = None if _public(state, iid) else NOBODY if auto and _face_down(state, iid) else chooser
    data: tuple[tuple[str, Any], ...] = (("player", chooser), ("card", state.defs[iid].id), ("iid", iid))
    if auto:
        data += (("auto", True),)
    state.out.append(Event("chosen", data + tuple(extra.items()) if extra else data, private))


def _face_down(state: State, iid: int) -> bool:
    rules = state.rules
    down = getattr(rules, "_face_down_zones", None)
    if down is None:  # zone names whose cards lie face down, from the game's zone specs
        down = rules._face_down_zones = frozenset(z.name for z in rules.zone_specs() if z.face_down)  # type: ignore[attr-defined]
    return rules.zone_name(state.zone_of[iid]) in down  # type: ignore[attr-defined]


def _public(state: State, iid: int) -> bool:
    rules = state.rules
    pub = getattr(rules, "_public_zones", None)
    if pub is None:  # zone name -> public, from the game's zone specs (computed once per game)
        pub = rules._public_zones = {z.name: z.public for z in rules.zone_specs()}  # type: ignore[attr-defined]
    return pub.get(rules.zone_name(state.zone_of[iid]), True)  # type: ignore[attr-defined]


def e_move(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    cards = resolve_ref(state, ctx, node["move"])
    if cards:  # together where the game's rules move several cards at once (Vividz 501.5)
        if "slot" in node:  # into a slot (bench, area) the effect's controller chooses, occupied or not
            for i in cards:
                state.rules.move_to_slot(state, i, node["to"], node["slot"], ctx)
        else:
            state.rules.move_many(state, cards, node["to"], node.get("position", "top"), ctx)


def _orient(which: int) -> Callable[..., None]:
    key = ("stand", "rest", "reverse")[which]

    def fn(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        for i in resolve_ref(state, state.ctx[cid], node[key]):
            state.rules.set_orient(state, i, which)
    return fn


def e_damage(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    amount = amounts.times(state, node["amount"], ctx)
    if amount:
        for i in resolve_ref(state, ctx, node["damage"]):
            state.rules.deal_damage(state, i, amount, ctx)


def e_heal(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in resolve_ref(state, state.ctx[cid], node["heal"]):
        if state.damage[i]:
            state.damage[i] = 0
            state._cache = None
            state.out.append(ev("heal", card=state.defs[i].id, iid=i))


def e_modify(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    refs = tuple(state.ref(i) for i in resolve_ref(state, ctx, node["modify"]))
    if not refs:
        return
    payload = modify_payload(state, node, ctx)
    state.effects.append((state.tick(), "modify", refs, payload, node.get("until", "end_of_turn"), ctx["ctrl"]))
    state._cache = None
    for r in refs:
        state.out.append(ev("modified", card=state.defs[r[0]].id, iid=r[0], change=payload))


def modify_payload(state: State, node: dict[str, Any], ctx: dict[str, Any]) -> tuple[tuple[Any, ...], ...]:
    """A created value change, amounts fixed now (VS 7.10): (stat, n) for an add, (stat, op, n)
    for set/times/divide (amounts.changes)."""
    return tuple((k, n) if op == "add" else (k, op, n) for k, op, n in amounts.changes(state, node, ctx))


def e_grant(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    refs = tuple(state.ref(i) for i in resolve_ref(state, ctx, node["grant"]))
    if not refs:
        return
    payload: tuple[tuple[str, tuple[Any, ...]], ...] = (("tags", tuple(node.get("tags", ()))), ("keywords", tuple(node.get("keywords", ()))))
    if node.get("rules"):  # prohibitions and other rule flags until the duration ends ("cannot attack")
        payload += (("rules", tuple(node["rules"])),)
    state.effects.append((state.tick(), "grant", refs, payload, node.get("until", "end_of_turn"), ctx["ctrl"]))
    state._cache = None


def e_shuffle(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    state.rules.shuffle_deck(state, rel_player(state.ctx[cid]["ctrl"], node["shuffle"]))


def e_reveal(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in resolve_ref(state, state.ctx[cid], node["reveal"]):
        state.out.append(ev("reveal", card=state.defs[i].id, iid=i))
        knowledge.revealed(state, i)  # shown to both where it is


def e_if(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    branch = "then" if check_condition(state, node["if"], ctx["ctrl"], ctx["src"], ctx) else "else"
    if node.get(branch):
        push_seq(state, cid, path + (branch,))


def e_may(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    who = rel_player(ctx["ctrl"], node.get("player"))
    state.decision = Decision(who, "may", (YES, NO), ("may_answer", cid, path), ("may", ctx["def"], ctx["ab"]))


def t_may_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, action = t
    if action == YES:
        push_seq(state, cid, path + ("may",))


def e_repeat(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for _ in range(amounts.times(state, node["repeat"], state.ctx[cid])):
        push_seq(state, cid, path + ("do",))


def e_delayed(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    entry = (state.tick(), ctx["src"], ctx["obj"], ctx["ctrl"], ctx["def"], ctx["ab"], path + ("delayed",))
    state.flags["delayed"] = state.flags.get("delayed", ()) + (entry,)


def e_lose(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    if node["lose"] == "both":  # every player loses at once: a draw unless a loss is replaced (Vividz 101.3)
        state.rules.declare_losses(state, [0, 1], "effect")
        return
    loser = rel_player(state.ctx[cid]["ctrl"], node["lose"])
    state.rules.declare_result(state, ("win", 1 - loser, "effect"))


def e_win(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    winner = rel_player(state.ctx[cid]["ctrl"], node["win"])
    state.rules.declare_result(state, ("win", winner, "effect"))
