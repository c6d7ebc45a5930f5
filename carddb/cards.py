"""Cards in the database: row <-> engine CardDef conversion and the read API (display rows, sets, counts)."""
from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, col, select

from engine.cards import CardDef
from engine.errors import short_repr
from engine.layers import AbilityInfo
from engine.limits import MAX_DIGITS, MAX_STAT

from .database import CardDB
from .errors import DamagedRow, FormatError, NotFound
from .models import Card, CardData, CardSetRow, CollectionEntry, Deck, Game, Replay, fold
from .stored import db_file, load_json

log = logging.getLogger(__name__)

NUMERIC_STATS = ("cost", "level", "power", "defense")
_CHUNK = 900  # stay under SQLite's bound-parameter limit


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # reused: faster for bulk imports


def _dumps(v: Any) -> str:
    return _ENCODER.encode(v)


def _lines(values: Iterable[str]) -> str:
    """Newline-wrapped folded values, so `instr(col, '\\nvalue\\n')` is an exact-value match."""
    vals = [fold(v) for v in values if v]
    return "\n" + "\n".join(vals) + "\n" if vals else ""


def _flatten_attrs(attrs: dict[str, Any], prefix: str = "") -> list[str]:
    out: list[str] = []
    for k, v in attrs.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.extend(_flatten_attrs(v, f"{key}."))
        elif isinstance(v, (list, tuple)):
            out.extend(f"{key}={x}" for x in v)
        else:
            out.append(f"{key}={v}")
    return out


_LEADING_DIGITS = re.compile(r"[0-9]+")


def number_sort(number: str) -> int:
    """Sort key of a card number: its leading digits ("010" -> 10), or 0 without any. More than
    MAX_DIGITS digits sort as 10**MAX_DIGITS: far inside SQLite's 64-bit integers, and no slow int()."""
    m = _LEADING_DIGITS.match(number)
    if not m:
        return 0
    digits = m.group().lstrip("0")
    return 10**MAX_DIGITS if len(digits) > MAX_DIGITS else int(digits or "0")


def _check_stats(c: CardDef, source: str) -> None:
    """Refuse a whole-number stat beyond MAX_STAT, as the engine does for card files: a CardDef can be
    built in code too, and SQLite raises OverflowError for integers beyond 64 bits."""
    for k in NUMERIC_STATS:
        v = c.stats.get(k)
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) > MAX_STAT:
            # str() of a huge int is slow (and refused past 4300 digits): show its size instead
            shown = str(v) if v.bit_length() <= 64 else f"of about {int(v.bit_length() * 0.30103) + 1:,} digits"
            raise FormatError(source, f"card {c.id}",
                              f"field stats.{k}: number {shown} is out of range (at most {MAX_STAT:,})")


