"""A game's result in the words a player uses ("You lose: your retire yard has 10 cards."), with the
rule clause apart (for a tooltip, not the sentence). The engine stores a result's reason as an
English phrase ending in its clause, "retire yard has 10 cards (8.2.2)"; this module words each
known phrase for the loser or winner in the game's own terms."""
from __future__ import annotations

import importlib
import re
from typing import Any

_CLAUSE = re.compile(r"^(.*?)\s*\(([^()]*)\)\s*$")

# phrase -> (English, Japanese); {L}/{W}: the loser's/winner's name, {Ls}: the loser's possessive
# ("your", "the computer's"), {deck}/{retire}: the game's own zone names.
_PHRASES: dict[str, tuple[str, str]] = {
    "retire yard has 10 cards": ("{Ls} {retire} has 10 cards", "{Lno}{retire}が10枚になった"),
    "deck is empty": ("{Ls} {deck} is empty", "{Lno}{deck}が0枚になった"),
    "had to draw from an empty deck": ("{L} had to draw from an empty {deck}", "{Lha}空の{deck}からドローしなければならなかった"),
    "life 0": ("{Ls} life reached 0", "{Lno}ライフが0以下になった"),
    "all missions cleared": ("{W} cleared every mission", "{Wha}ミッションをすべてクリアした"),
    "resignation": ("{L} resigned", "{Lga}投了した"),
    "both players lost at once": ("both players lost at the same time", "両プレイヤーが同時に敗北した"),
    "both decks are empty": ("both {deck}s are empty", "両プレイヤーの{deck}が0枚になった"),
    "loop": ("the game repeated the same position without end", "同じ局面が終わりなく繰り返された"),
}
_TURN_LIMIT = re.compile(r"^turn limit (\d+)$")


def split_reason(reason: str) -> tuple[str, str]:
    """("retire yard has 10 cards", "8.2.2") from the stored reason."""
    m = _CLAUSE.match(reason or "")
    return (m.group(1), m.group(2)) if m else (reason or "", "")


def _names(p: int | None, you: int | None, lang: str) -> dict[str, str]:
    if lang == "ja":
        n = "あなた" if you is not None and p == you else "コンピューター" if you is not None else f"プレイヤー{(p or 0) + 1}"
        return {"": n, "no": n + "の", "ha": n + "は", "ga": n + "が"}
    if you is not None and p == you:
        return {"": "you", "s": "your"}
    n = "the computer" if you is not None else f"Player {(p or 0) + 1}"
    return {"": n, "s": n + "'s"}


def _zone_words(game: str, lang: str) -> dict[str, str]:
    try:
        zones = importlib.import_module(f"engine.games.{game}.render").ZONES
        z = zones.get(lang, zones["en"])
    except (ImportError, AttributeError, KeyError):
        z = {}
    fallback = {"deck": "デッキ", "retire": "リタイヤ置場"} if lang == "ja" else {"deck": "deck", "retire": "retire yard"}
    return {k: str(z.get(k) or v) for k, v in fallback.items()}


def result_words(game: str, result: Any, lang: str, you: int | None) -> tuple[str, str, str]:
    """(head, why, clause) of a result: ("You lose", "your retire yard has 10 cards", "8.2.2");
    `you` is the player reading (None: a game watched, "Player 1 wins")."""
    r = list(result or ())
    if not r:
        return "", "", ""
    ja = lang == "ja"
    draw = r[0] == "draw"
    winner = None if draw else int(r[1])
    loser = None if winner is None else 1 - winner
    phrase, clause = split_reason(str(r[-1]) if len(r) > (1 if draw else 2) else "")
    if draw:
        head = "引き分け" if ja else "Draw"
    elif you is not None:
        head = ("あなたの勝ち" if winner == you else "あなたの負け") if ja else ("You win" if winner == you else "You lose")
    else:
        head = f"プレイヤー{winner + 1}の勝ち" if ja else f"Player {winner + 1} wins"
    m = _TURN_LIMIT.match(phrase)
    if m:
        why = f"{m.group(1)}ターンの上限に達した" if ja else f"the limit of {m.group(1)} turns was reached"
    elif phrase in _PHRASES:
        words = dict(_zone_words(game, lang))
        for key, p in (("L", loser), ("W", winner)):
            for suffix, text in _names(p, you, lang).items():
                words[key + suffix] = text
        why = _PHRASES[phrase][1 if ja else 0].format(**words)
    else:
        why = phrase
    return head, why, clause


def result_sentence(game: str, result: Any, lang: str, you: int | None) -> str:
    """"You lose: your retire yard has 10 cards." / 「あなたの負け:あなたのリタイヤ置場が10枚になった。」"""
    head, why, _clause = result_words(game, result, lang, you)
    if not why:
        return head + ("。" if lang == "ja" else ".")
    return f"{head}：{why}。" if lang == "ja" else f"{head}: {why}."
