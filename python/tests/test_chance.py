"""Games of chance through the Python API: chance nodes with their outcomes and odds, every
throw and every move along a track an index of its own, and environments that throw the dice
themselves, reproducibly."""

import math
import random

import numpy as np
import pytest

import yon
from test_spaces import check_indices
from yon.gymnasium import YonGymEnv
from yon.pettingzoo import YonEnv
from yon.spiel import CHANCE, Game

CHANCY = [("ur", []), ("backgammon", []), ("othello", ["random"])]


def block(game, name):
    """(first index, size) of a block of the action space."""
    return next((first, size) for b, first, size in game.action_blocks if b == name)


def throw(state, rng):
    """One outcome of the chance node, drawn by its odds."""
    indices, odds = zip(*state.chance_outcomes())
    state.apply(rng.choices(indices, odds)[0])


@pytest.mark.parametrize("name,options", CHANCY)
def test_random_games_of_chance_play_to_their_end(name, options):
    game = yon.load(name, options)
    first, size = block(game, "chance")
    assert size == game.max_chance_outcomes > 0
    rng = random.Random(name)
    throws = 0
    for _ in range(3):
        state = game.new_initial_state()
        assert state.is_chance(), "the game starts with a throw or a draw"
        while not state.is_terminal():
            seen = state.observation_tensor()
            bounds = np.array(game.observation_bounds, dtype=np.float32)
            assert ((seen >= bounds[:, :1]) & (seen <= bounds[:, 1:])).all()
            if state.is_chance():
                outcomes = state.chance_outcomes()
                assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9)
                assert sorted(i for i, _ in outcomes) == state.legal_actions()
                assert all(first <= i < first + size and p > 0 for i, p in outcomes)
                throw(state, rng)
                throws += 1
            else:
                assert state.chance_outcomes() == []
                assert not any(first <= i < first + size for i in state.legal_actions())
                state.apply(rng.choice(state.legal_actions()))
        assert state.winners() or state.outcome() == "draw", state.outcome()
        replayed = game.new_initial_state()
        for index in state.history_indices():
            replayed.apply(index)
        assert replayed.serialize() == state.serialize() and replayed.is_terminal()
    assert throws >= 3


def test_backgammons_opening_throw_has_30_outcomes_and_a_plain_throw_21_by_their_odds():
    game = yon.load("backgammon")
    state = game.new_initial_state()
    opening = state.chance_outcomes()
    assert len(opening) == 30 and all(math.isclose(p, 1 / 30) for _, p in opening), "one die each, no double"
    state.apply(state.action_index("roll 5-3"))
    assert not state.is_chance() and state.to_move == 0, "white's 5 beats black's 3"
    seen, planes = state.observation_tensor(), game.observation_planes
    assert [planes[p] for p in range(len(planes)) if planes[p].startswith("dice") and seen[p].any()] == [
        "dice 3", "dice 5"]
    for move in ("a2-e1", "a2-c1"):
        state.apply(move)
    outcomes = state.chance_outcomes()
    names = [state.action_name(i) for i, _ in outcomes]
    doubles = [p for (_, p), n in zip(outcomes, names) if n[-1] == n[-3]]
    others = [p for (_, p), n in zip(outcomes, names) if n[-1] != n[-3]]
    assert len(outcomes) == 21 and len(doubles) == 6 and len(others) == 15
    assert all(math.isclose(p, 1 / 36) for p in doubles) and all(math.isclose(p, 2 / 36) for p in others)
    assert names[0] == "roll 1-1" and "roll 3-5" in names
    double = state.clone()
    double.apply("roll 4-4")
    assert double.observation_tensor()[planes.index("dice 4")].max() == 4, "a double is four moves"


