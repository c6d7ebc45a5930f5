"""Fit a game's search leaf weights to the outcomes of heuristic self-play.

    python scripts/fit_leaf.py --game vividz --games 783 [--seed 9000] [--jobs J] [--save FILE | --data FILE]

Plays `--games` games of `heuristic` against itself with the bundled decks and records, at
every turn change and at about one decision in eight, each player's position as the game's
knowledge module sees it: `leaf_features(view, q, cards)`, each term mine minus the
opponent's, and whether the player is to move. The label is who won. A logistic regression
without an intercept (the position is scored from both sides, so the fit stays antisymmetric)
on the games with an even index is checked on the odd ones against the hand-set evaluation,
and the weights fitted on all games are printed as the `LEAF_WEIGHTS` dict the module holds.
A term no position varies keeps its hand-set weight, on the fit's logit scale.

Which decks play is part of the fit but not of the leaf: each position also carries its
player's deck (+1) and the opponent's (-1). Some decks win more than others in self-play,
and a term that differs between decks (one deck clears missions earlier, another fields more
charas) would otherwise be credited with the deck's strength. Within a game the decks never
change, so only how a position compares with others of the same pairing matters to a search.
Log losses are reported with the deck terms fitted (for the hand-set evaluation too: its
scale and the deck terms are fitted on the training half), so they compare what each leaf says
beyond the pairing. `LEAF_SPREAD` is printed as the factor that spreads the fitted leaf's
values over the data as the hand-set evaluation's are spread.

Pure Python (no numpy), about 10 minutes on one core for 783 Vividz games.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from functools import partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.arena import arena_decks, game_setup, new_arena_game  # noqa: E402
from engine.ai.base import knowledge, view_for_eval  # noqa: E402
from engine.ai.levels import make_agent  # noqa: E402

Row = tuple[int, list[float], float]  # game index, features, label (1 won, 0 lost, 0.5 draw)
Played = tuple[int, list[float], float, tuple[int, int]]  # a Row and (player's deck, opponent's deck)


def play(game: str, seed: int, index: int) -> list[Played]:
    mod = knowledge(game)
    st, _ = new_arena_game(game, index, seed + index)
    _s, _a, d0, d1 = game_setup(game, index, seed + index)
    agents = [make_agent("heuristic", 2 * index), make_agent("heuristic", 2 * index + 1)]
    seen: list[tuple[int, list[float]]] = []
    turn = st.turn
    while not st.is_terminal():
        legal = st.legal_actions()
        p = st.current_player()
        st.apply_action(legal[0] if len(legal) == 1 else agents[p].choose(st, p))
        k = len(st.history)
        if st.is_terminal() or not (st.turn != turn or (k * 2654435761) % 100 < 12):
            continue
        turn = st.turn
        for q in (0, 1):
            seen.append((q, mod.leaf_features(view_for_eval(mod, st, q), q, st.deftable)))
    r = st.returns()
    decks = (d0, d1)
    return [(index, x, 1.0 if r[q] > 0 else 0.0 if r[q] < 0 else 0.5, (decks[q], decks[1 - q])) for q, x in seen]


def with_decks(played: list[Played], n_decks: int) -> list[Row]:
    """Rows whose features end with the deck terms: +1 for the player's deck, -1 for the
    opponent's (0 for both when they are the same deck), so the fit stays antisymmetric."""
    out = []
    for g, x, y, (mine, theirs) in played:
        d = [0.0] * n_decks
        d[mine] += 1.0
        d[theirs] -= 1.0
        out.append((g, x + d, y))
    return out


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(rows: list[Row], l2: float = 1.0, rounds: int = 12) -> list[float]:
    """Logistic regression by Newton's method (IRLS) with an L2 penalty."""
    d = len(rows[0][1])
    w = [0.0] * d
    for _ in range(rounds):
        grad = [-l2 * wi for wi in w]
        hess = [[(l2 if i == j else 0.0) for j in range(d)] for i in range(d)]
        for _g, x, y in rows:
            z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            s = p * (1.0 - p)
            for i in range(d):
                if x[i]:
                    grad[i] += (y - p) * x[i]
                    hi = hess[i]
                    for j in range(d):
                        if x[j]:
                            hi[j] += s * x[i] * x[j]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
    return w


def keep_unseen(w: list[float], rows: list[Row], hand: list[float], scale: float) -> list[int]:
    """A term no position varies says nothing to the fit (its weight stays 0): give it the
    hand-set weight on the logit scale (the hand-set win chance is sigmoid(2·score/scale)).
    Returns the indices so set."""
    unseen = [i for i in range(len(w)) if not any(x[i] for _g, x, _y in rows)]
    for i in unseen:
        w[i] = 2.0 * hand[i] / scale
    return unseen


