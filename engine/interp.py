"""The ability interpreter: selectors, filters, conditions, effects and costs as data.

Effects run as tasks on the state's task stack, so a choice in the middle of an effect is
an ordinary pending decision. A resolution context (state.ctx[id]) holds the source card,
its controller and the choices bound so far ("$name" -> card references).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import knowledge, lasting
from .ability_names import used_ability_named
from .actions import NO, YES, Action, Decision
from .cardfilters import SHARED as SHARED_FILTERS
from .events import NOBODY, Event, ev
from .layers import Chars, chars, expire_created, lost_auto

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
        elif k == "another":  # "another card": not the card whose ability this is
            if (iid == src) == bool(v):
                return False
        elif k.endswith("_min") or k.endswith("_max"):
            stat = getattr(c, k[:-4])
            if (k.endswith("_min") and stat < v) or (k.endswith("_max") and stat > v):
                return False
        else:  # the shared filters kept in engine/cardfilters.py (text, words, printed values)
            fn = SHARED_FILTERS.get(k)
            if fn is None or not fn(state, iid, v, src, c):
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
    top, bottom = sel.get("top"), sel.get("bottom")
    for p in players:
        for zn in _as_list(sel["zone"]):
            for key in zone_keys(state, p, zn):
                cards = zones[key]
                if top is not None:  # the top N, top card first (zones are stored bottom..top)
                    cards = cards[::-1][:max(0, top)]
                elif bottom is not None:
                    cards = cards[:max(0, bottom)]
                for i in cards:
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
    if "value" in cond:  # a computed amount within min..max
        n = amounts.value(state, cond["value"], ctx or {"src": src, "obj": state.obj[src] if src >= 0 else 0,
                                                         "ctrl": ctrl}, getc)
        return cond.get("min", -10**18) <= n <= cond.get("max", 10**18)
    if "card" in cond:  # the named card(s), with last-known information once moved, match the filter
        c_ctx = ctx or {"src": src, "obj": state.obj[src] if src >= 0 else 0, "ctrl": ctrl}
        infos = amounts.card_infos(state, c_ctx, cond["card"], getc)
        return bool(infos) and all(c is not None and match_filter(state, i, cond.get("where"), src, _with(state, i, c, getc))
                                   for i, c, _alive in infos)
    for k in cond:
        fn = state.rules.condition_ops.get(k)
        if fn is not None:
            return bool(fn(state, cond, ctrl, src, ctx))
    raise KeyError(f"unknown condition {cond!r}")


def _with(state: State, iid: int, c: Chars, getc: Callable[[int], Chars] | None) -> Callable[[int], Chars]:
    """A characteristics reader that answers `c` for card `iid` (its last-known information)."""
    base = getc or (lambda x: chars(state, x))
    return lambda j: c if j == iid else base(j)


def trigger_player_matches(trig: dict[str, Any], e: Any, ctrl: int, own_by_default: tuple[str, ...]) -> bool:
    """A trigger's `phase` (for phase-like kinds) and `player` keys: whose event it must be, from the
    ability's controller; `player` defaults to `you` for the kinds in `own_by_default` (a phase or
    turn event of the controller's own turn), `any` for the rest."""
    if trig["on"] in own_by_default:
        if "phase" in trig and trig["phase"] != e.get("phase"):
            return False
        who = trig.get("player", "you")
    else:
        who = trig.get("player", "any")
    return who == "any" or (e.get("player") == ctrl) == (who == "you")


def trigger_matches(state: State, iid: int, ctrl: int, trig: dict[str, Any], e: Any,
                    own_by_default: tuple[str, ...]) -> bool:
    """Whether event `e` matches trigger `trig` of card `iid` controlled by `ctrl`: its phase and
    player, `card` (self or a filter on the event's card), `from` / `to` / `role`, `condition`, and
    the shared `by` / `orientation` keys. For games whose events name `frm`, `to` and `role`."""
    if not trigger_player_matches(trig, e, ctrl, own_by_default):
        return False
    card = trig.get("card")
    subject = e.get("iid")
    if card == "self":
        if subject != iid:
            return False
    elif card is not None and (subject is None or not match_filter(state, subject, card, iid)):
        return False
    for k, ek in (("from", "frm"), ("to", "to"), ("role", "role")):
        if k in trig and trig[k] != e.get(ek):
            return False
    if "condition" in trig and not check_condition(state, trig["condition"], ctrl, iid, {}):
        return False
    return trigger_keys_match(trig, e, ctrl, state) and not lost_auto(state, iid)  # lost: engine/losses.py


def trigger_keys_match(trig: dict[str, Any], e: Any, ctrl: int, state: State | None = None) -> bool:
    """The shared trigger keys a game's trigger matching leaves to the engine: `by` (whose effect
    caused the event, relative to the ability's controller), an orient event's `orientation` and
    a used event's `ability` (its name, VS 2.12.1: engine/ability_names.py; needs `state`)."""
    by = trig.get("by")
    if by in ("you", "opponent"):
        bp = e.get("by_player")
        if bp is None or (bp == ctrl) != (by == "you"):
            return False
    if "orientation" in trig and trig["orientation"] != e.get("to"):
        return False
    return "ability" not in trig or used_ability_named(state, e, trig["ability"])


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
    if len(cands) <= count and not node.get("up_to"):
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
    payload = (("tags", tuple(node.get("tags", ()))), ("keywords", tuple(node.get("keywords", ()))))
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


EFFECT_OPS: dict[str, Callable[[State, int, dict[str, Any], tuple], None]] = {
    "draw": e_draw, "choose": e_choose, "move": e_move, "stand": _orient(0), "rest": _orient(1),
    "reverse": _orient(2), "damage": e_damage, "heal": e_heal, "modify": e_modify, "grant": e_grant,
    "shuffle": e_shuffle, "reveal": e_reveal, "if": e_if, "may": e_may, "repeat": e_repeat,
    "delayed": e_delayed, "lose": e_lose, "win": e_win,
}

TASKS = {"seq": t_seq, "end_ctx": t_end_ctx, "choose_answer": t_choose_answer, "may_answer": t_may_answer}


def expire_effects(state: State, until: str) -> None:
    """Drop created continuous effects (and the lasting entries of engine/lasting.py) whose duration ends now."""
    lasting.expire(state, until)
    expire_created(state, until)  # lasting and strip effects (engine/losses.py)
    if state.effects:
        kept = [e for e in state.effects if e[4] != until]
        if len(kept) != len(state.effects):
            state.effects = kept
            state._cache = None


from . import amounts, deckops  # noqa: E402  (both import this module)

EFFECT_OPS.update(deckops.EFFECTS)  # look, stage, distribute
TASKS.update(deckops.TASKS)