def row_values(c: CardDef, set_id: int, source: str = "<card set>",
               labels: dict[str, dict[str, dict[str, str]]] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Column values of the `cards` row (search helper columns included) and of the `card_data` row.
    A stat no integer column can hold is a FormatError naming `source`, the card and the field.
    `labels` (the set's names of attribute values) make `attr:陽` find what `attr:sun` finds."""
    _check_stats(c, source)
    info = AbilityInfo(c)
    attr_lines = _flatten_attrs(c.attrs)
    for line in list(attr_lines):
        key, _, value = line.partition("=")
        names = (labels or {}).get(key, {}).get(value, {})
        attr_lines += [f"{key}={n}" for n in names.values() if f"{key}={n}" not in attr_lines]
    attr_lines += [f"tags={t}" for t in sorted(info.tags) if f"tags={t}" not in attr_lines]
    name_en, name_ja = c.name.get("en", ""), c.name.get("ja", "")
    text_en, text_ja = c.text.get("en", ""), c.text.get("ja", "")
    card = {
        "set_id": set_id, "game": c.game, "set_code": c.set, "number": c.number,
        "number_sort": number_sort(c.number), "card_id": c.id,
        "name_en": name_en, "name_ja": name_ja, "name_en_key": fold(name_en), "name_ja_key": fold(name_ja),
        "type": c.type, "rarity": c.rarity,
        **{s: c.stats.get(s) for s in NUMERIC_STATS},
        "stats_json": _dumps(c.stats),
        "keywords": _lines(sorted(info.keywords)), "attrs_text": _lines(attr_lines),
        "names_fold": _lines(c.names()), "text_fold": _lines([text_en, text_ja]),
        "removed": False,
    }
    data = {"text_en": text_en, "text_ja": text_ja, "raw_json": _dumps(c.raw)}
    return card, data


def carddef_from_row(r: Card, d: CardData, file: str = "<database>") -> CardDef:
    """The engine's card definition of a stored card; DamagedRow naming `file` (the database) and the
    card when its stored data cannot be read (changed outside this program)."""
    item = f"card {r.card_id}"
    raw = load_json(d.raw_json, file, item, "card data")
    abilities, attrs = raw.get("abilities") or [], raw.get("attrs") or {}
    if type(abilities) is not list or not set(map(type, abilities)) <= {dict}:  # map: no Python code per item
        raise DamagedRow(file, item, f"its stored card data is damaged: abilities {short_repr(abilities, 40)} "
                         "is not a list of mappings")
    if type(attrs) is not dict:
        raise DamagedRow(file, item, f"its stored card data is damaged: attrs {short_repr(attrs, 40)} is not a mapping")
    normalize = _normalizer(r.game)
    if normalize is not None:  # as the card-set loader reads them (the grid game's at/df/ac)
        abilities = [normalize(ab) for ab in abilities]
    return CardDef(id=r.card_id, game=r.game, set=r.set_code, number=r.number,
                   name={"en": r.name_en, "ja": r.name_ja}, type=r.type, rarity=r.rarity,
                   stats=load_json(r.stats_json, file, item, "list of stats"), attrs=dict(attrs),
                   text={"en": d.text_en, "ja": d.text_ja}, abilities=tuple(abilities), raw=raw)


def _normalizer(game: str) -> Any:
    """The game's `normalize_ability` (engine.cardset applies it on loading), or None."""
    from engine.games import get_rules
    try:
        return getattr(get_rules(game), "normalize_ability", None)
    except KeyError:  # a game this build does not implement
        return None


@dataclass(frozen=True)
class CardRow:
    """What a card list shows for one card (`pk` is the database id used by search and collection)."""

    pk: int
    card_id: str
    game: str
    set: str
    number: str
    name_en: str
    name_ja: str
    type: str
    rarity: str
    cost: int | None
    level: int | None
    power: int | None
    defense: int | None
    text_en: str
    text_ja: str
    owned: int
    removed: bool
    stats: tuple[tuple[str, int], ...] = ()  # every stat of the card (a game's own ones too)

    def stat(self, name: str) -> int | None:
        return next((v for k, v in self.stats if k == name), None)


@dataclass(frozen=True)
class SetInfo:
    """An imported card set."""

    game: str
    code: str
    version: int
    name_en: str
    name_ja: str
    card_count: int


def _owned_col() -> Any:
    return func.coalesce(CollectionEntry.quantity, 0)


def _to_row(c: Card, d: CardData, owned: int, file: str) -> CardRow:
    assert c.id is not None
    return CardRow(c.id, c.card_id, c.game, c.set_code, c.number, c.name_en, c.name_ja, c.type, c.rarity,
                   c.cost, c.level, c.power, c.defense, d.text_en, d.text_ja, int(owned), c.removed,
                   _stats_of(c, file))


def _stats_of(c: Card, file: str) -> tuple[tuple[str, int], ...]:
    data = load_json(c.stats_json, file, f"card {c.card_id}", "list of stats")
    return tuple(sorted((str(k), v) for k, v in data.items() if isinstance(v, int)))


def card_rows(db: CardDB, pks: Sequence[int]) -> list[CardRow]:
    """Display rows for the given card ids, in the given order (unknown ids are skipped)."""
    found: dict[int, CardRow] = {}
    with db.session() as s:
        file = db_file(s)
        for i in range(0, len(pks), _CHUNK):
            chunk = list(pks[i:i + _CHUNK])
            q = (select(Card, CardData, _owned_col()).join(CardData, col(CardData.card_pk) == Card.id)
                 .outerjoin(CollectionEntry, col(CollectionEntry.card_pk) == Card.id)
                 .where(col(Card.id).in_(chunk)))
            for c, d, owned in s.exec(q):
                found[c.id] = _to_row(c, d, owned, file)  # type: ignore[index]
    return [found[p] for p in pks if p in found]


def get_card(db: CardDB, pk: int) -> CardRow:
    """One card's display row; NotFound if there is no such card."""
    rows = card_rows(db, [pk])
    if not rows:
        raise NotFound(f"no card with database id {pk}")
    return rows[0]


def find_card(db: CardDB, game: str, card_id: str) -> int | None:
    """The database id of the card `<SET>-<number>` of a game, or None."""
    with db.session() as s:
        return s.exec(select(Card.id).where(Card.game == game, Card.card_id == card_id)).first()


def carddefs(db: CardDB, pks: Sequence[int]) -> dict[int, CardDef]:
    """Engine card definitions of the given card ids, by database id."""
    out: dict[int, CardDef] = {}
    with db.session() as s:
        out.update(carddefs_in(s, pks))
    return out


def carddefs_in(s: Session, pks: Iterable[int]) -> dict[int, CardDef]:
    """carddefs() inside an open session."""
    ids = list(dict.fromkeys(pks))
    out: dict[int, CardDef] = {}
    file = db_file(s)
    for i in range(0, len(ids), _CHUNK):
        q = select(Card, CardData).join(CardData, col(CardData.card_pk) == Card.id).where(
            col(Card.id).in_(ids[i:i + _CHUNK]))
        for c, d in s.exec(q):
            out[c.id] = carddef_from_row(c, d, file)  # type: ignore[index]
    return out


def game_carddefs(db: CardDB, game: str) -> dict[str, CardDef]:
    """Every current card of a game as engine definitions, by engine card id."""
    with db.session() as s:
        q = (select(Card, CardData).join(CardData, col(CardData.card_pk) == Card.id)
             .where(Card.game == game, col(Card.removed).is_(False)))
        file = db_file(s)
        return {c.card_id: carddef_from_row(c, d, file) for c, d in s.exec(q)}


def list_sets(db: CardDB, game: str | None = None) -> list[SetInfo]:
    """Imported card sets, by game and code."""
    with db.session() as s:
        q = select(CardSetRow).order_by(CardSetRow.game, CardSetRow.code)
        if game:
            q = q.where(CardSetRow.game == game)
        return [SetInfo(r.game, r.code, r.version, r.name_en, r.name_ja, r.card_count) for r in s.exec(q)]


def set_labels(db: CardDB) -> dict[tuple[str, str], dict[str, dict[str, dict[str, str]]]]:
    """Every imported set's `labels` (display names of attribute values), by (game, set code).
    A value that is not the expected shape is left out, and a damaged one (not JSON) is left out
    with a warning naming the database and the set: labels only ever change what is shown, and the
    app reads them as it starts."""
    out: dict[tuple[str, str], dict[str, dict[str, dict[str, str]]]] = {}
    with db.session() as s:
        file = db_file(s)
        for game, code, text in s.exec(select(CardSetRow.game, CardSetRow.code, CardSetRow.labels_json)):
            try:
                data = load_json(text or "{}", file, f"card set {code} of {game}", "list of labels", None)
            except DamagedRow as e:
                log.warning("%s: %s: %s; its labels are not used", e.file, e.item, e.problem)
                continue
            if isinstance(data, dict) and data:
                out[(game, code)] = {k: v for k, v in data.items() if isinstance(v, dict)}
    return out


def list_games(db: CardDB) -> list[str]:
    """Game ids that have sets or decks in the database."""
    with db.session() as s:
        return list(s.exec(select(Game.id).order_by(Game.id)))


def counts(db: CardDB, game: str | None = None) -> dict[str, int]:
    """How many sets, cards (current), owned cards (distinct), owned copies, decks and replays there are."""
    with db.session() as s:
        def n(q: Any) -> int:
            return int(s.exec(q).one() or 0)

        cards = select(func.count()).select_from(Card).where(col(Card.removed).is_(False))
        sets = select(func.count()).select_from(CardSetRow)
        owned = (select(func.count(), func.sum(CollectionEntry.quantity))
                 .join(Card, col(Card.id) == CollectionEntry.card_pk).where(CollectionEntry.quantity > 0))
        decks = select(func.count()).select_from(Deck)
        replays = select(func.count()).select_from(Replay)
        if game:
            cards, sets = cards.where(Card.game == game), sets.where(CardSetRow.game == game)
            owned, decks = owned.where(Card.game == game), decks.where(Deck.game == game)
            replays = replays.where(Replay.game == game)
        distinct, copies = s.exec(owned).one()
        return {"sets": n(sets), "cards": n(cards), "owned_cards": int(distinct or 0),
                "owned_copies": int(copies or 0), "decks": n(decks), "replays": n(replays)}
