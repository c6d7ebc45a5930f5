"""Vividz state primitives: moving cards (with their EXP, 501.6/513.3b, and last known
information, 913), drawing (1106), report/sleep (1104), damage (1101), counters (1301) and
the game result. Every change emits an event; auto abilities watch the events."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from ... import interp, knowledge, results, rng
from ...events import Event, ev
from ...layers import chars, invalidate_if_read
from ...state import REST, REVERSE, STAND, State
from .ability_table import ability_index, controller
from .mission_counts import record
from .zones import AREAS, CENTER, ability_active_at, area_index, zone_name

_READ_PHASE = frozenset({"phase"})  # the condition op that reads the phase or step


def push(state: State, *tasks: tuple[Any, ...]) -> None:
    """Schedule tasks to run in the order given."""
    state.tasks.extend(reversed(tasks))


def adjacent(k: int) -> list[int]:
    """V4: the center is adjacent to both sides; each side only to the center."""
    return [0, 2] if k == CENTER else [CENTER]


def first_turn(state: State) -> bool:
    """703.2a: the first player's first turn."""
    return state.turn == 1 and state.turn_player == state.first_player


def enter(state: State, phase: str, step: str = "") -> None:
    """Move to a phase or step (continuous abilities that read it may change)."""
    state.phase, state.step = phase, step
    invalidate_if_read(state, _READ_PHASE)


HIDDEN = ("deck", "hand", "keep")  # 504.2, 509.3, ruling: the keep zone is hidden like the hand


def emit(state: State, kind: str, private: int | None = None, lookback: dict[int, str] | None = None,
         **data: Any) -> None:
    emit_made(state, Event(kind, tuple(data.items()), private), lookback)


def emit_made(state: State, e: Event, lookback: dict[int, str] | None = None) -> None:
    """Emit an event already made (move_cards builds its events' data without keyword arguments:
    several events for every card that moves)."""
    state.out.append(e)
    if e.kind == "reveal":  # shown to both where it is (engine/knowledge.py)
        knowledge.revealed(state, e.get("iid"))
    # most events trigger nothing: dispatch only a kind some auto ability of the card list watches
    # (the same early exits as on_event's, without the call)
    # (dispatch through the rules object's hook, abilities.on_event, so core need not import abilities)
    if state.result is not None:
        return
    dv = state._derived  # ability_index's lookup inlined: every event asks
    idx = dv[1].get("vz_index") if dv is not None and dv[0] is state.defs else None
    if e.kind in (idx or ability_index(state))[0] or state.flags.get("delayed"):
        state.rules.on_event(state, e, lookback)


def chosen(state: State, chooser: int, iid: int, auto: bool = False, **extra: Any) -> None:
    """The `chosen` event of a card chosen for an effect (interp.announce_choice: named only to the
    chooser in a hidden zone, 102.9, G1), `area` for where a chara goes. Call it before the card moves."""
    interp.announce_choice(state, chooser, iid, auto, **extra)


def effect_source(ctx: dict[str, Any]) -> dict[str, Any]:
    """914.2: the source of an effect is the card whose ability made it; 914.2b: in a replacing
    event, the source of the event it replaced."""
    if ctx.get("by_src"):
        return dict(ctx["by_src"])
    return {"by": ctx["src"], "by_card": ctx["def"], "battle": False, "ctrl": ctx["ctrl"]}


def lki_of(state: State, iid: int, obj: int) -> tuple[Any, ...] | None:
    """913.1: the parameters the card object (iid, obj) had when it last was in an area."""
    m = state.marks.get(iid)
    lki = m.get("lki") if m else None
    return lki if lki is not None and lki[0] == obj else None


def _capture_lki(state: State, iid: int, key: str) -> None:
    c = chars(state, iid)
    exp = len(state.zones[f"{key[0]}.exp{area_index(key)}"])
    state.marks.setdefault(iid, {})["lki"] = (state.obj[iid], c.power, c.level, tuple(sorted(c.tags)), key, exp,
                                               tuple(sorted(c.keywords)), state.damage[iid])