@pytest.mark.parametrize("name,options", CHANCY)
def test_every_legal_action_of_a_random_position_round_trips_through_its_index(name, options):
    game = yon.load(name, options)
    rng = random.Random(7)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal() and state.ply < 300:
            check_indices(state)
            for index in state.legal_actions():
                child = state.clone()
                child.apply(index)
                assert child.history_indices()[-1] == index
                assert child.history()[-1] == state.action_name(index)
            state.apply(rng.choice(state.legal_actions()))
    if name != "othello":  # every index of the space says what it is, each its own words
        described = [game.describe_action(i) for i in range(game.num_actions)]
        assert len(set(described)) == len(described)


def test_moves_from_off_and_to_off_have_indices_in_the_along_block():
    game = yon.load("ur")
    first, size = block(game, "along")
    assert size == 5 * 21 * 21, "throws of 0 to 4, each from and to the 20 cells and off"
    state = game.new_initial_state()
    state.apply("roll 2")
    assert state.legal_action_names() == ["off-c1"]
    (index,) = state.legal_actions()
    assert first <= index < first + size and game.describe_action(index) == "off-c1 (2)"
    bear = game.describe_action(first + ((2 * 21 + game.cells.index("h1")) * 21 + 20))
    assert bear == "h1-off (2)", "step 2 (slot 2 of 0 to 4), from h1, to off (index 20)"


def test_the_batch_throws_by_itself_and_reproducibly():
    game = yon.load("backgammon")
    chance, size = block(game, "chance")

    def run(seed):
        batch, rng, seen = yon.Batch(game, 4, seed=seed), random.Random(1), []
        for _ in range(120):
            legal = batch.legal_actions()
            assert all(not chance <= i < chance + size for actions in legal for i in actions)
            batch.step([rng.choice(actions) for actions in legal])
            seen.append(batch.observations())
        return np.array(seen)

    assert np.array_equal(run(3), run(3)) and not np.array_equal(run(3), run(4))
    played, ended = yon.Batch(game, 4, seed=2).step_random(2_000)
    assert played == 8_000 and ended >= 1


def test_an_agent_is_never_asked_for_a_throw():
    state = yon.load("ur").new_initial_state()
    with pytest.raises(yon.IllegalActionError, match="chance acts here"):
        yon.Agent("random").choose(state)
    state.apply("roll 1")
    assert state.action_name(yon.Agent("random").choose(state)) == "off-d1"


def test_the_environments_throw_for_the_agents():
    env = YonEnv("backgammon", max_actions=400)
    env.reset(seed=5)
    for _ in range(60):
        assert not env.state_.is_chance()
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(np.flatnonzero(mask)[0]))
    history = env.state_.history()
    env.reset(seed=5)
    for _ in range(60):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert env.state_.history() == history, "one seed, one game"
    gym = YonGymEnv("ur", max_actions=400)
    _, info = gym.reset(seed=1)
    assert not gym.state.is_chance() and info["action_mask"].any()


def test_the_openspiel_style_state_has_chance_nodes():
    game = Game("backgammon")
    assert game.max_chance_outcomes() == 30, "the opening throw's"
    state = game.new_initial_state()
    assert state.is_chance_node() and state.current_player() == CHANCE and not state.is_player_node()
    outcome, _ = state.chance_outcomes()[5]
    state.apply_action(outcome)
    assert state.current_player() == 0 and state.history() == [outcome]


def test_an_action_played_by_chance_is_a_chance_node_of_its_own_placements(tmp_path):
    path = tmp_path / "hail.game"
    path.write_text(
        'game "Hail"\nplayers black white\nboard square 2 x 2\npiece stone, hail\nhand stone unlimited\n'
        "hand hail unlimited\naction place: place stone on empty\n"
        "action hail by chance: place hail on empty\nturn: place hail\ndraw: board full\n")
    game = yon.load(str(path))
    state = game.new_initial_state()
    state.apply("S*a1")
    outcomes = state.chance_outcomes()
    assert state.is_chance() and sorted(i for i, _ in outcomes) == state.legal_actions()
    assert [state.action_name(i) for i, _ in outcomes] == ["H*b1", "H*a2", "H*b2"]
    assert all(math.isclose(p, 1 / 3) for _, p in outcomes)
    state.apply(outcomes[2][0])
    assert not state.is_chance() and state.to_move == 1
