"""Checking a saved position's data before the state is rebuilt from it (engine.savegame.load).

A save's digest is an unkeyed sha256: it finds accidents (a damaged file), not edits, since anyone
can recompute it. So every loaded position is checked in full: here the shape of every part and every
reference in it (card indexes, players, zone keys, card ids, task names and their arguments, the
pending decision, resolution contexts, continuous effects, the game's flags); then engine.savetrial
tries every legal answer one step on clones. Only load pays for this; nothing here runs during play.

Problems are raised as SaveDamage(item, problem), item relative to the saved `state`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .amounts import CHANGE_STATS
from .errors import short_repr
from .rng import MASK
from .saveshapes import SaveDamage, Scope, check_task, fits, is_action
from .savetasks import shapes_for

if TYPE_CHECKING:
    from .cards import CardDef
    from .rules import GameRules

KEYS = ("game", "seed", "defs", "owner", "zones", "orient", "damage", "obj", "placed", "clock", "rng", "turn",
        "turn_player", "first_player", "phase", "step", "tasks", "decision", "effects", "ctx", "next_ctx",
        "flags", "result", "history", "decklists", "marks")
DECISION_KEYS = ("player", "kind", "options", "resume", "prompt")
MAX_NAME = 200  # a phase, step or decision name
MAX_ANSWERS = 5_000  # of one decision (real ones have a few dozen at most; each is tried at load)
MODIFY_OPS = ("add", "set", "times", "divide_up", "divide_down")  # amounts.apply
GRANT_KEYS = ("tags", "keywords", "rules")  # interp.e_grant
NOT_STORED = "is not among the cards stored in the saved game"


def _player(v: Any) -> bool:
    return type(v) is int and v in (0, 1)


def _need(ok: bool, item: str, problem: str) -> None:
    if not ok:
        raise SaveDamage(item, problem)


def _int(v: Any, item: str, low: int = 0, high: int | None = None) -> None:
    """A whole number (not true/false, not 1.0) in [low, high]."""
    if type(v) is not int or v < low or (high is not None and v > high):
        span = f"{low} or more" if high is None else f"from {low} to {high}"
        raise SaveDamage(item, f"must be a whole number {span}, not {short_repr(v)}")


def _list(v: Any, item: str, length: int | None = None) -> list[Any]:
    _need(isinstance(v, list), item, f"must be a list, not {short_repr(v)}")
    if length is not None:
        _need(len(v) == length, item, f"must have {length} entries (one per card or player), not {len(v)}")
    return v  # type: ignore[no-any-return]


def _name(v: Any, item: str) -> None:
    _need(isinstance(v, str) and len(v) <= MAX_NAME, item, f"must be a name, not {short_repr(v)}")


def _mapping(v: Any, item: str) -> list[list[Any]]:
    """A stored mapping {"dict": [[key, value], ...]} (actions.jsonable); its pairs."""
    _need(isinstance(v, dict) and set(v) == {"dict"} and isinstance(v["dict"], list), item,
          f"must be a stored mapping, not {short_repr(v)}")
    encoded(v, item)
    return v["dict"]  # type: ignore[no-any-return]


def encoded(v: Any, item: str) -> None:
    """A value as State.snapshot() encodes it (actions.jsonable): text, whole numbers, true/false,
    null, lists, {"action": [...]} and {"dict": [[key, value], ...]} with hashable keys, so that
    restore() rebuilds it. Iterative (datafile.check_plain has bounded the nesting already)."""
    stack = [v]
    while stack:
        x = stack.pop()
        t = type(x)
        if t is list:
            stack.extend(x)
        elif t is dict:
            if len(x) == 1 and "action" in x:
                _need(is_action(x), item, f"holds an answer that is not one: {short_repr(x)}")
            elif len(x) == 1 and "dict" in x and isinstance(x["dict"], list):
                for kv in x["dict"]:
                    _need(isinstance(kv, list) and len(kv) == 2, item,
                          "a stored mapping is a list of [key, value]")
                    _need(_hashable(kv[0]), item, f"a stored mapping's key cannot be {short_repr(kv[0])}")
                    stack.extend(kv)
            else:
                raise SaveDamage(item, f"holds a mapping the engine never stores ({short_repr(x)})")
        elif t is float:
            raise SaveDamage(item, f"holds a number with a fraction ({short_repr(x)}); the engine stores "
                                   f"whole numbers")
        elif t not in (str, int, bool) and x is not None:
            raise SaveDamage(item, f"holds {short_repr(x)}")


def _hashable(k: Any) -> bool:
    if isinstance(k, list):
        return all(_hashable(i) for i in k)
    if isinstance(k, dict):
        return is_action(k)
    return k is None or type(k) in (str, int, bool)


# -- the whole snapshot ----------------------------------------------------------------------------

def check_snapshot(rules: GameRules, snap: dict[str, Any], table: dict[str, CardDef]) -> None:
    """Every part of snapshot data `snap` (State.snapshot()) has the shape restore() and the rules
    expect, and every card index, player, zone key, card id and task in it is one this game and this
    position have. `table`: the save's cards by id, other faces included (state.card_table)."""
    for k in KEYS:
        _need(k in snap, k, "missing")
    extra = sorted(str(k) for k in snap if k not in KEYS)
    _need(not extra, extra[0] if extra else "", "not part of a saved position")
    _int(snap["seed"], "seed", -MASK, MASK)
    defs = _list(snap["defs"], "defs")
    n = len(defs)
    for i, cid in enumerate(defs):
        _need(isinstance(cid, str) and cid in table, f"defs[{i}]", f"card {short_repr(cid)} {NOT_STORED}")
    for i, p in enumerate(_list(snap["owner"], "owner", n)):
        _need(_player(p), f"owner[{i}]", f"must be player 0 or 1, not {short_repr(p)}")
    zones = _check_zones(rules, snap["zones"], n)
    clock = snap["clock"]
    _int(clock, "clock")
    for key, low, high in (("orient", 0, 2), ("damage", 0, None), ("obj", 0, None), ("placed", 0, clock)):
        vals = _list(snap[key], key, n)
        if not all(type(v) is int and low <= v and (high is None or v <= high) for v in vals):
            for i, v in enumerate(vals):  # (messages are made only for the value at fault)
                _int(v, f"{key}[{i}]", low, high)
    _int(snap["rng"], "rng", 0, MASK)
    _int(snap["turn"], "turn")
    for key in ("turn_player", "first_player"):
        _need(_player(snap[key]), key, f"must be player 0 or 1, not {short_repr(snap[key])}")
    _name(snap["phase"], "phase")
    _name(snap["step"], "step")
    ctx_ids = _check_ctx(snap["ctx"], snap["next_ctx"], n, table)
    tasks, flag_shapes = shapes_for(rules.id)
    sc = Scope(rules.handlers, tasks, n, defs, table, ctx_ids, zones)
    for i, t in enumerate(_list(snap["tasks"], "tasks")):
        encoded(t, f"tasks[{i}]")
        check_task(t, f"tasks[{i}]", sc)
    _check_decision(sc, snap["decision"], snap["result"])
    _check_effects(rules, snap["effects"], n, clock)
    for k, v in _mapping(snap["flags"], "flags"):
        _need(isinstance(k, str), "flags", f"a flag's name is text, not {short_repr(k)}")
        if k in flag_shapes:
            fits(v, flag_shapes[k], f"flags[{k!r}]", sc)
    _check_result(snap["result"])
    for i, h in enumerate(_list(snap["history"], "history")):
        ok = isinstance(h, list) and len(h) == 2 and _player(h[0]) and is_action({"action": h[1]})
        _need(ok, f"history[{i}]", "must be [player, answer]")
    for p, d in enumerate(_list(snap["decklists"], "decklists", 2)):
        for j, cid in enumerate(_list(d, f"decklists[{p}]")):
            _need(isinstance(cid, str) and cid in table, f"decklists[{p}][{j}]",
                  f"card {short_repr(cid)} {NOT_STORED}")
    marked: set[int] = set()
    for i, m in enumerate(_list(snap["marks"], "marks")):
        _need(isinstance(m, list) and len(m) == 2, f"marks[{i}]", "must be [card index, stored mapping]")
        _int(m[0], f"marks[{i}][0]", 0, n - 1)
        _need(m[0] not in marked, f"marks[{i}][0]", f"card {m[0]} is marked twice")
        marked.add(m[0])
        _mapping(m[1], f"marks[{i}][1]")


