"""A stable encoding of actions for tools outside the program (docs/engine.md): a key and a
number per legal action that depend only on what the acting player sees.

An `Action`'s arguments are instance ids, slots and choices, and an instance id follows the
deck list's order, so the same move (this card from hand to that slot) has other arguments in
another game or another draw. The key is instead the action as the rules describe it to the
acting player, in English (`rules.describe_action`, which names only cards that player may see:
tests/engine/test_hidden_log.py), followed by `#n` when several legal actions read alike
(two copies of a card in hand: the first in legal order is `#1`). So the key is equal in every
world consistent with the acting player's view, and the same move has the same key wherever it
is offered. The code is the key's BLAKE2b hash cut to 31 bits, so it fits the signed 32-bit
action ids of tools such as OpenSpiel: a fixed action space of 2**31 ids (`NUM_CODES`). Two keys
of one decision that hash alike (about one decision in 10**6 of the largest ones) are told apart by
probing: in key order, a code already taken moves to the next free one. Keys are read from the
acting player's view, so that order and the codes still are.
"""
from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action
    from .state import State

NUM_CODES = 1 << 31


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
    """A key's code before probing: its BLAKE2b hash's top 31 bits."""
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=4).digest(), "big") >> 1


def codes_of_keys(keys: dict[Action, str]) -> dict[Action, int]:
    """The keys' codes, distinct: in key order, a code taken by an earlier key moves to the next free one."""
    taken: set[int] = set()
    codes: dict[Action, int] = {}
    for a, k in sorted(keys.items(), key=lambda item: item[1]):
        c = code_of_key(k)
        while c in taken:
            c = (c + 1) % NUM_CODES
        taken.add(c)
        codes[a] = c
    return {a: codes[a] for a in keys}  # in legal order


def action_codes(state: State) -> dict[Action, int]:
    """The code of every legal action: distinct within a decision; equal keys, equal codes (but
    for a probed collision)."""
    return codes_of_keys(action_keys(state))


def action_of_code(state: State, code: int) -> Action:
    """The legal action with this code; KeyError when no legal action has it."""
    for a, c in action_codes(state).items():
        if c == code:
            return a
    raise KeyError(f"no legal action has code {code}")
