"""The top of a deck: look at / reveal the top N cards, take some of them somewhere, and put the
rest back on top or at the bottom in an order the player chooses, or into another zone.

    - look: 3            # how many (a computed amount; 0 or less looks at nothing, VS 1.3.4)
      player: you        # whose deck (default: the ability's controller's)
      public: true       # shown to both players; otherwise only the looking player sees them
      take: 1            # how many of them the player picks (default 0)
      up_to: true        # may pick fewer than `take` (default true)
      where: {...}       # which of them may be picked
      to: hand           # where picked cards go (required with take)
      as: $found         # bind the picked cards for later effects
      others: bottom     # top (default) | bottom | a zone name
      order: any         # any (default): the looking player orders the rest; same: as they were

While the cards are looked at they are known to the looking player (or both, if revealed):
`known_to` lists them, views show them and a search AI keeps them as they are; engine/knowledge.py
remembers them after, with the places they are put back at (to the player who chose the order).

Staging, for every game: `stage` sets cards aside for the rest of one ability, a temporary place
from which its later `distribute` effects send them to several destinations, each chosen by the
controller or the opponent; what is left when the ability ends stays or goes to `others`.

    - stage: {zone: deck, top: 5}   # a reference: the cards set aside (with count/each: the candidates)
      as: $s                        # required: the name later effects use
      public: false                 # true: shown to both players (revealed); else the chooser sees them
      count: 1                      # the chooser (`chooser`, default you) picks this many of them
      each: true                    # every player picks `count` among their own (turn player first)
      to: energy                    # every staged card goes there at once when the choices are made
      others: bottom                # at the ability's end the cards still set aside go there
    - distribute: $s                # cards still set aside (a reference)
      take: 1                       # the chooser picks this many (absent: all of them, no choice)
      up_to: false / where / chooser: opponent / to: hand (required) / position / order / as

Staged cards stay in their zone (looking at or revealing a card does not move it, Vividz 1108.2)
until an effect moves them; the cards of a hidden zone are known to the players who staged,
chose or were shown them (102.9: each player's choice from a hidden zone stays hidden from the
other). The look_* tasks carry out look, stage and distribute alike: each reads its effect's node
at `path` and acts by that node's op.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import amounts, knowledge
from .actions import Action, Decision
from .events import NOBODY, Event, ev
from .selectors import match_filter, rel_player, resolve_ref, select
from .shared_effects import _face_down, _public, ability_of, choosable, e_move, e_reveal, node_at

if TYPE_CHECKING:
    from .state import State


def known_to(state: State, p: int) -> list[int]:
    """Hidden-zone cards player `p` knows now (looked at and not yet moved)."""
    return [i for q, i, obj in state.flags.get("seen", ()) if q in (p, -1) and state.obj[i] == obj]


def _forget(state: State, cids: tuple[int, ...] | list[int]) -> None:
    seen = tuple(x for x in state.flags.get("seen", ()) if x[1] not in cids)
    if seen:
        state.flags["seen"] = seen
    else:
        state.flags.pop("seen", None)


def e_look(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    n = amounts.times(state, node["look"], ctx)
    owner = rel_player(ctx["ctrl"], node.get("player"))
    looker = ctx["ctrl"]
    cards = select(state, {"zone": "deck", "top": n}, owner)
    if not cards:
        return
    who = -1 if node.get("public") else looker
    state.flags["seen"] = state.flags.get("seen", ()) + tuple((who, i, state.obj[i]) for i in cards)
    knowledge.learn(state, who, cards)  # remembered, with their places, after they are put back
    state.out.append(ev("look", None if who == -1 else looker, player=looker, owner=owner, count=len(cards),
                        cards=tuple(state.defs[i].id for i in cards), revealed=who == -1))
    ctx["#look"] = tuple(state.ref(i) for i in cards)
    ctx["#picked"] = ()
    state.tasks.append(("look_rest", cid, path))
    take = amounts.times(state, node.get("take", 0), ctx)
    if take:
        state.tasks.append(("look_pick", cid, path, take))


def _remaining(state: State, ctx: dict[str, Any]) -> list[int]:
    picked = {r[0] for r in ctx["#picked"]}
    return [r[0] for r in ctx["#look"] if state.obj[r[0]] == r[1] and r[0] not in picked]


def _node(state: State, ctx: dict[str, Any], path: tuple) -> dict[str, Any]:
    return node_at(ability_of(state, ctx), path)


def t_pick(state: State, t: tuple[Any, ...]) -> None:
    """("look_pick", ctx, path, left): the looking player picks one more card (or stops); for a
    stage or a distribute, the next pick of its chooser."""
    _, cid, path, left = t
    ctx = state.ctx[cid]
    node = _node(state, ctx, path)
    if "look" not in node:
        (_stage_pick if "stage" in node else _dist_pick)(state, cid, node, path, left)
        return
    f = node.get("where")
    cands = [i for i in _remaining(state, ctx) if not f or _match(state, i, f, ctx)]
    if not cands or left <= 0:
        return
    opts = tuple(Action("choose", (i,)) for i in cands)
    if node.get("up_to", True):
        opts += (Action("done"),)
    state.decision = Decision(ctx["ctrl"], "look_pick", opts, ("look_pick_answer", cid, path, left),
                              ("look_pick", ctx["def"], ctx["ab"], node.get("to", "")))


def _match(state: State, iid: int, f: dict[str, Any], ctx: dict[str, Any]) -> bool:
    return match_filter(state, iid, f, ctx["src"])


def t_pick_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, left, action = t
    ctx = state.ctx[cid]
    node = _node(state, ctx, path)
    if "look" not in node:
        _staged_answer(state, cid, node, path, left, action)
        return
    if action.kind == "done":
        return
    iid = action.args[0]
    ctx["#picked"] = ctx["#picked"] + (state.ref(iid),)
    if node.get("as"):
        ctx[node["as"]] = ctx.get(node["as"], ()) + (state.ref(iid),)
    state.tasks.append(("look_pick", cid, path, left - 1))
    state.tasks.append(("look_move", cid, path, iid))


def t_move_picked(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, iid = t
    ctx = state.ctx[cid]
    node = _node(state, ctx, path)
    _forget(state, (iid,))
    state.rules.move(state, iid, node["to"], "top", ctx)


def t_rest(state: State, t: tuple[Any, ...]) -> None:
    """("look_rest", ctx, path[, order so far]): the cards not picked go back or elsewhere; for a
    distribute, its cards go to their destination; for a stage, the ability is over (others)."""
    cid, path = t[1], t[2]
    ordered: tuple[int, ...] = tuple(t[3]) if len(t) > 3 else ()
    ctx = state.ctx[cid]
    node = _node(state, ctx, path)
    if "distribute" in node:
        cards = _dist_cards(state, ctx, node)
        if node.get("as"):
            ctx[node["as"]] = tuple(state.ref(i) for i in cards)
        _settle(state, cid, path, cards, node["to"], node.get("position", "top"), node.get("order", "any"), ordered)
        return
    if "stage" in node:  # the ability's effects are done: what is still set aside stays, or goes to `others`
        cards = resolve_ref(state, ctx, node["as"])
        dest = node.get("others")
        if dest is None:
            _forget(state, cards)
        else:
            to, pos = ("deck", dest) if dest in ("top", "bottom") else (dest, "top")
            _settle(state, cid, path, cards, to, pos, node.get("order", "any"), ordered)
        return
    rest = [i for i in _remaining(state, ctx) if i not in ordered]
    dest = node.get("others", "top")
    if dest in ("top", "bottom") and node.get("order", "any") == "any" and len(rest) > 1:
        _ask_order(state, cid, path, rest, dest, ordered)
        return
    if dest in ("top", "bottom"):
        final = list(ordered) + [i for i in sorted(rest, key=lambda i: -_depth(state, i))]
        _forget(state, tuple(final))
        _restack(state, final, dest, ctx["ctrl"])
        return
    _forget(state, tuple(rest))
    if rest:
        state.rules.move_many(state, rest, dest, "top", ctx)


def _ask_order(state: State, cid: int, path: tuple, rest: list[int], dest: str, ordered: tuple[int, ...]) -> None:
    """The looking player says the order, top card first (VS 3.2.4: the owner orders cards put into a deck)."""
    ctx = state.ctx[cid]
    opts = tuple(Action("choose", (i,)) for i in rest)
    state.decision = Decision(ctx["ctrl"], "look_order", opts, ("look_order_answer", cid, path, ordered),
                              ("look_order", ctx["def"], ctx["ab"], dest))


def _depth(state: State, iid: int) -> int:
    return state.zones[state.zone_of[iid]].index(iid)


def t_order_answer(state: State, t: tuple[Any, ...]) -> None:
    _, cid, path, ordered, action = t
    state.tasks.append(("look_rest", cid, path, tuple(ordered) + (action.args[0],)))


def _restack(state: State, top_first: list[int], where: str, chooser: int | None = None) -> None:
    """Put deck cards (still in their deck) in the given order at its top or bottom. They stay in
    the same zone, so this is a reordering, not a move (no new objects, no events but one)."""
    by_zone: dict[str, list[int]] = {}
    for i in top_first:
        by_zone.setdefault(state.zone_of[i], []).append(i)
    for key, cards in by_zone.items():
        z = state.zones[key]
        others = [i for i in z if i not in cards]
        block = cards[::-1]  # zones are stored bottom..top
        state.zones[key] = others + block if where == "top" else block + others
        knowledge.reordered(state, key, z, cards, chooser)  # in the order `chooser` said
        state.out.append(ev("deck_order", player=int(key[0]) if key[0].isdigit() else None, count=len(cards),
                            where=where))


# -- stage and distribute ---------------------------------------------------------------------------
MOVING = "$~staged"  # the context name the game's own move and reveal effects read the cards from


def e_stage(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """`stage`: set cards aside for the rest of this ability. With `count` (or `each`) they are
    chosen first: by the chooser, or by every player among their own, the turn player first
    (Vividz 102.8), each privately in a hidden zone (102.9)."""
    ctx = state.ctx[cid]
    name = node["as"]
    ctx[name] = ()
    if "count" in node or node.get("each"):
        n = ctx["#" + name] = amounts.times(state, node.get("count", 1), ctx)
        tp = state.turn_player
        ctx["#stage_who"] = (tp, 1 - tp) if node.get("each") else (rel_player(ctx["ctrl"], node.get("chooser")),)
        state.tasks.append(("look_pick", cid, path, n))
        return
    ctx[name] = tuple(state.ref(i) for i in resolve_ref(state, ctx, node["stage"]))
    _commit(state, cid, node, path)


def _stage_cands(state: State, ctx: dict[str, Any], node: dict[str, Any], p: int) -> list[int]:
    taken = {r[0] for r in ctx[node["as"]]}
    sel = node["stage"]
    cards = (select(state, dict(sel) | {"player": "you"}, p, ctx["src"]) if node.get("each")
             else resolve_ref(state, ctx, sel))
    return [i for i in choosable(state, cards, ctx, node) if i not in taken]


def _stage_pick(state: State, cid: int, node: dict[str, Any], path: tuple, left: int) -> None:
    ctx = state.ctx[cid]
    name = node["as"]
    who = tuple(ctx.get("#stage_who", ()))
    while who:
        p = who[0]
        cands = _stage_cands(state, ctx, node, p) if left > 0 else []
        if cands and len(cands) <= left and not node.get("up_to"):
            for i in cands:  # nothing to ask: chosen all the same
                ctx[name] = ctx[name] + (state.ref(i),)
                _announce(state, p, i, auto=True)
            cands = []
        if cands:
            ctx["#stage_who"] = who
            _ask_pick(state, cid, path, p, cands, bool(node.get("up_to")), left, name)
            return
        who, left = who[1:], ctx["#" + name]
    ctx.pop("#stage_who", None)
    _commit(state, cid, node, path)


def _commit(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """The cards are set aside: shown to who may see them; with `to` they all go there now (in one
    move where the game moves cards together, Vividz 501.5, 102.9); else they wait until the
    ability's effects are done."""
    ctx = state.ctx[cid]
    cards = resolve_ref(state, ctx, node["as"])
    if not cards:
        return
    if node.get("public"):
        hidden = [i for i in cards if not _public(state, i)]
        if hidden:  # through the game's own reveal (Vividz 1108.3 hides them again after the effect)
            ctx[MOVING] = tuple(state.ref(i) for i in hidden)
            (state.rules.effect_ops.get("reveal") or e_reveal)(state, cid, {"reveal": MOVING}, path)
            _show(state, hidden, -1)
    else:
        chooser = rel_player(ctx["ctrl"], node.get("chooser"))
        for p in (0, 1):
            _show(state, [i for i in cards if (state.owner[i] if node.get("each") else chooser) == p], p, tell=True)
    if "to" in node:
        _forget(state, cards)
        _move(state, cid, path, cards, node["to"], node.get("position", "top"))
        return
    # after the ability's later effects: the sequence tasks of this resolution lie on top of the stack
    tasks = state.tasks
    j = len(tasks)
    while j and tasks[j - 1][0] == "seq" and tasks[j - 1][1] == cid:
        j -= 1
    tasks.insert(j, ("look_rest", cid, path))


