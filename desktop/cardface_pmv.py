"""Phantom Magic Vision card faces (D2.2): node requirement and cost in the badge ("-" for a card
that cannot be played), GRAZE, attack and toughness, races or the spell's caster on the type line,
the chapter 10 words in the app's language, and the other face of a two-faced card."""
from __future__ import annotations

from dataclasses import replace

from engine.cards import CardDef
from engine.games.phantom_magic_vision.zones import FORMS

from . import setlabels
from .cardchips import keyword_chip, keyword_text
from .cardstyle import art_hue
from .facedata import FaceData
from .gameinfo import stat_label

GAME = "phantom_magic_vision"

VALUED = ("mana_charge", "blessing", "resistance", "upkeep", "deck_limit")  # words with a number, in this order
TURN_LIMITS = {"any": ("Turn Limit", "ターン1枚制限"), "own": ("Own-Turn Limit", "自分ターン1枚制限"),
               "opponent": ("Opponent-Turn Limit", "相手ターン1枚制限")}


def chips(cd: CardDef, lang: str) -> list[tuple[str, str]]:
    """The card's chapter 10 words as its text writes them, each with its reminder
    (engine/games/phantom_magic_vision/keyword_text.py)."""
    a = cd.attrs
    ja = lang == "ja"
    out = [keyword_chip(GAME, str(k), lang) for k in a.get("keywords", ()) or ()]
    out += [keyword_chip(GAME, k, lang, a[k]) for k in VALUED if k in a]
    if "turn_limit" in a:
        name = TURN_LIMITS.get(a["turn_limit"], (a["turn_limit"], a["turn_limit"]))[1 if ja else 0]
        out.append((name, keyword_chip(GAME, "turn_limit", lang)[1]))
    if a.get("immunity"):
        races = ("・" if ja else ", ").join(setlabels.label(cd, "races", r, lang) for r in a["immunity"])
        out.append(keyword_chip(GAME, "immunity", lang, races))
    if a.get("link"):
        names = [t["ja" if ja else "en"] for t in a["link"]]
        name = "連結(" + "+".join(f"「{n}」" for n in names) + ")" if ja else "Link (" + " + ".join(f"“{n}”" for n in names) + ")"
        out.append((name, keyword_chip(GAME, "link", lang)[1]))
    if a.get("first_seal"):
        out.append(keyword_chip(GAME, "first_seal", lang))
    return out


def pmv_face(cd: CardDef, face: FaceData) -> FaceData:
    ja = face.lang == "ja"
    st = cd.stats
    badge = f"{st['node']}/{st['cost']}" if "node" in st else "-"
    races = [setlabels.label(cd, "races", r, face.lang) for r in cd.attrs.get("races", ()) or ()]
    caster = cd.attrs.get("caster")
    line = face.type_line
    if races:
        line += " — " + " / ".join(races)
    if isinstance(caster, dict):
        line += f" — 術者:{caster['ja']}" if ja else f" — Caster: {caster['en']}"
    stats = [(stat_label("graze", face.lang), str(st.get("graze", 0)))]
    if "attack" in st:
        stats += [(stat_label(k, face.lang), str(st[k])) for k in ("attack", "toughness")]
    extra = dict(face.extra)
    mod = cd.attrs.get("modifier")
    if isinstance(mod, dict):
        extra["modifier"] = " ".join(f"{stat_label(k, face.lang)}{v:+d}" for k, v in mod.items())
    text = face.text
    others = [f for k in FORMS if isinstance(f := cd.attrs.get(k), dict)]
    if others:  # 10.28: the other faces (10.28.5: there may be several), summed up under the text
        extra["other_face"] = "\n".join(other_face_line(f, ja, face.lang) for f in others)
        text = (text + "\n" if text else "") + extra["other_face"]
    kw_chips = chips(cd, face.lang)
    return replace(face, text=text, badge_label="ノード/コスト" if ja else "Node/Cost", badge_value=badge, stats=tuple(stats),
                   keywords=tuple(c[0] for c in kw_chips), keyword_tips=tuple(c[1] for c in kw_chips), type_line=line, series=face.series or " / ".join(races),
                   hue=art_hue((), (cd.attrs.get("races") or [""])[0], cd.id), extra=extra)


def other_face_line(other: dict, ja: bool, lang: str) -> str:
    """One line for a transformed face: its name, attack / toughness / GRAZE and its words."""
    st = other.get("stats", {})
    nums = " ".join(f"{stat_label(k, lang)}{st[k]}" for k in ("attack", "toughness", "graze") if k in st)
    kws = [keyword_chip(GAME, k, lang)[0] for k in (other.get("attrs") or {}).get("keywords", ())
           if k in keyword_text(GAME)]
    name = other["name"]["ja" if ja else "en"]
    head = f"【変身】{name} {nums}" if ja else f"[Transformed] {name} {nums}"
    return head + (" — " + " ".join(kws) if kws else "")
