"""Victory Spark state primitives: moving cards, drawing, the ring refill (3.3.1.3),
orientation, damage and the game result. Every change emits an event."""
from __future__ import annotations

from typing import Any

from ... import knowledge, results, rng, turnlog
from ...events import NOBODY, Event, ev
from ...layers import chars, invalidate_if_read
from ...state import STAND, State
from .ability_table import listened
from .zones import HISTORY, zone_name

_READ_PHASE = frozenset({"phase"})  # the condition op that reads the phase or step


def push(state: State, *tasks: tuple[Any, ...]) -> None:
    """Schedule tasks to run in the order given."""
    state.tasks.extend(reversed(tasks))


def enter(state: State, phase: str, step: str = "") -> None:
    """Move to a phase or step (continuous abilities that read it may change)."""
    state.phase, state.step = phase, step
    invalidate_if_read(state, _READ_PHASE)


def emit(state: State, kind: str, private: int | None = None, **data: Any) -> None:
    e = Event(kind, tuple(data.items()), private)
    state.out.append(e)
    if kind == "reveal":  # shown to both where it is (engine/knowledge.py)
        knowledge.revealed(state, data.get("iid"))
    if kind in HISTORY:  # this turn's log, kept only when a card reads it (this_turn)
        turnlog.record(state, e)
    # most events trigger nothing: dispatch only a kind some auto ability of the card list watches
    # (the same early exits as on_event's, without the call). The rules object's on_event hook is
    # abilities.on_event: core does not import abilities (which imports core).
    if state.result is None and (kind in listened(state) or "delayed" in state.flags):
        state.rules.on_event(state, e)


def put(state: State, iid: int, key: str, top: bool = True, cause: str = "effect", by: int | None = None,
        refill: bool = True) -> None:
    """Move a card to a zone as a new object (3.1.3), standing (4.10.1.4), without damage.
    `by`: the player whose effect moves it, when an effect does (triggers may ask). `refill=False`:
    the caller refills an emptied ring itself (after telling what the move was)."""
    old = state.zone_of[iid]
    if zone_name(old) in ("ring", "bench", "retire", "waiting"):  # 7.6.1 / 3.8.5: remember its last public information
        c = chars(state, iid)
        state.marks.setdefault(iid, {})["lki"] = (state.obj[iid], c.power, c.defense, c.level, tuple(sorted(c.tags)),
                                                  tuple(sorted(c.keywords)), tuple(sorted(c.flags)))
    src = state.zones[old]
    from_top = src[-1] == iid
    src.remove(iid)
    dst = state.zones[key]
    if top:
        dst.append(iid)
    else:
        dst.insert(0, iid)
    state.zone_of[iid] = key
    state.obj[iid] += 1
    state.orient[iid] = STAND
    state.damage[iid] = 0
    state.placed[iid] = state.tick()
    state._cache = None
    pz, nz = zone_name(old), zone_name(key)
    hidden = pz in ("deck", "hand", "energy") and nz in ("deck", "hand", "energy")
    knowledge.moved(state, iid, old, from_top, state.owner[iid] if hidden else None)
    extra = {"by_player": by} if by is not None else {}
    emit(state, "move", state.owner[iid] if hidden else None, iid=iid, card=state.defs[iid].id,
         player=state.owner[iid], frm=pz, to=nz, frm_key=old, to_key=key, cause=cause, **extra)
    if refill and pz == "ring" and not state.flags.get("playing"):
        refill_ring(state, int(old[0]))


def refill_ring(state: State, player: int) -> None:
    """3.3.1.3 / 6.7.3.4.4: an empty ring takes the top card of the deck (an entry spark)."""
    if state.zones[f"{player}.ring"]:
        return
    deck = state.zones[f"{player}.deck"]
    if not deck:
        return
    iid = deck[-1]
    put(state, iid, f"{player}.ring", cause="refill")
    emit(state, "spark", iid=iid, card=state.defs[iid].id, player=player)


def draw(state: State, player: int, n: int) -> None:
    """4.11: draw N = draw 1, N times; an empty deck draws nothing (1.3.2)."""
    for _ in range(n):
        deck = state.zones[f"{player}.deck"]
        if not deck:
            return
        iid = deck[-1]
        put(state, iid, f"{player}.hand", cause="draw")
        emit(state, "draw", player, player=player, iid=iid, card=state.defs[iid].id)


def set_orient(state: State, iid: int, which: int) -> None:
    if zone_name(state.zone_of[iid]) not in ("bench", "energy"):
        return  # 4.10.1: only bench and energy cards have orientations
    if state.orient[iid] == which:
        return  # 1.3.3: already so, nothing happens
    state.orient[iid] = which
    state._cache = None
    private = NOBODY if zone_name(state.zone_of[iid]) == "energy" else None  # face down: named to nobody (G1)
    emit(state, "orient", private, iid=iid, card=state.defs[iid].id, to=("stand", "rest", "reverse")[which])


def declare_result(state: State, result: tuple[Any, ...]) -> None:
    results.declare_result(state, result)  # a player's losing may be replaced


def shuffle_deck(state: State, player: int) -> None:
    state.rng = rng.shuffle(state.rng, state.zones[f"{player}.deck"])
    knowledge.shuffled(state, player)
    state.out.append(ev("shuffle", player=player))

