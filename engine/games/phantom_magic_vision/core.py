"""Phantom Magic Vision state primitives: moving cards, orientation (active / sleep, D2.3), life
(D1.1, D1.2, A11, A12), drawing, nodes (D5.3), cards set under characters (10.13-10.16, A9),
names and casters (A1), and removal in the order 決死 → 破棄 → 除外 (D9, A2).

Every change emits an event; auto abilities watch the events (abilities.on_event, which the rules
object registers as its `on_event` hook: this module imports nothing of the game above it)."""
from __future__ import annotations

from typing import Any, Final

from ... import interp, knowledge, results, rng, turnlog
from ...cards import CardDef
from ...events import Event, ev
from ...layers import autos_by_trigger, chars
from ...state import REST, STAND, State
from .zones import HISTORY, SET_KINDS, STARTING_LIFE, zone_name

ORIENT = ("active", "sleep")
HIDDEN = ("deck", "hand", "sideboard")
ON_FIELD = ("field", "set")
# removal states (D2.3, D9): card ids waiting in each, removed together at the removal step (A2)
DOOMED: Final = "doomed"
DESTROYING: Final = "destroying"
BANISHING: Final = "banishing"
HOSTS = "hosts"  # ((set card, its character), ...): cards set under a character (zone "<p>.set")
POPULAR = "popular"  # set cards that are 人気 (10.34.2.b)


def emit(state: State, kind: str, private: int | None = None, **data: Any) -> None:
    emit_event(state, Event(kind, tuple(data.items()), private))


def auto_chosen(state: State, player: int, iid: int) -> None:
    """A choice with one option, answered without asking: named like an answered one."""
    interp.announce_choice(state, player, iid, auto=True)


def put(state: State, iid: int, key: str, top: bool = True, cause: str = "", by: int | None = None,
        orient: int = STAND, quiet: bool = False) -> Event | None:
    """Move a card to zone key `key` as a new object; emit the move (`quiet`: return it unemitted,
    for cards that move together, D9.1). Cards set on it go with the removal rules (A9), never here."""
    old = state.zone_of[iid]
    from_top = state.zones[old][-1] == iid
    state.zones[old].remove(iid)
    if top:
        state.zones[key].append(iid)
    else:
        state.zones[key].insert(0, iid)
    state.zone_of[iid] = key
    state.obj[iid] += 1
    state.placed[iid] = state.tick()
    state.damage[iid] = 0
    state.orient[iid] = orient
    _forget(state, iid)
    state._cache = None
    src, dst = zone_name(old), zone_name(key)
    hidden = src in HIDDEN and dst in HIDDEN
    knowledge.moved(state, iid, old, from_top, state.owner[iid] if hidden else None)
    e = Event("move", (("iid", iid), ("card", state.defs[iid].id), ("player", state.owner[iid]), ("frm", src),
                       ("to", dst), ("cause", cause), ("by_player", by)), state.owner[iid] if hidden else None)
    if quiet:
        return e
    emit_event(state, e)
    return None


def emit_event(state: State, e: Event) -> None:
    state.out.append(e)
    if e.kind in HISTORY:  # this turn's log, kept only when a card reads it (this_turn)
        turnlog.record(state, e)
    if e.kind in autos_by_trigger(state):  # most events trigger nothing: no call for them
        state.rules.on_event(state, e)


def _forget(state: State, iid: int) -> None:
    """A card that changed zones is a new object: no removal state, no host, not transformed."""
    for k in (DOOMED, DESTROYING, BANISHING, POPULAR):
        v = state.flags.get(k)
        if v and iid in v:
            state.flags[k] = tuple(i for i in v if i != iid)
    hosts = state.flags.get(HOSTS)
    if hosts and any(c == iid for c, _h in hosts):
        state.flags[HOSTS] = tuple(x for x in hosts if x[0] != iid)
    from ... import faces
    if faces.FLAG in state.flags:
        faces.turn(state, iid, None)
        for c in faces.given_by(state, iid):  # 10.28.9.a: the card that gave the face is gone
            faces.turn(state, c, None)
            emit(state, "reverted", player=state.owner[c], iid=c, card=state.defs[c].id)


def set_orient(state: State, iid: int, which: int) -> None:
    """Make a card on 場 or a node active or sleeping (D2.3)."""
    if zone_name(state.zone_of[iid]) not in ("field", "nodes", "set"):
        return
    if state.orient[iid] == which:
        return
    state.orient[iid] = which
    state._cache = None
    emit(state, "orient", iid=iid, card=state.defs[iid].id, to=ORIENT[which], player=state.owner[iid])


