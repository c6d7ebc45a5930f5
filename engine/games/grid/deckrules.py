"""Deck construction (1.1-1.3 with Q25): exactly 50 cards; at most 4 copies of one card; one
version per unit name, except units with コンバーション and events."""
from __future__ import annotations

from ...cards import CardDef
from ...rules import Violation

DECK_SIZE = 50
MAX_COPIES = 4


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec != "main":
            out.append(Violation("grid:1.1", f"grid decks have no section [{sec}]"))
    main = sections.get("main", [])
    if len(main) != DECK_SIZE:
        out.append(Violation("grid:1.1", f"the deck has {len(main)} cards; it must have exactly {DECK_SIZE}"))
    copies: dict[str, int] = {}
    for c in main:
        copies[c.id] = copies.get(c.id, 0) + 1
    by_id = {c.id: c for c in main}
    for cid, n in copies.items():
        if n > MAX_COPIES:  # Q25: per card (name and version)
            out.append(Violation("grid:1.2", f"{n} copies of {by_id[cid].name['en']} ({cid}); at most {MAX_COPIES}"))
    versions: dict[str, set[str]] = {}
    for c in main:  # 1.3: units without conversion, by name
        if c.type == "unit" and "conversion" not in c.attrs:
            versions.setdefault(c.name["en"], set()).add(c.id)
    for name, ids in versions.items():
        if len(ids) > 1:
            out.append(Violation("grid:1.3", f"{len(ids)} versions of the unit {name} ({', '.join(sorted(ids))}); "
                                             "one version per unit name (conversion units and events excepted)"))
    return out
