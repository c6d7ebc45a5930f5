"""Search self-play records for the learned root prior (engine/ai/policy_prior.py): at every
decision with a choice, what the search's prior read of each root action (the heuristic's judgement
and the game's terms, from sampled worlds of the mover's view) and how many of the search's samples
each action got.

A game is played as the arena plays game `index` of a match (the same deals, decks and seat
swaps), both seats by the search `spec` (an `ismcts` spec; a learned prior's target is a search
that compares its candidates by their values, e.g. `crn=8`). Records file (JSON Lines, gzip when the
name ends in `.gz`): a header `{"format": RECORDS_FORMAT, "game", "agent", "seed", "decks",
"terms": [names]}`, then one line per game `{"index", "decks": [seat 0's, seat 1's], "winner",
"turns", "decisions": [[player, [judgement per action], [[term per name] per action],
[samples per action]], ...]}`. A rerun of the same command plays only the games the file lacks.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from .arena import MAX_ACTIONS, game_setup, new_arena_game
from .levels import make_agent
from .policy_prior import term_names
from .selfplay import RecordKind, RecordsError, generate_records, read_kind

RECORDS_FORMAT = "tcgtable-policy-records/1"


def play_policy_game(game: str, spec: str, index: int, seed: int) -> dict[str, Any]:
    """One game's record (see the module docstring)."""
    st, _a_seat = new_arena_game(game, index, seed)
    _s, _a, d0, d1 = game_setup(game, index, seed)
    agents = [make_agent(spec, seed * 7_777_777 + index * 2 + 1), make_agent(spec, seed * 7_777_777 + index * 2 + 2)]
    for ag in agents:
        if not hasattr(ag, "keep_inputs"):
            raise ValueError(f"{spec}: search self-play needs an ismcts agent")
        ag.keep_inputs = True
    rows: list[list[Any]] = []
    actions = 0
    while not st.is_terminal() and actions < MAX_ACTIONS:
        legal = st.legal_actions()
        p = st.current_player()
        if len(legal) == 1:
            st.apply_action(legal[0])
        else:
            ag = agents[p]
            ag.last.pop("prior_inputs", None)
            st.apply_action(ag.choose(st, p))
            got = ag.last.get("prior_inputs")
            considered = ag.last.get("considered")
            # (equivalent actions are one root option: a decision may come down to one)
            if got is not None and considered is not None and len(considered) == len(got[0]) > 1:
                vals, terms = got
                rows.append([p, [round(v, 5) for v in vals],
                             [[round(x, 5) for x in row] for row in terms or []],
                             [int(n) for _a, _m, n in considered]])
        actions += 1
    w = st.winner() if st.is_terminal() else None
    return {"index": index, "decks": [d0, d1], "winner": w, "turns": st.turn, "decisions": rows}


def _policy_star(args: tuple[str, str, int, int]) -> dict[str, Any]:
    return play_policy_game(*args)


def _checked(obj: Any, p: Path, n: int) -> dict[str, Any]:
    where = f"{p}: line {n}"
    if not isinstance(obj, dict) or not isinstance(obj.get("index"), int) or not isinstance(obj.get("decisions"), list):
        raise RecordsError(f"{where}: a game record needs \"index\" and \"decisions\"")
    for i, d in enumerate(obj["decisions"]):
        ok = (isinstance(d, list) and len(d) == 4 and d[0] in (0, 1)
              and all(isinstance(d[k], list) for k in (1, 2, 3))
              and len(d[3]) == len(d[1]) and (not d[2] or len(d[2]) == len(d[1]))
              and all(isinstance(x, int | float) and not isinstance(x, bool) for x in d[1] + d[3])
              and all(isinstance(r, list) and all(isinstance(x, int | float) for x in r) for r in d[2]))
        if not ok:
            raise RecordsError(f"{where}: decision {i + 1} must be [player, [judgement...], [[terms...]...], "
                               "[samples...]], one entry per action")
    return obj


_KIND = RecordKind(RECORDS_FORMAT, "search self-play", _checked, _policy_star)


def generate_policy_records(game: str, spec: str, games: int, seed: int, out: str | Path,
                            jobs: int | None = 1, progress: Any = None, ray: str | None = None) -> int:
    """Play `games` search self-play games into `out` (resumable like `selfplay.generate`);
    returns how many were played now."""
    kind = replace(_KIND, extra={"terms": term_names(game)})  # the header names the game's terms
    return generate_records(kind, game, spec, games, seed, out, jobs, progress, ray)


def read_policy_records(path: str | Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(header, game records); RecordsError names the file and line of anything malformed."""
    head, games = read_kind(Path(path), _KIND)
    terms = head.get("terms")
    if not isinstance(terms, list) or not all(isinstance(x, str) for x in terms):
        raise RecordsError(f"{path}: the header's \"terms\" must list names")
    for g in games:
        for d in g["decisions"]:
            if d[2] and any(len(r) != len(terms) for r in d[2]):
                raise RecordsError(f"{path}: game {g['index']}: terms do not match the header's {len(terms)} names")
    return head, games
