"""Random playouts of backgammon to the end, in OpenSpiel and in yon, both driven from Python
the same way, in one run on one machine (issue #38). Not part of CI.

Each library plays whole games from its start position: at a chance node an outcome is drawn
by its probability from `chance_outcomes()` (`random.choices`), elsewhere a legal action is
drawn uniformly from `legal_actions()`; then `apply_action` / `apply`. Printed for each:
games/s, actions/s (throws and moves), moves/s (the players' actions only) and the mean
number of each per game.

The units differ: an OpenSpiel backgammon action moves two checkers (both dice; a double is
two actions), a yon action moves one checker by one die. Games/s is the comparable figure.

    VENV/bin/python benches/openspiel/backgammon.py [--seconds 10] [--seed 1] [--yon-cli PATH]

`--yon-cli target/release/yon` also runs `yon playout games/backgammon.game --games 200
--seed 1` (the engine alone, Rust, no Python) and prints its report.
"""

from __future__ import annotations

import argparse
import platform
import random
import subprocess
import time
from pathlib import Path
from typing import Any, Callable, Tuple

ROOT = Path(__file__).resolve().parents[2]


def playouts(new_game: Callable[[], Any], adapter: "Adapter", seconds: float, rng: random.Random
             ) -> Tuple[int, int, int, float]:
    """Random games for about `seconds`: (games, actions, moves, elapsed seconds)."""
    games = actions = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game()
        while not adapter.is_terminal(state):
            if adapter.is_chance(state):
                outcomes = adapter.chance_outcomes(state)
                outcome = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
                adapter.apply(state, outcome)
            else:
                adapter.apply(state, rng.choice(adapter.legal(state)))
                moves += 1
            actions += 1
        games += 1
    return games, actions, moves, time.perf_counter() - start


class Adapter:
    """The five calls a playout makes, as each library spells them."""

    def __init__(self, is_terminal, is_chance, chance_outcomes, legal, apply) -> None:
        self.is_terminal, self.is_chance, self.chance_outcomes = is_terminal, is_chance, chance_outcomes
        self.legal, self.apply = legal, apply


SPIEL = Adapter(lambda s: s.is_terminal(), lambda s: s.is_chance_node(), lambda s: s.chance_outcomes(),
                lambda s: s.legal_actions(), lambda s, a: s.apply_action(a))
YON = Adapter(lambda s: s.is_terminal(), lambda s: s.is_chance(), lambda s: s.chance_outcomes(),
              lambda s: s.legal_actions(), lambda s, a: s.apply(a))


def report(name: str, games: int, actions: int, moves: int, elapsed: float) -> None:
    print(f"{name:<10} {games:>7,} {games / elapsed:>10,.1f} {actions / elapsed:>12,.0f} "
          f"{moves / elapsed:>12,.0f} {actions / max(games, 1):>10.1f} {moves / max(games, 1):>10.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time each library this long")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--yon-cli", help="the yon binary, to run `yon playout` too")
    args = parser.parse_args()

    import pyspiel

    import yon

    versions = [f"python {platform.python_version()}", f"yon {yon.__version__}"]
    try:
        from importlib.metadata import version
        versions.append(f"open_spiel {version('open_spiel')}")
    except Exception:  # pragma: no cover - a build from source without metadata
        versions.append("open_spiel (version unknown)")
    print(", ".join(versions), "on", platform.machine(), platform.processor() or "")
    print(f"{'library':<10} {'games':>7} {'games/s':>10} {'actions/s':>12} {'moves/s':>12} "
          f"{'actions/g':>10} {'moves/g':>10}")

    spiel_game = pyspiel.load_game("backgammon")
    report("openspiel", *playouts(spiel_game.new_initial_state, SPIEL, args.seconds, random.Random(args.seed)))
    yon_game = yon.load("backgammon")
    report("yon", *playouts(yon_game.new_initial_state, YON, args.seconds, random.Random(args.seed)))

    if args.yon_cli:
        command = [args.yon_cli, "playout", str(ROOT / "games" / "backgammon.game"), "--games", "200", "--seed", "1"]
        print("\n$", " ".join(command[:1] + ["playout", "games/backgammon.game"] + command[3:]))
        print(subprocess.run(command, capture_output=True, text=True, check=True).stdout.rstrip())


if __name__ == "__main__":
    main()
