"""The ability interpreter: selectors, filters, conditions, effects and costs as data.

Effects run as tasks on the state's task stack, so a choice in the middle of an effect is
an ordinary pending decision. A resolution context (state.ctx[id]) holds the source card,
its controller and the choices bound so far ("$name" -> card references).

Its parts, each floor reading only those below: engine/selectors.py (filters, selectors,
references), engine/amounts.py (computed amounts), engine/conditions.py (conditions, trigger
matching), engine/shared_effects.py and engine/deckops.py (effects). This module assembles the
table of effect ops and runs effect sequences; the parts' names stay readable here (interp.X).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import deckops, lasting
from .conditions import check_condition as check_condition
from .conditions import trigger_keys_match as trigger_keys_match
from .conditions import trigger_matches as trigger_matches
from .conditions import trigger_player_matches as trigger_player_matches
from .layers import Chars as Chars
from .layers import chars as chars
from .layers import expire_created
from .selectors import Ref as Ref
from .selectors import match_filter as match_filter
from .selectors import rel_player as rel_player
from .selectors import resolve_ref as resolve_ref
from .selectors import select as select
from .shared_effects import (  # noqa: F401  (interp.X: the effects' names as games read them)
    _face_down,
    _orient,
    _public,
    ability_of,
    announce_choice,
    choosable,
    e_choose,
    e_damage,
    e_delayed,
    e_draw,
    e_grant,
    e_heal,
    e_if,
    e_lose,
    e_may,
    e_modify,
    e_move,
    e_repeat,
    e_reveal,
    e_shuffle,
    e_win,
    modify_payload,
    new_ctx,
    node_at,
    push_seq,
    t_choose_answer,
    t_end_ctx,
    t_may_answer,
)

if TYPE_CHECKING:
    from .state import State


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


EFFECT_OPS.update(deckops.EFFECTS)  # look, stage, distribute
TASKS.update(deckops.TASKS)
