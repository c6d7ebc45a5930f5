"""Deck construction (5.1.2): exactly 50 cards; at most 4 with the same name and title."""
from __future__ import annotations

from ...cards import CardDef
from ...rules import Violation

DECK_SIZE = 50
MAX_COPIES = 4


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec != "main":
            out.append(Violation("victory_spark:5.1.2.1.1", f"Victory Spark decks have no section [{sec}]",
                                 ja=f"ビクトリースパークのデッキはメインデッキだけで、[{sec}]はありません"))
    main = sections.get("main", [])
    if len(main) != DECK_SIZE:
        out.append(Violation("victory_spark:5.1.2.1.1", f"the deck has {len(main)} cards; it must have exactly {DECK_SIZE}",
                             ja=f"デッキが{len(main)}枚です。ちょうど{DECK_SIZE}枚にしてください"))
    counts: dict[tuple[str, tuple[str, ...]], int] = {}
    ja_names: dict[str, str] = {}
    for c in main:
        key = (c.name["en"], tuple(sorted(c.attrs.get("title", []))))
        counts[key] = counts.get(key, 0) + 1
        ja_names.setdefault(c.name["en"], c.name.get("ja") or c.name["en"])
    for (name, titles), n in counts.items():
        if n > MAX_COPIES:
            t = f" <{'/'.join(titles)}>" if titles else ""
            t_ja = f"(称号 {'/'.join(titles)})" if titles else ""
            clause = "victory_spark:5.1.2.1.3" if len({c.id for c in main if c.name['en'] == name}) > 1 else "victory_spark:5.1.2.1.2"
            out.append(Violation(clause, f"{n} copies of {name}{t}; at most {MAX_COPIES} cards with the same name and title",
                                 ja=f"「{ja_names[name]}」{t_ja}が{n}枚あります。"
                                    f"同じ名前と称号のカードは{MAX_COPIES}枚まで"))
    return out
