"""The deck lab: one deck against one or more opponents, N games between two computer players at
one level, and what the games say about the deck.

Games 2k and 2k+1 share a game seed and an opponent with the seats swapped, so seat luck cancels
out pairwise; the opponents take turns pair by pair. Both sides play at the same level, so the
result measures the decks, not the players. Per card of the deck it counts the games in which a
copy was in its owner's hand (drawn, the opening hand included), the games in which one was played
(the game's `play` event) and the deck's wins among the games it was drawn in. Everything is
read from the games as an observer, after they are played; the agents see only their own views.

`run_lab` plays the games (on local cores or a Ray cluster, engine/ai/workers.py) and returns
the summary (format in docs/ai.md, "The deck lab"); `lab_csv` writes it as CSV.
"""
from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any

from ..cards import CardDef
from .arena import MAX_ACTIONS, Deck, fresh, percentile, wilson
from .levels import make_agent

FORMAT = 1


@dataclass
class LabGame:
    """One lab game from the tested deck's side."""

    index: int
    opponent: int  # index into the opponents
    seat: int  # the tested deck's seat: 0 moves first
    result: str  # "win", "loss" or "draw" for the tested deck
    turns: int
    drawn: list[str] = field(default_factory=list)  # card ids of the deck seen in its owner's hand
    played: list[str] = field(default_factory=list)  # card ids of the deck it played


def lab_setup(index: int, seed: int, opponents: int) -> tuple[int, int, int]:
    """(game seed, opponent index, the deck's seat) of game `index`."""
    pair = index // 2
    game_seed = (seed * 1_000_033 + pair * 7907 + 29) & ((1 << 62) - 1)
    return game_seed, pair % opponents, index % 2


def play_lab_game(task: tuple[str, Deck, list[Deck], str, int, int]) -> LabGame:
    """Play game `index` of a lab (a top-level function: workers run it)."""
    from ..games import get_rules

    game, deck, opponents, level, index, seed = task
    game_seed, opp, seat = lab_setup(index, seed, len(opponents))
    decks = [fresh(deck), fresh(opponents[opp])]
    if seat == 1:
        decks.reverse()
    state = get_rules(game).new_game(decks, game_seed)
    agents = [make_agent(level, seed * 7_777_777 + index * 2 + s + 1) for s in (0, 1)]
    hand = f"{seat}.hand"
    drawn: set[str] = set()
    played: set[str] = set()
    actions = 0
    while True:
        for iid in state.zones.get(hand, ()):
            drawn.add(state.defs[iid].id)
        if state.is_terminal() or actions >= MAX_ACTIONS:
            break
        legal = state.legal_actions()
        p = state.current_player()
        action = legal[0] if len(legal) == 1 else agents[p].choose(state, p)
        for e in state.apply_action(action):
            if e.kind == "play" and e.get("player") == seat:
                played.add(str(e.get("card")))
        actions += 1
    w = state.winner()
    result = "draw" if w is None else ("win" if w == seat else "loss")
    return LabGame(index, opp, seat, result, state.turn, sorted(drawn), sorted(played))


def run_lab(game: str, deck: tuple[str, Deck], opponents: list[tuple[str, Deck]], level: str, games: int,
            seed: int = 0, jobs: int | None = 1, progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None, ray: str | None = None,
            executor: Executor | None = None) -> dict[str, Any]:
    """Play the lab's games and return its summary. `progress(done, total)` after every game;
    `cancelled()` is asked between games, and a cancelled lab summarises the games finished.
    `executor`: a process pool to play on (engine/ai/workers.run_tasks)."""
    from .workers import run_tasks

    if not opponents:
        raise ValueError("the deck lab needs at least one opponent deck")
    make_agent(level)  # a bad level fails here, not in a worker
    opp_decks = [d for _, d in opponents]
    tasks = [(game, deck[1], opp_decks, level, i, seed) for i in range(games)]
    out: list[LabGame] = []
    t0 = time.perf_counter()
    it = run_tasks(play_lab_game, tasks, jobs=jobs, ray=ray, executor=executor)
    try:
        for g in it:
            out.append(g)
            if progress:
                progress(len(out), games)
            if cancelled and cancelled():
                break
    finally:
        close = getattr(it, "close", None)
        if close:
            close()
    out.sort(key=lambda g: g.index)
    return summarize(game, deck, [n for n, _ in opponents], level, seed, out, time.perf_counter() - t0)


