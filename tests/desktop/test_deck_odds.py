"""Draw odds in the deck builder (desktop/deckodds.py): the chance of at least k copies by each turn,
going first and second, with each game's own count of cards drawn (GameRules.cards_seen), read from
its rules; a search counts every matching card of the deck; the chart and the words agree."""
from __future__ import annotations

import pytest

import carddb
from desktop.deckdoc import DeckDocument
from desktop.deckodds import DeckOdds, seen_counts
from engine.drawodds import at_least
from engine.games import get_rules

# cards of the drawing deck seen by the main phase of the player's turns 1, 2, 3 (first / second)
SEEN = {
    "victory_spark": ([6, 7, 8], [6, 7, 8]),  # 5 in hand; the draw step draws 1 every turn
    "vividz": ([5, 7, 9], [6, 8, 10]),  # 5 in hand (504.3); at least 1 in each start draw phase (none on the first player's first turn, 702.4a) and end draw phase (706), the main phase in between
    "grid": ([7, 9, 11], [8, 10, 12]),  # 6 in hand; the draw step draws 2, 1 on the first turn of the game (1.7)
    "phantom_magic_vision": ([7, 8, 9], [8, 9, 10]),  # 7 in hand (D1.4); 1 a turn, none on the first player's first (D4.5)
}


@pytest.mark.rule("vividz:702.4a", "vividz:504.3", "grid:1.7", "phantom_magic_vision:D4.5", "phantom_magic_vision:D1.4")
@pytest.mark.parametrize("game", sorted(SEEN))
def test_each_game_counts_the_cards_drawn_by_a_turn(game: str) -> None:
    first, second = SEEN[game]
    assert seen_counts(game, True, 3) == first
    assert seen_counts(game, False, 3) == second
    assert get_rules(game).cards_seen(1, True) is not None


def test_the_odds_of_a_card_and_of_a_search(app, db) -> None:  # type: ignore[no-untyped-def]
    deck = next(d for d in carddb.list_decks(db) if d.game == "phantom_magic_vision")
    doc = DeckDocument(db, deck.id)
    w = DeckOdds(db, "en")
    w.update_from(doc)
    assert w.card.count() == len(doc.sections["main"])
    copies, size, _ = w.matching()
    assert size == 50 and copies == max(n for _, n in doc.sections["main"])  # the most-played card first
    w.k.setValue(1)
    curves = [item for item in w.plot.listDataItems()]
    assert len(curves) == 2
    ys = curves[0].getData()[1]
    assert abs(ys[0] - 100 * float(at_least(50, copies, 7, 1))) < 1e-9  # going first, turn 1: 7 cards seen
    assert "turn 1" in w.words.text() and f"of {copies} in 50 cards" in w.words.text()
    w.query.setText("type:spell")
    n, size, what = w.matching()
    spells = sum(c for pk, c in doc.sections["main"] if (cd := doc.card(pk)) is not None and cd.type == "spell")
    assert n == spells > copies and "matching" in what
    w.query.setText("power>>")  # a search that cannot be read counts nothing and says so
    assert w.matching()[0] == 0
