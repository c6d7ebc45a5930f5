"""Who played a stored game, in the language of the reader.

A finished game is stored with its players' names as the app showed them then ("You", "Computer
(Normal)", or 「あなた」, 「コンピューター（ふつう）」). `player_parts` reads such a name back into its parts
(the player, the computer at a level), whichever language it was written in; `player_text` writes
the parts in the reader's language. Any other name (a hot-seat player's, an agent spec of
`tcgtable simulate`) is a name and is shown as written.
"""
from __future__ import annotations

import re

from .ai.levels import LEVELS

YOU = {"en": "You", "ja": "あなた"}
COMPUTER = {"en": "Computer", "ja": "コンピューター"}
# "Computer (Normal)", "コンピューター(ふつう)", "コンピューター（ふつう）"
_COMPUTER_AT = re.compile(r"^(Computer|コンピューター)\s*[(（](.+)[)）]$")


def _level_key(label: str) -> str | None:
    for key, lvl in LEVELS.items():
        if label == key or label in lvl.label.values():
            return key
    return None


def player_parts(name: str) -> tuple[str, str | None] | None:
    """("you", None), ("computer", level or None) for a name the app wrote; None for any other."""
    name = name.strip()
    if name in YOU.values():
        return ("you", None)
    if name in COMPUTER.values():
        return ("computer", None)
    m = _COMPUTER_AT.match(name)
    if m:
        level = _level_key(m.group(2).strip())
        if level is not None:
            return ("computer", level)
    return None


def player_text(name: str, lang: str) -> str:
    """`name` in `lang` when the app wrote it (the player, the computer and its level), else as written."""
    parts = player_parts(name)
    if parts is None:
        return name
    who, level = parts
    if who == "you":
        return YOU.get(lang, YOU["en"])
    word = COMPUTER.get(lang, COMPUTER["en"])
    if level is None:
        return word
    label = LEVELS[level].label
    shown = label.get(lang, label["en"])
    return f"{word}（{shown}）" if lang == "ja" else f"{word} ({shown})"


def possessive(name: str, lang: str) -> str:
    """"Your" / "Computer (Normal)'s" / 「あなたの」: whose side, hand or deck, in `lang`."""
    text = player_text(name, lang)
    if lang == "ja":
        return text + "の"
    if player_parts(name) == ("you", None):
        return "Your"
    return text + ("'" if text.endswith("s") else "'s")
