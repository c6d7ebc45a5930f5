"""Actions in words (English and Japanese) for prompts, answer lists and logs."""
from __future__ import annotations

from ...actions import Action
from ...faces import printed_of
from ...state import State
from .modes import mode_text
from .render import WORDS


def describe_action(state: State, a: Action, lang: str = "en") -> str:
    ja = lang == "ja"

    def nm(i: int) -> str:
        return state.defs[i].label(lang)

    k, args = a.kind, a.args
    if k == "play":
        if len(args) > 1 and args[1] == "defend":
            return f"{nm(args[0])}をプレイして防御" if ja else f"Play {nm(args[0])} to defend"
        return f"{nm(args[0])}をプレイ" if ja else f"Play {nm(args[0])}"
    if k == "node":
        return f"{nm(args[0])}をノードにセット" if ja else f"Set {nm(args[0])} as a node"
    if k in ("attack", "defend"):
        verb = {"attack": ("で攻撃", "Attack with"), "defend": ("で防御", "Defend with")}[k]
        tf = len(args) > 1
        if ja:
            return f"{nm(args[0])}{verb[0]}" + ("(変身)" if tf else "")
        return f"{verb[1]} {nm(args[0])}" + (" (transform)" if tf else "")
    if k == "activate":
        ab_ = state.defs[args[0]].abilities[args[1]]
        label = ab_.get("name", {}).get(lang) or ("効果" if ja else "effect")
        return f"{nm(args[0])}:{label}" if ja else f"{nm(args[0])}: {label}"
    if k == "keyword":
        word = WORDS[lang][args[1]] + (f"({args[2]})" if len(args) > 2 else "")  # which マナチャージ(X)
        return f"{nm(args[0])}:{word}" if ja else f"{nm(args[0])}: {word}"
    if k == "choose":
        return f"{nm(args[0])}を選ぶ" if ja else f"Choose {nm(args[0])}"
    if k == "mode":  # a modal play's mode (D5.2): its text
        ai = next((n for n, x in enumerate(state.defs[args[0]].abilities) if x["type"] == "play"), 0)
        return mode_text(state, state.defs[args[0]].id, ai, args[1], lang)
    if k == "form":  # which transformed state (10.28.5): its name
        src = args[0] if args[2] == -1 else args[2]
        face = printed_of(state, src).attrs.get(args[1]) or {}
        name = face.get("name", {}).get(lang) or args[1]
        return f"{name}に変身" if ja else f"Transform into {name}"
    if k == "player":  # a target player (engine/playertargets.py), said to the one choosing
        me = state.decision is not None and args[0] == state.decision.player
        return ("自分を選ぶ" if me else "相手を選ぶ") if ja else ("Choose yourself" if me else "Choose your opponent")
    if k == "discard":
        return f"{nm(args[0])}を捨てる" if ja else f"Discard {nm(args[0])}"
    if k == "graze":
        return f"グレイズする({args[0]}枚)" if ja else f"Graze ({args[0]} card{'' if args[0] == 1 else 's'})"
    if k == "pay":
        return f"{args[-1]}支払う" if ja else f"Pay {args[-1]}"
    if k == "decline":
        return "支払わない" if ja else "Do not pay"
    if k == "trigger":
        ab_ = state.defs[args[0]].abilities[args[1]]
        label = ab_.get("name", {}).get(lang) or (f"効果{args[1] + 1}" if ja else f"effect {args[1] + 1}")
        return f"{nm(args[0])}：{label}を先に解決" if ja else f"Resolve first: {nm(args[0])}: {label}"
    return {"pass": ("パス", "Pass"), "no": ("いいえ", "No"), "yes": ("はい", "Yes"), "done": ("完了", "Done")}.get(
        k, (str(a), str(a)))[0 if ja else 1]