def exp_of(state: State, iid: int) -> list[int]:
    """513.3a: the EXP of a chara in an area (the EXP under its area belong to its oldest chara)."""
    key = state.zone_of[iid]
    k = area_index(key)
    if k < 0 or zone_name(key) != "area":
        return []
    here = state.zones[key]
    if len(here) > 1 and min(here, key=lambda i: state.placed[i]) != iid:
        return []
    return list(state.zones[f"{key[0]}.exp{k}"])


def _relocate(state: State, iid: int, key: str, top: bool = True) -> str:
    old = state.zone_of[iid]
    state.zones[old].remove(iid)
    dst = state.zones[key]
    if top:
        dst.append(iid)
    else:
        dst.insert(0, iid)
    state.zone_of[iid] = key
    return old


def dest_key(state: State, iid: int, zname: str) -> str:
    """502.4c: a card goes to its owner's zone of that name."""
    if zname == "temporary":
        return "temp"
    if zname == "scout":
        return "scout"
    return f"{state.owner[iid]}.{zname}"


def move_cards(state: State, items: list[tuple[int, str, bool]], cause: str = "effect",
               by: Any = None, origin: dict[int, str] | None = None, bys: dict[int, Any] | None = None) -> None:
    """Move cards at once (501.5): each becomes a new object (501.4); a chara leaving the areas
    takes its EXP along (501.6, 513.3b); events are emitted after every card has moved, and the
    moved cards' own abilities look back to where they were (908.3b, 908.3d). `by`: the source
    of the move (914.2), or per card in `bys` (charas the damage rule effect removes, 1103.3)."""
    if not items:
        return
    expanded: list[tuple[int, str, bool]] = []
    seen: set[int] = set()
    for iid, key, top in items:
        if iid in seen:
            continue
        seen.add(iid)
        expanded.append((iid, key, top))
        okey = state.zone_of[iid]
        if zone_name(okey) == "area" and zone_name(key) not in ("area", "exp"):
            zn = zone_name(key)
            for x in exp_of(state, iid):
                if x not in seen:
                    seen.add(x)
                    expanded.append((x, dest_key(state, x, zn), top))
                    if bys and iid in bys:  # moved by what moved its chara
                        bys[x] = bys[iid]
    moved: list[tuple[int, str, str]] = []
    tops: set[int] = set()  # cards that were the top card where they left from (engine/knowledge.py)
    for iid, key, top in expanded:
        okey = state.zone_of[iid]
        if state.zones[okey][-1] == iid:
            tops.add(iid)
        if zone_name(okey) == "area":
            _capture_lki(state, iid, okey)
        _relocate(state, iid, key, top)
        state.obj[iid] += 1
        state.orient[iid] = STAND  # 503.3: a card enters an area reported
        state.damage[iid] = 0
        state.placed[iid] = state.tick()
        m = state.marks.get(iid)
        if m:
            m.pop("dsrc", None)
            m.pop("revealed", None)
        moved.append((iid, okey, key))
    state._cache = None
    lookback = {iid: okey for iid, okey, _ in moved}
    for iid, okey, key in moved:
        info = bys[iid] if bys and iid in bys else by
        info = info if isinstance(info, dict) else {}
        src = _source_items(info)
        pz, nz = zone_name(okey), zone_name(key)
        if origin and iid in origin:
            pz = origin[iid]  # 1109.2: a played chara appears from where it was played
        owner, card = state.owner[iid], state.defs[iid].id
        hidden = pz in HIDDEN and nz in HIDDEN
        knowledge.moved(state, iid, okey, iid in tops, owner if hidden else None)
        # the events' data in emit's keyword order, made here as tuples (the same events)
        emit_made(state, Event("move", (("iid", iid), ("card", card), ("player", owner), ("frm", pz), ("to", nz),
                                        ("frm_key", okey), ("to_key", key), ("cause", cause), *src),
                               owner if hidden else None), lookback)
        if nz == "area" and pz != "area":  # 1109.1
            emit_made(state, Event("appear", (("iid", iid), ("card", card), ("player", owner), ("frm", pz),
                                              ("area", area_index(key)), *src)), lookback)
            record(state, owner, "appear", iid)
        elif nz == "exp":  # 1112
            emit_made(state, Event("exp", (("iid", iid), ("card", card), ("player", owner), ("area", area_index(key)),
                                           *src)), lookback)
            record(state, int(key[0]), "exp", iid)
        if cause == "defeat" and pz == "area" and nz == "energy":  # 1110
            emit_made(state, Event("defeated", (("iid", iid), ("card", card), ("player", owner), ("by", info.get("by")),
                                                ("by_card", info.get("by_card")), ("battle", bool(info.get("battle"))),
                                                *(x for x in src if x[0] == "by_player"))), lookback)
            record(state, state.turn_player, "defeat", iid)


