"""The plain-text deck format (docs/decks.md): `N name` lines, optional `(SET) number`,
optional `[section]` headers, `name:`/`name_ja:`/`game:` header lines, `#` comments; besides, what other deck
lists write (`SB:` lines, `Sideboard` and `// Sideboard` headers, `//` comments, `Name x3`).
Also which cards a deck section takes where a game restricts it (`place_card`)."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from . import datafile
from .cards import CardDef
from .errors import FormatError
from .limits import MAX_DECK_COPIES, MAX_DECK_LINES, MAX_DIGITS

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)(?:\s+\((\w+)\)\s*([0-9A-Za-z_-]+))?\s*$")
_SECTION = re.compile(r"^\[\s*([A-Za-z_]+)\s*\]$|^([A-Za-z_]+):$")
_META = re.compile(r"^(name|name_ja|game)\s*:\s*(.+)$", re.IGNORECASE)
_SB = re.compile(r"^SB:\s*(\d.*)$", re.IGNORECASE)  # one sideboard line (MWS, Cockatrice)

# section headers of other deck lists, folded -> section; `[side]` stays `side` (this format's own)
SECTION_ALIASES: dict[str, str] = {
    "main": "main", "main deck": "main", "maindeck": "main", "deck": "main", "メイン": "main", "メインデッキ": "main",
    "sideboard": "sideboard", "side board": "sideboard", "sb": "sideboard", "サイドボード": "sideboard",
    "account": "account", "アカウント": "account",
    "mission": "mission", "missions": "mission", "ミッション": "mission",
}


@dataclass(frozen=True)
class DeckEntry:
    count: int
    name: str
    set: str | None = None
    number: str | None = None
    line: int = 0


@dataclass
class DeckList:
    name: str = ""
    game: str = ""
    name_ja: str = ""  # the deck's Japanese name (bundled decks), shown when the app is in Japanese
    sections: dict[str, list[DeckEntry]] = field(default_factory=dict)
    game_line: int = 0  # the line of the `game:` header (0: none), for a message about it

    def total(self, section: str = "main") -> int:
        return sum(e.count for e in self.sections.get(section, []))


@dataclass(frozen=True)
class SkippedLine:
    """A line left out of a deck (parse_deck / import with `skipped`): `kind` is one of "long",
    "unreadable", "count" (parse_deck), "section", "limit", "unknown" (carddb's import)."""

    line: int
    text: str
    problem: str  # what a FormatError would say
    kind: str


class _LineProblem(Exception):
    def __init__(self, kind: str, problem: str) -> None:
        super().__init__(problem)
        self.kind, self.problem = kind, problem


def _fold(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _header(line: str) -> str | None:
    """The section a header such as "Sideboard", "Main deck (50):" or "サイドボード" starts, else None."""
    if len(line) > 40:  # no alias is that long; string operations, not a backtracking pattern, on input
        return None
    line = line.removesuffix(":").strip()
    if line.endswith(")") and line[line.rfind("(") + 1:-1].isdigit():
        line = line[:line.rfind("(")]
    return SECTION_ALIASES.get(_fold(line))


def _trailing_count(line: str) -> tuple[str, str] | None:
    """(name, count) of "Flame Lance x3", "フレイムランス×3", "フレイムランス 3枚" (not "Phoenix3")."""
    body = line.removesuffix("枚").rstrip()
    digits = body[len(body.rstrip("0123456789")):]
    rest = body[:len(body) - len(digits)].rstrip()
    if not digits:
        return None
    if body != line or rest.endswith("×"):
        name = rest.removesuffix("×")
    elif rest[-1:] in ("x", "X") and rest[:-1] != rest[:-1].rstrip():
        name = rest[:-1]
    else:
        return None
    return (name.strip(), digits) if name.strip() else None


def parse_deck(text: str, source: str = "<deck>", default_section: str = "main",
               skipped: list[SkippedLine] | None = None) -> DeckList:
    """Parse deck text; raises FormatError naming the line for anything unreadable, or, given a
    `skipped` list, adds such lines to it and reads on (more lines than a deck may have still raise)."""
    deck = DeckList()
    section = default_section
    lines = text.splitlines()
    if len(lines) > MAX_DECK_LINES:
        raise FormatError(source, f"line {MAX_DECK_LINES + 1}", f"too many lines for a deck ({len(lines):,}; at most {MAX_DECK_LINES:,})")
    for n, raw in enumerate(lines, 1):
        try:
            section = _parse_line(deck, raw, n, section)
        except _LineProblem as p:
            if skipped is None:
                raise FormatError(source, f"line {n}", p.problem) from None
            skipped.append(SkippedLine(n, _clip(raw.strip()), p.problem, p.kind))
    return deck


def _parse_line(deck: DeckList, raw: str, n: int, section: str) -> str:
    """Read one line into `deck`; returns the section that following lines belong to."""
    if len(raw) > 500:
        raise _LineProblem("long", "line too long for a deck line (more than 500 characters)")
    line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
    if line.startswith("//"):  # a comment, or a header written as one ("// Sideboard")
        if (sec := _header(line[2:].strip())) is None:
            return section
        deck.sections.setdefault(sec, [])
        return sec
    if not line:
        return section
    m = _META.match(line)
    if m and not line[0].isdigit():
        setattr(deck, m.group(1).lower(), m.group(2).strip())
        if m.group(1).lower() == "game":
            deck.game_line = n
        return section
    m = _SECTION.match(line)
    if m:
        sec = (m.group(1) or m.group(2)).lower()
        section = SECTION_ALIASES.get(sec, sec)
        deck.sections.setdefault(section, [])
        return section
    if (sec := _header(line)) is not None:
        deck.sections.setdefault(sec, [])
        return sec
    line_section = section
    if m := _SB.match(line):
        line, line_section = m.group(1).strip(), "sideboard"
    deck.sections.setdefault(line_section, []).append(_card_line(line, raw, n))
    return section


def _card_line(line: str, raw: str, n: int) -> DeckEntry:
    m = _LINE.match(line)
    if m:
        written, name, code, number = m.group(1), m.group(2).strip(), m.group(3), m.group(4)
    elif t := _trailing_count(line):
        (name, written), code, number = t, None, None
    else:
        raise _LineProblem("unreadable", f"expected 'N card name' or '[section]', got {raw.strip()!r}")
    digits = written.lstrip("0")
    if len(digits) > MAX_DIGITS or int(digits or "0") > MAX_DECK_COPIES:
        raise _LineProblem("count", f"card count {_short(written)} is more than {MAX_DECK_COPIES:,}")
    count = int(digits or "0")
    if count <= 0:
        raise _LineProblem("count", "card count must be at least 1")
    return DeckEntry(count, name, code, number, n)


def _short(digits: str) -> str:
    return digits if len(digits) <= 20 else f"{digits[:8]}... ({len(digits)} digits)"


def _clip(text: str, n: int = 120) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


def entry_text(e: DeckEntry) -> str:
    """An entry as a deck line ("3 Flame Lance", "4 Pip (VSS1) 030")."""
    return f"{e.count} {e.name}" + (f" ({e.set}) {e.number}" if e.set and e.number else "")


def load_deck(path: str | Path) -> DeckList:
    p = Path(path)
    text = datafile.read_text(p, "deck")
    deck = parse_deck(text, str(p))
    if not deck.name:
        deck.name = p.stem
    return deck


def format_deck(deck: DeckList, cards: dict[str, CardDef] | None = None) -> str:
    """Deck text, with `(SET) number` on every line when the entry knows it."""
    out = []
    if deck.name:
        out.append(f"name: {deck.name}")
    if deck.name_ja:
        out.append(f"name_ja: {deck.name_ja}")
    if deck.game:
        out.append(f"game: {deck.game}")
    for sec, entries in deck.sections.items():
        if len(deck.sections) > 1 or sec != "main":
            out.append(f"[{sec}]")
        for e in entries:
            out.append(entry_text(e))
    return "\n".join(out) + "\n"


class CardIndex:
    """Find cards by (set, number), by English or Japanese name, or by card id ("3 VSS1-001")."""

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.by_id = cards
        self.by_name: dict[str, list[CardDef]] = {}
        self._by_id_fold = {k.casefold(): c for k, c in cards.items()}
        for c in cards.values():
            for nm in {c.name.get("en", ""), c.name.get("ja", "")}:
                self.by_name.setdefault(nm.casefold(), []).append(c)

    def find(self, e: DeckEntry) -> CardDef | None:
        if e.set and e.number:
            return self.by_id.get(f"{e.set}-{e.number}")
        hits = self.by_name.get(e.name.casefold(), [])
        return hits[0] if hits else self._by_id_fold.get(e.name.casefold())

    def printings(self, e: DeckEntry) -> list[str]:
        """The ids of the different cards a name-only entry could mean (one or none: no ambiguity)."""
        if e.set and e.number:
            return []
        return list(dict.fromkeys(c.id for c in self.by_name.get(e.name.casefold(), [])))


def resolve_deck(deck: DeckList, cards: dict[str, CardDef], source: str = "<deck>") -> dict[str, list[CardDef]]:
    """Card definitions of every copy in the deck, per section; unknown cards are a FormatError."""
    index = CardIndex(cards)
    out: dict[str, list[CardDef]] = {}
    for sec, entries in deck.sections.items():
        lst = out.setdefault(sec, [])
        for e in entries:
            c = index.find(e)
            if c is None:
                where = f" ({e.set}) {e.number}" if e.set else ""
                raise FormatError(source, f"line {e.line}", f"unknown card {e.name!r}{where}")
            printings = index.printings(e)
            if len(printings) > 1:  # a name alone must not pick one of several cards silently
                raise FormatError(source, f"line {e.line}", f"{e.name!r} names {len(printings)} cards "
                                  f"({', '.join(printings)}); write '(SET) number' after the name to pick one")
            if len(lst) + e.count > MAX_DECK_COPIES:
                raise FormatError(source, f"line {e.line}", f"more than {MAX_DECK_COPIES:,} cards in [{sec}]")
            lst.extend([c] * e.count)
    return out


def decklist_from_cards(name: str, game: str, sections: dict[str, list[CardDef]]) -> DeckList:
    """Group copies back into `N name (SET) number` entries, keeping first-seen order."""
    deck = DeckList(name=name, game=game)
    for sec, cards in sections.items():
        counts: dict[str, int] = {}
        first: dict[str, CardDef] = {}
        for c in cards:
            counts[c.id] = counts.get(c.id, 0) + 1
            first.setdefault(c.id, c)
        deck.sections[sec] = [DeckEntry(n, first[i].name["en"], first[i].set, first[i].number) for i, n in counts.items()]
    return deck


# -- which section a card belongs in ------------------------------------------------------------

@dataclass(frozen=True)
class SectionRule:
    """The cards a deck section takes, where its game restricts them."""

    takes: Callable[[CardDef], bool]
    what: dict[str, str]  # those cards, for messages ({"en": ..., "ja": ...})
    clause: str


def of_type(*types: str) -> Callable[[CardDef], bool]:
    """A SectionRule's test: the card is of one of these types."""
    return lambda c: c.type in types


def section_rule(game: str, section: str) -> SectionRule | None:
    """What restricts the cards of a section (None: it takes every card of the game): a game's deck
    rules module lists its restricted sections as `SECTION_RULES`."""
    from .games import get_rules  # the games import this module; asked only once they are loaded

    try:
        rules = get_rules(game)
    except KeyError:
        return None
    return dict(getattr(rules.deck_rules, "SECTION_RULES", None) or {}).get(section)


def section_takes(game: str, section: str, card: CardDef) -> bool:
    rule = section_rule(game, section)
    return rule is None or rule.takes(card)


def place_card(game: str, sections: Sequence[str], section: str, card: CardDef) -> str | None:
    """The section a card added to `section` goes in: `section` when it takes the card, else the one
    section of the deck that does; None when no section, or several, do."""
    if section in sections and section_takes(game, section, card):
        return section
    fits = [s for s in sections if section_takes(game, s, card)]
    return fits[0] if len(fits) == 1 else None
