"""The database tables (sqlmodel). Schema changes here need a new migration in carddb/migrations/versions.

Times are aware UTC datetimes (sqlmodel stores them as UTC). Text columns ending in `_json` hold JSON written by carddb.
Columns ending in `_key`/`_fold` and `keywords`, `attrs_text` are search helpers:
NFKC-normalised, case-folded text (see `fold`), newline-separated where they hold several values.
"""
from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

from sqlalchemy import Column, ForeignKey, Index, Integer, Text, UniqueConstraint, text
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    """The current time (aware, UTC)."""
    return datetime.now(UTC)


def fold(text: str) -> str:
    """Normalise text for case-insensitive search (NFKC, then casefold)."""
    return unicodedata.normalize("NFKC", text).casefold()


class Game(SQLModel, table=True):
    """A game id known to the database (one row per game that has sets or decks)."""

    __tablename__ = "games"
    id: str = Field(primary_key=True, max_length=40)
    name_en: str = Field(default="", max_length=200)
    name_ja: str = Field(default="", max_length=200)


class CardSetRow(SQLModel, table=True):
    """An imported card set; `version` is the set file's version."""

    __tablename__ = "card_sets"
    __table_args__ = (UniqueConstraint("game", "code", name="uq_card_sets_game_code"),)
    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="games.id", index=True, max_length=40)
    code: str = Field(max_length=12)
    version: int
    name_en: str = Field(max_length=200)
    name_ja: str = Field(max_length=200)
    source: str = Field(default="", max_length=1000)
    card_count: int = 0
    imported_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    # the set file's `labels` (display names of attribute values), JSON
    labels_json: str = Field(default="{}", sa_column=Column(Text, nullable=False, server_default="{}"))


SORT_NUMERIC = ("cost", "level", "power", "defense")
SORT_WORDS = ("type", "rarity", "name_en_key", "name_ja_key")


def _sort_indexes() -> list[Index]:
    """Migration 0005's indexes: the filterable columns in set order (a narrow covering index, with
    the attribute set's id since 0006), and
    for each column the browser sorts by, both directions ending in `set_pos`, term for term what
    carddb/search_order.py orders by (cards without a number last either way)."""
    out = [Index("ix_cards_keys", "removed", "set_pos", "game", "set_code", "number", "type", "rarity",
                 *SORT_NUMERIC, "attrs_id")]
    for k in SORT_NUMERIC:
        out += [Index(f"ix_cards_by_{k}", "removed", text(f"{k} IS NULL"), k, "set_pos"),
                Index(f"ix_cards_by_{k}_desc", "removed", text(f"{k} IS NULL"), text(f"{k} DESC"), "set_pos")]
    for k in SORT_WORDS:
        out += [Index(f"ix_cards_by_{k}", "removed", k, "set_pos"),
                Index(f"ix_cards_by_{k}_desc", "removed", text(f"{k} DESC"), "set_pos")]
    return out


# these Index objects are bound to the cards table below, so a bulk import can drop and create them
SORT_INDEXES = _sort_indexes()


class Card(SQLModel, table=True):
    """One printed card: what search and card lists read. Its full data is in CardData (kept out of
    this table so that a search scans small rows). `removed` cards left a newer version of their
    set but are kept for decks and the collection."""

    __tablename__ = "cards"
    __table_args__ = (
        UniqueConstraint("game", "set_code", "number", name="uq_cards_game_set_number"),
        Index("ix_cards_game_card_id", "game", "card_id"),
        Index("ix_cards_order", "game", "set_code", "number_sort", "number", "removed"),
        *SORT_INDEXES,
    )
    id: int | None = Field(default=None, primary_key=True)
    set_id: int = Field(foreign_key="card_sets.id")
    game: str = Field(max_length=40)
    set_code: str = Field(max_length=12)
    number: str = Field(max_length=16)
    number_sort: int = 0  # the number's leading digits, for ordering "2" before "10"
    # the card's place in set order (game, set_code, number_sort, number) among all cards, kept by
    # the importer: the one tiebreak of every sort, and what the sort indexes end in
    set_pos: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    card_id: str = Field(max_length=40)  # "<SET>-<number>", the engine's card id
    name_en: str = Field(max_length=200)
    name_ja: str = Field(max_length=200)
    name_en_key: str = Field(max_length=200)  # indexed with set_pos: sorting by name reads the index only
    name_ja_key: str = Field(max_length=200)
    type: str = Field(max_length=40)
    rarity: str = Field(default="", max_length=16)
    cost: int | None = None  # stats as columns for search and ordering (indexed)
    level: int | None = None
    power: int | None = None
    defense: int | None = None
    stats_json: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    keywords: str = Field(default="", sa_column=Column(Text, nullable=False))
    attrs_text: str = Field(default="", sa_column=Column(Text, nullable=False))
    # the card's attrs_text interned in attr_sets (migration 0006): many cards share one, and an
    # attribute search checks this integer in the narrow covering index
    attrs_id: int = Field(default=0, sa_column=Column(Integer, nullable=False, server_default="0"))
    names_fold: str = Field(default="", sa_column=Column(Text, nullable=False))
    text_fold: str = Field(default="", sa_column=Column(Text, nullable=False))
    removed: bool = False
    # names_fold, text_fold and keywords are also in the full-text index cards_fts (migrations
    # 0004, 0006; SQLite FTS5, trigram), which the search reads for text of 3 or more characters;
    # attrs_text is in attr_sets_fts, once per distinct text


