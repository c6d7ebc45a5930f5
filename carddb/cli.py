"""Command line of the card database: `cards import|search`, `collection import|export`,
`deck import|export|list` (added to the tcgtable command by add_commands) and stored-deck validation.

Every command takes --db PATH. Exit codes: 0 done; 1 done with a warning the user must see
(unmatched CSV rows, deck rule violations); 2 bad input or an unusable database, with a message on
stderr naming the file, the item and the problem (never a traceback).
"""
from __future__ import annotations

import argparse
import functools
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy.exc import DatabaseError as SQLDatabaseError

from engine.atomicfile import write_text_atomic
from engine.errors import EngineError, short_repr

from .cards import CardRow, card_rows
from .collection import export_collection_csv, import_collection_csv
from .database import CardDB, file_error, open_database, resolve_db_path
from .decks import (
    export_deck_text,
    find_deck,
    find_deck_id,
    import_deck_text,
    list_decks,
    rules_for,
    validate_deck,
)
from .errors import CardDBError
from .importers import import_files
from .pictures import clean_stray_files
from .search import ORDERS, QueryError, parse_query, search_ids
from .stored import diagnose, may_be_damage
from .textfiles import read_text_file, read_text_stream

Handler = Callable[[argparse.Namespace], int]


def _err(msg: str) -> None:
    print(msg, file=sys.stderr)


def _guarded(fn: Handler) -> Handler:
    """Turn every expected failure into a message on stderr and exit code 2."""

    @functools.wraps(fn)
    def run(args: argparse.Namespace) -> int:
        try:
            return fn(args)
        except QueryError as e:
            _err(f"error: bad query: {e}\n{e.pointer(getattr(args, 'query_text', ''))}")
        except (EngineError, CardDBError) as e:
            _err(f"error: {e}")
        except SQLDatabaseError as e:  # the database layer names the file for these; this is the rest
            path = resolve_db_path(getattr(args, "db", None))
            err = file_error(path, e) or _damaged_row(args, e)
            _err(f"error: {err}" if err else f"error: {path}: the database could not be used ({e.orig or e})")
        except OSError as e:
            _err(f"error: {e.filename or ''}: {e.strerror or e}")
        except KeyError as e:
            _err(f"error: unknown game {e.args[0]!r}" if e.args else "error: unknown game")
        except (ValueError, TypeError, AttributeError, RecursionError) as e:  # a row damaged outside the program?
            damaged = _damaged_row(args, e)
            if damaged is None:
                raise  # a bug: its traceback is what a report needs
            _err(f"error: {damaged}")
        return 2

    return run


def _damaged_row(args: argparse.Namespace, error: BaseException) -> CardDBError | None:
    """The damaged row of the command's database (stored.find_damaged), read-only; None if none."""
    path = resolve_db_path(getattr(args, "db", None))
    if not may_be_damage(error) or not path.is_file():
        return None
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        return diagnose(con, str(path), error)
    finally:
        con.close()


def _open(args: argparse.Namespace) -> CardDB:
    db = open_database(getattr(args, "db", None))
    if db.path is not None:
        clean_stray_files(Path(db.path).parent)  # what a killed write left
    rep = db.seed_report
    if rep is not None:
        for s in rep.sets:
            _err(f"note: bundled {s.describe()}")
        for name in rep.decks:
            _err(f"note: added preconstructed deck {name!r}")
        for problem in rep.errors:
            _err(f"warning: a bundled file could not be loaded: {problem}")
    for b in db.backups:
        _err(f"note: database schema upgraded; the previous file was kept as {b}")
    return db


def _write_output(path: str, text: str) -> None:
    """Write to stdout ('-') or to a file, replacing it only once the new content is complete."""
    if path == "-":
        sys.stdout.write(text)
        return
    write_text_atomic(path, text)


def _read_input(path: str, what: str) -> tuple[str, str]:
    """The text of FILE or of standard input ('-'), at most MAX_FILE_BYTES[what]."""
    if path == "-":
        return read_text_stream(getattr(sys.stdin, "buffer", sys.stdin), what, "<stdin>"), "<stdin>"
    return read_text_file(path, what), path


