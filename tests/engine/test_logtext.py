"""The log for people (engine.logtext, engine.resultwords): "You" and "the computer" with the verb
agreeing, capitalised lines, one line per draw, repeated lines counted, results in words with the
rule clause apart — for every game, over whole random games."""
from __future__ import annotations

import re

import pytest

from engine.games import IMPLEMENTED, get_rules
from engine.logtext import log_lines, personal
from engine.resultwords import result_sentence, result_words
from engine.rng import Rng
from tests.helpers import precon_decks


@pytest.mark.parametrize(("line", "you", "want"), [
    ("Player 1 shuffles their deck.", 0, "You shuffle your deck."),
    ("Player 2 shuffles their deck.", 0, "The computer shuffles their deck."),
    ("Player 1 draws Ash Pup.", 0, "You draw Ash Pup."),
    ("Player 2 is attacked.", 1, "You are attacked."),
    ("Player 1 now has 3 counters.", 0, "You now have 3 counters."),
    ("Player 1 partner-blocks with Ash Pup.", 0, "You partner-block with Ash Pup."),
    ("Player 1 would lose the game; Ash Pup's ability replaces it.", 0, "You would lose the game; Ash Pup's ability replaces it."),
    ("Player 1 looks at the top 2 card(s) of Player 2's deck.", 0, "You look at the top 2 card(s) of the computer's deck."),
    ("Ash Pup moves from Player 1's hand to discard.", 0, "Ash Pup moves from your hand to discard."),
    ("Damage to Player 1 is prevented.", 0, "Damage to you is prevented."),
    ("Turn 3: Player 2's turn.", 0, "Turn 3: The computer's turn."),
    ("stand phase begins.", 0, "Stand phase begins."),
    ("Player 1 draws a card.", None, "Player 1 draws a card."),
])
def test_players_named_for_the_reader(line: str, you: int | None, want: str) -> None:
    assert personal(line, "en", you) == want


def test_japanese_names() -> None:
    assert personal("プレイヤー1は「灰の子犬」を引いた。", "ja", 0) == "あなたは「灰の子犬」を引いた。"
    assert personal("プレイヤー1のターン。", "ja", 1) == "コンピューターのターン。"


@pytest.mark.rule("victory_spark:8.2.2")
@pytest.mark.rule("phantom_magic_vision:D1.2")
def test_results_in_words_with_the_clause_apart() -> None:
    head, why, clause = result_words("victory_spark", ("win", 1, "retire yard has 10 cards (8.2.2)"), "en", 0)
    assert (head, why, clause) == ("You lose", "your retire yard has 10 cards", "8.2.2")
    assert result_sentence("victory_spark", ("win", 1, "retire yard has 10 cards (8.2.2)"), "ja", 0) == \
        "あなたの負け：あなたのリタイヤ置場が10枚になった。"
    assert result_sentence("phantom_magic_vision", ("win", 0, "life 0 (D1.2)"), "en", 0) == \
        "You win: the computer's life reached 0."
    assert result_sentence("vividz", ("win", 0, "deck is empty (1007.2)"), "ja", 0) == \
        "あなたの勝ち：コンピューターのデッキゾーンが0枚になった。"
    assert result_sentence("grid", ("draw", "turn limit 200 (1.8)"), "en", None) == \
        "Draw: the limit of 200 turns was reached."
    assert result_sentence("grid", ("win", 1, "resignation"), "en", 0) == "You lose: you resigned."


def _game_events(game: str, seed: int) -> tuple[object, list]:
    rules = get_rules(game)
    state = rules.new_game(precon_decks(game), seed)
    rng = Rng(seed + 17)
    events = [(0, e) for e in state.out]
    k = 0
    while not state.is_terminal():
        k += 1
        events += [(k, e) for e in state.apply_action(rng.choice(state.legal_actions())) or []]
    return state, events


@pytest.mark.parametrize("game", sorted(IMPLEMENTED))
def test_whole_games_read_for_people(game: str) -> None:
    for seed in (1, 2, 3):
        state, events = _game_events(game, seed)
        for lang in ("en", "ja"):
            rows = log_lines(state, events, lang, 0, 0)
            lines = [line for _p, _e, line in rows]
            assert lines, "an empty log"
            player_n = re.compile(r"Player [12]" if lang == "en" else r"プレイヤー[12]")
            assert not [x for x in lines if player_n.search(x)], "players named by number"
            if lang == "en":
                assert not [x for x in lines if x[:1].islower()], "a line not capitalised"
            # one line per draw: no "card moves from deck to hand" told again by a draw line
            assert not [e for _p, e, _x in rows if e.kind in ("move", "moved") and e.get("cause") == "draw"
                        and any(x.kind == "draw" and x.get("iid") == e.get("iid") for _q, x in events)]
            # the same line twice in a row within one answer is told once, counted
            assert not [i for i in range(1, len(rows)) if rows[i][0] == rows[i - 1][0] and lines[i] == lines[i - 1]]
            assert lines[-1].startswith(("Game over. ", "ゲーム終了。")) and "(" not in lines[-1].split(":")[-1]
