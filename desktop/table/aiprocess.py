"""The computer's search in a helper process, driven from the worker thread.

Python runs one thread at a time (the GIL): a search thread in the app's process takes turns with
the GUI thread, and on a busy machine the window could wait well over 50 ms for its turn. So the
levels that search (easy, normal, hard) think in a helper process started with the game: the
worker thread (`aiworker.AIRunner`) sends it the position (`State.snapshot()`, the same data as a
saved game) and waits on the pipe, holding nothing the GUI needs. `cancel()` is immediate and
thread-safe: it names the request to stop in shared memory; the helper's watcher tells its agent.

`make_table_agent` decides: cheap agents (random, heuristic) stay in-thread; the searching levels
get a helper process in the development run and in the packaged app alike (the bundle's entry point,
desktop/__main__.py, calls `multiprocessing.freeze_support()` first, so the spawned helper runs).
"""
from __future__ import annotations

import multiprocessing as mp
import threading
from typing import Any

from engine.actions import Action
from engine.ai.base import Agent
from engine.ai.levels import LEVELS, make_agent, parse_spec
from engine.faces import printed_raw
from engine.state import State

IN_THREAD_KINDS = ("random", "heuristic")


def _serve(conn: Any, cancel_gen: Any, spec: str, seed: int, game: str, cards_raw: dict[str, Any]) -> None:
    """The helper process: answer ("choose", gen, snapshot, player) until ("quit",) or the app goes."""
    import gc
    import os

    from engine.cardset import cards_from_raw
    from engine.games import get_rules
    from engine.state import restore

    try:
        os.nice(4)  # on a busy machine the window is served before the search
    except (AttributeError, OSError):
        pass
    rules = get_rules(game)
    cards = cards_from_raw(game, cards_raw, "computer player")
    agent = make_agent(spec, seed)
    gc.collect()
    gc.freeze()
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if not msg or msg[0] == "quit":
            return
        _, gen, snap, player = msg
        stop = threading.Event()

        def watch(gen: int = gen, stop: threading.Event = stop) -> None:
            while not stop.wait(0.005):
                if cancel_gen.value >= gen:
                    agent.cancel()
                    return

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        try:
            state = restore(rules, snap, cards)
            action = agent.choose(state, player)
            reply: tuple[Any, ...] = ("action", gen, action.to_json(), _weighed(getattr(agent, "last", {})))
        except Exception as e:  # noqa: BLE001 - reported to the app
            reply = ("error", gen, f"{type(e).__name__}: {e}")
        finally:
            stop.set()
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


def _weighed(last: dict[str, Any]) -> dict[str, Any]:
    """What the table's "why did it do that?" reads of an agent's `last`, as plain data for the pipe."""
    out: dict[str, Any] = {"blunder": bool(last.get("blunder"))}
    considered = last.get("considered")
    if considered:
        out["considered"] = [(a.to_json(), float(v), int(n)) for a, v, n in considered]
    return out


def _unpack(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"blunder": bool(data.get("blunder"))}
    if data.get("considered"):
        out["considered"] = [(Action.from_json(a), v, n) for a, v, n in data["considered"]]
    return out


class ProcessAgent:
    """An agent whose `choose` runs in a helper process (call it from a worker thread: it blocks)."""

    def __init__(self, spec: str, seed: int, state: State) -> None:
        ctx = mp.get_context("spawn")
        self.name = spec
        self._cancel_gen = ctx.Value("q", 0, lock=False)
        self._conn, child = ctx.Pipe()
        cards = printed_raw(state.deftable)  # a two-faced card's other face is rebuilt from it
        self._proc = ctx.Process(target=_serve, args=(child, self._cancel_gen, spec, seed, state.rules.id, cards),
                                 daemon=True, name="tcgtable-computer")
        self._proc.start()
        child.close()
        self._gen = 0
        self._lock = threading.Lock()
        self.last: dict[str, Any] = {}  # what the last decision weighed (engine/ai/explain.py)

    def choose(self, state: State, player: int) -> Action:
        with self._lock:
            self._gen += 1
            gen = self._gen
            self._conn.send(("choose", gen, state.snapshot(), player))
            while True:
                if not self._conn.poll(30.0) and not self._proc.is_alive():
                    raise RuntimeError("the computer player's process stopped")
                msg = self._conn.recv()
                if msg[1] != gen:
                    continue  # an answer to a request that was given up
                if msg[0] == "error":
                    raise RuntimeError(msg[2])
                self.last = _unpack(msg[3])
                return Action.from_json(msg[2])

    def cancel(self) -> None:
        """Stop the search in progress (thread-safe); it answers at once with its best so far."""
        self._cancel_gen.value = self._gen

    def close(self) -> None:
        self.cancel()
        try:
            self._conn.send(("quit",))
        except (BrokenPipeError, OSError):
            pass
        self._proc.join(1.0)
        if self._proc.is_alive():
            self._proc.terminate()
            self._proc.join(1.0)
        self._conn.close()


def make_table_agent(spec: str, seed: int, state: State) -> Agent:
    """The agent for a seat at the table: the levels (whatever they play) and searches in a helper
    process, so no decision of theirs holds the GUI's interpreter; a plain `random` or `heuristic`
    spec in-thread."""
    kind, _ = parse_spec(spec)
    if kind in IN_THREAD_KINDS and spec.strip().lower() not in LEVELS:
        return make_agent(spec, seed)
    return ProcessAgent(spec, seed, state)  # type: ignore[return-value]
