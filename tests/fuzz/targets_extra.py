"""More readers under test, registered into targets.TARGETS: card-set packages, the commands that
read a (damaged) database, an autosave played on after it loads, and replays judged by their claims.

- package: `cards import FILE --db <fresh>` (0), `cardset check FILE` (0; a file that fails the
  check is a `FAIL <message>` line on stdout and exit 1, clear when it names the file),
  engine.cardpackage.read_package (FormatError).
- db: the input is the database file. `cards search [QUERY]`, `deck list`, `deck export NAME`,
  `deck validate --name NAME` (0 or 1), `collection export OUT` run with `--db FILE` (0; clear is
  exit 2 with an `error:` line naming the file), and `db-replays`, which reads what the replays page
  reads: every stored replay (its content parsed and re-run, or the file it names) and every setting
  (CardDBError or EngineError naming the database file; a replay stored as a path may name that path).
- save: `autosave.play` reads the autosave as the table does and, when it loads, plays up to 20
  answers chosen from state.legal_actions() by a Random seeded from the input's bytes, saving after
  each answer as the table does; then the position is saved and loaded again. An exception while
  playing is a traceback; a position that cannot be saved or loaded again, or that is not over and
  has no legal answer, is `wrong`.
- replay: `replay verify` and `replay show` as in targets.py, and `wrong` when they exit 0 for a file
  whose claims differ from its seed's (result, turns, the number of players; for verify also the
  final hash and everything the hash covers).
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import zlib
from pathlib import Path
from random import Random
from typing import Any

from .seeds import Corpus, Seed
from .targets import TARGETS, Capture, Runner, Target, exc_record, fresh_db, run_cli, run_func

PLAY_ANSWERS = 20


# -- packages -----------------------------------------------------------------------------------

def _package_import(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["cards", "import", str(p), "--db", fresh_db(c, d)], p, frozenset({0}))


def _cardset_check(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["cardset", "check", str(p)], p, frozenset({0}), fail_rc=1)


def _read_package(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    from engine.cardpackage import read_package
    from engine.errors import FormatError
    return run_func(lambda: read_package(p), p, (FormatError,))


# -- a damaged database -------------------------------------------------------------------------

# one is chosen by the input's bytes (the same input, the same query): the plain list, free words
# (the full-text index), fields, attributes, owned copies, a deck, and a sort by a stat column
QUERIES = [[], ["sora"], ["type:character", "power>=2000"], ["attr:female"], ["owned>0"],
           ['indeck:"Spark Rush"'], ["tag:hero", "--order", "power"], ["stat.soul>=1"],
           ["kw:guard", "--order", "name"]]


def _deck_name(p: Path, c: Corpus) -> str:
    """The name the target deck has in this database (the mutation may have changed it), else the
    template's name for it."""
    name: Any = None
    try:
        con = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True)
        try:
            row = con.execute("SELECT name FROM decks WHERE id = ?", (c.db_deck[0],)).fetchone()
            name = row[0] if row else None
        finally:
            con.close()
    except (sqlite3.Error, ValueError):
        pass
    ok = isinstance(name, str) and 0 < len(name) <= 200 and name.strip() and "\x00" not in name
    return name if ok else c.db_deck[1]