# -- life (D1.1, D1.2, A11, A12) -----------------------------------------------------------------
def life(state: State, p: int) -> int:
    return state.flags.get("life", (STARTING_LIFE, STARTING_LIFE))[p]


def _set_life(state: State, p: int, value: int) -> None:
    lives = list(state.flags.get("life", (STARTING_LIFE, STARTING_LIFE)))
    lives[p] = value
    state.flags["life"] = tuple(lives)


def lose_life(state: State, p: int, n: int, source: int | None, combat: bool, by: int | None) -> int:
    """Damage to player p (D6.4, effects): returns the damage dealt (0 when prevented)."""
    if n <= 0:
        return 0
    shields = state.flags.get("shields", (0, 0))
    if shields[p]:  # リーダー (10.34.2.d, A17): each use stops the next single damage this turn
        state.flags["shields"] = tuple(s - 1 if q == p else s for q, s in enumerate(shields))
        emit(state, "prevented", player=p, amount=n)
        return 0
    _set_life(state, p, life(state, p) - n)
    emit(state, "life_damage", player=p, amount=n, iid=source, card=state.defs[source].id if source is not None else None,
         combat=combat, by_player=by, life=life(state, p))
    _feed_leaders(state, p)
    return n


def is_leader(state: State, iid: int) -> bool:
    return "leader" in state.defs[iid].attrs.get("keywords", ())


def _feed_leaders(state: State, damaged: int) -> None:
    """10.34.2.c: (自動γ) the opponent took damage in your turn: each of your leaders, once a turn
    (its 人気 is added as the keyword item resolves: leader.add_popularity)."""
    tp = state.turn_player
    if damaged == tp:
        return
    done = state.flags.get("leader_fed", ())
    for c in characters(state, tp):
        if is_leader(state, c) and c not in done:
            state.flags["leader_fed"] = state.flags.get("leader_fed", ()) + (c,)
            entry = (c, state.obj[c], tp, "popularity", c, state.obj[c], 0)
            state.flags["kw_pending"] = state.flags.get("kw_pending", ()) + (entry,)


def gain_life(state: State, p: int, n: int) -> None:
    if n > 0:
        _set_life(state, p, life(state, p) + n)
        emit(state, "gain_life", player=p, amount=n, life=life(state, p))


def draw(state: State, player: int, n: int) -> None:
    """Draw n; a player who must draw from an empty deck loses (D1.2, A12: the draws that can be
    made come first)."""
    for _ in range(n):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            state.flags["decked"] = tuple(sorted(set(state.flags.get("decked", ())) | {player}))
            return
        iid = deck[-1]
        put(state, iid, f"{player}.hand", cause="draw")
        emit(state, "draw", player, player=player, iid=iid, card=state.defs[iid].id)


def check_losses(state: State) -> None:
    """D1.2 / A12: life 0 or less, or a draw from an empty deck, loses at once; both: a draw (A11)."""
    decked = state.flags.pop("decked", ())
    if not decked and life(state, 0) > 0 and life(state, 1) > 0:
        return  # asked before every priority: nobody has lost
    losers = sorted({p for p in (0, 1) if life(state, p) <= 0} | set(decked))
    if len(losers) == 2:
        state.rules.declare_losses(state, losers, "both players lost at once (A11)")
    elif losers:
        why = "life 0 (D1.2)" if life(state, losers[0]) <= 0 else "had to draw from an empty deck (D1.2)"
        results.declare_result(state, ("win", 1 - losers[0], why))


def losses_after_run(state: State) -> None:
    """A12: a loss is found before anyone answers anything more; A11: what one step (one effect's
    resolution) did to both players counts at once."""
    if state.result is None and (state.flags.get("decked") or life(state, 0) <= 0 or life(state, 1) <= 0):
        check_losses(state)
        if state.result is not None:
            state.decision = None


def shuffle_deck(state: State, player: int) -> None:
    state.rng = rng.shuffle(state.rng, state.zones[f"{player}.deck"])
    knowledge.shuffled(state, player)
    state.out.append(ev("shuffle", player=player))


def declare_result(state: State, result: tuple[Any, ...]) -> None:
    results.declare_result(state, result)


# -- nodes (D5.3, D5.7) -------------------------------------------------------------------------
def nodes(state: State, p: int) -> list[int]:
    return state.zones[f"{p}.nodes"]


