"""Shaped pieces through the Python API: every placement of a shape on the board, turn by turn,
an index of its own in the `shape` block, the observation showing a piece on each covered cell,
and the shipped games with shapes played to their end."""

import random

import numpy as np
import pytest

import yon
from test_spaces import check_indices
from yon.spiel import Game

# Each game with shapes, its board's side and how many indices its shape block has.
SHAPED = [("pentominoes", 8, 2308), ("blokus-duo", 14, 13729)]


def block(game, name):
    """(first index, size) of a block of the action space."""
    return next((first, size) for b, first, size in game.action_blocks if b == name)


def shapes_in(path):
    """The shapes a game file declares: the cells of each as (column, row) from 0."""
    shapes = {}
    for line in path.read_text().splitlines():
        if line.startswith("shape "):
            kind, cells = line[len("shape "):].split(":")
            shapes[kind.strip()] = [(ord(c[0]) - ord("a"), int(c[1:]) - 1) for c in cells.split()]
    return shapes


def placements_on_empty_board(shapes, side):
    """How many ways the shapes fit on an empty square board, counted apart from yon: each of
    the eight turns and mirrors of a shape that gives a footprint of its own, w wide and h high,
    fits (side + 1 - w)(side + 1 - h) ways."""
    total = 0
    for cells in shapes.values():
        footprints = set()
        for sx in (1, -1):
            for sy in (1, -1):
                for swap in (False, True):
                    turned = [(sx * y, sy * x) if swap else (sx * x, sy * y) for x, y in cells]
                    low = (min(x for x, _ in turned), min(y for _, y in turned))
                    footprints.add(frozenset((x - low[0], y - low[1]) for x, y in turned))
        for footprint in footprints:
            w = 1 + max(x for x, _ in footprint)
            h = 1 + max(y for _, y in footprint)
            total += (side + 1 - w) * (side + 1 - h)
    return total


@pytest.mark.parametrize("name,side,placements", SHAPED)
def test_the_shape_block_holds_every_placement_on_the_empty_board(root, name, side, placements):
    game = yon.load(name)
    shapes = shapes_in(root / "games" / f"{name}.game")
    assert placements_on_empty_board(shapes, side) == placements
    first, size = block(game, "shape")
    assert size == placements and first + size == game.num_actions
    assert block(game, "place")[1] == 0, "a shaped kind is placed in the shape block only"
    assert game.num_actions == placements + 2  # and `pass`, `end`
    described = [game.describe_action(i) for i in range(first, first + size)]
    assert len(set(described)) == len(described), "each index stands for its own placement"
    assert all(d.startswith("place ") for d in described)


def test_the_turns_of_a_shape_at_one_anchor_have_indices_of_their_own():
    game = yon.load("pentominoes")
    state = game.new_initial_state()
    first, size = block(game, "shape")
    names = [n for n in state.legal_action_names() if n == "F*c3" or n.startswith("F*c3:")]
    assert len(names) == 8, names  # the F has eight footprints, and c3 fits each
    indices = [state.action_index(n) for n in names]
    assert len(set(indices)) == 8 and all(first <= i < first + size for i in indices)
    assert [state.action_name(i) for i in indices] == names
    assert game.describe_action(state.action_index("F*c3")) == "place f on c3"
    assert game.describe_action(state.action_index("F*c3:5")) == "place f on c3 turned 5"
    restored = game.deserialize("F*c3:5 X*g6")
    assert restored.history() == ["F*c3:5", "X*g6"] and restored.serialize() == "F*c3:5 X*g6"
    assert game.deserialize(restored.serialize()).history_indices() == restored.history_indices()


def test_a_placed_shape_shows_on_every_cell_it_covers():
    game = yon.load("pentominoes")
    planes, cells = game.observation_planes, game.cells
    state = game.deserialize("F*c3")  # the F's anchor b1 on c3: c3 d3 b4 c4 c5
    seen = state.observation_tensor()
    covered = sorted(cells[i] for i in np.flatnonzero(seen[planes.index("first f")]))
    assert covered == ["b4", "c3", "c4", "c5", "d3"]
    assert all(state.board()[cells.index(c)] == ("first", "f") for c in covered)
    # One hand for both players: the F is gone from each.
    assert not seen[planes.index("first hand f")].any() and not seen[planes.index("second hand f")].any()
    assert (seen[planes.index("second hand x")] == 1).all()


