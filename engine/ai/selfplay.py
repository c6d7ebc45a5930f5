"""Self-play records: positions of games between computer agents, with who won, to fit a value.

A game is played exactly as the arena plays game `index` of a match (engine/ai/arena.py: the
same deals, decks and seat swaps), both seats by agent `spec`. After every action that ends a
turn, and after about one decision in SAMPLE_PERCENT others, both players' views are encoded
(engine/ai/features.py) and kept; when the game ends each kept position is labelled 1 if its
player won, 0 if they lost, 0.5 for a draw. Positions in the middle of a turn are kept on
purpose: a search asks its value there.

Records file (JSON Lines, optionally gzip-compressed when the name ends in `.gz`): the first
line is a header `{"format": RECORDS_FORMAT, "game", "agent", "seed"}`, then one line per game
`{"index", "decks": [deck of seat 0, deck of seat 1], "winner": 0 | 1 | null, "turns",
"names": [...], "positions": [[player, label, [value per name]], ...]}` (names are per line,
so the lines of parallel workers need no shared table). docs/ai.md has the format.
"""
from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from .arena import MAX_ACTIONS, arena_decks, game_setup, new_arena_game
from .base import knowledge
from .features import view_terms
from .levels import make_agent

RECORDS_FORMAT = "tcgtable-positions/1"
SAMPLE_PERCENT = 12


class RecordsError(ValueError):
    """A records file that cannot be read; the message names the file, the line and the problem."""


def play_selfplay_game(game: str, spec: str, index: int, seed: int) -> dict[str, Any]:
    """One game's record (see the module docstring)."""
    mod = knowledge(game)
    st, _a_seat = new_arena_game(game, index, seed)
    _s, _a, d0, d1 = game_setup(game, index, seed)
    agents = [make_agent(spec, seed * 7_777_777 + index * 2 + 1), make_agent(spec, seed * 7_777_777 + index * 2 + 2)]
    kept: list[tuple[int, dict[str, float]]] = []
    turn = st.turn
    actions = 0
    while not st.is_terminal() and actions < MAX_ACTIONS:
        legal = st.legal_actions()
        p = st.current_player()
        st.apply_action(legal[0] if len(legal) == 1 else agents[p].choose(st, p))
        actions += 1
        k = len(st.history)
        # a fixed pseudo-random subset of decisions, so a game's record depends on the game alone
        if st.is_terminal() or not (st.turn != turn or (k * 2654435761) % 100 < SAMPLE_PERCENT):
            continue
        turn = st.turn
        for q in (0, 1):
            kept.append((q, view_terms(st.view(q), q, st.deftable, mod)))
    w = st.winner() if st.is_terminal() else None
    names = sorted({n for _q, t in kept for n in t})
    col = {n: i for i, n in enumerate(names)}
    rows = []
    for q, t in kept:
        vals = [0.0] * len(names)
        for n, v in t.items():
            vals[col[n]] = round(v, 5)
        rows.append([q, 0.5 if w is None else 1.0 if w == q else 0.0, vals])
    return {"index": index, "decks": [d0, d1], "winner": w, "turns": st.turn, "names": names, "positions": rows}


def _selfplay_star(args: tuple[str, str, int, int]) -> dict[str, Any]:
    return play_selfplay_game(*args)


@dataclass(frozen=True)
class RecordKind:
    """A kind of records file played game by game: its header's format, a name for messages,
    the check of one game line, the (picklable, top-level) function playing one game from
    (game, spec, index, seed), and what else its header holds."""
    format: str
    label: str
    check: Callable[[Any, Path, int], dict[str, Any]]
    play: Callable[[tuple[str, str, int, int]], dict[str, Any]]
    extra: dict[str, Any] = field(default_factory=dict)


def _open(path: Path, mode: str) -> IO[str]:
    if path.name.endswith(".gz"):
        return gzip.open(path, mode + "t", encoding="utf-8")  # type: ignore[return-value]
    return path.open(mode, encoding="utf-8")


def header(game: str, spec: str, seed: int, kind: RecordKind | None = None) -> dict[str, Any]:
    return {"format": kind.format if kind else RECORDS_FORMAT, "game": game, "agent": spec, "seed": seed,
            "decks": [name for name, _ in arena_decks(game)], **(kind.extra if kind else {})}


