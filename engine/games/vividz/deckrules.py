"""Deck construction (401): 1 account, 3 missions with different names, and a main deck of
50-70 charas and events, at most 4 of a name, each of which matches one of the deck's missions or
has the mission info ☆ (401.5c). V10: a card matches a mission when it has the mission's mission
info and also every trait (特徴) and the account info the mission states; what a mission leaves
blank asks nothing, and what the card has besides is no mismatch."""
from __future__ import annotations

from ...cards import CardDef
from ...decks import SectionRule, of_type
from ...rules import Violation
from .zones import STAR

MAIN_MIN, MAIN_MAX = 50, 70
MAX_COPIES = 4
SECTIONS = ("account", "mission", "main")
MAX_REPORTED = 10  # 401.5c cards reported one by one; the rest are summed up in one more violation


def _traits(c: CardDef) -> list[str]:
    return [t for t in c.attrs.get("traits", ()) if isinstance(t, str)]


def _ja(c: CardDef) -> str:
    return c.name.get("ja") or c.name["en"]


def _names_ja(cards: list[CardDef]) -> str:
    """Japanese names for a message: 「A」「B」…, at most 20."""
    return "".join(f"「{_ja(c)}」" for c in cards[:20]) + ("…" if len(cards) > 20 else "")


def mission_mismatch(card: CardDef, mission: CardDef, lang: str = "en") -> list[str]:
    """What `card` lacks to match `mission` under 401.5c (V10); [] when it matches. Each item names
    the mission's parameter: "mission info Blaze", "trait Knight", "account info Crimson" (in
    Japanese with lang "ja": "ミッション情報 Blaze", "特徴《Knight》", "アカウント情報〈Crimson〉")."""
    ja = lang == "ja"
    out: list[str] = []
    info = mission.attrs.get("mission_info")
    if card.attrs.get("mission_info") != info:
        out.append(f"ミッション情報 {info}" if ja else f"mission info {info}")
    have = set(_traits(card))
    missing = [t for t in _traits(mission) if t not in have]
    if missing:
        out.append("特徴" + "".join(f"《{t}》" for t in missing) if ja
                   else ("traits " if len(missing) > 1 else "trait ") + ", ".join(missing))
    acc = mission.attrs.get("account_info")
    if acc is not None and card.attrs.get("account_info") != acc:
        out.append(f"アカウント情報〈{acc}〉" if ja else f"account info {acc}")
    return out


def _describe(c: CardDef) -> str:
    """A main-deck card with the three parameters 401.5c looks at."""
    return (f"{c.name['en']} ({c.id}: mission info {c.attrs.get('mission_info')}, "
            f"traits {', '.join(_traits(c)) or 'none'}, account info {c.attrs.get('account_info') or 'none'})")


def _describe_ja(c: CardDef) -> str:
    """_describe in Japanese."""
    acc = c.attrs.get("account_info")
    return (f"「{_ja(c)}」({c.id}:ミッション情報 {c.attrs.get('mission_info')}、"
            f"特徴{''.join(f'《{t}》' for t in _traits(c)) or 'なし'}、"
            f"アカウント情報{f'〈{acc}〉' if acc else 'なし'})")


def check_401_5c(main: list[CardDef], missions: list[CardDef]) -> list[Violation]:
    """401.5c (V10): every chara and event of the main deck has the mission info ☆ or matches one of
    the deck's missions on all three parameters; one violation per offending card, naming what each
    mission asks that the card does not have."""
    ms = [m for m in missions if m.type == "mission"]
    off: dict[str, CardDef] = {}
    seen: set[str] = set()  # copies of a card are judged once
    for c in main:
        if c.id in seen or c.type not in ("chara", "event") or c.attrs.get("mission_info") == STAR:
            continue
        seen.add(c.id)
        if not any(not mission_mismatch(c, m) for m in ms):
            off[c.id] = c
    bad = sorted(off.values(), key=lambda c: (c.name["en"], c.id))
    if bad and not ms:  # nothing to match: one violation rather than one per card
        names = [c.name["en"] for c in bad]
        return [Violation("vividz:401.5c", "the deck has no missions, so only ☆ cards may be in the main deck, not "
                          f"{', '.join(names[:20])}{' ...' if len(names) > 20 else ''}",
                          ja="デッキにミッションがないので、メインデッキには☆のカードしか入れられません。"
                             f"入れられないカード:{_names_ja(bad)}")]
    out: list[Violation] = []
    for c in bad[:MAX_REPORTED]:
        why = "; ".join(f"{m.name['en']} asks for {' and '.join(mission_mismatch(c, m))}" for m in ms)
        why_ja = "".join(f"「{_ja(m)}」には{'と'.join(mission_mismatch(c, m, 'ja'))}が必要です。" for m in ms)
        out.append(Violation("vividz:401.5c", f"{_describe(c)} is not ☆ and matches none of the deck's missions: {why}",
                             ja=f"{_describe_ja(c)}は☆ではなく、デッキのどのミッションにも合いません。{why_ja}"))
    if len(bad) > MAX_REPORTED:
        rest = [c.name["en"] for c in bad[MAX_REPORTED:]]
        out.append(Violation("vividz:401.5c", f"{len(rest)} more cards match none of the deck's missions: "
                             f"{', '.join(rest[:20])}{' ...' if len(rest) > 20 else ''}",
                             ja=f"ほかに{len(rest)}種類のカードがデッキのどのミッションにも合いません:"
                                f"{_names_ja(bad[MAX_REPORTED:])}"))
    return out


