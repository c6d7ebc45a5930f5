""""Why did it do that?" (engine/ai/explain.py): the options a computer player weighed, told to the
player watching it, never naming a card that player may not see (G1)."""
from __future__ import annotations

import pytest

from engine.ai.explain import explain_lines, weighed
from engine.ai.heuristic import HeuristicAgent
from engine.ai.ismcts import ISMCTSAgent
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


def _swapped(s: State, hidden: set[int], r: Rng) -> State:
    """`s` with the identities of the cards in `hidden` traded among each owner's (a world the
    watcher cannot tell from the real one)."""
    w = s.clone()
    defs = list(s.defs)
    for owner in (0, 1):
        ids = sorted(i for i in hidden if s.owner[i] == owner)
        bag = [defs[i] for i in ids]
        r.shuffle(bag)
        for i, d in zip(ids, bag, strict=True):
            defs[i] = d
    w.defs = defs
    w._derived = None
    w._cache = None
    return w


@pytest.mark.rule("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")
@pytest.mark.parametrize("game", GAMES)
def test_the_computers_options_never_name_what_the_watcher_cannot_see(game: str) -> None:
    """At every decision of the computer (seat 1) in seeded random games, with every legal option
    weighed: the named options' words are the same when the cards hidden from the watcher (seat 0)
    trade identities, and no line names a hidden card unless a card the watcher sees has that name.
    Options with hidden cards are one line, with neither their number nor their value (but the
    answer's, when it is among them)."""
    from engine.games import get_rules

    rules = get_rules(game)
    checked = hidden_lines = 0
    for seed in (1, 2, 3):
        s = rules.new_game(precon_decks(game), seed)
        r = Rng(seed * 31)
        steps = 0
        while not s.is_terminal() and steps < 600:
            legal = s.legal_actions()
            a = legal[r.below(len(legal))]
            if s.current_player() == 1 and len(legal) >= 2:
                after = s.clone()
                after.apply_action(a)
                considered = [(x, 1.0 - 2.0 * n / len(legal), 1 + n) for n, x in enumerate(legal)]
                hidden = set(rules.hidden_from(s, 0)) & set(rules.hidden_from(after, 0))
                for lang in ("en", "ja"):
                    rows = weighed(s, after, 1, 0, a, considered, lang)
                    assert sum(w.count for w in rows if w.text is not None or True) >= min(len(legal), 1)
                    assert any(w.chosen for w in rows), "the answer is always among the lines"
                    visible = {s.defs[i].label(lang) for i in range(len(s.defs)) if i not in hidden}
                    secret = {s.defs[i].label(lang) for i in hidden} - visible
                    text = "\n".join(explain_lines(s, after, 1, 0, a, {"considered": considered}, lang))
                    leaked = [n for n in secret if n in text]
                    assert not leaked, f"{game} seed {seed}: {leaked} named in\n{text}"
                    w_rows = weighed(_swapped(s, hidden, r), _swapped(after, hidden, Rng(0)), 1, 0, a,
                                     considered, lang)
                    named = sorted(w.text for w in rows if w.text is not None)
                    assert named == sorted(w.text for w in w_rows if w.text is not None), \
                        f"{game} seed {seed}: the words change with the hidden cards"
                    hidden_lines += sum(w.count for w in rows if w.text is None)
                    for w in rows:  # how many and how good the hidden options were is not told
                        if w.text is None:
                            assert (w.value is None) == (not w.chosen)
                checked += 1
            s.apply_action(a)
            steps += 1
    assert checked > 30
    assert hidden_lines > 0, "some options use cards the watcher cannot see (the opponent's hand)"


def test_lines_in_both_languages_best_first_with_the_answer_marked() -> None:
    from engine.ai.arena import new_arena_game

    s, _ = new_arena_game("victory_spark", 0, 3)
    r = Rng(3)
    while s.current_player() != 1 or len(s.legal_actions()) < 3:
        legal = s.legal_actions()
        s.apply_action(legal[r.below(len(legal))])
    legal = s.legal_actions()
    a = legal[-1]
    after = s.clone()
    after.apply_action(a)
    considered = [(x, 0.5 - 0.1 * n, 4) for n, x in enumerate(legal)]
    rows = weighed(s, after, 1, 1, a, considered)  # told to the deciding seat itself: all named
    assert [w.value for w in rows] == sorted((w.value for w in rows), reverse=True)
    assert rows[0].value == pytest.approx(0.5) and any(w.chosen for w in rows)
    assert len(rows) <= 6
    en = explain_lines(s, after, 1, 1, a, {"considered": considered}, "en")
    ja = explain_lines(s, after, 1, 1, a, {"considered": considered}, "ja")
    assert len(en) == len(ja) == len(rows) + 1
    assert "+0.50" in en[1] and "+0.50" in ja[1]
    assert explain_lines(s, after, 1, 1, a, {"considered": considered[:1]}) == []  # nothing weighed
    assert len(explain_lines(s, after, 1, 0, a, {"blunder": True})) == 1


@pytest.mark.parametrize("agent", [HeuristicAgent(5), ISMCTSAgent(seed=5, iterations=40)], ids=["heuristic", "ismcts"])
def test_agents_record_what_they_weighed(agent: object) -> None:
    """Each searching agent leaves its options' values (in [-1, 1], its own side) in `last`, the
    answer among them."""
    from engine.ai.arena import new_arena_game

    s, _ = new_arena_game("grid", 0, 2)
    r = Rng(2)
    while len(s.legal_actions()) < 3:
        legal = s.legal_actions()
        s.apply_action(legal[r.below(len(legal))])
    p = s.current_player()
    a = agent.choose(s, p)  # type: ignore[attr-defined]
    considered = agent.last["considered"]  # type: ignore[attr-defined]
    assert len(considered) >= 2 and a in [x for x, _v, _n in considered]
    assert all(-1.0 - 1e-9 <= v <= 1.0 + 1e-9 or isinstance(agent, HeuristicAgent) for _x, v, _n in considered)
    assert all(n >= 0 for _x, _v, n in considered)
