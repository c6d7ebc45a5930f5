"""Error types of the card database. Bad input files use the engine's FormatError (file, item, problem)."""
from __future__ import annotations

from engine.errors import FormatError

__all__ = ["CardDBError", "DatabaseFileError", "DamagedRow", "NotFound", "Conflict", "FormatError", "RowsError"]


class CardDBError(Exception):
    """Base of every error the card database raises on purpose; str() is a message for the user."""


class DatabaseFileError(CardDBError):
    """The database file is corrupt, unreadable, not ours, or from a newer program; it was not touched."""


class DamagedRow(DatabaseFileError):
    """A row whose stored value cannot be read (changed outside this program: SQLite's integrity check
    sees pages, not what a column holds); names the database file, the row (card, deck, ...) and the problem."""

    def __init__(self, file: str, item: str, problem: str) -> None:
        self.file, self.item, self.problem = file, item, problem
        super().__init__(f"{file}: {item}: {problem}. The file was changed outside TCG Table; "
                         "restore it from a backup")

    def __reduce__(self) -> tuple[type[DamagedRow], tuple[str, str, str]]:  # type: ignore[override]
        return (type(self), (self.file, self.item, self.problem))


class NotFound(CardDBError):
    """A card, deck, replay or set that does not exist."""


class Conflict(CardDBError):
    """A name that is already taken (e.g. a deck of the same name in the same game)."""


class RowsError(FormatError):
    """An input file with one or more bad rows; every bad row is listed in `problems` as (item, problem)."""

    def __init__(self, file: str, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        first_item, first_problem = problems[0]
        super().__init__(file, first_item, first_problem)
        lines = [f"{file}: {item}: {problem}" for item, problem in problems]
        self.args = ("\n".join(lines),)

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[type[RowsError], tuple[str, list[tuple[str, str]]]]:  # type: ignore[override]
        return (type(self), (self.file, self.problems))
