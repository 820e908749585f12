"""Chance in the environments: a throw is never an agent's to choose; the environment draws
each outcome by its probability from its own seeded generator, so a seeded episode replays."""

import numpy as np

from . import _yon


def throw(state: _yon.State, rng: np.random.Generator) -> None:
    """Plays chance's outcomes (throws of the dice, a random setup's draws), each drawn by its
    probability, until a player is to act or the game is over."""
    while state.is_chance():
        outcomes = state.chance_outcomes()
        odds = np.array([p for _, p in outcomes], dtype=np.float64)
        pick = rng.choice(len(outcomes), p=odds / odds.sum())
        state.apply(outcomes[int(pick)][0])
