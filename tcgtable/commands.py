"""Engine-side commands: games, simulate, deck validate, replay verify/show, scenario run, cardset schema."""
from __future__ import annotations

import argparse
import json
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

from engine.errors import EngineError, FormatError


def _err(msg: str) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return 2


def add_engine_commands(sub: Any) -> None:
    p = sub.add_parser("games", help="list the games this build implements")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("simulate", help="play complete games between agents")
    p.add_argument("--game", required=True)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", default="random,random", help="two agents, e.g. random,random or heuristic,normal")
    p.add_argument("--decks", help="two deck files, comma-separated (default: the preconstructed decks)")
    p.add_argument("--replays", help="folder to write one replay file per game")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("replay", help="verify or show replay files")
    rs = p.add_subparsers(dest="replay_command", metavar="ACTION", required=True)
    v = rs.add_parser("verify", help="re-run replays and compare their final state")
    v.add_argument("files", nargs="+")
    v.set_defaults(func=cmd_replay_verify)
    s = rs.add_parser("show", help="print a replay's game log")
    s.add_argument("file")
    s.add_argument("--lang", default="en", choices=["en", "ja"])
    s.add_argument("--json", action="store_true", help="events as JSON lines")
    s.set_defaults(func=cmd_replay_show)

    p = sub.add_parser("scenario", help="rules scenarios")
    ss = p.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    r = ss.add_parser("run", help="run scenario files; prints 'N passed, M failed'")
    r.add_argument("files", nargs="+")
    r.set_defaults(func=cmd_scenario_run)

    p = sub.add_parser("cardset", help="card-set files")
    cs = p.add_subparsers(dest="cardset_command", metavar="ACTION", required=True)
    s = cs.add_parser("schema", help="write the JSON Schema of card-set files (docs/cardsets.md)")
    s.add_argument("--game", help="one game id (default: every implemented game)")
    s.add_argument("--out", help="folder to write <game>.cardset.schema.json to (default: docs/schema, "
                                 "run in the repository root)")
    s.set_defaults(func=cmd_cardset_schema)
    c = cs.add_parser("check", help="check card-set files or packages (.zip with pictures) as the importer does; prints each set's card count "
                                    "or the first problem (file, card, field)")
    c.add_argument("files", nargs="+")
    c.set_defaults(func=cmd_cardset_check)


def add_deck_validate(deck_sub: Any) -> None:
    p = deck_sub.add_parser("validate", help="check a deck against the game's construction rules")
    p.add_argument("--game", required=False, help="game id (default: the deck file's game: line)")
    p.add_argument("file", nargs="?", help="deck file (plain-text deck format)")
    p.add_argument("--name", help="validate a deck stored in the database instead of a file")
    p.add_argument("--db", default=argparse.SUPPRESS, help="database file")
    p.set_defaults(func=cmd_deck_validate)


def cmd_games(args: argparse.Namespace) -> int:
    from engine.games import IMPLEMENTED, IN_DEVELOPMENT, get_rules
    for g in IMPLEMENTED:
        print(f"{g}\t{get_rules(g).name['en']}")
    for g in IN_DEVELOPMENT:
        print(f"{g}\t{get_rules(g).name['en']} (in development: not offered in the app yet)")
    return 0


def cmd_deck_validate(args: argparse.Namespace) -> int:
    from engine.decks import load_deck, resolve_deck
    from engine.games import get_rules
    from engine.library import bundled_cards
    if args.name:
        try:
            from carddb.cli import validate_stored
        except ImportError:
            return _err("the card database is not available in this build")
        return int(validate_stored(args))
    if not args.file:
        return _err("give a deck FILE (or --name NAME for a stored deck)")
    from engine.errors import short_repr
    from engine.games import IMPLEMENTED
    try:
        deck = load_deck(args.file)
    except FormatError as e:
        return _err(str(e))
    game = args.game or deck.game
    if not game:
        return _err(f"{args.file}: say which game (--game) or add a 'game:' line")
    try:
        rules = get_rules(game)
    except KeyError:
        where = "--game" if args.game else f"{args.file}: line {deck.game_line}"
        return _err(f"{where}: unknown or unimplemented game {short_repr(game, 60)} "
                    f"(the games are {', '.join(IMPLEMENTED)})")
    try:
        sections = resolve_deck(deck, bundled_cards(game), args.file)
    except FormatError as e:
        print(f"{args.file}: not legal:\n  - {e.item}: {e.problem}", file=sys.stdout)
        return 1
    violations = rules.validate_deck(sections)
    if not violations:
        print(f"{args.file}: legal {game} deck ({sum(len(v) for v in sections.values())} cards)")
        return 0
    print(f"{args.file}: not legal:")
    for v in violations:
        print(f"  - {v.message} ({v.clause})")
    return 1


