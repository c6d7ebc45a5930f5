"""A stable encoding of actions for tools outside the program (docs/engine.md): a key and a
number per legal action that depend only on what the acting player sees.

An `Action`'s arguments are instance ids, slots and choices, and an instance id follows the
deck list's order, so the same move (this card from hand to that slot) has other arguments in
another game or another draw. The key is instead the action as the rules describe it to the
acting player, in English (`rules.describe_action`, which names only cards that player may see:
tests/engine/test_hidden_log.py), followed by `#n` when several legal actions read alike
(two copies of a card in hand: the first in legal order is `#1`). So the key is equal in every
world consistent with the acting player's view, and the same move has the same key wherever it
is offered. The code is the key's 63-bit BLAKE2b hash: a fixed action space of 2**63 ids.
"""
from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action
    from .state import State

NUM_CODES = 1 << 63


def action_keys(state: State) -> dict[Action, str]:
    """The key of every legal action of the pending decision (see the module docstring)."""
    seen: dict[str, int] = {}
    out: dict[Action, str] = {}
    for a in state.legal_actions():
        text = state.rules.describe_action(state, a, "en")
        n = seen[text] = seen.get(text, 0) + 1
        out[a] = f"{a.kind}: {text}#{n}"
    return out


def code_of_key(key: str) -> int:
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big") >> 1


def action_codes(state: State) -> dict[Action, int]:
    """The code of every legal action: equal keys, equal codes; distinct within a decision."""
    codes = {a: code_of_key(k) for a, k in action_keys(state).items()}
    if len(set(codes.values())) != len(codes):  # a 2**-63 event; say so rather than merge two moves
        raise RuntimeError("two legal actions hash to one code")
    return codes


def action_of_code(state: State, code: int) -> Action:
    """The legal action with this code; KeyError when no legal action has it."""
    for a, c in action_codes(state).items():
        if c == code:
            return a
    raise KeyError(f"no legal action has code {code}")
