"""Chapter 10 words that act on their own (not through a card's abilities data): 変身 (10.28,
A20, A25), 警戒 (10.7, A22), マナチャージ (10.12, A13), 維持コスト (10.27, A19) and 弐符
(10.19). Their built-in activated forms are the action `keyword` (card, word)."""
from __future__ import annotations

from typing import Any

from ... import faces, stack
from ...actions import Action, Decision
from ...cards import CardDef
from ...state import REST, STAND, State
from . import abilities as ab
from . import core, leader
from .zones import FORMS, zone_name


def forms(state: State, iid: int) -> list[tuple[str, int]]:
    """The transformed states character iid may turn to, as (face, where it is described): -1 its own
    card (one or several, 10.28.5), else an 装備 / 呪符 set on it that gives them (10.13.6, 10.14.4;
    a 人気 gives nothing)."""
    out = [(f, -1) for f in faces.face_keys(faces.printed_of(state, iid).attrs, FORMS)]
    for c in core.giving(state, iid):
        out += [(f, c) for f in faces.face_keys(state.defs[c].attrs, FORMS)]
    return out


_OWN_FORMS: dict[CardDef, bool] = {}  # per printed definition: it describes a transformed state


def _own_forms(printed: CardDef) -> bool:
    own = _OWN_FORMS.get(printed)
    if own is None:
        own = _OWN_FORMS[printed] = bool(faces.face_keys(printed.attrs, FORMS))
    return own


def can_transform(state: State, iid: int) -> bool:
    """A 変身 character (the word printed or given) with a transformed state to turn to."""
    printed = faces.printed_of(state, iid)
    if not _own_forms(printed) and not state.flags.get(core.HOSTS):
        return False  # no state of its own and nothing set on it to give one (asked at every priority)
    # the printed word first: it answers without the card's characteristics
    has_word = "transform" in printed.attrs.get("keywords", ()) or core.keyword(state, iid, "transform")
    return has_word and bool(forms(state, iid))


def transform(state: State, iid: int) -> None:
    """10.28.6: turn the card over to its transformed face until its controller's next turn; with
    several transformed states its controller chooses which as 変身 resolves (10.28.5; decision
    `transform_form`, answers `[form, card, face, source]`)."""
    if faces.face_of(state, iid) is not None or not can_transform(state, iid):
        return  # 10.28.4: not again while transformed
    opts = forms(state, iid)
    if len(opts) > 1:
        state.decision = Decision(state.owner[iid], "transform_form", tuple(Action("form", (iid, f, c)) for f, c in opts),
                                  ("pmv_form_answer", iid, state.obj[iid]), ("transform_form", state.defs[iid].id))
        return
    _turn(state, iid, *opts[0])


def _turn(state: State, iid: int, face: str, src: int) -> None:
    faces.turn(state, iid, face, None if src == -1 else src)
    core.emit(state, "transformed", player=state.owner[iid], iid=iid, card=state.defs[iid].id)  # the face's id


def t_form_answer(state: State, t: tuple[Any, ...]) -> None:
    """The chosen state, if the character can still take it (the same object, not transformed since,
    the card giving it still set on it)."""
    _, iid, obj, a = t
    _, face, src = a.args
    if state.obj[iid] != obj or faces.face_of(state, iid) is not None or not core.is_character(state, iid):
        return
    if (face, src) in forms(state, iid):
        _turn(state, iid, face, src)


def t_transform(state: State, t: tuple[Any, ...]) -> None:
    """("pmv_transform", card, obj): the `transform` effect on one card (several: one after another)."""
    if state.obj[t[1]] == t[2] and core.is_character(state, t[1]):
        transform(state, t[1])


def revert_all(state: State, p: int) -> None:
    """10.28.10 / A20: at the very start of p's turn p's transformed characters return to normal."""
    for i in list(state.zones[f"{p}.field"]):
        if faces.face_of(state, i) is not None:
            faces.turn(state, i, None)
            core.emit(state, "reverted", player=p, iid=i, card=state.defs[i].id)


def vigilance(state: State, opponent: int) -> None:
    """10.7.2.a / A22: at the start of the opponent's active phase, 警戒 characters become active."""
    for i in core.characters(state, opponent):
        if core.keyword(state, i, "vigilance"):
            core.set_orient(state, i, STAND)


