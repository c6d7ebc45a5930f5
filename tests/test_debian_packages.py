"""scripts/debian_packages.sh, the README quick start's first command, run with stub dpkg-query,
apt-get, id and sudo on PATH: as root it installs what is missing without sudo (a root shell or a
minimal container has none), as a user with sudo through sudo, as a user without sudo it stops and
says what to run as root; nothing missing, or no dpkg, installs nothing."""
from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "debian_packages.sh"
INSTALLED = "python3-venv libgl1 libegl1 libfontconfig1 libdbus-1-3 libxkbcommon-x11-0 libxcb-cursor0 " \
            "libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-xinerama0"

pytestmark = pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")


def _stub(folder: Path, name: str, body: str) -> None:
    p = folder / name
    p.write_text("#!/bin/sh\n" + body, encoding="utf-8")
    p.chmod(0o755)


def _run(tmp_path: Path, uid: int, sudo: bool = True, dpkg: bool = True, installed: str = INSTALLED
         ) -> tuple[int, list[str], str]:
    """Run the script; returns its exit code, the commands the stubs saw (apt-get's arguments,
    prefixed "sudo" when run through sudo) and its stderr."""
    tmp_path = Path(tempfile.mkdtemp(dir=tmp_path))  # a folder per run
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for tool in ("grep", "env", "cat"):  # only these real programs: no sudo sneaks in from /usr/bin
        real = shutil.which(tool)
        assert real is not None
        (bin_ / tool).symlink_to(real)
    log = tmp_path / "log"
    _stub(bin_, "id", '[ "$1" = "-u" ] && echo "$FAKE_UID"\n')
    _stub(bin_, "apt-get", f'echo "${{VIA_SUDO:+sudo }}apt-get $*" >> {log}\n')
    if sudo:
        _stub(bin_, "sudo", 'VIA_SUDO=1 FAKE_UID=0 exec "$@"\n')
    if dpkg:  # "ok installed" for the packages in $FAKE_INSTALLED
        _stub(bin_, "dpkg-query", 'for p in $FAKE_INSTALLED; do [ "$p" = "$3" ] && printf "install ok installed" '
                                  '&& exit 0; done; exit 1\n')
    env = {"PATH": str(bin_), "FAKE_UID": str(uid), "FAKE_INSTALLED": installed, "HOME": str(tmp_path)}
    sh = shutil.which("sh")
    assert sh is not None
    r = subprocess.run([sh, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=30)
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return r.returncode, lines, r.stderr


def test_as_root_it_installs_without_sudo(tmp_path: Path) -> None:
    rc, calls, err = _run(tmp_path, uid=0)
    assert rc == 0, err
    assert calls == ["apt-get update -q", "apt-get install -y -q libxcb-image0 fonts-noto-cjk"]
    assert "installing: libxcb-image0 fonts-noto-cjk" in err


def test_as_root_without_sudo_installed(tmp_path: Path) -> None:
    rc, calls, err = _run(tmp_path, uid=0, sudo=False)
    assert rc == 0, err
    assert calls[-1] == "apt-get install -y -q libxcb-image0 fonts-noto-cjk"


def test_as_a_user_it_goes_through_sudo(tmp_path: Path) -> None:
    rc, calls, err = _run(tmp_path, uid=1000)
    assert rc == 0, err
    assert calls == ["sudo apt-get update -q", "sudo apt-get install -y -q libxcb-image0 fonts-noto-cjk"]


def test_a_user_without_sudo_is_told_what_to_run(tmp_path: Path) -> None:
    rc, calls, err = _run(tmp_path, uid=1000, sudo=False)
    assert rc == 1 and calls == []
    assert "as root" in err and "apt-get install libxcb-image0 fonts-noto-cjk" in err


def test_nothing_missing_or_no_dpkg_installs_nothing(tmp_path: Path) -> None:
    rc, calls, _ = _run(tmp_path, uid=1000, installed=INSTALLED + " libxcb-image0 fonts-noto-cjk")
    assert rc == 0 and calls == []
    rc, calls, err = _run(tmp_path, uid=0, dpkg=False)
    assert rc == 0 and calls == [] and "not a Debian-like system" in err


def test_the_readme_quick_start_runs_the_script_without_sudo() -> None:
    readme = (SCRIPT.parents[1] / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    commands = [ln.strip() for ln in quick.splitlines() if ln.startswith("    ")]
    assert commands and all(not c.startswith("sudo") and " sudo " not in c for c in commands)
    assert any(c.startswith("sh scripts/debian_packages.sh") for c in commands)
