"""Stored decks: create/rename/duplicate/delete, cards per section, plain-text import/export
(the engine's deck format, docs/decks.md) and validation through the game's deck rules. An import
either refuses the whole text on any bad line (the command line) or, asked to `skip_bad_lines` (the
app, as Cockatrice does), stores the cards it knows and lists the lines it left out."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import delete, func, insert
from sqlmodel import Session, col, select

from engine.cards import CardDef
from engine.decks import DeckEntry, DeckList, SkippedLine, entry_text, format_deck, parse_deck, place_card
from engine.errors import short_repr
from engine.limits import MAX_DECK_COPIES
from engine.rules import GameRules, Violation

from .cards import carddefs_in
from .database import CardDB
from .deck_printings import AmbiguousLine, resolve_entry
from .errors import Conflict, DamagedRow, FormatError, NotFound, RowsError
from .importers import ensure_game
from .models import Card, Deck, DeckCard, fold, utcnow
from .stored import db_file
from .textfiles import check_text_size, read_text_file

MAX_COPIES = MAX_DECK_COPIES  # copies on one line, and cards in one section (the old name, kept)


@dataclass(frozen=True)
class DeckInfo:
    """A deck as the deck list shows it; `counts` is cards per section."""

    id: int
    game: str
    name: str
    notes: str
    created_at: datetime
    updated_at: datetime
    counts: dict[str, int]


@dataclass(frozen=True)
class DeckCardRow:
    """One entry of a deck section."""

    card_pk: int
    card_id: str
    name: str
    count: int


@dataclass(frozen=True)
class DeckImportResult:
    """A deck stored from text; `violations` is None when the game's rules could not be loaded."""

    deck_id: int
    game: str
    name: str
    replaced: bool
    violations: list[Violation] | None
    skipped: tuple[SkippedLine, ...] = ()  # lines left out (skip_bad_lines), by line number
    ambiguous: tuple[AmbiguousLine, ...] = ()  # name-only lines stored with a printing nobody chose


class NoCardsMatched(RowsError):
    """skip_bad_lines, and not one line of the text named a card: nothing was stored."""

    def __init__(self, file: str, skipped: list[SkippedLine]) -> None:
        super().__init__(file, [(f"line {k.line}", k.problem) for k in skipped])
        self.skipped = skipped


def rules_for(game: str) -> GameRules | None:
    """The game's rules object, or None when the game is not implemented (or does not load)."""
    from engine.games import get_rules

    try:
        return get_rules(game)
    except (KeyError, ImportError, AttributeError):
        return None


def _deck(s: Session, deck_id: int) -> Deck:
    d = s.get(Deck, deck_id)
    if d is None:
        raise NotFound(f"no deck with id {deck_id}")
    return d


def _check_name(s: Session, game: str, name: str, except_id: int | None = None) -> str:
    name = name.strip()
    if not name:
        raise FormatError("", "deck name", "a deck needs a name")
    if len(name) > 200:
        raise FormatError("", "deck name", "a deck name has at most 200 characters")
    other = s.exec(select(Deck.id).where(Deck.game == game, Deck.name_key == fold(name))).first()
    if other is not None and other != except_id:
        raise Conflict(f"there is already a {game} deck named {name!r}")
    return name


def _info(s: Session, d: Deck) -> DeckInfo:
    assert d.id is not None
    q = select(DeckCard.section, func.sum(DeckCard.count)).where(DeckCard.deck_id == d.id).group_by(DeckCard.section)
    return DeckInfo(d.id, d.game, d.name, d.notes, d.created_at, d.updated_at, dict(s.exec(q).all()))  # type: ignore[arg-type]


def create_deck(db: CardDB, game: str, name: str, notes: str = "") -> int:
    """Create an empty deck; Conflict if the game already has a deck of that name (ignoring case)."""
    with db.transaction() as s:
        name = _check_name(s, game, name)
        ensure_game(s, game)
        d = Deck(game=game, name=name, name_key=fold(name), notes=notes)
        s.add(d)
        s.flush()
        assert d.id is not None
        return d.id


def rename_deck(db: CardDB, deck_id: int, name: str) -> None:
    """Give a deck a new name (Conflict if taken in its game)."""
    with db.transaction() as s:
        d = _deck(s, deck_id)
        d.name = _check_name(s, d.game, name, except_id=deck_id)
        d.name_key, d.updated_at = fold(d.name), utcnow()
        s.add(d)


def set_deck_notes(db: CardDB, deck_id: int, notes: str) -> None:
    """Replace a deck's notes."""
    with db.transaction() as s:
        d = _deck(s, deck_id)
        d.notes, d.updated_at = notes, utcnow()
        s.add(d)


