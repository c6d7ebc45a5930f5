""""Why did it do that?": a computer player's decision told to a player watching it, with the
options the computer weighed and the values it gave them (its agent's `last["considered"]`:
option, mean value in [-1, 1] from the computer's side, worlds it was tried in).

Hidden information is a rule (G1): an option is named only when its words depend on nothing the
watching player cannot see or know. Each option is described twice, on the real position and on a
copy where every card hidden from the watcher (before and after the answer: the card a play
reveals is public by then) is a blank card; where the two differ, or the words name a hidden card
whose name no card the watcher sees shares, the option is one of "options with cards you cannot
see", never named; that line says neither how many they are nor what they were worth (both would
tell of the hidden cards), only the answer's value when the answer is among them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards import CardDef

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State

SHOWN = 5  # options listed by name at most (the answer always among them)

_BLANK = {"en": "(hidden card)", "ja": "（非公開のカード）"}
_WORDS = {
    "en": {"head": "The computer weighed (for itself: −1 a sure loss, +1 a sure win):",
           "worlds": "{n} worlds", "judged": "not searched",
           "hidden": "options with cards you cannot see", "chosen": "← chosen",
           "random": "The computer answered at random here (this level makes mistakes on purpose)."},
    "ja": {"head": "コンピューターの検討（コンピューターから見た評価値：−1 は確実な負け、+1 は確実な勝ち）：",
           "worlds": "{n}通りの局面で試行", "judged": "探索なし",
           "hidden": "見えないカードを使う選択肢", "chosen": "← 選択",
           "random": "コンピューターはここでランダムに答えました（このレベルは意図的にミスをします）。"},
}


@dataclass(frozen=True)
class Weighed:
    """One line of an explanation: `text` (None: options with cards the watcher cannot see, `count`
    of them, never shown), the best value among them (None: not told, options with hidden cards the
    computer did not take), the worlds it was tried in (0: judged without a search), and whether the
    computer's answer is among them."""

    text: str | None
    value: float | None
    worlds: int
    chosen: bool
    count: int = 1


def _blank(state: State) -> CardDef:
    return CardDef(id="", game=state.rules.id, set="", number="", name=dict(_BLANK), type="", rarity="",
                   stats={}, attrs={}, text={}, abilities=(), raw={})


def _masked(state: State, hidden: set[int]) -> State:
    """A copy of `state` where each card in `hidden` is a blank card (no name, no numbers, no text)."""
    m = state.clone()
    blank = _blank(state)
    m.defs = [blank if i in hidden else d for i, d in enumerate(state.defs)]
    m._derived = None  # both describe the old definitions
    m._cache = None
    return m


def _describe(state: State, a: Action, lang: str) -> str | None:
    try:
        return state.rules.describe_action(state, a, lang)
    except (LookupError, TypeError, ValueError, AttributeError):
        return None  # its words need a card's data the blank copy has not: it depends on that card


def weighed(before: State, after: State, player: int, viewer: int, chosen: Action,
            considered: list[tuple[Action, float, int]], lang: str = "en") -> list[Weighed]:
    """The options `player` weighed at `before` (answering `chosen`, which led to `after`), told to
    `viewer`: best first, at most SHOWN named lines (the answer always included) and one line
    for the options with cards `viewer` cannot see."""
    # the deciding player's own options name only what it may see (its prompt's words): nothing to hide
    hidden = set() if viewer == player else (set(before.rules.hidden_from(before, viewer))
                                             & set(after.rules.hidden_from(after, viewer)))
    masked = _masked(before, hidden) if hidden else before
    seen_names = {before.defs[i].label(lang) for i in range(len(before.defs)) if i not in hidden}
    secret = {n for n in (before.defs[i].label(lang) for i in hidden) if n and n not in seen_names}
    named: dict[str, Weighed] = {}
    unseen: list[tuple[float, int, bool]] = []
    for a, value, worlds in considered:
        text = _describe(before, a, lang)
        safe = text is not None and text == _describe(masked, a, lang) and not any(n in text for n in secret)
        if not safe or text is None:
            unseen.append((value, worlds, a == chosen))
            continue
        old = named.get(text)  # copies of one card read alike: one line, the best of them
        if old is None or value > (old.value or 0.0):
            named[text] = Weighed(text, value, worlds, a == chosen or (old is not None and old.chosen),
                                  (old.count + 1) if old else 1)
        else:
            named[text] = Weighed(old.text, old.value, old.worlds, old.chosen or a == chosen, old.count + 1)
    rows = sorted(named.values(), key=_order)
    keep = rows[:SHOWN]
    if not any(w.chosen for w in keep):
        keep += [w for w in rows[SHOWN:] if w.chosen]
    if unseen:
        taken = next((u for u in unseen if u[2]), None)
        keep.append(Weighed(None, taken[0] if taken else None, taken[1] if taken else 0, taken is not None,
                            len(unseen)))
        keep.sort(key=_order)
    return keep


def _order(w: Weighed) -> float:
    return -w.value if w.value is not None else 2.0  # best first; the untold line last


def explain_lines(before: State, after: State, player: int, viewer: int, chosen: Action,
                  last: dict[str, Any], lang: str = "en") -> list[str]:
    """The explanation of one decision as lines for the log (empty: nothing was weighed, e.g. a
    single legal answer). `last` is the deciding agent's `last` (engine/ai/base.py)."""
    words = _WORDS["ja" if lang == "ja" else "en"]
    if last.get("blunder"):
        return [words["random"]]
    considered = last.get("considered") or []
    if len(considered) < 2:
        return []
    lines = [words["head"]]
    for w in weighed(before, after, player, viewer, chosen, considered, lang):
        text = w.text if w.text is not None else words["hidden"]
        if w.value is None:  # options with hidden cards, not taken: named as such, nothing more
            lines.append(f"・{text}" if lang == "ja" else f"• {text}")
            continue
        how = words["worlds"].format(n=w.worlds) if w.worlds else words["judged"]
        mark = f" {words['chosen']}" if w.chosen else ""
        value = f"{w.value:+.2f}".replace("-", "−")  # the minus sign the head uses
        if lang == "ja":
            lines.append(f"・{text}：{value}（{how}）{mark}")
        else:
            lines.append(f"• {text}: {value} ({how}){mark}")
    return lines
