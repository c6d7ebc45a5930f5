"""Mutators that get past a file's own checks, to fuzz what lies behind them.

- `save_state` (saved games): edits the engine's position in a save (a task's name or arguments,
  the decision's resume entry, a zone key, a card index, a player number, ...) and RECOMPUTES the
  digest (engine.savegame.state_digest of the `state` mapping), so the edit reaches the checks of
  the position and play itself instead of being refused as damage.
- `replay_claims` (replays): edits what a replay claims about its game (`result`, `turns`,
  `players`, `final_hash`, the seat of an answer), keeping the JSON valid. `replay verify` must then
  refuse it (tests/fuzz/targets_extra.py judges a 0 for such a file as `wrong`); labels that are
  names, not claims (player labels, deck names, the engine version), are edited too, and must not
  make it refuse.
"""
from __future__ import annotations

import copy
import json
from random import Random
from typing import Any

from .mutators import mutator, paths, where
from .seeds import Seed

JSON = frozenset({"json"})
ODD = [-1, 0, 1, 2, 10**6, 2**63, 2**64 + 1, "x", "", None, [], {}, True, 1.5, [[]], "0"]


def _task_names() -> list[str]:
    """Every task name the engine registers (engine.savetasks), so an edit can name a real one."""
    from engine import savetasks
    names: set[str] = set()
    for v in vars(savetasks).values():
        if isinstance(v, dict) and v and all(isinstance(k, str) for k in v) and \
                all(isinstance(x, tuple) for x in v.values()):
            names |= set(v)
    return sorted(names)


def _tasks(st: dict[str, Any]) -> list[list[Any]]:
    """The task lists of a state: its queue and the decision's resume entry (edited in place)."""
    out = [t for t in st.get("tasks") or [] if isinstance(t, list) and t]
    d = st.get("decision")
    if isinstance(d, dict) and isinstance(d.get("resume"), list) and d["resume"]:
        out.append(d["resume"])
    return out


def _game_tasks(game: Any) -> dict[str, tuple[Any, ...]]:
    """The tasks of one game (and the shared ones), by name: their argument shapes."""
    from engine import savetasks
    per_game = getattr(savetasks, "TASKS", {})
    return {**getattr(savetasks, "SHARED", {}), **(per_game.get(game, {}) if isinstance(game, str) else {})}


PHASES = ["setup", "main", "attack", "charge", "draw", "end", "start", "energy", "battle"]


def _plausible_edit(st: dict[str, Any], rng: Random) -> str:
    """An edit a save checker cannot tell from a real position at a glance: values of the right kind
    and range that do not belong together (a card moved to another zone, two cards swapped, a task
    renamed to another of the game's tasks of the same length, the other player to act, ...)."""
    zones = st.get("zones") if isinstance(st.get("zones"), dict) else {}
    full = [k for k, v in zones.items() if isinstance(v, list) and v]
    kind = rng.randrange(8)
    if kind == 0 and full:
        src, dst = rng.choice(full), rng.choice(sorted(zones))
        card = zones[src].pop(rng.randrange(len(zones[src])))
        zones[dst].insert(rng.randrange(len(zones[dst]) + 1), card)
        return f"card {card} moved from zone {src!r} to {dst!r}"
    defs = st.get("defs")
    if kind == 1 and isinstance(defs, list) and len(defs) > 1:
        i, j = rng.randrange(len(defs)), rng.randrange(len(defs))
        defs[i], defs[j] = defs[j], defs[i]
        return f"defs[{i}] and defs[{j}] swapped ({defs[j]} <-> {defs[i]})"
    if kind == 2:
        key = rng.choice(["orient", "damage", "obj", "placed"])
        lst = st.get(key)
        if isinstance(lst, list) and lst:
            i = rng.randrange(len(lst))
            lst[i] = rng.choice({"orient": [0, 1, 2], "damage": [0, 500, 1000, 5000, 10**6],
                                 "obj": [0, 1, 5, 10**4], "placed": [0, 1, 99]}[key])
            return f"{key}[{i}] := {lst[i]} (in range)"
    tasks = _tasks(st)
    if kind == 3 and tasks:
        t = rng.choice(tasks)
        same = [name for name, shape in _game_tasks(st.get("game")).items() if len(shape) == len(t) - 1]
        if same:
            old, t[0] = t[0], rng.choice(same)
            return f"task {old!r} renamed {t[0]!r} (a task of the game with as many arguments)"
    d = st.get("decision")
    if kind == 4 and isinstance(d, dict):
        if isinstance(d.get("player"), int) and rng.random() < 0.5:
            d["player"] = 1 - d["player"]
            return "the decision goes to the other player"
        opts = d.get("options")
        if isinstance(opts, list) and opts:
            if len(opts) > 1 and rng.random() < 0.5:
                opts.pop(rng.randrange(len(opts)))
                return "an option of the decision removed"
            opts.append(rng.choice(opts))
            return "an option of the decision twice"
    if kind == 5 and isinstance(st.get("turn_player"), int):
        key = rng.choice(["turn_player", "first_player"])
        st[key] = 1 - st[key] if isinstance(st.get(key), int) else 0
        return f"{key} := the other player"
    if kind == 6:
        key = rng.choice(["phase", "step", "turn", "clock", "next_ctx"])
        v = rng.choice(PHASES) if key in ("phase", "step") else rng.choice([0, 1, 2, 200, 10**5])
        st[key] = v
        return f"{key} := {v!r}"
    if kind == 7 and tasks:
        t = rng.choice(tasks)
        args = [i for i, a in enumerate(t) if i and isinstance(a, int) and not isinstance(a, bool)]
        if args:
            i = rng.choice(args)
            t[i] = rng.choice([0, 1, t[i] + 1, max(0, t[i] - 1), len(defs or [])])
            return f"task {t[0]!r} argument {i} := {t[i]} (a whole number)"
    return _edit_state(st, rng, plausible=False)


