"""The arena on a Ray cluster: a local head with two worker CPUs is started for these tests and
must play exactly the games a single local process plays.

Skipped only where Ray is not installed and CI is not set: on CI a missing Ray fails (CI
installs `.[test,cluster]`). The head is started with `ray start --head --block` in a session of
its own and stopped by signalling that process (and its process group) only: `ray stop` would
stop every Ray process of this user on the machine, other people's clusters too.
"""
from __future__ import annotations

import json
import math
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from engine.ai.arena import run_arena
from engine.ai.selfplay import generate, read_records
from engine.ai.workers import TaskError, run_tasks

from .test_arena_scale import GAME, outcomes

ROOT = Path(__file__).resolve().parents[2]


def _need_ray() -> None:
    try:
        import ray  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").lower() not in ("", "0", "false"):
            pytest.fail("Ray is not installed but CI is set: CI must install .[test,cluster]")
        pytest.skip("Ray is not installed (pip install '.[cluster]')")


def _env() -> dict[str, str]:
    """This checkout first on the path of the head, its workers and the arena's driver."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env["RAY_USAGE_STATS_ENABLED"] = "0"
    env.pop("RAY_ADDRESS", None)
    return env


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def ray_head() -> Iterator[str]:
    """The address of a fresh local Ray head with 2 CPUs: two tasks run at once."""
    _need_ray()
    port = _free_port()
    tmp = tempfile.mkdtemp(prefix="tcgray", dir="/tmp" if os.name == "posix" else None)  # sockets: short path
    log = Path(tmp) / "head.log"
    t0 = time.monotonic()
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "ray.scripts.scripts", "start", "--head", "--block", "--num-cpus", "2",
             "--port", str(port), "--node-ip-address", "127.0.0.1", "--temp-dir", tmp,
             "--include-dashboard", "false", "--disable-usage-stats",
             "--object-store-memory", str(100 * 1024 * 1024)],  # games pass kilobytes; spare /dev/shm
            stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, env=_env(), start_new_session=True)
    try:
        while "Ray runtime started" not in log.read_text(errors="replace"):
            if proc.poll() is not None or time.monotonic() - t0 > 120:
                pytest.fail(f"ray start --head did not start:\n{log.read_text(errors='replace')[-3000:]}")
            time.sleep(0.25)
        print(f"Ray head up in {time.monotonic() - t0:.1f} s", file=sys.stderr)
        yield f"127.0.0.1:{port}"
    finally:
        proc.send_signal(signal.SIGTERM)  # `ray start --block` stops the processes it started
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # anything of that one session left over
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait()
        shutil.rmtree(tmp, ignore_errors=True)


def _same_games(head: str, tmp_path: Path, a: str, b: str, games: int = 4) -> None:
    on_ray, local = tmp_path / f"{a}-ray.jsonl", tmp_path / f"{a}-local.jsonl"
    cmd = [sys.executable, "-m", "tcgtable", "arena", "--game", GAME, "--a", a, "--b", b, "--games", str(games),
           "--seed", "3", "--ray", head, "--records", str(on_ray), "--json"]
    done = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    res = json.loads(done.stdout)
    assert res["ray"] == head and res["games"] == games
    mine = run_arena(GAME, a, b, games, seed=3, jobs=1, records=local)
    assert outcomes(on_ray) == outcomes(local) and len(outcomes(local)) == games
    for k in ("a_wins", "b_wins", "draws", "a_wins_as_first", "mean_turns", "by_decks"):
        assert res[k] == mine[k]


def _same_selfplay(head: str, tmp_path: Path) -> None:
    """Self-play records made on the cluster hold the games one local process makes."""
    on_ray, local = tmp_path / "sp-ray.jsonl", tmp_path / "sp-local.jsonl"
    cmd = [sys.executable, "-m", "tcgtable", "selfplay", "--game", GAME, "--agent", "random", "--games", "4",
           "--seed", "3", "--ray", head, "--records", str(on_ray)]
    done = subprocess.run(cmd, cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    generate(GAME, "random", 4, 3, local, jobs=1)
    ray_games = sorted(read_records(on_ray)[1], key=lambda g: g["index"])
    assert ray_games == read_records(local)[1] and len(ray_games) == 4


def test_the_arena_on_a_local_two_worker_ray_cluster(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One test, so that pytest-xdist starts one head: the same games as one local process plays
    (random and heuristic agents, from the command line; self-play records too); `auto` finds
    the cluster named by RAY_ADDRESS; a task's error names the task."""
    with ray_head() as head:
        _same_games(head, tmp_path, "random", "random")
        _same_games(head, tmp_path, "heuristic", "random", games=2)  # a heuristic game is 2 s
        _same_selfplay(head, tmp_path)
        monkeypatch.setenv("RAY_ADDRESS", head)
        assert sorted(run_tasks(math.sqrt, [4, 9, 16], ray="auto")) == [2.0, 3.0, 4.0]
        with pytest.raises(TaskError, match="task 1 -1 failed: ValueError: math domain error") as err:
            list(run_tasks(math.sqrt, [4, -1, 9], ray=head))
        assert err.value.index == 1
