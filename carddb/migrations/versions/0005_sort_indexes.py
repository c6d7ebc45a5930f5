"""Sorting at any size: every card gets its place in set order (`set_pos`, one integer instead of
four columns to compare), and each column the card browser sorts by gets an index in both
directions that ends in that place, so listing 100,000 cards by power reads an index instead of
sorting (80-100 ms -> about 25 ms). Sets are 2**32 places apart so a new set fits between two. A narrow covering index of the filterable columns in set
order lets a search by numbers, type or rarity skip the wide rows.

The importer keeps `set_pos` in step (carddb/importers.py, `renumber_set_positions`).

Revision ID: 0005
Revises: 0004
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

# name -> the indexed terms; SQL text because some are expressions (carddb/search_order.py
# writes its ORDER BY to match them term for term, or SQLite sorts instead)
NUMERIC = ("cost", "level", "power", "defense")
WORDS = ("type", "rarity", "name_en_key", "name_ja_key")


def sort_indexes() -> dict[str, str]:
    out = {"ix_cards_keys": "removed, set_pos, game, set_code, number, type, rarity, cost, level, power, defense"}
    for k in NUMERIC:
        out[f"ix_cards_by_{k}"] = f"removed, {k} IS NULL, {k}, set_pos"
        out[f"ix_cards_by_{k}_desc"] = f"removed, {k} IS NULL, {k} DESC, set_pos"
    for k in WORDS:
        out[f"ix_cards_by_{k}"] = f"removed, {k}, set_pos"
        out[f"ix_cards_by_{k}_desc"] = f"removed, {k} DESC, set_pos"
    return out


def renumber(conn: sa.engine.Connection) -> None:
    """Number every card in set order, sets 2**32 apart (as carddb/set_order.py does)."""
    rows = conn.exec_driver_sql("SELECT id, game, set_code FROM cards ORDER BY game, set_code, number_sort, "
                                "number").all()
    out, k, last, i = [], -1, None, 0
    for pk, game, code in rows:
        if (game, code) != last:
            k, last, i = k + 1, (game, code), 0
        out.append(((k << 32) + i, pk))
        i += 1
    if out:
        conn.exec_driver_sql("UPDATE cards SET set_pos = ? WHERE id = ?", out)


def upgrade() -> None:
    op.add_column("cards", sa.Column("set_pos", sa.Integer(), nullable=False, server_default="0"))
    conn = op.get_bind()
    renumber(conn)
    for name in ("ix_cards_cost", "ix_cards_level", "ix_cards_power", "ix_cards_defense", "ix_cards_type",
                 "ix_cards_rarity", "ix_cards_name_en_key", "ix_cards_name_ja_key"):
        op.drop_index(name, "cards")
    for name, terms in sort_indexes().items():
        conn.exec_driver_sql(f"CREATE INDEX {name} ON cards ({terms})")


def downgrade() -> None:
    conn = op.get_bind()
    for name in sort_indexes():
        conn.exec_driver_sql(f"DROP INDEX {name}")
    for c in ("cost", "level", "power", "defense", "type", "rarity"):
        op.create_index(f"ix_cards_{c}", "cards", [c])
    for key in ("name_en_key", "name_ja_key"):
        op.create_index(f"ix_cards_{key}", "cards", [key, "game", "set_code", "number_sort", "number", "removed"])
    # not a batch copy of the table: that breaks the foreign keys of the rows that point at cards
    conn.exec_driver_sql("ALTER TABLE cards DROP COLUMN set_pos")  # SQLite 3.35 or later
