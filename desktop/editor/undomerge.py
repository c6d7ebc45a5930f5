"""When one edit of a text field joins the undo step before it (QUndoCommand.mergeWith).

Typing one character after another is one step while it goes on: a pause of MERGE_PAUSE seconds,
or starting a new word after a space, begins the next step. A change of more than one character at
once (a paste, a cut, a replaced selection, a completion, an input method's committed text) is a
step of its own, and nothing typed after it joins it: one Ctrl+Z takes back the paste and only the
paste. No Qt here: the commands in document.py hold a TypingRun each.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

MERGE_PAUSE = 1.0  # seconds without typing that end an undo step
clock = time.monotonic  # module-level so tests can move time on


def typed(old: Any, new: Any) -> str | None:
    """The one character typed between two values ("" for a deletion: a character, or a selection),
    or None for a change that put in more than one character (or values that are not text). Typing
    over a selection puts in one character: it is typing too."""
    if not isinstance(old, str) or not isinstance(new, str):
        return None
    p = 0
    while p < min(len(old), len(new)) and old[p] == new[p]:
        p += 1
    q = 0
    while q < min(len(old), len(new)) - p and old[-1 - q] == new[-1 - q]:
        q += 1
    put_in = new[p:len(new) - q]
    return put_in if len(put_in) <= 1 else None


@dataclass
class TypingRun:
    """The edits one undo step holds so far: when the last was made, and whether it ended a word."""

    at: float
    char: str | None  # the last edit's typed character ("" deleted, None: a bigger change)
    whole: bool  # the step is a bigger change: it takes nothing more

    @classmethod
    def of(cls, old: Any, new: Any) -> TypingRun:
        if not isinstance(old, str):  # a number (the set's version box): its changes join by time only
            return cls(clock(), "", False)
        char = typed(old, new)
        return cls(clock(), char, char is None)

    def take(self, nxt: TypingRun) -> bool:
        """Whether the edit `nxt` joins this step (and if so, the step now ends with it)."""
        if self.whole or nxt.whole or nxt.at - self.at > MERGE_PAUSE:
            return False
        if nxt.char and not nxt.char.isspace() and self.char is not None and self.char[:1].isspace():
            return False  # the first letter of the next word
        self.at, self.char = nxt.at, nxt.char
        return True