def duplicate_deck(db: CardDB, deck_id: int, name: str | None = None) -> int:
    """Copy a deck with all its cards, named `name` or "<name> (copy)", "<name> (copy 2)", ..."""
    with db.transaction() as s:
        src = _deck(s, deck_id)
        if name is None:
            name, n = f"{src.name} (copy)", 2
            while s.exec(select(Deck.id).where(Deck.game == src.game, Deck.name_key == fold(name))).first():
                name, n = f"{src.name} (copy {n})", n + 1
        name = _check_name(s, src.game, name)
        d = Deck(game=src.game, name=name, name_key=fold(name), notes=src.notes)
        s.add(d)
        s.flush()
        rows = s.exec(select(DeckCard).where(DeckCard.deck_id == deck_id)).all()
        if rows:
            s.execute(insert(DeckCard), [{"deck_id": d.id, "section": r.section, "card_pk": r.card_pk,
                                          "count": r.count, "position": r.position} for r in rows])
        assert d.id is not None
        return d.id


def delete_deck(db: CardDB, deck_id: int) -> None:
    """Delete a deck and its card list."""
    with db.transaction() as s:
        d = _deck(s, deck_id)
        s.execute(delete(DeckCard).where(col(DeckCard.deck_id) == deck_id))
        s.delete(d)


def _set_section_in(s: Session, d: Deck, section: str, cards: Sequence[tuple[int, int]]) -> None:
    section = section.strip().lower()
    if not section:
        raise FormatError("", "section", "a section needs a name")
    merged: dict[int, int] = {}
    for pk, n in cards:
        if not 0 <= n <= MAX_COPIES:
            raise ValueError(f"count {n} for card {pk} is out of range 0..{MAX_COPIES}")
        merged[pk] = merged.get(pk, 0) + n
    if sum(merged.values()) > MAX_COPIES:  # every copy becomes a CardDef when the deck is validated
        raise FormatError("", f"section [{section}]", f"more than {MAX_COPIES:,} cards")
    games = dict(s.exec(select(Card.id, Card.game).where(col(Card.id).in_(list(merged)))).all())
    for pk in merged:
        if pk not in games:
            raise NotFound(f"no card with database id {pk}")
        if games[pk] != d.game:
            raise FormatError("", f"card {pk}", f"belongs to {games[pk]}, not to this {d.game} deck")
    s.execute(delete(DeckCard).where(col(DeckCard.deck_id) == d.id, col(DeckCard.section) == section))
    rows = [{"deck_id": d.id, "section": section, "card_pk": pk, "count": n, "position": i}
            for i, (pk, n) in enumerate(merged.items()) if n > 0]
    if rows:
        s.execute(insert(DeckCard), rows)
    d.updated_at = utcnow()
    s.add(d)


def set_section(db: CardDB, deck_id: int, section: str, cards: Sequence[tuple[int, int]]) -> None:
    """Replace one section's cards with [(card id, count), ...] in that order."""
    with db.transaction() as s:
        _set_section_in(s, _deck(s, deck_id), section, cards)


def get_deck(db: CardDB, deck_id: int) -> DeckInfo:
    """One deck (NotFound if there is none)."""
    with db.session() as s:
        return _info(s, _deck(s, deck_id))


def find_deck(db: CardDB, name: str, game: str | None = None) -> DeckInfo:
    """The deck of that name (ignoring case); NotFound, or Conflict when several games have one."""
    with db.session() as s:
        return _info(s, _named(s, name, game))


def find_deck_id(db: CardDB, name: str, game: str | None = None) -> int:
    """`find_deck`'s deck id, without adding up its sections (an export of a huge deck reads them once)."""
    with db.session() as s:
        d = _named(s, name, game)
        assert d.id is not None
        return d.id


def _named(s: Session, name: str, game: str | None) -> Deck:
    q = select(Deck).where(Deck.name_key == fold(name.strip()))
    if game:
        q = q.where(Deck.game == game)
    found = s.exec(q).all()
    if not found:
        raise NotFound(f"{db_file(s)}: no deck named {short_repr(name, 60)}" + (f" in {game}" if game else ""))
    if len(found) > 1:
        raise Conflict(f"decks named {name!r} exist in {', '.join(d.game for d in found)}; say which game")
    return found[0]


def list_decks(db: CardDB, game: str | None = None) -> list[DeckInfo]:
    """Every deck (of one game), by game and name."""
    with db.session() as s:
        q = select(Deck).order_by(Deck.game, Deck.name_key)
        if game:
            q = q.where(Deck.game == game)
        return [_info(s, d) for d in s.exec(q)]