def active_nodes(state: State, p: int) -> list[int]:
    return [i for i in state.zones[f"{p}.nodes"] if state.orient[i] == STAND]


def active_node_count(state: State, p: int) -> int:
    orient = state.orient
    return sum(1 for i in state.zones[f"{p}.nodes"] if orient[i] == STAND)


def charge(state: State, p: int, n: int, active: bool = False, cause: str = "charge") -> int:
    """The top n cards of p's deck into p's node area (マナチャージ 10.12, graze D6.6); fewer if
    the deck runs out (A13). Returns how many."""
    moved = 0
    for _ in range(max(0, n)):
        deck = state.zones[f"{p}.deck"]
        if not deck:
            break
        put(state, deck[-1], f"{p}.nodes", cause=cause, orient=STAND if active else REST)
        moved += 1
    return moved


# -- characteristics ------------------------------------------------------------------------------
def keyword(state: State, iid: int, kw: str) -> bool:
    return kw in chars(state, iid).keywords


def valued(state: State, iid: int, key: str) -> Any:
    """A chapter 10 word with a value (mana_charge: X ...) of the card's current face, or None."""
    return state.defs[iid].attrs.get(key)


def giving(state: State, iid: int) -> list[int]:
    """The 装備 and 呪符 cards set on character iid: it has their text and words (10.13.6, 10.14.4;
    a 人気 card gives nothing)."""
    return [c for c in set_cards(state, iid) if set_kind(state, c) in ("equip", "curse")]


def valued_all(state: State, iid: int, key: str) -> list[Any]:
    """Every instance of a chapter 10 word with a value the card has: its own, then each given by a
    card set on it (10.13.6, 10.14.4); instances stay apart (10.1.3)."""
    own = valued(state, iid, key)
    out = [] if own is None else [own]
    if not state.flags.get(HOSTS):  # nothing is set under any character (the usual case)
        return out
    for c in giving(state, iid):
        v = state.defs[c].attrs.get(key)
        if v is not None:
            out.append(v)
    return out


def races(state: State, iid: int) -> frozenset[str]:
    return frozenset(state.defs[iid].attrs.get("races", ()))


def is_character(state: State, iid: int) -> bool:
    """A character on 場: a character card, or a 幻想生物 set on the field on its own (10.16.3, A27)."""
    return zone_name(state.zone_of[iid]) == "field" and _character_def(state.defs[iid])


_CHARACTER: dict[CardDef, bool] = {}  # per definition (faces included): read at every priority


def _character_def(d: CardDef) -> bool:
    v = _CHARACTER.get(d)
    if v is None:
        v = _CHARACTER[d] = d.type == "character" or (d.type == "spell" and "phantasm" in d.attrs.get("keywords", ()))
    return v


_FIELD = ("0.field", "1.field")


def characters(state: State, p: int) -> list[int]:
    defs = state.defs
    return [i for i in state.zones[_FIELD[p]] if _character_def(defs[i])]


def set_kind(state: State, iid: int) -> str | None:
    d = state.defs[iid]
    if d in _SET_KIND:
        return _SET_KIND[d]
    k = _SET_KIND[d] = next((k for k in d.attrs.get("keywords", ()) if k in SET_KINDS), None)
    return k


_SET_KIND: dict[CardDef, str | None] = {}  # per definition (faces included)


def names(state: State, iid: int) -> tuple[str, ...]:
    """Every name the card has now, in both languages (10.20.2.a: 連結 adds names)."""
    d = state.defs[iid]
    extra = tuple(x for t in d.attrs.get("link", ()) for x in (t["en"], t["ja"]))
    return (*d.names(), *extra)


def name_contains(state: State, iid: int, part: dict[str, str]) -> bool:
    """A1: the card's name contains `part` ({en, ja}) in either language."""
    return any(part["en"] in n or part["ja"] in n for n in names(state, iid))


def caster_present(state: State, p: int, spell: int) -> bool:
    """D5.5 / A1: one of p's characters on 場 has the spell's 術者 in its name; a 封術 character
    counts only with 6 or more nodes (10.31)."""
    caster = state.defs[spell].attrs.get("caster")
    if not caster:
        return False
    sealed_ok = len(nodes(state, p)) >= 6
    for c in characters(state, p):
        if keyword(state, c, "seal") and not sealed_ok:
            continue
        if name_contains(state, c, caster):
            return True
    return False


# -- cards set under characters (10.13, 10.14, 10.34, A9) ------------------------------------------
def host_of(state: State, iid: int) -> int | None:
    return next((h for c, h in state.flags.get(HOSTS, ()) if c == iid), None)


