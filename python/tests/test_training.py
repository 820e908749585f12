"""A tiny training run: a linear policy learnt by REINFORCE beats its untrained self against
a random player (examples/train.py), in a second or so."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

from train import train  # noqa: E402


def test_a_linear_policy_learns_tic_tac_toe_against_a_random_player():
    before, after = train("tic-tac-toe", episodes=1500, seed=0)
    assert after > before + 0.1, (before, after)
    assert after >= 0.85, (before, after)
