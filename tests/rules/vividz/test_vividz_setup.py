"""Vividz game preparation (601), deck construction (401), card parameters (300) and the game's
end (101), checked on real games built from the bundled cards."""
from __future__ import annotations

import pytest

from engine.actions import Action
from engine.cardset import parse_cardset
from engine.errors import FormatError
from engine.games import get_rules
from engine.library import bundled_cards
from engine.state import REVERSE, STAND
from tests.helpers import precon_decks

GAME = "vividz"


def rules():
    return get_rules(GAME)


def by_name(name: str):
    return next(c for c in bundled_cards(GAME).values() if c.name["en"] == name)


def answer_setup(s):
    """Answer the preparation decisions with the first option until the first main phase."""
    while s.decision is not None and s.decision.kind in ("mission_order", "setup_energy"):
        s.apply_action(s.decision.options[0])
    return s


@pytest.mark.rule("vividz:601.1", "vividz:601.1a", "vividz:601.1b", "vividz:507.1", "vividz:507.3", "vividz:502.3",
                  "vividz:502.4", "vividz:502.4b")
def test_accounts_face_up_missions_face_down_and_placed_by_their_owner() -> None:
    s = rules().new_game(precon_decks(GAME), 3)
    for p in (0, 1):
        (acc,) = s.zones[f"{p}.account"]
        assert s.defs[acc].type == "account" and s.orient[acc] == STAND
        assert len(s.zones[f"{p}.mission"]) == 3
        assert all(s.orient[m] == REVERSE for m in s.zones[f"{p}.mission"])  # face down until 601.1f
    d = s.decision
    assert d.kind == "mission_order" and d.player == 0 and len(d.options) == 6  # 3! places, owner decides
    want = d.options[4].args
    s.apply_action(d.options[4])
    assert tuple(s.zones["0.mission"]) == want
    assert s.decision.kind == "mission_order" and s.decision.player == 1
    # the opponent cannot see face-down missions before they are revealed (507.2, 502.4a)
    v = s.view(1)
    assert all(m == {"face_down": True} for m in v["players"][0]["missions"])


@pytest.mark.rule("vividz:601.1c", "vividz:601.1d", "vividz:601.1e", "vividz:601.1f", "vividz:601.1g",
                  "vividz:504.1", "vividz:G2", "vividz:102.8")
def test_first_player_by_revealed_cost_second_player_two_energy() -> None:
    ties = 0
    for seed in range(40):
        s = rules().new_game(precon_decks(GAME), seed)
        while s.decision.kind == "mission_order":
            s.apply_action(s.decision.options[0])
        out = s.out  # the preparation's events follow the last mission-order answer
        reveals = [e for e in out if e.kind == "reveal" and e.get("why") == "first_player"]
        assert reveals and len(reveals) % 2 == 0
        costs = [(e.get("player"), s.deftable[e.get("card")].stats["cost"]) for e in reveals]
        pairs = [costs[i:i + 2] for i in range(0, len(costs), 2)]
        for pair in pairs[:-1]:  # 601.1d: on equal costs, again
            assert pair[0][1] == pair[1][1]
        ties += len(pairs) - 1
        (a, ca), (b, cb) = pairs[-1]
        assert ca != cb
        first = a if ca > cb else b
        assert s.first_player == first
        for p in (0, 1):  # the revealed cards go to energy
            assert len(s.zones[f"{p}.energy"]) == len(pairs)
            assert len(s.zones[f"{p}.hand"]) == 5  # 601.1e
        second = 1 - first
        assert s.decision.kind == "setup_energy" and s.decision.player == second
        s.apply_action(s.decision.options[0])
        s.apply_action(s.decision.options[0])
        assert len(s.zones[f"{second}.energy"]) == len(pairs) + 2
        assert len(s.zones[f"{second}.hand"]) == 3
        assert all(s.orient[m] == STAND for p in (0, 1) for m in s.zones[f"{p}.mission"])  # 601.1f
        assert s.turn == 1 and s.turn_player == first and s.phase == "main"  # 601.1g
    assert ties > 0, "some seed should have shown a tie"


@pytest.mark.rule("vividz:101.4", "vividz:101.5", "vividz:101.2")
def test_a_player_may_resign_at_any_time() -> None:
    s = answer_setup(rules().new_game(precon_decks(GAME), 5))
    other = 1 - s.current_player()
    s.apply_action(Action("resign", (other,)))  # even without priority
    assert s.winner() == 1 - other and s.result[-1] == "resignation"


