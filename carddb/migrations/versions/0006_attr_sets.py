"""Attribute search at any size: each distinct attribute text (`attrs_text`) is stored once in
`attr_sets` and cards point at it (`attrs_id`, in the narrow covering index). An attribute search
looks the text up among the distinct texts (their own trigram index, `attr_sets_fts`) and checks an
integer per card, instead of listing every matching card id from the cards' full-text index: a
common attribute (`female`, on 70% of the cards) made a list of 70,000 ids that each card was
checked against. `cards_fts` keeps the names, rules text and keywords only, so importing indexes
less text.

Revision ID: 0006
Revises: 0005
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_KEYS = "removed, set_pos, game, set_code, number, type, rarity, cost, level, power, defense"
_TRIGRAM = "tokenize='trigram case_sensitive 1'"


def _has_table(conn: sa.engine.Connection, name: str) -> bool:
    return conn.exec_driver_sql("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                                (name,)).first() is not None


def _cards_fts(conn: sa.engine.Connection, columns: str) -> None:
    conn.exec_driver_sql("DROP TABLE cards_fts")
    conn.exec_driver_sql(f"CREATE VIRTUAL TABLE cards_fts USING fts5({columns}, content='cards', "
                         f"content_rowid='id', {_TRIGRAM})")
    conn.exec_driver_sql("INSERT INTO cards_fts(cards_fts) VALUES ('rebuild')")


def upgrade() -> None:
    op.create_table("attr_sets", sa.Column("id", sa.Integer(), primary_key=True),
                    sa.Column("text", sa.Text(), nullable=False),
                    sa.UniqueConstraint("text", name="uq_attr_sets_text"))
    op.add_column("cards", sa.Column("attrs_id", sa.Integer(), nullable=False, server_default="0"))
    conn = op.get_bind()
    conn.exec_driver_sql("INSERT INTO attr_sets (text) SELECT DISTINCT attrs_text FROM cards ORDER BY attrs_text")
    conn.exec_driver_sql("UPDATE cards SET attrs_id = (SELECT id FROM attr_sets WHERE text = cards.attrs_text)")
    conn.exec_driver_sql("DROP INDEX ix_cards_keys")
    conn.exec_driver_sql(f"CREATE INDEX ix_cards_keys ON cards ({_KEYS}, attrs_id)")
    if not _has_table(conn, "cards_fts"):
        return  # this SQLite has no FTS5 trigram tokenizer (migration 0004): search scans
    conn.exec_driver_sql(f"CREATE VIRTUAL TABLE attr_sets_fts USING fts5(text, content='attr_sets', "
                         f"content_rowid='id', {_TRIGRAM})")
    conn.exec_driver_sql("INSERT INTO attr_sets_fts(attr_sets_fts) VALUES ('rebuild')")
    _cards_fts(conn, "names_fold, text_fold, keywords")


def downgrade() -> None:
    conn = op.get_bind()
    if _has_table(conn, "attr_sets_fts"):
        conn.exec_driver_sql("DROP TABLE attr_sets_fts")
        _cards_fts(conn, "names_fold, text_fold, attrs_text, keywords")
    conn.exec_driver_sql("DROP INDEX ix_cards_keys")
    conn.exec_driver_sql(f"CREATE INDEX ix_cards_keys ON cards ({_KEYS})")
    # not a batch copy of the table: that breaks the foreign keys of the rows that point at cards
    conn.exec_driver_sql("ALTER TABLE cards DROP COLUMN attrs_id")
    op.drop_table("attr_sets")