def set_cards(state: State, host: int) -> list[int]:
    return [c for c, h in state.flags.get(HOSTS, ()) if h == host]


def set_under(state: State, card: int, host: int, cause: str = "set", popular: bool = False) -> None:
    """Put `card` under character `host` (into host's controller's set zone)."""
    put(state, card, f"{state.owner[host]}.set", cause=cause)
    state.flags[HOSTS] = state.flags.get(HOSTS, ()) + ((card, host),)
    if popular:
        state.flags[POPULAR] = state.flags.get(POPULAR, ()) + (card,)
    state._cache = None
    emit(state, "set", iid=card, card=state.defs[card].id, host=host, player=state.owner[card])


def popularity(state: State, host: int) -> list[int]:
    pop = state.flags.get(POPULAR, ())
    return [c for c in set_cards(state, host) if c in pop]


# -- removal (D9, A2) ------------------------------------------------------------------------------
def mark(state: State, iid: int, which: str, by: int | None = None) -> None:
    """Put a card on 場 into 決死 / 破棄 / 除外 (removed together at the next removal step). A card
    becomes 決死 once per event whatever the cause (A21)."""
    if zone_name(state.zone_of[iid]) not in ON_FIELD:
        return
    cur = state.flags.get(which, ())
    if iid in cur:
        return
    state.flags[which] = cur + (iid,)
    if which == DOOMED:
        emit(state, "doomed", iid=iid, card=state.defs[iid].id, player=state.owner[iid], by_player=by)
        _first_seal_waits(state, iid)


def _first_seal_waits(state: State, iid: int) -> None:
    """10.18.2.a: a 壱符 character that becomes 決死 waits on 場 for its (自動γ) (A2's exception;
    the spell break itself: spellbreak.py)."""
    if state.defs[iid].attrs.get("first_seal") and is_character(state, iid):
        state.flags["keep_doomed"] = state.flags.get("keep_doomed", ()) + (iid,)
        entry = (iid, state.obj[iid], state.owner[iid], "first_seal", iid, state.obj[iid], 0)
        state.flags["kw_pending"] = state.flags.get("kw_pending", ()) + (entry,)


def in_removal(state: State, iid: int) -> bool:
    f = state.flags
    return iid in f.get(DOOMED, ()) or iid in f.get(DESTROYING, ()) or iid in f.get(BANISHING, ())


def check_doom(state: State) -> None:
    """D6.5: a character whose damage is at least its toughness becomes 決死."""
    dmg = state.damage
    for p in (0, 1):
        if not any(dmg[i] for i in state.zones[_FIELD[p]]):  # no damage there: nothing to look at
            continue
        for i in characters(state, p):
            if state.damage[i] and state.damage[i] >= chars(state, i).defense:
                mark(state, i, DOOMED)


def run_removal(state: State) -> bool:
    """A2: all 決死 cards (破棄d to their owners' 冥界), then 破棄 cards, then 除外 cards, each group
    together; cards set on a removed character are 破棄d with it (A9). A 決死 card whose own
    (自動γ) is still waiting stays (A2's exception). True if anything was removed."""
    f = state.flags
    if not (f.get(DOOMED) or f.get(DESTROYING) or f.get(BANISHING)):
        return False  # nothing waits for removal (the usual case: asked before every priority)
    waiting = f.get("keep_doomed", ())
    moved = False
    for which, zone, cause in ((DOOMED, "graveyard", "doomed"), (DESTROYING, "graveyard", "destroyed"),
                               (BANISHING, "removed", "banished")):
        group = [i for i in state.flags.get(which, ()) if i not in waiting]
        if not group:
            continue
        for i in group:  # set cards go with their character (A9)
            for c in set_cards(state, i):
                if c not in group and zone_name(state.zone_of[c]) == "set":
                    group.append(c)
        # D9.1: the group leaves 場 together: every card moves, then the events of all of them, so
        # what they trigger sees the whole group gone
        gone = [(i, put(state, i, f"{state.owner[i]}.{zone}", cause=cause, quiet=True))
                for i in group if zone_name(state.zone_of[i]) in ON_FIELD]
        for i, e in gone:
            if e is not None:
                emit_event(state, e)
            emit(state, "destroyed" if zone == "graveyard" else "removed", iid=i, card=state.defs[i].id,
                 player=state.owner[i])
            moved = True
        state.flags[which] = tuple(i for i in state.flags.get(which, ()) if i in waiting)
    return moved