def read_records(path: str | Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(header, game records) of a records file. A last line cut short by an interrupted run is
    left out; anything else malformed is a RecordsError naming the file and line."""
    head, games, _whole = _read(Path(path))
    return head, games


def read_kind(path: Path, kind: RecordKind) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """read_records for another kind of records file."""
    head, games, _whole = _read(path, kind)
    return head, games


def _read(p: Path, kind: RecordKind | None = None) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    """(header, games, whether the file ends cleanly: no cut-short line or compressed member)."""
    lines: list[str] = []
    whole = True
    try:
        with _open(p, "r") as f:
            for line in f:
                lines.append(line)
    except EOFError:
        whole = False  # a compressed member cut short by an interrupted run: the lines before it stand
    except (OSError, UnicodeDecodeError, gzip.BadGzipFile) as e:
        raise RecordsError(f"{p}: cannot read ({e})") from None
    if lines and not lines[-1].endswith("\n"):
        whole = False
    if not lines:
        raise RecordsError(f"{p}: empty (no header line)")
    head: dict[str, Any] | None = None
    games: list[dict[str, Any]] = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            if n == len(lines) and head is not None and not line.endswith("\n"):
                whole = False
                break  # the line an interrupted run was writing
            raise RecordsError(f"{p}: line {n}: not JSON ({e.msg})") from None
        if head is None:
            fmt = kind.format if kind else RECORDS_FORMAT
            if not isinstance(obj, dict) or obj.get("format") != fmt:
                raise RecordsError(f"{p}: line {n}: not a {kind.label if kind else 'self-play'} records header "
                                   f"(expected \"format\": \"{fmt}\")")
            head = obj
            continue
        games.append(kind.check(obj, p, n) if kind else _checked_game(obj, p, n))
    if head is None:
        raise RecordsError(f"{p}: no header line")
    return head, games, whole


def _checked_game(obj: Any, p: Path, n: int) -> dict[str, Any]:
    where = f"{p}: line {n}"
    if not isinstance(obj, dict):
        raise RecordsError(f"{where}: a game record must be an object")
    names = obj.get("names")
    rows = obj.get("positions")
    if not isinstance(obj.get("index"), int) or not isinstance(names, list) or not isinstance(rows, list):
        raise RecordsError(f"{where}: a game record needs \"index\", \"names\" and \"positions\"")
    if not all(isinstance(x, str) for x in names):
        raise RecordsError(f"{where}: \"names\" must be strings")
    for i, row in enumerate(rows):
        ok = (isinstance(row, list) and len(row) == 3 and row[0] in (0, 1) and row[1] in (0, 0.5, 1)
              and isinstance(row[2], list) and len(row[2]) == len(names)
              and all(isinstance(v, int | float) and not isinstance(v, bool) for v in row[2]))
        if not ok:
            raise RecordsError(f"{where}: position {i + 1} must be [player, label, one number per name]")
    return obj


def generate(game: str, spec: str, games: int, seed: int, out: str | Path, jobs: int | None = 1,
             progress: Any = None, ray: str | None = None) -> int:
    """Play `games` self-play games and append their records to `out` (written with a header when
    new; a file of another game, agent or seed is refused). Games already in the file are not
    played again, so an interrupted run resumes. `jobs` and `ray` choose where the games run
    (engine/ai/workers.py: None is all local cores); the file gets each game as it ends, in the
    order they end. Returns how many games were played now."""
    return generate_records(None, game, spec, games, seed, out, jobs, progress, ray)


def generate_records(kind: RecordKind | None, game: str, spec: str, games: int, seed: int, out: str | Path,
                     jobs: int | None = 1, progress: Any = None, ray: str | None = None) -> int:
    """`generate` for a kind of records (None: self-play positions)."""
    from .workers import run_tasks

    path = Path(out)
    done: set[int] = set()
    head = header(game, spec, seed, kind)
    if path.exists() and path.stat().st_size > 0:
        old, recs, whole = _read(path, kind)
        for k in ("game", "agent", "seed"):
            if old.get(k) != head[k]:
                raise RecordsError(f"{path}: holds games of {k} {old.get(k)!r}, not {head[k]!r}")
        done = {r["index"] for r in recs}
        if not whole:  # rewrite without the cut-short end, so appended games start on a line of their own
            _rewrite(path, old, recs)
    else:
        with _open(path, "w") as f:
            f.write(json.dumps(head) + "\n")
    todo = [(game, spec, i, seed) for i in range(games) if i not in done]
    played = 0
    jobs = max(1, min(jobs, len(todo))) if jobs else jobs  # no more workers than games
    for rec in run_tasks(kind.play if kind else _selfplay_star, todo, jobs=jobs, ray=ray):
        with _open(path, "a") as f:  # appended as each game ends: an interrupted run keeps them
            f.write(json.dumps(rec, separators=(",", ":")) + "\n")
        played += 1
        if progress is not None:
            progress(len(done) + played, games)
    return played


def _rewrite(path: Path, head: dict[str, Any], recs: list[dict[str, Any]]) -> None:
    tmp = path.with_name(".part-" + path.name)  # same ending: compressed alike
    with _open(tmp, "w") as f:
        f.write(json.dumps(head) + "\n")
        for r in recs:
            f.write(json.dumps(r, separators=(",", ":")) + "\n")
    tmp.replace(path)


