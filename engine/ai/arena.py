"""The arena: N games between two agent specs, alternating seats, optionally in parallel.

Games 2k and 2k+1 use the same game seed and deck pair with the agents' seats swapped
(common random numbers), so seat and deck luck cancel out pairwise. Decisions with a
single legal option are applied without asking the agents and are not timed.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards import CardDef
from ..state import State
from .arena_records import GameRecord, RecordsWriter, load_records, record_line
from .levels import make_agent

FALLBACK_DECK_SIZE = 50  # a game with bundled cards but no preconstructed deck plays them cycled
MAX_ACTIONS = 20000


def wilson(k: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """Wilson score interval of a proportion k/n (95% for the default z)."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    center = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, center - half), min(1.0, center + half))


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    pos = (len(s) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


# -- decks ---------------------------------------------------------------------------------
Deck = dict[str, list[CardDef]]  # section name -> card definitions, as `rules.new_game` takes
_DECKS: dict[str, list[tuple[str, Deck]]] = {}


def arena_decks(game: str) -> list[tuple[str, Deck]]:
    """(name, sections) of every bundled preconstructed deck of a game, or a fallback test deck.

    Every section is kept: a Vividz deck's account and missions are part of the game."""
    hit = _DECKS.get(game)
    if hit is not None:
        return hit
    import assets

    from ..cardset import load_cardset
    from ..decks import load_deck, resolve_deck

    cards: dict[str, CardDef] = {}
    for p in assets.cardset_paths(game):
        cards.update(load_cardset(p).by_id())
    out: list[tuple[str, Deck]] = []
    for p in assets.deck_paths(game):
        deck = load_deck(p)
        out.append((deck.name or p.stem, resolve_deck(deck, cards, str(p))))
    if not out:
        pool = sorted(cards.values(), key=lambda c: c.id)
        name = "bundled cards"
        if not pool:
            raise FileNotFoundError(f"no decks or cards for {game!r} to play the arena with")
        out.append((name, {"main": [pool[i % len(pool)] for i in range(FALLBACK_DECK_SIZE)]}))
    _DECKS[game] = out
    return out


def fresh(deck: Deck) -> Deck:
    """A copy of a deck's sections that a game may consume."""
    return {sec: list(cards) for sec, cards in deck.items()}


# -- one game --------------------------------------------------------------------------------
def game_setup(game: str, index: int, seed: int) -> tuple[int, int, int, int]:
    """(game seed, A's seat, deck index of seat 0, deck index of seat 1) of game `index`."""
    n = len(arena_decks(game))
    pair = index // 2
    a_seat = index % 2
    game_seed = (seed * 1_000_003 + pair * 7919 + 17) & ((1 << 62) - 1)
    da, db = (pair % (n * n)) // n, pair % n  # A's deck, B's deck
    d0, d1 = (da, db) if a_seat == 0 else (db, da)
    return game_seed, a_seat, d0, d1


def new_arena_game(game: str, index: int, seed: int) -> tuple[State, int]:
    """(the starting state of game `index`, A's seat)."""
    from ..games import get_rules

    decks = arena_decks(game)
    game_seed, a_seat, d0, d1 = game_setup(game, index, seed)
    return get_rules(game).new_game([fresh(decks[d0][1]), fresh(decks[d1][1])], game_seed), a_seat


def play_game(game: str, a_spec: str, b_spec: str, index: int, seed: int) -> GameRecord:
    state, a_seat = new_arena_game(game, index, seed)
    agents = {"a": make_agent(a_spec, seed * 7_777_777 + index * 2 + 1),
              "b": make_agent(b_spec, seed * 7_777_777 + index * 2 + 2)}
    seat_of = {a_seat: "a", 1 - a_seat: "b"}
    rec = GameRecord(index, a_seat, "draw", "", 0, 0)
    while not state.is_terminal() and rec.actions < MAX_ACTIONS:
        legal = state.legal_actions()
        p = state.current_player()
        if len(legal) == 1:
            action = legal[0]
        else:
            who = seat_of[p]
            ag = agents[who]
            t0 = time.perf_counter()
            action = ag.choose(state, p)
            rec.times[who].append(time.perf_counter() - t0)
            rec.iterations[who] += int(ag.last.get("iterations", 0))
            rec.search_seconds[who] += float(ag.last.get("search_seconds", 0.0))
        state.apply_action(action)
        rec.actions += 1
    w = state.winner()
    rec.winner = "draw" if w is None else seat_of[w]
    rec.reason = str(state.result[-1]) if state.result else "action limit"
    rec.turns = state.turn
    return rec


def _play_star(args: tuple[str, str, str, int, int]) -> GameRecord:
    return play_game(*args)


# -- a match -----------------------------------------------------------------------------------
def _by_decks(game: str, seed: int, recs: list[GameRecord], names: list[str]) -> list[dict[str, Any]]:
    """A's results per ordered deck pair (A's deck, B's deck), in the order the pairs are played:
    where a search loses is as telling as how often."""
    out: dict[tuple[int, int], dict[str, Any]] = {}
    for r in recs:
        _seed, a_seat, d0, d1 = game_setup(game, r.index, seed)
        da, db = (d0, d1) if a_seat == 0 else (d1, d0)
        row = out.setdefault((da, db), {"a_deck": names[da], "b_deck": names[db],
                                        "games": 0, "a_wins": 0, "b_wins": 0, "draws": 0})
        row["games"] += 1
        row[{"a": "a_wins", "b": "b_wins"}.get(r.winner, "draws")] += 1
    return list(out.values())


def _agent_stats(spec: str, recs: list[GameRecord], who: str) -> dict[str, Any]:
    times = [t for r in recs for t in r.times[who]]
    iters = sum(r.iterations[who] for r in recs)
    secs = sum(r.search_seconds[who] for r in recs)
    out: dict[str, Any] = {
        "spec": spec, "decisions": len(times),
        "decision_ms_mean": 1000.0 * sum(times) / len(times) if times else 0.0,
        "decision_ms_p95": 1000.0 * percentile(times, 0.95),
        "decision_ms_max": 1000.0 * max(times, default=0.0),
    }
    if secs > 0:
        out["iterations_per_second"] = iters / secs
        out["iterations_per_decision"] = iters / len(times) if times else 0.0
    return out


@dataclass
class Progress:
    """Where a match stands, for a progress line: `done` counts games read back from a records
    file too, `played` only this run's, whose pace gives the time left."""
    done: int
    total: int
    a_wins: int
    draws: int
    played: int
    elapsed: float


def _clock(seconds: float) -> str:
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


def format_progress(p: Progress, width: int = 20) -> str:
    """One progress line: a bar, games done of total, A's win rate so far with its 95% Wilson
    interval, time elapsed and left (from this run's pace; "?" until a game is played)."""
    filled = width * p.done // p.total if p.total else width
    bar = "#" * filled + "-" * (width - filled)
    if p.done:
        lo, hi = wilson(p.a_wins, p.done)
        rate = f"A {100 * p.a_wins / p.done:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"
    else:
        rate = "A -"
    left = "?" if p.played == 0 else _clock(p.elapsed / p.played * (p.total - p.done))
    return f"[{bar}] {p.done}/{p.total} games  {rate}  {_clock(p.elapsed)} elapsed, {left} left"


def run_arena(game: str, a_spec: str, b_spec: str, games: int, seed: int = 0, jobs: int | None = 1,
              progress: Callable[[Progress], None] | None = None, *, ray: str | None = None,
              records: str | Path | None = None, warn: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Play the match and return the summary (the arena's JSON object).

    jobs and ray choose the backend (`workers.run_tasks`: None is all local cores). With
    `records`, every finished game is appended to that JSON Lines file at once, and games already
    in it are read back instead of played: the summary always covers games 0..games-1, whatever
    run played them. Games recorded beyond `games` stay in the file, outside this summary.
    Raises RecordsError for an unusable records file, workers.TaskError / WorkerSetupError."""
    from .workers import local_cores, run_tasks

    make_agent(a_spec)  # fail fast on a bad spec
    make_agent(b_spec)
    decks = arena_decks(game)
    names = [name for name, _ in decks]
    match = {"game": game, "a": a_spec, "b": b_spec, "seed": seed}
    have: dict[int, GameRecord] = {}
    writer = None
    if records is not None:
        loaded = load_records(Path(records), match)
        beyond = sum(1 for i in loaded.records if i >= games)
        if warn:
            for w in loaded.warnings:
                warn(w)
        if beyond and warn:
            warn(f"{records}: {beyond} recorded game(s) beyond --games {games} left out of this summary")
        have = {i: r for i, r in loaded.records.items() if i < games}
        writer = RecordsWriter(Path(records), loaded)
    todo = [(game, a_spec, b_spec, i, seed) for i in range(games) if i not in have]
    # a pool costs a second or more to start: never more workers than games, one runs in-process
    n_jobs = jobs if jobs is not None else local_cores()
    if ray is None:
        n_jobs = max(1, min(n_jobs, len(todo)))
    recs = list(have.values())
    a_wins = sum(1 for r in recs if r.winner == "a")
    draws = sum(1 for r in recs if r.winner == "draw")
    t0 = time.perf_counter()
    try:
        if progress:
            progress(Progress(len(recs), games, a_wins, draws, 0, 0.0))
        # all read back: nothing to connect to a cluster for
        for r in run_tasks(_play_star, todo, jobs=n_jobs if ray is None else jobs, ray=ray) if todo else ():
            recs.append(r)
            if writer:
                _s, a_seat, d0, d1 = game_setup(game, r.index, seed)
                writer.write(record_line(match, r, (names[d0], names[d1]) if a_seat == 0
                                         else (names[d1], names[d0])))
            a_wins += r.winner == "a"
            draws += r.winner == "draw"
            if progress:
                progress(Progress(len(recs), games, a_wins, draws, len(recs) - len(have),
                                  time.perf_counter() - t0))
    finally:
        if writer:
            writer.close()
    recs.sort(key=lambda r: r.index)
    b_wins = sum(1 for r in recs if r.winner == "b")
    n = len(recs)
    return {
        "game": game, "a": a_spec, "b": b_spec, "games": n, "seed": seed,
        "jobs": n_jobs if ray is None else jobs, "ray": ray,
        "records": None if records is None else str(records), "resumed": len(have),
        "decks": names,
        "a_wins": a_wins, "b_wins": b_wins, "draws": draws,
        "a_win_rate": a_wins / n if n else 0.0,
        "a_win_rate_ci95": list(wilson(a_wins, n)),
        "a_score": (a_wins + 0.5 * draws) / n if n else 0.0,
        "a_wins_as_first": sum(1 for r in recs if r.winner == "a" and r.a_seat == 0),
        "mean_turns": sum(r.turns for r in recs) / n if n else 0.0,
        "agents": {"a": _agent_stats(a_spec, recs, "a"), "b": _agent_stats(b_spec, recs, "b")},
        "by_decks": _by_decks(game, seed, recs, names),
        "wall_seconds": time.perf_counter() - t0,
    }


def format_report(res: dict[str, Any]) -> str:
    lo, hi = res["a_win_rate_ci95"]
    where = f"on Ray at {res['ray']}" if res.get("ray") else f"{res['jobs']} job(s)"
    if res.get("resumed"):
        where += f", {res['resumed']} read back from {res['records']}"
    lines = [
        f"Arena {res['game']}: A = {res['a']}  vs  B = {res['b']}   ({res['games']} games, seed {res['seed']}, "
        f"{where}, decks: {', '.join(res['decks'])})",
        f"A wins {res['a_wins']}, B wins {res['b_wins']}, draws {res['draws']}",
        f"A win rate {100 * res['a_win_rate']:.1f}%  (95% CI {100 * lo:.1f}% - {100 * hi:.1f}%)",
        f"mean game length {res['mean_turns']:.1f} turns; wall time {res['wall_seconds']:.1f} s",
        f"{'agent':<28}{'decisions':>10}{'mean ms':>10}{'p95 ms':>10}{'max ms':>10}{'iter/s':>10}",
    ]
    for who in ("a", "b"):
        s = res["agents"][who]
        ips = f"{s['iterations_per_second']:.0f}" if "iterations_per_second" in s else "-"
        lines.append(f"{who.upper() + ' ' + s['spec']:<28}{s['decisions']:>10}{s['decision_ms_mean']:>10.1f}"
                     f"{s['decision_ms_p95']:>10.1f}{s['decision_ms_max']:>10.1f}{ips:>10}")
    lines.append("A's deck vs B's deck: A wins of games")
    for row in res["by_decks"]:
        lines.append(f"  {row['a_deck']} vs {row['b_deck']}: {row['a_wins']} of {row['games']}")
    return "\n".join(lines)