def e_distribute(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """`distribute`: the chooser picks `take` of the cards (all of them without `take`), which go to
    `to` together (as the game moves several cards: Vividz 501.5, VS 3.2.3)."""
    ctx = state.ctx[cid]
    ctx["#picked"] = ()
    state.tasks.append(("look_rest", cid, path))
    if "take" in node:
        state.tasks.append(("look_pick", cid, path, amounts.times(state, node["take"], ctx)))


def _dist_cands(state: State, ctx: dict[str, Any], node: dict[str, Any]) -> list[int]:
    f = node.get("where")
    return [i for i in resolve_ref(state, ctx, node["distribute"]) if not f or _match(state, i, f, ctx)]


def _dist_cards(state: State, ctx: dict[str, Any], node: dict[str, Any]) -> list[int]:
    """What a distribute moves: the cards picked (with `take`), or every card it names."""
    if "take" not in node:
        return _dist_cands(state, ctx, node)
    return [r[0] for r in ctx["#picked"] if state.obj[r[0]] == r[1]]


def _dist_pick(state: State, cid: int, node: dict[str, Any], path: tuple, left: int) -> None:
    ctx = state.ctx[cid]
    picked = {r[0] for r in ctx["#picked"]}
    cands = [i for i in choosable(state, _dist_cands(state, ctx, node), ctx, node) if i not in picked]
    if not cands or left <= 0:
        return
    chooser = rel_player(ctx["ctrl"], node.get("chooser"))
    if len(cands) <= left and not node.get("up_to"):
        for i in cands:
            ctx["#picked"] = ctx["#picked"] + (state.ref(i),)
            _announce(state, chooser, i, auto=True)
        return
    _ask_pick(state, cid, path, chooser, cands, bool(node.get("up_to")), left, node.get("as", ""))


def _ask_pick(state: State, cid: int, path: tuple, p: int, cands: list[int], up_to: bool, left: int,
              name: str) -> None:
    """Player `p` picks one of `cards` (shown to them first: an answer names the card)."""
    ctx = state.ctx[cid]
    _show(state, cands, p, tell=True)
    opts = tuple(Action("choose", (i,)) for i in cands) + ((Action("done"),) if up_to else ())
    state.decision = Decision(p, "choose", opts, ("look_pick_answer", cid, path, left),
                              ("choose", ctx["def"], ctx["ab"], name))


def _staged_answer(state: State, cid: int, node: dict[str, Any], path: tuple, left: int, action: Action) -> None:
    ctx = state.ctx[cid]
    chooser = state.history[-1][0]  # who gave this answer
    if action.kind == "done":
        if "stage" in node:  # this player is done; the next one chooses
            ctx["#stage_who"] = tuple(ctx["#stage_who"])[1:]
            state.tasks.append(("look_pick", cid, path, ctx["#" + node["as"]]))
        return
    i = action.args[0]
    key = node["as"] if "stage" in node else "#picked"
    ctx[key] = tuple(ctx[key]) + (state.ref(i),)
    _announce(state, chooser, i)
    state.tasks.append(("look_pick", cid, path, left - 1))


def _settle(state: State, cid: int, path: tuple, cards: list[int], to: str, position: str, order: str,
            ordered: tuple[int, ...]) -> None:
    """Cards of a stage or distribute go to `to`: deck cards going to the top or bottom of their
    deck are reordered there (in the order the controller says, top card first, with order any),
    the others move by the game's own move effect."""
    if to == "deck" and cards and all(state.rules.zone_name(state.zone_of[i]) == "deck" for i in cards):
        rest = [i for i in cards if i not in ordered]
        if order == "any" and len(rest) > 1:
            _ask_order(state, cid, path, rest, position, ordered)
            return
        final = list(ordered) + sorted(rest, key=lambda i: -_depth(state, i))
        _forget(state, final)
        _restack(state, final, position, state.ctx[cid]["ctrl"])
        ctx = state.ctx[cid]
        if ctx.get("revealed"):  # put back by the effect's own word: not hidden again and shuffled (Vividz 1108.3)
            ctx["revealed"] = tuple(r for r in ctx["revealed"] if r[0] not in final)
        return
    _forget(state, cards)
    if cards:
        _move(state, cid, path, cards, to, position)


def _move(state: State, cid: int, path: tuple, cards: list[int], to: str, position: str) -> None:
    """Move the cards by the game's own `move` effect (its rules for several cards, decks and slots)."""
    state.ctx[cid][MOVING] = tuple(state.ref(i) for i in cards)
    fn = state.rules.effect_ops.get("move") or e_move
    fn(state, cid, {"move": MOVING, "to": to, "position": position}, path)


def _sees(state: State, p: int, iid: int) -> bool:
    """Whether player `p` may see card `iid` where it is: a public zone, their own hidden zone that is
    not face down (a hand), or a card they were shown."""
    if _public(state, iid):
        return True
    key = state.zone_of[iid]
    if key.startswith(f"{p}.") and not _face_down(state, iid):
        return True
    return any(q in (p, -1) and i == iid and o == state.obj[iid] for q, i, o in state.flags.get("seen", ()))


def _show(state: State, cards: list[int], viewer: int, tell: bool = False) -> None:
    """Make the cards `viewer` (-1: both players) cannot see yet known to them; with `tell`, a look
    event names the deck cards among them to that player only."""
    seen = list(state.flags.get("seen", ()))
    shown = []
    for i in cards:
        if _public(state, i) or (viewer >= 0 and _sees(state, viewer, i)):
            continue
        old = next((x for x in seen if x[1] == i and x[2] == state.obj[i]), None)
        if old is not None:
            seen.remove(old)
        seen.append((viewer if old is None else -1, i, state.obj[i]))
        shown.append(i)
    if not shown:
        return
    state.flags["seen"] = tuple(seen)
    knowledge.learn(state, viewer, shown)
    decks = [i for i in shown if state.rules.zone_name(state.zone_of[i]) == "deck"]
    if tell and viewer >= 0:
        for o in (0, 1):
            mine = [i for i in decks if state.owner[i] == o]
            if mine:
                state.out.append(ev("look", viewer, player=viewer, owner=o, count=len(mine),
                                    cards=tuple(state.defs[i].id for i in mine), revealed=False))


def _announce(state: State, chooser: int, iid: int, auto: bool = False) -> None:
    """The `chosen` event of a staged or distributed card: named to everyone in a public zone or once
    revealed, else to the chooser when they see it (102.9), to nobody for an unseen card taken
    without asking."""
    both = any(q == -1 and i == iid and o == state.obj[iid] for q, i, o in state.flags.get("seen", ()))  # revealed
    private = None if both or _public(state, iid) else chooser if _sees(state, chooser, iid) else NOBODY
    data: tuple[tuple[str, Any], ...] = (("player", chooser), ("card", state.defs[iid].id), ("iid", iid))
    state.out.append(Event("chosen", data + ((("auto", True),) if auto else ()), private))


EFFECTS = {"look": e_look, "stage": e_stage, "distribute": e_distribute}
TASKS = {"look_pick": t_pick, "look_pick_answer": t_pick_answer, "look_move": t_move_picked,
         "look_rest": t_rest, "look_order_answer": t_order_answer}
