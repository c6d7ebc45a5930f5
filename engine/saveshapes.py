"""Checking saved values against the shapes in engine.savetasks (tasks, a decision's resume, flags).

Works on the snapshot data as it is stored (tuples as lists, answers as {"action": [...]}), before
the state is rebuilt from it. Problems are SaveDamage(item, problem), item relative to `state`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import short_repr
from .savetasks import Opt, Shape, Tagged

if TYPE_CHECKING:
    from .cards import CardDef


class SaveDamage(Exception):
    """What is wrong with a saved position: the part (relative to `state`) and the problem."""

    def __init__(self, item: str, problem: str) -> None:
        self.item, self.problem = item, problem
        super().__init__(f"{item}: {problem}")


def is_action(v: Any) -> bool:
    """[kind, args...] as Action.from_json reads it (args: text, whole numbers, lists of them)."""
    from .actions import Action
    if not (isinstance(v, dict) and len(v) == 1 and "action" in v):
        return False
    try:
        Action.from_json(v["action"])
    except ValueError:
        return False
    return True


class Scope:
    """What the values of one saved position may name: its cards, contexts, zones, tasks."""

    def __init__(self, handlers: dict[str, Any], tasks: dict[str, tuple[Shape, ...]], n: int, defs: list[str],
                 table: dict[str, CardDef], ctx_ids: set[int], zones: set[str]) -> None:
        self.handlers, self.tasks, self.n, self.defs, self.table = handlers, tasks, n, defs, table
        self.ctx_ids, self.zones = ctx_ids, zones
        self.last_card: str | None = None  # the last card id / card index seen in the tuple being checked
        self.last_iid: int | None = None
        self.depth = 0

    def ability_count(self) -> int | None:
        cid = self.last_card if self.last_card is not None else (
            self.defs[self.last_iid] if self.last_iid is not None else None)
        d = self.table.get(cid) if cid is not None else None
        return len(d.abilities) if d is not None else None


def _whole(v: Any) -> bool:
    return type(v) is int


def _leaf(v: Any, kind: str, sc: Scope) -> bool:
    """Whether stored value v is of leaf kind `kind` (engine.savetasks lists them)."""
    if kind == "iid":
        ok = _whole(v) and 0 <= v < sc.n
        if ok:
            sc.last_iid = v
        return ok
    if kind == "nat":
        return _whole(v) and v >= 0
    if kind == "int":
        return _whole(v)
    if kind == "player":
        return _whole(v) and v in (0, 1)
    if kind == "card":
        return _whole(v) and -1 <= v < sc.n
    if kind == "who":
        return _whole(v) and v in (-1, 0, 1)
    if kind == "bool":
        return type(v) is bool
    if kind == "str":
        return isinstance(v, str)
    if kind == "none":
        return v is None
    if kind == "any":
        return True
    if kind == "ctx":
        return _whole(v) and v in sc.ctx_ids
    if kind in ("path", "effects"):
        return isinstance(v, list) and all(isinstance(x, str) or _whole(x) for x in v)
    if kind in ("ref", "it"):  # a generation may be -1: a reference made dead on purpose
        return (isinstance(v, list) and (len(v) == 2 or kind == "it" and len(v) == 3)
                and all(_whole(x) for x in v) and 0 <= v[0] < sc.n)
    if kind == "zone":
        return isinstance(v, str) and v in sc.zones
    if kind == "cardid":
        ok = isinstance(v, str) and v in sc.table
        if ok:
            sc.last_card = v
        return ok
    if kind == "ab":
        count = sc.ability_count()
        return _whole(v) and (0 <= v < count if count is not None else v >= 0)
    if kind == "action":
        return is_action(v)
    if kind == "task":
        return isinstance(v, list) and bool(v) and isinstance(v[0], str) and v[0] in sc.handlers
    if kind.startswith("range:"):
        low, high = (int(x) for x in kind[6:].split(","))
        return _whole(v) and low <= v <= high
    if kind.startswith("one_of:"):
        return isinstance(v, str) and v in kind[7:].split(",")
    raise ValueError(f"unknown shape kind {kind!r}")  # a mistake in engine.savetasks, not in the save


def _words(kind: str) -> str:
    if kind.startswith("one_of:"):
        return "one of " + ", ".join(kind[7:].split(","))
    if kind.startswith("range:"):
        return "a whole number from {} to {}".format(*kind[6:].split(","))
    return {"iid": "a card index", "nat": "a whole number of 0 or more", "int": "a whole number",
            "player": "player 0 or 1", "card": "a card index or -1", "who": "a player or -1",
            "bool": "true or false", "str": "text", "none": "null", "ctx": "a stored resolution context",
            "path": "a path into an ability", "effects": "a path into an ability",
            "ref": "a card reference [card index, generation]",
            "it": "an event's card [card index, generation(, the generation it had)]",
            "zone": "a zone of this game", "cardid": "a card stored in the saved game",
            "ab": "an ability of that card", "action": "an answer",
            "task": "a task of this game"}.get(kind, kind)


def fits(v: Any, shape: Shape, item: str, sc: Scope) -> None:
    """SaveDamage unless stored value v has `shape`; a task is checked as one (check_task)."""
    if isinstance(shape, str):
        kinds = shape.split("|") if "|" in shape and not shape.startswith("one_of:") else [shape]
        if not any(_leaf(v, k, sc) for k in kinds):
            raise SaveDamage(item, f"must be {' or '.join(_words(k) for k in kinds)}, not {short_repr(v)}")
        if shape == "task":
            check_task(v, item, sc)
        return
    if not isinstance(v, list):
        raise SaveDamage(item, f"must be a list, not {short_repr(v)}")
    if isinstance(shape, Tagged):
        form = v[shape.at] if len(v) > shape.at else None
        if not isinstance(form, str) or form not in shape.forms:
            raise SaveDamage(f"{item}[{shape.at}]",
                             f"must be one of {', '.join(shape.forms)}, not {short_repr(form)}")
        shape = shape.forms[form]
    if isinstance(shape, list):
        for j, x in enumerate(v):
            fits(x, shape[0], f"{item}[{j}]", sc)
        return
    open_end = bool(shape) and shape[-1] == "..."
    parts = shape[:-1] if open_end else shape
    need = sum(1 for s in parts if not (isinstance(s, Opt) or isinstance(s, str) and s.endswith("?")))
    if len(v) < need or (not open_end and len(v) > len(parts)):
        most = "or more" if open_end else f"to {len(parts)}" if need < len(parts) else ""
        raise SaveDamage(item, f"must have {need}{' ' + most if most else ''} entries, not {len(v)}")
    saved = sc.last_card, sc.last_iid
    sc.last_card = sc.last_iid = None
    for j, (x, s) in enumerate(zip(v, parts, strict=False)):
        if isinstance(s, Opt):
            s = s.shape
        elif isinstance(s, str) and s.endswith("?"):
            s = s[:-1]
        fits(x, s, f"{item}[{j}]", sc)
    sc.last_card, sc.last_iid = saved


def check_task(t: Any, item: str, sc: Scope, answer: bool = False) -> None:
    """A task [name, arguments...]: a handler of this game, with arguments of its shape. `answer`: the
    pending decision's resume, which the engine runs with the answer added."""
    if not (isinstance(t, list) and t and isinstance(t[0], str)):
        raise SaveDamage(item, f"a task is [name, arguments...], not {short_repr(t)}")
    if t[0] not in sc.handlers:
        raise SaveDamage(item, f"{short_repr(t[0])} is not a task of this game")
    shape = sc.tasks.get(t[0])
    if shape is None:
        return
    if answer:
        if not shape or shape[-1] != "action":
            raise SaveDamage(item, f"{t[0]!r} is not a task that takes an answer")
        shape = shape[:-1]
    sc.depth += 1
    if sc.depth > 8:  # a task held in a task's arguments (a move waiting for a replacement answer)
        raise SaveDamage(item, "tasks nested too deep")
    try:
        fits(t, ("str", *shape), item, sc)
    finally:
        sc.depth -= 1
