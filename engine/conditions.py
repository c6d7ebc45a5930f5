"""Conditions and trigger matching of card data: the floor of the interpreter above selectors and
computed amounts (a condition may compare an amount), below the effects.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import amounts
from .ability_names import used_ability_named
from .layers import Chars, chars, lost_auto
from .selectors import match_filter, resolve_ref, select

if TYPE_CHECKING:
    from .state import State


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