def _db_command(args: Any, accept: frozenset[int] = frozenset({0})) -> Runner:
    def run(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
        argv = args(p, c, d) if callable(args) else list(args)
        return run_cli([*argv, "--db", str(p)], p, accept)
    return run


def _search_args(p: Path, c: Corpus, d: Path) -> list[str]:
    return ["cards", "search", *QUERIES[zlib.crc32(p.read_bytes()) % len(QUERIES)]]


def _db_replays(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    """What the replays page reads: the list, each replay (content checked and re-run, or the file
    it names), and every setting."""
    from carddb.database import open_database
    from carddb.errors import CardDBError
    from carddb.replays import get_replay, list_replays
    from carddb.settings import get_setting
    from engine.datafile import parse_json
    from engine.errors import EngineError, FormatError
    from engine.replay import check_header, check_replay, read_replay

    def read() -> None:
        with open_database(p) as db:
            for info in list_replays(db):
                rec = get_replay(db, info.id)
                src = f"{p}: replay {info.id}"
                if rec.content is not None:
                    data = parse_json(rec.content, src)
                    check_header(data, src)
                elif info.path:
                    try:
                        data = read_replay(info.path)
                    except FormatError as e:  # names the file the row names: the database's part is the row
                        raise FormatError(src, "path", str(e)) from None
                else:
                    continue
                check_replay(data, src)
            for key in _setting_keys(p):
                get_setting(db, key)
    return run_func(read, p, (CardDBError, EngineError))


def _setting_keys(p: Path) -> list[str]:
    try:
        con = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True)
        try:
            return [r[0] for r in con.execute("SELECT key FROM settings") if isinstance(r[0], str)]
        finally:
            con.close()
    except sqlite3.Error:
        return []


# -- a saved game, played on ----------------------------------------------------------------------

class _Wrong(Exception):
    """The position played on does something the table cannot live with (not a Python error)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind


def _autosave_play(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    from desktop.table import autosave
    from engine import savegame
    from engine.errors import EngineError, FormatError
    loaded: list[Any] = []
    rec = run_func(lambda: loaded.append(autosave.read(p)), p, (EngineError, ValueError))
    if rec["outcome"] != "accepted":
        return rec
    setup, state = loaded[0]
    rng = Random(hashlib.sha256(p.read_bytes()).hexdigest())
    played: list[str] = []
    answering: list[str] = []  # the answer being played, while it is

    def play() -> None:
        for _ in range(PLAY_ANSWERS):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            if not actions:
                raise _Wrong("no legal answer", "the game is not over, but there is no legal answer")
            a = rng.choice(actions)
            answering[:] = [str(a)]
            state.view(setup.human)  # what the table draws after every answer
            state.apply_action(a)
            savegame.save(state)  # what the autosave writes after every answer
            played.append(answering.pop())
        try:
            data = json.loads(json.dumps(savegame.save(state), ensure_ascii=False))
        except (TypeError, ValueError) as e:
            raise _Wrong("cannot be saved", f"{type(e).__name__}: {str(e)[:120]}") from None
        try:
            savegame.load(data, f"{p} (played on)")
        except FormatError as e:
            raise _Wrong("its own save is refused", str(e)[:300]) from None

    try:
        with contextlib.redirect_stdout(Capture()), contextlib.redirect_stderr(Capture()):
            play()
    except MemoryError as e:
        return exc_record(e, "memory")
    except _Wrong as e:
        return {"outcome": "wrong", "exc": f"played on: {e.kind}",
                "detail": f"after {len(played)} answers ({', '.join(played[-3:])}): {e}"[:400]}
    except BaseException as e:
        r = exc_record(e, "traceback")
        at = f"answering {answering[0]}" if answering else "saving the position"
        r["detail"] = f"after {len(played)} answers, {at}: {r['detail']}"[:400]
        return r
    return {"outcome": "accepted", "detail": f"{len(played)} answers played"}


# -- replays judged by what they claim ------------------------------------------------------------

def _canonical(v: Any) -> str:
    return json.dumps(v, sort_keys=True, ensure_ascii=False)  # 1, 1.0 and true are different claims


def claims_differ(tree: Any, seed: Any, with_hash: bool) -> str:
    """The first claim of replay `tree` that differs from its seed's ("" if none): those the re-run
    checks (result, turns, the number of players; a claim left out is not checked), and for verify
    the final hash and the inputs it covers (game, seed, decks, cards, answers)."""
    if not isinstance(tree, dict) or not isinstance(seed, dict):
        return ""
    for key in ("result", "turns"):
        if key in tree and _canonical(tree[key]) != _canonical(seed.get(key)):
            return f"{key}: {_canonical(tree[key])[:40]} (seed: {_canonical(seed.get(key))[:40]})"
    if isinstance(tree.get("players"), list) and len(tree["players"]) != len(seed.get("players") or []):
        return f"players: {len(tree['players'])} names"
    if not with_hash:
        return ""
    if tree.get("final_hash") != seed.get("final_hash"):
        return f"final_hash: {str(tree.get('final_hash'))[:40]!r}"
    from engine.replay import inputs_digest
    try:
        if inputs_digest(tree) != inputs_digest(seed):
            return "the inputs the final hash covers (game, seed, decks, cards, answers)"
    except (TypeError, ValueError, RecursionError):
        return ""
    return ""


def _judged(base: Runner, with_hash: bool) -> Runner:
    def run(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
        rec = base(p, s, c, d)
        if rec.get("outcome") != "accepted" or rec.get("rc") != 0 or not isinstance(s.tree, dict):
            return rec
        try:
            tree = json.loads(p.read_bytes())
        except (ValueError, RecursionError):
            return rec
        diff = claims_differ(tree, s.tree, with_hash)
        if not diff:
            return rec
        return {"outcome": "wrong", "rc": 0, "exc": f"exit 0, claims differ: {diff.split(':')[0]}",
                "detail": f"exit 0 for a replay whose claims differ from its seed's: {diff}"}
    return run


TARGETS["replay-verify"] = Target("replay-verify", "replay", _judged(TARGETS["replay-verify"].run, True))
TARGETS["replay-show"] = Target("replay-show", "replay", _judged(TARGETS["replay-show"].run, False))

for _t in [
    Target("autosave.play", "save", _autosave_play, frozenset({"save", "structure"})),
    Target("package-import", "package", _package_import),
    Target("cardset-check", "package", _cardset_check),
    Target("read_package", "package", _read_package),
    Target("db-cards-search", "db", _db_command(_search_args)),
    Target("db-deck-list", "db", _db_command(["deck", "list"])),
    Target("db-deck-export", "db", _db_command(lambda p, c, d: ["deck", "export", _deck_name(p, c)])),
    Target("db-deck-validate", "db",
           _db_command(lambda p, c, d: ["deck", "validate", "--name", _deck_name(p, c)], frozenset({0, 1}))),
    Target("db-collection-export", "db",
           _db_command(lambda p, c, d: ["collection", "export", str(d / "owned.csv")])),
    Target("db-replays", "db", _db_replays),
]:
    TARGETS[_t.name] = _t
