"""The stable action encoding (engine/actioncodes.py): distinct within a decision, the same in
every world the acting player cannot tell apart, the same move the same code across games."""
from __future__ import annotations

import pytest

from engine.actioncodes import NUM_CODES, action_codes, action_keys, action_of_code
from engine.ai.arena import new_arena_game
from engine.ai.random_agent import RandomAgent

GAMES = ["victory_spark", "vividz", "grid", "phantom_magic_vision"]


@pytest.mark.rule("victory_spark:G1")
@pytest.mark.parametrize("game", GAMES)
def test_codes_are_distinct_and_read_only_the_players_view(game: str) -> None:
    """Along random games: every decision's codes are distinct and lead back to their actions,
    and a world resampled for the acting player (every card hidden from them redrawn) gives
    every legal action the same code."""
    checked = 0
    for index in range(2):
        s, _ = new_arena_game(game, index, 8)
        agent = RandomAgent(index)
        while not s.is_terminal():
            legal = s.legal_actions()
            p = s.current_player()
            if len(legal) > 1:
                codes = action_codes(s)
                assert len(set(codes.values())) == len(legal)
                assert all(0 <= c < NUM_CODES for c in codes.values())
                if checked % 7 == 0:
                    w = s.resample(p, checked)
                    assert w.legal_actions() == legal
                    assert action_codes(w) == codes, f"{game}: a code reads a card hidden from player {p}"
                    a = legal[checked % len(legal)]
                    assert action_of_code(s, codes[a]) == a
                checked += 1
            s.apply_action(legal[0] if len(legal) == 1 else agent.choose(s, p))
    assert checked > 50
    with pytest.raises(KeyError):
        action_of_code(s if not s.is_terminal() else new_arena_game(game, 0, 8)[0], 12345)


def test_the_same_move_has_the_same_code_in_another_game() -> None:
    """Two games of Victory Spark with other shuffles: a card played to a slot is one code,
    whichever copy of the card (instance) it is."""
    seen: dict[str, set[tuple[int, ...]]] = {}
    for seed in (1, 2, 3):
        s, _ = new_arena_game("victory_spark", 0, seed)
        agent = RandomAgent(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            if len(legal) > 1:
                for a, k in action_keys(s).items():
                    if a.kind == "play":
                        seen.setdefault(k, set()).add(a.args)
            s.apply_action(legal[0] if len(legal) == 1 else agent.choose(s, s.current_player()))
    # some key stood for different instance ids (another copy of the card): one code for one move
    assert any(len(args) > 1 for args in seen.values())
    assert all(k.startswith("play: Play ") for k in seen)


def test_codes_fit_31_bits_and_a_collision_is_probed_the_same_way_in_every_order() -> None:
    """Codes fit signed 32-bit action ids (OpenSpiel's). Two keys hashing alike within one decision
    still get two codes, decided by key order alone (so by what the acting player sees), not by the
    order the engine lists its actions in."""
    from engine.actioncodes import code_of_key, codes_of_keys
    from engine.actions import Action

    assert NUM_CODES == 2**31
    first: dict[int, str] = {}
    pair = None
    for i in range(400_000):  # a birthday search: two keys with one 31-bit code
        k = f"play: Play card {i}#1"
        c = code_of_key(k)
        if c in first:
            pair = (first[c], k)
            break
        first[c] = k
    assert pair is not None
    keys = {Action("play", (1,)): pair[0], Action("play", (2,)): pair[1], Action("pass"): "pass: Pass#1"}
    codes = codes_of_keys(keys)
    assert len(set(codes.values())) == 3 and all(0 <= c < NUM_CODES for c in codes.values())
    backwards = codes_of_keys(dict(reversed(list(keys.items()))))
    assert backwards == codes
    low, high = sorted(pair)
    want = code_of_key(low)
    assert codes[next(a for a, k in keys.items() if k == low)] == want
    assert codes[next(a for a, k in keys.items() if k == high)] == (want + 1) % NUM_CODES
