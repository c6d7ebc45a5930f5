"""`state.resample(p, seed)` keeps everything player p legitimately knows (engine/knowledge.py,
docs/engine.md "What a player knows"), checked at every decision of random games of all four
games, for both players, against an oracle built only from what p was shown: p's view after
each action and the log lines rendered for p (engine.logtext.log_lines, viewer=p), read with
each game's hidden zones (G1 and its zone clauses) and the moves its rules make from the top of
a deck. The oracle knows:

* a card named to p in a line (a public move, p's own move), or one p's view shows before or after,
  that goes into a zone hidden from p: its identity there, and in a deck its place;
* a card revealed to p, and the cards p's view shows p is looking at, where they are; a card just
  revealed in a deck that its effect then moves is followed;
and forgets as p must: a shuffle forgets the places in that deck; a card leaving a hidden zone
without being named to p forgets all p knew there, unless it left from the top of a deck by the
rules (a draw) - then it is the card p knew to be the top, if p knew one, else it may be any card
p knew there but not where; a card named to p leaving a deck from a place p did not know forgets
the places there; cards put back in an order someone else chose lose their places.

In the resampled world each known card has the same identity in the same zone, each known place
is the same index, the view is the same, and when p is to act, the legal actions and their
action codes are the same; and the engine takes p to know nothing the oracle does not.
"""
from __future__ import annotations

from typing import Any

import pytest

from engine import knowledge, savegame
from engine.actioncodes import action_codes
from engine.errors import FormatError
from engine.events import Event
from engine.games import get_rules
from engine.logtext import log_lines
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks

SEEDS = range(4)
MAX_ACTIONS = 1500
# at least this many known identities and places checked (the precons' own cards make them)
LEAST = {"victory_spark": (1000, 0), "vividz": (1, 1), "grid": (1000, 1000), "phantom_magic_vision": (500, 500)}
# zone name -> hidden from everyone ("all") or from the opponent of its owner ("opp")
HIDDEN = {
    "victory_spark": {"deck": "all", "energy": "all", "hand": "opp"},  # 3.2.2, 3.4.2, 3.7.2
    "vividz": {"deck": "all", "hand": "opp", "keep": "opp"},  # 501.3, 509.3 (face-down missions apart)
    "grid": {"deck": "all", "hand": "opp"},  # G1
    "phantom_magic_vision": {"deck": "all", "hand": "opp", "sideboard": "opp"},  # D3.3
}
# move causes that take the top card of a deck by the rules
TOP = {
    "victory_spark": {"draw", "refill", "energy"},  # 4.11, 3.3.1.3, 3.2.5
    "vividz": {"draw", "opening", "charge", "scout", "scout_energy", "first_player"},  # 1106, 1115.1, 601.1d
    "grid": {"draw", "deck_damage"},  # 6.6
    "phantom_magic_vision": {"draw", "charge", "graze", "mana_charge"},
}


def _shown(x: Any, out: dict[int, str]) -> None:
    """Cards the view shows with their identity: iid -> card id."""
    if isinstance(x, dict):
        if isinstance(x.get("iid"), int) and isinstance(x.get("id"), str):
            out[x["iid"]] = x["id"]
        for k, v in x.items():
            if k != "decklist":
                _shown(v, out)
    elif isinstance(x, list):
        for v in x:
            _shown(v, out)


