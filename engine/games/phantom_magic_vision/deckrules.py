"""Deck construction (D1.3, D1.4 with A14, 10.24): exactly 50 cards, at most 3 of a name over the
deck and the sideboard (符ノ壱“X” counts as X), デッキN枚制限, and a sideboard of at most 10 弐符
cards."""
from __future__ import annotations

from ...cards import CardDef
from ...decks import SectionRule
from ...rules import Violation
from .zones import COPIES, DECK_SIZE, SIDEBOARD_MAX


def name_key(c: CardDef) -> str:
    """The name a card counts under (D1.3): 符ノ壱“X” counts as X; every other card (符ノ弐 too)
    as its own name."""
    seal = c.attrs.get("first_seal")
    return seal["en"] if isinstance(seal, dict) else c.name["en"]


def _name_ja(c: CardDef) -> str:
    """name_key in Japanese, for messages."""
    seal = c.attrs.get("first_seal")
    names = seal if isinstance(seal, dict) else c.name
    return names.get("ja") or names["en"]


def _ja(c: CardDef) -> str:
    return c.name.get("ja") or c.name["en"]


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec not in ("main", "sideboard"):
            out.append(Violation("phantom_magic_vision:D1.3", f"decks have a main deck and a sideboard, not [{sec}]",
                                 ja=f"デッキはメインデッキとサイドボードでできています。[{sec}]はありません"))
    main, side = sections.get("main", []), sections.get("sideboard", [])
    if len(main) != DECK_SIZE:
        out.append(Violation("phantom_magic_vision:D1.3", f"the deck has {len(main)} cards; it must have exactly {DECK_SIZE}",
                             ja=f"メインデッキが{len(main)}枚です。ちょうど{DECK_SIZE}枚にしてください"))
    if len(side) > SIDEBOARD_MAX:
        out.append(Violation("phantom_magic_vision:A14", f"the sideboard has {len(side)} cards; at most {SIDEBOARD_MAX}",
                             ja=f"サイドボードが{len(side)}枚です。サイドボードは{SIDEBOARD_MAX}枚まで"))
    for c in side:
        if "second_seal" not in (c.attrs.get("keywords") or ()):
            out.append(Violation("phantom_magic_vision:A14", f"{c.name['en']} ({c.id}) is not a 弐符 card; "
                                                            "only 弐符 cards go in the sideboard",
                                 ja=f"「{_ja(c)}」({c.id})は弐符のカードではありません。"
                                    "サイドボードには弐符のカードだけを入れられます"))
    by_id: dict[str, CardDef] = {}
    per_id: dict[str, int] = {}
    for c in main + side:
        by_id[c.id] = c
        per_id[c.id] = per_id.get(c.id, 0) + 1
    per_name: dict[str, list[str]] = {}
    for cid in per_id:
        per_name.setdefault(name_key(by_id[cid]), []).append(cid)
    for name, ids in sorted(per_name.items()):
        total = sum(per_id[i] for i in ids)
        name_ja = _name_ja(by_id[ids[0]])
        limited = [i for i in ids if "deck_limit" in by_id[i].attrs]
        for i in limited:
            n = by_id[i].attrs["deck_limit"]
            if per_id[i] > n:
                out.append(Violation("phantom_magic_vision:10.24.2.a",
                                     f"{per_id[i]} copies of {by_id[i].name['en']} ({i}); デッキ{n}枚制限 allows {n}",
                                     ja=f"「{_ja(by_id[i])}」({i})が{per_id[i]}枚あります。"
                                        f"デッキ{n}枚制限のカードは{n}枚まで"))
        if limited:  # 10.24.3 / A14: beside N limited copies, 3 - N others of the name
            n = max(by_id[i].attrs["deck_limit"] for i in limited)
            others = sum(per_id[i] for i in ids if i not in limited)
            if others > COPIES - n:
                out.append(Violation("phantom_magic_vision:10.24.3",
                                     f"{others} copies of {name} without デッキ{n}枚制限; at most {COPIES - n} beside it",
                                     ja=f"デッキ{n}枚制限のない「{name_ja}」が{others}枚あります。"
                                        f"デッキ{n}枚制限のカードのほかに入れられるのは{COPIES - n}枚まで"))
        if total > COPIES:
            out.append(Violation("phantom_magic_vision:D1.3", f"{total} cards named {name}; at most {COPIES}",
                                 ja=f"「{name_ja}」が{total}枚あります。同じ名前のカードは{COPIES}枚まで"))
    return out


def _second_seal(c: CardDef) -> bool:
    return "second_seal" in (c.attrs.get("keywords") or ())


# the sideboard holds only 弐符 cards (A14): the deck editor puts a card in the section it belongs to
SECTION_RULES = {
    "sideboard": SectionRule(_second_seal, {"en": "弐符 (second seal) cards", "ja": "弐符カード"}, "phantom_magic_vision:A14"),
}
