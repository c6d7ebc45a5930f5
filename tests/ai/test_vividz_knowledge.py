"""Vividz knowledge of the computer opponent: the evaluation's mission and deck terms, and the
heuristic judging a played card once its cost is paid."""
from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from engine.ai import heuristic, policy
from engine.ai.arena import new_arena_game
from engine.ai.base import determinize
from engine.ai.heuristic import HeuristicAgent
from engine.ai.policy import Policy
from engine.ai.random_agent import RandomAgent
from engine.games.vividz import evaluate as vz
from engine.layers import chars
from engine.rng import Rng
from engine.state import State
from tests.helpers import check_eval_view


def _random_play(seed: int, game_seed: int, steps: int) -> Iterator[State]:
    """The states of a seeded random game, one per decision (the same object, played on)."""
    s, _seat = new_arena_game("vividz", seed, game_seed)
    mover = RandomAgent(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        yield s
        legal = s.legal_actions()
        s.apply_action(legal[0] if len(legal) == 1 else mover.choose(s, s.current_player()))


def _find(found: Callable[[State], bool], seeds: range = range(40)) -> State:
    """A main-phase decision reached by seeded random play where `found` holds."""
    for seed in seeds:
        for s in _random_play(seed, 3, 400):
            if s.decision is not None and s.decision.kind == "main" and found(s):
                return s
    raise AssertionError("no such position")


def _can_attack(s: State) -> bool:
    return any(a.kind == "attack" for a in s.legal_actions())


def test_an_attack_in_progress_counts_its_success_toward_missions() -> None:
    s = _find(_can_attack)
    p = s.current_player()
    attack = next(a for a in s.legal_actions() if a.kind == "attack")
    s.apply_action(attack)
    v = s.view(p)
    assert v["attack"] is not None and v["attack"]["attacker"] == attack.args[0]
    assert vz._pending(v, p)["attack_success"] == 1
    assert vz._pending(v, 1 - p) == {}  # only the attacker's missions
    before = copy.deepcopy(v)
    before["attack"] = None
    wants_success = any(c["action"] == "attack_success" for m in v["players"][p]["missions"]
                        if not m.get("face_down") for part in ("check", "clear")
                        for c in s.deftable[m["id"]].attrs.get(part, []))
    assert wants_success  # every bundled deck has a mission counting attack successes
    assert vz.score(v, p, s.deftable) > vz.score(before, p, s.deftable)


def test_the_deck_clock_counts_the_draws_still_due_this_turn() -> None:
    s = _find(lambda s: True)
    p = s.current_player()
    v = s.view(p)
    v["phase"] = "main"
    me = v["players"][p]
    me["hand_count"] = 2
    assert vz._draws_due(v, p) == 3  # the end draw phase fills the hand to 5 (706.4)
    assert vz._draws_due(v, 1 - p) == 0  # the other player draws only at their own turn
    me["hand_count"] = 6
    assert vz._draws_due(v, p) == 1  # a full hand still draws one
    v["phase"] = "end_draw"
    assert vz._draws_due(v, p) == 0
    # three cards left: with two in hand the end draw takes them all, and the next draw phase loses
    v["phase"] = "main"
    me["deck"] = 3
    me["hand_count"] = 2
    empty = vz.score(v, p, s.deftable)
    me["hand_count"] = 4  # draws one: two cards left
    safe = vz.score(v, p, s.deftable)
    assert safe - empty > vz.W_DECK_OUT - 1.0  # the hand cards differ by 2 x W_HAND only


def _costly_play(s: State) -> bool:
    p = s.current_player()
    return any(a.kind == "play" and a.args[1] >= 0 and s.zones[f"{p}.energy"]
               and len(s.zones[f"{p}.energy"]) >= 2 and chars(s, a.args[0]).level >= 2
               for a in s.legal_actions())


def _judged(monkeypatch: pytest.MonkeyPatch, module: ModuleType) -> list[tuple[str, int]]:
    """(decision kind, player to answer) of every state `module` evaluates from now on."""
    judged: list[tuple[str, int]] = []
    real = module.evaluate_view

    def spy(state: State, player: int) -> float:
        judged.append((state.decision.kind if state.decision else "", state.current_player()))
        return real(state, player)

    monkeypatch.setattr(module, "evaluate_view", spy)
    return judged


def test_the_heuristic_judges_a_play_after_paying_its_whole_cost(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _find(_costly_play)
    p = s.current_player()
    judged = _judged(monkeypatch, heuristic)
    plays = [a for a in s.legal_actions() if a.kind == "play" and a.args[1] >= 0
             and chars(s, a.args[0]).level >= 2]
    HeuristicAgent(1).values(s, p, plays, 1)
    assert judged
    # never judged halfway through paying: back at the main phase, or another player answers
    assert all(kind != "pay_energy" or who != p for kind, who in judged)


@pytest.mark.parametrize("settle", [0, 12])
def test_the_greedy_rollout_judges_a_play_after_paying_its_whole_cost(
        monkeypatch: pytest.MonkeyPatch, settle: int) -> None:
    """The search's rollout policy plays both sides of a sampled world; with `settle` it judges a
    play once its cost is paid, as the heuristic does (without, a half-paid play looks like a pure
    loss and rollouts pass their turns)."""
    s = _find(_costly_play)
    p = s.current_player()
    judged = _judged(monkeypatch, policy)
    det = determinize(s, p, 7)
    plays = [a for a in det.legal_actions() if a.kind == "play" and a.args[1] >= 0
             and chars(det, a.args[0]).level >= 2]
    Policy("vividz", "greedy", 0.0, 8, settle)(det, plays + [a for a in det.legal_actions() if a.kind == "pass"],
                                               Rng(3))
    half_paid = [who for kind, who in judged if kind == "pay_energy" and who == p]
    assert bool(half_paid) == (settle == 0)


def test_the_evaluation_view_is_a_part_of_the_view_and_scores_the_same() -> None:
    """The search evaluates `eval_view` (cheap) instead of the full view: it must show nothing the
    player's view does not and give the same score, at every kind of decision, for both players."""
    kinds, checked = check_eval_view("vividz", vz, 6, 11, 600)
    assert checked > 1000 and {"main", "pay_energy", "block"} <= kinds


@pytest.mark.rule("vividz:1007.1")
@pytest.mark.rule("vividz:1007.2")
@pytest.mark.rule("vividz:1114.1")
def test_the_search_leaf_prefers_cleared_missions_and_a_deck_that_lasts() -> None:
    """Three cleared missions win (1114.1 turns a cleared mission face down; 1007.1 read as V1) and
    an empty deck at a draw phase loses (1007.2): whatever the fit, one more cleared mission must
    raise the leaf and a deck that runs out must lower it."""
    s = _find(lambda s: True)
    p = s.current_player()
    v = vz.eval_view(s, p)
    base = vz.leaf(v, p, s.deftable)
    more = copy.deepcopy(v)
    more["players"][p]["cleared"] += 1
    assert vz.leaf(more, p, s.deftable) > base
    theirs = copy.deepcopy(v)
    theirs["players"][1 - p]["cleared"] += 1
    assert vz.leaf(theirs, p, s.deftable) < base
    empty = copy.deepcopy(v)
    empty["players"][p]["deck"] = 0
    assert vz.leaf(empty, p, s.deftable) < base
