"""An OpenSpiel-style ``Game``/``State`` interface over yon, close enough that OpenSpiel's
Python algorithms (``open_spiel.python.algorithms.mcts.MCTSBot``, for one) run on it.

Actions are indices of the game's fixed action space (docs/PYTHON.md, "Spaces"). Games are
sequential with terminal rewards; returns are 1 for a winner, -1 for the others and 0 for
everyone in a draw. A game with dice or a random setup has explicit chance nodes, as
OpenSpiel's: ``current_player()`` is ``CHANCE`` there, ``chance_outcomes()`` lists each
outcome's index (in the action space's ``chance`` block) with its probability, and
``apply_action`` plays the outcome drawn.
"""

from __future__ import annotations

from typing import List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _yon

#: ``current_player()`` of a finished game, as OpenSpiel's ``pyspiel.PlayerId.TERMINAL``.
TERMINAL = -4
#: ``current_player()`` at a chance node, as OpenSpiel's ``pyspiel.PlayerId.CHANCE``.
CHANCE = -1

try:  # OpenSpiel's own enums, where it is installed, so that its algorithms accept the game.
    import pyspiel as _pyspiel

    _TERMINAL_REWARDS = _pyspiel.GameType.RewardModel.TERMINAL
    _SEQUENTIAL = _pyspiel.GameType.Dynamics.SEQUENTIAL
    _DETERMINISTIC = _pyspiel.GameType.ChanceMode.DETERMINISTIC
    _STOCHASTIC = _pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    _PERFECT = _pyspiel.GameType.Information.PERFECT_INFORMATION
    _ZERO_SUM = _pyspiel.GameType.Utility.ZERO_SUM
    _GENERAL_SUM = _pyspiel.GameType.Utility.GENERAL_SUM
except ImportError:  # pragma: no cover - without OpenSpiel, plain words
    _TERMINAL_REWARDS, _SEQUENTIAL, _DETERMINISTIC = "terminal", "sequential", "deterministic"
    _STOCHASTIC = "explicit_stochastic"
    _PERFECT, _ZERO_SUM, _GENERAL_SUM = "perfect_information", "zero_sum", "general_sum"


class GameType:
    """What OpenSpiel's ``game.get_type()`` tells an algorithm."""

    def __init__(self, game: _yon.Game) -> None:
        self.short_name = game.name
        self.long_name = game.title
        self.dynamics = _SEQUENTIAL
        self.chance_mode = _STOCHASTIC if game.max_chance_outcomes else _DETERMINISTIC
        self.information = _PERFECT
        self.utility = _ZERO_SUM if len(game.players) == 2 else _GENERAL_SUM
        self.reward_model = _TERMINAL_REWARDS
        self.max_num_players = self.min_num_players = len(game.players)
        self.provides_observation_tensor = True
        self.provides_information_state_tensor = True
        self.provides_observation_string = True
        self.provides_information_state_string = True


class Game:
    """A yon game as OpenSpiel's ``pyspiel.Game``: ``new_initial_state``,
    ``num_distinct_actions``, ``observation_tensor_shape``, …"""

    def __init__(self, game: Union[str, _yon.Game], options: Optional[Sequence[str]] = None,
                 max_game_length: int = 10_000) -> None:
        self.game = game if isinstance(game, _yon.Game) else _yon.load(game, list(options or []))
        self._max_length = max_game_length

    def new_initial_state(self) -> "State":
        return State(self, self.game.new_initial_state())

    def num_players(self) -> int:
        return len(self.game.players)

    def num_distinct_actions(self) -> int:
        return self.game.num_actions

    def observation_tensor_shape(self) -> List[int]:
        return list(self.game.observation_shape)

    def observation_tensor_size(self) -> int:
        planes, cells = self.game.observation_shape
        return planes * cells

    information_state_tensor_shape = observation_tensor_shape
    information_state_tensor_size = observation_tensor_size

    def max_chance_outcomes(self) -> int:
        return self.game.max_chance_outcomes

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> Optional[float]:
        return 0.0 if self.num_players() == 2 else None

    def max_game_length(self) -> int:
        return self._max_length

    def get_type(self) -> GameType:
        return GameType(self.game)

    def deserialize_state(self, text: str) -> "State":
        return State(self, self.game.deserialize(text))

    def __str__(self) -> str:
        return self.game.name


class State:
    """A position as OpenSpiel's ``pyspiel.State``."""

    def __init__(self, game: Game, state: _yon.State) -> None:
        self._game = game
        self.state = state

    def get_game(self) -> Game:
        return self._game

    def current_player(self) -> int:
        if self.state.is_terminal():
            return TERMINAL
        return CHANCE if self.state.is_chance() else self.state.to_move

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def is_chance_node(self) -> bool:
        return self.state.is_chance()

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.state.is_terminal() and not self.state.is_chance()

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        return self.state.chance_outcomes()

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        if player is not None and player != self.current_player():
            return []
        return self.state.legal_actions()

    def legal_actions_mask(self, player: Optional[int] = None) -> List[int]:
        if player is not None and player != self.current_player():
            return [0] * self._game.num_distinct_actions()
        return self.state.legal_mask().astype(int).tolist()

    def apply_action(self, action: int) -> None:
        self.state.apply(int(action))

    def undo_action(self, player: int, action: int) -> None:
        self.state.undo()

    def child(self, action: int) -> "State":
        child = self.clone()
        child.apply_action(action)
        return child

    def returns(self) -> List[float]:
        return list(self.state.returns())

    def rewards(self) -> List[float]:
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        return self.state.observation_tensor().ravel().tolist()

    information_state_tensor = observation_tensor

    def observation_string(self, player: Optional[int] = None) -> str:
        return self.state.serialize()

    information_state_string = observation_string

    def action_to_string(self, player: int, action: Optional[int] = None) -> str:
        if action is None:  # OpenSpiel also accepts action_to_string(action)
            action, player = player, self.current_player()
        try:
            return self.state.action_name(int(action))
        except _yon.IllegalActionError:
            return self._game.game.describe_action(int(action))

    def string_to_action(self, text: str) -> int:
        return self.state.action_index(text)

    def history(self) -> List[int]:
        return self.state.history_indices()

    def move_number(self) -> int:
        return self.state.ply

    def clone(self) -> "State":
        return State(self._game, self.state.clone())

    def serialize(self) -> str:
        return self.state.serialize()

    def __str__(self) -> str:
        return self.state.serialize()


def load_game(name: str, options: Optional[Sequence[str]] = None) -> Game:
    """As ``pyspiel.load_game``: a built-in name or a game file."""
    return Game(name, options)


def observation_array(state: State) -> np.ndarray:
    """The observation as a numpy array of ``observation_tensor_shape``."""
    return state.state.observation_tensor()
