"""Phantom Magic Vision card faces (D2.2): node requirement and cost in the badge ("-" for a card
that cannot be played), GRAZE, attack and toughness, races or the spell's caster on the type line,
the chapter 10 words in the app's language, and the other face of a two-faced card."""
from __future__ import annotations

from dataclasses import replace

from engine.cards import CardDef

from . import setlabels
from .cardface import FaceData
from .cardstyle import art_hue
from .gameinfo import stat_label

# chapter 10 words: data name -> (English, Japanese)
WORDS: dict[str, tuple[str, str]] = {
    "haste": ("HASTE", "速攻"), "ambush": ("AMBUSH", "奇襲"), "first_strike": ("FIRST STRIKE", "先制"),
    "pierce": ("PIERCE", "貫通"), "stealth": ("STEALTH", "隠密"), "vigilance": ("VIGILANCE", "警戒"),
    "deathtouch": ("INSTANT DEATH", "即死"), "doll": ("DOLL", "人形"), "legend": ("LEGEND", "伝説"),
    "transform": ("TRANSFORM", "変身"), "seal": ("SEALED ART", "封術"), "equip": ("EQUIP", "装備"),
    "curse": ("CURSE", "呪符"), "field_equip": ("FIELD EQUIP", "装備/場"), "phantasm": ("PHANTASM", "幻想生物"),
    "world_curse": ("WORLD CURSE", "世界呪符"), "second_seal": ("SECOND SEAL", "弐符"), "sacred": ("SACRED", "神器"),
    "last_spell": ("LAST SPELL", "ラストスペル"), "last_word": ("LAST WORD", "ラストワード"),
    "overdrive": ("OVERDRIVE", "オーバードライブ"), "leader": ("LEADER", "リーダー"),
    "own_turn_only": ("YOUR TURN ONLY", "自分ターン制限"), "opponent_turn_only": ("OPPONENT'S TURN ONLY", "相手ターン制限"),
}
VALUED: dict[str, tuple[str, str]] = {
    "mana_charge": ("MANA CHARGE ({v})", "マナチャージ({v})"), "blessing": ("BLESSING ({v})", "加護({v})"),
    "resistance": ("RESISTANCE ({v})", "抵抗({v})"), "upkeep": ("UPKEEP ({v})", "維持コスト({v})"),
    "deck_limit": ("DECK LIMIT {v}", "デッキ{v}枚制限"),
}
TURN_LIMITS = {"any": ("ONCE A TURN", "ターン1枚制限"), "own": ("ONCE IN YOUR TURN", "自分ターン1枚制限"),
               "opponent": ("ONCE IN THEIR TURN", "相手ターン1枚制限")}


def words(cd: CardDef, ja: bool, lang: str) -> list[str]:
    a = cd.attrs
    out = [WORDS[k][1 if ja else 0] if k in WORDS else k for k in a.get("keywords", ()) or ()]
    for k, (en, jp) in VALUED.items():
        if k in a:
            out.append((jp if ja else en).format(v=a[k]))
    if "turn_limit" in a:
        out.append(TURN_LIMITS.get(a["turn_limit"], (a["turn_limit"], a["turn_limit"]))[1 if ja else 0])
    if a.get("immunity"):
        races = "・".join(setlabels.label(cd, "races", r, lang) for r in a["immunity"])
        out.append(f"耐性{races}" if ja else f"IMMUNE: {races}")
    if a.get("link"):
        names = [t["ja" if ja else "en"] for t in a["link"]]
        out.append("連結(" + "+".join(f"「{n}」" for n in names) + ")" if ja else "LINK (" + " + ".join(names) + ")")
    if a.get("first_seal"):
        out.append("壱符" if ja else "FIRST SEAL")
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
    other = cd.attrs.get("transformed")
    if isinstance(other, dict):  # 10.28: the other face, summed up under the text
        extra["other_face"] = other_face_line(other, ja, face.lang)
        text = (text + "\n" if text else "") + extra["other_face"]
    return replace(face, text=text, badge_label="ノード/コスト" if ja else "Node/Cost", badge_value=badge, stats=tuple(stats),
                   keywords=tuple(words(cd, ja, face.lang)), type_line=line, series=face.series or " / ".join(races),
                   hue=art_hue((), (cd.attrs.get("races") or [""])[0], cd.id), extra=extra)


def other_face_line(other: dict, ja: bool, lang: str) -> str:
    """One line for a transformed face: its name, attack / toughness / GRAZE and its words."""
    st = other.get("stats", {})
    nums = " ".join(f"{stat_label(k, lang)}{st[k]}" for k in ("attack", "toughness", "graze") if k in st)
    kws = [WORDS[k][1 if ja else 0] for k in (other.get("attrs") or {}).get("keywords", ()) if k in WORDS]
    name = other["name"]["ja" if ja else "en"]
    head = f"【変身】{name} {nums}" if ja else f"[Transformed] {name} {nums}"
    return head + (" — " + " ".join(kws) if kws else "")
