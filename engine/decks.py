"""The plain-text deck format (docs/decks.md): `N name` lines, optional `(SET) number`,
optional `[section]` headers, `name:`/`game:` header lines, `#` comments."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from . import datafile
from .cards import CardDef
from .errors import FormatError
from .limits import MAX_DECK_COPIES, MAX_DECK_LINES, MAX_DIGITS

_LINE = re.compile(r"^(\d+)\s*[xX]?\s+(.+?)(?:\s+\((\w+)\)\s*([0-9A-Za-z_-]+))?\s*$")
_SECTION = re.compile(r"^\[\s*([A-Za-z_]+)\s*\]$|^([A-Za-z_]+):$")
_META = re.compile(r"^(name|game)\s*:\s*(.+)$", re.IGNORECASE)


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
    sections: dict[str, list[DeckEntry]] = field(default_factory=dict)

    def total(self, section: str = "main") -> int:
        return sum(e.count for e in self.sections.get(section, []))


def parse_deck(text: str, source: str = "<deck>", default_section: str = "main") -> DeckList:
    """Parse deck text; raises FormatError naming the line for anything unreadable."""
    deck = DeckList()
    section = default_section
    lines = text.splitlines()
    if len(lines) > MAX_DECK_LINES:
        raise FormatError(source, f"line {MAX_DECK_LINES + 1}", f"too many lines for a deck ({len(lines):,}; at most {MAX_DECK_LINES:,})")
    for n, raw in enumerate(lines, 1):
        if len(raw) > 500:
            raise FormatError(source, f"line {n}", "line too long for a deck line (more than 500 characters)")
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        m = _META.match(line)
        if m and not line[0].isdigit():
            setattr(deck, m.group(1).lower(), m.group(2).strip())
            continue
        m = _SECTION.match(line)
        if m:
            section = (m.group(1) or m.group(2)).lower()
            deck.sections.setdefault(section, [])
            continue
        m = _LINE.match(line)
        if not m:
            raise FormatError(source, f"line {n}", f"expected 'N card name' or '[section]', got {raw.strip()!r}")
        digits = m.group(1).lstrip("0")
        if len(digits) > MAX_DIGITS or int(digits or "0") > MAX_DECK_COPIES:
            raise FormatError(source, f"line {n}", f"card count {_short(m.group(1))} is more than {MAX_DECK_COPIES:,}")
        count = int(digits or "0")
        if count <= 0:
            raise FormatError(source, f"line {n}", "card count must be at least 1")
        deck.sections.setdefault(section, []).append(
            DeckEntry(count, m.group(2).strip(), m.group(3), m.group(4), n))
    return deck


def _short(digits: str) -> str:
    return digits if len(digits) <= 20 else f"{digits[:8]}... ({len(digits)} digits)"


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
    if deck.game:
        out.append(f"game: {deck.game}")
    for sec, entries in deck.sections.items():
        if len(deck.sections) > 1 or sec != "main":
            out.append(f"[{sec}]")
        for e in entries:
            suffix = f" ({e.set}) {e.number}" if e.set and e.number else ""
            out.append(f"{e.count} {e.name}{suffix}")
    return "\n".join(out) + "\n"


class CardIndex:
    """Find cards by (set, number), by id, or by English or Japanese name."""

    def __init__(self, cards: dict[str, CardDef]) -> None:
        self.by_id = cards
        self.by_name: dict[str, list[CardDef]] = {}
        for c in cards.values():
            for nm in {c.name.get("en", ""), c.name.get("ja", "")}:
                self.by_name.setdefault(nm.casefold(), []).append(c)

    def find(self, e: DeckEntry) -> CardDef | None:
        if e.set and e.number:
            return self.by_id.get(f"{e.set}-{e.number}")
        hits = self.by_name.get(e.name.casefold(), [])
        return hits[0] if hits else None


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
