#!/bin/sh
# The Debian/Ubuntu packages TCG Table needs beyond Python: venv (Debian's Python refuses a plain
# `pip install`), what a Qt window needs (GL, EGL, fontconfig, D-Bus, the xcb plugins' libraries)
# and a font with Japanese glyphs. Installs only what is missing: as root directly, else with sudo
# (a user without sudo is told what to run as root).
# On a system without dpkg (not Debian-like) it does nothing.
set -e
PACKAGES="python3-venv libgl1 libegl1 libfontconfig1 libdbus-1-3 libxkbcommon-x11-0 libxcb-cursor0
libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-randr0 libxcb-render-util0 libxcb-xinerama0
libxcb-image0 fonts-noto-cjk"
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "debian_packages.sh: not a Debian-like system; install Qt's libraries and a CJK font yourself" >&2
    exit 0
fi
missing=""
for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    sudo=""  # root (a root shell, a container): no sudo needed, and a minimal system has none
elif command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
else
    echo "debian_packages.sh: these packages are missing:$missing" >&2
    echo "run this script as root (su -c 'sh scripts/debian_packages.sh'), or install them as root:" >&2
    echo "  apt-get install$missing" >&2
    exit 1
fi
echo "installing:$missing" >&2
$sudo apt-get update -q
# shellcheck disable=SC2086 # one word per package
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
