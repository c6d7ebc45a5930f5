"""Game length and first-player win rate of every pair of a game's bundled decks.

    python benchmarks/deck_balance.py [--game vividz|all] [--agents heuristic,heuristic] [--games 200]
                                      [--seed 1] [--jobs 2] [--records FILE] [--mirrors] [--json]

For each unordered pair of distinct bundled decks (and each deck against itself with
`--mirrors`) N games are played with the two agents. Every game is an arena game
(`engine/ai/arena.py`: the same seeds, deck pairs and game loop as `tcgtable arena`), picked so
that agent A always has the pair's first deck, and games 2k and 2k+1 share their game seed with
the seats swapped. Who goes first is the game's own rule (a random or revealed-card choice), so
it is read from each game and reported. Per pair: mean and median length in turns (the engine's
count, both players' turns), the share of games under 8 turns, the first player's win rate with
its Wilson 95% interval, each deck's win rate, and draws. `--records FILE` appends one JSON line
per game (the arena's records format plus `first_seat`) and reads back the games it already
holds, so a long run can be stopped and resumed; with several games `.<game>` is put before the
file's suffix. Wall and CPU time (this process and its workers) are printed beside each other.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import arena  # noqa: E402
from engine.ai.arena import GameRecord, arena_decks, wilson  # noqa: E402
from engine.ai.arena_records import RecordsWriter, load_records, record_line  # noqa: E402

GAMES = ("victory_spark", "vividz", "grid", "phantom_magic_vision")
SHORT = 8  # turns: the target is a mean of at least this many (4 per player)


@dataclass
class Played:
    rec: GameRecord
    first_seat: int  # the seat that took the first turn


def arena_index(n_decks: int, i: int, j: int, k: int) -> int:
    """The arena game index of the k-th game of deck i (agent A) against deck j (agent B).

    The arena plays ordered deck pair (A's, B's) = ((p % n²) // n, p % n) in games 2p and 2p+1,
    A first in seat 0 and then in seat 1, on one game seed; so pair (i, j) is every p ≡ n·i + j."""
    p = n_decks * n_decks * (k // 2) + n_decks * i + j
    return 2 * p + k % 2


def deck_pairs(n_decks: int, mirrors: bool = False) -> list[tuple[int, int]]:
    return [(i, j) for i in range(n_decks) for j in range(i if mirrors else i + 1, n_decks)]


def play(task: tuple[str, str, str, int, int]) -> Played:
    """One arena game, played by the arena's own loop; the starting state is kept to read who
    went first at the end (the loop applies every action to that one object)."""
    game, a_spec, b_spec, index, seed = task
    seen: list[Any] = []
    orig = arena.new_arena_game

    def capture(g: str, i: int, s: int) -> Any:
        state, a_seat = orig(g, i, s)
        seen.append(state)
        return state, a_seat

    arena.new_arena_game = capture  # this process only, for this call
    try:
        rec = arena.play_game(game, a_spec, b_spec, index, seed)
    finally:
        arena.new_arena_game = orig
    return Played(rec, int(seen[0].first_player))


def _first_seats(path: Path) -> dict[int, int]:
    """index -> first_seat of the lines of a records file that carry it."""
    out: dict[int, int] = {}
    if not path.exists():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        try:
            obj = json.loads(raw)
        except json.JSONDecodeError:
            continue  # load_records has judged the file; a torn last line is played again
        if isinstance(obj, dict) and isinstance(obj.get("first_seat"), int):
            out[obj["index"]] = obj["first_seat"]
    return out


def run_game(game: str, a_spec: str, b_spec: str, games: int, seed: int, jobs: int,
             records: Path | None, mirrors: bool = False) -> dict[str, Any]:
    """Play (or read back) `games` games per deck pair of one game; the per-pair summary."""
    from engine.ai.workers import run_tasks

    names = [name for name, _ in arena_decks(game)]
    n = len(names)
    pairs = deck_pairs(n, mirrors)
    match = {"game": game, "a": a_spec, "b": b_spec, "seed": seed}
    have: dict[int, Played] = {}
    writer = None
    if records is not None:
        loaded = load_records(records, match)
        for w in loaded.warnings:
            print(w, file=sys.stderr)
        firsts = _first_seats(records)
        have = {i: Played(r, firsts[i]) for i, r in loaded.records.items() if i in firsts}
        writer = RecordsWriter(records, loaded)
    wanted = {arena_index(n, i, j, k): (i, j) for i, j in pairs for k in range(games)}
    todo = [(game, a_spec, b_spec, idx, seed) for idx in sorted(wanted) if idx not in have]
    try:
        for got in run_tasks(play, todo, jobs=max(1, min(jobs, len(todo)))) if todo else ():
            have[got.rec.index] = got
            if writer:
                i, j = wanted[got.rec.index]  # A has deck i in every game of the pair
                line = json.loads(record_line(match, got.rec, (names[i], names[j])))
                line["first_seat"] = got.first_seat
                writer.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
    finally:
        if writer:
            writer.close()
    rows = [summarize([have[arena_index(n, i, j, k)] for k in range(games)], names[i], names[j])
            for i, j in pairs]
    return {"game": game, "a": a_spec, "b": b_spec, "seed": seed, "games_per_pair": games,
            "played": len(todo), "read_back": len(wanted) - len(todo), "pairs": rows}


def summarize(played: list[Played], deck_a: str, deck_b: str) -> dict[str, Any]:
    """The numbers of one pair; agent A has deck_a in every game."""
    n = len(played)
    turns = [p.rec.turns for p in played]
    first_wins = sum(1 for p in played if p.rec.winner == ("a" if p.first_seat == p.rec.a_seat else "b"))
    a_wins = sum(1 for p in played if p.rec.winner == "a")
    b_wins = sum(1 for p in played if p.rec.winner == "b")
    draws = n - a_wins - b_wins
    decided = n - draws
    reasons: dict[str, int] = {}
    for p in played:
        reasons[p.rec.reason] = reasons.get(p.rec.reason, 0) + 1
    lo, hi = wilson(first_wins, n)
    mean = statistics.mean(turns) if turns else 0.0
    rate = first_wins / n if n else 0.0
    return {
        "deck_a": deck_a, "deck_b": deck_b, "games": n,
        "a_first": sum(1 for p in played if p.first_seat == p.rec.a_seat),
        "mean_turns": mean, "median_turns": statistics.median(turns) if turns else 0.0,
        "under_8": sum(1 for t in turns if t < SHORT) / n if n else 0.0,
        "first_wins": first_wins, "first_win_rate": rate, "first_win_ci95": [lo, hi],
        "a_win_rate": a_wins / n if n else 0.0, "b_win_rate": b_wins / n if n else 0.0,
        "draws": draws, "decided": decided, "reasons": reasons,
        "on_target": mean >= SHORT and 0.4 <= rate <= 0.6,
    }


def format_game(res: dict[str, Any]) -> str:
    lines = [f"{res['game']}: {res['a']} vs {res['b']}, {res['games_per_pair']} games per pair, seed {res['seed']} "
             f"({res['played']} played, {res['read_back']} read back)",
             f"  {'pair (A deck vs B deck)':<40}{'games':>6}{'mean':>6}{'med':>5}{'<8':>6}"
             f"{'1st wins (95% CI)':>24}{'A win':>7}{'B win':>7}{'draw':>5}  target"]
    for r in res["pairs"]:
        lo, hi = r["first_win_ci95"]
        first = f"{100 * r['first_win_rate']:.1f}% ({100 * lo:.0f}-{100 * hi:.0f}%)"
        lines.append(f"  {r['deck_a'] + ' vs ' + r['deck_b']:<40}{r['games']:>6}{r['mean_turns']:>6.1f}"
                     f"{r['median_turns']:>5.1f}{100 * r['under_8']:>5.0f}%{first:>24}"
                     f"{100 * r['a_win_rate']:>6.1f}%{100 * r['b_win_rate']:>6.1f}%{r['draws']:>5}  "
                     f"{'ok' if r['on_target'] else 'MISS'}")
    return "\n".join(lines)


def _cpu() -> float:
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def records_path(base: str | None, game: str, several: bool) -> Path | None:
    if base is None:
        return None
    p = Path(base)
    return p.with_name(f"{p.stem}.{game}{p.suffix}") if several else p


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="all", choices=(*GAMES, "all"))
    ap.add_argument("--agents", default="heuristic,heuristic",
                    help="A,B agent specs (e.g. heuristic,heuristic or normal,normal)")
    ap.add_argument("--games", type=int, default=200, help="games per deck pair (default 200)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--records", help="JSON Lines file of the games, read back and appended to")
    ap.add_argument("--mirrors", action="store_true", help="also each deck against itself")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = ap.parse_args(argv)
    specs = args.agents.split(",")
    if len(specs) != 2:
        ap.error("--agents takes two specs separated by a comma")
    games = GAMES if args.game == "all" else (args.game,)
    out = []
    for game in games:
        w0, c0 = time.perf_counter(), _cpu()
        res = run_game(game, specs[0].strip(), specs[1].strip(), args.games, args.seed, args.jobs,
                       records_path(args.records, game, len(games) > 1), args.mirrors)
        res["wall_seconds"], res["cpu_seconds"] = time.perf_counter() - w0, _cpu() - c0
        out.append(res)
        if not args.json:
            print(format_game(res))
            print(f"  wall {res['wall_seconds']:.1f} s, CPU {res['cpu_seconds']:.1f} s "
                  f"(this process and its workers), {args.jobs} job(s)", flush=True)
    if args.json:
        print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
