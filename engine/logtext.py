"""The game log for people: a game's rendered event lines made to read like a game told to its
player, for every game alike. "You" and "the computer" instead of "Player 1 / Player 2" (with the
English verb agreeing: "You draw", "your deck"), each line capitalised, a card's move that a draw
line already tells left out, and a run of identical lines told once with its count."""
from __future__ import annotations

import re

from .events import Event
from .resultwords import result_sentence
from .state import State

_PLAYER_EN = re.compile(r"Player ([12])('s)?((?: (?:now|also|then|still|again))* [A-Za-z-]+)?")
_PLAYER_JA = re.compile(r"プレイヤー([12])")
_IRREGULAR = {"is": "are", "has": "have", "does": "do", "was": "were", "goes": "go"}
_KEEP = {"would", "will", "can", "cannot", "may", "must", "might", "could", "should"}


def _base_form(word: str) -> str:
    """The verb after "you": "draws" → "draw", "is" → "are" (a word that is no 3rd-person verb stays)."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w in _KEEP or not w.endswith("s") or w.endswith("ss") or len(w) < 3:
        return word
    if w.endswith("ies") and len(w) > 4:
        return word[:-3] + "y"
    if w.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    return word[:-1]


def _you_verb(rest: str) -> str:
    """`rest` (" now draws") follows a "You": its last word, the verb, in the base form."""
    head, _, word = rest.rpartition(" ")
    return f"{head} {_base_form(word)}" if word else rest


def personal(line: str, lang: str, you: int | None) -> str:
    """`line` with the players named for player `you` reading it ("You", "the computer"), capitalised;
    `you` None (a game watched, not played) keeps "Player 1 / Player 2"."""
    if you is not None and line:
        line = _ja_names(line, you) if lang == "ja" else _en_names(line, you)
    return line[:1].upper() + line[1:] if line and lang != "ja" else line


def _ja_names(line: str, you: int) -> str:
    return _PLAYER_JA.sub(lambda m: "あなた" if int(m.group(1)) - 1 == you else "コンピューター", line)


def _en_names(line: str, you: int) -> str:
    subject_you = False

    def name(m: re.Match[str]) -> str:
        nonlocal subject_you
        start = m.start() == 0 or line[:m.start()].rstrip().endswith((".", ";", ":"))
        possessive, rest = m.group(2) or "", m.group(3) or ""
        if int(m.group(1)) - 1 != you:
            word = "the computer" + possessive
        elif possessive:
            word = "your"
        else:  # a subject at a sentence's start takes the base form of its verb
            word = "you"
            if start and rest:
                rest, subject_you = _you_verb(rest), True
        return (word[:1].upper() + word[1:] if start else word) + rest

    text = _PLAYER_EN.sub(name, line)
    return re.sub(r"\btheir\b", "your", text) if subject_you else text


def _echoes_a_draw(events: list[Event], i: int) -> bool:
    """A card's move into the hand that the draw event right after it tells again."""
    e = events[i]
    if e.get("cause") != "draw" or i + 1 >= len(events):
        return False
    nxt = events[i + 1]
    return nxt.kind == "draw" and nxt.get("iid") == e.get("iid")


def log_lines(state: State, events: list[tuple[int, Event]], lang: str, viewer: int | None,
              you: int | None = None) -> list[tuple[int, Event, str]]:
    """The (position, event, line) of each event worth a line, for `viewer` (None: everything shown);
    a run of identical lines within one position is one line with "(×n)". A line that cannot be
    rendered shows the event's kind rather than stopping the log."""
    evs = [e for _p, e in events]
    out: list[tuple[int, Event, str]] = []
    repeats = 0
    for i, (pos, e) in enumerate(events):
        if _echoes_a_draw(evs, i):
            continue
        try:
            line = _game_end(state, e, lang, you) if e.kind == "game_end" else state.rules.render_event(
                state, e, lang, viewer)
        except Exception:  # noqa: BLE001 - one bad line never stops the log
            line = e.kind
        if not line:
            continue
        line = personal(line, lang, you)
        if out and out[-1][0] == pos and _strip_count(out[-1][2]) == line:
            repeats += 1
            out[-1] = (pos, out[-1][1], f"{line} (×{repeats + 1})")
            continue
        repeats = 0
        out.append((pos, e, line))
    return out


def _game_end(state: State, e: Event, lang: str, you: int | None) -> str:
    """"Game over. You lose: your retire yard has 10 cards." (the clause is for the result's tooltip)."""
    res = e.get("result")
    result = ("draw", e.get("reason")) if res == "draw" else ("win", e.get("winner"), e.get("reason"))
    return ("ゲーム終了。" if lang == "ja" else "Game over. ") + result_sentence(state.rules.id, result, lang, you)


def _strip_count(line: str) -> str:
    return re.sub(r" \(×\d+\)$", "", line)

