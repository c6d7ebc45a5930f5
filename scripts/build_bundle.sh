#!/usr/bin/env bash
# Build the one-folder bundle with PyInstaller (build.spec) and run its self-check:
# the bundled `tcgtable --self-check` opens a fresh database in a temporary user data directory,
# loads every card set, renders a card face and must exit 0.
#   scripts/build_bundle.sh            -> dist/tcgtable/tcgtable
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install -q "pyinstaller>=6.0"
python3 -m PyInstaller --noconfirm --clean --log-level WARN build.spec
bundle="dist/tcgtable/tcgtable"
test -x "$bundle"
check_home="$(mktemp -d)"
trap 'rm -rf "$check_home"' EXIT
# a fresh user data directory: the bundle must create, migrate and seed its database there
env -u TCGTABLE_DB HOME="$check_home" XDG_DATA_HOME="$check_home/data" QT_QPA_PLATFORM=offscreen \
    "$bundle" --self-check
test -f "$check_home/data/tcgtable/tcgtable.sqlite3"
echo "bundle OK: $bundle ($(du -sh dist/tcgtable | cut -f1))"
