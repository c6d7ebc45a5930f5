"""Game results (VS 1.2, Vividz 101): declaring one, and replacement abilities that replace a
player's losing ("if you would lose the game, instead ...": `replaces: {on: lose}`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .conditions import check_condition
from .events import ev
from .layers import ability_info
from .shared_effects import new_ctx, push_seq

if TYPE_CHECKING:
    from .state import State


def declare_result(state: State, result: tuple[Any, ...]) -> None:
    """End the game with `result`, unless a player's losing is replaced (resigning never is,
    Vividz 101.5; a draw is not one player's losing)."""
    if state.result is not None:
        return
    if result[0] == "win" and result[-1] != "resignation" and _replace_loss(state, 1 - result[1]):
        return
    _end(state, result)


def declare_losses(state: State, losers: list[int], reason: str) -> None:
    """Players in `losers` lose at once (VS 1.2.3, Vividz 101.3): each loss may be replaced;
    if every loser still loses the game is a draw, if one does the other wins."""
    if state.result is not None:
        return
    left = [p for p in losers if not _replace_loss(state, p)]
    if len(left) >= 2:
        _end(state, ("draw", reason))
    elif left:
        _end(state, ("win", 1 - left[0], reason))


def _end(state: State, result: tuple[Any, ...]) -> None:
    state.result = result
    state.out.append(ev("game_end", result=result[0], winner=result[1] if result[0] == "win" else None,
                        reason=result[-1]))


def _replace_loss(state: State, loser: int) -> bool:
    """Apply the first (oldest card) active replacement of `loser`'s losing; True if one applied.
    Each applies at most once to one loss (VS 7.9.3): a loss found again later is a new event."""
    rules = state.rules
    found: list[tuple[int, int, int, int]] = []
    for i, d in enumerate(state.defs):
        info = ability_info(d)
        for ai in info.replacement:
            ab = d.abilities[ai]
            r = ab["replaces"]
            if r.get("on") != "lose":
                continue
            key = state.zone_of[i]
            on = rules.ability_zone_test(ab, key)
            if on is None:
                on = rules.ability_active(state, i, ab, rules.zone_name(key))  # type: ignore[attr-defined]
            if not on or key.endswith("deck"):
                continue
            ctrl = rules.controller(state, i)  # type: ignore[attr-defined]
            who = r.get("player", "you")
            if who != "any" and (loser == ctrl) != (who == "you"):
                continue
            if "condition" in ab and not check_condition(state, ab["condition"], ctrl, i, {}):
                continue
            found.append((state.placed[i], i, ai, ctrl))
    if not found:
        return False
    _ts, src, ai, ctrl = min(found)
    d = state.defs[src]
    cid = new_ctx(state, src, ctrl, d.id, ai)
    state.out.append(ev("loss_replaced", player=loser, card=d.id, iid=src))
    state.tasks.append(("end_ctx", cid))
    push_seq(state, cid, ("instead",))
    return True
