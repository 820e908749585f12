"""OpenSpiel's speed at uniform random playouts, for comparison with yon's playout bench.

Plays random games from the start to the end, one thread, for about SECONDS per game, and
prints games/s, actions/s and the mean number of actions a game. Not part of the test suite.

Install (outside the project): python3 -m venv VENV && VENV/bin/pip install open_spiel
Run:  VENV/bin/python benches/peers/openspiel.py [SECONDS]
"""

import random
import sys
import time

import pyspiel

GAMES = [
    ("hex", {"board_size": 11}),
    # OpenSpiel's go stops a game at max_game_length (162 = 2×81 by default) actions.
    ("go", {"board_size": 9, "komi": 7.0}),
]


def measure(name, params, seconds, rng):
    """Random playouts of one game for about `seconds`: (games, actions, elapsed seconds)."""
    game = pyspiel.load_game(name, params)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - start


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    rng = random.Random(1)
    print(f"open_spiel, {seconds:.0f} s a game, one thread")
    print(f"{'game':<40} {'games/s':>10} {'actions/s':>12} {'mean length':>12}")
    for name, params in GAMES:
        games, actions, elapsed = measure(name, params, seconds, rng)
        label = f"{name} {params}"
        print(f"{label:<40} {games / elapsed:>10,.0f} {actions / elapsed:>12,.0f} {actions / games:>12.1f}")


if __name__ == "__main__":
    main()
