"""Run each input in a process forked from the (already warm) caller, under a wall-clock limit and an
address-space limit, and get back a small JSON record.

A task runs in the child as task(send, arm): it makes its input, calls send({...}) with what it made,
calls arm() (which applies the memory limit and starts the clock), runs the reader and send()s the
result. The parent kills a child still running `timeout` seconds after arm() ('hang'; a stack dump
is taken first with faulthandler, so the report says where it hung); a child killed by a signal it
was not sent is a 'memory' outcome (the kernel's OOM kill, or a crash such as a C stack overflow).
"""
from __future__ import annotations

import faulthandler
import json
import os
import resource
import select
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Send = Callable[[dict[str, Any]], None]
Task = Callable[[Send, Callable[[], None]], None]
GiB = 1024**3
_TB = "Traceback (most recent call last)"


@dataclass
class _Child:
    key: Any
    pid: int
    fd: int
    stack_file: Path
    spawned: float
    armed: float | None = None
    usr1_at: float | None = None
    buf: bytes = b""
    msgs: list[dict[str, Any]] = field(default_factory=list)
    status: int | None = None
    cpu: float = 0.0
    gen_cpu: float = 0.0
    ended: float = 0.0


def _address_space() -> int:
    """This process's virtual memory size in bytes (0 where /proc is not there)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data):]


def _child_main(task: Task, w: int, close: list[int], stack_file: Path, mem_limit: int, timeout: float) -> None:
    code = 0
    try:
        for fd in close:
            os.close(fd)
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 0)
        out = os.open(str(stack_file) + ".out", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(out, 1)  # C-level writes go to a file; Python-level output is captured by the task
        os.dup2(out, 2)
        stack = open(stack_file, "w")  # noqa: SIM115 - faulthandler keeps the file until exit
        faulthandler.enable(file=stack, all_threads=True)
        faulthandler.register(signal.SIGUSR1, file=stack, all_threads=True)

        def send(msg: dict[str, Any]) -> None:
            _write_all(w, (json.dumps(msg, default=str) + "\n").encode())

        def arm() -> None:
            # the limit is on what the reader adds: a forked child starts with its parent's address
            # space, which grows with whatever the test worker imported before (numpy, Ray)
            limit = _address_space() + mem_limit
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            cpu = int(time.process_time() + 3 * timeout + 5)  # backstop if the parent went away
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
            send({"event": "armed", "cpu": time.process_time()})

        task(send, arm)
    except BaseException as e:  # the instrument itself failed: report, never hide
        code = 3
        try:
            import traceback
            _write_all(w, (json.dumps({"event": "harness_error", "detail": "".join(
                traceback.format_exception(e))[-2000:]}) + "\n").encode())
        except BaseException:
            pass
    finally:
        os._exit(code)


class Pool:
    """Up to `jobs` forked children at a time; results come back in completion order."""

    def __init__(self, jobs: int = 1, timeout: float = 10.0, mem_limit: int = 3 * GiB, gen_timeout: float = 120.0,
                 scratch: Path | None = None, clock: str = "wall") -> None:
        """clock: 'wall' stops a reader after `timeout` s of wall time; 'cpu' after `timeout` s of its own
        CPU time (or 6x that of wall time, for readers that sleep), so a busy machine does not make hangs."""
        self.jobs, self.timeout, self.mem_limit, self.gen_timeout = jobs, timeout, mem_limit, gen_timeout
        self.clock = clock
        self.scratch = scratch or Path(os.environ.get("TMPDIR", "/tmp"))
        self._running: dict[int, _Child] = {}

    def _spawn(self, key: Any, task: Task) -> None:
        r, w = os.pipe()
        stack_file = self.scratch / f".stack-{os.getpid()}-{len(self._running)}-{time.monotonic_ns()}"
        others = [c.fd for c in self._running.values()]
        pid = os.fork()
        if pid == 0:
            os.close(r)
            _child_main(task, w, others, stack_file, self.mem_limit, self.timeout)
        os.close(w)
        os.set_blocking(r, False)
        self._running[pid] = _Child(key, pid, r, stack_file, time.monotonic())

    def run(self, tasks: Iterable[tuple[Any, Task]]) -> Iterator[tuple[Any, dict[str, Any]]]:
        it = iter(tasks)
        more = True
        try:
            while more or self._running:
                while more and len(self._running) < self.jobs:
                    nxt = next(it, None)
                    if nxt is None:
                        more = False
                        break
                    self._spawn(*nxt)
                if self._running:
                    yield from self._poll()
        finally:
            for c in list(self._running.values()):  # interrupted: leave no child behind
                self._kill(c, signal.SIGKILL)
                os.waitpid(c.pid, 0)
                self._finish(c)

    def _poll(self) -> Iterator[tuple[Any, dict[str, Any]]]:
        now = time.monotonic()
        tick = 0.2 if self.clock == "wall" else 0.05  # the CPU clock is read from /proc at each tick
        wait = min([self._deadline(c) - now for c in self._running.values()] + [tick])
        fds = [c.fd for c in self._running.values()]
        ready, _, _ = select.select(fds, [], [], max(0.02, wait))
        for c in list(self._running.values()):
            if c.fd in ready:
                self._read(c)
            pid, status, ru = os.wait4(c.pid, os.WNOHANG)
            if pid:
                c.status, c.cpu, c.ended = status, ru.ru_utime + ru.ru_stime, time.monotonic()
                self._read(c, drain=True)
                del self._running[c.pid]
                yield c.key, self._finish(c)
            elif time.monotonic() > self._deadline(c):
                if c.usr1_at is None and c.armed is not None:
                    c.usr1_at = time.monotonic()
                    self._kill(c, signal.SIGUSR1)  # dump the stack: where it hangs
                elif c.usr1_at is None or time.monotonic() > c.usr1_at + 0.5:
                    c.usr1_at = c.usr1_at or time.monotonic()
                    self._kill(c, signal.SIGKILL)

    def _deadline(self, c: _Child) -> float:
        if c.armed is None:
            return c.spawned + self.gen_timeout
        if self.clock == "wall":
            return c.armed + self.timeout
        if _proc_cpu(c.pid) - c.gen_cpu >= self.timeout:
            return 0.0  # used up its CPU time: past the deadline now
        return c.armed + max(60.0, 6 * self.timeout)

    @staticmethod
    def _kill(c: _Child, sig: int) -> None:
        try:
            os.kill(c.pid, sig)
        except ProcessLookupError:
            pass

    def _read(self, c: _Child, drain: bool = False) -> None:
        while True:
            try:
                chunk = os.read(c.fd, 1 << 16)
            except BlockingIOError:
                if not drain:
                    break
                select.select([c.fd], [], [], 0.5)
                continue
            if not chunk:
                break
            c.buf += chunk
            *lines, c.buf = c.buf.split(b"\n")
            for ln in lines:
                msg = json.loads(ln)
                if msg.get("event") == "armed":
                    c.armed = time.monotonic()
                    c.gen_cpu = msg["cpu"]
                c.msgs.append(msg)

    def _finish(self, c: _Child) -> dict[str, Any]:
        os.close(c.fd)
        rec: dict[str, Any] = {}
        for m in c.msgs:
            rec.update({k: v for k, v in m.items() if k != "event"})
        events = {m.get("event") for m in c.msgs}
        rec["wall"] = (c.ended or time.monotonic()) - (c.armed or c.spawned)
        rec["cpu"] = max(0.0, c.cpu - c.gen_cpu)
        stack = _read_text(c.stack_file)
        printed = _read_text(Path(str(c.stack_file) + ".out"))  # what C code (or a stray handler) wrote
        sig = os.WTERMSIG(c.status) if c.status is not None and os.WIFSIGNALED(c.status) else None
        if "harness_error" in events:
            rec["outcome"] = "harness"
        elif "result" in events:
            if _TB in printed and rec.get("outcome") in ("accepted", "clear", "unclear"):
                tail = [ln for ln in printed[printed.index(_TB):].splitlines() if ln.strip()]
                rec.update(outcome="traceback", exc="printed traceback", detail=" ".join(tail[-1:])[:400])
        elif c.usr1_at is not None and c.armed is None:
            rec.update(outcome="harness", detail=f"making the input took over {self.gen_timeout:.0f} s")
        elif c.usr1_at is not None:
            why = (f"still running after {self.timeout:.0f} s ({rec['cpu']:.1f} s CPU: far less means the machine "
                   "was busy; try --clock cpu)") if self.clock == "wall" else \
                f"still running after {rec['cpu']:.1f} s CPU ({rec['wall']:.1f} s wall)"
            rec.update(outcome="hang", detail=why, **stack_frames(stack))
        elif sig is not None:
            rec.update(outcome="memory", detail=f"worker killed by {signal.Signals(sig).name}", **stack_frames(stack))
        else:
            code = os.waitstatus_to_exitcode(c.status) if c.status is not None else None
            rec.update(outcome="traceback", exc="WorkerExit", detail=f"the worker exited ({code}) without a result")
        if rec.get("outcome") in ("hang", "memory") and stack:
            rec["trace"] = "\n".join(stack.splitlines()[:40])  # a dump lists the innermost frames first
        for p in (c.stack_file, Path(str(c.stack_file) + ".out")):
            p.unlink(missing_ok=True)
        return rec


_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _proc_cpu(pid: int) -> float:
    """User + system CPU seconds of a running process (Linux /proc; 0 where there is none)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / _TICK
    except (OSError, IndexError, ValueError):
        return 0.0