def _source_items(info: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """source_data as items, `by` first (move_cards puts them into its events' data)."""
    by, ctrl = info.get("by"), info.get("ctrl")
    if ctrl is not None and not info.get("battle"):
        return (("by", by), ("by_player", ctrl)) if by is not None else (("by_player", ctrl),)
    return (("by", by),) if by is not None else ()


def source_data(info: dict[str, Any]) -> dict[str, Any]:
    """What an event caused by an effect says of it (914.2): `by`, the source card, and
    `by_player`, the effect's controller (a trigger's `by: you|opponent`). Battle damage is the
    attacking chara's (914.3), no player's effect: a battle defeat has no by_player. The events
    that carry this are zones.BY_TRIGGERS. _source_items gives the same as items, for the events
    move_cards makes without keyword arguments."""
    out: dict[str, Any] = {}
    if info.get("by") is not None:
        out["by"] = info["by"]
    if info.get("ctrl") is not None and not info.get("battle"):
        out["by_player"] = info["ctrl"]
    return out


def slide_card(state: State, iid: int, to_area: int) -> None:
    """1116 / V4: move a chara to another area of its controller; not a zone change (913.1a)."""
    key = state.zone_of[iid]
    p, k = int(key[0]), area_index(key)
    exps = exp_of(state, iid)
    _relocate(state, iid, f"{p}.area{to_area}")
    for x in exps:
        _relocate(state, x, f"{p}.exp{to_area}")
    state._cache = None
    emit(state, "slide", iid=iid, card=state.defs[iid].id, player=p, frm=k, to=to_area)


def draw(state: State, player: int, n: int) -> None:
    """1106: draw N = draw 1, N times; an empty deck draws no more (102.5)."""
    for _ in range(n):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            return
        iid = deck[-1]
        move_cards(state, [(iid, f"{player}.hand", True)], cause="draw")
        emit(state, "draw", player, player=player, iid=iid, card=state.defs[iid].id)
        record(state, player, "draw", iid)


def set_orient(state: State, iid: int, which: int) -> None:
    """1104: report/sleep; only cards in an area or the account zone (1104.3)."""
    if which == REVERSE or zone_name(state.zone_of[iid]) not in ("area", "account"):
        return
    if state.orient[iid] == which:
        return  # 102.6: already so, nothing happens
    state.orient[iid] = which
    state._cache = None
    emit(state, "orient", iid=iid, card=state.defs[iid].id, to="report" if which == STAND else "sleep")


def set_mission(state: State, iid: int, which: int, why: str) -> None:
    """Missions: checked = sleep (1113.2), reported again (704.3b), cleared = face down (1114.1)."""
    if state.orient[iid] == which:
        return
    state.orient[iid] = which
    state._cache = None
    kind = {REST: "mission_checked", REVERSE: "mission_cleared", STAND: "mission_reported"}[which]
    if why == "setup":
        kind = "mission_revealed"  # 601.1f: turned face up
    emit(state, kind, iid=iid, card=state.defs[iid].id, player=state.owner[iid], why=why)


def declare_result(state: State, result: tuple[Any, ...]) -> None:
    results.declare_result(state, result)  # a player's losing may be replaced


def shuffle_deck(state: State, player: int) -> None:
    """1105: the deck's order becomes random (from the game's generator, G2)."""
    state.rng = rng.shuffle(state.rng, state.zones[f"{player}.deck"])
    knowledge.shuffled(state, player)
    for i in state.zones[f"{player}.deck"]:
        m = state.marks.get(i)
        if m:
            m.pop("revealed", None)
    state.out.append(ev("shuffle", player=player))


def counters(state: State, player: int) -> dict[str, int]:
    return {n: c for p, n, c in state.flags.get("ctr", ()) if p == player}


def counter(state: State, player: int, name: str) -> int:
    return counters(state, player).get(name, 0)


_READ_COUNTER = frozenset({"counter"})  # the condition op that reads counters


def add_counter(state: State, player: int, name: str, delta: int) -> int:
    """1120 / 1301: gain or spend counters; never below 0 (1301.4). Returns the change made."""
    have = counter(state, player, name)
    new = max(0, have + delta)
    if new == have:
        return 0
    rest = tuple(x for x in state.flags.get("ctr", ()) if not (x[0] == player and x[1] == name))
    state.flags["ctr"] = tuple(sorted(rest + (((player, name, new),) if new else ())))
    invalidate_if_read(state, _READ_COUNTER)
    emit(state, "counter", player=player, name=name, amount=new - have, total=new)
    if new > have:
        record(state, player, "gain_counter", None, new - have)
    return new - have


def area_chara(state: State, p: int, k: int) -> int | None:
    """The chara in area k of player p (the newest if a rule effect has yet to settle two)."""
    z = state.zones[f"{p}.area{k}"]
    if not z:
        return None
    return max(z, key=lambda i: state.placed[i]) if len(z) > 1 else z[0]


AREA_KEYS = tuple(tuple(f"{p}.area{k}" for k in range(AREAS)) for p in (0, 1))
EXP_KEYS = tuple(tuple(f"{p}.exp{k}" for k in range(AREAS)) for p in (0, 1))


def charas(state: State, p: int) -> list[int]:
    zones = state.zones
    return [i for key in AREA_KEYS[p] for i in zones[key]]


def power(state: State, iid: int) -> int:
    """305 / 911.9: power after continuous effects, never below a lower bound an effect sets."""
    p = chars(state, iid).power
    floors = state._cache.get("vz_floor")  # chars() left the cache in place
    if floors is None:
        floors = _floors(state)
    return max(p, floors[iid]) if iid in floors else p


_NO_FLOORS: dict[int, int] = {}


def applying(state: State, srcs: Iterable[tuple[int, int]]) -> Iterator[tuple[int, dict[str, Any], int]]:
    """(card, ability, controller) of the continuous abilities among `srcs` (card, ability index)
    that apply now: not in a deck, active where the card is, their condition met."""
    for i, ai in srcs:
        a = state.defs[i].abilities[ai]
        key = state.zone_of[i]
        if key.endswith("deck") or not ability_active_at(state, i, a, key):
            continue
        ctrl = controller(state, i)
        if "condition" in a and not interp.check_condition(state, a["condition"], ctrl, i, {}):
            continue
        yield i, a, ctrl


def _floors(state: State) -> dict[int, int]:
    """911.9: the highest lower bound on each card's power (cached with the characteristics)."""
    cache = state._cache
    if cache is not None:
        hit = cache.get("vz_floor")
        if hit is not None:
            return hit
    srcs = ability_index(state)[4]
    if not srcs:
        if cache is not None:
            cache["vz_floor"] = _NO_FLOORS  # none now means none until the next change
        return _NO_FLOORS
    if cache is None:
        chars(state, 0)
        cache = state._cache
    hit = cache.get("vz_floor")
    if hit is not None:
        return hit
    out: dict[int, int] = {}
    for i, a, ctrl in applying(state, srcs):
        aff = a.get("affects", "self")
        for j in ([i] if aff == "self" else interp.select(state, aff, ctrl, i)):
            out[j] = max(out.get(j, a["power_floor"]), a["power_floor"])
    cache["vz_floor"] = out
    return out