def _check_zones(rules: GameRules, zones: Any, n: int) -> set[str]:
    """Exactly the zone keys this game's position has, and every card in exactly one of them."""
    _need(isinstance(zones, dict), "zones", "must be a mapping of zone keys to cards")
    expected = set(rules.empty_state([{}, {}], 0).zones)  # type: ignore[attr-defined]
    unknown = sorted(k for k in zones if k not in expected)
    _need(not unknown, f"zones[{short_repr(unknown[0], 40)}]" if unknown else "zones",
          f"not a zone of {rules.id} (its zones: {', '.join(sorted(expected))})")
    missing = sorted(expected - set(zones))
    _need(not missing, "zones", f"zone {', '.join(missing)} missing")
    where: list[str | None] = [None] * n
    for key, cards in zones.items():
        for j, i in enumerate(_list(cards, f"zones[{key!r}]")):
            if type(i) is not int or not 0 <= i < n or where[i] is not None:
                _int(i, f"zones[{key!r}][{j}]", 0, n - 1)
                raise SaveDamage(f"zones[{key!r}][{j}]", f"card {i} is also in zone {where[i]!r}")
            where[i] = key
    lost = [i for i, w in enumerate(where) if w is None]
    _need(not lost, "zones", f"card {lost[0] if lost else ''} is in no zone")
    return expected


