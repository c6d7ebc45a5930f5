"""Grid geometry (2.2-2.4, 5.1, 6.2, 8.12 with Q1-Q3): areas, placement masks, movement and
attack lanes. Pure functions of positions; no game state.

An area is row * 3 + column: row 0 is the close row (近接), 1 the battle row (戦闘), 2 the deploy
row (配備); column 0 is the owner's left. The grids face each other close row to close row, so
the owner's column c faces the opponent's column 2 - c (2.2).
"""
from __future__ import annotations

from typing import Any

AREAS = 9
CLOSE, BATTLE, DEPLOY = 0, 1, 2
ROW_NAMES = ("close", "battle", "deploy")
COL_NAMES = ("left", "center", "right")
FULL_MASK = (True,) * AREAS
_MARKS = {"o": True, "○": True, "x": False, "×": False}


def row(a: int) -> int:
    return a // 3


def col(a: int) -> int:
    return a % 3


def area(r: int, c: int) -> int:
    return r * 3 + c


def area_label(a: int, lang: str = "en") -> str:
    if lang == "ja":
        return ("近接", "戦闘", "配備")[row(a)] + ("左", "中央", "右")[col(a)]
    return f"{ROW_NAMES[row(a)]} {COL_NAMES[col(a)]}"


def parse_mask(v: Any) -> tuple[bool, ...]:
    """2.4: three rows of three marks, the close row first (Ruling), columns as the owner sees
    them; o/○ allowed, x/× not. At least one area must be allowed."""
    if not isinstance(v, list) or len(v) != 3 or not all(isinstance(r, str) and len(r) == 3 for r in v):
        raise ValueError('a placement mask is three rows of three marks, close row first: ["oxx", "oox", "ooo"]')
    out = []
    for r in v:
        for ch in r:
            if ch not in _MARKS:
                raise ValueError(f"mask mark {ch!r}: use o (or ○) for allowed and x (or ×) for not")
            out.append(_MARKS[ch])
    if not any(out):
        raise ValueError("a placement mask must allow at least one area")
    return tuple(out)


def _adjacent(a: int) -> tuple[int, ...]:
    r, c = row(a), col(a)
    return tuple(area(r + dr, c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if 0 <= r + dr < 3 and 0 <= c + dc < 3)


_ADJ = tuple(_adjacent(a) for a in range(AREAS))  # worked out once: asked in every move and step
_SIDE = tuple(tuple(b for b in _ADJ[a] if row(b) == row(a)) for a in range(AREAS))
_LENGTH = tuple(tuple(b for b in _ADJ[a] if col(b) == col(a)) for a in range(AREAS))


def adjacent(a: int) -> list[int]:
    """Orthogonally adjacent areas of the same grid (5.1)."""
    return list(_ADJ[a])


def reachable(start: int, steps: int, mask: tuple[bool, ...], occupied: set[int]) -> list[int]:
    """Areas a unit at `start` can end on after 1..steps moves to adjacent empty areas its mask
    allows (5.1: it stops where its owner chooses, never passing through an occupied area)."""
    seen = {start}
    frontier = [start]
    out: list[int] = []
    for _ in range(max(0, steps)):
        nxt = []
        for a in frontier:
            for b in _ADJ[a]:
                if b not in seen and b not in occupied and mask[b]:
                    seen.add(b)
                    nxt.append(b)
                    out.append(b)
        frontier = nxt
    return sorted(out)


def sideways(a: int) -> list[int]:
    """サイドステップ: one area left or right (8.9, Q18)."""
    return list(_SIDE[a])


def lengthways(a: int) -> list[int]:
    """オーダーステップ: one area forward or back (8.9, Q18)."""
    return list(_LENGTH[a])


def facing(c: int) -> int:
    """The opponent's column that faces the owner's column c (2.2)."""
    return 2 - c


def _lanes(a: int, side_attack: bool) -> list[int]:
    """The attacker's lanes as its own columns (8.12 with Q1: a centre attacker reaches all three,
    a side one its own column and the centre)."""
    c = col(a)
    if not side_attack:
        return [c]
    return [0, 1, 2] if c == 1 else sorted({c, 1})


def attack_options(a: int, side_attack: bool, opp_units: dict[int, Any]) -> tuple[list[int], bool]:
    """(the opponent's areas this attacker may attack, whether it may attack the deck) for a unit
    at area `a` of its owner's grid; `opp_units` holds the opponent's occupied areas (6.2, 8.12).

    Per lane (a facing column): the close-row unit, or when that area is empty the battle-row unit
    (never past a unit in front, 6.2 / Q3). The deck: from the close row when some lane's close
    area is empty; from the battle row when some lane is empty in both rows (6.2, Q2)."""
    r = row(a)
    if r == DEPLOY:
        return [], False
    targets: list[int] = []
    deck = False
    for c in _lanes(a, side_attack):
        fc = facing(c)
        close, battle = area(CLOSE, fc), area(BATTLE, fc)
        if close in opp_units:
            targets.append(close)
            continue
        if battle in opp_units:
            targets.append(battle)
            if r == CLOSE:
                deck = True  # "that area is empty": the battle-row unit or the deck (6.2)
            continue
        deck = True
    return sorted(targets), deck


def behind(a: int) -> int | None:
    """The area directly behind `a` (one row further back), whose supporter supports `a` (8.3)."""
    return a + 3 if row(a) < DEPLOY else None