# A hex board turns a shape twelve ways: this bent four, lopsided, has a footprint for each. A
# one-cell kind beside it keeps the `place` block.
HEXES = """game "Hexes"
players a b
board hex radius 3
piece bend "B", one "O"
shape bend: b3 c3 d3 d4
hand bend 3
hand one 2
action put: place on empty
lose: stuck
"""


def test_a_shape_on_a_hex_board_has_an_index_for_each_of_its_twelve_turns():
    game = yon.loads(HEXES)
    first, size = block(game, "shape")
    assert block(game, "place") == (0, len(game.cells)), "the one-cell kind, by cell"
    state = game.new_initial_state()
    bends = [n for n in state.legal_action_names() if n.startswith("B*")]
    assert size == len(bends) == 216
    assert {int(n.split(":")[1]) if ":" in n else 0 for n in bends} == set(range(12))
    assert sorted(state.action_index(n) for n in bends) == list(range(first, first + size))
    rng = random.Random(7)
    for _ in range(5):
        state = game.new_initial_state()
        while not state.is_terminal():
            check_indices(state)
            state.apply(rng.choice(state.legal_actions()))
            check_board_planes(state)


def check_board_planes(state):
    """Each piece plane is 1 exactly where the board has that owner's piece of that kind."""
    game = state.game
    seen = state.observation_tensor()
    expected = np.zeros_like(seen)
    for cell, piece in enumerate(state.board()):
        if piece is not None:
            expected[game.observation_planes.index(f"{piece[0]} {piece[1]}"), cell] = 1
    # The piece planes come first: each player's kinds, then nobody's.
    count = (len(game.players) + 1) * sum(p.startswith("nobody ") for p in game.observation_planes)
    assert np.array_equal(seen[:count], expected[:count])


@pytest.mark.parametrize("name,side,placements", SHAPED)
def test_random_games_with_shapes_play_to_their_end(name, side, placements):
    game = yon.load(name)
    first, size = block(game, "shape")
    rng = random.Random(name)
    for _ in range(3):
        state = game.new_initial_state()
        covered = 0
        while not state.is_terminal():
            check_indices(state)
            index = rng.choice(state.legal_actions())
            before = sum(p is not None for p in state.board())
            state.apply(index)
            after = sum(p is not None for p in state.board())
            if first <= index < first + size:
                assert after > before, "a placement covers cells"
            else:
                assert game.describe_action(index) == "pass" and after == before
            covered = after
            check_board_planes(state)
        assert covered > 0 and state.legal_actions() == []
        assert state.winners() or state.outcome() == "draw", state.outcome()
        restored = game.deserialize(state.serialize())
        assert restored.is_terminal() and restored.history_indices() == state.history_indices()
        spiel = Game(name)
        replayed = spiel.new_initial_state()
        for index in state.history_indices():
            replayed.apply_action(index)
        assert replayed.is_terminal() and replayed.returns() == state.returns()
        assert spiel.deserialize_state(replayed.serialize()).history() == replayed.history()


@pytest.mark.parametrize("name,counts", [("pentominoes", [2308, 3418576]), ("blokus-duo", [828, 342792])])
def test_perft_from_the_start(name, counts):
    state = yon.load(name).new_initial_state()
    assert int(state.legal_mask().sum()) == counts[0]
    for depth, count in enumerate(counts, 1):
        assert state.perft(depth, turns=False) == count, (name, depth)


@pytest.mark.parametrize("name,side,placements", SHAPED)
def test_the_batch_plays_shaped_games_by_their_masks(name, side, placements):
    game = yon.load(name)
    batch = yon.Batch(game, 6, seed=3)
    first, size = block(game, "shape")
    rng = np.random.default_rng(1)
    ended = 0
    for _ in range(120):
        masks = batch.legal_masks()
        assert [list(np.flatnonzero(m)) for m in masks] == batch.legal_actions()
        assert all(m[first:first + size].any() or m.sum() == 1 for m in masks), "a placement, or a pass"
        rewards, done = batch.step([int(rng.choice(np.flatnonzero(m))) for m in masks])
        assert np.all(rewards[~done] == 0) and np.all(rewards[done].sum(axis=1) == 0)
        ended += int(done.sum())
    assert ended >= 6, "the games end, and start again"


def test_an_openspiel_algorithm_places_a_pentomino():
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = Game("pentominoes")
    state = game.new_initial_state()
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 1.4, 40, evaluator, random_state=np.random.RandomState(1))
    action = bot.step(state)
    assert action in state.legal_actions()
    name = state.action_to_string(action)
    assert "*" in name and state.string_to_action(name) == action