def _check_ctx(ctxs: Any, next_ctx: Any, n: int, table: dict[str, CardDef]) -> set[int]:
    """Resolution contexts (interp.new_ctx): [id, mapping] pairs with the source card, its generation,
    the controller, the card id and ability, and the cards bound so far."""
    _int(next_ctx, "next_ctx", 1)
    ids: set[int] = set()
    for i, pair in enumerate(_list(ctxs, "ctx")):
        item = f"ctx[{i}]"
        _need(isinstance(pair, list) and len(pair) == 2, item, "must be [id, stored mapping]")
        cid, body = pair
        _int(cid, f"{item}[0]", 1, next_ctx - 1)
        _need(cid not in ids, f"{item}[0]", f"context {cid} is stored twice")
        ids.add(cid)
        d = {k: v for k, v in _mapping(body, f"{item}[1]") if isinstance(k, str)}
        for key in ("src", "obj", "ctrl", "def", "ab"):
            _need(key in d, f"{item}.{key}", "missing")
        _int(d["src"], f"{item}.src", -1, n - 1)
        _int(d["obj"], f"{item}.obj", -1)  # -1: its card is gone where the effect cannot find it
        _need(_player(d["ctrl"]), f"{item}.ctrl", f"must be player 0 or 1, not {short_repr(d['ctrl'])}")
        _need(isinstance(d["def"], str) and d["def"] in table, f"{item}.def",
              f"card {short_repr(d['def'])} {NOT_STORED}")
        # -1: a card played for no ability of its own
        _int(d["ab"], f"{item}.ab", -1, len(table[d["def"]].abilities) - 1)
        for k, v in d.items():
            if k.startswith("$") or k in ("#look", "#picked"):
                _refs(v, f"{item}.{k}", n)
            elif k.startswith("#$"):
                _int(v, f"{item}.{k}")
    return ids