def keyword_options(state: State, p: int) -> list[Action]:
    """Built-in activated words: マナチャージ(X) (自分ターン) S, 変身 (常時) 0."""
    out = leader.shield_options(state, p)
    mine = state.turn_player == p
    waiting = None  # the characters whose word waits on the stack, found when first needed
    flags, orient, defs = state.flags, state.orient, state.defs
    removing = flags.get(core.DOOMED) or flags.get(core.DESTROYING) or flags.get(core.BANISHING)
    hosts, turned = flags.get(core.HOSTS), flags.get(faces.FLAG)
    for i in core.characters(state, p):
        if orient[i] != STAND:
            continue  # neither word is offered on a sleeping character (below)
        if removing and core.in_removal(state, i):
            continue
        if mine:
            if hosts:
                xs = list(dict.fromkeys(core.valued_all(state, i, "mana_charge")))  # printed or given (10.13.6)
            else:  # nothing is set on any character: its own word only (valued_all's usual case)
                own = defs[i].attrs.get("mana_charge")
                xs = [] if own is None else [own]
            if xs:
                # one use per different X: each instance is its own (自分ターン)S (10.1.3); used only
                # in its user's turn, by an active character
                out += [Action("keyword", (i, "mana_charge") if k == 0 else (i, "mana_charge", x))
                        for k, x in enumerate(xs)]
        # 10.28.2.b: (常時) 0 transforms only a character active as it resolves; A20: on a transformed
        # character it may be used and does nothing. A use on a sleeping character is not offered, nor
        # a second use while one waits: otherwise every window would stop for a free action
        # (docs/phantom_magic_vision.md)
        # nobody transformed and nothing set on anyone: only a card with a state of its own can
        # (can_transform's first answer, without its lookups; asked for every character at every window)
        if not (turned or hosts or _own_forms(defs[i])):
            continue
        if faces.face_of(state, i) is not None or can_transform(state, i):
            if waiting is None:
                waiting = {it[2] for it in stack.items(state) if it[1] == "keyword"}
            if i not in waiting:
                out.append(Action("keyword", (i, "transform")))
    return out


def use_keyword(state: State, p: int, a: Action) -> None:
    """The word's effect waits on the stack like any activated effect; its cost is paid now."""
    iid, word = a.args[:2]
    x = 0
    if word == "mana_charge":
        core.set_orient(state, iid, REST)  # S
        x = int(a.args[2]) if len(a.args) > 2 else int(core.valued_all(state, iid, "mana_charge")[0])
    uid = stack.new_uid(state)
    stack.push(state, (uid, "keyword", iid, state.obj[iid], p, word, iid, state.obj[iid], x))
    core.emit(state, "used", player=p, iid=iid, card=state.defs[iid].id, word=word)


def seal_check(state: State, iid: int, via_first_seal: bool) -> None:
    """10.19.2.a: a 弐符 character that comes onto 場 other than by 壱符 is removed from the game."""
    if "second_seal" in state.defs[iid].attrs.get("keywords", ()) and not via_first_seal:
        core.mark(state, iid, core.BANISHING)


# -- upkeep (10.27, A19) ------------------------------------------------------------------------------
def upkeep_cards(state: State, p: int) -> list[int]:
    """p's set cards with 維持コスト whose upkeep is not waived (術者 or 代替レース present)."""
    out = []
    for k in (f"{p}.field", f"{p}.set"):
        for i in state.zones[k]:
            x = core.valued(state, i, "upkeep")
            if x is None or _waived(state, p, i):
                continue
            out.append(i)
    return out


def _waived(state: State, p: int, iid: int) -> bool:
    if core.caster_present(state, p, iid):
        return True
    alt = state.defs[iid].attrs.get("alt_race")
    if alt:
        n = sum(1 for c in core.characters(state, p) if alt["race"] in core.races(state, c))
        return n >= alt["count"]
    return False


def t_upkeep(state: State, t: tuple[Any, ...]) -> None:
    """A19: after the nodes become active, each upkeep is asked; pay X or the card is 破棄d."""
    p = t[1]
    done = set(t[2]) if len(t) > 2 else set()
    left = [i for i in upkeep_cards(state, p) if i not in done]
    if not left:
        return
    i = left[0]
    x = int(core.valued(state, i, "upkeep"))
    state.tasks.append(("pmv_upkeep", p, tuple(done | {i})))
    if len(core.active_nodes(state, p)) < x:
        core.mark(state, i, core.DESTROYING)
        return
    if x == 0:
        return
    state.decision = Decision(p, "upkeep", (Action("pay", (i, x)), Action("decline", (i,))),
                              ("pmv_upkeep_answer",), ("upkeep", state.defs[i].id, x))


def t_upkeep_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    if a.kind == "pay":
        ab.pay_nodes(state, state.owner[a.args[0]], a.args[1])
    elif zone_name(state.zone_of[a.args[0]]) in core.ON_FIELD:
        core.mark(state, a.args[0], core.DESTROYING)


TASKS = {"pmv_upkeep": t_upkeep, "pmv_upkeep_answer": t_upkeep_answer, "pmv_form_answer": t_form_answer,
         "pmv_transform": t_transform}
