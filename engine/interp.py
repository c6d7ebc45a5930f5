"""The ability interpreter: selectors, filters, conditions, effects and costs as data.

Effects run as tasks on the state's task stack, so a choice in the middle of an effect is
an ordinary pending decision. A resolution context (state.ctx[id]) holds the source card,
its controller and the choices bound so far ("$name" -> card references).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import NO, YES, Action, Decision
from .events import ev
from .layers import Chars, chars

if TYPE_CHECKING:
    from .state import State

Ref = tuple[int, int]


def _as_list(v: Any) -> list:
    return v if isinstance(v, list) else [v]


def rel_player(ctrl: int, who: str | None, default: str = "you") -> int:
    return ctrl if (who or default) == "you" else 1 - ctrl


# -- filters and selectors ---------------------------------------------------------------
def match_filter(state: State, iid: int, f: dict[str, Any] | None, src: int = -1,
                 getc: Callable[[int], Chars] | None = None) -> bool:
    if not f:
        return True
    d = state.defs[iid]
    c = getc(iid) if getc is not None else chars(state, iid)
    rules = state.rules
    game_ops = rules.filter_ops
    for k, v in f.items():
        fn = game_ops.get(k)
        if fn is not None:  # a game's own filter (it may also refine a shared one)
            if not fn(state, iid, v, src):
                return False
        elif k == "name":
            if v not in d.names():
                return False
        elif k == "name_in":
            if not set(v) & set(d.names()):
                return False
        elif k == "id":
            if d.id != v:
                return False
        elif k == "tag":
            if v not in c.tags:
                return False
        elif k == "type":
            if d.type != v:
                return False
        elif k == "orientation":
            if state.orient[iid] != ("stand", "rest", "reverse").index(v):
                return False
        elif k == "damaged":
            if (state.damage[iid] > 0) != bool(v):
                return False
        elif k == "not":
            if match_filter(state, iid, v, src, getc):
                return False
        elif k.endswith("_min") or k.endswith("_max"):
            stat = getattr(c, k[:-4])
            if (k.endswith("_min") and stat < v) or (k.endswith("_max") and stat > v):
                return False
        else:
            return False
    return True


def select(state: State, sel: dict[str, Any], ctrl: int, src: int = -1,
           getc: Callable[[int], Chars] | None = None) -> list[int]:
    """Every card a selector names now, from `ctrl`'s point of view."""
    who = sel.get("player", "you")
    players = (0, 1) if who == "any" else (rel_player(ctrl, who),)
    out: list[int] = []
    f = sel.get("where")
    skip = src if sel.get("exclude_self") else None
    zone_keys, zones = state.rules.zone_keys, state.zones
    for p in players:
        for zn in _as_list(sel["zone"]):
            for key in zone_keys(state, p, zn):
                for i in zones[key]:
                    if i == skip:
                        continue
                    if not f or match_filter(state, i, f, src, getc):
                        out.append(i)
    return out


def resolve_ref(state: State, ctx: dict[str, Any], ref: Any) -> list[int]:
    """The live cards a reference names: 'self', a bound '$name', or a selector."""
    if ref == "self":
        src = ctx["src"]
        return [src] if src >= 0 and state.obj[src] == ctx["obj"] else []
    if isinstance(ref, str):
        return [r[0] for r in ctx.get(ref, ()) if state.obj[r[0]] == r[1]]
    return select(state, ref, ctx["ctrl"], ctx["src"])


# -- conditions --------------------------------------------------------------------------
def check_condition(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any],
                    getc: Callable[[int], Chars] | None = None) -> bool:
    if "count" in cond:
        n = len(select(state, cond["count"], ctrl, src, getc))
        return cond.get("min", 1 if "max" not in cond else 0) <= n <= cond.get("max", 10**9)
    if "all" in cond:
        return all(check_condition(state, c, ctrl, src, ctx, getc) for c in cond["all"])
    if "any" in cond:
        return any(check_condition(state, c, ctrl, src, ctx, getc) for c in cond["any"])
    if "not" in cond:
        return not check_condition(state, cond["not"], ctrl, src, ctx, getc)
    if "turn" in cond:
        return (state.turn_player == ctrl) == (cond["turn"] == "you")
    if "phase" in cond:  # a phase, or a step within one
        return cond["phase"] in (state.phase, state.step)
    if "bound" in cond:
        return bool(resolve_ref(state, ctx, cond["bound"])) if ctx else False
    for k in cond:
        fn = state.rules.condition_ops.get(k)
        if fn is not None:
            return bool(fn(state, cond, ctrl, src, ctx))
    raise KeyError(f"unknown condition {cond!r}")


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


