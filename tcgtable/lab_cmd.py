"""`tcgtable lab`: the deck lab from the command line (engine/ai/lab.py): a deck against
opponents, N games at one level, results by opponent and seat and per card."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def add_command(sub: Any) -> argparse.ArgumentParser:
    p = sub.add_parser("lab", help="test a deck: N games against opponents at one level, with per-card statistics",
                       description="Play a deck against one or more opponent decks (default: every preconstructed "
                                   "deck of the game), both sides at the same computer level, seats alternating; "
                                   "print the deck's win rate with a Wilson 95%% interval by opponent and by seat, "
                                   "game length, and per card how often it was drawn and played and the win rate "
                                   "when drawn.")
    p.add_argument("--game", required=True, help="game id, e.g. victory_spark")
    p.add_argument("--deck", required=True, metavar="FILE|NAME",
                   help="the deck to test: a deck file, or a preconstructed deck's name")
    p.add_argument("--opponent", action="append", default=None, metavar="FILE|NAME",
                   help="an opponent deck (repeat for several); default: every preconstructed deck of the game")
    p.add_argument("--level", default="normal", help="the computer level (or agent spec) both sides play at "
                                                     "(default normal)")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument("--seed", type=int, default=0, help="lab seed (default 0); the same command plays the same games")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: all local cores)")
    p.add_argument("--ray", metavar="auto|ADDRESS", default=None, help="play on a Ray cluster (as tcgtable arena)")
    p.add_argument("--csv", metavar="FILE", default=None, help="also write the results as CSV")
    p.add_argument("--lang", choices=("en", "ja"), default="en", help="card names' language in the report and CSV")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=run)
    return p


def _deck(game: str, ref: str) -> tuple[str, dict[str, Any]]:
    """(name, sections) of a deck file or a preconstructed deck named `ref`; FormatError/ValueError."""
    from engine.errors import FormatError
    from engine.games import get_rules
    from engine.library import load_deck_cards, precon_paths

    path = Path(ref)
    if not path.exists():
        for pre in precon_paths(game):
            deck, cards = load_deck_cards(pre, game)
            if ref.casefold() in ((deck.name or "").casefold(), pre.stem.casefold()):
                return deck.name or pre.stem, cards
        names = [load_deck_cards(p, game)[0].name or p.stem for p in precon_paths(game)]
        raise FormatError(ref, "deck", f"no such file, and no preconstructed {game} deck of that name "
                                       f"(they are: {', '.join(names)})")
    deck, cards = load_deck_cards(path, game)
    problems = get_rules(game).validate_deck(cards)
    if problems:
        raise FormatError(str(path), "deck", f"not a legal {game} deck: {problems[0]}")
    return deck.name or path.stem, cards


def format_lab(s: dict[str, Any], lang: str = "en") -> str:
    def pct(t: dict[str, Any]) -> str:
        lo, hi = t["ci95"]
        return (f"{t['wins']} of {t['games']}, {100 * t['win_rate']:.1f}% (95% CI {100 * lo:.1f}% - "
                f"{100 * hi:.1f}%)" if t["games"] else "no games")

    lines = [f"Deck lab {s['game']}: {s['deck']} at level {s['level']} ({s['games']} games, seed {s['seed']})",
             f"all: {pct(s)}; draws {s['draws']}; game length mean {s['turns_mean']:.1f}, "
             f"median {s['turns_median']:.0f} turns"]
    for seat in s["by_seat"]:
        lines.append(f"  {'first' if seat['seat'] == 0 else 'second'}: {pct(seat)}")
    for o in s["by_opponent"]:
        lines.append(f"vs {o['opponent']}: {pct(o)}")
        for seat in o["by_seat"]:
            lines.append(f"  {'first' if seat['seat'] == 0 else 'second'}: {pct(seat)}")
    lines.append(f"{'card':<14}{'name':<28}{'copies':>7}{'drawn':>7}{'played':>8}  win rate when drawn")
    for c in s["cards"]:
        name = c["name"].get(lang) or c["name"].get("en", "") if isinstance(c["name"], dict) else str(c["name"])
        rate = "-" if c["win_rate_when_drawn"] is None else \
            f"{100 * c['win_rate_when_drawn']:.0f}% ({c['wins_when_drawn']} of {c['drawn']})"
        lines.append(f"{c['card']:<14}{name[:27]:<28}{c['copies']:>7}{c['drawn']:>7}{c['played']:>8}  {rate}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from engine.ai.lab import lab_csv, run_lab
    from engine.ai.levels import check_spec
    from engine.errors import FormatError
    from engine.games import get_rules
    from engine.library import precon_paths

    def err(msg: str) -> int:
        print(f"tcgtable lab: {msg}", file=sys.stderr)
        return 2

    try:
        get_rules(args.game)
    except KeyError:
        return err(f"unknown or unimplemented game {args.game!r}")
    if args.games < 1:
        return err("--games must be at least 1")
    try:
        check_spec(args.level, args.game)
        deck = _deck(args.game, args.deck)
        opponents = [_deck(args.game, o) for o in args.opponent] if args.opponent else \
            [_deck(args.game, str(p)) for p in precon_paths(args.game)]
    except FormatError as e:
        return err(str(e))
    except ValueError as e:
        return err(str(e))
    if not opponents:
        return err(f"no preconstructed {args.game} decks to play against; give --opponent")
    summary = run_lab(args.game, deck, opponents, args.level, args.games, args.seed, args.jobs, ray=args.ray)
    if args.csv:
        try:
            Path(args.csv).write_text(lab_csv(summary, args.lang), encoding="utf-8")
        except OSError as e:
            return err(f"{args.csv}: cannot write: {e.strerror or e}")
    print(json.dumps(summary, ensure_ascii=False, indent=1) if args.json else format_lab(summary, args.lang))
    return 0
