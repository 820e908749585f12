"""The Gymnasium space of a game's observation planes, shared by both environments."""

import numpy as np
from gymnasium import spaces

from . import _yon


def box(game: _yon.Game) -> spaces.Box:
    """The space of a game's observation planes, each between its bounds
    (``Game.observation_bounds``)."""
    planes, cells = game.observation_shape
    bounds = np.array(game.observation_bounds, dtype=np.float32).reshape(planes, 1, 2)
    low = np.broadcast_to(bounds[:, :, 0], (planes, cells))
    high = np.broadcast_to(bounds[:, :, 1], (planes, cells))
    return spaces.Box(low=low, high=high, dtype=np.float32)
