"""Equivalent actions: the search counts actions that do the same as one (engine/ai/base.py
merge_equivalent, a game's `action_key`), and the gate keeps no favourite the heuristic only tied."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.ai.base import determinize, evaluate_view, key_fn, merge_equivalent
from engine.ai.ismcts import ISMCTSAgent, Node
from engine.games.victory_spark.prior import action_key
from engine.games.victory_spark.zones import BENCH_SLOTS
from engine.state import State

from .conftest import position


def _empty_slot_position() -> State:
    """A Victory Spark main-phase decision where a card can be played to two or more empty bench slots
    and at least one slot is taken."""
    for seed in range(40, 400):
        s = position(seed, min_turn=2)
        p = s.current_player()
        empty = [k for k in range(BENCH_SLOTS) if not s.zones[f"{p}.bench{k}"]]
        plays = [a for a in s.legal_actions() if a.kind == "play" and a.args[1] in empty]
        if len(empty) >= 2 and len(empty) < BENCH_SLOTS and plays:
            return s
    raise AssertionError("no position found")


def _bench_contents(s: State, p: int) -> list[tuple[str, str]]:
    return sorted((s.defs[z[-1]].id, s.orient[z[-1]]) for k in range(BENCH_SLOTS) if (z := s.zones[f"{p}.bench{k}"]))


@pytest.mark.rule("victory_spark:3.3.2.2", "victory_spark:6.5.1.3")
def test_plays_to_empty_bench_slots_are_one_action() -> None:
    """The bench has three slots of one card each (3.3.2.2) and no order among them; a card is
    played to a slot the player names (6.5.1.3). Playing it to either of two empty slots gives
    the same position up to which slot holds it, so the two plays have one key; a play onto the
    taken slot (the card there leaves, 6.5.1.3) and one to the ring have keys of their own."""
    s = _empty_slot_position()
    p = s.current_player()
    empty = [k for k in range(BENCH_SLOTS) if not s.zones[f"{p}.bench{k}"]]
    taken = next(k for k in range(BENCH_SLOTS) if s.zones[f"{p}.bench{k}"])
    legal = s.legal_actions()
    iid = next(a.args[0] for a in legal if a.kind == "play" and a.args[1] in empty)
    to_empty = [a for a in legal if a.kind == "play" and a.args[0] == iid and a.args[1] in empty]
    assert len(to_empty) == len(empty) >= 2
    assert len({action_key(s, a) for a in to_empty}) == 1
    others = [a for a in legal if a.kind == "play" and a.args[0] == iid and a.args[1] not in empty]
    assert {a.args[1] for a in others} >= {taken, BENCH_SLOTS}
    assert len({action_key(s, a) for a in others} | {action_key(s, to_empty[0])}) == len(others) + 1
    # the equivalent plays really do the same: same bench contents, same evaluation for both players
    after = []
    for a in to_empty:
        c = s.clone()
        c.apply_action(a)
        after.append(c)
    for c in after[1:]:
        assert _bench_contents(c, p) == _bench_contents(after[0], p)
        assert sorted(c.zones[f"{p}.hand"]) == sorted(after[0].zones[f"{p}.hand"])
        for q in (0, 1):
            assert evaluate_view(c, q) == pytest.approx(evaluate_view(after[0], q))
    merged = merge_equivalent(s, legal, key_fn("victory_spark"))
    assert to_empty[0] in merged and not set(to_empty[1:]) & set(merged)
    assert len(merged) == len(legal) - (len(empty) - 1) * len({a.args[0] for a in legal if a.kind == "play"
                                                                and a.args[1] in empty})


def test_copies_of_a_card_in_hand_are_one_choice() -> None:
    """Copies of one card in the deciding player's hand do the same when put as energy, discarded
    or used to block; different cards, and a card outside the hand, keep their own keys."""
    s = position(31, min_turn=2, kinds=("energy",), min_options=3)
    p = s.current_player()
    hand = [a.args[0] for a in s.legal_actions() if a.kind == "energy"]
    assert len(hand) >= 2
    i, j = hand[0], hand[1]
    s.defs = list(s.defs)
    if s.defs[i].id == s.defs[j].id:  # make them two different cards first
        other = next(d for d in s.defs if d.id != s.defs[i].id)
        s.defs[j] = other
    a_i, a_j = Action("energy", (i,)), Action("energy", (j,))
    assert a_i in s.legal_actions() and a_j in s.legal_actions()
    assert action_key(s, a_i) != action_key(s, a_j)
    s.defs[j] = s.defs[i]  # now a copy
    assert action_key(s, a_i) == action_key(s, a_j)
    gone = next(k for k in range(len(s.defs)) if s.zone_of[k] != f"{p}.hand" and s.defs[k].id != s.defs[i].id)
    s.defs[gone] = s.defs[i]  # the same card outside the hand is not the player's to choose alike
    assert action_key(s, Action("energy", (gone,))) == Action("energy", (gone,))


def test_the_search_root_holds_one_action_per_key() -> None:
    s = _empty_slot_position()
    p = s.current_player()
    ag = ISMCTSAgent(3, iterations=30)
    captured: dict[str, Node] = {}
    best = ag._best

    def spy(root: Node, legal: list) -> object:
        captured["root"] = root
        return best(root, legal)

    ag._best = spy  # type: ignore[method-assign]
    answer = ag.choose(s, p)
    root = captured["root"]
    det = determinize(s, p, 1)
    keys = [action_key(det, a) for a in root.children]
    assert len(keys) == len(set(keys))
    assert {action_key(det, a) for a in s.legal_actions()} == set(keys)
    assert answer in root.children


def _root(judged: list[float], samples: list[list[float]], player: int = 0) -> Node:
    root = Node(player)
    for k, (j, vals) in enumerate(zip(judged, samples, strict=True)):
        n = root.children[k] = Node(player)  # plain ints stand in for actions
        n.judged = j
        n.prior = 1.0 / (1 + k)  # child 0 is the favourite by prior
        n.n, n.sum, n.sq = len(vals), sum(vals), sum(v * v for v in vals)
        n.visits = n.n + 2
    return root


def test_the_gate_keeps_the_heuristics_choice_only_when_it_had_one() -> None:
    """The gate falls back to the heuristic's favourite when the search's answer is not clearly
    better. When the heuristic judged both alike (a tie broken only by legal order), there is
    no judgement to keep, so the search's answer stands."""
    ag = ISMCTSAgent(1, iterations=10)
    ag._settings("victory_spark")
    assert ag.gate > 0
    samples = [[0.0, 0.2, -0.1, 0.1], [0.05, 0.25, -0.05, 0.15]]  # 1 better by 0.05; a standard error is 0.08
    tied = _root([0.3, 0.3], samples)
    assert ag._gated(tied, [0, 1], 1) == 1
    judged_better = _root([0.3, 0.2], samples)
    assert ag._gated(judged_better, [0, 1], 1) == 0
