"""Player-level rule words in Phantom Magic Vision card data, with the bundled cards that use them
(PMV1-082..089): a prohibition on a player (`prohibit`), a player as the target (`choose_player`,
`player: $p`; 目標, D5.2), this turn's history (`this_turn`), the text / printed-value filters
(10.1.5) and changed set limits (`limits`; 10.13.4/5, 10.15.3/4, 10.34.3/4, A16). The rules
scenarios are in tests/scenarios/phantom_magic_vision/vocab_rules.yaml."""
from __future__ import annotations

from typing import Any

import pytest

from engine import prohibitions, turnlog
from engine.actions import Action
from engine.datafile import load_yaml
from engine.games import get_rules
from engine.games.phantom_magic_vision import core
from engine.interp import expire_effects
from engine.scenario import build
from engine.vocab_check import Validator
from engine.vocabulary import VocabError

RULES = get_rules("phantom_magic_vision")
GRIT = {"number": "901", "name": {"en": "Grit", "ja": "砂利"}, "type": "character",
        "stats": {"node": 9, "cost": 9, "graze": 0, "attack": 1, "toughness": 1}, "attrs": {"races": ["human"]},
        "text": {"en": "", "ja": ""}}


def position(setup: str) -> Any:
    """A main-phase position of bundled cards (and Grit, a card nobody can play)."""
    return build({"game": "phantom_magic_vision", "cards": [GRIT], "setup": load_yaml(setup)}, "<test>")


def act(b: Any, kind: str, *args: Any) -> None:
    b.state.apply_action(Action(kind, tuple(b.labels[a[1:]] if isinstance(a, str) and a[:1] == "@" else a
                                            for a in args)))


def legal(b: Any, kind: str, label: str) -> bool:
    return Action(kind, (b.labels[label],)) in b.state.legal_actions()


NODES = "nodes: [Grit, Grit, Grit, Grit]"


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:10.3.2.a")
def test_word_of_binding_stops_the_target_players_ambush_play() -> None:
    """PMV1-082: "Target player cannot play character cards this turn" - chosen when it is played
    (D5.2); the opponent's 奇襲 character (played at a command's timing, 10.3.2.a) is not offered."""
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Word of Binding, as: wb}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{hand: [{{card: Prank Fairy, as: pf}}, {{card: Shrine Apprentice, as: sa}}], {NODES},
            deck_fill: {{card: Grit, count: 8}}}}
    """)
    s = b.state
    act(b, "play", "@wb")
    assert s.decision.kind == "choose_player" and s.decision.player == 0
    assert set(s.legal_actions()) == {Action("player", (0,)), Action("player", (1,))}
    act(b, "player", 1)
    # player 1 may answer the command while it waits: the ambush character is still allowed then
    assert s.decision.player == 1 and legal(b, "play", "pf")
    act(b, "pass")
    assert core.life(s, 0) == 25 and s.zone_of[b.labels["wb"]] == "0.graveyard"
    assert prohibitions.forbids(s, 1, "play", b.labels["pf"]) and not prohibitions.forbids(s, 0, "play", b.labels["pf"])
    assert Action("play", (b.labels["pf"],)) not in RULES.priority_options(s, 1)
    act(b, "pass")  # player 1 has nothing left to answer with: the turn ends without asking them
    assert s.turn == 3 and s.decision.player == 1 and legal(b, "play", "pf")  # a new turn: it is over


@pytest.mark.rule("phantom_magic_vision:D5.2")
@pytest.mark.rule("phantom_magic_vision:D1.2")
def test_lantern_curse_flare_damages_the_chosen_player() -> None:
    """PMV1-083: "Deal 2 damage to target player"; the choice is told to both players."""
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Lantern Curse Flare, as: f}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{deck_fill: {{card: Grit, count: 8}}}}
    """)
    act(b, "play", "@f")
    out = b.state.apply_action(Action("player", (1,)))
    chosen = [e for e in out if e.kind == "chosen_player"]
    assert chosen and chosen[0].get("target") == 1 and chosen[0].private is None
    assert core.life(b.state, 1) == 23 and core.life(b.state, 0) == 25


