"""Phantom Magic Vision on the real table, offscreen (the game is in development, so the Play page
does not offer it yet: the table is opened on a game directly). Both life totals are shown large
(D1.1); a card is played by a drop on the play area and set as a node by a drop on the nodes
(D5.2, D5.7); an attack is a drag of the character onto the opponent's field (D6.1); random answers
given through the board keep the board equal to the engine's state; the table speaks Japanese."""
from __future__ import annotations

import random

import pytest

from desktop.cardpixmaps import CardPixmaps
from desktop.table.autosave import GameSetup
from desktop.table.badges import badge_rects
from desktop.table.controller import GameController
from desktop.table.gametable import GameTable
from engine.actions import Action
from tests.helpers import precon_decks

from .test_table_helpers import advance_until, board_matches, drop_on, wait_human

GAME = "phantom_magic_vision"


def _open(qtbot, lang: str = "en", seed: int = 5):  # type: ignore[no-untyped-def]
    table = GameTable(CardPixmaps(lang=lang), lang)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    table.speed.setCurrentIndex(table.speed.findData("off"))
    setup = GameSetup(GAME, seed, precon_decks(GAME), ["a", "b"], ["You", "Computer"], 0, "random")
    c = GameController(setup)
    table.start(c)
    qtbot.waitExposed(table)
    return table, c


