"""Run independent tasks on local cores or a Ray cluster and yield each result as it finishes.

No game knowledge here: the arena and the self-play generator hand over a picklable top-level
function and its tasks. Results come back in completion order, not task order, so a result
should say which task it belongs to (a game record carries its game's index).
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import socket
import traceback
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

RAY_MISSING = ("--ray needs Ray, which is not installed here: pip install 'tcgtable[cluster]' "
               "(from a source checkout: pip install '.[cluster]')")


class WorkerSetupError(RuntimeError):
    """The backend could not start: Ray missing, no cluster at the address, bad job count."""


class TaskError(RuntimeError):
    """A task raised. `index` is its position in the task list, `task` the task itself and
    `details` the worker's traceback text (the cause does not survive a process boundary whole)."""

    def __init__(self, index: int, task: Any, cause: BaseException, details: str = "") -> None:
        super().__init__(f"task {index} {_short(task)} failed: {type(cause).__name__}: {cause}")
        self.index, self.task, self.cause, self.details = index, task, cause, details


def _short(task: Any, limit: int = 120) -> str:
    text = repr(task)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def local_cores() -> int:
    """Cores this process may run on (the affinity mask where there is one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def run_tasks(fn: Callable[[T], R], tasks: Iterable[T], *, jobs: int | None = None,
              ray: str | None = None, executor: Executor | None = None) -> Iterator[R]:
    """Yield fn(task) for every task, each as soon as it finishes (completion order).

    jobs=None: all local cores; jobs=1: in this process, in task order, no subprocess;
    jobs>1: that many spawned worker processes. ray="auto" or "HOST:PORT": tasks on that
    Ray cluster, at most `jobs` in flight (None: twice the cluster's CPUs). `fn` must be a
    top-level function and tasks and results picklable. A failing task raises TaskError
    naming it; tasks not started yet are dropped (on Ray running ones are cancelled too; local
    ones are waited for), results yielded before it stand. Closing the iterator early does
    the same.
    `tasks` is consumed lazily, a bounded number ahead, so it may be a long generator.
    `executor`: an existing process pool to run on (kept running afterwards; what has not started
    when the iterator closes is cancelled), e.g. the desktop app's, whose processes are started
    once: starting processes from a large process holds its interpreter for a while."""
    if jobs is not None and jobs < 1:
        raise WorkerSetupError(f"the number of jobs must be at least 1, not {jobs}")
    if ray is not None:
        yield from _run_ray(fn, tasks, ray, jobs)
        return
    if executor is not None:
        yield from _drive(executor, fn, tasks, jobs or 2)
        return
    n = local_cores() if jobs is None else jobs
    if n == 1:
        for i, task in enumerate(tasks):
            try:
                result = fn(task)
            except Exception as e:
                raise TaskError(i, task, e, traceback.format_exc()) from e
            yield result
        return
    yield from _run_pool(fn, tasks, n)


def _run_pool(fn: Callable[[T], R], tasks: Iterable[T], n: int) -> Iterator[R]:
    # spawn, not fork: the desktop app may have Qt threads, and a forked copy of them is unsafe
    ex = ProcessPoolExecutor(max_workers=n, mp_context=multiprocessing.get_context("spawn"))
    try:
        yield from _drive(ex, fn, tasks, n)
    finally:
        ex.shutdown(wait=True, cancel_futures=True)


def _drive(ex: Executor, fn: Callable[[T], R], tasks: Iterable[T], n: int) -> Iterator[R]:
    """Submit `tasks` to `ex`, at most 2 per worker ahead, and yield results as they finish."""
    pending: dict[Future[R], tuple[int, T]] = {}
    it = enumerate(tasks)
    try:
        while True:
            for i, task in it:  # top up to 2 tasks per worker so none idles between results
                pending[ex.submit(fn, task)] = (i, task)
                if len(pending) >= 2 * n:
                    break
            if not pending:
                return
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in sorted(done, key=lambda f: pending[f][0]):
                i, task = pending.pop(fut)
                err = fut.exception()
                if isinstance(err, KeyboardInterrupt):  # Ctrl-C reached the worker first
                    raise KeyboardInterrupt
                if err is not None:
                    cause = getattr(err, "__cause__", None)  # the worker's traceback text
                    raise TaskError(i, task, err, str(cause or "")) from err
                yield fut.result()
    finally:
        for fut in pending:
            fut.cancel()


def _call(fn: Callable[[T], R], task: T) -> R:
    """What a Ray worker runs: any picklable callable, a builtin too (ray.remote takes only
    Python functions)."""
    return fn(task)


def _probe(address: str, timeout: float = 5.0) -> None:
    """Fail at once when nothing listens at HOST:PORT: ray.init retries a dead address for minutes."""
    if address == "auto":
        return  # Ray looks it up (RAY_ADDRESS, or the head started on this machine) and says if none
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not host or not port.isdigit():
        raise WorkerSetupError(f"--ray takes 'auto' or HOST:PORT of the cluster's head, not {address!r}")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=timeout).close()
    except OSError as e:
        raise WorkerSetupError(f"no Ray cluster answers at {address} ({e.strerror or e}); start one with "
                               "ray start --head, or give the address it printed") from None


def _run_ray(fn: Callable[[T], R], tasks: Iterable[T], address: str, jobs: int | None) -> Iterator[R]:
    try:
        import ray
    except ImportError:
        raise WorkerSetupError(RAY_MISSING) from None
    started = not ray.is_initialized()
    if started:
        _probe(address)
        try:
            # workers' output would break the progress line; a task's error comes back anyway
            ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
        except Exception as e:  # ConnectionError, ValueError... whatever Ray raises
            raise WorkerSetupError(f"cannot connect to a Ray cluster at {address!r}: "
                                   f"{str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__}"
                                   " (start one with: ray start --head)") from None
    pending: dict[Any, tuple[int, T]] = {}
    try:
        window = jobs or max(2, 2 * int(ray.cluster_resources().get("CPU", 1)))
        remote = ray.remote(_call)
        it = enumerate(tasks)
        while True:
            for i, task in it:
                pending[remote.remote(fn, task)] = (i, task)
                if len(pending) >= window:
                    break
            if not pending:
                return
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                i, task = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except ray.exceptions.RayTaskError as e:  # its text is the worker's traceback
                    raise TaskError(i, task, getattr(e, "cause", None) or e, str(e)) from None
                except ray.exceptions.RayError as e:  # a worker or node died, the task could not run
                    raise TaskError(i, task, e, str(e)) from None
                yield result
    finally:
        for ref in pending:  # left over after an error or an early stop
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