def log_loss(rows: list[Row], prob: Any) -> tuple[float, float]:
    """(mean log loss, accuracy on decided positions) of `prob(x) -> P(win)`."""
    loss, right, n = 0.0, 0, 0
    for _g, x, y in rows:
        p = min(max(prob(x), 1e-6), 1 - 1e-6)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        if y != 0.5:
            right += (p > 0.5) == (y > 0.5)
            n += 1
    return loss / len(rows), right / max(n, 1)


def spread(logits: list[float], hand_scores: list[float]) -> float:
    """The factor s for which tanh(s · logit) is spread over the positions (standard deviation)
    as the hand-set evaluation's tanh(score / SCALE) is: the scale the search was tuned on."""
    def sd(v: list[float]) -> float:
        m = sum(v) / len(v)
        return math.sqrt(sum((a - m) ** 2 for a in v) / len(v))

    target = sd([math.tanh(h) for h in hand_scores])
    lo, hi = 0.01, 20.0
    for _ in range(60):  # the spread grows with s: bisect
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sd([math.tanh(mid * z) for z in logits]) < target else (lo, mid)
    return (lo + hi) / 2


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="vividz")
    ap.add_argument("--games", type=int, default=783)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--jobs", type=int, default=1, help="games played in this many processes")
    ap.add_argument("--data", help="JSON lines: read these rows instead of playing (written by --save)")
    ap.add_argument("--save", help="write the rows played here")
    args = ap.parse_args(argv)
    mod = knowledge(args.game)
    if mod is None or not hasattr(mod, "leaf_features"):
        print(f"{args.game}: its knowledge module has no leaf_features() to fit", file=sys.stderr)
        return 2
    if args.data:
        played = []
        for k, line in enumerate(Path(args.data).read_text().splitlines(), 1):
            try:
                r = json.loads(line)
                played.append((int(r["g"]), [float(v) for v in r["x"]], float(r["y"]), (int(r["d"][0]), int(r["d"][1]))))
            except (ValueError, KeyError, IndexError, TypeError) as e:
                print(f"{args.data}: line {k}: not a row written by --save ({type(e).__name__}: {e}); "
                      "rows saved before the deck terms have no 'd': play the games again", file=sys.stderr)
                return 2
    else:
        games = partial(play, args.game, args.seed)
        if args.jobs > 1:
            with Pool(args.jobs) as pool:
                played = [row for rs in pool.imap(games, range(args.games), chunksize=4) for row in rs]
        else:
            played = [row for i in range(args.games) for row in games(i)]
        if args.save:
            Path(args.save).write_text("".join(json.dumps({"g": g, "x": x, "y": y, "d": list(d)}) + "\n"
                                               for g, x, y, d in played))
    names = [*mod.TERMS, "to_move"]
    n = len(names)
    n_decks = len(arena_decks(args.game))
    rows = with_decks(played, n_decks)
    train = [r for r in rows if r[0] % 2 == 0]
    test = [r for r in rows if r[0] % 2 == 1]
    w = fit(train)
    hand = [mod.HAND_WEIGHTS.get(t, 0.0) for t in mod.TERMS] + [0.0]

    def score(weights: list[float], x: list[float]) -> float:
        return sum(a * b for a, b in zip(weights, x[:n], strict=True))

    # the hand-set evaluation as one feature: its scale and the deck terms fitted on the training half
    def as_hand(rs: list[Row]) -> list[Row]:
        return [(g, [score(hand, x), *x[n:]], y) for g, x, y in rs]

    wh = fit(as_hand(train))

    def prob(weights: list[float]) -> Any:
        return lambda x: 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, sum(a * b for a, b in zip(weights, x, strict=True))))))

    print(f"{len(rows)} positions from {len({r[0] for r in rows})} games; held-out games {len(test)} positions")
    def decks_only(rs: list[Row]) -> list[Row]:
        return [(g, x[n:], y) for g, x, y in rs]

    wd = fit(decks_only(train))
    for label, rs, pr in (("the decks alone", decks_only(test), prob(wd)),
                          ("hand-set evaluation", as_hand(test), prob(wh)), ("fitted on the other half", test, prob(w))):
        loss, acc = log_loss(rs, pr)
        print(f"  {label:26s} log loss {loss:.4f}  accuracy {acc:.3f}  (with the deck terms)")
    w_all = fit(rows)
    leaf_w, deck_w = w_all[:n], w_all[n:]
    unseen = keep_unseen(leaf_w, [(g, x[:n], y) for g, x, y in rows], hand, mod.SCALE)
    if unseen:
        print("  not varied in any position, hand-set weight kept: " + ", ".join(names[i] for i in unseen))
    print("  deck terms (not in the leaf): " + ", ".join(f"{name} {v:+.3f}" for (name, _), v
                                                         in zip(arena_decks(args.game), deck_w, strict=True)))
    print("LEAF_WEIGHTS = {" + ", ".join(f'"{k}": {v:.4f}' for k, v in zip(names, leaf_w, strict=True)) + "}")
    print(f"LEAF_SPREAD = {spread([score(leaf_w, x) for _g, x, _y in rows], [score(hand, x) / mod.SCALE for _g, x, _y in rows]):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
