"""The shared game contract: determinism, clone independence, views, resampling, save/load."""
from __future__ import annotations

import json

import pytest

from engine import savegame
from engine.actions import Action
from engine.errors import IllegalAction
from engine.scenario import build
from tests.helpers import precon_decks, random_game


def test_same_seed_and_answers_same_game() -> None:
    a = random_game("victory_spark", 11)
    b = random_game("victory_spark", 11)
    assert a.snapshot() == b.snapshot()
    assert a.state_hash() == b.state_hash()


def test_clone_is_independent() -> None:
    from engine.games import get_rules
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 5)
    before = s.snapshot()
    c = s.clone()
    c.apply_action(c.legal_actions()[0])
    assert s.snapshot() == before
    assert c.snapshot() != before


def test_illegal_action_is_refused() -> None:
    from engine.games import get_rules
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 5)
    with pytest.raises(IllegalAction):
        s.apply_action(Action("explode"))


@pytest.mark.rule("victory_spark:3.7.2", "victory_spark:3.2.2", "victory_spark:3.4.2", "victory_spark:3.1.2",
                  "victory_spark:G1")
def test_view_hides_what_the_player_may_not_see() -> None:
    s = random_game("victory_spark", 4, on_step=lambda st: None)
    # take a position mid-game instead of the end
    from engine.games import get_rules
    from engine.rng import Rng
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 4)
    r = Rng(1)
    for _ in range(60):
        if s.is_terminal():
            break
        s.apply_action(r.choice(s.legal_actions()))
    v = s.view(0)
    assert isinstance(v["players"][0]["hand"], list)
    assert v["players"][1]["hand"] == len(s.zones["1.hand"])  # only the count of the opponent's hand
    assert v["players"][0]["deck"] == len(s.zones["0.deck"])
    assert all(isinstance(x, str) for x in v["players"][1]["energy"])  # orientations only
    text = json.dumps(v)
    for i in s.zones["1.hand"] + s.zones["0.deck"] + s.zones["1.deck"]:
        assert f'"iid": {i},' not in text


def test_resample_keeps_the_view_and_changes_hidden_cards() -> None:
    from engine.games import get_rules
    from engine.rng import Rng
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 8)
    r = Rng(2)
    for _ in range(40):
        s.apply_action(r.choice(s.legal_actions()))
    p = s.current_player()
    changed = False
    for seed in range(5):
        t = s.resample(p, seed)
        assert t.view(p) == s.view(p)
        changed |= [d.id for d in t.defs] != [d.id for d in s.defs]
        while not t.is_terminal():  # a resampled state plays on
            t.apply_action(r.choice(t.legal_actions()))
    assert changed


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_resample_is_honest_by_itself_its_random_generator_reseeded_too(game: str) -> None:
    """A caller of `resample` (not only the AI's determinize) gets a world whose future shuffles and
    coin flips are not the true game's: the generator is a function of the seed alone, whatever the
    true state's generator holds."""
    from engine.games import get_rules
    from engine.rng import Rng
    s = get_rules(game).new_game(precon_decks(game), 8)
    r = Rng(3)
    for _ in range(30):
        if s.is_terminal():
            break
        s.apply_action(r.choice(s.legal_actions()))
    p = s.current_player() if not s.is_terminal() else 0
    other = s.clone()
    other.rng = (s.rng + 12345) % (1 << 63)  # the same view, another true future
    a, b = s.resample(p, 7), other.resample(p, 7)
    assert a.rng == b.rng != s.rng
    assert s.resample(p, 8).rng != a.rng


def test_save_and_load_in_the_middle_of_an_effect() -> None:
    spec = {
        "game": "victory_spark",
        "cards": [
            {"number": "1", "name": {"en": "Picker", "ja": "ピッカー"}, "type": "character",
             "stats": {"level": 0, "power": 1000, "defense": 3000},
             "text": {"en": "Rest: choose an opponent's bench card and deal 1000 damage to it.", "ja": "…"},
             "abilities": [{"type": "activated", "cost": [{"rest": "self"}],
                            "effects": [{"draw": 1}, {"choose": {"zone": "bench", "player": "opponent"}, "as": "$t"},
                                        {"damage": "$t", "amount": 1000}]}]},
            {"number": "2", "name": {"en": "Filler", "ja": "フィラー"}, "type": "character",
             "stats": {"level": 0, "power": 1000, "defense": 3000}, "text": {"en": "", "ja": ""}},
        ],
        "setup": {"phase": "ability", "players": [
            {"ring": ["Filler"], "bench0": [{"card": "Picker", "as": "p"}], "deck_fill": {"card": "Filler", "count": 5}},
            {"ring": ["Filler"], "bench0": [{"card": "Filler", "as": "a"}], "bench1": [{"card": "Filler", "as": "b"}],
             "deck_fill": {"card": "Filler", "count": 5}}]},
    }
    b = build(spec, "inline")
    s = b.state
    s.apply_action(Action("activate", (b.labels["p"], 0)))
    # an activated ability makes its choice on activation (7.4.1.2): the choice is pending mid-effect
    assert s.decision is not None and s.decision.kind == "choose"
    saved = json.loads(json.dumps(savegame.save(s)))
    t = savegame.load(saved)
    assert t.snapshot() == s.snapshot()
    a = Action("choose", (b.labels["b"],))
    ev_s = s.apply_action(a)
    ev_t = t.apply_action(a)
    assert ev_s == ev_t
    assert t.snapshot() == s.snapshot()
    hits = [e for e in ev_s if e.kind == "damage"]
    assert [(e.get("iid"), e.get("amount")) for e in hits] == [(b.labels["b"], 1000)]


@pytest.mark.rule("victory_spark:4.5.1", "victory_spark:G1")
def test_resample_forgets_the_opponents_unrevealed_hand_auto() -> None:
    """A hand auto waiting to be revealed (4.5.1) names a hidden card; only its owner may keep it."""
    from engine.games import get_rules
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 3)
    hidden = s.zones["1.deck"][-1]
    entry = (999, 1, hidden, s.obj[hidden], s.defs[hidden].id, 0, "auto", -1, -1, ("effects",), 0, None)
    s.flags["hand_pending"] = (entry,)
    assert s.resample(0, 1).flags["hand_pending"] == ()
    assert s.resample(1, 1).flags["hand_pending"] == (entry,)
