"""The `tcgtable` command: with no arguments it opens the desktop app; subcommands for games,
simulation, decks, replays, scenarios, card-set schemas, the card database and the AI arena."""
from __future__ import annotations

import argparse
import sys
from typing import Any

from . import commands


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="tcgtable", description="TCG Table: play Japanese trading card games offline.")
    ap.add_argument("--self-check", action="store_true", help="open the database, load every card set, render a card, exit")
    ap.add_argument("--db", help="database file (default: user data directory, or $TCGTABLE_DB)")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND")
    commands.add_engine_commands(sub)
    deck = sub.add_parser("deck", help="deck files and stored decks")
    deck_sub = deck.add_subparsers(dest="deck_command", metavar="ACTION", required=True)
    commands.add_deck_validate(deck_sub)
    for mod, fn in (("carddb.cli", "add_commands"), ("tcgtable.arena_cmd", "add_command"),
                    ("tcgtable.learn_cmd", "add_command"), ("tcgtable.ladder_cmd", "add_command"),
                    ("tcgtable.lab_cmd", "add_command"), ("tcgtable.review_cmd", "add_command"),
                    ("tcgtable.policy_cmd", "add_command")):
        try:
            m = __import__(mod, fromlist=[fn])
        except ImportError:
            continue  # a part not installed in this build
        getattr(m, fn)(sub, deck_sub) if fn == "add_commands" else getattr(m, fn)(sub)
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    args.argv = list(sys.argv[1:] if argv is None else argv)  # the command line, for what records it
    if getattr(args, "self_check", False):
        return commands.self_check(args)
    if args.command is None:
        return commands.launch_app(ap, args)
    func: Any = getattr(args, "func", None)
    if func is None:
        ap.print_help()
        return 2
    try:
        return int(func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early: not an error
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
