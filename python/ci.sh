#!/usr/bin/env bash
# The Python package's CI: a virtual environment (kept in target/python-venv, beside the
# compiled Rust, so a second run installs nothing), the pinned tools of requirements-ci.txt,
# OpenSpiel and Ray when their prebuilt wheels install (their tests are skipped otherwise), the module built
# with the workspace's release profile into the repository's target/, then pytest.
#   python/ci.sh            (from anywhere; PYTHON=python3.12 python/ci.sh picks the interpreter)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
export CARGO_TARGET_DIR="$root/target"
venv="${YON_PYTHON_VENV:-$root/target/python-venv}"
if [ ! -x "$venv/bin/python" ]; then
    "${PYTHON:-python3}" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
"${pip[@]}" -r python/requirements-ci.txt
"${pip[@]}" --only-binary=:all: open_spiel==2.0.2 ||
    echo "python/ci.sh: open_spiel did not install here; the tests that run OpenSpiel's algorithms are skipped"
"${pip[@]}" --only-binary=:all: ray==2.60.0 ||
    echo "python/ci.sh: ray did not install here; the tests on a local Ray instance are skipped"
VIRTUAL_ENV="$venv" PATH="$venv/bin:$PATH" maturin develop --release --quiet -m python/Cargo.toml
cd python
"$venv/bin/python" -m pytest -q tests
