"""What importing a card-set file did, in the user's language: the game by its name (never its id),
the counts with proper plurals ("1 card", "3 cards")."""
from __future__ import annotations

from typing import Protocol

from .deckcounts import plural
from .gameinfo import game_info
from .qt import QCoreApplication


class SetImportResult(Protocol):
    """The fields of carddb's ImportResult this reads."""

    game: str
    code: str
    version: int
    status: str
    added: int
    updated: int
    removed: int
    installed_version: int | None


def _n(text: str, n: int) -> str:
    return plural(text, n).replace("%n", str(n))


def set_import_line(res: SetImportResult, lang: str) -> str:
    """One line for the user: "Victory Spark set VSS1 version 3: 82 cards added"."""
    what = (QCoreApplication.translate("SetImport", "%1 set %2 version %3").replace("%1", game_info(res.game).name(lang))
            .replace("%2", res.code).replace("%3", str(res.version)))
    old = str(res.installed_version)
    if res.status == "added":
        body = _n(QCoreApplication.translate("SetImport", "%n card(s) added", "", res.added), res.added)
    elif res.status == "updated":
        counts = ", ".join([_n(QCoreApplication.translate("SetImport", "%n added", "", res.added), res.added),
                            _n(QCoreApplication.translate("SetImport", "%n updated", "", res.updated), res.updated),
                            _n(QCoreApplication.translate("SetImport", "%n removed", "", res.removed), res.removed)])
        body = QCoreApplication.translate("SetImport", "updated from version %1 (%2)").replace("%1", old).replace("%2", counts)
    elif res.status == "unchanged":
        body = QCoreApplication.translate("SetImport", "already in the database, nothing to do")
    else:
        body = QCoreApplication.translate("SetImport", "not imported: the database has the newer version %1").replace("%1", old)
    return QCoreApplication.translate("SetImport", "%1: %2").replace("%1", what).replace("%2", body)
