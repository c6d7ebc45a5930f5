"""Each player's observation history (engine/observations.py): what that player saw of every
action, naming no card hidden from them, growing only, and the basis of an information state."""
from __future__ import annotations

import json

import pytest

from engine.ai.arena import new_arena_game
from engine.ai.random_agent import RandomAgent
from engine.logtext import log_lines
from engine.observations import ObservedGame

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


def _hand_secrets(g: ObservedGame, q: int, shown: set[str]) -> set[str]:
    """Names of the cards in the other player's hand that `q` sees no copy of (tests/engine/
    test_hidden_log.py checks G1 for every log line and answer; this checks the histories are
    made of those, for the reader they are for)."""
    s = g.state
    hand = s.zones[f"{1 - q}.hand"]
    return {s.defs[i].label("en") for i in hand} - shown


def _shown_names(g: ObservedGame, q: int) -> set[str]:
    out: set[str] = set()

    def walk(x: object) -> None:
        if isinstance(x, dict):
            if isinstance(x.get("iid"), int) and isinstance(x.get("id"), str):
                out.add(g.state.defs[x["iid"]].label("en"))
            for k, v in x.items():
                if k != "decklist":
                    walk(v)
        elif isinstance(x, list | tuple):
            for v in x:
                walk(v)
    walk(g.state.view(q))
    return out


@pytest.mark.rule("victory_spark:G1")
@pytest.mark.parametrize("game", GAMES)
def test_each_player_sees_their_own_history(game: str) -> None:
    state, _ = new_arena_game(game, 1, 12)
    g = ObservedGame(state)
    agent = RandomAgent(3)
    before: list[list[dict]] = [[], []]
    own = other = 0
    shown: list[set[str]] = [set(), set()]
    while not g.state.is_terminal() and len(g.state.history) < 400:
        s = g.state
        legal = s.legal_actions()
        p = s.current_player()
        a = legal[0] if len(legal) == 1 else agent.choose(s, p)
        told = s.rules.describe_action(s, a, "en")
        events = g.apply_action(a)
        for q in (0, 1):
            hist = g.observation_history(q)
            assert hist[:-1] == before[q]  # earlier entries never change: perfect recall
            entry = hist[-1]
            assert entry["actor"] == p
            if q == p:
                assert entry["action"] == told
                own += 1
            else:
                assert entry["action"] is None  # the other player's choice is seen only by its effects
                other += 1
            assert entry["events"] == [x for _i, _e, x in log_lines(g.state, [(0, e) for e in events], "en", q)]
            before[q] = [dict(e) for e in hist]
        for q in (0, 1):  # the other player's hand stays anonymous in a history
            shown[q] |= _shown_names(g, q)
            secrets = _hand_secrets(g, q, shown[q])
            text = json.dumps(g.observation_history(q)[-1], ensure_ascii=False)
            assert not [n for n in secrets if n in text]
    assert own > 20 and other > 20
    info = json.loads(g.information_state(0))
    assert info["history"] == g.observation_history(0) and info["view"] == g.state.view(0)


@pytest.mark.rule("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")
@pytest.mark.parametrize("game", GAMES)
def test_a_resampled_world_keeps_the_sampling_players_past_and_the_public_record(game: str) -> None:
    """The sampling player keeps their own past. The other player's past there is the public record:
    the same for every world and every sampling player, naming no card hidden from either player, and
    their information state in that world can be read (a search keys their nodes by it)."""
    state, _ = new_arena_game(game, 0, 5)
    g = ObservedGame(state)
    agent = RandomAgent(1)
    shown: list[set[str]] = [set(), set()]
    for _ in range(60):
        s = g.state
        if s.is_terminal():
            break
        legal = s.legal_actions()
        g.apply_action(legal[0] if len(legal) == 1 else agent.choose(s, s.current_player()))
        text = json.dumps(g.public[-1], ensure_ascii=False)
        for q in (0, 1):  # neither player's hidden hand is named in the public record
            shown[q] |= _shown_names(g, q)
            assert not [n for n in _hand_secrets(g, q, shown[q]) if n in text]
        assert g.public[-1]["action"] is None
    for p in (0, 1):
        w = g.resample(p, 99)
        assert w.observation_history(p) == g.observation_history(p)
        assert w.observation_history(1 - p) == g.public == g.resample(p, 7).observation_history(1 - p)
        info = json.loads(w.information_state(1 - p))
        assert info["history"] == g.public and info["view"] == w.state.view(1 - p)
    c = g.clone()
    legal = c.state.legal_actions()
    c.apply_action(legal[0])
    assert len(c.observation_history(0)) == len(g.observation_history(0)) + 1  # the copy is its own
    assert len(c.public) == len(g.public) + 1