def _jobs(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of processes (1 or more)")
    return int(text)


# -- cards ------------------------------------------------------------------------------------

@_guarded
def cmd_cards_import(args: argparse.Namespace) -> int:
    # every file is checked (big imports in worker processes) and stored in one transaction, which
    # is rolled back if any file is bad: then every bad file is reported and nothing is imported
    with _open(args) as db:
        done, errors = import_files(db, args.files, args.jobs)  # pictures written in the transaction
    if errors:
        for e in errors:
            _err(f"error: {e}")
        _err("nothing was imported")
        return 2
    for f, (res, _prepared) in zip(args.files, done, strict=True):
        if res.status == "older":
            _err(f"warning: {f}: {res.describe()}")
        else:
            print(f"{f}: {res.describe()}")
    return 2 if any(r.status == "older" for r, _p in done) else 0


def _stats(r: CardRow) -> str:
    parts = [f"{k} {v}" for k, v in (("cost", r.cost), ("lv", r.level), ("power", r.power), ("def", r.defense))
             if v is not None]
    if r.owned:
        parts.append(f"owned {r.owned}")
    return "  ".join(parts)


@_guarded
def cmd_cards_search(args: argparse.Namespace) -> int:
    args.query_text = " ".join(args.query)
    parse_query(args.query_text)  # a query that cannot be read is reported before the database is opened
    with _open(args) as db:
        ids = search_ids(db, args.query_text, args.game, order=args.order)
        shown = ids if args.limit is None or args.limit <= 0 else ids[:args.limit]
        for r in card_rows(db, shown):
            line = f"{r.card_id:<12} {r.name_en:<32} {r.type:<12} {_stats(r)}".rstrip()
            print(f"{r.game:<14} {line}" if not args.game else line)
    more = f" (showing {len(shown)})" if len(shown) < len(ids) else ""
    _err(f"{len(ids)} cards{more}")
    return 0


# -- collection -------------------------------------------------------------------------------

@_guarded
def cmd_collection_import(args: argparse.Namespace) -> int:
    text, source = _read_input(args.file, "collection")
    with _open(args) as db:
        rep = import_collection_csv(db, text, source, game=args.game, add=args.add)
    print(rep.describe())
    return 1 if rep.unmatched else 0


@_guarded
def cmd_collection_export(args: argparse.Namespace) -> int:
    with _open(args) as db:
        text = export_collection_csv(db, args.game)
    _write_output(args.file, text)
    if args.file != "-":
        print(f"{args.file}: {text.count(chr(10)) - 1} cards")
    return 0


# -- decks --------------------------------------------------------------------------------------

def _print_violations(violations: list[Any]) -> None:
    for v in violations:
        print(f"  - {v}")


@_guarded
def cmd_deck_import(args: argparse.Namespace) -> int:
    text, source = _read_input(args.file, "deck")
    with _open(args) as db:
        res = import_deck_text(db, text, source, game=args.game, name=args.name, replace=args.replace)
    print(f"{'replaced' if res.replaced else 'stored'} {res.game} deck {res.name!r}")
    for amb in res.ambiguous:  # a name several cards have: said, and exit 1, never picked in silence
        _err(f"warning: {source}: {amb.describe()}")
    if res.violations:
        print(f"the deck is not legal yet ({len(res.violations)} problems):")
        _print_violations(res.violations)
    return 1 if res.ambiguous else 0


@_guarded
def cmd_deck_export(args: argparse.Namespace) -> int:
    with _open(args) as db:
        text = export_deck_text(db, find_deck_id(db, args.deck, args.game))
    _write_output(args.out or "-", text)
    return 0


@_guarded
def cmd_deck_list(args: argparse.Namespace) -> int:
    with _open(args) as db:
        decks = list_decks(db, args.game)
    for d in decks:
        sections = ", ".join(f"{sec} {n}" for sec, n in sorted(d.counts.items())) or "empty"
        print(f"{d.game:<14} {d.name:<32} {sections:<24} updated {d.updated_at:%Y-%m-%d %H:%M}")
    _err(f"{len(decks)} deck" if len(decks) == 1 else f"{len(decks)} decks")
    return 0


@_guarded
def validate_stored(args: argparse.Namespace) -> int:
    """`deck validate --name NAME [--game G] [--db PATH]`: 0 legal, 1 violations, 2 error."""
    with _open(args) as db:
        info = find_deck(db, args.name, getattr(args, "game", None))
        rules = rules_for(info.game)
        if rules is None:
            import engine.games

            raise CardDBError(f"{db.path}: deck {short_repr(info.name, 60)}: its game {short_repr(info.game, 40)} "
                              "is not one this program implements, so it has no deck rules to check against "
                              f"(games: {', '.join(engine.games.IMPLEMENTED)})")
        violations = validate_deck(db, info.id, rules)
    if not violations:
        print(f"{info.game} deck {info.name!r} is legal")
        return 0
    print(f"{info.game} deck {info.name!r} is not legal ({len(violations)} problems):")
    _print_violations(violations)
    return 1


# -- wiring -------------------------------------------------------------------------------------

def _db_opt(p: argparse.ArgumentParser) -> None:
    # SUPPRESS: when absent, keep a --db given before the command (tcgtable --db X cards ...)
    p.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                   help="database file (default: $TCGTABLE_DB, else the user data folder)")