@pytest.mark.rule("phantom_magic_vision:D4.8")
def test_requiem_counts_a_character_destroyed_this_turn_only() -> None:
    """PMV1-084: the log of this turn, not of the turn before (D4.8: "this turn" conditions end)."""
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Requiem of Falling Petals, as: r}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{deck_fill: {{card: Grit, count: 8}}}}
    """)
    s = b.state
    s.flags[turnlog.KEY] = (s.turn - 1, ("destroyed", 1, b.labels["r"]))  # last turn's destruction
    act(b, "play", "@r")
    assert len(s.zones["0.hand"]) == 1
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Requiem of Falling Petals, as: r}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{field: [{{card: Shrine Apprentice, as: sa}}], deck_fill: {{card: Grit, count: 8}}}}
    """)
    s = b.state
    core.mark(s, b.labels["sa"], core.DESTROYING)
    core.run_removal(s)
    act(b, "play", "@r")
    assert len(s.zones["0.hand"]) == 3


@pytest.mark.rule("phantom_magic_vision:D7.3")
def test_echoing_drummer_follows_the_commands_played_this_turn() -> None:
    """PMV1-085: (自動α) +2 attack while you have played a command card this turn."""
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Life Spring, as: ls}}, Grit], field: [{{card: Echoing Drummer, as: d}}], {NODES},
            deck_fill: {{card: Grit, count: 8}}}}
        - {{deck_fill: {{card: Grit, count: 8}}}}
    """)
    from engine.layers import chars
    assert chars(b.state, b.labels["d"]).power == 2
    act(b, "play", "@ls")
    assert chars(b.state, b.labels["d"]).power == 4


@pytest.mark.rule("phantom_magic_vision:10.13.6")
def test_verdict_reads_the_original_attack() -> None:
    """PMV1-086: "original attack 2 or less": an 装備's 戦闘修正 (10.13.6) does not change it."""
    b = position(f"""
      phase: main
      attached: [{{card: "@club", on: "@imp"}}]
      players:
        - {{hand: [{{card: Verdict of the Humble, as: v}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{field: [{{card: Ember Imp Scout, as: imp}}, {{card: "Kurogane, Iron-Horn Raider", as: k}}],
            hand: [{{card: "Oni's Club", as: club}}], deck_fill: {{card: Grit, count: 8}}}}
    """)
    from engine.layers import chars
    assert chars(b.state, b.labels["imp"]).power > 2  # the club's modifier
    act(b, "play", "@v")
    assert b.state.zone_of[b.labels["imp"]] == "1.graveyard"  # the only target, taken without asking
    assert b.state.zone_of[b.labels["k"]] == "1.field"


