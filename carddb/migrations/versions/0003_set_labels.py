"""Card sets keep their `labels` (display names of attribute values in English and Japanese).

Revision ID: 0003
Revises: 0002
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("card_sets") as b:
        b.add_column(sa.Column("labels_json", sa.Text(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("card_sets") as b:
        b.drop_column("labels_json")
