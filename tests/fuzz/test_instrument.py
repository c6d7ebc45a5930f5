"""The measuring instrument itself: the sandbox and the judging of outcomes classify correctly."""
from __future__ import annotations

import ctypes
import sys
import time
from pathlib import Path
from typing import Any

from .sandbox import GiB, Send, run_one
from .targets import run_cli, run_func

P = Path("/tmp/some dir/input-7.yaml")


def _task(body: Any) -> Any:
    def task(send: Send, arm: Any) -> None:
        arm()
        send({"event": "result", **body()})
    return task


def _spin() -> dict[str, Any]:
    while True:
        pass


def test_hang_is_killed_and_located() -> None:
    t0 = time.monotonic()
    rec = run_one(_task(lambda: time.sleep(60) or {}), timeout=1.0, clock="wall")
    assert rec["outcome"] == "hang" and time.monotonic() - t0 < 10
    assert "test_instrument" in rec.get("trace", "")
    rec = run_one(_task(_spin), timeout=1.0, clock="cpu")  # 1 s of CPU, however busy the machine is
    assert rec["outcome"] == "hang" and rec["cpu"] >= 1.0 and "_spin" in rec.get("trace", "")


def test_memory_error_and_killed_worker() -> None:
    rec = run_one(_task(lambda: run_func(lambda: bytearray(4 * GiB), P, (ValueError,))), mem_limit=2 * GiB)
    assert rec["outcome"] == "memory" and rec["exc"] == "MemoryError"
    rec = run_one(_task(lambda: {"x": ctypes.string_at(0)}))  # a crash in C code: the worker dies of SIGSEGV
    assert rec["outcome"] == "memory" and "SIGSEGV" in rec["detail"]


def test_reader_exceptions() -> None:
    def raise_(e: BaseException) -> Any:
        raise e
    assert run_func(lambda: None, P, (ValueError,))["outcome"] == "accepted"
    assert run_func(lambda: raise_(ValueError(f"{P}: bad")), P, (ValueError,))["outcome"] == "clear"
    assert run_func(lambda: raise_(ValueError("input-7.yaml: bad")), P, (ValueError,))["outcome"] == "clear"
    assert run_func(lambda: raise_(ValueError("bad")), P, (ValueError,))["outcome"] == "unclear"
    rec = run_func(lambda: raise_(KeyError("k")), P, (ValueError,))
    assert rec["outcome"] == "traceback" and rec["exc"] == "KeyError" and "test_instrument" in rec["origin"]


def _cli_with(monkeypatch: Any, fake: Any, accept: frozenset[int] = frozenset({0})) -> dict[str, Any]:
    import tcgtable.cli
    monkeypatch.setattr(tcgtable.cli, "main", fake)
    return run_cli(["x"], P, accept)


def test_cli_exit_codes_and_messages(monkeypatch: Any) -> None:
    def rc(code: int, err: str = "", tb: bool = False) -> Any:
        def main(argv: list[str]) -> int:
            if err:
                print(err, file=sys.stderr)
            if tb:
                print("Traceback (most recent call last):\n  ...\nKeyError: 'x'", file=sys.stderr)
            return code
        return main
    assert _cli_with(monkeypatch, rc(0))["outcome"] == "accepted"
    assert _cli_with(monkeypatch, rc(1), frozenset({0, 1}))["outcome"] == "accepted"
    assert _cli_with(monkeypatch, rc(2, f"error: {P}: line 3: bad"))["outcome"] == "clear"
    assert _cli_with(monkeypatch, rc(2, "error: bad"))["outcome"] == "unclear"
    assert _cli_with(monkeypatch, rc(2, f"{P}: no error prefix"))["outcome"] == "unclear"
    assert _cli_with(monkeypatch, rc(3, f"error: {P}: bad"))["outcome"] == "unclear"
    assert _cli_with(monkeypatch, rc(2, f"error: {P}: bad", tb=True))["outcome"] == "traceback"

    def boom(argv: list[str]) -> int:
        raise RecursionError("deep")
    rec = _cli_with(monkeypatch, boom)
    assert rec["outcome"] == "traceback" and rec["exc"] == "RecursionError"


def test_long_messages_are_unclear(monkeypatch: Any) -> None:
    """Errors quote values as short excerpts: a message over MAX_MESSAGE characters is unclear."""
    def raise_(e: BaseException) -> Any:
        raise e
    long = f"{P}: bad value " + "x" * 600
    rec = run_func(lambda: raise_(ValueError(long)), P, (ValueError,))
    assert rec["outcome"] == "unclear" and "characters" in rec["detail"]

    def main(argv: list[str]) -> int:
        print(f"error: {long}", file=sys.stderr)
        return 2
    assert _cli_with(monkeypatch, main)["outcome"] == "unclear"


def test_fail_lines_of_a_check_command(monkeypatch: Any) -> None:
    """`cardset check`: a FAIL line on stdout naming the file, with exit 1, is clear."""
    import tcgtable.cli

    def check(line: str) -> Any:
        def main(argv: list[str]) -> int:
            print(line)
            return 1
        return main
    for line, outcome in ((f"FAIL {P}: member x: damaged", "clear"), ("FAIL member x: damaged", "unclear"),
                          (f"FAIL {P}: " + "y" * 600, "unclear")):
        monkeypatch.setattr(tcgtable.cli, "main", check(line))
        assert run_cli(["x"], P, frozenset({0}), fail_rc=1)["outcome"] == outcome, line