def _read_text(p: Path, limit: int = 1 << 20) -> str:
    try:
        with p.open("rb") as f:
            return f.read(limit).decode("utf-8", "replace")
    except OSError:
        return ""


def stack_frames(dump: str) -> dict[str, str]:
    """`where` (innermost project frame) and `origin` (innermost frame) from a faulthandler dump,
    taken from the thread that was running, else the first thread with a frame of ours."""
    from .targets import project_frame
    blocks: list[tuple[bool, list[tuple[str, int, str]]]] = []
    for ln in dump.splitlines():
        ln = ln.strip()
        if ln.startswith(("Thread ", "Current thread ")):
            blocks.append((ln.startswith("Current"), []))
        elif ln.startswith("File ") and blocks:  # File "/path/x.py", line 12 in func
            try:
                path, rest = ln.split('"')[1], ln.rsplit('"', 1)[1]
                blocks[-1][1].append((path, int(rest.split("line ")[1].split()[0]), rest.rsplit(" in ", 1)[1]))
            except (IndexError, ValueError):
                continue
    ours = [b for b in blocks if project_frame(b[1])]
    ours.sort(key=lambda b: not b[0])
    if not ours:
        return {}
    frames = ours[0][1]  # innermost first
    return {"where": project_frame(frames), "origin": project_frame(frames[:1], any_file=True)}


def run_one(task: Task, timeout: float = 10.0, mem_limit: int = 3 * GiB, clock: str = "cpu") -> dict[str, Any]:
    """Run one task in a forked child and return its record (for tests: CPU clock, so a busy CI
    machine does not turn a slow reader into a hang)."""
    for _, rec in Pool(1, timeout, mem_limit, clock=clock).run([(0, task)]):
        return rec
    raise RuntimeError("no result")
