"""Modal plays: "choose one (or N) of the following: • … • …" (D5.2: the mode is chosen after the
card is revealed into the play area, before its targets). A play ability's `modes` each have their
own text, targets and effects; `mode_count` (default 1) of them, all different, are chosen. The
choice is public (the card is revealed): event `mode`. The chosen modes' targets are chosen in the
modes' order, and their effects happen in that order as the card resolves.
"""
from __future__ import annotations

from typing import Any

from ... import interp
from ...actions import Action, Decision
from ...state import State
from . import abilities as ab
from . import core, protect

CHOSEN = "#modes"  # context key: the chosen modes (indexes, in the card's order)


def count(a: dict[str, Any]) -> int:
    return int(a.get("mode_count", 1))


def _ok(state: State, a: dict[str, Any], k: int, p: int, src: int) -> bool:
    """A mode whose targets cannot all be chosen cannot be chosen (D5.2)."""
    return ab.targets_possible(state, a["modes"][k], p, src)


def possible(state: State, a: dict[str, Any], p: int, src: int) -> bool:
    """Enough modes can be chosen for the card to be played."""
    return sum(1 for k in range(len(a["modes"])) if _ok(state, a, k, p, src)) >= count(a)


def start(state: State, iid: int, p: int, cid: int) -> None:
    state.ctx[cid][CHOSEN] = ()
    state.tasks.append(("pmv_mode", iid, p, cid))


def t_mode(state: State, t: tuple[Any, ...]) -> None:
    """("pmv_mode", card, player, ctx): ask for the next mode, or take those left without asking when
    no choice remains; once all are chosen, their targets."""
    _, iid, p, cid = t
    ctx = state.ctx[cid]
    a = interp.ability_of(state, ctx)
    chosen = ctx[CHOSEN]
    need = count(a) - len(chosen)
    opts = [k for k in range(len(a["modes"])) if k not in chosen and _ok(state, a, k, p, iid)] if need > 0 else []
    if len(opts) > need:
        state.decision = Decision(p, "mode", tuple(Action("mode", (iid, k)) for k in opts),
                                  ("pmv_mode_answer", iid, p, cid), ("mode", ctx["def"], need))
        return
    for k in opts:
        _chosen(state, iid, p, cid, k, auto=True)
    # the targets of each chosen mode, in the card's order (the first mode's first)
    for k in reversed(ctx[CHOSEN]):
        if a["modes"][k].get("targets"):
            interp.push_seq(state, cid, ("modes", k, "targets"))


def t_mode_answer(state: State, t: tuple[Any, ...]) -> None:
    _, iid, p, cid, a = t
    _chosen(state, iid, p, cid, a.args[1])
    state.tasks.append(("pmv_mode", iid, p, cid))


def _chosen(state: State, iid: int, p: int, cid: int, k: int, auto: bool = False) -> None:
    ctx = state.ctx[cid]
    ctx[CHOSEN] = tuple(sorted((*ctx[CHOSEN], k)))
    extra = {"auto": True} if auto else {}
    core.emit(state, "mode", player=p, iid=iid, card=ctx["def"], ability=ctx["ab"], mode=k, **extra)


def resolve(state: State, cid: int) -> None:
    """The chosen modes' effects, in the card's order."""
    for k in reversed(state.ctx[cid].get(CHOSEN, ())):
        interp.push_seq(state, cid, ("modes", k, "effects"))


def mode_text(state: State | None, card_id: Any, ai: Any, k: Any, lang: str) -> str:
    """The text of mode k of ability ai of a card (for the log and the answers)."""
    try:
        m = state.deftable[card_id].abilities[ai]["modes"][k]  # type: ignore[union-attr]
        return str(m["text"].get(lang) or m["text"]["en"])
    except (AttributeError, KeyError, IndexError, TypeError):
        return f"mode {k}"


def check_targets(state: State, uid: int, cid: int) -> None:
    """加護 / 抵抗 / ラストワード see what a play targets (protect.check_targets reads a play's
    `targets` and its 装備 / 呪符 host): the chosen modes' targets are handed to it beside the host."""
    ctx = state.ctx.get(cid)
    if ctx is None:
        return
    a = interp.ability_of(state, ctx)
    refs = tuple(r for k in ctx.get(CHOSEN, ()) for n in a["modes"][k].get("targets", ()) for r in ctx.get(n["as"], ()))
    host = ctx.get("$host_target")
    ctx["$host_target"] = (*(host or ()), *refs)
    try:
        protect.check_targets(state, uid)
    finally:
        if host is None:
            ctx.pop("$host_target", None)
        else:
            ctx["$host_target"] = host


TASKS = {"pmv_mode": t_mode, "pmv_mode_answer": t_mode_answer}