@pytest.mark.rule("phantom_magic_vision:10.1.5")
@pytest.mark.rule("phantom_magic_vision:10.1.2.a")
def test_scroll_burning_reads_the_word_on_the_card() -> None:
    """PMV1-087: a character whose text says 速攻: the word itself (10.1.5), in either language."""
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Scroll Burning, as: sb}}, Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{field: [{{card: Suzune the Bell Fairy, as: su}}, {{card: Shrine Apprentice, as: sa}}],
            deck_fill: {{card: Grit, count: 8}}}}
    """)
    act(b, "play", "@sb")
    assert b.state.zone_of[b.labels["su"]] == "1.graveyard" and b.state.zone_of[b.labels["sa"]] == "1.field"


@pytest.mark.rule("phantom_magic_vision:10.13.4")
@pytest.mark.rule("phantom_magic_vision:A16")
def test_twin_scabbard_ronin_carries_two_equipments() -> None:
    """PMV1-088: a character whose limit is 2 takes a second 装備; a third fails to the 冥界."""
    b = position("""
      phase: main
      attached: [{card: "@c1", on: "@r"}]
      players:
        - {hand: [{card: "Oni's Club", as: c1}, {card: "Oni's Club", as: c2}, {card: "Oni's Club", as: c3}, Grit],
           field: [{card: Twin-Scabbard Ronin, as: r}], nodes: [Grit, Grit, Grit, Grit, Grit, Grit],
           deck_fill: {card: Grit, count: 8}}
        - {deck_fill: {card: Grit, count: 8}}
    """)
    s = b.state
    act(b, "play", "@c2")
    assert s.zone_of[b.labels["c2"]] == "0.set"
    act(b, "play", "@c3")
    assert s.zone_of[b.labels["c3"]] == "0.graveyard"


@pytest.mark.rule("phantom_magic_vision:10.15.3")
@pytest.mark.rule("phantom_magic_vision:10.34.3")
@pytest.mark.rule("phantom_magic_vision:10.34.4")
@pytest.mark.rule("phantom_magic_vision:A17")
def test_hall_of_many_banners_raises_the_field_limits() -> None:
    """PMV1-089: two 装備/場 (the hall counts itself) and two リーダー; when the hall leaves, the
    player keeps the leader of their choice (10.34.4, A16, A17); its 人気 go with the other."""
    b = position("""
      phase: main
      players:
        - {hand: [{card: "Tsumugi, Puppet Sovereign", as: t2}, {card: Fairy Ring, as: fr}, {card: Exorcism, as: ex}],
           field: [{card: Hall of Many Banners, as: h}, {card: "Tsumugi, Puppet Sovereign", as: t1}],
           nodes: [Grit, Grit, Grit, Grit, Grit, Grit, Grit, Grit, Grit, Grit], deck_fill: {card: Grit, count: 8}}
        - {deck_fill: {card: Grit, count: 8}}
    """)
    s = b.state
    act(b, "play", "@t2")
    act(b, "pass")
    assert s.zone_of[b.labels["t2"]] == "0.field" and len(core.popularity(s, b.labels["t2"])) == 1
    act(b, "play", "@fr")
    act(b, "pass")
    assert s.zone_of[b.labels["fr"]] == "0.field" and s.zone_of[b.labels["h"]] == "0.field"
    act(b, "play", "@ex")
    act(b, "choose", "@h")
    act(b, "pass")
    assert s.zone_of[b.labels["h"]] == "0.graveyard" and s.zone_of[b.labels["fr"]] == "0.field"
    assert s.decision.kind == "limit_trim" and s.decision.player == 0
    act(b, "choose", "@t2")
    assert s.zone_of[b.labels["t2"]] == "0.graveyard" and s.zone_of[b.labels["t1"]] == "0.field"
    assert not s.zones["0.set"] and s.decision.kind == "priority"


@pytest.mark.rule("phantom_magic_vision:10.13.5")
@pytest.mark.rule("phantom_magic_vision:A16")
def test_a_limit_of_zero_puts_every_card_there_into_the_underworld_without_asking() -> None:
    """10.13.5 with a limit lowered to 0: nothing to choose; all go to their owners' 冥界."""
    cards = [GRIT, {"number": "930", "name": {"en": "Disarmer", "ja": "武装解除者"}, "type": "character",
                    "stats": {"node": 0, "cost": 0, "graze": 0, "attack": 1, "toughness": 1}, "attrs": {},
                    "text": {"en": "(Auto α) Characters may have no equipment set on them.",
                             "ja": "(自動α)キャラクターには装備カードをセットできない。"},
                    "abilities": [{"type": "continuous", "affects": {"zone": "field", "player": "any",
                                                                     "where": {"type": "character"}},
                                   "limits": {"equip": -1}}]}]
    b = build({"game": "phantom_magic_vision", "cards": cards, "setup": load_yaml("""
      phase: main
      attached: [{card: "@c1", on: "@imp"}]
      players:
        - {hand: [{card: Disarmer, as: d}, Grit], deck_fill: {card: Grit, count: 8}}
        - {field: [{card: Ember Imp Scout, as: imp}], hand: [{card: "Oni's Club", as: c1}],
           deck_fill: {card: Grit, count: 8}}
    """)}, "<test>")
    act(b, "play", "@d")
    assert b.state.zone_of[b.labels["c1"]] == "1.graveyard" and b.state.decision.kind == "priority"


# -- the words, checked when a card is read ---------------------------------------------------------------
@pytest.mark.parametrize("ability,path", [
    ({"type": "play", "effects": [{"prohibit": "draw"}]}, "a.effects[0].prohibit"),
    ({"type": "play", "effects": [{"prohibit": "play", "player": "them"}]}, "a.effects[0].player"),
    ({"type": "play", "effects": [{"prohibit": "play", "until": "forever"}]}, "a.effects[0].until"),
    ({"type": "play", "targets": [{"choose_player": "any"}], "effects": []}, "a.targets[0].as"),
    ({"type": "play", "targets": [{"choose_player": "both", "as": "$p"}], "effects": []}, "a.targets[0].choose_player"),
    ({"type": "play", "effects": [{"hit": 2, "player": "p"}]}, "a.effects[0].player"),
    ({"type": "play", "effects": [{"if": {"this_turn": {"event": "drawn"}}}]}, "a.effects[0].if.this_turn.event"),
    ({"type": "play", "effects": [{"if": {"this_turn": {"player": "you"}}}]}, "a.effects[0].if.this_turn.event"),
    ({"type": "continuous", "limits": {"equips": 1}}, "a.limits.equips"),
    ({"type": "continuous", "limits": {"equip": "two"}}, "a.limits.equip"),
    ({"type": "play", "targets": [{"choose": {"zone": "field", "where": {"printed": {"attack_max": "3"}}}, "as": "$t"}],
      "effects": []}, "a.targets[0].choose.where.printed.power_max"),
    ({"type": "play", "targets": [{"choose": {"zone": "field", "where": {"text_has": ["a"]}}, "as": "$t"}],
      "effects": []}, "a.targets[0].choose.where.text_has"),
])
def test_a_malformed_use_names_the_field(ability: dict[str, Any], path: str) -> None:
    with pytest.raises(VocabError) as err:
        Validator(RULES.vocabulary()).ability(RULES.normalize_ability(ability), "a")
    assert err.value.path == path


