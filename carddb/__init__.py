"""TCG Table's card database: card sets, cards, the collection, decks, replays and settings in one
SQLite file (sqlmodel + alembic). Imports no GUI toolkit. The public API is re-exported here;
each function takes the CardDB returned by open_database() (or open_memory_database() in tests).
"""
from __future__ import annotations

from . import seed as _seed
from .cards import (
    CardRow,
    SetInfo,
    card_rows,
    carddefs,
    counts,
    find_card,
    game_carddefs,
    get_card,
    list_games,
    list_sets,
    set_labels,
)
from .collection import (
    CollectionImportReport,
    HistoryRow,
    SetTotal,
    add_quantity,
    check_collection_csv,
    collection_history,
    export_collection_csv,
    get_quantity,
    import_collection_csv,
    import_collection_file,
    set_quantity,
    set_totals,
)
from .database import CardDB, open_database, open_memory_database, resolve_db_path, set_seeder
from .decks import (
    DeckCardRow,
    DeckImportResult,
    DeckInfo,
    create_deck,
    deck_carddefs,
    deck_cards,
    delete_deck,
    duplicate_deck,
    export_deck_text,
    find_deck,
    get_deck,
    import_deck_file,
    import_deck_text,
    list_decks,
    rename_deck,
    set_deck_notes,
    set_section,
    validate_deck,
)
from .errors import CardDBError, Conflict, DamagedRow, DatabaseFileError, FormatError, NotFound, RowsError
from .importers import (
    import_cardset,
    import_cardset_file,
    import_cardset_files,
    import_cardsets,
)
from .replays import ReplayInfo, ReplayRecord, delete_replay, get_replay, list_replays, save_replay
from .reports import SetImportResult
from .search import QueryError, count_matches, parse_query, search_ids
from .settings import get_setting, set_setting

# opening a new database seeds it (database.py names no seeding module); looked up at each call
set_seeder(lambda db, cardset_files, deck_files: _seed.seed_database(db, cardset_files, deck_files))

__all__ = [
    "CardDB", "open_database", "open_memory_database", "resolve_db_path",
    "CardRow", "SetInfo", "card_rows", "carddefs", "counts", "find_card", "game_carddefs", "get_card",
    "list_games", "list_sets", "set_labels",
    "CollectionImportReport", "HistoryRow", "SetTotal", "add_quantity", "check_collection_csv", "collection_history",
    "export_collection_csv", "get_quantity", "import_collection_csv", "import_collection_file", "set_quantity",
    "set_totals",
    "DeckCardRow", "DeckImportResult", "DeckInfo", "create_deck", "deck_cards", "deck_carddefs", "delete_deck",
    "duplicate_deck", "export_deck_text", "find_deck", "get_deck", "import_deck_file", "import_deck_text",
    "list_decks", "rename_deck", "set_deck_notes", "set_section", "validate_deck",
    "CardDBError", "Conflict", "DamagedRow", "DatabaseFileError", "FormatError", "NotFound", "RowsError",
    "SetImportResult", "import_cardset", "import_cardset_file", "import_cardset_files", "import_cardsets",
    "ReplayInfo", "ReplayRecord", "delete_replay", "get_replay", "list_replays", "save_replay",
    "QueryError", "count_matches", "parse_query", "search_ids",
    "get_setting", "set_setting",
]
