"""Steps per second of uniformly random play, through yon's Python API and beside OpenSpiel's
(`pyspiel`, when it is installed) on the games both have, in one run on one machine.

    python bench.py [--seconds 1.0] [--batch 256] [GAME ...]

Columns: `yon loop` and `spiel loop` are the same Python loop (list the legal actions, pick
one with numpy, apply it) on each library; `yon batch` steps a `yon.Batch` of games whose
actions Python picks from their legal lists (the shape of a learner's loop); `yon batch rust`
lets the batch draw its random actions itself, the GIL released (the engine's pace).
"""

from __future__ import annotations

import argparse
import time
from typing import Callable, Optional

import numpy as np

import yon

# yon's game, OpenSpiel's name and parameters for the same game.
PAIRS = {
    "tic-tac-toe": ("tic_tac_toe", {}),
    "connect-four": ("connect_four", {}),
    "hex": ("hex", {"board_size": 11}),
    "chess": ("chess", {}),
    "othello": ("othello", {}),
    "go": ("go", {"board_size": 9}),
    "amazons": ("amazons", {}),
    "english-draughts": ("checkers", {}),
    "oware": ("oware", {}),
    "lines-of-action": ("lines_of_action", {}),
    "nine-mens-morris": ("nine_mens_morris", {}),
}
DEFAULT = ["tic-tac-toe", "connect-four", "hex", "chess", "othello", "go"]
CAP = 2000  # actions after which a random game is started again, in both libraries


def timed(seconds: float, run: Callable[[], int]) -> float:
    """Steps per second of `run` (which returns the steps it took), repeated for `seconds`."""
    steps, begun = 0, time.perf_counter()
    while time.perf_counter() - begun < seconds:
        steps += run()
    return steps / (time.perf_counter() - begun)


def loop(new_state: Callable[[], object], rng: np.random.Generator) -> Callable[[], int]:
    """One random game played through a Python API with `legal_actions`/`apply`."""

    def game() -> int:
        state = new_state()
        apply = state.apply if hasattr(state, "apply") else state.apply_action
        steps = 0
        while not state.is_terminal() and steps < CAP:
            actions = state.legal_actions()
            apply(actions[int(rng.integers(len(actions)))])
            steps += 1
        return steps

    return game


def batch_loop(batch: yon.Batch, rng: np.random.Generator) -> Callable[[], int]:
    """One step of every game of a batch, the actions picked in Python from its legal lists."""

    def step() -> int:
        draws = rng.random(len(batch))
        batch.step([legal[int(r * len(legal))] for legal, r in zip(batch.legal_actions(), draws)])
        return len(batch)

    return step


def spiel_game(name: str):
    try:
        import pyspiel
    except ImportError:
        return None
    spiel_name, parameters = PAIRS[name]
    return pyspiel.load_game(spiel_name, parameters)


def main(argv: Optional[list] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=DEFAULT, help=f"games of: {', '.join(PAIRS)}")
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--batch", type=int, default=256, help="games in a batch")
    args = parser.parse_args(argv)
    rng = np.random.default_rng(0)
    print(f"{'game':18} {'yon loop':>12} {'spiel loop':>12} {'yon batch':>12} {'yon batch rust':>15}   steps/s")
    for name in args.games:
        game = yon.load(name)
        yon_loop = timed(args.seconds, loop(game.new_initial_state, rng))
        spiel = spiel_game(name)
        spiel_loop = timed(args.seconds, loop(spiel.new_initial_state, rng)) if spiel else None
        batch = yon.Batch(game, args.batch, seed=1, cap=CAP)
        yon_batch = timed(args.seconds, batch_loop(batch, rng))
        rust = yon.Batch(game, args.batch, seed=2, cap=CAP)
        yon_rust = timed(args.seconds, lambda: rust.step_random(100)[0])
        spiel_text = f"{spiel_loop:12,.0f}" if spiel_loop else f"{'—':>12}"
        print(f"{name:18} {yon_loop:12,.0f} {spiel_text} {yon_batch:12,.0f} {yon_rust:15,.0f}")
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print("(OpenSpiel is not installed: `pip install open_spiel` to compare)")


if __name__ == "__main__":
    main()
