"""Initial schema: games, card sets, cards (and their data), collection and its history, decks, settings.

Revision ID: 0001
Revises:
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("name_en", sa.String(200), nullable=False),
        sa.Column("name_ja", sa.String(200), nullable=False),
    )
    op.create_table(
        "settings",
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("value_json", sa.Text(), nullable=False),
    )
    op.create_table(
        "card_sets",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(40), sa.ForeignKey("games.id"), nullable=False),
        sa.Column("code", sa.String(12), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("name_en", sa.String(200), nullable=False),
        sa.Column("name_ja", sa.String(200), nullable=False),
        sa.Column("source", sa.String(1000), nullable=False),
        sa.Column("card_count", sa.Integer(), nullable=False),
        sa.Column("imported_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("game", "code", name="uq_card_sets_game_code"),
    )
    op.create_index("ix_card_sets_game", "card_sets", ["game"])
    op.create_table(
        "cards",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("set_id", sa.Integer(), sa.ForeignKey("card_sets.id"), nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("set_code", sa.String(12), nullable=False),
        sa.Column("number", sa.String(16), nullable=False),
        sa.Column("number_sort", sa.Integer(), nullable=False),
        sa.Column("card_id", sa.String(40), nullable=False),
        sa.Column("name_en", sa.String(200), nullable=False),
        sa.Column("name_ja", sa.String(200), nullable=False),
        sa.Column("name_en_key", sa.String(200), nullable=False),
        sa.Column("name_ja_key", sa.String(200), nullable=False),
        sa.Column("type", sa.String(40), nullable=False),
        sa.Column("rarity", sa.String(16), nullable=False),
        sa.Column("cost", sa.Integer(), nullable=True),
        sa.Column("level", sa.Integer(), nullable=True),
        sa.Column("power", sa.Integer(), nullable=True),
        sa.Column("defense", sa.Integer(), nullable=True),
        sa.Column("stats_json", sa.Text(), nullable=False),
        sa.Column("keywords", sa.Text(), nullable=False),
        sa.Column("attrs_text", sa.Text(), nullable=False),
        sa.Column("names_fold", sa.Text(), nullable=False),
        sa.Column("text_fold", sa.Text(), nullable=False),
        sa.Column("removed", sa.Boolean(), nullable=False),
        sa.UniqueConstraint("game", "set_code", "number", name="uq_cards_game_set_number"),
    )
    op.create_index("ix_cards_game_card_id", "cards", ["game", "card_id"])
    op.create_index("ix_cards_order", "cards", ["game", "set_code", "number_sort", "number"])
    op.create_index("ix_cards_name_en_key", "cards", ["name_en_key"])
    op.create_index("ix_cards_name_ja_key", "cards", ["name_ja_key"])
    op.create_table(
        "card_data",
        sa.Column("card_pk", sa.Integer(), sa.ForeignKey("cards.id"), primary_key=True),
        sa.Column("text_en", sa.Text(), nullable=False),
        sa.Column("text_ja", sa.Text(), nullable=False),
        sa.Column("raw_json", sa.Text(), nullable=False),
    )
    op.create_table(
        "collection",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("card_pk", sa.Integer(), sa.ForeignKey("cards.id"), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("card_pk", name="uq_collection_card"),
    )
    op.create_table(
        "collection_history",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("card_pk", sa.Integer(), sa.ForeignKey("cards.id"), nullable=False),
        sa.Column("old_quantity", sa.Integer(), nullable=False),
        sa.Column("new_quantity", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(1000), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_collection_history_card_pk", "collection_history", ["card_pk"])
    op.create_table(
        "decks",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(40), sa.ForeignKey("games.id"), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("name_key", sa.String(200), nullable=False),
        sa.Column("notes", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("game", "name_key", name="uq_decks_game_name"),
    )
    op.create_index("ix_decks_game", "decks", ["game"])
    op.create_index("ix_decks_name_key", "decks", ["name_key"])
    op.create_table(
        "deck_cards",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("deck_id", sa.Integer(), sa.ForeignKey("decks.id", ondelete="CASCADE"), nullable=False),
        sa.Column("section", sa.String(40), nullable=False),
        sa.Column("card_pk", sa.Integer(), sa.ForeignKey("cards.id"), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.UniqueConstraint("deck_id", "section", "card_pk", name="uq_deck_cards_entry"),
    )
    op.create_index("ix_deck_cards_deck_id", "deck_cards", ["deck_id"])
    op.create_index("ix_deck_cards_card_pk", "deck_cards", ["card_pk"])


def downgrade() -> None:
    for table in ("deck_cards", "decks", "collection_history", "collection", "card_data", "cards", "card_sets",
                  "settings", "games"):
        op.drop_table(table)
