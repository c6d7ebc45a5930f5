"""Deck construction (1.1-1.3 with Q25): exactly 50 cards; at most 4 copies of one card; one
version per unit name, except units with コンバーション and events."""
from __future__ import annotations

from ...cards import CardDef
from ...rules import Violation

DECK_SIZE = 50
MAX_COPIES = 4


def _ja(c: CardDef) -> str:
    return c.name.get("ja") or c.name["en"]


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec != "main":
            out.append(Violation("grid:1.1", f"grid decks have no section [{sec}]",
                                 ja=f"グリッドゲームのデッキはメインデッキだけで、[{sec}]はありません"))
    main = sections.get("main", [])
    if len(main) != DECK_SIZE:
        out.append(Violation("grid:1.1", f"the deck has {len(main)} cards; it must have exactly {DECK_SIZE}",
                             ja=f"デッキが{len(main)}枚です。ちょうど{DECK_SIZE}枚にしてください"))
    copies: dict[str, int] = {}
    for c in main:
        copies[c.id] = copies.get(c.id, 0) + 1
    by_id = {c.id: c for c in main}
    for cid, n in copies.items():
        if n > MAX_COPIES:  # Q25: per card (name and version)
            out.append(Violation("grid:1.2", f"{n} copies of {by_id[cid].name['en']} ({cid}); at most {MAX_COPIES}",
                                 ja=f"「{_ja(by_id[cid])}」({cid})が{n}枚あります。同じカードは{MAX_COPIES}枚まで"))
    versions: dict[str, set[str]] = {}
    ja_names: dict[str, str] = {}
    for c in main:  # 1.3: units without conversion, by name
        if c.type == "unit" and "conversion" not in c.attrs:
            versions.setdefault(c.name["en"], set()).add(c.id)
            ja_names.setdefault(c.name["en"], _ja(c))
    for name, ids in versions.items():
        if len(ids) > 1:
            out.append(Violation("grid:1.3", f"{len(ids)} versions of the unit {name} ({', '.join(sorted(ids))}); "
                                             "one version per unit name (conversion units and events excepted)",
                                 ja=f"ユニット「{ja_names[name]}」のバージョンが{len(ids)}種類あります"
                                    f"({'、'.join(sorted(ids))})。同じ名前のユニットは1種類のバージョンだけ"
                                    "(コンバーションを持つユニットとイベントは除く)"))
    return out
