"""The app's worker processes for its long jobs (the deck lab, a game review, a hint): started at the first
job and kept until the app closes. Starting processes from the app's large process holds its
interpreter for about a tenth of a second each time (benchmarks/bench_long_jobs.py), so the
window would stall at every job's start; with the processes kept, only the first job pays it."""
from __future__ import annotations

import atexit
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from engine.ai.workers import local_cores

_POOL: ProcessPoolExecutor | None = None


def workers() -> int:
    """How many processes the pool has: every core, at least 2 and at most 4."""
    return max(2, min(4, local_cores()))


def shared_pool() -> ProcessPoolExecutor:
    """The app's pool (a new one when there is none yet, or a worker died and broke it)."""
    global _POOL
    if _POOL is None or getattr(_POOL, "_broken", False):
        _POOL = ProcessPoolExecutor(max_workers=workers(), mp_context=_context())
    return _POOL


def _context() -> multiprocessing.context.BaseContext:
    """forkserver where there is one (POSIX): the workers are forked from a small server process
    that loaded the engine once, never from the app (it has Qt threads, and a forked copy of them is
    unsafe), and they start at once; elsewhere spawn."""
    try:
        ctx = multiprocessing.get_context("forkserver")
    except ValueError:  # pragma: no cover - Windows
        return multiprocessing.get_context("spawn")
    ctx.set_forkserver_preload(["engine.ai.lab", "engine.ai.review", "engine.ai.hint"])
    return ctx


def shutdown() -> None:
    """Stop the processes (the app is closing): what has not started is dropped."""
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


atexit.register(shutdown)
