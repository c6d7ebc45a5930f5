"""G1 on the table: what the table shows a player about a decision — the question, its detail, the
answer list (grouped), the consequences told before an answer, the card the decision is about (shown
in the preview) — names no card hidden from that player, in random games of every game, English and
Japanese. (The board's tooltips are built from the player's view, which has no identity for a hidden
card.)"""
from __future__ import annotations

import pytest

from desktop.table.games import adapter_for
from desktop.table.prompt import group_answers
from desktop.table.texts import prompt_title
from engine.consequences import consequences
from engine.games import IMPLEMENTED, get_rules
from engine.rng import Rng
from tests.engine.test_hidden_log import _names, seen
from tests.helpers import precon_decks

GAMES = 3


@pytest.mark.rule("victory_spark:G1", "vividz:G1", "grid:G1", "phantom_magic_vision:G1")
@pytest.mark.parametrize("game", sorted(IMPLEMENTED))
def test_the_table_names_no_hidden_card_in_a_decision(game: str) -> None:
    rules, adapter = get_rules(game), adapter_for(game)
    for seed in range(GAMES):
        s = rules.new_game(precon_decks(game), seed)
        rng = Rng(seed + 7)
        while not s.is_terminal():
            d = s.decision
            p = d.player
            seen_now = seen(s, p)
            visible = {w for i in seen_now for w in _names(s, i)}
            # the decision itself, in the player's view, shows the cards it names by id (a search of
            # one's own deck, the card that starts in the ring)
            by_id = [x for x in (*d.prompt, *(y for a in d.options for y in a.args)) if isinstance(x, str)]
            visible |= {n for x in by_id if x in s.deftable for n in s.deftable[x].name.values() if n}
            hidden = {w for i in range(len(s.defs)) if i not in seen_now for w in _names(s, i)} - visible
            subject = adapter.decision_subject(s)
            assert subject is None or subject in seen_now, f"{game}: the decision is about a hidden card"
            for lang in ("en", "ja"):
                texts = [prompt_title(s, d.kind, tuple(d.prompt), lang), adapter.prompt_detail(s, tuple(d.prompt), lang)]
                texts += [r.text for r in group_answers(s, list(d.options), adapter, lang)]
                for a in d.options[:4]:
                    texts += consequences(s, a, p, lang, adapter.action_card(s, a))
                for t in texts:
                    leaked = [w for w in hidden if w in t]
                    assert not leaked, f"{game} seed {seed}: player {p} is shown {t!r}, naming a hidden card {leaked}"
            s.apply_action(rng.choice(d.options))
