"""Deck construction (401): 1 account, 3 missions with different names, and a main deck of
50-70 charas and events, at most 4 of a name, whose mission info matches one of the deck's
missions or is ☆ (401.5c, read as: the mission info printed on the main-deck card)."""
from __future__ import annotations

from ...cards import CardDef
from ...rules import Violation
from .zones import STAR

MAIN_MIN, MAIN_MAX = 50, 70
MAX_COPIES = 4
SECTIONS = ("account", "mission", "main")


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec not in SECTIONS:
            out.append(Violation("vividz:401.2", f"Vividz decks have the sections [account], [mission] and [main], not [{sec}]"))
    acc = sections.get("account", [])
    if len(acc) != 1 or any(c.type != "account" for c in acc):
        out.append(Violation("vividz:401.3", f"the deck needs exactly 1 account card in [account] (has {len(acc)}"
                             + ("" if all(c.type == "account" for c in acc) else ", not all accounts") + ")"))
    ms = sections.get("mission", [])
    if len(ms) != 3 or any(c.type != "mission" for c in ms):
        out.append(Violation("vividz:401.4", f"the deck needs exactly 3 mission cards in [mission] (has {len(ms)}"
                             + ("" if all(c.type == "mission" for c in ms) else ", not all missions") + ")"))
    names = [c.name["en"] for c in ms]
    for n in sorted({n for n in names if names.count(n) > 1}):
        out.append(Violation("vividz:401.4a", f"two missions named {n}; the missions must have different names"))
    main = sections.get("main", [])
    if not MAIN_MIN <= len(main) <= MAIN_MAX:
        out.append(Violation("vividz:401.5a", f"the main deck has {len(main)} cards; it must have {MAIN_MIN} to {MAIN_MAX}"))
    bad_types = sorted({c.name["en"] for c in main if c.type not in ("chara", "event")})
    if bad_types:
        out.append(Violation("vividz:401.5", f"only charas and events go in the main deck, not {', '.join(bad_types)}"))
    counts: dict[str, int] = {}
    for c in main:
        counts[c.name["en"]] = counts.get(c.name["en"], 0) + 1
    for name, n in counts.items():
        if n > MAX_COPIES:
            out.append(Violation("vividz:401.5b", f"{n} copies of {name}; at most {MAX_COPIES} cards with the same name"))
    infos = {c.attrs.get("mission_info") for c in ms if c.type == "mission"}
    off = sorted({c.name["en"] for c in main if c.type in ("chara", "event")
                  and c.attrs.get("mission_info") not in infos and c.attrs.get("mission_info") != STAR})
    if off:
        out.append(Violation("vividz:401.5c", f"mission info of {', '.join(off[:5])}{' ...' if len(off) > 5 else ''} "
                             f"matches none of the deck's missions ({', '.join(sorted(i for i in infos if i))}) and is not ☆"))
    return out
