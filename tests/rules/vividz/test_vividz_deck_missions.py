"""401.5c: the main deck holds only cards that match a mission of the deck on its mission info,
traits (特徴) and account info, or whose mission info is ☆. Read (V10, docs/vividz.md) as: a card
matches a mission when it has that mission's mission info and every trait and the account info the
mission states; a parameter the mission leaves blank asks nothing."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.cards import CardDef
from engine.cardset import parse_cardset
from engine.errors import FormatError
from engine.games import get_rules
from engine.games.vividz.deckrules import mission_mismatch
from engine.library import bundled_cards, load_deck_cards, precon_paths

GAME = "vividz"
RULE = "vividz:401.5c"


def by_name(name: str) -> CardDef:
    return next(c for c in bundled_cards(GAME).values() if c.name["en"] == name)


def violations(d: dict[str, list[CardDef]]) -> list[str]:
    return [f"{v.clause} {v.message}" for v in get_rules(GAME).validate_deck(d)]


# Hot Streak (Blaze, Knight, Crimson), Crowd Surge (Blaze, Dragon), Undertow (Tide, Beast): no mission
# here asks for its mission info alone, so every Blaze or Tide card must carry the right trait / account.
MISSIONS = ("Hot Streak", "Crowd Surge", "Undertow")
FITTING = (["Crimson Herald", "Crimson Blademaster"]  # Blaze Knights of the Crimson account: Hot Streak
           + ["Ember Pup", "Blaze Drake", "Inferno Wyrm", "Molten Bulwark", "Flame Sentinel"]  # Blaze Dragons
           + ["Undertow Shark", "Kraken Lord"]  # Tide Beasts: Undertow
           + ["Neon Idol Rina", "Encore Star", "Backup Dancer"])  # ☆ charas (traits Idol, account Neon)


def deck(missions: tuple[str, ...] = MISSIONS, extra: tuple[str, ...] = ()) -> dict[str, list[CardDef]]:
    main = [n for n in FITTING for _ in range(4)] + ["Viral Clip"] * 4 + list(extra)  # 52 + extra
    return {"account": [by_name("Crimson Channel")], "mission": [by_name(m) for m in missions],
            "main": [by_name(n) for n in main]}


@pytest.mark.rule(RULE, "vividz:306.1", "vividz:307.1", "vividz:308.1")
def test_bundled_missions_carry_traits_and_account_info() -> None:
    hot, surge = by_name("Hot Streak").attrs, by_name("Crowd Surge").attrs
    assert (hot["mission_info"], hot["traits"], hot["account_info"]) == ("Blaze", ["Knight"], "Crimson")
    assert (surge["mission_info"], surge["traits"], "account_info" in surge) == ("Blaze", ["Dragon"], False)
    assert set(by_name("First Stage").attrs) == {"mission_info", "check", "clear"}  # asks for Blaze only


@pytest.mark.rule(RULE, "vividz:307.1", "vividz:308.1")
def test_cards_matching_a_mission_on_all_three_are_accepted() -> None:
    assert violations(deck()) == []


@pytest.mark.rule(RULE, "vividz:307.1", "vividz:308.1")
def test_same_mission_info_but_other_traits_or_account_is_refused() -> None:
    # Cinder Knight: Blaze Knight without account info. Hot Streak wants Crimson, Crowd Surge a Dragon.
    (msg,) = violations(deck(extra=("Cinder Knight",) * 2))
    assert msg.startswith(RULE + " Cinder Knight (VZS1-B03: mission info Blaze, traits Knight, account info none)")
    assert "Hot Streak asks for account info Crimson" in msg and "Crowd Surge asks for trait Dragon" in msg
    assert "Undertow asks for mission info Tide and trait Beast" in msg
    # Reef Sprite: a Tide Mermaid; the only Tide mission wants a Beast
    (msg,) = violations(deck(extra=("Reef Sprite",)))
    assert "Reef Sprite (VZS1-T02" in msg and "Undertow asks for trait Beast;" not in msg
    assert msg.endswith("Undertow asks for trait Beast")
    # an event has no traits, so it fits only a mission that asks for none
    (msg,) = violations(deck(extra=("Flashpoint",)))
    assert "Flashpoint" in msg and "Hot Streak asks for trait Knight and account info Crimson" in msg


@pytest.mark.rule(RULE)
def test_each_offending_card_is_named_once() -> None:
    out = violations(deck(extra=("Cinder Knight", "Cinder Knight", "Reef Sprite", "Flashpoint")))
    assert [m.split(" (")[0] for m in out] == [f"{RULE} Cinder Knight", f"{RULE} Flashpoint", f"{RULE} Reef Sprite"]


@pytest.mark.rule(RULE)
def test_a_mission_that_asks_for_its_mission_info_alone_takes_any_card_of_it() -> None:
    # First Stage states no trait or account info: every Blaze card matches it, events included
    missions = ("First Stage", "Crowd Surge", "Undertow")
    assert violations(deck(missions, extra=("Cinder Knight", "Flashpoint"))) == []
    # ... but not another mission info
    (msg,) = violations(deck(missions, extra=("Reef Sprite",)))
    assert "First Stage asks for mission info Blaze" in msg


@pytest.mark.rule(RULE)
def test_star_cards_go_in_any_deck() -> None:
    # ☆ cards have traits (Idol, Machine) and an account info (Neon) that no mission states
    star = sorted({c.name["en"] for c in bundled_cards(GAME).values() if c.attrs.get("mission_info") == "☆"})
    assert len(star) >= 13 and "Neon Idol Rina" in star
    for missions in (MISSIONS, ("Deep Current", "Tidal Archive", "Undertow"), ("Tailwind", "Storm Front", "Open Sky")):
        d = deck(missions)
        d["main"] = [by_name(n) for n in star[:13] for _ in range(4)]
        assert violations(d) == [], missions
    assert violations(deck(extra=("Stage Robot", "Fan Meeting", "Victory Lap"))) == []


@pytest.mark.rule(RULE)
def test_a_deck_without_missions_takes_only_star_cards() -> None:
    d = deck()
    d["mission"] = []
    out = [m for m in violations(d) if m.startswith(RULE)]
    assert len(out) == 1 and "no missions" in out[0] and "Crimson Herald" in out[0] and "Viral Clip" not in out[0]


# -- the matching itself, on cards made for the test --------------------------------------------
def card(number: str, type_: str, **attrs: Any) -> dict[str, Any]:
    stats = {"chara": {"cost": 1, "power": 1000}, "event": {"cost": 1}}.get(type_, {})
    if type_ == "mission":
        attrs |= {"check": [{"action": "attack"}], "clear": [{"action": "attack"}]}
    return {"number": number, "name": {"en": f"Card {number}", "ja": f"カード{number}"}, "type": type_,
            "stats": stats, "attrs": attrs, "text": {"en": "-", "ja": "-"}}


def parse(*cards: dict[str, Any]) -> list[CardDef]:
    return list(parse_cardset({"format": 1, "game": GAME, "code": "T", "version": 1, "name": {"en": "T", "ja": "T"},
                               "cards": list(cards)}, "inline").cards)


@pytest.mark.rule(RULE, "vividz:307.1", "vividz:308.1")
def test_a_card_needs_every_trait_and_the_account_info_the_mission_states() -> None:
    mission, knight, both, other_acc, same_acc, event = parse(
        card("M", "mission", mission_info="Red", traits=["Knight", "Dragon"], account_info="Ruby"),
        card("1", "chara", mission_info="Red", traits=["Knight"], account_info="Ruby"),
        card("2", "chara", mission_info="Red", traits=["Dragon", "Knight", "Beast"], account_info="Ruby"),
        card("3", "chara", mission_info="Red", traits=["Dragon", "Knight"], account_info="Opal"),
        card("4", "chara", mission_info="Blue", traits=["Dragon", "Knight"], account_info="Ruby"),
        card("5", "event", mission_info="Red"))
    assert mission_mismatch(knight, mission) == ["trait Dragon"]
    assert mission_mismatch(both, mission) == []  # a trait the mission does not state is no mismatch
    assert mission_mismatch(other_acc, mission) == ["account info Ruby"]
    assert mission_mismatch(same_acc, mission) == ["mission info Red"]
    assert mission_mismatch(event, mission) == ["traits Knight, Dragon", "account info Ruby"]
    (plain,) = parse(card("P", "mission", mission_info="Red"))
    assert all(mission_mismatch(c, plain) == [] for c in (knight, both, other_acc, event))


@pytest.mark.rule(RULE, "vividz:307.1", "vividz:308.1")
def test_mission_cards_may_state_traits_and_account_info() -> None:
    (m,) = parse(card("M", "mission", mission_info="Red", traits=["Knight"], account_info="Ruby"))
    assert (m.attrs["traits"], m.attrs["account_info"]) == (["Knight"], "Ruby")
    with pytest.raises(FormatError, match="attrs.traits"):
        parse(card("M", "mission", mission_info="Red", traits="Knight"))
    with pytest.raises(FormatError, match="attrs.account_info"):
        parse(card("M", "mission", mission_info="Red", account_info=["Ruby"]))
    with pytest.raises(FormatError, match="attrs.account_info"):
        parse(card("M", "mission", mission_info="Red", account_info=""))
    with pytest.raises(FormatError, match="attrs.traits"):  # an account has its account info only (308)
        parse(card("A", "account", account_info="Ruby", traits=["Knight"]))


@pytest.mark.rule(RULE, "vividz:401.1")
@pytest.mark.parametrize("path", precon_paths(GAME), ids=lambda p: Path(p).name)
def test_every_bundled_deck_is_legal(path: Path) -> None:
    _, d = load_deck_cards(path, GAME)
    assert get_rules(GAME).validate_deck(d) == [], path
