"""Card information (chapter 2) as card data: what a card may carry, what the rules read, and
the parts with no game meaning (2.13.2 annotations, 2.15 illustration, 2.16 copyright, 10.1 icons)."""
from __future__ import annotations

import pytest
from vs_rules_helpers import FILLER, card, cardset, position

from engine.errors import FormatError
from engine.games.victory_spark import attacks, zones


@pytest.mark.rule("victory_spark:2.8", "victory_spark:2.8.1", "victory_spark:2.4", "victory_spark:2.4.1")
def test_gender_and_partner_gender_are_card_information() -> None:
    cs = cardset([card("001", "Hero", gender="male", partner_name=["Heroine"], partner_title=["Extra"],
                       partner_gender="female")])
    c = cs["TVS-001"]
    assert (c.attrs["gender"], c.attrs["partner_gender"]) == ("male", "female")
    with pytest.raises(FormatError, match="partner_gender"):
        cardset([card("001", "Hero", partner_gender="robot")])


@pytest.mark.rule("victory_spark:2.12.2", "victory_spark:4.1.1", "victory_spark:7.1.1", "victory_spark:2.12.1")
def test_abilities_are_activated_auto_or_continuous() -> None:
    ok = card("001", "Three Kinds", abilities=[
        {"type": "activated", "name": {"en": "Act", "ja": "起動"}, "effects": [{"draw": 1}]},
        {"type": "auto", "trigger": {"on": "attack", "card": "self"}, "effects": [{"draw": 1}]},
        {"type": "continuous", "modify": {"power": 1000}},
        # a replacement effect is written on the card as a continuous ability (7.9.1)
        {"type": "replacement", "replaces": {"on": "move", "card": "self", "to": "retire"},
         "instead": [{"move": "self", "to": "waiting"}]},
    ])
    cs = cardset([ok])
    assert cs["TVS-001"].abilities[0]["name"]["en"] == "Act"
    with pytest.raises(FormatError, match="type"):
        cardset([card("001", "Bad", abilities=[{"type": "instant", "effects": []}])])


@pytest.mark.rule("victory_spark:2.13.2")
def test_annotations_in_the_text_do_not_change_what_a_card_does() -> None:
    plain = card("002", "Plain", abilities=[{"type": "activated", "zone": "ring", "effects": [{"draw": 1}]}])
    noted = dict(card("003", "Noted", abilities=plain["abilities"]))
    noted["text"] = {"en": "[Ring] Draw a card. (You take the top card of your deck.)",
                     "ja": "@起動〔リング〕カードを1枚引く。(山札の一番上のカードを手札に加えます)"}
    hands = []
    for name in ("Plain", "Noted"):
        b = position([FILLER, plain, noted], {"phase": "ability", "players": [
            {"ring": [{"card": name, "as": "r"}], "deck_fill": {"card": "Filler", "count": 5}},
            {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
        b.state.apply_action(b.state.decision.options[0])
        hands.append(len(b.state.zones["0.hand"]))
    assert hands == [1, 1]


@pytest.mark.rule("victory_spark:2.15", "victory_spark:2.15.1", "victory_spark:2.15.2", "victory_spark:2.16",
                  "victory_spark:2.16.1", "victory_spark:2.16.2")
def test_illustration_and_copyright_have_no_game_meaning() -> None:
    # the only picture-related field is an optional image file, which the rules never read
    pictured = dict(card("002", "Pictured"))
    pictured["image"] = "pictured.png"
    cs = cardset([FILLER, pictured])
    assert cs["TVS-002"].raw["image"] == "pictured.png"
    # and a copyright line is not card data at all
    bad = dict(card("003", "Copyrighted"))
    bad["copyright"] = "(c) someone"
    with pytest.raises(FormatError, match="copyright"):
        cardset([bad])
    # the pictured card is played like any other card
    b = position([FILLER, pictured], {"phase": "chara", "players": [
        {"ring": ["Filler"], "hand": [{"card": "Pictured", "as": "p"}], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    assert any(a.kind == "play" and a.args[0] == b.labels["p"] for a in b.state.decision.options)


@pytest.mark.rule("victory_spark:10.1")
def test_icons_map_to_engine_keywords_and_states() -> None:
    # @スパーク and @キャンセル are the keywords spark and cancel; @自動/@起動/@永続 the ability types;
    # @レスト/@スタンド/@リバース the three orientations; @♂/@♀ the genders
    assert zones.KEYWORDS == {"spark", "cancel"}
    assert set(zones.GENDERS) >= {"male", "female"}
    from engine.state import ORIENT_NAMES
    assert ORIENT_NAMES == ("stand", "rest", "reverse")
    with pytest.raises(FormatError, match="keyword"):
        cardset([card("001", "Odd", abilities=[{"type": "activated", "keywords": ["flash"], "effects": []}])])


@pytest.mark.rule("victory_spark:2.7.1", "victory_spark:2.7.2", "victory_spark:2.1.2", "victory_spark:2.3.2")
def test_partner_definition_on_the_card_data() -> None:
    cs = [FILLER,
          card("002", "Seeker", partner_name=["A1"], partner_title=["B1"]),
          card("003", "A1", also_named=["A2"], title=["B1", "B2"]),
          card("004", "A2", title=["B1"]),
          card("005", "A1", title=["B3"])]
    b = position(cs, {"phase": "chara", "players": [
        {"ring": [{"card": "Seeker", "as": "s"}], "bench0": [{"card": "SCN-003", "as": "ok"}],
         "bench1": [{"card": "SCN-004", "as": "name_only_other"}], "bench2": [{"card": "SCN-005", "as": "title_off"}],
         "hand": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}},
        {"ring": ["Filler"], "deck_fill": {"card": "Filler", "count": 5}}]})
    st, lab = b.state, b.labels
    assert attacks.is_partner(st, lab["ok"], lab["s"])                 # name A1 (and A2), title B1 (and B2)
    assert not attacks.is_partner(st, lab["name_only_other"], lab["s"])  # title B1 but named A2 only
    assert not attacks.is_partner(st, lab["title_off"], lab["s"])       # named A1 but title B3
