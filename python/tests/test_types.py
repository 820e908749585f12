"""The package's Python type-checks against its own stubs (mypy)."""

import subprocess
import sys
from pathlib import Path

import pytest


def test_the_package_type_checks():
    pytest.importorskip("mypy")
    package = Path(__file__).resolve().parents[1] / "python" / "yon"
    run = subprocess.run([sys.executable, "-m", "mypy", "--ignore-missing-imports", str(package)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