def t_seq(state: State, t: tuple[Any, ...]) -> None:
    """("seq", ctx, path, index[, stop]): run effects[index], then the rest (up to stop)."""
    cid, path, idx = t[1], t[2], t[3]
    ctx = state.ctx[cid]
    effs = node_at(ability_of(state, ctx), path)
    stop = t[4] if len(t) > 4 else len(effs)
    if idx >= stop:
        return
    if idx + 1 < stop:
        state.tasks.append(("seq", cid, path, idx + 1, stop) if len(t) > 4 else ("seq", cid, path, idx + 1))
    node = effs[idx]
    game_ops = state.rules.effect_ops
    op = next(k for k in node if k in EFFECT_OPS or k in game_ops)
    fn = game_ops.get(op) or EFFECT_OPS[op]  # a game may refine a shared effect
    fn(state, cid, node, path + (idx,))


def t_end_ctx(state: State, t: tuple[Any, ...]) -> None:
    state.ctx.pop(t[1], None)


# -- shared effects -------------------------------------------------------------------
def e_draw(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    state.rules.draw(state, rel_player(ctx["ctrl"], node.get("player")), node["draw"])


def e_choose(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    cands = select(state, node["choose"], ctx["ctrl"], ctx["src"])
    name = node["as"]
    ctx[name] = ()
    count = node.get("count", 1)
    if not cands or count <= 0:
        return  # 7.4.4: a choice that cannot be made at all is ignored
    if len(cands) <= count and not node.get("up_to"):
        ctx[name] = tuple(state.ref(i) for i in cands)
        return
    _ask_choose(state, cid, node, path, tuple(cands))


def _ask_choose(state: State, cid: int, node: dict[str, Any], path: tuple, cands: tuple[int, ...]) -> None:
    ctx = state.ctx[cid]
    chooser = rel_player(ctx["ctrl"], node.get("chooser"))
    opts = [Action("choose", (i,)) for i in cands]
    if node.get("up_to"):
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
    state.out.append(ev("chosen", player=state.history[-1][0], card=state.defs[iid].id, iid=iid))
    if len(ctx[name]) < node.get("count", 1):
        taken = {r[0] for r in ctx[name]}
        rest = tuple(i for i in select(state, node["choose"], ctx["ctrl"], ctx["src"]) if i not in taken)
        if rest:
            _ask_choose(state, cid, node, path, rest)


def e_move(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    for i in resolve_ref(state, ctx, node["move"]):
        state.rules.move(state, i, node["to"], node.get("position", "top"), ctx)


def _orient(which: int) -> Callable[..., None]:
    key = ("stand", "rest", "reverse")[which]

    def fn(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        for i in resolve_ref(state, state.ctx[cid], node[key]):
            state.rules.set_orient(state, i, which)
    return fn


def e_damage(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in resolve_ref(state, state.ctx[cid], node["damage"]):
        state.rules.deal_damage(state, i, node["amount"], state.ctx[cid])


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
    payload = tuple((k, node[k]) for k in ("power", "defense", "level") if k in node)
    state.effects.append((state.tick(), "modify", refs, payload, node.get("until", "end_of_turn"), ctx["ctrl"]))
    state._cache = None
    for r in refs:
        state.out.append(ev("modified", card=state.defs[r[0]].id, iid=r[0], change=payload))


def e_grant(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    refs = tuple(state.ref(i) for i in resolve_ref(state, ctx, node["grant"]))
    if not refs:
        return
    payload = (("tags", tuple(node.get("tags", ()))), ("keywords", tuple(node.get("keywords", ()))))
    state.effects.append((state.tick(), "grant", refs, payload, node.get("until", "end_of_turn"), ctx["ctrl"]))
    state._cache = None


def e_shuffle(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    state.rules.shuffle_deck(state, rel_player(state.ctx[cid]["ctrl"], node["shuffle"]))


def e_reveal(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in resolve_ref(state, state.ctx[cid], node["reveal"]):
        state.out.append(ev("reveal", card=state.defs[i].id, iid=i))


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
    for _ in range(node["repeat"]):
        push_seq(state, cid, path + ("do",))


def e_delayed(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    entry = (state.tick(), ctx["src"], ctx["obj"], ctx["ctrl"], ctx["def"], ctx["ab"], path + ("delayed",))
    state.flags["delayed"] = state.flags.get("delayed", ()) + (entry,)


def e_lose(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    loser = rel_player(state.ctx[cid]["ctrl"], node["lose"])
    state.rules.declare_result(state, ("win", 1 - loser, "effect"))


EFFECT_OPS: dict[str, Callable[[State, int, dict[str, Any], tuple], None]] = {
    "draw": e_draw, "choose": e_choose, "move": e_move, "stand": _orient(0), "rest": _orient(1),
    "reverse": _orient(2), "damage": e_damage, "heal": e_heal, "modify": e_modify, "grant": e_grant,
    "shuffle": e_shuffle, "reveal": e_reveal, "if": e_if, "may": e_may, "repeat": e_repeat,
    "delayed": e_delayed, "lose": e_lose,
}

TASKS = {"seq": t_seq, "end_ctx": t_end_ctx, "choose_answer": t_choose_answer, "may_answer": t_may_answer}


def expire_effects(state: State, until: str) -> None:
    """Drop created continuous effects whose duration ends now."""
    if state.effects:
        kept = [e for e in state.effects if e[4] != until]
        if len(kept) != len(state.effects):
            state.effects = kept
            state._cache = None
