"""ISMCTS: deterministic with a seed and an iteration budget; budgets are respected."""
from __future__ import annotations

import pytest

from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import make_agent
from engine.state import State

from .conftest import position


def test_ismcts_is_deterministic_with_seed_and_iterations() -> None:
    s = position(21)
    p = s.current_player()
    runs = []
    for _ in range(2):
        ag = make_agent("ismcts:40", 77)
        a = ag.choose(s, p)
        runs.append((a, ag.last["iterations"], ag.last["root"]))
    assert runs[0] == runs[1]
    assert runs[0][0] in s.legal_actions()


def test_ismcts_sequence_of_decisions_is_deterministic() -> None:
    def trace() -> list:
        s = position(22)
        ag = ISMCTSAgent(5, iterations=15)
        out = []
        for _ in range(6):
            if s.is_terminal():
                break
            legal = s.legal_actions()
            a = legal[0] if len(legal) == 1 else ag.choose(s, s.current_player())
            out.append(a)
            s.apply_action(a)
        return out
    assert trace() == trace()


def test_ismcts_does_not_touch_the_real_state() -> None:
    s = position(23)
    before = s.state_hash()
    make_agent("ismcts:30", 1).choose(s, s.current_player())
    assert s.state_hash() == before


def test_iteration_budget_and_early_stop() -> None:
    s = position(24)
    p = s.current_player()
    ag = ISMCTSAgent(3, iterations=50, early_stop=False)
    ag.choose(s, p)
    assert ag.last["iterations"] == 50
    ag2 = ISMCTSAgent(3, iterations=50)
    ag2.choose(s, p)
    assert 8 <= ag2.last["iterations"] <= 50


def test_time_budget() -> None:
    s = position(25)
    ag = make_agent("ismcts:0.2s", 4)
    ag.choose(s, s.current_player())
    assert ag.last["seconds"] < 0.6  # the budget plus one iteration, with slack for a loaded machine
    assert ag.last["iterations"] >= 1


def test_random_rollouts_also_work() -> None:
    s = position(26)
    ag = make_agent("ismcts:20,rollout=random,steps=8", 2)
    assert ag.choose(s, s.current_player()) in s.legal_actions()


def test_root_priors_are_the_heuristics_judgement() -> None:
    """The root prior is a softmax of the heuristic's one-ply values: it sums to one and its
    largest entry is the action the heuristic's own valuation ranks first."""
    import math

    from engine.ai.heuristic import HeuristicAgent
    from engine.ai.ismcts import Node

    s = position(27)
    p = s.current_player()
    legal = s.legal_actions()
    ag = ISMCTSAgent(9, iterations=1, warm=2)
    root = Node(p)
    ag._judge.rng.state = 12345
    ag._root_priors(root, s, p, legal)
    priors = [root.children[a].prior for a in legal]
    assert math.isclose(sum(priors), 1.0)
    judge = HeuristicAgent(0)
    judge.rng.state = 12345
    vals, done = judge.values(s, p, legal, 1)
    assert done == 1
    assert legal[priors.index(max(priors))] == legal[vals.index(max(vals))]
    for a, v in zip(legal, vals, strict=True):  # the warm visits sit at the judged value
        assert root.children[a].visits == 2
        assert math.isclose(root.children[a].total, 2 * max(-1.0, min(1.0, v)))



def test_mix_spreads_a_share_of_the_root_prior_evenly() -> None:
    """With `mix`, each root action's prior is that share spread evenly plus the rest of the
    heuristic's softmax: no action's exploration bonus is near zero however the heuristic judged
    it, and the ranking (so the gate's favourite) is the heuristic's as before."""
    import math

    from engine.ai.ismcts import Node

    s = position(27)
    p = s.current_player()
    legal = s.legal_actions()
    assert len(legal) > 2

    def priors(mix: float) -> list[float]:
        ag = ISMCTSAgent(9, iterations=1, warm=2, mix=mix)
        ag._judge.rng.state = 12345
        root = Node(p)
        ag._root_priors(root, s, p, legal)
        return [root.children[a].prior for a in legal]

    sharp, mixed, even = priors(0.0), priors(0.25), priors(1.0)
    assert min(sharp) < 0.01  # at temperature 0.05 the heuristic's worse actions get next to nothing
    for a, b in zip(sharp, mixed, strict=True):
        assert math.isclose(b, 0.75 * a + 0.25 / len(legal))
    assert math.isclose(sum(mixed), 1.0) and min(mixed) >= 0.25 / len(legal)
    assert mixed.index(max(mixed)) == sharp.index(max(sharp))
    assert all(math.isclose(x, 1.0 / len(legal)) for x in even)
    assert make_agent("ismcts:10,mix=0.25", 1).mix == 0.25
    with pytest.raises(ValueError):
        ISMCTSAgent(1, mix=1.5)

