"""G1 (hidden information is a rule): in random games of every game, no log line rendered for a
player (English or Japanese) names a card that player could not see, before or after the action
that produced it, and no answer a player is offered names a card hidden from them. A card "seen"
is one the player's view shows with its identity, or one revealed to both players since it last moved."""
from __future__ import annotations

from typing import Any

import pytest

from engine.games import IMPLEMENTED, IN_DEVELOPMENT, get_rules
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks

GAMES = 12
MAX_ACTIONS = 4000


def _shown(x: Any, out: set[int]) -> None:
    """Instances the view shows with their identity (a card mapping with an iid and an id)."""
    if isinstance(x, dict):
        if isinstance(x.get("iid"), int) and isinstance(x.get("id"), str):
            out.add(x["iid"])
        for k, v in x.items():
            if k != "decklist":
                _shown(v, out)
    elif isinstance(x, list | tuple):
        for v in x:
            _shown(v, out)


def seen(state: State, p: int) -> set[int]:
    out: set[int] = set()
    _shown(state.view(p), out)
    return out


def _names(state: State, iid: int) -> set[str]:
    d = state.defs[iid]
    return {n for n in (d.name.get("en"), d.name.get("ja")) if n and len(n) > 1}


@pytest.mark.rule("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")
@pytest.mark.parametrize("game", [*IMPLEMENTED, *IN_DEVELOPMENT])
def test_no_log_line_names_a_card_its_reader_cannot_see(game: str) -> None:
    rules = get_rules(game)
    decks = precon_decks(game)
    for seed in range(GAMES):
        s = rules.new_game(decks, seed)
        rng = Rng(seed + 101)
        revealed: dict[int, int] = {}  # card -> its object when it was shown to both players
        n = 0
        while not s.is_terminal() and n < MAX_ACTIONS:
            before = [seen(s, 0), seen(s, 1)]
            s.apply_action(rng.choice(s.legal_actions()))
            n += 1
            after = [seen(s, 0), seen(s, 1)]
            for e in s.out:
                if e.kind == "reveal":
                    if type(e.get("iid")) is int:
                        revealed[e.get("iid")] = s.obj[e.get("iid")]
                    continue  # a revealed card is shown to every player (it is seen)
                iid = e.get("iid")
                if type(iid) is not int or not 0 <= iid < len(s.defs):
                    continue
                for p in (0, 1):
                    if iid in before[p] or iid in after[p]:
                        continue
                    names = _names(s, iid)
                    for lang in ("en", "ja"):
                        line = rules.render_event(s, e, lang, viewer=p)
                        leaked = [w for w in names if line and w in line]
                        assert not leaked, (f"{game} seed {seed} action {n}: player {p} reads {line!r} "
                                            f"about a card they cannot see ({e.kind})")
            if s.decision is not None and not s.is_terminal():
                shown = {i for i, o in revealed.items() if s.obj[i] == o}  # still the card that was shown
                _answers_name_only_seen_cards(s, game, seed, n, after[s.decision.player] | shown)


def _answers_name_only_seen_cards(s: State, game: str, seed: int, n: int, seen_now: set[int]) -> None:
    """The answers a player is offered name no card hidden from them (the cards an answer is about,
    by their instance numbers)."""
    p = s.decision.player
    visible = {w for i in seen_now for w in _names(s, i)}  # a name another visible copy has is no leak
    for a in s.decision.options:
        for x in a.args:
            if type(x) is not int or not 0 <= x < len(s.defs) or x in seen_now:
                continue
            names = _names(s, x) - visible
            for lang in ("en", "ja"):
                text = s.rules.describe_action(s, a, lang)
                leaked = [w for w in names if w in text]
                assert not leaked, f"{game} seed {seed} action {n}: player {p} is offered {text!r}, naming a hidden card"