def _agent(spec: str, seed: int) -> Any:
    if spec == "random":
        from engine.rng import Rng

        class _Random:
            name = "random"

            def __init__(self) -> None:
                self.rng = Rng(seed)

            def choose(self, state: Any, player: int) -> Any:
                return self.rng.choice(state.legal_actions())
        return _Random()
    from engine.ai.levels import make_agent
    return make_agent(spec, seed)


def _decks(game: str, arg: str | None) -> tuple[list[str], list[dict[str, Any]]]:
    from engine.games import get_rules
    from engine.library import load_deck_cards, precon_paths
    paths = [Path(p) for p in arg.split(",")] if arg else precon_paths(game)[:2]
    if not paths:
        raise FormatError(game, "decks", "no preconstructed decks are bundled for this game; give --decks")
    if len(paths) == 1:
        paths = paths * 2
    if len(paths) > 2:
        raise FormatError(",".join(map(str, paths)), "--decks", "give one or two deck files")
    out = [load_deck_cards(p, game) for p in paths]
    rules = get_rules(game)
    for p, (_d, cards) in zip(paths, out, strict=True):
        problems = rules.validate_deck(cards)
        if problems:  # the engine plays only what the game's construction rules allow
            raise FormatError(str(p), "deck", f"not a legal {game} deck: {problems[0]}")
    return [d.name for d, _ in out], [cards for _, cards in out]


def cmd_simulate(args: argparse.Namespace) -> int:
    from engine.games import get_rules
    from engine.replay import make_replay, save_replay
    try:
        rules = get_rules(args.game)
    except KeyError:
        return _err(f"unknown or unimplemented game {args.game!r}")
    specs = args.players.split(",")
    if len(specs) != 2:
        return _err("--players takes two agents, e.g. random,random")
    try:
        names, decks = _decks(args.game, args.decks)
        agents = [_agent(specs[i], args.seed * 2 + i) for i in (0, 1)]
    except FormatError as e:
        return _err(str(e))
    except (ValueError, KeyError) as e:
        return _err(f"bad --players: {e}")
    if args.replays:
        Path(args.replays).mkdir(parents=True, exist_ok=True)
    wins = [0, 0]
    draws = finished = errors = actions = turns = 0
    t0 = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        try:
            state = rules.new_game(decks, seed)
            while not state.is_terminal():
                p = state.current_player()
                state.apply_action(agents[p].choose(state, p))
                actions += 1
        except EngineError as e:
            errors += 1
            print(f"game {g} (seed {seed}): {e}", file=sys.stderr)
            continue
        finished += 1
        turns += state.turn
        w = state.winner()
        if w is None:
            draws += 1
        else:
            wins[w] += 1
        if args.replays:
            save_replay(Path(args.replays) / f"{args.game}-{seed}.json", make_replay(state, decks, names, specs))
    dt = time.perf_counter() - t0
    out = {"game": args.game, "games": args.games, "finished": finished, "draws": draws, "wins": wins,
           "errors": errors, "turns_mean": turns / finished if finished else 0.0,
           "games_per_second": finished / dt if dt else 0.0, "actions_per_second": actions / dt if dt else 0.0,
           "seconds": dt, "decks": names, "players": specs}
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{finished}/{args.games} games finished: wins {wins[0]}-{wins[1]}, {draws} draws, {errors} errors; "
              f"{out['turns_mean']:.1f} turns on average; {out['games_per_second']:.1f} games/s, "
              f"{out['actions_per_second']:.0f} actions/s")
    return 0 if errors == 0 else 1