@pytest.mark.rule("vividz:101.1", "vividz:701.1")
def test_two_players_alternate_turns() -> None:
    from engine.rng import Rng
    s = answer_setup(rules().new_game(precon_decks(GAME), 6))
    r = Rng(2)
    seen = []
    while not s.is_terminal() and s.turn < 5:
        if not seen or seen[-1][0] != s.turn:
            seen.append((s.turn, s.turn_player))
        s.apply_action(r.choice(s.legal_actions()))
    assert [p for _t, p in seen] == [seen[0][1], 1 - seen[0][1]] * (len(seen) // 2) + [seen[0][1]] * (len(seen) % 2)


# -- deck construction (401) -----------------------------------------------------------------
def deck(account="Crimson Channel", missions=("First Stage", "Hot Streak", "Scout Caravan"), main=None):
    main = main if main is not None else (["Ember Pup"] * 4 + ["Cinder Knight"] * 4 + ["Flare Squire"] * 4
                                          + ["Blaze Drake"] * 4 + ["Kindle Fox"] * 4 + ["Ash Lancer"] * 4
                                          + ["Flashpoint"] * 4 + ["Burning Rally"] * 4 + ["Second Wind"] * 4
                                          + ["Backup Dancer"] * 4 + ["Viral Clip"] * 4 + ["Scorch Marshal"] * 4
                                          + ["Crimson Herald"] * 2)
    return {"account": [by_name(account)] if account else [], "mission": [by_name(m) for m in missions],
            "main": [by_name(n) for n in main]}


def clauses(d) -> set[str]:
    return {v.clause for v in rules().validate_deck(d)}


@pytest.mark.rule("vividz:401.1", "vividz:401.2", "vividz:401.3", "vividz:401.4", "vividz:401.5", "vividz:401.5a",
                  "vividz:401.5b", "vividz:401.5c", "vividz:401.4a", "vividz:306.1", "vividz:301.2", "vividz:302.1")
def test_deck_construction() -> None:
    assert clauses(deck()) == set()
    assert clauses(deck(account=None)) == {"vividz:401.3"}
    assert "vividz:401.3" in clauses(deck(account="First Stage"))
    assert clauses(deck(missions=("First Stage", "Hot Streak"))) == {"vividz:401.4"}
    assert clauses(deck(missions=("First Stage", "First Stage", "Hot Streak"))) == {"vividz:401.4a"}
    small = deck()
    small["main"] = small["main"][:49]
    assert clauses(small) == {"vividz:401.5a"}
    big = deck()
    big["main"] = big["main"] * 2
    assert "vividz:401.5a" in clauses(big) and "vividz:401.5b" in clauses(big)
    five = deck()
    five["main"] = five["main"][:-2] + [by_name("Ember Pup")] * 2
    assert clauses(five) == {"vividz:401.5b"}
    off = deck()
    off["main"] = off["main"][:-2] + [by_name("Reef Sprite")] * 2  # Tide in a Blaze deck
    assert clauses(off) == {"vividz:401.5c"}
    star = deck()
    star["main"] = star["main"][:-2] + [by_name("Neon Idol Rina")] * 2  # ☆ goes anywhere
    assert clauses(star) == set()
    wrong = deck()
    wrong["main"] = wrong["main"][:-1] + [by_name("Azure Stream")]
    assert "vividz:401.5" in clauses(wrong)
    assert clauses({**deck(), "side": []}) == {"vividz:401.2"}


@pytest.mark.rule("vividz:401.1")
def test_bundled_decks_are_legal() -> None:
    from engine.library import load_deck_cards, precon_paths
    paths = precon_paths(GAME)
    assert len(paths) >= 2
    for p in paths:
        _, d = load_deck_cards(p, GAME)
        assert rules().validate_deck(d) == [], p


# -- card parameters (300) --------------------------------------------------------------------
CARD = {"number": "1", "name": {"en": "X", "ja": "エックス"}, "text": {"en": "", "ja": ""}}


def parse(**kw):
    return parse_cardset({"format": 1, "game": GAME, "code": "P", "version": 1, "name": {"en": "P", "ja": "P"},
                          "cards": [{**CARD, **kw}]}, "inline").cards[0]


@pytest.mark.rule("vividz:302.2", "vividz:303.1", "vividz:305.1", "vividz:307.1", "vividz:308.1", "vividz:304.5",
                  "vividz:310.1", "vividz:310.2", "vividz:311.1", "vividz:304.6", "vividz:304.6d", "vividz:V6")
def test_card_types_and_parameters() -> None:
    c = parse(type="chara", rarity="SEC", stats={"cost": 2, "power": 3000}, attrs={"mission_info": "☆", "traits": ["Idol"]})
    assert c.stats == {"cost": 2, "power": 3000} and not c.abilities  # a chara with no abilities (304.5)
    with pytest.raises(FormatError, match="302.2"):
        parse(type="monster", stats={}, attrs={})
    with pytest.raises(FormatError, match="stats.power"):
        parse(type="chara", stats={"cost": 2}, attrs={"mission_info": "☆"})
    with pytest.raises(FormatError, match="has no stat"):
        parse(type="event", stats={"cost": 1, "power": 1}, attrs={"mission_info": "☆"})
    with pytest.raises(FormatError, match="account info"):
        parse(type="account", attrs={})
    m = parse(type="mission", attrs={"mission_info": "Blaze", "check": [{"action": "attack", "count": 2}],
                                     "clear": [{"action": "play_chara", "where": {"trait": "Idol"}}]})
    assert m.attrs["check"][0]["count"] == 2
    with pytest.raises(FormatError, match="unknown action"):
        parse(type="mission", attrs={"mission_info": "Blaze", "check": [{"action": "dance"}], "clear": [{"action": "attack"}]})
    with pytest.raises(FormatError, match="unknown icon"):
        parse(type="chara", stats={"cost": 1, "power": 1}, attrs={"mission_info": "☆", "keywords": ["flying"]})
