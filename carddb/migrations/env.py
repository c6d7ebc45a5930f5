"""Alembic environment: runs carddb's migrations on the connection carddb.database hands over.

There is no alembic.ini at run time: carddb.database builds the Config in code and passes the
open connection in `config.attributes["connection"]`.
"""
from __future__ import annotations

from alembic import context

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only reached when someone runs the alembic CLI by hand
    raise RuntimeError("carddb migrations run through carddb.database.migrate(), not the alembic command")

context.configure(connection=connection, target_metadata=None, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