def _option(kind: str, ok=lambda c, a: True):  # type: ignore[no-untyped-def]
    def want(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        if d is None or d.player != c.human:
            return None
        return next((a for a in c.options() if a.kind == kind and ok(c, a)), None)
    return want


@pytest.mark.rule("phantom_magic_vision:D1.1")
def test_both_life_totals_are_shown(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot)
    wait_human(qtbot, c)
    board = table.board
    rects = dict(badge_rects(board))
    assert set(rects) == {0, 1}
    assert rects[0].top() > rects[1].bottom()  # mine below, the opponent's above
    for p in (0, 1):
        assert table.board.adapter.badge(board.model.sides[p], "en") == ("LIFE", "25")
    assert table.board.adapter.badge(board.model.sides[0], "ja")[0] == "ライフ"


@pytest.mark.rule("phantom_magic_vision:D5.2", "phantom_magic_vision:D5.7", "phantom_magic_vision:D6.1")
def test_play_set_a_node_and_attack_by_drops(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, seed=5)
    board = table.board
    a = advance_until(qtbot, c, _option("node"))
    assert a is not None
    iid = a.args[0]
    assert "0.nodes" in board.begin_drag(iid)
    before = c.state.clone()
    assert not drop_on(board, iid, "1.field") and c.state == before
    assert drop_on(board, iid, "0.nodes")
    board.end_drag()
    assert c.state.zone_of[iid] == "0.nodes"
    a = advance_until(qtbot, c, _option("play"))
    assert a is not None, "nothing could be played"
    n = len(c.state.history)
    assert drop_on(board, a.args[0], "0.play")
    board.end_drag()
    assert c.state.history[n][1].kind == "play"
    a = advance_until(qtbot, c, _option("attack", lambda c, a: len(a.args) == 1), limit=800)
    assert a is not None, "no attack came up"
    n = len(c.state.history)
    assert drop_on(board, a.args[0], "1.field")
    board.end_drag()
    assert c.state.history[n] == (0, a)


@pytest.mark.rule("phantom_magic_vision:D6.2")
def test_defend_by_dragging_onto_the_attackers_side(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    from engine.rng import Rng
    table, c = _open(qtbot, seed=6)
    board = table.board
    r = Rng(2)
    for _ in range(900):  # play on (randomly, preferring to develop) until a defence is offered
        wait_human(qtbot, c)
        if c.finished:
            break
        opts = c.options()
        d = next((a for a in opts if a.kind == "defend" and len(a.args) == 1), None)
        if d is not None:
            n = len(c.state.history)
            assert "1.field" in board.begin_drag(d.args[0])
            assert drop_on(board, d.args[0], "1.field")
            board.end_drag()
            assert c.state.history[n] == (0, d)
            return
        dev = [a for a in opts if a.kind in ("node", "play")]
        c.submit(dev[r.below(len(dev))] if dev else (c.adapter.pass_action(opts) or opts[0]))
    pytest.fail("no defence came up")


@pytest.mark.parametrize("seed", [3, 8])
def test_random_answers_through_the_board(app, qtbot, seed: int) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, seed=seed)
    board = table.board
    r = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(80):
        wait_human(qtbot, c)
        if c.finished:
            break
        assert board_matches(board, c.state, 0) == []
        opts = c.options()
        a = r.choice(opts)
        if a.kind == "pass" and len(opts) > 1 and r.random() < 0.7:
            a = r.choice([x for x in opts if x.kind != "pass"])
        card = c.adapter.action_card(c.state, a)
        dest = c.adapter.action_dest(c.state, a, 0)
        n = len(c.state.history)
        if card is not None and dest is not None and dest in board.zones:
            assert drop_on(board, card, dest), table.last_message
            board.end_drag()
            assert c.state.history[n][1].kind == a.kind
        elif a.kind == "pass":
            table.do_pass()
            assert c.state.history[n][1].kind == "pass"
        else:
            assert c.submit(a)
        kinds.add(a.kind)
        assert table.prompt.title.text()
    assert {"play", "node"} & kinds
    assert board_matches(board, c.state, 0) == []


def test_japanese_table(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, lang="ja", seed=4)
    zones = table.board.zones
    assert zones["0.field"].label == "場" and zones["0.nodes"].label == "ノード"
    assert zones["0.graveyard"].label == "冥界" and zones["1.sideboard"].label == "サイドボード"
    wait_human(qtbot, c)
    assert c.rules.describe_action(c.state, Action("pass"), "ja") == "パス"


def test_the_computer_player_process_reads_two_faced_cards(app) -> None:  # type: ignore[no-untyped-def]
    """The computer thinks in a helper process, given the printed cards: a set with transformed
    faces must load there too (the other faces are rebuilt from their cards)."""
    from desktop.table.aiprocess import ProcessAgent
    from engine.games import get_rules
    s = get_rules(GAME).new_game(precon_decks(GAME), 2)
    assert any("#" in cid for cid in s.deftable)  # the set has transformed faces
    agent = ProcessAgent("ismcts:8", 1, s)
    try:
        a = agent.choose(s, s.current_player())
    finally:
        agent.close()
    assert a in s.legal_actions()


@pytest.mark.rule("phantom_magic_vision:D7.3")
def test_the_response_chain_is_shown_last_first(app) -> None:  # type: ignore[no-untyped-def]
    """What an answer would answer is named, last in first, whatever is in progress."""
    from desktop.table.games import adapter_for
    from engine.games import get_rules
    from engine.rng import Rng
    adapter = adapter_for(GAME)
    s = get_rules(GAME).new_game(precon_decks(GAME), 9)
    r = Rng(4)
    seen: set[str] = set()
    while not s.is_terminal() and len(seen) < 2:
        chain = s.flags.get("stack", ())
        if chain and s.decision is not None:
            detail = adapter.prompt_detail(s, tuple(s.decision.prompt), "en")
            assert detail.startswith("In progress (last resolves first): ")
            top = chain[-1]
            name = s.defs[top[2]].label("en")
            want = {"attack": f"{name}'s attack", "card": f"{name} (being played)"}.get(top[1], f"{name}'s effect")
            assert detail.split(": ", 1)[1].startswith(want)
            assert "後から先に解決" in adapter.prompt_detail(s, tuple(s.decision.prompt), "ja")
            seen.add(top[1])
        s.apply_action(r.choice(s.legal_actions()))
    assert seen, "nothing was ever in progress"


def test_a_set_card_names_its_character(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A card set under a character (10.13, 10.14) says whose it is; Japanese too."""
    from desktop.table.model import CardView
    table, c = _open(qtbot, seed=5)
    wait_human(qtbot, c)
    board = table.board
    zone = board.zones["0.set"]
    field = board.zones["0.field"]
    host = next((cv for z in board.model.zones.values() for cv in z.cards if cv.card_id), None)
    assert host is not None
    card = CardView(host.iid, host.card_id, extra=(("host", host.iid),))
    tip = board.tooltip_for(zone, card)
    assert f"Set on: {board.card_name(host.card_id)}" in tip
    assert board.tooltip_for(field, CardView(host.iid, host.card_id)).count("Set on") == 0


@pytest.mark.rule("phantom_magic_vision:D1.4")
def test_deck_lists_count_the_sideboard_apart(window) -> None:  # type: ignore[no-untyped-def]
    """The sideboard is not part of the 50-card deck played: lists say 50 + 2."""
    from desktop.gameinfo import deck_size_text
    assert deck_size_text({"main": 50, "sideboard": 2}) == "50 + 2"
    assert deck_size_text({"main": 50}) == "50"
    window.show_page("play")
    page = window.play_page
    page.refresh()
    rows = {page.decks.item(r, 1).text(): page.decks.item(r, 2).text() for r in range(page.decks.rowCount())}
    assert rows["Oni Stampede"] == "50 + 2" and rows["Puppet Festival"] == "50"


def test_set_cards_are_drawn_behind_their_characters(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A card set on a character (10.13, 10.14) is drawn in that character's column, just behind it."""
    from desktop.table.model import CardView
    table, c = _open(qtbot, seed=5)
    wait_human(qtbot, c)
    board = table.board
    field, sets = board.zones["0.field"], board.zones["0.set"]
    # two characters on the field and a card set on the second (a board model made up for the view)
    from desktop.table.model import ZoneView
    f = field.zone
    s = sets.zone
    assert f is not None and s is not None
    f_cards = [CardView(900, c.state.defs[0].id), CardView(901, c.state.defs[1].id)]
    field.set_zone(ZoneView(f.key, f.name, f.player, f.slot, f.spec, f_cards))
    sets.set_zone(ZoneView(s.key, s.name, s.player, s.slot, s.spec,
                           [CardView(902, c.state.defs[2].id, extra=(("host", 901),))]))
    host_x = field.card_center(901).x() + field.pos().x()
    set_x = sets.card_center(902).x() + sets.pos().x()
    assert abs(host_x - set_x) < 2
    assert abs(field.card_center(900).x() + field.pos().x() - set_x) > 10