def _edit_state(st: dict[str, Any], rng: Random, plausible: bool = True) -> str:
    """One edit of the position `st` (in place); what it did. Half are plausible (_plausible_edit);
    the others put values of the wrong kind or range anywhere in it."""
    if plausible and rng.random() < 0.5:
        return _plausible_edit(st, rng)
    n = len(st.get("defs") or [])
    kind = rng.randrange(10)
    tasks = _tasks(st)
    if kind == 0 and tasks:
        t = rng.choice(tasks)
        old, t[0] = t[0], rng.choice(_task_names() + ["", "nosuch_task", 5, None, ["seq"]])
        return f"task {old!r} renamed {t[0]!r}"
    if kind == 1 and tasks:
        t = rng.choice(tasks)
        i = rng.randrange(1, len(t) + 1)
        v = rng.choice(ODD + [n, n + 100, -2])
        if i == len(t) or rng.random() < 0.2:
            t.append(v)
            return f"task {t[0]!r} gets an extra argument {v!r:.30}"
        t[i] = v
        return f"task {t[0]!r} argument {i} := {v!r:.30}"
    d = st.get("decision")
    if kind == 2 and isinstance(d, dict):
        key = rng.choice(["player", "kind", "options", "resume", "prompt", "resume", "options"])
        other = 1 - d["player"] if isinstance(d.get("player"), int) else 0
        v = rng.choice({"player": [2, -1, None, True, "0", other],
                        "kind": ["attack", "choose", "nosuch", "", None, 3],
                        "options": [[], [["pass"]], (d.get("options") or [[]]) * 2, [["play", n + 5, 0]],
                                    "x"],
                        "resume": [[], ["nosuch_answer"], ["vs_attack_answer"],
                                   ["choose_answer", 999, ["effects", 9]], None, "seq"],
                        "prompt": [[], None, ["choose", "NOPE-001", 0, "$t"], "x"]}[key])
        if rng.random() < 0.15:
            st["decision"] = None
            return "the decision removed"
        d[key] = v
        return f"decision.{key} := {json.dumps(v)[:40]}"
    zones = st.get("zones")
    if kind == 3 and isinstance(zones, dict) and zones:
        k = rng.choice(sorted(zones))
        new = rng.choice(["2.hand", "0.hnad", "", "0.deck ", "-1.deck", "1.ring", "x" * 300, "0.hand"])
        if rng.random() < 0.3:
            del zones[k]
            return f"zone {k!r} deleted"
        zones[new] = zones.pop(k)
        return f"zone {k!r} renamed {new!r}"
    if kind == 4 and isinstance(zones, dict):
        full = [k for k, v in zones.items() if isinstance(v, list) and v]
        if full:
            k = rng.choice(full)
            z = zones[k]
            j = rng.randrange(len(z))
            other = next((v[0] for kk, v in zones.items() if kk != k and isinstance(v, list) and v), 0)
            v = rng.choice([-1, n, n + 100, other, 1.5, "3", True, None, 2**63, z[j]])
            if rng.random() < 0.2:
                del z[j]
                return f"card index removed from zone {k!r} (the card is in no zone)"
            z[j] = v
            return f"zones[{k!r}][{j}] := {v!r}"
    if kind == 5:
        key = rng.choice(["turn_player", "first_player", "owner", "history"])
        v = rng.choice([2, -1, None, True, "1", 1])
        if key in ("owner", "history") and isinstance(st.get(key), list) and st[key]:
            i = rng.randrange(len(st[key]))
            if key == "owner":
                st[key][i] = v
            elif isinstance(st[key][i], list) and st[key][i]:
                st[key][i][0] = v
            return f"{key}[{i}] player := {v!r}"
        st[key] = v
        return f"{key} := {v!r}"
    if kind == 6:
        key = rng.choice(["orient", "damage", "obj", "placed", "owner", "defs"])
        lst = st.get(key)
        if isinstance(lst, list) and lst:
            if rng.random() < 0.3:
                st[key] = lst[:-1] if rng.random() < 0.5 else lst + lst[-1:]
                return f"{key} is one card {'short' if len(st[key]) < len(lst) else 'long'}"
            i = rng.randrange(len(lst))
            lst[i] = rng.choice(ODD + (["VSS1-999", "VZS1-A01", "VSS1-001"] if key == "defs" else []))
            return f"{key}[{i}] := {lst[i]!r:.30}"
    if kind == 7:
        key = rng.choice(["turn", "clock", "next_ctx", "rng", "seed", "phase", "step"])
        v = rng.choice(ODD + ["setup", "main", "attack", "end", "nosuch", "support", 2**64 - 1])
        st[key] = v
        return f"{key} := {v!r:.30}"
    # anything else in the position: the context, flags, marks, effects, history, result
    parts = ("ctx", "flags", "marks", "effects", "history", "result", "decklists")
    ps = [p for p in paths(st) if p and p[0] in parts]
    if not ps:
        ps = [p for p in paths(st) if p]
    p = rng.choice(ps)
    node: Any = st
    for k in p[:-1]:
        node = node[k]
    v = rng.choice(ODD + [["win", 0, "x"], ["draw"]])
    node[p[-1]] = v
    return f"state{where(p)} := {v!r:.30}"


