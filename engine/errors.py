"""Error types the engine raises: every message names the file, the item and the problem."""
from __future__ import annotations


def short_repr(v: object, n: int = 80) -> str:
    """repr() of a value for a message, cut to about n characters (input may be huge)."""
    if isinstance(v, int) and not isinstance(v, bool) and v.bit_length() >= 200:
        return f"a number of {len(str(abs(v)))} digits"
    s = repr(v)
    return s if len(s) <= n else s[:n - 3] + "..."


# Characters of a message's item and of its problem: a value quoted in them is an excerpt, and the
# whole line stays readable (the fuzzer counts a message of over 500 characters as unclear).
MAX_ITEM = 150
MAX_MESSAGE_PART = 280


def cut(text: str, n: int = MAX_MESSAGE_PART) -> str:
    """`text` of at most about n characters: its start and end kept, the middle left out (a message
    that quotes a value of 100 KB must still be one readable line)."""
    if len(text) <= n:
        return text
    tail = n // 4
    return f"{text[:n - tail - 3]}…{text[-tail:]}"


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class FormatError(EngineError):
    """Bad input data: a card set, deck, replay, save or scenario file that cannot be used."""

    def __init__(self, file: str, item: str, problem: str) -> None:
        # every message stays short whatever a reader quotes in it (a backstop for short_repr)
        self.file, self.item, self.problem = file, cut(item, MAX_ITEM), cut(problem)
        where = f"{file}: {self.item}" if item else file
        super().__init__(f"{where}: {self.problem}")

    def __reduce__(self) -> tuple[type[FormatError], tuple[str, str, str]]:
        # rebuilt from its three parts when it crosses to another process (an import's worker)
        return (type(self), (self.file, self.item, self.problem))


class IllegalAction(EngineError):
    """An action that is not among the legal actions of the current decision."""


class GameOver(EngineError):
    """An action was given to a game that has already ended."""
