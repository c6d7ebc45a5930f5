"""Replays: recorded games (file content or path, game, players, decks, result, date, length).

Revision ID: 0002
Revises: 0001
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "replays",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("path", sa.String(1000), nullable=True),
        sa.Column("content", sa.Text(), nullable=True),
        sa.Column("players_json", sa.Text(), nullable=False),
        sa.Column("decks_json", sa.Text(), nullable=False),
        sa.Column("result", sa.String(200), nullable=False),
        sa.Column("played_at", sa.DateTime(), nullable=False),
        sa.Column("length", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_replays_game", "replays", ["game"])
    op.create_index("ix_replays_played_at", "replays", ["played_at"])


def downgrade() -> None:
    op.drop_table("replays")
