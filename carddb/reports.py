"""What an import or the first start's seeding reports (plain data: the database module names a
seed report without importing the seeding that makes it)."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.games import get_rules
from engine.render import counted


@dataclass(frozen=True)
class SetImportResult:
    """What importing one set did. status: added, updated, unchanged (same version) or older (refused)."""

    game: str
    code: str
    version: int
    status: str
    added: int = 0
    updated: int = 0
    removed: int = 0
    installed_version: int | None = None
    source: str = ""

    def describe(self) -> str:
        """One line for the user."""
        what = f"{_game_name(self.game)} set {self.code} version {self.version}"
        if self.status == "added":
            return counted(f"{what}: added {self.added} card(s)")
        if self.status == "updated":
            return (f"{what}: updated from version {self.installed_version} "
                    f"({self.added} added, {self.updated} updated, {self.removed} removed)")
        if self.status == "unchanged":
            return f"{what}: already in the database, nothing to do"
        return (f"{what}: not imported, the database has the newer version {self.installed_version}")


@dataclass
class SeedReport:
    """What seeding did: sets imported or updated, decks added, and files that failed (with why)."""

    sets: list[SetImportResult] = field(default_factory=list)
    decks: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def _game_name(game: str) -> str:
    """A game's English name for messages (its id only when no such game is built in)."""
    try:
        return str(get_rules(game).name.get("en", game))
    except KeyError:
        return game
