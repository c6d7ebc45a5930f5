"""The grid game's geometry from the rules text: facing columns (2.2), masks (2.4), movement
(5.1), attack targets (6.2) and サイドアタック's table (8.12 with Q1-Q3).

Attack tests write the opponent's occupied areas as the attacker's player sees them on the
summary's diagram: letters A B C (close row) and D E F (battle row) across the screen, where the
opponent's A stands in front of the attacker's A. Screen column s is the attacker's own column s
and the opponent's own column 2 - s (2.2)."""
from __future__ import annotations

import pytest

from engine.games.grid.geometry import (
    BATTLE,
    CLOSE,
    DEPLOY,
    FULL_MASK,
    area,
    attack_options,
    facing,
    lengthways,
    parse_mask,
    reachable,
    sideways,
)

LETTER = {"A": (CLOSE, 0), "B": (CLOSE, 1), "C": (CLOSE, 2), "D": (BATTLE, 0), "E": (BATTLE, 1), "F": (BATTLE, 2)}


def own(letter: str) -> int:
    r, s = LETTER[letter]
    return area(r, s)


def opp(letter: str) -> int:
    """The opponent's area (in its owner's numbering) drawn at this letter of the diagram."""
    r, s = LETTER[letter]
    return area(r, facing(s))


def targets(attacker: str, occupied: str, side: bool = False) -> tuple[set[str], bool]:
    units = {opp(x): 1 for x in occupied}
    found, deck = attack_options(own(attacker), side, units)
    names = {x for x in "ABCDEF" if opp(x) in found}
    return names, deck


@pytest.mark.rule("grid:2.2")
def test_columns_face_mirrored() -> None:
    assert [facing(c) for c in range(3)] == [2, 1, 0]  # the owner's left faces the opponent's right


@pytest.mark.rule("grid:2.4")
def test_mask_rows_are_close_battle_deploy() -> None:
    m = parse_mask(["oxx", "xox", "xxo"])
    assert m[area(CLOSE, 0)] and m[area(BATTLE, 1)] and m[area(DEPLOY, 2)]
    assert sum(m) == 3
    assert parse_mask(["○××", "○○×", "○○○"]) == parse_mask(["oxx", "oox", "ooo"])
    for bad in (["ooo", "ooo"], ["oo", "ooo", "ooo"], ["xxx", "xxx", "xxx"], ["ooo", "o?o", "ooo"], "ooo"):
        with pytest.raises(ValueError):
            parse_mask(bad)


@pytest.mark.rule("grid:5.1")
@pytest.mark.rule("grid:3.3")
def test_movement_up_to_ac_through_empty_allowed_areas() -> None:
    start = area(DEPLOY, 1)
    occupied = {area(BATTLE, 1)}
    assert reachable(start, 1, FULL_MASK, occupied) == sorted([area(DEPLOY, 0), area(DEPLOY, 2)])
    two = reachable(start, 2, FULL_MASK, occupied)
    assert area(BATTLE, 0) in two and area(BATTLE, 2) in two
    assert area(BATTLE, 1) not in two and area(CLOSE, 1) not in two  # never through an occupied area
    three = reachable(start, 3, FULL_MASK, occupied)
    assert area(CLOSE, 0) in three and area(CLOSE, 1) not in three
    back_only = parse_mask(["xxx", "xxx", "ooo"])
    assert reachable(start, 3, back_only, set()) == sorted([area(DEPLOY, 0), area(DEPLOY, 2)])  # 2.4 applies to moves
    assert reachable(start, 0, FULL_MASK, set()) == []


@pytest.mark.rule("grid:8.9")
@pytest.mark.rule("grid:Q18")
def test_side_and_order_steps_are_one_area() -> None:
    assert sorted(sideways(area(BATTLE, 1))) == [area(BATTLE, 0), area(BATTLE, 2)]
    assert sorted(lengthways(area(BATTLE, 1))) == [area(CLOSE, 1), area(DEPLOY, 1)]
    assert sideways(area(CLOSE, 0)) == [area(CLOSE, 1)]


@pytest.mark.rule("grid:6.1")
@pytest.mark.rule("grid:6.2")
def test_plain_attack_targets() -> None:
    assert targets("A", "") == (set(), True)  # close row, lane empty: the deck
    assert targets("A", "A") == ({"A"}, False)  # a unit in front: only it
    assert targets("A", "AD") == ({"A"}, False)  # never past it to D
    assert targets("A", "D") == ({"D"}, True)  # close area empty: the battle-row unit or the deck
    assert targets("D", "D") == ({"D"}, False)  # from the battle row: the deck only when both are empty
    assert targets("D", "") == (set(), True)
    assert targets("B", "AC") == (set(), True)  # other lanes do not matter without サイドアタック
    assert attack_options(area(DEPLOY, 0), False, {}) == ([], False)  # the deploy row never attacks


@pytest.mark.rule("grid:8.12")
@pytest.mark.rule("grid:Q1")
@pytest.mark.rule("grid:Q2")
@pytest.mark.rule("grid:Q3")
def test_side_attack_table() -> None:
    # A: ADBE, deck if A or B is empty (Q2: any listed lane open)
    assert targets("A", "ABDE", True) == ({"A", "B"}, False)  # Q3: D, E are behind A, B
    assert targets("A", "ADE", True) == ({"A", "E"}, True)
    assert targets("A", "C", True) == (set(), True)  # C is not in A's reach
    # C: CFBE
    assert targets("C", "BC", True) == ({"B", "C"}, False)
    assert targets("C", "AF", True) == ({"F"}, True)
    # B (Q1: the first "E" entry): all three columns, deck if A, B or C is empty
    assert targets("B", "ABC", True) == ({"A", "B", "C"}, False)
    assert targets("B", "ABF", True) == ({"A", "B", "F"}, True)
    # D: ADBE, deck if AD or BE is empty in both rows
    assert targets("D", "AE", True) == ({"A", "E"}, False)
    assert targets("D", "A", True) == ({"A"}, True)
    # F: CFBE
    assert targets("F", "CB", True) == ({"B", "C"}, False)
    # E: all three columns, deck if AD, BE or CF is empty in both rows
    assert targets("E", "DEF", True) == ({"D", "E", "F"}, False)
    assert targets("E", "DF", True) == ({"D", "F"}, True)