def _tally(rows: list[LabGame]) -> dict[str, Any]:
    n = len(rows)
    wins = sum(g.result == "win" for g in rows)
    lo, hi = wilson(wins, n)
    return {"games": n, "wins": wins, "losses": sum(g.result == "loss" for g in rows),
            "draws": sum(g.result == "draw" for g in rows), "win_rate": wins / n if n else 0.0,
            "ci95": [lo, hi]}


def summarize(game: str, deck: tuple[str, Deck], opponents: list[str], level: str, seed: int,
              played: list[LabGame], seconds: float = 0.0) -> dict[str, Any]:
    """The lab's results: overall, by opponent and by seat, game length, and per card."""
    name, sections = deck
    copies: dict[str, int] = {}
    names: dict[str, CardDef] = {}
    # the drawing deck's cards: a Vividz deck's account and missions are never in a hand
    drawn_from = [sections["main"]] if "main" in sections else list(sections.values())
    for cards in drawn_from:
        for cd in cards:
            copies[cd.id] = copies.get(cd.id, 0) + 1
            names[cd.id] = cd
    cards = []
    for cid in sorted(copies, key=lambda c: (-copies[c], c)):
        drawn = [g for g in played if cid in g.drawn]
        wins = sum(g.result == "win" for g in drawn)
        cards.append({"card": cid, "name": dict(names[cid].name) if isinstance(names[cid].name, dict)
                      else names[cid].name, "copies": copies[cid], "drawn": len(drawn),
                      "played": sum(cid in g.played for g in played), "wins_when_drawn": wins,
                      "win_rate_when_drawn": wins / len(drawn) if drawn else None})
    turns = [float(g.turns) for g in played]
    return {
        "format": FORMAT, "game": game, "deck": name, "opponents": opponents, "level": level, "seed": seed,
        **_tally(played),
        "by_seat": [{"seat": s, **_tally([g for g in played if g.seat == s])} for s in (0, 1)],
        "by_opponent": [{"opponent": o, **_tally([g for g in played if g.opponent == i]),
                         "by_seat": [{"seat": s, **_tally([g for g in played if g.opponent == i and g.seat == s])}
                                     for s in (0, 1)]}
                        for i, o in enumerate(opponents)],
        "turns_mean": sum(turns) / len(turns) if turns else 0.0,
        "turns_median": percentile(turns, 0.5), "cards": cards, "seconds": seconds,
    }


def lab_csv(summary: dict[str, Any], lang: str = "en") -> str:
    """The summary as CSV: the results by opponent and seat, then one row per card."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["section", "opponent", "seat", "games", "wins", "losses", "draws", "win_rate", "ci95_low",
                "ci95_high"])

    def row(section: str, opp: str, seat: str, t: dict[str, Any]) -> None:
        w.writerow([section, opp, seat, t["games"], t["wins"], t["losses"], t["draws"],
                    f"{t['win_rate']:.4f}", f"{t['ci95'][0]:.4f}", f"{t['ci95'][1]:.4f}"])

    row("all", "", "", summary)
    for s in summary["by_seat"]:
        row("seat", "", "first" if s["seat"] == 0 else "second", s)
    for o in summary["by_opponent"]:
        row("opponent", o["opponent"], "", o)
        for s in o["by_seat"]:
            row("opponent seat", o["opponent"], "first" if s["seat"] == 0 else "second", s)
    w.writerow([])
    w.writerow(["card", "name", "copies", "games_drawn", "games_played", "wins_when_drawn", "win_rate_when_drawn"])
    for c in summary["cards"]:
        nm = c["name"].get(lang) or c["name"].get("en", "") if isinstance(c["name"], dict) else c["name"]
        rate = c["win_rate_when_drawn"]
        w.writerow([c["card"], nm, c["copies"], c["drawn"], c["played"], c["wins_when_drawn"],
                    "" if rate is None else f"{rate:.4f}"])
    return buf.getvalue()
