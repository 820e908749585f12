"""The type stubs (`yon/_yon.pyi`) agree with the module, as mypy's stubtest reads both."""

import subprocess
import sys

import pytest


def test_the_stubs_match_the_module():
    pytest.importorskip("mypy")
    run = subprocess.run([sys.executable, "-m", "mypy.stubtest", "yon._yon"], capture_output=True, text=True)
    # Whether a class can be a base is a newer check than the stubs' `@final`; `__all__` is Python's.
    errors = [line for line in run.stdout.splitlines()
              if line.startswith("error") and "disjoint base" not in line and "__all__" not in line]
    assert not errors, run.stdout