def add_commands(sub: Any, deck_sub: Any) -> None:
    """Add `cards` and `collection` to the top-level subparsers and import/export/list to `deck`'s."""
    cards = sub.add_parser("cards", help="card database: import sets, search cards")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    p = cards_sub.add_parser("import", help="import (or update) card-set files")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--jobs", type=_jobs, default=None, metavar="N",
                   help="worker processes reading the files of a big import (default: all cores)")
    _db_opt(p)
    p.set_defaults(func=cmd_cards_import)
    p = cards_sub.add_parser("search", help="search cards (query language: docs/search.md)")
    p.add_argument("query", nargs="*", metavar="QUERY")
    p.add_argument("--game", help="only this game's cards")
    p.add_argument("--order", choices=sorted(ORDERS), default="set")
    p.add_argument("--limit", type=int, default=None, help="print at most N cards")
    _db_opt(p)
    p.set_defaults(func=cmd_cards_search)

    coll = sub.add_parser("collection", help="the player's collection: CSV import/export")
    coll_sub = coll.add_subparsers(dest="collection_command", required=True)
    p = coll_sub.add_parser("import", help="set owned quantities from CSV (docs/collection.md)")
    p.add_argument("file", metavar="FILE", help="CSV file, or - for standard input")
    p.add_argument("--game", help="game of rows that do not name one")
    p.add_argument("--add", action="store_true", help="add the quantities instead of replacing them")
    _db_opt(p)
    p.set_defaults(func=cmd_collection_import)
    p = coll_sub.add_parser("export", help="write owned cards as CSV")
    p.add_argument("file", metavar="FILE", help="CSV file, or - for standard output")
    p.add_argument("--game", help="only this game's cards")
    _db_opt(p)
    p.set_defaults(func=cmd_collection_export)

    p = deck_sub.add_parser("import", help="store a deck from deck text (file, or - for standard input)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--game", help="game of the deck when the text does not say")
    p.add_argument("--name", help="deck name (default: the text's name line, else the file name)")
    p.add_argument("--replace", action="store_true", help="overwrite a stored deck of the same name")
    _db_opt(p)
    p.set_defaults(func=cmd_deck_import)
    p = deck_sub.add_parser("export", help="print a stored deck as deck text")
    p.add_argument("deck", metavar="NAME")
    p.add_argument("--game")
    p.add_argument("-o", "--out", metavar="FILE", help="write to FILE instead of standard output")
    _db_opt(p)
    p.set_defaults(func=cmd_deck_export)
    p = deck_sub.add_parser("list", help="list stored decks")
    p.add_argument("--game")
    _db_opt(p)
    p.set_defaults(func=cmd_deck_list)


def build_parser() -> argparse.ArgumentParser:
    """A parser with just carddb's commands (plus `deck validate --name`), for `python -m carddb`."""
    parser = argparse.ArgumentParser(prog="python -m carddb", description="TCG Table card database")
    sub = parser.add_subparsers(dest="command", required=True)
    deck = sub.add_parser("deck", help="stored decks")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    add_commands(sub, deck_sub)
    p = deck_sub.add_parser("validate", help="check a stored deck against its game's deck rules")
    p.add_argument("--name", required=True)
    p.add_argument("--game")
    _db_opt(p)
    p.set_defaults(func=validate_stored)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one carddb command; returns the exit code."""
    args = build_parser().parse_args(argv)
    return int(args.func(args))