def test_centred_warm_visits_say_how_actions_compare_not_how_good_they_are() -> None:
    """With `center=1` the warm visits carry no value of their own: a root action's value is
    its sampled mean mixed with warm visits at the favourite's sampled mean, shifted by how
    much lower the heuristic judged it. Before any sample they sit at the judged values."""
    import math

    from engine.ai.ismcts import Node

    s = position(27)
    p = s.current_player()
    legal = s.legal_actions()
    ag = ISMCTSAgent(9, iterations=1, warm=2, center=1)
    ag._settings(s.rules.id)
    root = Node(p)
    ag._root_priors(root, s, p, legal)
    kids = [root.children[a] for a in legal]
    fav = ag._fav
    assert fav is max(kids, key=lambda n: n.judged)
    for n in kids:
        assert n.visits == 2 and n.total == 0.0  # the judged value is not summed in
        assert math.isclose(ag._root_q(n), n.judged)  # nothing sampled: the judged values
    other = next(n for n in kids if n is not fav)
    fav.n, fav.sum, fav.visits = 4, -2.0, 6  # the favourite's rollouts came out at -0.5
    assert math.isclose(ag._root_q(fav), -0.5)
    shifted = -0.5 + other.judged - fav.judged
    assert math.isclose(ag._root_q(other), shifted)
    other.n, other.sum, other.visits = 2, 0.6, 4  # two samples at 0.3 each, two warm visits
    assert math.isclose(ag._root_q(other), (0.6 + 2 * shifted) / 4)


def test_greedy_rollout_policy_takes_the_best_evaluation() -> None:
    """'greedy' answers with the action whose one-ply result the mover's evaluation rates
    highest (within the prior's top `width`)."""
    from engine.ai.base import evaluate_view, prior_fn
    from engine.ai.policy import Policy
    from engine.rng import Rng

    s = position(28, min_options=4)
    legal = s.legal_actions()
    mover = s.current_player()
    pol = Policy("victory_spark", "greedy", 0.0, width=len(legal))
    prior = prior_fn("victory_spark")

    def value(a: object) -> float:
        c = s.clone()
        c.apply_action(a)  # type: ignore[arg-type]
        return evaluate_view(c, mover) + 1e-3 * prior(s, a)

    best = max(value(a) for a in legal)
    assert value(pol(s, legal, Rng(1))) >= best - 1e-9
    narrow = Policy("victory_spark", "greedy", 0.0, width=2)
    top2 = sorted(legal, key=lambda a: -prior(s, a))[:2]
    assert narrow(s, legal, Rng(1)) in top2


def test_greedy_rollout_only_at_the_kinds_named() -> None:
    """`gkinds=main`: the greedy rollout applies and judges candidates at main decisions only; at a
    decision of another kind it takes the cheap prior's favourite without applying anything."""
    from engine.ai import policy as pol_mod
    from engine.ai.base import prior_fn
    from engine.ai.policy import Policy
    from engine.rng import Rng

    prior = prior_fn("victory_spark")
    main = position(28, min_options=4)
    other = position(40, kinds=("pay_energy", "block", "support", "discard"), min_options=2)
    assert other.decision is not None and other.decision.kind != "main"
    judged: list[str] = []
    real = pol_mod.best_by_evaluation

    def spy(state, *a, **k):  # type: ignore[no-untyped-def]
        judged.append(state.decision.kind)
        return real(state, *a, **k)

    pol_mod.best_by_evaluation = spy
    try:
        only_main = Policy("victory_spark", "greedy", 0.0, greedy_kinds=frozenset({"main"}))
        legal = other.legal_actions()
        top = max(prior(other, a) for a in legal)
        assert prior(other, only_main(other, legal, Rng(1))) == top and judged == []
        only_main(main, main.legal_actions(), Rng(1))
        assert judged == ["main"]
        everywhere = Policy("victory_spark", "greedy", 0.0)
        everywhere(other, legal, Rng(1))
        assert judged == ["main", other.decision.kind]
    finally:
        pol_mod.best_by_evaluation = real
    assert make_agent("ismcts:5,gkinds=main+block", 1).greedy_kinds == {"main", "block"}


def test_one_iteration_search_follows_the_heuristic_prior() -> None:
    """With almost no search the answer is the root prior's favourite (the warm start)."""
    s = position(29)
    p = s.current_player()
    ag = ISMCTSAgent(4, iterations=1, early_stop=False)
    a = ag.choose(s, p)
    visits = {k: v[0] for k, v in ag.last["root"].items()}
    assert visits[str(a)] == max(visits.values())


def _play_on(seed: int, agent: ISMCTSAgent, decisions: int) -> list[tuple[bool, int, int]]:
    """(reused?, turn, player) of each of the agent's decisions for both seats in a game."""
    s = position(seed)
    out = []
    for _ in range(decisions):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        if len(legal) == 1:
            s.apply_action(legal[0])
            continue
        p = s.current_player()
        kept = agent._kept
        expect = None
        if kept is not None and kept[0] == p and kept[1] == s.turn and len(s.history) == kept[2]:
            expect = sum(ch.visits for ch in kept[4].children.values() if ch.player == p)
        a = agent.choose(s, p)
        if expect:  # answered straight after its own last answer: the kept subtree is the root
            assert agent.last["reused"] == expect
        out.append(("reused" in agent.last, s.turn, p))
        s.apply_action(a)
    return out