def cmd_replay_verify(args: argparse.Namespace) -> int:
    from engine.replay import read_replay, verify
    bad = unreadable = 0
    for f in args.files:
        try:
            ok, msg = verify(read_replay(f), f)
        except FormatError as e:
            print(f"error: {e}", file=sys.stderr)
            unreadable += 1
            continue
        print(f"{f}: {msg}" if ok else f"{f}: FAILED: {msg}")
        bad += not ok
    return 2 if unreadable else (1 if bad else 0)


def cmd_replay_show(args: argparse.Namespace) -> int:
    from engine.replay import ReplayDiverged, claim_mismatches, read_replay, replay_states
    try:
        data = read_replay(args.file)
        state = None
        for state, events, action in replay_states(data, args.file):
            if action is not None and not args.json:
                print(f"  > player {state.history[-1][0] + 1}: {state.rules.describe_action(state, action, args.lang)}")
            for e in events:
                if args.json:
                    print(json.dumps(e.to_json(), ensure_ascii=False))
                else:
                    line = state.rules.render_event(state, e, args.lang)
                    if line:
                        print(line)
    except ReplayDiverged as e:
        print(f"error: diverged: {e}", file=sys.stderr)
        return 1
    except FormatError as e:
        return _err(str(e))
    # the log above is the re-run's; a file claiming another result (or turns, seats) is not what it says
    wrong = claim_mismatches(data, state) if state is not None else []
    for key, problem in wrong:
        print(f"error: {args.file}: {key}: {problem}", file=sys.stderr)
    return 1 if wrong else 0


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from engine.scenario import load_scenarios, run_scenario
    passed = failed = broken = 0
    for f in args.files:
        try:
            specs = load_scenarios(f)
        except Exception as e:  # noqa: BLE001 - a file that cannot be read stops no other file
            print(f"error: {e if isinstance(e, FormatError) else f'{f}: {type(e).__name__}: {e}'}", file=sys.stderr)
            broken += 1
            continue
        for spec in specs:
            try:
                o = run_scenario(spec, f)  # an engine crash inside is the scenario's failure
            except FormatError as e:
                print(f"error: {e}", file=sys.stderr)
                broken += 1
                continue
            if o.ok:
                passed += 1
            else:
                failed += 1
                print(f"FAIL {f}: {o.name}")
                for msg in o.failures:
                    print(f"    {msg}")
    print(f"{passed} passed, {failed + broken} failed")
    return 2 if broken else (0 if failed == 0 else 1)


def cmd_cardset_check(args: argparse.Namespace) -> int:
    from engine.ability_names import ability_name_warnings
    from engine.cardpackage import load_set_file
    bad = 0
    for f in args.files:
        try:
            cs, pictures = load_set_file(f)
        except EngineError as e:
            bad += 1
            print(f"FAIL {e}")
            continue
        pics = f", {len(pictures)} pictures" if pictures else ""
        print(f"ok {f}: {cs.game} {cs.code} version {cs.version}, {len(cs.cards)} cards{pics}")
        for line in ability_name_warnings(cs):  # loads, but may be a misspelling (VS 2.12.1)
            print(f"warning {line}")
    return 1 if bad else 0


def cmd_cardset_schema(args: argparse.Namespace) -> int:
    from engine.cardset_schema import DEFAULT_DIR, write_schemas
    from engine.games import IMPLEMENTED, IN_DEVELOPMENT
    if args.game and args.game not in IMPLEMENTED and args.game not in IN_DEVELOPMENT:
        return _err(f"unknown or unimplemented game {args.game!r}")
    if args.out is None and not Path("docs").is_dir():
        return _err("no docs/ folder here: run in the repository root, or give --out DIR")
    for path in write_schemas(args.out or DEFAULT_DIR, [args.game] if args.game else IMPLEMENTED):
        print(path)
    return 0


def launch_app(ap: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        from desktop.app import run_app
    except ImportError:
        ap.print_help()
        return 0
    return int(run_app(args))


def self_check(args: argparse.Namespace) -> int:
    """Open the database, load every card set, render one card face; exit 0 when all work."""
    from engine.games import IMPLEMENTED
    from engine.library import bundled_cards
    tracemalloc.stop()
    n = 0
    for g in IMPLEMENTED:
        n += len(bundled_cards(g))
    print(f"card sets: {n} cards in {len(IMPLEMENTED)} games")
    try:
        from desktop.selfcheck import run_self_check
    except ImportError:
        return 0
    return int(run_self_check(args))
