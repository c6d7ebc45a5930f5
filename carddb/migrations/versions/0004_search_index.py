"""Card search that stays fast at any size: a trigram full-text index of the searched text
(SQLite FTS5, an external-content table over `cards`) and indexes for ordering and numeric fields.

The index is kept in step by the importer, the one writer of those columns
(carddb/importers.py, `sync_search_index`), in bulk: row triggers made a 100,000-card import
three times slower.

Revision ID: 0004
Revises: 0003
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

# the folded text columns a text search reads (carddb/search.py); not `type`, whose few short
# values a scan reads faster than the index's long lists of ids
FTS_COLUMNS = ("names_fold", "text_fold", "attrs_text", "keywords")
_COLS = ", ".join(FTS_COLUMNS)
INDEXES = {"ix_cards_cost": ("cost",), "ix_cards_level": ("level",), "ix_cards_power": ("power",),
           "ix_cards_defense": ("defense",), "ix_cards_type": ("type",), "ix_cards_rarity": ("rarity",)}


def fts_available(conn: sa.engine.Connection) -> bool:
    """Whether this SQLite has FTS5 with the trigram tokenizer (3.34 or later, built with FTS5)."""
    try:
        conn.exec_driver_sql("CREATE VIRTUAL TABLE temp._fts_probe USING fts5(a, tokenize='trigram')")
        conn.exec_driver_sql("DROP TABLE temp._fts_probe")
        return True
    except sa.exc.OperationalError:
        return False


def upgrade() -> None:
    for name, cols in INDEXES.items():
        op.create_index(name, "cards", list(cols))
    # ordering by set (or by name, then set) with the `removed` flag in the index: listing reads
    # the index only (100,000 cards by name: 180 ms of sorting without it, 25 ms with it)
    op.drop_index("ix_cards_order", "cards")
    op.create_index("ix_cards_order", "cards", ["game", "set_code", "number_sort", "number", "removed"])
    for key in ("name_en_key", "name_ja_key"):
        op.drop_index(f"ix_cards_{key}", "cards")
        op.create_index(f"ix_cards_{key}", "cards", [key, "game", "set_code", "number_sort", "number", "removed"])
    conn = op.get_bind()
    if not fts_available(conn):
        return  # search falls back to scanning (carddb/search.py checks for the table)
    conn.exec_driver_sql(f"CREATE VIRTUAL TABLE cards_fts USING fts5({_COLS}, content='cards', "
                         "content_rowid='id', tokenize='trigram case_sensitive 1')")
    conn.exec_driver_sql("INSERT INTO cards_fts(cards_fts) VALUES ('rebuild')")


def downgrade() -> None:
    op.get_bind().exec_driver_sql("DROP TABLE IF EXISTS cards_fts")
    op.drop_index("ix_cards_order", "cards")
    op.create_index("ix_cards_order", "cards", ["game", "set_code", "number_sort", "number"])
    for key in ("name_en_key", "name_ja_key"):
        op.drop_index(f"ix_cards_{key}", "cards")
        op.create_index(f"ix_cards_{key}", "cards", [key])
    for name in INDEXES:
        op.drop_index(name, "cards")
