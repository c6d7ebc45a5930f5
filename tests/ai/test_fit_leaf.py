"""scripts/fit_leaf.py: the logistic fit behind a game's search leaf weights."""
from __future__ import annotations

import math
import random
from pathlib import Path
from types import ModuleType

import pytest

from engine.games.vividz import evaluate as vz
from tests.helpers import script_module

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "fit_leaf.py"


@pytest.fixture(scope="module")
def fit_leaf() -> ModuleType:
    return script_module(SCRIPT)


def test_the_fit_recovers_the_weights_that_made_the_outcomes(fit_leaf: ModuleType) -> None:
    rng = random.Random(7)
    true = [1.2, -0.7, 0.3]
    rows = []
    for g in range(6000):
        x = [rng.uniform(-2, 2), float(rng.randint(0, 3)), rng.choice((-1.0, 1.0))]
        p = 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(true, x, strict=True))))
        rows.append((g, x, 1.0 if rng.random() < p else 0.0))
    got = fit_leaf.fit(rows)
    assert got == pytest.approx(true, abs=0.12)
    loss, acc = fit_leaf.log_loss(rows, lambda x: 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(got, x, strict=True)))))
    assert loss < math.log(2) and acc > 0.6


def test_a_term_no_position_varies_keeps_its_hand_set_weight(fit_leaf: ModuleType) -> None:
    rng = random.Random(3)
    rows = [(g, [rng.uniform(-2, 2), 0.0], float(rng.random() < 0.5)) for g in range(200)]
    w = fit_leaf.fit(rows)
    assert w[1] == 0.0  # nothing to learn from
    assert fit_leaf.keep_unseen(w, rows, [0.4, -0.3], 6.0) == [1]
    assert w[1] == pytest.approx(-0.1)  # sigmoid(2·score/6): -0.3 on the logit scale is -0.1
    assert w[0] != 0.0


def test_a_self_play_game_gives_rows_of_every_term_and_its_winner(fit_leaf: ModuleType) -> None:
    from engine.ai.arena import game_setup

    rows = fit_leaf.play("vividz", 9000, 3)
    assert len(rows) > 10
    assert {len(x) for _g, x, _y, _d in rows} == {len(vz.TERMS) + 1}  # the terms and who is to move
    assert {y for _g, _x, y, _d in rows} <= {0.0, 0.5, 1.0}
    assert set(vz.LEAF_WEIGHTS) == {*vz.TERMS, "to_move"}
    _s, _a, d0, d1 = game_setup("vividz", 3, 9003)
    assert {d for *_r, d in rows} == {(d0, d1), (d1, d0)}  # each side's own deck first
    with_d = fit_leaf.with_decks(rows, 3)
    assert all(x[-3:].count(1.0) + x[-3:].count(-1.0) in (0, 2) and sum(x[-3:]) == 0 for _g, x, _y in with_d)


def test_deck_terms_keep_a_decks_strength_out_of_the_leaf_weights(fit_leaf: ModuleType) -> None:
    """Deck 0 wins more and, apart from that, fields more charas; within a pairing the
    charas do not matter. Without deck terms the fit credits the charas with the deck's
    strength; with them the charas' weight is about 0."""
    rng = random.Random(5)
    played = []
    for g in range(8000):
        mine, theirs = rng.randrange(3), rng.randrange(3)
        charas = (2.0 if mine == 0 else 0.0) - (2.0 if theirs == 0 else 0.0) + rng.uniform(-1, 1)
        x = [charas, rng.uniform(-2, 2)]
        z = 1.0 * ((mine == 0) - (theirs == 0)) + 0.8 * x[1]  # the second term matters within a game
        played.append((g, x, 1.0 if rng.random() < 1.0 / (1.0 + math.exp(-z)) else 0.0, (mine, theirs)))
    naive = fit_leaf.fit([(g, x, y) for g, x, y, _d in played])
    assert naive[0] > 0.3  # the deck's strength, credited to the charas
    w = fit_leaf.fit(fit_leaf.with_decks(played, 3))
    assert abs(w[0]) < 0.1 and w[1] == pytest.approx(0.8, abs=0.1)
    assert w[2] - w[3] == pytest.approx(1.0, abs=0.25)  # deck 0 against deck 1


def test_the_spread_matches_the_hand_set_evaluations(fit_leaf: ModuleType) -> None:
    rng = random.Random(2)
    hand = [rng.gauss(0, 1.0) for _ in range(2000)]
    logits = [h / 3 for h in hand]  # the same positions, a third of the scale
    assert fit_leaf.spread(logits, hand) == pytest.approx(3.0, rel=0.02)
