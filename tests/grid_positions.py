"""Grid game positions reached by real play (so that a table can resume them with their history):
both players build their grids with a fixed policy and player 2 attacks whenever it can, until
player 1 is asked whether to block. Used by the rules tests and the table tests of the grid
game's prompts."""
from __future__ import annotations

from pathlib import Path

from engine.actions import Action
from engine.cards import CardDef
from engine.cardset import load_cardset
from engine.games import get_rules
from engine.state import State

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "grid_smoke.yaml"


def smoke_decks() -> list[dict[str, list[CardDef]]]:
    """The 50-card decks of tests/desktop/test_table_grid.py (the smoke set, 4 copies each)."""
    cards = load_cardset(FIXTURE).cards
    deck = [c for c in cards for _ in range(4)][:48] + [cards[0], cards[-1]]
    return [{"main": list(deck)}, {"main": list(reversed(deck))}]


def builder(s: State) -> Action:
    """Units first (a Tide Warden into the battle row), a card into the attribute area, then
    player 2 attacks; nobody blocks; else Pass / End."""
    d = s.decision
    assert d is not None
    opts = list(d.options)

    def pick(kind: str, ok=lambda a: True) -> Action | None:  # type: ignore[no-untyped-def]
        return next((a for a in opts if a.kind == kind and ok(a)), None)
    if d.kind == "place":
        a = pick("place", lambda a: s.defs[a.args[0]].name["en"] == "Tide Warden" and 3 <= a.args[1] <= 5)
        if a is not None:
            return a
    for k in ("play", "attribute", "pay", "place"):
        a = pick(k, lambda a, k=k: k != "play" or s.defs[a.args[0]].type == "unit")
        if a is not None:
            return a
    if d.player == 1 and (a := pick("attack")) is not None:
        return a
    for k in ("no_block", "pass", "end", "done", "no"):
        if (a := pick(k, lambda a: not a.args)) is not None:
            return a
    return opts[0]


def play_until(seed: int, want, limit: int = 3000) -> State:  # type: ignore[no-untyped-def]
    """A new game (the smoke decks, `seed`) played with `builder` until `want(state)`."""
    s = get_rules("grid").new_game(smoke_decks(), seed)
    for _ in range(limit):
        if want(s):
            return s
        assert not s.is_terminal(), "the game ended first"
        s.apply_action(builder(s))
    raise AssertionError("no such position")


def block_offered(s: State) -> bool:
    """Player 1 is asked whether to block."""
    d = s.decision
    return d is not None and d.kind == "block" and d.player == 0
