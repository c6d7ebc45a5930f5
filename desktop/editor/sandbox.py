""""Try this card": a game against the computer in which the player's deck is a bundled deck of the
card's game with copies of the card in it, and a seed is chosen so that one copy is in the opening
hand (or on top of the deck, drawn soon) when the setup's choices are the first ones offered (in
Victory Spark the card may also be chosen for the ring at once). The game is an ordinary one — replayable from its
decks and seed like any other — so its log shows the card's abilities firing as they would."""
from __future__ import annotations

from engine.cards import CardDef
from engine.decks import place_card
from engine.games import get_rules
from engine.library import load_deck_cards, precon_paths
from engine.state import State

COPIES = 3  # copies of the card put in the deck (every implemented game allows 3 of a name)
SEED_TRIES = 300
OPENING = 8  # the cards a player sees first: the hand, else the top of the deck


def sandbox_decks(card: CardDef) -> tuple[list[dict[str, list[CardDef]]], list[str]]:
    """[the player's deck, the computer's] and their names: bundled decks of the card's game, the
    player's with COPIES of `card` in place of as many cards of the section its type goes in."""
    paths = precon_paths(card.game)
    if not paths:
        raise ValueError(f"no bundled deck of {card.game} to try the card in")
    (mine_list, mine_cards), (their_list, their_cards) = (load_deck_cards(paths[0], card.game),
                                                          load_deck_cards(paths[1 % len(paths)], card.game))
    mine = {k: list(v) for k, v in mine_cards.items()}
    theirs = {k: list(v) for k, v in their_cards.items()}
    section = place_card(card.game, list(mine), "main", card) or "main"
    cards = mine.setdefault(section, [])
    n = min(COPIES, len(cards)) if cards else COPIES
    mine[section] = [card] * n + cards[n:]
    return [mine, theirs], [mine_list.name or paths[0].stem, their_list.name or paths[-1].stem]


def _first_cards(state: State, card_id: str, steps: int = 80) -> bool:
    """Whether a copy of the card is among the player's first cards: the setup played on by the
    first answers (the player's avoiding the card, so it is not used up before it is seen) until
    the player holds a hand, then the hand and the top of the deck."""
    s = state.clone()
    for _ in range(steps):
        if s.zones.get("0.hand") or s.is_terminal() or s.decision is None:
            break
        opts = s.decision.options
        if s.decision.player == 0:
            opts = [a for a in opts if not any(type(x) is int and 0 <= x < len(s.defs) and s.defs[x].id == card_id
                                               for x in a.args)] or opts
        s.apply_action(opts[0])
    first = list(s.zones.get("0.hand", ())) + list(s.zones.get("0.deck", ()))[-OPENING:]
    return any(s.defs[i].id == card_id for i in first)


def sandbox_seed(card: CardDef, decks: list[dict[str, list[CardDef]]]) -> int:
    """The first seed whose game starts with a copy of `card` among the player's first cards (see
    `_first_cards`); 0 when none does (a card that never starts in the deck)."""
    rules = get_rules(card.game)
    for seed in range(SEED_TRIES):
        if _first_cards(rules.new_game(decks, seed), card.id):
            return seed
    return 0
