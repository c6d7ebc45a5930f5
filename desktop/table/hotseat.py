"""Hot-seat games (two people at one computer, `autosave.HOTSEAT`): the Play page's choice of opponent,
and the words of such a game, where the players are named by their names, never "You" / "the
computer" (the person reading may be either of them)."""
from __future__ import annotations

import re
from typing import Any

from engine.resultwords import result_words

from ..qt import QComboBox, QCoreApplication, QWidget
from .autosave import HOTSEAT

_SEAT_EN = re.compile(r"\bPlayer ([12])\b")
_SEAT_JA = re.compile(r"プレイヤー([12])")


def default_players() -> list[str]:
    """The names of the two seats when nobody named them ("Player 1", "Player 2")."""
    return [QCoreApplication.translate("HotSeat", "Player %1").replace("%1", str(p + 1)) for p in (0, 1)]


def seat_name(p: int, names: list[str]) -> str:
    """Seat `p`'s player by name (the seat's number when it has no name)."""
    if 0 <= p < len(names) and names[p].strip():
        return names[p]
    return default_players()[p] if p in (0, 1) else "?"


def hotseat_result(game: str, result: Any, lang: str, names: list[str]) -> tuple[str, str]:
    """(head, why) of a hot-seat game's result: "Player 2 wins", "Player 1's retire yard has 10 cards"
    (the engine's words for a watched game, with the seats' numbers replaced by the players' names)."""
    head, why, _clause = result_words(game, result, lang, None)
    r = list(result or ())
    if r and r[0] == "win" and str(r[1]).isdigit():
        head = QCoreApplication.translate("HotSeat", "%1 wins").replace("%1", seat_name(int(r[1]), names))
    seat = _SEAT_JA if lang == "ja" else _SEAT_EN
    why = seat.sub(lambda m: seat_name(int(m.group(1)) - 1, names), why)
    return head, why


def hotseat_result_sentence(game: str, result: Any, lang: str, names: list[str]) -> str:
    """"Player 2 wins: Player 1's retire yard has 10 cards." ("" before the game ends)."""
    if not result:
        return ""
    head, why = hotseat_result(game, result, lang, names)
    if lang == "ja":
        return f"{head}:{why}。" if why else f"{head}。"
    return f"{head}: {why}." if why else f"{head}."


class OpponentBox(QComboBox):
    """The new-game form's opponent: the computer, or another player at this computer (hot-seat)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.addItem(self.tr("Computer"), "computer")
        self.addItem(self.tr("Another player at this computer (hot-seat)"), HOTSEAT)
        self.setToolTip(self.tr("Hot-seat: two people take turns at this computer; the table is covered "
                                "whenever it is to be passed to the other player"))

    def hotseat(self) -> bool:
        return self.currentData() == HOTSEAT

    def hotseat_words(self) -> tuple[str, str, str]:
        """The form's title and its two deck labels for a hot-seat game."""
        return self.tr("New game"), self.tr("Player 1's deck"), self.tr("Player 2's deck")
