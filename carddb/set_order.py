"""Each card's place in set order (`cards.set_pos`, migration 0005): what every sort ties on and
what the sort indexes end in, so that sorting 100,000 cards reads an index.

Sets are spaced STRIDE apart, a set's cards numbered one after another from its base. Importing or
updating a set places only that set: into the gap between its neighbours in set order (a new set
takes the middle of the gap), so adding a set to a large database writes that set's rows only.
When a gap is too small (about 30 sets squeezed into one place), every card is numbered afresh
(as a big import does once at its end: carddb/importers.py).
"""
from __future__ import annotations

from sqlalchemy import Connection

STRIDE = 1 << 32  # room of one set (far more cards than a set may hold) and of the gap after it
_LO, _HI = -(1 << 62), 1 << 62  # inside SQLite's 64-bit integers
_ORDER = "game, set_code, number_sort, number"


def renumber_all(conn: Connection) -> int:
    """Number every card afresh (sets STRIDE apart); returns how many cards moved."""
    rows = conn.exec_driver_sql(f"SELECT id, set_pos, game, set_code FROM cards ORDER BY {_ORDER}").all()
    moved, k, last, i = [], -1, None, 0
    for pk, pos, game, code in rows:
        if (game, code) != last:
            k, last, i = k + 1, (game, code), 0
        want = k * STRIDE + i
        i += 1
        if pos != want:
            moved.append((want, pk))
    if moved:
        conn.exec_driver_sql("UPDATE cards SET set_pos = ? WHERE id = ?", moved)
    return len(moved)


def _neighbour(conn: Connection, game: str, code: str, after: bool) -> int | None:
    """The place of the last card of the set before (or the first of the set after) this one."""
    op, way = (">", "") if after else ("<", " DESC")
    row = conn.exec_driver_sql(  # a row value: SQLite reads the set-order index from that point
        f"SELECT set_pos FROM cards WHERE (game, set_code) {op} (?, ?) "
        f"ORDER BY game{way}, set_code{way}, number_sort{way}, number{way} LIMIT 1", (game, code)).first()
    return None if row is None else int(row[0])


def place_set(conn: Connection, game: str, code: str) -> int:
    """Give one set's cards their places between its neighbours; returns how many cards moved."""
    rows = conn.exec_driver_sql("SELECT id, set_pos FROM cards WHERE game = ? AND set_code = ? "
                                "ORDER BY number_sort, number", (game, code)).all()
    if not rows:
        return 0
    before, after = _neighbour(conn, game, code, False), _neighbour(conn, game, code, True)
    lo = _LO if before is None else before + 1
    hi = _HI if after is None else after - 1
    have = [int(pos) for _pk, pos in rows]
    if lo <= have[0] and have[-1] <= hi and all(a + 1 == b for a, b in zip(have, have[1:], strict=False)):
        return 0  # in order where it is
    n = len(rows)
    if hi - lo + 1 < n:
        return renumber_all(conn)
    if before is None and after is None:
        base = 0
    elif after is None:
        base = lo + STRIDE - 1 if hi - lo + 1 >= STRIDE + n else lo + (hi - lo + 1 - n) // 2
    elif before is None:
        base = hi - STRIDE - n + 2 if hi - lo + 1 >= STRIDE + n else lo + (hi - lo + 1 - n) // 2
    else:
        base = lo + (hi - lo + 1 - n) // 2
    moved = [(base + i, pk) for i, (pk, pos) in enumerate(rows) if pos != base + i]
    conn.exec_driver_sql("UPDATE cards SET set_pos = ? WHERE id = ?", moved)
    return len(moved)
