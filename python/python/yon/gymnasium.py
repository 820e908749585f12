"""A Gymnasium single-agent wrapper: the learner plays one player of a yon game, the others
are played by a random opponent, a yon agent (``"mcts:iterations=200"``) or a function of the
state. Observations are the planes × cells float32 array; the legal mask is in
``info["action_mask"]`` and ``action_masks()`` (as maskable learners read it).

An illegal action ends the episode with ``illegal_reward`` (the space is fixed, so a learner
can pick one); rewards are otherwise 1 for a win, -1 for a loss, 0 for a draw, at the end.
In a game of chance the environment throws the dice (and draws a random setup) itself, by
the odds, from the generator ``reset(seed=…)`` seeds: the learner only chooses its moves.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence, Tuple, Union

import gymnasium
import numpy as np
from gymnasium import spaces

from . import _yon
from ._chance import throw
from ._spaces import box

Opponent = Union[str, Callable[[_yon.State], int]]


class YonGymEnv(gymnasium.Env):
    """One player of a yon game against fixed opponents."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, game: Union[str, _yon.Game] = "tic-tac-toe", options: Optional[Sequence[str]] = None,
                 player: int = 0, opponent: Opponent = "random", max_actions: Optional[int] = None,
                 illegal_reward: float = -1.0, render_mode: Optional[str] = None) -> None:
        self.game = game if isinstance(game, _yon.Game) else _yon.load(game, list(options or []))
        self.player = player
        self.opponent = opponent
        self.max_actions = max_actions
        self.illegal_reward = illegal_reward
        self.render_mode = render_mode
        self.observation_space = box(self.game)
        self.action_space = spaces.Discrete(self.game.num_actions)
        self.state: Optional[_yon.State] = None
        self._agent: Optional[_yon.Agent] = None

    def _choose(self) -> int:
        assert self.state is not None
        if callable(self.opponent):
            return int(self.opponent(self.state))
        if self.opponent == "random":
            return int(self.np_random.choice(self.state.legal_actions()))
        assert self._agent is not None
        return self._agent.choose(self.state)

    def _others(self) -> None:
        """Plays chance and the opponents until the learner is to act or the game is over."""
        assert self.state is not None
        throw(self.state, self.np_random)
        while not self.state.is_terminal() and self.state.to_move != self.player and not self._cut():
            self.state.apply(self._choose())
            throw(self.state, self.np_random)

    def _cut(self) -> bool:
        return self.max_actions is not None and self.state is not None and self.state.ply >= self.max_actions

    def _info(self) -> Dict[str, Any]:
        assert self.state is not None
        return {"action_mask": self.action_masks(), "to_move": self.state.to_move}

    def action_masks(self) -> np.ndarray:
        """The legal mask of the learner's position (all false once the game is over)."""
        assert self.state is not None
        if self.state.is_terminal():
            return np.zeros(self.game.num_actions, dtype=bool)
        return self.state.legal_mask()

    def reset(self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
              ) -> Tuple[np.ndarray, Dict[str, Any]]:
        super().reset(seed=seed)
        self.state = self.game.new_initial_state()
        if isinstance(self.opponent, str) and self.opponent != "random":
            self._agent = _yon.Agent(self.opponent, seed=int(self.np_random.integers(2**63)))
        self._others()
        return self.state.observation_tensor(), self._info()

    def step(self, action: int) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        assert self.state is not None, "reset() first"
        try:
            self.state.apply(int(action))  # an illegal index leaves the state as it was
        except _yon.IllegalActionError:
            info = self._info()
            info["illegal"] = True
            return self.state.observation_tensor(), float(self.illegal_reward), True, False, info
        self._others()
        terminated = self.state.is_terminal()
        reward = float(self.state.returns()[self.player]) if terminated else 0.0
        truncated = not terminated and self._cut()
        return self.state.observation_tensor(), reward, terminated, truncated, self._info()

    def render(self) -> Optional[str]:
        if self.render_mode != "ansi" or self.state is None:
            return None
        return " ".join(self.state.history())
