"""The readers and commands under test, and how one run is judged.

Outcomes: accepted (read it), clear (the documented error: the reader's exception type, or the
command's error exit code with an `error:` line naming the file), traceback (any other exception,
or a traceback in the output), hang and memory (set by the sandbox), unclear (the documented error
type or code, but the message does not name the file or is longer than MAX_MESSAGE characters; or an
undocumented exit code), wrong (the reader accepted what it must refuse: a replay whose claims differ
from its seed's verified as ok; a position played on from a save that does not load once saved),
skipped (the input is not JSON, so a reader of parsed data cannot be given it), harness (the
instrument failed).
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .seeds import ROOT, Corpus, Seed

OUTCOMES = ("accepted", "clear", "traceback", "hang", "memory", "unclear", "wrong", "skipped", "harness")
BAD = ("traceback", "hang", "memory", "unclear", "wrong", "harness")
MAX_MESSAGE = 500  # characters, not counting the file's path: an error quotes values as short excerpts
_FUZZ_DIR = str(ROOT / "tests" / "fuzz")
_TB = "Traceback (most recent call last)"


class Capture(io.TextIOBase):
    """A stdout/stderr stand-in: keeps the first `limit` characters, notices printed tracebacks."""

    def __init__(self, limit: int = 1 << 20) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.limit = limit
        self.traceback = ""

    def write(self, s: str) -> int:
        if _TB in s and not self.traceback:
            self.traceback = s
        if self.size < self.limit:
            self.parts.append(s[:self.limit - self.size])
            self.size += len(self.parts[-1])
        return len(s)

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return "utf-8"

    def text(self) -> str:
        return "".join(self.parts)


def _short_path(path: str) -> str:
    for marker in ("site-packages/", "/lib/python3."):
        if marker in path:
            tail = path.split(marker, 1)[1]
            return tail.split("/", 1)[1] if marker.startswith("/lib") and "/" in tail else tail
    return path


def project_frame(frames: list[tuple[str, int, str]], any_file: bool = False) -> str:
    """'file:line function' of the innermost frame (frames innermost first) in the project's code
    (not this harness, not libraries); with any_file, of the innermost frame wherever it is."""
    for path, line, func in frames:
        ours = path.startswith(str(ROOT) + os.sep) and not path.startswith(_FUZZ_DIR) and "site-packages" not in path
        if ours:
            return f"{os.path.relpath(path, ROOT)}:{line} {func}"
        if any_file:
            return f"{_short_path(path)}:{line} {func}"
    return ""


def exc_record(e: BaseException, outcome: str) -> dict[str, Any]:
    frames = [(f.filename, f.lineno or 0, f.name) for f in reversed(traceback.extract_tb(e.__traceback__))]
    name = type(e).__qualname__ if type(e).__module__ == "builtins" else f"{type(e).__module__}.{type(e).__qualname__}"
    msg = " ".join(str(e).split())
    return {"outcome": outcome, "exc": name, "detail": f"{name}: {msg}"[:400],
            "where": project_frame(frames), "origin": project_frame(frames[:1], any_file=True),
            "trace": "".join(traceback.format_exception(e, limit=-40))[-6000:]}


def names_file(path: Path, text: str) -> bool:
    return str(path) in text or path.name in text


def too_long(message: str, path: Path) -> str:
    """The detail of an unclear message that is too long: its length, then its start."""
    return f"a message of {length(message, path)} characters (over {MAX_MESSAGE} besides the file's path): " \
        f"{' '.join(message.split())[:200]}"


def length(message: str, path: Path) -> int:
    """A message's length, the input's path (a scratch folder's, long or short by chance) not counted."""
    return len(message.replace(str(path), "").replace(path.name, ""))


def run_func(call: Callable[[], Any], path: Path, expected: tuple[type[BaseException], ...]) -> dict[str, Any]:
    """A reader function: success, or an `expected` exception whose message names the file."""
    try:
        with contextlib.redirect_stdout(Capture()), contextlib.redirect_stderr(Capture()):
            call()
    except MemoryError as e:
        return exc_record(e, "memory")
    except expected as e:
        text = str(e)
        short = length(text, path) <= MAX_MESSAGE
        rec = exc_record(e, "clear" if names_file(path, text) and short else "unclear")
        if rec["outcome"] == "clear":
            return {"outcome": "clear", "detail": rec["detail"]}
        if not short:
            rec["detail"] = too_long(f"{rec['exc']}: {text}", path)
        return rec
    except BaseException as e:
        return exc_record(e, "traceback")
    return {"outcome": "accepted"}


def run_cli(argv: list[str], path: Path, accept: frozenset[int], fail_rc: int | None = None) -> dict[str, Any]:
    """`tcgtable ARGV` in-process: an exit code in `accept` (with no traceback printed) is accepted;
    2 with an `error:` line naming the file is clear; anything else is not. `fail_rc`: the command
    reports a file that fails its check as a `FAIL <message>` line on stdout with this exit code
    (`cardset check`), which is clear when the line names the file. An error line (or FAIL line)
    longer than MAX_MESSAGE characters is unclear whatever the exit code."""
    from tcgtable.cli import main
    out, err = Capture(), Capture()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc: Any = main(argv)
    except SystemExit as e:  # argparse; the commands themselves return their code
        rc = e.code if isinstance(e.code, int) else 2
    except MemoryError as e:
        return exc_record(e, "memory")
    except BaseException as e:
        return exc_record(e, "traceback")
    printed = out.traceback or err.traceback
    if printed:
        last = [ln for ln in printed.splitlines() if ln.strip()][-1:]
        return {"outcome": "traceback", "rc": rc, "exc": "printed traceback", "detail": " ".join(last)[:400]}
    errors = [ln for ln in err.text().splitlines() if ln.startswith("error:")]
    fails = [ln for ln in out.text().splitlines() if ln.startswith("FAIL ")] if fail_rc is not None else []
    long = next((ln for ln in errors + fails if length(ln, path) > MAX_MESSAGE), None)
    if long is not None:
        return {"outcome": "unclear", "rc": rc, "exc": f"exit {rc}", "detail": too_long(long, path)}
    if rc in accept:
        return {"outcome": "accepted", "rc": rc}
    if rc == 2 and any(names_file(path, ln) for ln in errors):
        return {"outcome": "clear", "rc": rc, "detail": next(ln for ln in errors if names_file(path, ln))[:400]}
    if fail_rc is not None and rc == fail_rc and any(names_file(path, ln) for ln in fails):
        return {"outcome": "clear", "rc": rc, "detail": next(ln for ln in fails if names_file(path, ln))[:400]}
    if fail_rc is not None and rc == fail_rc:
        errors = fails or errors
    last = (errors or err.text().strip().splitlines() or [f"(nothing on stderr; stdout ends {out.text()[-200:]!r})"])
    why = "does not name the file" if rc in (2, fail_rc) else f"exit code {rc} is not documented for this command"
    return {"outcome": "unclear", "rc": rc, "exc": f"exit {rc}", "detail": f"{why}: {last[0]}"[:400]}


# -- the targets --------------------------------------------------------------------------------

Runner = Callable[[Path, Seed, Corpus, Path], dict[str, Any]]


@dataclass(frozen=True)
class Target:
    name: str
    fmt: str
    run: Runner
    families: frozenset[str] | None = None  # mutator families that make sense for it (None: all)


def fresh_db(c: Corpus, scratch: Path) -> str:
    dest = scratch / "db.sqlite"
    shutil.copyfile(c.template_db, dest)
    return str(dest)


def _cards_import(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["cards", "import", str(p), "--db", fresh_db(c, d)], p, frozenset({0}))


def _load_cardset(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    from engine.cardset import load_cardset
    from engine.errors import FormatError
    return run_func(lambda: load_cardset(p), p, (FormatError,))


def _deck_validate(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["deck", "validate", "--game", s.game, str(p)], p, frozenset({0, 1}))


def _deck_import(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    # --replace: a fresh database already holds the preconstructed decks the seeds are copies of
    argv = ["deck", "import", str(p), "--db", fresh_db(c, d), "--game", s.game, "--replace"]
    return run_cli(argv, p, frozenset({0, 1}))  # 1: stored with a warning (a name of several printings)


def _simulate(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    argv = ["simulate", "--game", s.game, "--games", "1", "--decks", f"{p},{c.good_decks[s.game]}"]
    return run_cli(argv, p, frozenset({0, 1}))  # 1: a game ended in an engine error (reported per game)


def _collection_import(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["collection", "import", str(p), "--db", fresh_db(c, d)], p, frozenset({0, 1}))


def _replay_verify(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["replay", "verify", str(p)], p, frozenset({0, 1}))  # 1: diverged


def _replay_show(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["replay", "show", str(p)], p, frozenset({0, 1}))  # 1: diverged (as verify)


def _scenario_run(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    return run_cli(["scenario", "run", str(p)], p, frozenset({0, 1}))  # 1: a scenario failed


def _autosave_read(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    from desktop.table import autosave
    from engine.errors import EngineError
    return run_func(lambda: autosave.read(p), p, (EngineError, ValueError))


def _savegame_load(p: Path, s: Seed, c: Corpus, d: Path) -> dict[str, Any]:
    """engine.savegame.load takes parsed data: the file is parsed here, by json.loads."""
    from engine import savegame
    from engine.errors import FormatError
    try:
        data = json.loads(p.read_bytes())
    except (ValueError, RecursionError) as e:
        return {"outcome": "skipped", "detail": f"not JSON that json.loads reads ({type(e).__name__})"}
    if isinstance(data, dict) and "save" in data:  # an autosave file holds the engine's save
        data = data["save"]
    return run_func(lambda: savegame.load(data, str(p)), p, (FormatError,))


TARGETS: dict[str, Target] = {t.name: t for t in [
    Target("cards-import", "cardset", _cards_import),
    Target("load_cardset", "cardset", _load_cardset),
    Target("deck-validate", "deck", _deck_validate),
    Target("deck-import", "deck", _deck_import),
    Target("simulate", "deck", _simulate),
    Target("collection-import", "collection", _collection_import),
    Target("replay-verify", "replay", _replay_verify),
    Target("replay-show", "replay", _replay_show),
    Target("scenario-run", "scenario", _scenario_run),
    Target("autosave.read", "save", _autosave_read),
    Target("savegame.load", "save", _savegame_load, frozenset({"structure", "json", "save"})),
]}


def targets_of(fmt: str) -> list[Target]:
    return [t for t in TARGETS.values() if t.fmt == fmt]


from . import targets_extra  # noqa: E402,F401 - registers the package, database, play and claim targets
