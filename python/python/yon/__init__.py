"""yon from Python: any game described in a ``.game`` file, played, searched and learnt.

The core is the Rust extension ``yon._yon``; the environments live in
``yon.pettingzoo`` (AEC), ``yon.gymnasium`` (single agent) and ``yon.spiel``
(an OpenSpiel-style ``Game``/``State``). See docs/PYTHON.md.
"""

from ._yon import (
    Agent,
    AgentError,
    Batch,
    Game,
    GameError,
    IllegalActionError,
    RecordError,
    State,
    YonError,
    __version__,
    builtin_games,
    load,
    loads,
    replay,
)

__all__ = [
    "Agent",
    "AgentError",
    "Batch",
    "Game",
    "GameError",
    "IllegalActionError",
    "RecordError",
    "State",
    "YonError",
    "__version__",
    "builtin_games",
    "load",
    "loads",
    "replay",
]