def validate_deck(sections: dict[str, list[CardDef]]) -> list[Violation]:
    out: list[Violation] = []
    for sec in sections:
        if sec not in SECTIONS:
            out.append(Violation("vividz:401.2", f"Vividz decks have the sections [account], [mission] and [main], not [{sec}]",
                                 ja=f"ヴィヴィッズのデッキはアカウント、ミッション、メインデッキでできています。[{sec}]はありません"))
    acc = sections.get("account", [])
    if len(acc) != 1 or any(c.type != "account" for c in acc):
        all_acc = all(c.type == "account" for c in acc)
        out.append(Violation("vividz:401.3", f"the deck needs exactly 1 account card in [account] (has {len(acc)}"
                             + ("" if all_acc else ", not all accounts") + ")",
                             ja=f"アカウントにはアカウントカードがちょうど1枚必要です(今は{len(acc)}枚"
                                + ("" if all_acc else "、アカウントでないカードを含む") + ")"))
    ms = sections.get("mission", [])
    if len(ms) != 3 or any(c.type != "mission" for c in ms):
        all_ms = all(c.type == "mission" for c in ms)
        out.append(Violation("vividz:401.4", f"the deck needs exactly 3 mission cards in [mission] (has {len(ms)}"
                             + ("" if all_ms else ", not all missions") + ")",
                             ja=f"ミッションにはミッションカードがちょうど3枚必要です(今は{len(ms)}枚"
                                + ("" if all_ms else "、ミッションでないカードを含む") + ")"))
    names = [c.name["en"] for c in ms]
    for n in sorted({n for n in names if names.count(n) > 1}):
        n_ja = next(_ja(c) for c in ms if c.name["en"] == n)
        out.append(Violation("vividz:401.4a", f"two missions named {n}; the missions must have different names",
                             ja=f"「{n_ja}」という名前のミッションが{names.count(n)}枚あります。"
                                "ミッションはすべて違う名前にしてください"))
    main = sections.get("main", [])
    if not MAIN_MIN <= len(main) <= MAIN_MAX:
        out.append(Violation("vividz:401.5a", f"the main deck has {len(main)} cards; it must have {MAIN_MIN} to {MAIN_MAX}",
                             ja=f"メインデッキが{len(main)}枚です。{MAIN_MIN}〜{MAIN_MAX}枚にしてください"))
    ja_names: dict[str, str] = {}
    for c in main:
        ja_names.setdefault(c.name["en"], _ja(c))
    bad_types = sorted({c.name["en"] for c in main if c.type not in ("chara", "event")})
    if bad_types:
        out.append(Violation("vividz:401.5", f"only charas and events go in the main deck, not {', '.join(bad_types)}",
                             ja="メインデッキに入れられるのはキャラとイベントだけです。"
                                f"{''.join(f'「{ja_names[n]}」' for n in bad_types)}は入れられません"))
    counts: dict[str, int] = {}
    for c in main:
        counts[c.name["en"]] = counts.get(c.name["en"], 0) + 1
    for name, n in counts.items():
        if n > MAX_COPIES:
            out.append(Violation("vividz:401.5b", f"{n} copies of {name}; at most {MAX_COPIES} cards with the same name",
                                 ja=f"「{ja_names[name]}」が{n}枚あります。同じ名前のカードは{MAX_COPIES}枚まで"))
    out += check_401_5c(main, ms)
    return out


# which cards each section takes (401.3-401.5): the deck editor puts a card in the section of its type
SECTION_RULES = {
    "account": SectionRule(of_type("account"), {"en": "account cards", "ja": "アカウントカード"}, "vividz:401.3"),
    "mission": SectionRule(of_type("mission"), {"en": "mission cards", "ja": "ミッションカード"}, "vividz:401.4"),
    "main": SectionRule(of_type("chara", "event"), {"en": "charas and events", "ja": "キャラとイベント"}, "vividz:401.5"),
}
