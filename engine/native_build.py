"""Make, check and remove the optional compiled build of the engine (engine/compiled.py).

    python -m engine.native_build build     # compile engine.compiled.MODULES with mypyc, in place
    python -m engine.native_build status    # which build the engine uses, and why
    python -m engine.native_build clean     # remove the build: the engine is pure Python again

TCGTABLE_NATIVE_OPT=0|1|2|3 sets the C compiler's optimisation level (default 3, the build users
make): CI builds at 0 to test the compiled engine in less build time (docs/engine-speed.md,
"Cost"); the generated code and its behaviour are the same, only slower.

Building needs mypyc (pip install -e ".[compiled]") and a C compiler; without them the engine is
pure Python and nothing else changes.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from .compiled import GROUP, MODULES, PURE_ENV, ROOT, STAMP, USED, WHY, built_files, source, sources_digest

OPT_ENV = "TCGTABLE_NATIVE_OPT"


def _in_pure_python(cmd: str) -> int:
    """Run `cmd` again in a process that loaded no part of the build: files in use cannot be
    replaced or removed everywhere (Windows)."""
    return subprocess.call([sys.executable, "-m", "engine.native_build", cmd], env={**os.environ, PURE_ENV: "1"})


def build() -> int:
    """Compile MODULES in place with mypyc and write the stamp; the old build is removed first."""
    if USED:
        return _in_pure_python("build")
    try:
        from mypy.version import __version__ as mypyc_version
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError:
        print("the compiled build needs mypyc: pip install -e \".[compiled]\"", file=sys.stderr)
        return 2
    opt = os.environ.get(OPT_ENV, "3")
    if opt not in ("0", "1", "2", "3"):
        print(f"{OPT_ENV} must be 0, 1, 2 or 3, not {opt!r}", file=sys.stderr)
        return 2
    clean(quiet=True)
    digest = sources_digest()
    with tempfile.TemporaryDirectory(prefix="tcgtable-build-") as tmp:
        cwd = Path.cwd()
        os.chdir(ROOT)
        try:
            paths = [str(source(m).relative_to(ROOT)) for m in MODULES]
            # errors in modules the build only imports are not its concern: they stay Python
            # one C file per module, compiled on every core
            exts = mypycify(["--follow-imports=silent", f"--cache-dir={Path(tmp, 'mypy')}", *paths], opt_level=opt,
                            group_name=GROUP, target_dir=tmp, multi_file=True)
            for e in exts:  # mypyc writes a dotted group's header into the package's folder
                e.include_dirs.append(str(Path(tmp, *GROUP.split(".")[:-1])))
            setup(name="tcgtable-engine-native", ext_modules=exts, cmdclass={"build_ext": _parallel_build_ext()},
                  script_args=["-q", "build_ext", "--inplace", "--parallel", str(os.cpu_count() or 1),
                               "--build-temp", str(Path(tmp) / "temp")])
        except (SystemExit, Exception) as e:  # no compiler, a type error: stay pure Python
            clean(quiet=True)
            print(f"the compiled build failed, the engine stays pure Python: {e}", file=sys.stderr)
            return 1
        finally:
            os.chdir(cwd)
    stamp = {"digest": digest, "mypyc": mypyc_version, "opt_level": int(opt), "modules": list(MODULES)}
    STAMP.write_text(json.dumps(stamp, indent=1) + "\n", encoding="utf-8")
    print(f"compiled {len(MODULES)} modules; the engine uses them from now on")
    return 0


def _parallel_build_ext() -> type:
    """setuptools' build_ext, compiling one extension's C files on every core: `--parallel` runs
    extensions side by side, and mypyc's group is one extension of one C file per module."""
    from concurrent.futures import ThreadPoolExecutor

    from setuptools.command.build_ext import build_ext

    class ParallelBuildExt(build_ext):  # type: ignore[misc]
        def build_extension(self, ext: Any) -> None:
            one = self.compiler.compile
            jobs = os.cpu_count() or 1

            def every(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
                if jobs < 2 or len(sources) < 2:
                    return list(one(sources, *args, **kwargs))
                with ThreadPoolExecutor(jobs) as pool:  # each job runs the compiler as a process
                    parts = list(pool.map(lambda src: one([src], *args, **kwargs), sources))
                return [obj for part in parts for obj in part]

            self.compiler.compile = every
            try:
                super().build_extension(ext)
            finally:
                self.compiler.compile = one

    return ParallelBuildExt


def clean(quiet: bool = False) -> int:
    if USED:
        return _in_pure_python("clean")
    files = built_files()
    for f in files:
        f.unlink()
    if STAMP.exists():
        STAMP.unlink()
    if not quiet:
        print(f"removed {len(files)} compiled files; the engine is pure Python")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    cmd = args[0] if args else "status"
    if cmd == "build":
        return build()
    if cmd == "clean":
        return clean()
    if cmd == "status":
        print(("compiled" if USED else "pure Python") + f": {WHY}")
        return 0
    print("usage: python -m engine.native_build build|status|clean", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
