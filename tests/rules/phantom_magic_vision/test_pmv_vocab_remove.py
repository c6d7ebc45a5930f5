"""Removing things from cards for a while (`strip`, `loses`, `lasting ... loses`): a card that
loses its text has no abilities and no 戦術 / 特殊効果 words (10.1.1, 10.1.5: a keyword is part of
the text, referred to as the word itself); one that loses its automatic effects keeps its words,
which are never automatic effects (10.1.4); words given after a removal apply."""
from __future__ import annotations

from typing import Any

import pytest

from engine import stack
from engine.actions import Action
from engine.cardset import FormatError, parse_cardset
from engine.layers import chars
from engine.scenario import build

_ANY_CHARACTER = {"zone": "field", "player": "any", "where": {"type": "character"}}


def _c(num: str, name: str, kws: tuple[str, ...] = (), abilities: tuple[dict[str, Any], ...] = (),
       attack: int = 2, toughness: int = 2) -> dict[str, Any]:
    attrs: dict[str, Any] = {"races": ["human"]}
    if kws:
        attrs["keywords"] = list(kws)
    return {"number": num, "name": {"en": name, "ja": name}, "type": "character", "attrs": attrs,
            "stats": {"node": 0, "cost": 0, "graze": 0, "attack": attack, "toughness": toughness},
            "text": {"en": "", "ja": ""}, "abilities": list(abilities)}


