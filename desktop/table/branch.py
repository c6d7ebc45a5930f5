""""Play from here": a replay's position becomes a new game (the replay viewer's button).

The new game repeats the replay's answers up to the position and goes on from there, against the
computer at a level or between two people at this computer; its replay says where it branched
from (`branched_from`, docs/replays.md). The player continues as one side and sees that side's
view only, as in any game: the other side's hidden cards stay hidden, unless the player asks to
see both sides' cards; such a game is a study game (`GameSetup.study`, the replay's `study`).
"""
from __future__ import annotations

from typing import Any

from engine.branching import branch_hooks
from engine.replay import start_state
from engine.state import State

from ..qt import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)
from ..settings import AI_LEVELS
from .autosave import HOTSEAT, GameSetup
from .hotseat import default_players


def branch_setup(data: dict[str, Any], step: int, side: int, level: str, label: str,
                 you: str, computer: str, reshuffle: int | None = None, study: bool = False) -> GameSetup:
    """The setup of a game played on from `step` answers into the replay `data`: the replay's game,
    seed and decks, the player at seat `side`, the other seat the computer at `level` (or HOTSEAT).
    `you` and `computer` are the seats' labels ("Computer (Hard)"); `reshuffle`: the seed of
    engine/branching.py's reshuffle at the branch point, or None to go on with the game as dealt;
    `study`: both sides' hidden cards shown to the player."""
    _start, cards = start_state(data, "<replay>")
    decks = [{sec: [cards[c] for c in ids] for sec, ids in d["sections"].items()} for d in data["decks"]]
    names = [str(d.get("name", "")) for d in data["decks"]]
    if level == HOTSEAT:
        players = default_players()
    else:
        players = [computer, computer]
        players[side] = you
    branch = {"replay": label[:500], "step": int(step), "final_hash": data.get("final_hash"), "reshuffle": reshuffle}
    return GameSetup(str(data["game"]), int(data["seed"]), decks, names, players, side, level, branch, study=study)


def branch_state(timeline: Any, setup: GameSetup) -> State:
    """The position the branched game starts from: after the replay's first `step` answers, then
    reshuffled when the setup says so (a fresh copy)."""
    assert setup.branch is not None
    state = timeline.state_at(setup.branch["step"])
    for hook in branch_hooks(setup.branch).values():
        hook(state)
    return state


class BranchDialog(QDialog):
    """Which side the player takes and who plays the other: a computer level or a second person."""

    def __init__(self, seats: list[str], side: int, levels: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play from here"))
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("Go on from this position as a new game. You see only your side's cards, "
                               "as in any game, unless you ask below to see both sides; the replay stays as it is."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        lay.addWidget(QLabel(self.tr("You play")))
        self.sides = QButtonGroup(self)
        for p, name in enumerate(seats):
            b = QRadioButton(name)
            b.setChecked(p == side)
            self.sides.addButton(b, p)
            lay.addWidget(b)
        lay.addWidget(QLabel(self.tr("Against")))
        self.opponent = QComboBox()
        for key in AI_LEVELS:
            self.opponent.addItem(self.tr("the computer (%1)").replace("%1", levels.get(key, key)), key)
        self.opponent.addItem(self.tr("a second player at this computer"), HOTSEAT)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData("normal")))
        lay.addWidget(self.opponent)
        self.reshuffle = QCheckBox(self.tr("Reshuffle what neither player has seen (the order of the decks)"))
        self.reshuffle.setToolTip(self.tr("So the game does not go on as the replay did: cards still in the "
                                          "decks come in another order, except those a player knows the place of"))
        self.reshuffle.setChecked(True)
        lay.addWidget(self.reshuffle)
        self.study = QCheckBox(self.tr("Show both sides' hidden cards (a study game)"))
        self.study.setToolTip(self.tr("See the other side's hand and face-down cards while you play; the game "
                                      "and its replay are marked as a study game"))
        lay.addWidget(self.study)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def choice(self) -> tuple[int, str, bool, bool]:
        """(the player's seat, the opponent: a level or HOTSEAT, whether to reshuffle, a study game)."""
        return (max(0, self.sides.checkedId()), str(self.opponent.currentData()), self.reshuffle.isChecked(),
                self.study.isChecked())
