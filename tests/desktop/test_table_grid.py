"""The grid game on the real table, offscreen (the table is opened on a grid game directly). The two grids face each other with the far
one mirrored left to right (grid 2.2), a unit is played by a drop on a grid area, a unit moves in the
action step by drag and drop, an attack's target is a click on a lit place, and random answers given
through the board and the controller keep the board equal to the engine's state."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from desktop.cardface import face_data
from desktop.cardpixmaps import CardPixmaps
from desktop.qt import QPoint, Qt
from desktop.table.autosave import GameSetup
from desktop.table.controller import GameController
from desktop.table.games import adapter_for
from desktop.table.gametable import GameTable
from desktop.table.model import REVERSED, SIDEWAYS, UPRIGHT, board_model
from desktop.table.zones import NONE, TARGET
from engine.actions import Action
from engine.cardset import load_cardset
from engine.games import get_rules
from engine.games.grid import flow as fl

from .test_table_helpers import advance_until, board_matches, drop_on, wait_human

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "grid_smoke.yaml"


def _decks() -> list[dict]:
    cards = load_cardset(FIXTURE).cards
    deck = [c for c in cards for _ in range(4)][:48] + [cards[0], cards[-1]]
    assert len(deck) == 50
    return [{"main": list(deck)}, {"main": list(reversed(deck))}]


def _open(qtbot, lang: str = "en", seed: int = 5):  # type: ignore[no-untyped-def]
    table = GameTable(CardPixmaps(lang=lang), lang)
    qtbot.addWidget(table)
    table.resize(1400, 900)
    table.show()
    table.speed.setCurrentIndex(table.speed.findData("off"))
    setup = GameSetup("grid", seed, _decks(), ["smoke", "smoke"], ["You", "Computer"], 0, "random")
    c = GameController(setup)
    table.start(c)
    qtbot.waitExposed(table)
    return table, c


def _builder(c) -> Action:  # type: ignore[no-untyped-def]
    """An answer that builds up the player's grid: units first, then a card into the attribute
    area, then on (Pass / End)."""
    opts = c.options()
    for k in ("play", "attribute", "pay", "place"):
        a = next((a for a in opts if a.kind == k and (k != "play" or c.state.defs[a.args[0]].type == "unit")), None)
        if a is not None:
            return a
    return c.adapter.pass_action(opts) or opts[0]


def _advance(qtbot, c, want, limit: int = 600) -> Action | None:  # type: ignore[no-untyped-def]
    """Play on with `_builder` until `want(controller)` gives an action."""
    for _ in range(limit):
        wait_human(qtbot, c)
        if c.finished:
            return None
        a = want(c)
        if a is not None:
            return a
        c.submit(_builder(c))
    return None


def _option(kind: str, decision: str, ok=lambda c, a: True):  # type: ignore[no-untyped-def]
    def want(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        if d is None or d.kind != decision or d.player != c.human:
            return None
        return next((a for a in c.options() if a.kind == kind and ok(c, a)), None)
    return want


@pytest.mark.rule("grid:2.2")
def test_grids_face_each_other_far_one_mirrored(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot)
    board = table.board
    zones = board.zones
    want = {f"{p}.g{a}" for p in (0, 1) for a in range(9)} | {"0.slot", "1.slot", "0.attribute", "1.attribute",
                                                             "0.discard", "1.discard", "0.deck", "1.deck",
                                                             "0.hand", "1.hand", "stack"}
    assert want <= set(zones)
    g = {k: zones[k].geometry() for k in zones}
    # near grid (the player at the bottom): close row nearest the middle, own left column on the left
    assert g["0.g0"].x() < g["0.g1"].x() < g["0.g2"].x()
    assert g["0.g0"].y() < g["0.g3"].y() < g["0.g6"].y()
    # far grid: close row nearest the middle too, and mirrored left to right: their area 0 (close
    # left) is drawn to the right of their area 2, above our area 2 (grid 2.2: column c faces 2 - c)
    assert g["1.g0"].x() > g["1.g1"].x() > g["1.g2"].x()
    assert g["1.g6"].y() < g["1.g3"].y() < g["1.g0"].y() < g["stack"].y() < g["0.g0"].y()
    for a in range(9):
        r, col = divmod(a, 3)
        assert g[f"1.g{a}"].x() == g[f"0.g{r * 3 + 2 - col}"].x()
    # no two places overlap
    keys = [k for k in zones if not k.endswith("hand")]
    for i, k in enumerate(keys):
        for k2 in keys[i + 1:]:
            assert not g[k].intersects(g[k2]), (k, k2)
    assert zones["0.g4"].label == "Battle mid" and zones["1.g0"].label == "Close left"
    assert zones["0.g8"].label == "Deploy right" and zones["0.slot"].label == "Field slot"
    ad = adapter_for("grid")
    assert ad.slot_label("grid", "", 0, "ja") == "近接左" and ad.slot_label("grid", "", 4, "ja") == "戦闘中央"
    assert ad.slot_label("grid", "", 8, "ja") == "配備右"
    wait_human(qtbot, c)
    assert board_matches(board, c.state, 0) == []


def test_grid_faces_show_mask_cost_and_stats(app) -> None:  # type: ignore[no-untyped-def]
    cards = {c.name["en"]: c for c in load_cardset(FIXTURE).cards}
    f = face_data(cards["Gale Lancer"], "en")
    assert f.badge_value == "1:1" and f.badge_label == "Cost"
    assert f.stats == (("AT", "3"), ("DF", "2"), ("AC", "1"))
    assert f.extra["mask"] == "ooo/oox/xxx" and "gale" in f.type_line
    warden = face_data(cards["Tide Warden"], "ja")
    assert "ブロッカー(1)" in warden.keywords and warden.badge_value == "0:1"
    ev = face_data(cards["Null Verdict"], "en")
    assert ev.badge_value == "0:1" and ev.stats == () and "mask" not in ev.extra
    assert face_data(cards["Tide Rampart"], "en").extra.get("field") == "FIELD"


def test_faces_name_attributes_as_the_set_does(app) -> None:  # type: ignore[no-untyped-def]
    """The starter set names its attributes in both languages (its `labels`): a Japanese face says
    陽, an English one Sun; a set without labels shows its values as written."""
    from carddb.database import open_memory_database
    from carddb.importers import import_cardset_file
    from desktop import setlabels
    gds1 = Path(__file__).resolve().parents[2] / "assets" / "cardsets" / "grid" / "gds1.yaml"
    db = open_memory_database()
    try:
        import_cardset_file(db, gds1)
        setlabels.load(db)
        sun = next(c for c in load_cardset(gds1).cards if c.attrs.get("attributes") == ["sun"] and c.type == "unit")
        ja, en = face_data(sun, "ja"), face_data(sun, "en")
        assert ja.extra["attributes"] == "陽" and ja.type_line.endswith("— 陽")
        assert en.extra["attributes"] == "Sun" and en.hue == face_data(sun, "ja").hue
        from desktop.cardwidgets import card_details_html
        detail = card_details_html(sun, 2, "ja")  # the detail pane: field names and values in Japanese
        assert "属性</td><td>陽<" in detail and "配置マスク" in detail and "所持" in detail
        assert "attributes" not in detail and ">sun<" not in detail
        assert "attributes</td><td>Sun<" in card_details_html(sun, None, "en")
        gale = next(c for c in load_cardset(FIXTURE).cards if c.name["en"] == "Gale Lancer")
        assert "gale" in face_data(gale, "ja").type_line  # the fixture set has no labels
    finally:
        setlabels._LABELS.clear()
        db.close()


def test_orientations_release_freeze_down(app) -> None:  # type: ignore[no-untyped-def]
    s = get_rules("grid").new_game(_decks(), 3)
    hand = s.zones["0.hand"]
    for orient, area in ((0, 3), (1, 4), (2, 5)):
        iid = hand[0]
        s.zones["0.hand"].remove(iid)
        s.zones[f"0.g{area}"].append(iid)
        s.zone_of[iid] = f"0.g{area}"
        s.orient[iid] = orient
        s._cache = None
    m = board_model(s, 0)
    assert [m.zones[f"0.g{a}"].cards[0].orient for a in (3, 4, 5)] == [UPRIGHT, SIDEWAYS, REVERSED]


def test_play_a_unit_by_drop_and_move_it_by_drag(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, seed=5)
    board = table.board
    # grid 7.2: a unit is played onto the stack; its area is chosen when it is placed
    a = advance_until(qtbot, c, _option("play", "standby", lambda c, a: c.state.defs[a.args[0]].type == "unit"
                                        and len(fl.unit_areas(c.state, a.args[0])) > 1))
    assert a is not None, "no unit could be played onto the grid"
    iid = a.args[0]
    assert drop_on(board, iid, "stack")
    board.end_drag()
    for _ in range(20):  # payments and responses: the first answer, up to the placement
        wait_human(qtbot, c)
        d = c.state.decision
        if c.finished or (d is not None and d.kind == "place" and d.options[0].args[0] == iid):
            break
        c.submit(c.adapter.pass_action(c.options()) or c.options()[0])
    pl = c.options()[0]
    dest = f"0.g{pl.args[1]}"
    targets = board.begin_drag(iid)
    assert dest in targets and "1.g0" not in targets
    assert board.zones[dest].highlight == TARGET and board.zones["1.g0"].highlight == NONE
    # a drop elsewhere is refused with the reason; on the lit area it places the unit there
    before = c.state.clone()
    assert not drop_on(board, iid, "1.g0")
    assert "cannot go" in table.last_message and c.state == before
    assert drop_on(board, iid, dest)
    board.end_drag()
    assert c.state.history[len(before.history)] == (0, pl)
    assert c.state.zone_of[iid] == dest
    assert any(cv.iid == iid for cv in board.zones[dest].zone.cards)
    assert board_matches(board, c.state, 0) == []
    # the action step: drag a released unit to another area
    mv = _advance(qtbot, c, _option("move", "action"))
    assert mv is not None, "no unit could move"
    unit, to = mv.args
    before = c.state.clone()
    frm = c.state.zone_of[unit]
    assert f"0.g{to}" in board.begin_drag(unit)
    assert drop_on(board, unit, f"0.g{to}")
    board.end_drag()
    assert c.state.history[len(before.history)] == (0, mv)
    assert c.state.zone_of[unit] == f"0.g{to}" and frm != f"0.g{to}"
    assert board_matches(board, c.state, 0) == []
    assert not board.zones[frm].zone.cards


def test_attack_target_is_a_click_on_a_lit_place(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, seed=11)
    board = table.board

    def attack(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        return next((a for a in c.options() if a.kind == "attack"), None) if d and d.kind == "attack" else None

    def target(c):  # type: ignore[no-untyped-def]
        d = c.state.decision
        return c.options()[0] if d and d.kind == "target" and d.player == c.human else None

    for _ in range(40):
        a = _advance(qtbot, c, lambda c: target(c) or attack(c))
        assert a is not None, "no attack with a choice of targets"
        if a.kind == "target":
            break
        # the glowing attacker: a click declares its attack
        atk = a.args[0]
        assert atk in board.candidates
        n = len(c.state.history)
        table.card_clicked(atk, QPoint(0, 0))
        assert c.state.history[n] == (0, a)
        wait_human(qtbot, c)
        if target(c):
            break
    else:
        pytest.fail("no target choice came up")
    d = c.state.decision
    atk = d.prompt[1]
    assert board.candidates == {atk}
    lit = {k for k, z in board.zones.items() if z.highlight == TARGET}
    dests = {c.adapter.action_dest(c.state, x, 0) for x in c.options()}
    assert lit == dests and all(k.startswith("1.") for k in lit)
    assert not table.pass_button.isEnabled()  # a target must be chosen
    # a click on a lit place answers that target: on the opponent's deck (a pile of backs) or on
    # the unit in an area (a card no answer is about); take-back returns to the choice
    before = c.state.clone()
    for key in sorted(lit):
        assert c.state == before
        want = next(x for x in c.options() if c.adapter.action_dest(c.state, x, 0) == key)
        n = len(c.state.history)
        zone = board.zones[key]
        qtbot.mouseClick(zone, Qt.MouseButton.LeftButton, pos=zone.rect().center())
        assert c.state.history[n] == (0, want)
        assert all(z.highlight == NONE for z in board.zones.values())
        assert table.back_button.isEnabled()
        table.take_back()
        wait_human(qtbot, c)
        assert {k for k, z in board.zones.items() if z.highlight == TARGET} == lit
    # dragging the attacker onto a lit place answers too
    key = sorted(lit)[-1]
    want = next(x for x in c.options() if c.adapter.action_dest(c.state, x, 0) == key)
    assert drop_on(board, atk, key)
    board.end_drag()
    assert c.state.history[len(before.history)] == (0, want)


@pytest.mark.parametrize("seed", [3, 8])
def test_random_answers_through_the_board(app, qtbot, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Dozens of random answers: dropped when the answer is a drop, clicked when it is about one
    card, else given to the controller; the board always shows the engine's state."""
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
        # prefer playing on: units and attacks over ending the step
        if a.kind in ("end", "pass") and len(opts) > 1 and r.random() < 0.7:
            a = r.choice([x for x in opts if x.kind not in ("end", "pass")])
        card = c.adapter.action_card(c.state, a)
        dest = c.adapter.action_dest(c.state, a, 0)
        n = len(c.state.history)
        if card is not None and dest is not None and dest in board.zones:
            assert dest in c.drop_targets(card)
            assert drop_on(board, card, dest), table.last_message
            board.end_drag()
            got = c.state.history[n][1]
            assert got.kind == a.kind and c.adapter.action_dest(c.state, got, 0) is not None
        elif a.kind in ("pass", "end", "no_block", "done"):
            table.do_pass()
            assert c.state.history[n][1].kind in ("pass", "end", "no_block", "done")
        else:
            assert c.submit(a)
        kinds.add(a.kind)
        assert table.prompt.title.text()
    assert {"play", "attribute"} & kinds
    assert board_matches(board, c.state, 0) == []


def test_japanese_table(app, qtbot) -> None:  # type: ignore[no-untyped-def]
    table, c = _open(qtbot, lang="ja", seed=4)
    zones = table.board.zones
    assert zones["0.g0"].label == "近接左" and zones["1.g7"].label == "配備中央"
    assert zones["0.attribute"].label == "属性エリア" and zones["0.slot"].label == "フィールド"
    assert zones["0.discard"].label == "捨て札"
    wait_human(qtbot, c)
    assert c.rules.describe_action(c.state, Action("end"), "ja") == "終了"