def _refs(v: Any, item: str, n: int) -> None:
    """Card references [[card index, generation], ...]."""
    for r in _list(v, item):
        _need(isinstance(r, list) and len(r) == 2 and type(r[1]) is int, item,
              f"a card reference is [card index, generation], not {short_repr(r)}")
        _int(r[0], item, 0, n - 1)


def _check_decision(sc: Scope, d: Any, result: Any) -> None:
    if d is None:
        _need(result is not None, "decision", "no decision is pending in a game that has not ended")
        return
    _need(isinstance(d, dict), "decision", f"must be a mapping, not {short_repr(d)}")
    for k in DECISION_KEYS:
        _need(k in d, f"decision.{k}", "missing")
    extra = sorted(str(k) for k in d if k not in DECISION_KEYS)
    _need(not extra, f"decision.{extra[0]}" if extra else "", "not part of a decision")
    _need(_player(d["player"]), "decision.player", f"must be player 0 or 1, not {short_repr(d['player'])}")
    _name(d["kind"], "decision.kind")
    opts = _list(d["options"], "decision.options")
    _need(bool(opts), "decision.options", "a pending decision needs at least one answer")
    _need(len(opts) <= MAX_ANSWERS, "decision.options",
          f"more than {MAX_ANSWERS:,} answers (each is tried at load)")
    for i, a in enumerate(opts):
        _need(is_action({"action": a}), f"decision.options[{i}]", f"not an answer: {short_repr(a)}")
    encoded(d["resume"], "decision.resume")
    check_task(d["resume"], "decision.resume", sc, answer=True)
    encoded(_list(d["prompt"], "decision.prompt"), "decision.prompt")


def _check_effects(rules: GameRules, effects: Any, n: int, clock: int) -> None:
    """Created continuous effects: [timestamp, "modify"|"grant", card references, changes, duration,
    controller] (interp.e_modify / e_grant; layers reads them on every look at a card)."""
    durations = rules.vocabulary().durations
    for i, e in enumerate(_list(effects, "effects")):
        item = f"effects[{i}]"
        _need(isinstance(e, list) and len(e) == 6, item,
              "must be [timestamp, kind, cards, changes, duration, player]")
        ts, kind, cards, payload, until, ctrl = e
        _int(ts, f"{item}[0]", 0, clock)
        _need(kind in ("modify", "grant"), f"{item}[1]", f"must be modify or grant, not {short_repr(kind)}")
        _refs(cards, f"{item}[2]", n)
        for ch in _list(payload, f"{item}[3]"):
            if kind == "grant":
                ok = (isinstance(ch, list) and len(ch) == 2 and ch[0] in GRANT_KEYS
                      and isinstance(ch[1], list) and all(isinstance(x, str) for x in ch[1]))
            else:  # (stat, n) or (stat, op, n)
                ok = (isinstance(ch, list) and len(ch) in (2, 3) and ch[0] in CHANGE_STATS
                      and type(ch[-1]) is int and (len(ch) == 2 or ch[1] in MODIFY_OPS))
            _need(ok, f"{item}[3]", f"not a change the engine makes: {short_repr(ch)}")
        _need(isinstance(until, str) and until in durations, f"{item}[4]",
              f"not a duration of {rules.id}: {short_repr(until)}")
        _need(_player(ctrl), f"{item}[5]", f"must be player 0 or 1, not {short_repr(ctrl)}")


def _check_result(r: Any) -> None:
    if r is None:
        return
    ok = isinstance(r, list) and (
        (len(r) == 3 and r[0] == "win" and _player(r[1]) and isinstance(r[2], str))
        or (len(r) == 2 and r[0] == "draw" and isinstance(r[1], str)))
    _need(ok, "result", f"must be [\"win\", player, reason] or [\"draw\", reason], not {short_repr(r)}")


__all__ = ["SaveDamage", "check_snapshot", "encoded"]