@mutator("save", JSON, weight=8, formats=frozenset({"save"}))
def save_state(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    from engine.savegame import state_digest
    tree = copy.deepcopy(seed.tree)
    save = tree.get("save", tree) if isinstance(tree, dict) else None
    if not isinstance(save, dict) or not isinstance(save.get("state"), dict):
        return seed.data, "no state to edit"
    notes = [_edit_state(save["state"], rng) for _ in range(1 if rng.random() < 0.75 else 2)]
    save["digest"] = state_digest(save["state"])
    data = json.dumps(tree, ensure_ascii=False).encode("utf-8", "surrogatepass")
    return data, "; ".join(notes) + " (digest recomputed)"


# -- replays ------------------------------------------------------------------------------------

def _claim(tree: dict[str, Any], rng: Random) -> str:
    kind = rng.choice(["result", "result", "turns", "turns", "players", "final_hash", "seat", "labels",
                       "left_out"])
    if kind == "result":
        r = tree.get("result")
        if isinstance(r, list) and len(r) == 3 and isinstance(r[1], int):
            v = rng.choice([[r[0], 1 - r[1], r[2]], [r[0], r[1], "a different reason"], None, r[:2],
                            r + ["x"], ["draw", None, r[2]], [r[0], float(r[1]), r[2]],
                            [r[0], bool(r[1]), r[2]], [r[0], 2, r[2]], str(r), 0, {}])
        else:
            v = rng.choice([["win", 0, "deck out"], ["win", 1, "resign"], ["draw", None, "x"], "win"])
        tree["result"] = v
        return f"result := {json.dumps(v)[:60]}"
    if kind == "turns":
        t = tree.get("turns") if isinstance(tree.get("turns"), int) else 0
        v = rng.choice([t + 1, t - 1, 0, 10**9, -1, str(t), float(t), None, t + 1000, True])
        tree["turns"] = v
        return f"turns := {v!r}"
    if kind == "players":
        p = tree.get("players") or ["a", "b"]
        v = rng.choice([p[:1], p + ["third"], [], [1, 2], p[::-1], ["someone", "else"]])
        tree["players"] = v
        return f"players := {json.dumps(v)[:60]}"
    if kind == "final_hash":
        h = tree.get("final_hash") or ""
        if rng.random() < 0.2:
            tree.pop("final_hash", None)
            return "final_hash deleted"
        v = rng.choice([h[:-1] + ("0" if h[-1:] != "0" else "1"), "", None, "0" * 32, h.upper(), h + "0"])
        tree["final_hash"] = v
        return f"final_hash := {v!r}"
    acts = tree.get("actions")
    if kind == "seat" and isinstance(acts, list) and acts:
        i = rng.randrange(len(acts))
        if isinstance(acts[i], list) and acts[i] and acts[i][0] in (0, 1):
            acts[i][0] = 1 - acts[i][0]
            return f"actions[{i}]: answered by the other seat"
    if kind == "left_out":
        key = rng.choice(["result", "turns"])
        tree.pop(key, None)
        return f"{key} left out (a claim left out is not checked)"
    key = rng.choice(["players", "engine_version", "decks"])
    if key == "players" and isinstance(tree.get("players"), list):
        tree["players"] = [f"renamed{i}" for i in range(len(tree["players"]))]
    elif key == "decks" and isinstance(tree.get("decks"), list) and tree["decks"]:
        tree["decks"][0]["name"] = "Another Name"
    else:
        tree["engine_version"] = rng.choice(["0.0.0", "99.1", ""])
    return f"{key}: labels changed (names, not claims)"


@mutator("claims", JSON, weight=8, formats=frozenset({"replay"}))
def replay_claims(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    tree = copy.deepcopy(seed.tree)
    if not isinstance(tree, dict):
        return seed.data, "not a replay"
    notes = [_claim(tree, rng) for _ in range(1 if rng.random() < 0.7 else 2)]
    return json.dumps(tree, ensure_ascii=False, separators=(",", ":")).encode(), "; ".join(notes)
