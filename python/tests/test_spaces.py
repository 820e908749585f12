"""The action space gives every legal action of every position an index of its own, and the
observation planes show what the board holds: facings after a takeover, pieces under a top."""

import random

import numpy as np
import pytest

import yon


def check_indices(state):
    """The position's legal mask, indices, names and descriptions agree, one index per action,
    and no two legal actions share a name (a checker borne off by a higher die than its exact
    one is named with it, `l1-off(6)`), so every name reads back as its own index."""
    game = state.game
    names = state.legal_action_names()
    indices = state.legal_actions()
    mask = state.legal_mask()
    assert len(set(names)) == len(names), names
    assert int(mask.sum()) == len(names) == len(indices) == len(set(indices)), (names, indices)
    assert list(np.flatnonzero(mask)) == indices
    assert all(0 <= i < game.num_actions for i in indices)
    for index in indices:
        name = state.action_name(index)
        assert state.action_index(name) == index, (name, index, game.describe_action(index))
    assert sorted(state.action_name(i) for i in indices) == sorted(names)


def random_plies(state, rng, plies):
    """Plays up to `plies` random actions, handing over the position before each one, and holds
    each index to the action it names."""
    for _ in range(plies):
        if state.is_terminal():
            return
        yield state
        index = rng.choice(state.legal_actions())
        named = state.action_name(index)
        state.apply(index)
        assert state.history()[-1] == named, "an index plays the action it names"


@pytest.mark.parametrize("name", yon.builtin_games())
def test_every_legal_action_of_every_shipped_game_has_its_own_index(name):
    game = yon.load(name)
    assert sum(size for _, _, size in game.action_blocks) == game.num_actions
    rng = random.Random(name)
    for _ in range(3):
        for state in random_plies(game.new_initial_state(), rng, 150):
            check_indices(state)


RING_HOP = """game "Ring hop"
players red blue
board graph
spot N at 0 2, E at 2 0, S at 0 -2, W at -2 0, C at 0 0
line: N C S
line: W C E
ring: N E S W N
piece stone
hand stone 2
action place: place on empty
action hop: move hop line | ring over enemy to empty
  then capture jumped
lose: stuck
"""


def test_two_hops_between_the_same_spots_have_indices_of_their_own():
    game = yon.loads(RING_HOP)
    state = game.deserialize("C S E")
    assert sorted(state.legal_action_names()) == ["N", "S-C-N", "S-E-N", "W"]
    check_indices(state)
    hops = [state.action_index("S-C-N"), state.action_index("S-E-N")]
    assert hops[0] != hops[1]
    (_, first, size), = [block for block in game.action_blocks if block[0] == "path"]
    assert all(first <= hop < first + size for hop in hops)
    assert [game.describe_action(hop) for hop in hops] == ["S-C-N", "S-E-N"]
    state.apply(hops[1])
    assert state.history()[-1] == "S-E-N" and state.board()[game.cells.index("E")] is None


PILES = """game "Piles"
players white black
board square 4 x 4
stacks
piece man
setup white: a1
setup black: a1
setup white: a1 b1
setup black: d4
action move: move slide orthogonal through all exactly moved top any
turn: move
lose: stuck
"""


def test_moves_of_top_pieces_have_an_index_for_each_count():
    game = yon.loads(PILES)
    state = game.new_initial_state()
    names = state.legal_action_names()
    assert "a1-a2/1" in names and "a1-a3/2" in names, names
    for state in random_plies(state, random.Random(5), 40):
        check_indices(state)


def test_blocks_are_sized_from_the_rules():
    blocks = {name: size for name, _, size in yon.load("chess").action_blocks}
    assert blocks["place"] == 0 and blocks["path"] == 0 and blocks["remove"] == 0
    assert blocks["move"] == 5 * 64 * 64  # no promotion, then each of four kinds
    assert yon.load("tic-tac-toe").num_actions == 9 + 2  # the cells, `pass` and `end`
    go = {name: size for name, _, size in yon.load("go").action_blocks}
    assert go["place"] == 81 and go["move"] == 0
    for game in [yon.load("nine-mens-morris"), yon.load("oware"), yon.loads(RING_HOP)]:
        described = [game.describe_action(i) for i in range(game.num_actions)]
        assert len(set(described)) == len(described), "each index stands for its own action"
    with pytest.raises(IndexError):
        yon.load("go").describe_action(83)


def test_the_pieces_under_a_stacks_top_are_planes():
    game = yon.load("lasca")
    planes = game.observation_planes
    for name in ["height", "white soldier under", "black soldier under 1", f"white officer under {4}"]:
        assert name in planes, name
    bounds = dict(zip(planes, game.observation_bounds))
    assert bounds["white soldier under"][1] > 1 and bounds["black soldier under 1"] == (0.0, 1.0)
    rng = random.Random(2)
    for _ in range(20):
        state = game.new_initial_state()
        for _ in range(120):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
            seen = state.observation_tensor()
            height = seen[planes.index("height")]
            under = sum(seen[i] for i, p in enumerate(planes) if p.endswith(" under"))
            assert np.array_equal(under, np.maximum(height - 1, 0))
            if height.max() >= 3:
                level1 = sum(seen[i] for i, p in enumerate(planes) if p.endswith(" under 1"))
                level2 = sum(seen[i] for i, p in enumerate(planes) if p.endswith(" under 2"))
                assert np.array_equal(level1, (height >= 2).astype(np.float32))
                assert np.array_equal(level2, (height >= 3).astype(np.float32))
                return
    pytest.fail("no stack of three in 20 random games of Lasca")


# Red's rook to a3 checkmates blue (the rook on b1 guards the b-file): blue is out, and red
# takes over blue's rook, which keeps blue's facing; blue's king stays as nobody's blockade.
TAKEOVER = """game "Takeover"
players red green blue
board square 5 x 5
piece king, rook
setup red king: e1
setup red rook: b1 c3
setup green king: d3
setup blue king: a5
setup blue rook: d5
royal king
takeover
action king: move king step any to empty | enemy
action rook: move rook slide orthogonal to empty | enemy
forbid "king left in check": check
out "checkmated": check and stuck for opponents
win "two armies": armies >= 2
"""


def test_a_piece_taken_over_shows_the_facing_it_keeps():
    game = yon.loads(TAKEOVER)
    planes, cells = game.observation_planes, game.cells
    facing = [planes.index(f"{p} facing") for p in game.players]
    assert game.observation_bounds[facing[0]] == (0.0, 1.0)
    assert not any("facing" in p for p in yon.load("chess").observation_planes), "only games with takeover"
    state = game.new_initial_state()
    assert not state.observation_tensor()[facing].any()
    state.apply("c3-a3")
    assert state.board()[cells.index("d5")] == ("red", "rook")
    seen = state.observation_tensor()
    blue = seen[facing[2]]
    assert [cells[i] for i in np.flatnonzero(blue)] == ["a5", "d5"]  # the blockade and the rook
    assert not seen[facing[0]].any() and not seen[facing[1]].any()
    assert seen[planes.index("red rook"), cells.index("d5")] == 1
    assert seen[planes.index("nobody king"), cells.index("a5")] == 1