class Oracle:
    """What player `p` knows of cards hidden from them: iid -> [card id, zone key, place known]."""

    def __init__(self, game: str, p: int) -> None:
        self.game, self.p = game, p
        self.known: dict[int, list[Any]] = {}
        self.looker: dict[str, int] = {}  # deck key -> who looked at it last
        self.saw: dict[int, str] = {}  # what p's view showed after the last action

    def hidden(self, key: str) -> bool:
        owner, _, name = key.partition(".")
        how = HIDDEN[self.game].get(name)
        return how == "all" or (how == "opp" and owner.isdigit() and int(owner) != self.p)

    def _forget(self, key: str, places_only: bool) -> None:
        for c in [c for c, k in self.known.items() if k[1] == key]:
            if places_only:
                self.known[c][2] = False
            else:
                del self.known[c]

    def update(self, s: State, events: list[Event]) -> None:
        p = self.p
        told = set()  # cards a line for p names (a line may tell several events of one card: a draw, a play)
        for _pos, e, line in log_lines(s, list(enumerate(events)), "en", viewer=p):
            card = s.deftable.get(e.get("card"))
            if type(e.get("iid")) is int and card is not None and card.label("en") in line:
                told.add(e.get("iid"))
        view: dict[int, str] = {}
        _shown(s.view(p), view)
        saw = set(self.saw) | set(view)  # cards p saw: in its view before or after this action, or named since
        self.shown: set[int] = set()  # cards revealed in this action
        for j, e in enumerate(events):
            c = e.get("iid")
            named = (e.private is None or e.private == p) and type(c) is int and (c in told or c in saw)
            if named:
                saw.add(c)
            if e.kind == "move":
                self._move(s, e, named)
            elif e.kind == "shuffle":
                self._forget(f"{e.get('player')}.deck", True)
            elif e.kind == "reveal" and type(e.get("iid")) is int:
                c = e.get("iid")
                later = [x for x in events[j + 1:] if x.kind == "move" and x.get("iid") == c]
                key = f"{later[0].get('player')}.{later[0].get('frm')}" if later else s.zone_of[c]
                if self.hidden(key):
                    self.known[c] = [e.get("card"), key, key.endswith(".deck")]
                self.shown.add(c)
            elif e.kind == "look":
                self.looker[f"{e.get('owner')}.deck"] = e.get("player")
            elif e.kind == "deck_order":
                key = f"{e.get('player')}.deck"
                if self.looker.get(key) != p:  # an order someone else chose
                    self._forget(key, True)
        self.saw = view
        for c in [c for c in self.known if c in view]:
            del self.known[c]  # p sees it now
        for c, cid in view.items():  # cards p is looking at in a hidden zone
            if self.hidden(s.zone_of[c]):
                self.known[c] = [cid, s.zone_of[c], s.zone_of[c].endswith(".deck")]

    def _move(self, s: State, e: Event, named: bool) -> None:
        o, frm, to, cause = e.get("player"), e.get("frm"), e.get("to"), e.get("cause")
        fk, tk = f"{o}.{frm}", f"{o}.{to}"
        if named:
            c = e.get("iid")
            was = self.known.pop(c, None)
            if frm == "deck" and self.hidden(fk) and cause not in TOP[self.game] and not (was and was[2]):
                self._forget(fk, True)  # it left from a place p did not know
            if self.hidden(tk):
                self.known[c] = [e.get("card"), tk, to == "deck"]
            return
        if not self.hidden(fk):
            return
        c = e.get("iid")  # not read unless p knew the card's place: then p knows it was the top card
        if frm == "deck" and (cause in TOP[self.game] or c in self.shown):
            was = self.known.get(c)
            if was is not None and was[2]:  # the top card, or the card just revealed (where it was)
                del self.known[c]
                if self.hidden(tk):
                    self.known[c] = [was[0], tk, False]
                return
            for x in [x for x, k in self.known.items() if k[1] == fk and not k[2]]:
                del self.known[x]  # the unknown top card may be any card p knew there but not where
            return
        self._forget(fk, False)  # any card p knew there may be the one that left


