"""Cards set aside by an ability (`stage`) and sent on by its later effects (`distribute`),
engine/deckops.py: what the card data may say, and hidden information (102.9, G1) in every answer
of a position where the bundled VZS1 Talent Scout (S19) and Even Trade (S20) and a revealed pick
for the opponent resolve. The flows are in tests/scenarios/vividz/vocab_stage.yaml."""
from __future__ import annotations

from typing import Any

import pytest

from engine import savegame
from engine.cardset import load_cardset, parse_cardset
from engine.errors import FormatError
from engine.games import IMPLEMENTED, get_rules
from engine.rng import Rng
from engine.scenario import build
from tests.engine.test_hidden_log import _answers_name_only_seen_cards, _names, seen

EVENT = {"type": "event", "stats": {"cost": 0}, "attrs": {"mission_info": "☆"}}


def _set(effects: list[dict[str, Any]]) -> dict[str, Any]:
    card = {"number": "001", "name": {"en": "Sorter", "ja": "ソーター"}, **EVENT,
            "text": {"en": "…", "ja": "…"}, "abilities": [{"type": "event", "effects": effects}]}
    return {"format": 1, "game": "vividz", "code": "TST", "version": 1, "name": {"en": "S", "ja": "S"}, "cards": [card]}


@pytest.mark.rule("vividz:102.8", "vividz:102.9")
@pytest.mark.parametrize(("effects", "field", "problem"), [
    ([{"stage": "$x", "each": True, "as": "$s"}], "effects[0].stage", "give a selector, and no 'chooser'"),
    ([{"stage": {"zone": "hand"}, "each": True, "chooser": "opponent", "as": "$s"}], "effects[0].stage", "no 'chooser'"),
    ([{"stage": {"zone": "hand"}, "to": "energy", "others": "bottom", "as": "$s"}], "effects[0].others",
     "nothing is left for 'others'"),
    ([{"stage": {"zone": "deck", "top": 3}}], "effects[0].as", "'stage' needs 'as'"),
    ([{"stage": {"zone": "deck", "top": 3}, "as": "$s"}, {"distribute": "$s", "take": 1}], "effects[1].to",
     "'distribute' needs 'to'"),
    ([{"stage": {"zone": "deck", "top": 3}, "as": "$s"}, {"distribute": "$s", "to": "hand", "chooser": "both"}],
     "effects[1].chooser", "must be 'you' or 'opponent'"),
    ([{"stage": {"zone": "deck", "top": 3}, "as": "$s", "others": "side pocket"}], "effects[0].others",
     "must be top, bottom or a zone"),
])
def test_a_malformed_stage_or_distribute_names_its_field(effects: list[dict[str, Any]], field: str, problem: str) -> None:
    with pytest.raises(FormatError) as err:
        parse_cardset(_set(effects), "tst.yaml")
    msg = str(err.value)
    assert msg.startswith(f"tst.yaml: card TST-001 (Sorter), field abilities[0].{field}: "), msg
    assert problem in msg, msg


@pytest.mark.parametrize("game", IMPLEMENTED)
def test_every_game_can_write_them(game: str) -> None:
    v = get_rules(game).vocabulary()
    assert {"stage", "distribute"} <= set(v.effects)
    assert v.effects["stage"] >= {"as", "each", "count", "public", "to", "others"}


@pytest.mark.rule("vividz:102.9")
def test_the_bundled_cards_use_them() -> None:
    cs = load_cardset("assets/cardsets/vividz/vzs1.yaml").by_id()
    assert cs["VZS1-S19"].abilities[0]["effects"][0] == {"stage": {"zone": "deck", "top": 5}, "as": "$s", "others": "bottom"}
    assert cs["VZS1-S20"].abilities[0]["effects"] == [
        {"stage": {"zone": "hand"}, "each": True, "count": 1, "to": "energy", "as": "$e"}]


RIVALS_CUT = {"number": "001", "name": {"en": "Rival's Cut", "ja": "ライバルズカット"}, **EVENT,
              "text": {"en": "Reveal the top 3 cards of your deck. Your opponent chooses 1 of them and puts it into "
                             "your trash; put the rest into your hand.",
                       "ja": "【イ】自分のデッキの上から3枚を公開する。相手はその中から1枚選び、トラッシュに置く。残りを手札に加える。"},
              "abilities": [{"type": "event", "effects": [
                  {"stage": {"zone": "deck", "top": 3}, "as": "$r"},
                  {"distribute": "$r", "take": 1, "chooser": "opponent", "to": "trash"},
                  {"distribute": "$r", "to": "hand"}]}]}
