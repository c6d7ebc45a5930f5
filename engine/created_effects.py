"""The shared effects `lasting` and `strip` (docs/cardsets.md, section 7): created continuous
effects kept in state.flags (engine/losses.py), read by the characteristics layers.

- `lasting: SELECTOR` with `rules` / `tags` / `keywords` / stat changes / `loses` and `until`:
  applies to every card the selector names while it lasts, a card that arrives later too
  (VS 7.8.1.6). Stat changes are worked out when it resolves (VS 7.10). A game allows only the
  changes its rules let reach later cards (Vocabulary.effects["lasting"]; Victory Spark: rule
  flags, 7.8.1.5) and only the zones they allow (Vocabulary.lasting_zones; Vividz 911.4).
- `strip: REF` with `loses` and `until`: the card objects named now lose their text, their
  automatic abilities or keywords until the duration ends (PMV 10.1.4, 10.1.5; VS 7.8.1.5).

Every game offers them: GameRules (engine/rules.py) adds EFFECTS to a game's effect_ops.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import amounts, interp
from .losses import KEY

if TYPE_CHECKING:
    from .state import State


def _add(state: State, entry: tuple[Any, ...]) -> None:
    state.flags[KEY] = state.flags.get(KEY, ()) + (entry,)
    state._cache = None


def e_lasting(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    mods = amounts.changes(state, node, ctx)  # (stat, op, n), fixed now
    _add(state, (node.get("until", "end_of_turn"), state.tick(), ctx["ctrl"], ctx["src"], ctx["def"], ctx["ab"],
                 path, mods, None))


def e_strip(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    ctx = state.ctx[cid]
    refs = tuple(state.ref(i) for i in interp.resolve_ref(state, ctx, node["strip"]))
    if refs:
        _add(state, (node.get("until", "end_of_turn"), state.tick(), ctx["ctrl"], ctx["src"], ctx["def"], ctx["ab"],
                     path, (), refs))


EFFECTS = {"lasting": e_lasting, "strip": e_strip}