def _check(s: State, o: Oracle, seed: int, tally: dict[str, int], where: str) -> None:
    p = o.p
    for c, (cid, key, _placed) in o.known.items():  # the oracle itself agrees with the true game
        assert s.zone_of[c] == key and s.defs[c].id == cid, f"{where}: oracle for player {p} wrong on {c}"
    w = s.resample(p, seed)
    for c, (cid, key, placed) in o.known.items():
        assert w.zone_of[c] == key and w.defs[c].id == cid, \
            f"{where}: player {p} knows {c} is {cid} in {key}; the resampled world has {w.defs[c].id}"
        tally["identities"] += 1
        if placed:
            assert w.zones[key].index(c) == s.zones[key].index(c), \
                f"{where}: player {p} knows where {cid} ({c}) lies in {key}; the resampled world moved it"
            tally["places"] += 1
    assert w.view(p) == s.view(p), f"{where}: the resampled world shows player {p} something else"
    for c, (cid, place) in knowledge.known_cards(s, p).items():  # and the engine knows no more than p was shown
        assert c in o.known and (place < 0 or o.known[c][2]), f"{where}: player {p} is taken to know {cid} ({c})"
    if s.current_player() == p:
        assert w.legal_actions() == s.legal_actions(), where
        assert action_codes(w) == action_codes(s), f"{where}: action codes read a card player {p} knows"
        tally["decisions"] += 1


@pytest.mark.rule("victory_spark:G1", "victory_spark:3.1.3", "victory_spark:3.2.2", "victory_spark:3.2.5",
                  "victory_spark:3.4.2", "victory_spark:3.7.2", "vividz:G1", "vividz:501.3", "vividz:501.4",
                  "vividz:509.3", "vividz:1108.3", "grid:G1", "phantom_magic_vision:G1", "phantom_magic_vision:D3.3")
@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
def test_resampled_worlds_keep_what_each_player_knows(game: str) -> None:
    rules = get_rules(game)
    decks = precon_decks(game)
    tally = {"identities": 0, "places": 0, "decisions": 0}
    for seed in SEEDS:
        s = rules.new_game(decks, seed)
        rng = Rng(seed + 4242)
        oracles = [Oracle(game, 0), Oracle(game, 1)]
        events = list(s.out)
        n = 0
        while True:
            for o in oracles:
                o.update(s, events)
            if s.is_terminal() or n >= MAX_ACTIONS:
                break
            for o in oracles:
                _check(s, o, seed * 100_003 + n, tally, f"{game} seed {seed} action {n}")
            events = s.apply_action(rng.choice(s.legal_actions()))
            n += 1
    least = LEAST[game]
    assert tally["decisions"] > 300 and tally["identities"] >= least[0] and tally["places"] >= least[1], tally


@pytest.mark.rule("victory_spark:G1", "victory_spark:3.4.2")
def test_what_a_player_knows_is_saved_and_checked_on_load() -> None:
    """Victory Spark energy is face down (3.4.2), but its owner put it there: a save keeps that, a
    resampled world of the loaded game keeps it too, and a damaged memory entry is refused."""
    s = get_rules("victory_spark").new_game(precon_decks("victory_spark"), 3)
    rng = Rng(5)
    while not (s.zones["0.energy"] and s.zones["1.energy"]) or s.current_player() != 0:
        s.apply_action(rng.choice(s.legal_actions()))
    known = knowledge.known_cards(s, 0)
    assert set(s.zones["0.energy"]) <= set(known)  # its owner saw each card it put there
    assert not set(s.zones["1.energy"]) & set(known)  # the opponent's went there unseen
    data = savegame.save(s)
    t = savegame.load(data, "s.json")
    assert t.snapshot() == s.snapshot() and knowledge.known_cards(t, 0) == known
    w = t.resample(0, 9)
    assert all(w.defs[i].id == cid for i, (cid, _place) in known.items())
    entry = next(v for k, v in data["state"]["flags"]["dict"] if k == "memory")[0]
    entry[3] = "NO-SUCH-CARD"
    data["digest"] = savegame.state_digest(data["state"])  # as anyone editing a save can
    with pytest.raises(FormatError, match="memory"):
        savegame.load(data, "s.json")