ORDER = ["Talent Scout", "Rival's Cut", "Even Trade"]
# decks of cards seen nowhere else, each name once: a line naming one to a player who may not see it shows
DECKS = (["Flare Squire", "Blaze Drake", "Inferno Wyrm", "Spark Courier", "Crimson Herald", "Ash Lancer", "Pyre Tactician",
          "Molten Bulwark", "Kindle Fox", "Burning Rally", "Second Wind", "Firestorm"],
         ["Shell Scout", "Reef Sprite", "Coral Guard", "Tide Caller", "Abyss Siren", "Leviathan Queen", "Harbor Pilot",
          "Navigator Mira", "Undertow Shark", "Pearl Diver", "Riptide", "Whirlpool"])


@pytest.mark.rule("vividz:102.9", "vividz:G1", "vividz:501.3c", "vividz:509.3")
@pytest.mark.parametrize("seed", range(8))
def test_no_line_or_answer_names_a_staged_card_to_a_player_who_may_not_see_it(seed: int) -> None:
    """The hidden-log check of tests/engine/test_hidden_log.py on positions where the three
    staging cards resolve with random answers: every log line and every answer each player
    reads names only cards that player's view shows (before or after the action)."""
    rng = Rng(seed)
    deck, opp = list(DECKS[0]), list(DECKS[1])
    rng.shuffle(deck)
    rng.shuffle(opp)
    b = build({"game": "vividz", "set": "THL", "cards": [RIVALS_CUT], "setup": {
        "turn": 3, "turn_player": 0, "phase": "main", "players": [
            {"hand": [{"card": "Talent Scout", "as": "ts"}, {"card": "Even Trade", "as": "et"},
                      {"card": "Rival's Cut", "as": "rc"}, "Ember Pup"], "energy": ["Flashpoint", "Flashpoint"],
             "deck": deck},
            {"hand": ["Cinder Knight", "Ember Pup", "Talent Scout"], "deck": opp}]}}, "<hidden>")
    s, rules = b.state, b.state.rules
    revealed: dict[int, int] = {}
    for n in range(80):
        options = s.legal_actions()
        plays = [a for a in options if a.kind == "play" and s.defs[a.args[0]].name["en"] in ORDER]
        if s.decision.kind == "main":
            if not plays:
                break
            # the staging events one after another (Even Trade last: it may put a hand card into energy);
            # any answer to what they ask
            options = [min(plays, key=lambda a: ORDER.index(s.defs[a.args[0]].name["en"]))]
        before = [seen(s, 0), seen(s, 1)]
        s.apply_action(rng.choice(options))
        after = [seen(s, 0), seen(s, 1)]
        for e in s.out:
            iid = e.get("iid")
            if e.kind == "reveal":
                revealed[iid] = s.obj[iid]
                continue
            cards = [iid] if type(iid) is int else []
            if e.kind == "look":  # names the looked-at cards by id: each must be one the reader sees
                cards = [i for i in range(len(s.defs)) if s.defs[i].id in e.get("cards", ()) and
                         rules.zone_name(s.zone_of[i]) == "deck"]
            for p in (0, 1):
                hidden = [i for i in cards if i not in before[p] and i not in after[p]]
                names = {w for i in hidden for w in _names(s, i)} - {w for i in after[p] | before[p] for w in _names(s, i)}
                for lang in ("en", "ja"):
                    line = rules.render_event(s, e, lang, viewer=p)
                    assert not [w for w in names if line and w in line], (seed, n, p, line)
        if s.decision is not None and not s.is_terminal():
            shown = {i for i, o in revealed.items() if s.obj[i] == o}
            _answers_name_only_seen_cards(s, "vividz", seed, n, after[s.decision.player] | shown)
    assert all(s.zone_of[b.labels[k]] == "0.trash" for k in ("ts", "et", "rc")), "the three events resolved"


@pytest.mark.rule("vividz:102.9")
@pytest.mark.parametrize("card", ["Talent Scout", "Even Trade", "Rival's Cut"])
def test_a_game_saved_while_cards_are_set_aside_loads_and_plays_on_the_same(card: str) -> None:
    """At every answer a staging card asks for, the saved position loads (its tasks, context and
    known cards fit their shapes) and the loaded game answers exactly like the one that was saved."""
    b = build({"game": "vividz", "set": "THL", "cards": [RIVALS_CUT], "setup": {
        "turn": 3, "turn_player": 0, "phase": "main", "players": [
            {"hand": [{"card": card, "as": "c"}, "Ember Pup", "Cinder Knight"], "energy": ["Flashpoint"],
             "deck": DECKS[0]},
            {"hand": ["Cinder Knight", "Ember Pup"], "deck": DECKS[1]}]}}, "<save>")
    s = b.state
    s.apply_action(next(a for a in s.legal_actions() if a.kind == "play" and a.args[0] == b.labels["c"]))
    asked = 0
    while s.decision is not None and s.decision.kind != "main":
        loaded = savegame.load(savegame.save(s))
        answer = s.decision.options[-1 if asked % 2 else 0]
        s.apply_action(answer)
        loaded.apply_action(answer)
        assert savegame.save(loaded)["digest"] == savegame.save(s)["digest"]
        asked += 1
    assert asked >= 1 and s.zone_of[b.labels["c"]] == "0.trash"