class AttrSet(SQLModel, table=True):
    """One distinct `attrs_text` (a card's folded attribute lines), stored once for every card that
    has it (`Card.attrs_id`); written by the importer only."""

    __tablename__ = "attr_sets"
    __table_args__ = (UniqueConstraint("text", name="uq_attr_sets_text"),)
    id: int | None = Field(default=None, primary_key=True)
    text: str = Field(sa_column=Column(Text, nullable=False))

class CardData(SQLModel, table=True):
    """A card's rules text and original data (attrs and abilities are read from raw_json)."""

    __tablename__ = "card_data"
    card_pk: int = Field(sa_column=Column(Integer, ForeignKey("cards.id"), primary_key=True))
    text_en: str = Field(default="", sa_column=Column(Text, nullable=False))
    text_ja: str = Field(default="", sa_column=Column(Text, nullable=False))
    raw_json: str = Field(default="{}", sa_column=Column(Text, nullable=False))


class CollectionEntry(SQLModel, table=True):
    """How many copies of a card the player owns."""

    __tablename__ = "collection"
    __table_args__ = (UniqueConstraint("card_pk", name="uq_collection_card"),)
    id: int | None = Field(default=None, primary_key=True)
    card_pk: int = Field(foreign_key="cards.id")
    quantity: int = 0
    updated_at: datetime = Field(default_factory=utcnow)


class CollectionChange(SQLModel, table=True):
    """One change of an owned quantity (history; never edited)."""

    __tablename__ = "collection_history"
    id: int | None = Field(default=None, primary_key=True)
    card_pk: int = Field(foreign_key="cards.id", index=True)
    old_quantity: int
    new_quantity: int
    reason: str = Field(default="", max_length=1000)
    at: datetime = Field(default_factory=utcnow)


class Deck(SQLModel, table=True):
    """A player's deck; its name is unique per game, ignoring case (`name_key`)."""

    __tablename__ = "decks"
    __table_args__ = (UniqueConstraint("game", "name_key", name="uq_decks_game_name"),)
    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(foreign_key="games.id", index=True, max_length=40)
    name: str = Field(max_length=200)
    name_key: str = Field(max_length=200, index=True)
    notes: str = Field(default="", sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class DeckCard(SQLModel, table=True):
    """`count` copies of a card in one section (main, side, ...) of a deck, in `position` order."""

    __tablename__ = "deck_cards"
    __table_args__ = (UniqueConstraint("deck_id", "section", "card_pk", name="uq_deck_cards_entry"),)
    id: int | None = Field(default=None, primary_key=True)
    deck_id: int = Field(sa_column=Column(Integer, ForeignKey("decks.id", ondelete="CASCADE"),
                                          nullable=False, index=True))
    section: str = Field(max_length=40)
    card_pk: int = Field(foreign_key="cards.id", index=True)
    count: int
    position: int = 0


class Replay(SQLModel, table=True):
    """A recorded game: the replay file's content or its path, plus what the replay browser lists."""

    __tablename__ = "replays"
    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(max_length=40, index=True)
    path: str | None = Field(default=None, max_length=1000)
    content: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    players_json: str = Field(default="[]", sa_column=Column(Text, nullable=False))
    decks_json: str = Field(default="[]", sa_column=Column(Text, nullable=False))
    result: str = Field(default="", max_length=200)
    played_at: datetime = Field(default_factory=utcnow, index=True)
    length: int = 0
    created_at: datetime = Field(default_factory=utcnow)


class Setting(SQLModel, table=True):
    """A user setting (also carddb's own bookkeeping under keys starting with 'carddb.')."""

    __tablename__ = "settings"
    key: str = Field(primary_key=True, max_length=200)
    value_json: str = Field(sa_column=Column(Text, nullable=False))
