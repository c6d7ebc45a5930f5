"""The summary of a computer's turn tells every card it played that turn (never cut to a few), in the
order things happened: in Victory Spark "X is retired" comes with X's move, before the card that
refills the ring enters it (3.3.1.3.1)."""
from __future__ import annotations

import pytest

from desktop.table.logdigest import TurnDigest
from engine.events import Event
from engine.games import IMPLEMENTED, get_rules
from engine.logtext import log_lines
from engine.rng import Rng
from engine.state import State
from tests.helpers import precon_decks

PLAY_KINDS = ("play", "played")


def _random_game(game: str, seed: int) -> tuple[State, list[tuple[int, Event]]]:
    state = get_rules(game).new_game(precon_decks(game), seed)
    rng = Rng(seed + 7919)
    events: list[tuple[int, Event]] = [(0, e) for e in state.out]
    pos = 0
    while not state.is_terminal():
        pos += 1
        events.extend((pos, e) for e in state.apply_action(rng.choice(state.legal_actions())))
    return state, events


def _summaries(state: State, events: list[tuple[int, Event]], lang: str) -> list[tuple[str, list[str]]]:
    """(summary, the lines of the plays the computer made in that turn) of each computer turn."""
    digest = TurnDigest(0, lang)
    out: list[tuple[str, list[str]]] = []
    plays: list[str] = []
    for _pos, e, line in log_lines(state, events, lang, 0, 0):
        summary, _minor = digest.feed(e, line)
        if summary:
            out.append((summary, plays))
        if e.kind == "turn_start":
            plays = []
        played = e.kind in PLAY_KINDS or (e.kind == "move" and e.get("frm") == "hand"
                                          and e.get("cause") in ("charge", "energy", "attribute"))
        if played and digest.turn_player == 1:
            plays.append(line.rstrip("。."))
    return out


@pytest.mark.parametrize("game", ["victory_spark", "vividz", "grid", "phantom_magic_vision"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_summary_lists_every_card_the_computer_played(game: str, lang: str) -> None:
    if game not in IMPLEMENTED:
        pytest.skip(f"{game} is not registered")
    state, events = _random_game(game, 1)
    turns = _summaries(state, events, lang)
    assert turns
    played = 0
    for summary, plays in turns:
        for line in plays:
            assert line in summary, f"{line!r} is missing from {summary!r}"
            played += 1
    assert played >= 5  # the games do have computer plays to tell


def test_a_long_turn_is_told_in_full() -> None:
    """Twelve cards played in one turn: all twelve are in the summary (no "and 4 more")."""
    digest = TurnDigest(0, "en")
    digest.feed(Event("turn_start", (("player", 1), ("turn", 2))), "Turn 2.")
    names = [f"Card{k:02d}" for k in range(12)]
    for n in names:
        digest.feed(Event("play", (("player", 1),)), f"The computer plays {n}.")
    summary, _minor = digest.feed(Event("turn_start", (("player", 0), ("turn", 3))), "Turn 3.")
    assert summary is not None
    assert [n for n in names if n in summary] == names
    assert summary.index("Card00") < summary.index("Card11")  # in the order played


@pytest.mark.rule("victory_spark:3.3.1.3.1")
def test_a_retire_reads_before_the_card_that_refills_the_ring() -> None:
    state, events = _random_game("victory_spark", 1)
    lines = [(e, line) for _p, e, line in log_lines(state, events, "en", None, 0)]
    checked = refilled = 0
    for k, (e, line) in enumerate(lines):
        if e.kind != "retired" or e.get("frm") != "ring":
            continue
        name = state.deftable[e.get("card")].label("en")
        assert name in line
        # the line before is the card's own move to the retire yard; the refill comes after
        prev = lines[k - 1][0]
        assert prev.kind == "move" and prev.get("iid") == e.get("iid"), lines[k - 1][1]
        # the refill reads as "Y enters the ring from the deck (spark)": after the retire, never before
        assert not any(x.kind == "spark" for x, _l in lines[max(0, k - 3):k])
        checked += 1
        refilled += any(x.kind == "spark" for x, _l in lines[k + 1:k + 3])
    assert checked >= 5 and refilled >= 3
