"""The conventions: PettingZoo's and Gymnasium's API checks, and OpenSpiel's interface."""

import numpy as np
import pytest

import yon
from yon.gymnasium import YonGymEnv
from yon.pettingzoo import YonEnv
from yon.spiel import TERMINAL, Game

GAMES = ["tic-tac-toe", "connect-four", "chess", "kalah", "hex", "ur", "backgammon", "pentominoes",
         "blokus-duo"]


@pytest.mark.parametrize("name", GAMES)
def test_pettingzoo_api(name):
    from pettingzoo.test import api_test

    api_test(YonEnv(name, max_actions=200), num_cycles=200)


def test_pettingzoo_agents_are_named_as_pettingzoo_names_them():
    import warnings

    from pettingzoo.test import api_test

    env = YonEnv("tic-tac-toe", max_actions=50)
    assert env.possible_agents == ["player_0", "player_1"]
    assert env.player_names == {"player_0": "x", "player_1": "o"}
    env.reset()
    assert env.infos["player_1"]["player"] == "o"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(env, num_cycles=50)
    naming = [str(w.message) for w in caught if "named in the format" in str(w.message)]
    assert not naming, naming
    assert caught, "api_test warns of other things here, so the filter above did see warnings"


@pytest.mark.parametrize("name", GAMES)
def test_gymnasium_env_checker(name):
    from gymnasium.utils.env_checker import check_env

    check_env(YonGymEnv(name, max_actions=200), skip_render_check=True)


def test_gymnasium_plays_against_an_agent():
    env = YonGymEnv("tic-tac-toe", player=1, opponent="mcts:iterations=300")
    observation, info = env.reset(seed=4)
    assert observation.shape == env.game.observation_shape
    assert env.state.ply == 1, "the agent moved first"
    done = False
    while not done:
        action = int(np.flatnonzero(info["action_mask"])[0])
        observation, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert reward in (-1.0, 0.0, 1.0)


def test_an_illegal_action_ends_the_gymnasium_episode():
    env = YonGymEnv("tic-tac-toe", illegal_reward=-2.0)
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(~info["action_mask"])[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -2.0 and info["illegal"]


def test_openspiel_style_game_and_state():
    game = Game("tic-tac-toe")
    assert game.num_players() == 2 and game.num_distinct_actions() == yon.load("tic-tac-toe").num_actions
    state = game.new_initial_state()
    assert state.current_player() == 0 and not state.is_chance_node()
    for action in [0, 3, 1, 4]:
        state.apply_action(action)
    child = state.child(2)
    assert child.is_terminal() and child.current_player() == TERMINAL and child.returns() == [1.0, -1.0]
    assert state.history() == [0, 3, 1, 4] and len(state.observation_tensor()) == game.observation_tensor_size()
    assert state.action_to_string(0, 2) == "c1" and state.action_to_string(0, 1) == "place mark on b1"
    assert game.deserialize_state(state.serialize()).history() == state.history()


def test_an_openspiel_algorithm_runs_on_it():
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = Game("tic-tac-toe")
    state = game.new_initial_state()
    for action in [0, 3, 1, 4]:  # x to play c1 and win
        state.apply_action(action)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=2, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 1.4, 300, evaluator, random_state=np.random.RandomState(1))
    assert state.action_to_string(bot.step(state)) == "c1"


def test_an_openspiel_algorithm_runs_on_a_game_of_chance():
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    game = Game("ur")
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(state.string_to_action("roll 2"))
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 1.4, 50, evaluator, random_state=np.random.RandomState(1))
    assert state.action_to_string(bot.step(state)) == "off-c1"  # the only move; search passes throws
