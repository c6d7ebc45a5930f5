"""Costs paid with cards the payer chooses (docs/cardsets.md, "Costs"): a shared extension a game
adopts by adding the words to its vocabulary (`costs`, `cost_args` "shape:move_cards", `shapes` from
vocabulary.CHOSEN_COST_SHAPES) and calling `payable` / `schedule` where it pays an ability's costs.

- `{move_cards: {choose: SELECTOR, count: N, to: ZONE, position: top|bottom}}`: put N cards the
  selector names (seen from the payer) into that zone of their owner ("as an additional cost, put one
  of your nodes into the underworld"). The game's own move does it (GameRules.move_many).
- `{rest_cards: {choose: SELECTOR, count: N}}`: rest (sleep) N standing cards the selector names
  ("sleep one of your characters"); a card already resting cannot pay.

`count` is 1 when left out. The payer chooses one card at a time (decision `choose`, answers
`[choose, card]`); with no more candidates than needed they are taken without asking (announced as
chosen). Several cards of one cost are chosen first, then paid together.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import interp
from .actions import Action, Decision
from .state import REST, STAND

if TYPE_CHECKING:
    from .state import State

WORDS = frozenset({"move_cards", "rest_cards"})


def _spec(cost: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    word = next(iter(cost))
    return (word, cost[word]) if word in WORDS else None


def candidates(state: State, cost: dict[str, Any], payer: int, src: int, skip: tuple[int, ...] = ()) -> list[int]:
    """The cards that may pay a chosen-card cost now: what its selector names (never a card in `skip`),
    standing ones for `rest_cards`."""
    word, spec = _spec(cost) or ("", {})
    out = [i for i in interp.select(state, spec["choose"], payer, src) if i not in skip]
    if word == "rest_cards":
        out = [i for i in out if state.orient[i] == STAND]
    return out


def payable(state: State, costs: Any, payer: int, src: int, skip: tuple[int, ...] = ()) -> bool:
    """Every chosen-card cost in `costs` has enough candidates (each judged on its own). `skip`: cards
    that will not be there to pay (a card being played, still in the hand)."""
    for c in costs:
        s = _spec(c)
        if s is not None and len(candidates(state, c, payer, src, skip)) < s[1].get("count", 1):
            return False
    return True


def schedule(state: State, def_id: str, ai: int, payer: int, src: int, cid: int = -1) -> None:
    """Push tasks paying the chosen-card costs of ability `ai` of card `def_id`, the first written paid
    first. `cid`: a resolution context whose `#cost_cards` counts the cards paid ("-1": none)."""
    costs = state.deftable[def_id].abilities[ai].get("cost", ())
    for ci in reversed(range(len(costs))):
        if _spec(costs[ci]) is not None:
            state.tasks.append(("cc_pay", def_id, ai, ci, payer, src, cid, ()))


def t_pay(state: State, t: tuple[Any, ...]) -> None:
    """("cc_pay", card id, ability, cost index, payer, source, ctx, chosen so far): choose the next card,
    or pay with the chosen ones."""
    _, def_id, ai, ci, payer, src, cid, chosen = t
    cost = state.deftable[def_id].abilities[ai]["cost"][ci]
    _word, spec = _spec(cost) or ("", {})
    need = spec.get("count", 1) - len(chosen)
    live = tuple(i for i, obj in chosen if state.obj[i] == obj)
    cands = [i for i in candidates(state, cost, payer, src) if i not in live] if need > 0 else []
    if need > 0 and len(cands) > need:
        opts = tuple(Action("choose", (i,)) for i in cands)
        state.decision = Decision(payer, "choose", opts, ("cc_pick", *t[1:]), ("cost", def_id, ai, ci))
        return
    for i in cands:  # no choice left: taken without asking
        interp.announce_choice(state, payer, i, auto=True)
    _pay(state, cost, payer, src, cid, [*live, *cands])


def t_pick(state: State, t: tuple[Any, ...]) -> None:
    *head, chosen, a = t
    iid = a.args[0]
    interp.announce_choice(state, head[4], iid)
    state.tasks.append(("cc_pay", *head[1:], (*chosen, state.ref(iid))))


def _pay(state: State, cost: dict[str, Any], payer: int, src: int, cid: int, cards: list[int]) -> None:
    word, spec = _spec(cost) or ("", {})
    if cid in state.ctx:
        ctx = state.ctx[cid]
        ctx["#cost_cards"] = ctx.get("#cost_cards", 0) + len(cards)
    if not cards:
        return
    if word == "rest_cards":
        for i in cards:
            state.rules.set_orient(state, i, REST)  # type: ignore[attr-defined]
        return
    ctx = {"ctrl": payer, "src": src, "obj": state.obj[src] if src >= 0 else 0}
    state.rules.move_many(state, cards, spec["to"], spec.get("position", "top"), ctx)


TASKS = {"cc_pay": t_pay, "cc_pick": t_pick}