def deck_cards(db: CardDB, deck_id: int) -> dict[str, list[DeckCardRow]]:
    """A deck's entries per section, in order."""
    with db.session() as s:
        d = _deck(s, deck_id)
        q = (select(DeckCard.section, DeckCard.card_pk, Card.card_id, Card.name_en, DeckCard.count)
             .join(Card, col(Card.id) == DeckCard.card_pk).where(DeckCard.deck_id == deck_id)
             .order_by(DeckCard.section, DeckCard.position))
        out: dict[str, list[DeckCardRow]] = {}
        for sec, pk, cid, nm, n in s.exec(q):
            if type(n) is not int or not 0 <= n <= MAX_COPIES:  # SQLite keeps whatever another tool wrote
                raise DamagedRow(db_file(s), f"deck {short_repr(d.name, 60)}: card {cid}",
                                 f"its stored count is damaged: {short_repr(n, 40)} is not a number of copies")
            out.setdefault(sec, []).append(DeckCardRow(pk, cid, nm, n))
        return out


def deck_carddefs(db: CardDB, deck_id: int) -> dict[str, list[CardDef]]:
    """Every copy in the deck as engine card definitions, per section (what the engine's rules take)."""
    entries = deck_cards(db, deck_id)
    with db.session() as s:  # a damaged row (a count that is not a number) is named on the way out
        try:
            defs = carddefs_in(s, (e.card_pk for es in entries.values() for e in es))
        except DamagedRow as e:  # name the deck too: that is what the user asked about
            name = s.exec(select(Deck.name).where(Deck.id == deck_id)).first()
            raise DamagedRow(e.file, f"deck {short_repr(name, 60)}: {e.item}", e.problem) from None
        gone = sorted({f"{e.card_id} {e.name}".strip() for es in entries.values() for e in es
                       if e.card_pk not in defs})
        if gone:  # its card data was deleted outside this program (a removed card keeps its data)
            name = s.exec(select(Deck.name).where(Deck.id == deck_id)).first()
            raise NotFound(f"{db_file(s)}: deck {short_repr(name, 60)}: cards no longer in the card database: "
                           f"{', '.join(gone[:6])}" + (f" and {len(gone) - 6} more" if len(gone) > 6 else ""))
        return {sec: [defs[e.card_pk] for e in es for _ in range(e.count)] for sec, es in entries.items()}


def validate_deck(db: CardDB, deck_id: int, rules: GameRules | None = None) -> list[Violation]:
    """The deck's violations of its game's deck rules (empty: legal); KeyError if the game has no rules."""
    info = get_deck(db, deck_id)
    if rules is None:
        from engine.games import get_rules

        rules = get_rules(info.game)
    sections = {sec: [] for sec in rules.deck_sections} | deck_carddefs(db, deck_id)
    return list(rules.validate_deck(sections))


# -- text -------------------------------------------------------------------------------------

def export_deck_text(db: CardDB, deck_id: int) -> str:
    """The deck in the plain-text deck format, every line with `(SET) number`."""
    with db.session() as s:  # its name and game only: the section totals get_deck adds up are not needed
        d = _deck(s, deck_id)
        deck = DeckList(name=d.name, game=d.game)
    rows = deck_cards(db, deck_id)
    rank = {sec: k for k, sec in enumerate(rules.deck_sections)} if (rules := rules_for(deck.game)) else {}
    for sec in sorted(rows, key=lambda sec: (rank.get(sec, len(rank)), sec)):
        deck.sections[sec] = [DeckEntry(r.count, r.name, *_set_and_number(r.card_id)) for r in rows[sec]]
    return format_deck(deck)


def _set_and_number(card_id: str) -> tuple[str, str]:
    code, _, number = card_id.rpartition("-")
    return code, number


def _place(s: Session, game: str, sections: tuple[str, ...], resolved: dict[str, list[tuple[int, int]]]) -> None:
    """Move cards a section cannot hold to the one section their type belongs to (engine.decks.place_card);
    a card with no such section stays, for validation to report."""
    defs = carddefs_in(s, (pk for es in resolved.values() for pk, _ in es))
    for sec in list(resolved):
        keep: list[tuple[int, int]] = []
        for pk, n in resolved[sec]:
            cd = defs.get(pk)
            home = place_card(game, sections, sec, cd) if cd is not None else None
            if home is None or home == sec:
                keep.append((pk, n))
            else:
                resolved.setdefault(home, []).append((pk, n))
        resolved[sec] = keep


