"""A PettingZoo AEC environment for any yon game: one agent per player, named as PettingZoo
names them (``player_0``, ``player_1``, … in the game's order of players; ``player_names``
maps each to the game's own name for the player), observations ``{"observation": planes × cells float32, "action_mask": int8}``
over the game's fixed action space (docs/PYTHON.md, "Spaces").

Rewards come at the end: 1 for each winner, -1 for the others, 0 for a draw. A game that
reaches ``max_actions`` actions (throws of the dice counted) is truncated for every agent.
In a game of chance the environment throws the dice (and draws a random setup) itself, by
the odds, from the generator ``reset(seed=…)`` seeds: an agent is only asked for its moves.
"""

from __future__ import annotations

from typing import Any, Dict, Optional, Sequence, Union

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from . import _yon
from ._chance import throw
from ._spaces import box


def observation_space(game: _yon.Game) -> spaces.Dict:
    """The space of a game's observations: the planes and the legal mask."""
    return spaces.Dict(
        {
            "observation": box(game),
            "action_mask": spaces.Box(low=0, high=1, shape=(game.num_actions,), dtype=np.int8),
        }
    )


class YonEnv(AECEnv):
    """Any yon game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi"], "name": "yon_v0", "is_parallelizable": False}

    def __init__(self, game: Union[str, _yon.Game] = "tic-tac-toe", options: Optional[Sequence[str]] = None,
                 max_actions: Optional[int] = None, render_mode: Optional[str] = None) -> None:
        super().__init__()
        self.game = game if isinstance(game, _yon.Game) else _yon.load(game, list(options or []))
        self.possible_agents = [f"player_{i}" for i in range(len(self.game.players))]
        #: Each agent's player as the game names it (``{"player_0": "x", "player_1": "o"}``).
        self.player_names: Dict[str, str] = dict(zip(self.possible_agents, self.game.players))
        self.max_actions = max_actions
        self.render_mode = render_mode
        space = observation_space(self.game)
        self.observation_spaces = {agent: space for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(self.game.num_actions) for agent in self.possible_agents}
        self.state_: Optional[_yon.State] = None
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        assert self.state_ is not None, "reset() first"
        observation = self.state_.observation_tensor()
        acting = self.possible_agents[self.state_.to_move] == agent and not self.state_.is_terminal()
        if acting:
            mask = self.state_.legal_mask().astype(np.int8)
        else:
            mask = np.zeros(self.game.num_actions, dtype=np.int8)
        return {"observation": observation, "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.state_ = self.game.new_initial_state()
        throw(self.state_, self._rng)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {agent: {"player": self.player_names[agent]}
                                                 for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state_.to_move]

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.state_ is not None, "reset() first"
        assert action is not None, "the agent to act gives an action"
        self.state_.apply(int(action))  # an illegal index raises yon.IllegalActionError
        throw(self.state_, self._rng)
        self._cumulative_rewards[agent] = 0.0
        if self.state_.is_terminal():
            for agent_name, value in zip(self.possible_agents, self.state_.returns()):
                self.rewards[agent_name] = float(value)
                self.terminations[agent_name] = True
        else:
            self.rewards = {name: 0.0 for name in self.agents}
            if self.max_actions is not None and self.state_.ply >= self.max_actions:
                self.truncations = {name: True for name in self.agents}
            self.agent_selection = self.possible_agents[self.state_.to_move]
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None or self.state_ is None:
            return None
        return " ".join(self.state_.history())

    def close(self) -> None:
        pass


def env(game: Union[str, _yon.Game] = "tic-tac-toe", **kwargs: Any) -> YonEnv:
    """The environment, as PettingZoo's ``env()`` constructors give it."""
    return YonEnv(game, **kwargs)
