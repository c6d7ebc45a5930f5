"""What the Play page says about each computer level: what it is like to play against, and what
was measured of it in the chosen game (engine/ai/ladder.py: its win rate against the level below
over arena games, its think times). Numbers come only from the shipped ladder summary; a level not
measured in a game says so."""
from __future__ import annotations

from typing import Any

from .qt import QCoreApplication
from .settings import AI_LEVELS


def level_descriptions() -> dict[str, str]:
    """What each level is like to play against (engine.ai.levels names its algorithm)."""
    return {"easy": QCoreApplication.translate(
                "LevelNotes", "a gentle opponent that answers at once and often makes a random move; good "
                              "for learning the rules"),
            "normal": QCoreApplication.translate(
                "LevelNotes", "answers at once with the move that looks best right now"),
            "hard": QCoreApplication.translate(
                "LevelNotes", "the strongest: looks ahead over the cards you might hold, up to about a second "
                              "per decision")}


def _pct(x: float) -> str:
    # one decimal, as docs/ai.md gives them: rounded to whole points, 179 of 200 would read 90%,
    # a target it does not meet
    return f"{100 * x:.1f}%"


def _seconds(x: float) -> str:
    """A think time in the unit that reads: milliseconds under a tenth of a second."""
    if x < 0.1:
        return QCoreApplication.translate("LevelNotes", "%1 ms").replace("%1", str(max(1, round(1000 * x))))
    return QCoreApplication.translate("LevelNotes", "%1 s").replace("%1", f"{x:.1f}")


def measured_text(summary: dict[str, Any], game: str, level: str, labels: dict[str, str]) -> str:
    """One sentence of what was measured of `level` in `game`, or that it was not."""
    from engine.ai.ladder import level_result, think_time

    parts = []
    i = AI_LEVELS.index(level) if level in AI_LEVELS else -1
    if i > 0:
        below = labels.get(AI_LEVELS[i - 1], AI_LEVELS[i - 1])
        row = level_result(summary, game, level)
        if row and row.get("games"):
            text = QCoreApplication.translate("LevelNotes", "wins %1 of %2 games against %3 (95% interval %4 to %5)")
            parts.append(text.replace("%1", _pct(row["rate"])).replace("%2", str(row["games"])).replace(
                "%3", below).replace("%4", _pct(row["ci95"][0])).replace("%5", _pct(row["ci95"][1])))
        else:
            text = QCoreApplication.translate("LevelNotes", "not yet measured against %1")
            parts.append(text.replace("%1", below))
    think = think_time(summary, game, level)
    if think and think.get("decisions"):
        text = QCoreApplication.translate("LevelNotes", "answers in %1, 95% of the time within %2")
        parts.append(text.replace("%1", _seconds(think["think_median"])).replace(
            "%2", _seconds(think["think_p95"])))
    return QCoreApplication.translate("LevelNotes", "; ").join(parts)


def levels_note(summary: dict[str, Any], game: str | None, labels: dict[str, str]) -> str:
    """The Play page's note: one line per level, its description and what was measured in `game`."""
    about = level_descriptions()
    lines = []
    for key in AI_LEVELS:
        text = about.get(key, "")
        measured = measured_text(summary, game, key, labels) if game else ""
        if measured:
            text = QCoreApplication.translate("LevelNotes", "%1. Measured: %2.").replace(
                "%1", text).replace("%2", measured)
        line = QCoreApplication.translate("LevelNotes", "%1: %2")
        lines.append(line.replace("%1", labels.get(key, key)).replace("%2", text))
    return "\n".join(lines)
