"""Where the database file lives: `--db` option > environment variable TCGTABLE_DB > platformdirs
user data dir / tcgtable.sqlite3 (its own module: the pictures folder sits beside the file too)."""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "tcgtable"
DB_FILENAME = "tcgtable.sqlite3"
ENV_VAR = "TCGTABLE_DB"


def default_db_path() -> Path:
    """The database file in the user's data directory (platformdirs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / DB_FILENAME


def resolve_db_path(cli_value: str | os.PathLike[str] | None = None) -> Path:
    """The database file to use: the --db value, else $TCGTABLE_DB, else the default."""
    if cli_value:
        return Path(cli_value).expanduser()
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    return default_db_path()
