"""OpenSpiel's speed at uniform random playouts, for comparison with yon's playout bench.

Plays random games from the start to the end, one thread, two ways for each game:
- "python": the loop in Python (legal_actions, a random choice, apply_action), for about
  SECONDS; prints games/s, actions/s and the mean number of actions a game;
- "c++": whole games inside OpenSpiel's C++ (evaluate_bots with two uniform random bots),
  as many as the Python loop played, timed the same way; games/s, and actions/s from the
  Python loop's mean length.
Not part of the test suite.

Install (outside the project): python3 -m venv VENV && VENV/bin/pip install open_spiel
Run:  VENV/bin/python benches/peers/openspiel.py [SECONDS]
"""

import random
import sys
import time

import pyspiel

GAMES = [
    ("tic_tac_toe", {}),
    ("othello", {}),
    ("connect_four", {}),
    ("chess", {}),
    # OpenSpiel's checkers is English draughts with captures forced.
    ("checkers", {}),
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


def measure_cpp(name, params, games):
    """`games` random games played inside C++: (games, elapsed seconds)."""
    game = pyspiel.load_game(name, params)
    bots = [pyspiel.make_uniform_random_bot(0, 1), pyspiel.make_uniform_random_bot(1, 2)]
    start = time.perf_counter()
    for seed in range(games):
        pyspiel.evaluate_bots(game.new_initial_state(), bots, seed)
    return games, time.perf_counter() - start


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    rng = random.Random(1)
    print(f"open_spiel, {seconds:.0f} s a game, one thread")
    print(f"{'game':<40} {'loop':<7} {'games/s':>10} {'actions/s':>12} {'mean length':>12}")
    for name, params in GAMES:
        games, actions, elapsed = measure(name, params, seconds, rng)
        label = f"{name} {params}"
        mean = actions / games
        print(f"{label:<40} {'python':<7} {games / elapsed:>10,.0f} {actions / elapsed:>12,.0f} {mean:>12.1f}")
        games, elapsed = measure_cpp(name, params, games)
        print(f"{label:<40} {'c++':<7} {games / elapsed:>10,.0f} {games * mean / elapsed:>12,.0f} {mean:>12.1f}")


if __name__ == "__main__":
    main()