def test_the_subtree_of_the_answer_is_reused_within_the_turn_only() -> None:
    # no rollouts: what is kept is the tree, whatever judges its leaves
    trace = _play_on(26, ISMCTSAgent(8, iterations=25, rollout_steps=0, tail=0), 40)
    assert any(r for r, _t, _p in trace), "no decision reused the tree"
    for (r, turn, p), (_r0, turn0, p0) in zip(trace[1:], trace, strict=False):
        if r:  # only the same player's next decision in the same turn
            assert (turn, p) == (turn0, p0)
    off = _play_on(26, ISMCTSAgent(8, iterations=25, rollout_steps=0, tail=0, reuse=False), 40)
    assert not any(r for r, _t, _p in off)


def test_a_game_may_prefer_search_settings_and_a_spec_overrides_them(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.games.victory_spark import evaluate as vs
    from engine.games.vividz import evaluate as vz
    monkeypatch.setattr(vz, "SEARCH", {"gate": 2.5, "settle": 3, "judge": 2, "tail": 9, "leaf": 1, "gleaf": 1,
                                       "steps": 33, "turns": 1, "center": 1}, raising=False)
    monkeypatch.delattr(vs, "SEARCH", raising=False)

    def settings(a: ISMCTSAgent) -> tuple:
        return (a.gate, a.settle, a.judge, a.tail, a.leaf, a.gleaf, a.rollout_steps, a.rollout_turns, a.center)

    agent = make_agent("ismcts:5", 1)
    agent._settings("vividz")
    assert settings(agent) == (2.5, 3, 2, 9, True, True, 33, 1, True)
    agent._settings("victory_spark")  # no preference there: the class defaults
    assert settings(agent) == (1.0, 0, 1, 0, False, False, 8, 0, False)
    given = make_agent("ismcts:5,gate=0.5,settle=0,tail=4,leaf=0,gleaf=0,steps=6,turns=0,center=0", 1)
    given._settings("vividz")
    assert settings(given) == (0.5, 0, 2, 4, False, False, 6, 0, False)


@pytest.mark.parametrize("tail", [0, 200])
def test_the_tail_finishes_the_turn_a_rollout_leaves_unfinished(monkeypatch: pytest.MonkeyPatch, tail: int) -> None:
    """With one greedy rollout step most leaves would be judged in the middle of the turn; the
    tail plays the rest of the turn by the cheap prior, so every leaf is judged once the turn
    is over (or the game is)."""
    from engine.ai import ismcts
    s = position(31)
    leaves: list[tuple[int, bool]] = []
    real = ismcts.evaluate_view

    def spy(state: State, player: int) -> float:
        leaves.append((state.turn, state.is_terminal()))
        return real(state, player)

    monkeypatch.setattr(ismcts, "evaluate_view", spy)
    ISMCTSAgent(3, iterations=30, rollout_steps=1, tail=tail, leaf=0, early_stop=False).choose(s, s.current_player())
    assert len(leaves) == 30
    mid_turn = [t for t, over in leaves if t == s.turn and not over]
    assert bool(mid_turn) == (tail == 0)


@pytest.mark.parametrize("game", ["vividz", "grid"])
@pytest.mark.parametrize(("kind", "eps", "settle"), [("greedy", 0.0, 0), ("greedy", 0.3, 0), ("greedy", 0.0, 2),
                                                     ("heuristic", 0.1, 0), ("random", 0.0, 0)])
def test_a_rollout_step_is_the_policys_answer_applied(game: str, kind: str, eps: float, settle: int) -> None:
    """`Policy.step` (what a rollout plays) reaches the state the policy's answer applied reaches,
    with the same random draws after it, at every decision of seeded random games: reusing the
    greedy policy's chosen candidate must not change a search's play."""
    from engine.ai.policy import Policy
    from engine.games import get_rules
    from engine.library import load_deck_cards, precon_paths
    from engine.rng import Rng

    rules = get_rules(game)
    decks = [load_deck_cards(p, game)[1] for p in precon_paths(game)[:2]]
    pol = Policy(game, kind, eps, 8, settle)
    checked = 0
    for seed in range(2):
        s = rules.new_game(decks, seed)
        walk = Rng(seed)
        while not s.is_terminal() and s.turn <= 6:
            legal = s.legal_actions()
            if len(legal) > 1:
                r1, r2 = Rng(seed * 1000 + checked), Rng(seed * 1000 + checked)
                want = s.clone()
                want.apply_action(pol(want, legal, r1))
                before = s.state_hash()
                got = pol.step(s.clone(), legal, r2)
                assert got.state_hash() == want.state_hash()
                assert got.history == want.history
                assert r1.below(1 << 30) == r2.below(1 << 30)  # the same draws were taken
                assert s.state_hash() == before
                checked += 1
            s.apply_action(walk.choice(legal))
    assert checked > 20