def test_well_formed_uses_are_accepted() -> None:
    check = Validator(RULES.vocabulary())
    for ab in ({"type": "play", "targets": [{"choose_player": "opponent", "as": "$p"}],
                "effects": [{"prohibit": "attack", "player": "$p", "where": {"keyword": "haste"}, "until": "end_of_next_turn"},
                            {"draw": 1, "player": "$p"}, {"charge": 1, "player": "$p"}]},
               {"type": "continuous", "affects": "$host", "limits": {"equip": 1}},
               {"type": "continuous", "limits": {"leader": -1, "player": "opponent"},
                "condition": {"this_turn": {"event": "attack", "player": "opponent", "max": 0}}}):
        check.ability(RULES.normalize_ability(ab), "a")


# -- what it costs, and when it ends ------------------------------------------------------------------------
@pytest.mark.rule("phantom_magic_vision:D4.8")
def test_a_prohibition_ends_with_the_until_end_of_turn_effects_and_a_next_turn_one_a_turn_later() -> None:
    b = position(f"""
      phase: main
      players:
        - {{hand: [Grit], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{deck_fill: {{card: Grit, count: 8}}}}
    """)
    s = b.state
    s.flags[prohibitions.KEY] = (("end_of_turn", "play", 0, 1, 0, -1, "PMV1-082", 0, ("effects", 0)),
                                 ("end_of_next_turn", "play", 1, 2, 0, -1, "PMV1-082", 0, ("effects", 0)))
    expire_effects(s, "end_of_turn")
    assert [e[:3] for e in s.flags[prohibitions.KEY]] == [("end_of_turn", "play", 1)]
    expire_effects(s, "end_of_turn")
    assert prohibitions.KEY not in s.flags


def test_nothing_is_kept_or_checked_without_the_words() -> None:
    """A game whose cards use none of the words keeps no log, no prohibition and no limit state, and
    the offered actions pass through untouched (the same list)."""
    from tests.helpers import precon_decks
    s = RULES.new_game(precon_decks("phantom_magic_vision"), 3)
    for _ in range(60):
        if s.is_terminal():
            break
        s.apply_action(s.legal_actions()[0])
    assert not turnlog.wanted(s)
    assert turnlog.KEY not in s.flags and prohibitions.KEY not in s.flags
    opts = s.legal_actions()
    assert prohibitions.allowed(s, 0, opts) is opts


def test_a_save_with_a_prohibition_a_chosen_player_and_the_turn_log_checks_and_loads() -> None:
    """Everything these words keep is plain data of the save's shapes (engine/savetasks.py)."""
    from engine.savecheck import check_snapshot
    from engine.state import restore
    b = position(f"""
      phase: main
      players:
        - {{hand: [{{card: Word of Binding, as: wb}}, {{card: Lantern Curse Flare, as: f}}, Grit],
            field: [{{card: Echoing Drummer, as: d}}], {NODES}, deck_fill: {{card: Grit, count: 8}}}}
        - {{deck_fill: {{card: Grit, count: 8}}}}
    """)
    s = b.state
    act(b, "play", "@wb")
    act(b, "player", 1)
    act(b, "pass")
    act(b, "play", "@f")  # waiting for the choice of a player: a pending choose_player_answer
    assert s.decision.kind == "choose_player" and prohibitions.KEY in s.flags and turnlog.KEY in s.flags
    snap = s.snapshot()
    check_snapshot(RULES, snap, s.deftable)
    again = restore(RULES, snap, s.deftable)
    assert again == s
    again.apply_action(Action("player", (1,)))
    assert core.life(again, 1) == 23