def _command(num: str, name: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return {"number": num, "name": {"en": name, "ja": name}, "type": "command", "stats": {"node": 0, "cost": 0},
            "text": {"en": "", "ja": ""}, "abilities": [
                {"type": "play", "targets": [{"choose": _ANY_CHARACTER, "as": "$t"}], "effects": list(effects)}]}


CARDS = [
    _c("001", "Dust", attack=1, toughness=1),
    _command("002", "Hush", {"strip": "$t", "loses": ["text"]}),
    _command("003", "Mute", {"strip": "$t", "loses": ["auto"]}),
    _command("004", "Unword", {"strip": "$t", "loses": ["keywords"]}),
    _command("005", "Gift", {"grant": "$t", "keywords": ["pierce"]}),
    _c("006", "Scout", ("pierce",), (
        {"type": "auto", "speed": "gamma", "trigger": {"on": "attack", "card": "self"}, "effects": [{"draw": 1}]},
        {"type": "activated", "timing": "always", "cost": [{"sleep": "self"}], "effects": [{"hit": 1}]},
        {"type": "continuous", "affects": {"zone": "field", "where": {"type": "character"}}, "modify": {"power": 1}})),
    _c("007", "Blade", ("first_strike",), attack=2, toughness=1),
    _c("008", "Runner", attack=2, toughness=1),
    _c("009", "Jammer", (), ({"type": "continuous", "affects": {
        "zone": "field", "player": "opponent", "where": {"type": "character"}}, "loses": ["first_strike"]},)),
    _c("011", "Gag", (), ({"type": "continuous", "affects": {
        "zone": "field", "player": "opponent", "where": {"type": "character"}}, "loses": ["text"]},)),
    _command("010", "Lull", {"lasting": {"zone": "field", "player": "opponent", "where": {"type": "character"}},
                             "loses": ["first_strike"]},
             {"move": {"zone": "hand", "player": "opponent"}, "to": "field"}),
]


def _position(mine: dict[str, Any], theirs: dict[str, Any]) -> Any:
    fill = {"deck_fill": {"card": "Dust", "count": 6}}
    return build({"game": "phantom_magic_vision", "cards": CARDS, "setup": {"phase": "main", "players": [
        {**fill, **mine}, {**fill, **theirs}]}}, "<test>")


def _play(b: Any, command: str, target: str) -> None:
    """Player 0 plays a command at the target; both players pass until it has resolved."""
    s = b.state
    s.apply_action(Action("play", (b.labels[command],)))
    if s.decision.kind == "choose":
        s.apply_action(Action("choose", (b.labels[target],)))
    while stack.items(s):
        s.apply_action(Action("pass", ()))
    assert s.decision.player == 0 and s.decision.kind == "priority"


def _attack(s: Any, iid: int) -> None:
    """Player 0 attacks with iid, undefended; everyone passes until the attack and what it
    triggered are over."""
    s.apply_action(Action("attack", (iid,)))
    for _ in range(30):
        if s.decision.player == 0 and s.decision.kind == "priority" and not stack.items(s):
            return
        s.apply_action(Action("pass", ()) if Action("pass", ()) in s.decision.options else s.decision.options[0])
    raise AssertionError("the attack did not end")


def _kw(b: Any, label: str) -> frozenset[str]:
    return chars(b.state, b.labels[label]).keywords


@pytest.mark.rule("phantom_magic_vision:10.1.1", "phantom_magic_vision:10.1.5", "phantom_magic_vision:D7.1")
def test_a_card_that_loses_its_text_has_no_abilities_and_no_words() -> None:
    b = _position({"hand": [{"card": "Hush", "as": "h"}], "field": [{"card": "Runner", "as": "r"}]},
                  {"field": [{"card": "Scout", "as": "s"}, {"card": "Dust", "as": "d"}]})
    s = b.state
    assert _kw(b, "s") == {"pierce"} and chars(s, b.labels["d"]).power == 2  # Scout's +1 reaches the Dust
    _play(b, "h", "s")
    assert _kw(b, "s") == frozenset()  # 貫通 is a word of its text (10.1.1, 10.1.5)
    assert chars(s, b.labels["s"]).power == 2 and chars(s, b.labels["d"]).power == 1  # its (自動α) is gone
    s.apply_action(Action("attack", (b.labels["r"],)))
    assert s.decision.player == 1
    assert Action("activate", (b.labels["s"], 1)) not in s.decision.options  # its (常時) effect cannot be used


@pytest.mark.rule("phantom_magic_vision:10.1.4", "phantom_magic_vision:D7.1")
def test_a_card_that_loses_its_automatic_effects_keeps_its_words_and_other_effects() -> None:
    b = _position({"hand": [{"card": "Mute", "as": "m"}], "field": [{"card": "Scout", "as": "s"}, {"card": "Dust", "as": "d"}]},
                  {"field": ["Dust"]})
    s = b.state
    _play(b, "m", "s")
    # 貫通 is not an automatic effect although its original text is one (10.1.4): it stays
    assert _kw(b, "s") == {"pierce"} and chars(s, b.labels["d"]).power == 2
    hand = len(s.zones["0.hand"])
    _attack(s, b.labels["s"])
    assert len(s.zones["0.hand"]) == hand  # "when this attacks, draw 1" did not trigger


@pytest.mark.rule("phantom_magic_vision:10.1.4")
def test_without_the_removal_the_automatic_effect_triggers() -> None:
    b = _position({"field": [{"card": "Scout", "as": "s"}]}, {"field": [{"card": "Dust"}]})
    s = b.state
    hand = len(s.zones["0.hand"])
    _attack(s, b.labels["s"])
    assert len(s.zones["0.hand"]) == hand + 1


@pytest.mark.rule("phantom_magic_vision:10.1.5", "phantom_magic_vision:10.1.3")
@pytest.mark.parametrize("order, has_pierce", [(("u", "g"), True), (("g", "u"), False)])
def test_a_word_given_after_the_removal_applies_one_given_before_is_lost(order: tuple[str, str], has_pierce: bool) -> None:
    b = _position({"hand": [{"card": "Unword", "as": "u"}, {"card": "Gift", "as": "g"}],
                   "field": [{"card": "Runner", "as": "r"}]}, {"field": [{"card": "Blade", "as": "x"}]})
    for cmd in order:
        _play(b, cmd, "r")
    assert ("pierce" in _kw(b, "r")) is has_pierce
    assert _kw(b, "x") == {"first_strike"}  # the other card keeps its words


def _fight(jammer_owner: int, silence_jammer: bool = False) -> Any:
    mine: dict[str, Any] = {"field": [{"card": "Runner", "as": "r"}]}
    if jammer_owner == 0:
        mine["field"].append({"card": "Jammer", "as": "j"})
    if silence_jammer:
        mine["hand"] = [{"card": "Hush", "as": "h"}]
    b = _position(mine, {"field": [{"card": "Blade", "as": "x"}]})
    if silence_jammer:
        _play(b, "h", "j")
    s = b.state
    s.apply_action(Action("attack", (b.labels["r"],)))
    s.apply_action(Action("defend", (b.labels["x"],)))
    for _ in range(10):
        if s.decision is None or (s.decision.player == 0 and s.decision.kind == "priority" and not s.flags.get("atk")):
            break
        s.apply_action(Action("pass", ()) if Action("pass", ()) in s.decision.options else s.decision.options[0])
    return b


@pytest.mark.rule("phantom_magic_vision:10.4.2.a", "phantom_magic_vision:D6.3")
def test_a_continuous_loss_takes_first_strike_away_so_both_fighters_fall() -> None:
    plain, jammed = _fight(1), _fight(0)
    assert plain.state.zone_of[plain.labels["x"]] == "1.field"  # 先制 kills the Runner before it strikes
    assert plain.state.zone_of[plain.labels["r"]] == "0.graveyard"
    assert jammed.state.zone_of[jammed.labels["x"]] == "1.graveyard"  # without it both deal damage at once
    assert jammed.state.zone_of[jammed.labels["r"]] == "0.graveyard"


@pytest.mark.rule("phantom_magic_vision:10.1.1", "phantom_magic_vision:10.4.2.a")
def test_a_card_that_lost_its_text_no_longer_takes_words_away() -> None:
    b = _fight(0, silence_jammer=True)
    assert b.state.zone_of[b.labels["x"]] == "1.field"  # Jammer has no text: the Blade strikes first again


@pytest.mark.rule("phantom_magic_vision:10.1.1", "victory_spark:7.8.1.7")
def test_of_two_cards_taking_each_others_text_the_earlier_one_wins() -> None:
    b = _position({"field": [{"card": "Gag", "as": "mine"}, {"card": "Scout", "as": "s"}]},
                  {"field": [{"card": "Gag", "as": "theirs"}, {"card": "Blade", "as": "x"}]})
    s = b.state
    assert s.placed[b.labels["mine"]] < s.placed[b.labels["theirs"]]
    # player 0's Gag came first: it takes the other Gag's text, so that one takes nothing away
    assert "lost:text" in chars(s, b.labels["theirs"]).flags and _kw(b, "x") == frozenset()
    assert "lost:text" not in chars(s, b.labels["mine"]).flags and _kw(b, "s") == {"pierce"}


@pytest.mark.rule("phantom_magic_vision:10.1.5")
def test_a_lasting_loss_reaches_a_character_that_arrives_later_and_ends_with_the_turn() -> None:
    b = _position({"hand": [{"card": "Lull", "as": "l"}, "Dust"], "field": [{"card": "Runner", "as": "r"}]},
                  {"hand": [{"card": "Blade", "as": "x"}], "field": [{"card": "Dust"}]})
    s = b.state
    _play(b, "l", "r")
    assert s.zone_of[b.labels["x"]] == "1.field"  # it arrived after the loss was created
    assert _kw(b, "x") == frozenset()
    turn = s.turn
    for _ in range(20):
        if s.turn != turn:
            break
        s.apply_action(Action("pass", ()) if Action("pass", ()) in s.decision.options else s.decision.options[0])
    assert s.turn == turn + 1 and _kw(b, "x") == {"first_strike"}


@pytest.mark.rule("phantom_magic_vision:10.1.1")
def test_text_comes_back_when_the_removal_ends() -> None:
    b = _position({"hand": [{"card": "Hush", "as": "h"}, "Dust"], "field": [{"card": "Runner", "as": "r"}]},
                  {"field": [{"card": "Scout", "as": "s"}]})
    s = b.state
    _play(b, "h", "s")
    assert _kw(b, "s") == frozenset()
    turn = s.turn
    for _ in range(20):
        if s.turn != turn:
            break
        s.apply_action(Action("pass", ()) if Action("pass", ()) in s.decision.options else s.decision.options[0])
    assert _kw(b, "s") == {"pierce"} and "created_fx" not in s.flags


def _load(game: str, ability: dict[str, Any], card: dict[str, Any] | None = None) -> None:
    c = card or _c("001", "Tester")
    parse_cardset({"format": 1, "game": game, "code": "TLS", "version": 1, "name": {"en": "T", "ja": "T"},
                   "cards": [{**c, "abilities": [ability]}]}, "<test>")


@pytest.mark.rule("phantom_magic_vision:10.1.4", "phantom_magic_vision:10.1.5")
def test_what_a_card_may_lose_is_checked_with_the_field_named() -> None:
    _load("phantom_magic_vision", {"type": "continuous", "affects": _ANY_CHARACTER, "loses": ["haste", "auto"]})
    with pytest.raises(FormatError, match=r"abilities\[0\]\.loses: cannot lose 'flying'"):
        _load("phantom_magic_vision", {"type": "continuous", "loses": ["flying"]})
    with pytest.raises(FormatError, match=r"loses: only a continuous ability"):
        _load("phantom_magic_vision", {"type": "auto", "trigger": {"on": "attack"}, "loses": ["text"],
                                       "effects": [{"draw": 1}]})
    with pytest.raises(FormatError, match=r"effects\[0\]\.loses: names nothing to lose"):
        _load("phantom_magic_vision", {"type": "activated", "effects": [{"strip": "self", "loses": []}]})
    with pytest.raises(FormatError, match=r"effects\[0\]\.loses: 'strip' needs 'loses'|effects\[0\]\.loses"):
        _load("phantom_magic_vision", {"type": "activated", "effects": [{"strip": "self"}]})


@pytest.mark.rule("victory_spark:7.11.3")
def test_a_game_whose_rules_read_no_losses_rejects_them() -> None:
    vs = {"number": "001", "name": {"en": "T", "ja": "T"}, "type": "character", "attrs": {"title": ["X"]},
          "stats": {"level": 0, "power": 1000, "defense": 1000}, "text": {"en": "", "ja": ""}}
    with pytest.raises(FormatError, match="read nothing a card can lose"):
        _load("victory_spark", {"type": "activated", "zone": "ring", "effects": [{"strip": "self", "loses": ["text"]}]},
              vs)
