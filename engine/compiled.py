"""Which build of the engine runs: the optional compiled one or pure Python (docs/engine-speed.md,
"The compiled build"; engine/native_build.py makes and removes it).

The build compiles the same source: nothing in these modules is written for the compiler alone.
The engine uses it whenever it is there and its stamp matches the sources it was built from; if a
source changed since, the Python version differs, or TCGTABLE_PURE=1 is set, every one of these
modules is loaded from its Python source instead (all or none: compiled modules call each other
directly, so a mix of an old build and new sources would run old code). Without a build, or
without a compiler, the engine is the pure-Python engine it always was.

This module must stay pure Python (it decides which build loads) and import nothing of the engine.
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path
from types import ModuleType

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT = PACKAGE_DIR.parent
STAMP = PACKAGE_DIR / "compiled-build.json"
GROUP = "engine.native"  # the shared library every compiled module's shim loads: engine/native__mypyc*.so
PURE_ENV = "TCGTABLE_PURE"

# The hot paths of all four games (profiles in docs/engine-speed.md): the run loop, state,
# characteristics, the interpreter's shared parts, and each game's flow, abilities and options.
MODULES: tuple[str, ...] = (
    "engine.actions", "engine.amounts", "engine.autotrigger", "engine.cards", "engine.characteristics",
    "engine.conditions", "engine.events", "engine.faces", "engine.interp", "engine.knowledge",
    "engine.lasting", "engine.layers", "engine.losses", "engine.processor", "engine.results", "engine.rng",
    "engine.selectors", "engine.shared_effects", "engine.stack", "engine.state", "engine.turnlog",
    "engine.games.victory_spark.abilities", "engine.games.victory_spark.ability_table",
    "engine.games.victory_spark.attacks", "engine.games.victory_spark.core", "engine.games.victory_spark.costs",
    "engine.games.victory_spark.flow", "engine.games.victory_spark.replacements",
    "engine.games.victory_spark.zones",
    "engine.games.vividz.abilities", "engine.games.vividz.ability_table", "engine.games.vividz.attacks",
    "engine.games.vividz.core", "engine.games.vividz.costs", "engine.games.vividz.effects",
    "engine.games.vividz.flow", "engine.games.vividz.mission_counts", "engine.games.vividz.missions",
    "engine.games.vividz.playing", "engine.games.vividz.zones",
    "engine.games.grid.abilities", "engine.games.grid.combat", "engine.games.grid.combat_state",
    "engine.games.grid.core", "engine.games.grid.flow", "engine.games.grid.geometry",
    "engine.games.grid.placement", "engine.games.grid.zones",
    "engine.games.phantom_magic_vision.abilities", "engine.games.phantom_magic_vision.combat",
    "engine.games.phantom_magic_vision.core", "engine.games.phantom_magic_vision.effects",
    "engine.games.phantom_magic_vision.flow", "engine.games.phantom_magic_vision.keywords",
    "engine.games.phantom_magic_vision.leader", "engine.games.phantom_magic_vision.play",
    "engine.games.phantom_magic_vision.setlimits", "engine.games.phantom_magic_vision.zones",
    # the search's own hot paths: resampling, the games' views and evaluations, the tree and rollouts
    "engine.resampling",
    "engine.games.victory_spark.view", "engine.games.victory_spark.evaluate",
    "engine.games.vividz.view", "engine.games.vividz.evaluate",
    "engine.games.grid.view", "engine.games.grid.evaluate",
    "engine.games.phantom_magic_vision.view", "engine.games.phantom_magic_vision.evaluate",
    # (the search tree itself, engine.ai.ismcts, stays Python: tests and the oracle benchmark
    # replace its methods and functions, which compiled callers would not see)
    "engine.ai.policy", "engine.ai.leaf",
)


def source(module: str) -> Path:
    return ROOT.joinpath(*module.split(".")).with_suffix(".py")


def sources_digest() -> str:
    """What a build is valid for: the sources it compiled and the interpreter it was built for."""
    h = hashlib.sha256(sys.implementation.cache_tag.encode())
    for m in MODULES:
        h.update(m.encode() + b"\0" + source(m).read_bytes() + b"\0")
    return h.hexdigest()


def built_files() -> list[Path]:
    """Every compiled extension module under engine/ (the engine has no others): a module
    dropped from MODULES must not leave its old build behind."""
    return sorted({f for suffix in importlib.machinery.EXTENSION_SUFFIXES for f in PACKAGE_DIR.rglob(f"*{suffix}")})


def state() -> tuple[bool, str]:
    """(whether the compiled build is used, why), worked out from the stamp and the sources."""
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        return False, f"{PURE_ENV} is set"
    if not STAMP.exists():
        return False, "no compiled build (python -m engine.native_build build makes one)"
    try:
        stamp = json.loads(STAMP.read_text(encoding="utf-8"))
        want = stamp["digest"]
    except (OSError, ValueError, KeyError, TypeError):
        return False, f"{STAMP.name} is unreadable: rebuild or clean"
    try:
        now = sources_digest()
    except OSError:  # sources not shipped (a frozen app): nothing to check a build against
        return False, "the engine's sources are not readable here"
    if want != now:
        return False, "the sources or the Python version changed since the build: rebuild or clean"
    return True, f"compiled with mypyc {stamp.get('mypyc', '?')}, {len(MODULES)} modules"


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Loads the listed modules from their Python sources even where a compiled build lies beside them."""

    tcgtable_source_first = True

    def find_spec(self, name: str, path: object = None, target: ModuleType | None = None
                  ) -> importlib.machinery.ModuleSpec | None:
        if name not in _LISTED or not source(name).exists():  # no source (a frozen app): what is there
            return None
        return importlib.util.spec_from_file_location(name, source(name))


_LISTED = frozenset(MODULES)
USED, WHY = state()
if not USED and built_files() and not any(getattr(f, "tcgtable_source_first", False) for f in sys.meta_path):
    sys.meta_path.insert(0, _SourceFirst())  # a build is there but must not run: keep it from loading


def is_compiled() -> bool:
    """Whether the engine runs the compiled build (checked by the equivalence test)."""
    import engine.state as st

    return not str(getattr(st, "__file__", "")).endswith(".py")