def import_deck_text(db: CardDB, text: str, source: str = "<deck>", *, game: str | None = None,
                     name: str | None = None, replace: bool = False, skip_bad_lines: bool = False,
                     choices: Mapping[int, int] | None = None) -> DeckImportResult:
    """Store a deck given as deck text. Unreadable lines, unknown cards or sections -> FormatError/RowsError
    naming the line, and nothing changes; a taken name -> Conflict unless replace=True.
    With skip_bad_lines such lines are left out and listed in the result's `skipped` (NoCardsMatched
    when no line names a card), and a card in a section its type cannot go in is put in the one that
    it can (engine.decks.place_card). A line naming only a name several cards have takes the card
    `choices` gives for its line number, else the first in set order, listed in `ambiguous`."""
    check_text_size(text, "deck", source)
    skipped: list[SkippedLine] | None = [] if skip_bad_lines else None
    deck = parse_deck(text, source, skipped=skipped)
    if game and deck.game and deck.game != game:
        raise FormatError(source, "game", f"the deck says game {deck.game!r}, but {game!r} was asked for")
    game = game or deck.game
    if not game:
        raise FormatError(source, "game", "the deck does not say its game: add a line 'game: <id>' or give --game")
    name = (name or deck.name or (Path(source).stem if source and not source.startswith("<") else "")).strip()
    if not name:
        raise FormatError(source, "name", "the deck has no name: add a line 'name: ...' or give --name")
    rules = rules_for(game)
    problems: list[tuple[str, str]] = []

    def bad(e: DeckEntry, kind: str, problem: str) -> None:
        if skipped is None:
            problems.append((f"line {e.line}", problem))
        else:
            skipped.append(SkippedLine(e.line, entry_text(e), problem, kind))

    if rules is not None:
        for sec, entries in list(deck.sections.items()):
            if entries and sec not in rules.deck_sections:
                why = f"section [{sec}] is not a {game} deck section (sections: {', '.join(rules.deck_sections)})"
                for e in entries if skipped is not None else entries[:1]:  # skipped: every line it leaves out
                    bad(e, "section", why)
                if skipped is not None:
                    del deck.sections[sec]
    ambiguous: list[AmbiguousLine] = []
    with db.transaction() as s:
        resolved: dict[str, list[tuple[int, int]]] = {}
        for sec, entries in deck.sections.items():
            total = 0
            for e in entries:
                if e.count > MAX_COPIES:
                    bad(e, "count", f"{e.count:,} copies is more than {MAX_COPIES:,}")
                    continue
                if skipped is not None and total + e.count > MAX_COPIES:  # left out, so the rest still fits
                    bad(e, "limit", f"more than {MAX_COPIES:,} cards in [{sec}]")
                    continue
                total += e.count
                if total > MAX_COPIES >= total - e.count:  # named once, at the line that passes the limit
                    bad(e, "limit", f"more than {MAX_COPIES:,} cards in [{sec}]")
                pk, printings = resolve_entry(s, game, e, choices)
                if printings and pk is not None:
                    ambiguous.append(AmbiguousLine(e.line, entry_text(e), sec, printings, pk))
                if pk is None:
                    where = f" ({e.set}) {e.number}" if e.set and e.number else ""
                    bad(e, "unknown", f"unknown card {e.name!r}{where} in {game}")
                else:
                    resolved.setdefault(sec, []).append((pk, e.count))
        if problems:
            raise RowsError(source, sorted(problems, key=lambda p: int(p[0].split()[1])))
        if skipped is not None:
            skipped.sort(key=lambda k: k.line)
            if skipped and not resolved:
                raise NoCardsMatched(source, skipped)
            if rules is not None:
                _place(s, game, tuple(rules.deck_sections), resolved)
        existing = s.exec(select(Deck).where(Deck.game == game, Deck.name_key == fold(name))).first()
        if existing is not None and not replace:
            raise Conflict(f"there is already a {game} deck named {name!r} (use replace to overwrite it)")
        if existing is None:
            name = _check_name(s, game, name)
            ensure_game(s, game)
            d = Deck(game=game, name=name, name_key=fold(name))
            s.add(d)
            s.flush()
        else:
            d = existing
            s.execute(delete(DeckCard).where(col(DeckCard.deck_id) == d.id))
        for sec, cards in resolved.items():
            _set_section_in(s, d, sec, cards)
        assert d.id is not None
        deck_id = d.id
    violations = validate_deck(db, deck_id, rules) if rules is not None else None
    return DeckImportResult(deck_id, game, name, existing is not None, violations, tuple(skipped or ()),
                            tuple(sorted(ambiguous, key=lambda a: a.line)))


def import_deck_file(db: CardDB, path: str | Path, *, game: str | None = None, name: str | None = None,
                     replace: bool = False, skip_bad_lines: bool = False) -> DeckImportResult:
    """import_deck_text() on a file (at most MAX_FILE_BYTES["deck"]); the deck's name defaults to the file name."""
    return import_deck_text(db, read_text_file(path, "deck"), str(path), game=game, name=name, replace=replace,
                            skip_bad_lines=skip_bad_lines)
