"""A tiny training example: a linear softmax policy over the observation planes, masked by the
legal actions, learnt by REINFORCE against a random opponent in the Gymnasium wrapper. The
same code fits any game (the observation and action space come from the game); it runs in
seconds on tic-tac-toe.

    python examples/train.py [GAME] [EPISODES]
"""

from __future__ import annotations

import sys
from typing import Tuple

import numpy as np

from yon.gymnasium import YonGymEnv


class Policy:
    """logits = W · observation + b, illegal actions masked out."""

    def __init__(self, inputs: int, actions: int, rng: np.random.Generator) -> None:
        self.w = np.zeros((actions, inputs))
        self.b = np.zeros(actions)
        self.rng = rng

    def probabilities(self, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
        logits = self.w @ x + self.b
        logits = np.where(mask, logits, -np.inf)
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()

    def act(self, x: np.ndarray, mask: np.ndarray, greedy: bool = False) -> Tuple[int, np.ndarray]:
        p = self.probabilities(x, mask)
        action = int(np.argmax(p)) if greedy else int(self.rng.choice(len(p), p=p))
        return action, p


def score(env: YonGymEnv, policy: Policy, episodes: int, seed: int) -> float:
    """The mean reward of the greedy policy over some episodes (1 a win, -1 a loss)."""
    total = 0.0
    for episode in range(episodes):
        observation, info = env.reset(seed=seed + episode)
        done, reward = False, 0.0
        while not done:
            action, _ = policy.act(observation.ravel(), info["action_mask"], greedy=True)
            observation, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        total += reward
    return total / episodes


def train(game: str = "tic-tac-toe", episodes: int = 1500, seed: int = 0, rate: float = 0.05,
          max_actions: int = 200) -> Tuple[float, float]:
    """Trains a policy; returns its score against the random opponent before and after."""
    env = YonGymEnv(game, max_actions=max_actions)
    planes, cells = env.game.observation_shape
    policy = Policy(planes * cells, env.game.num_actions, np.random.default_rng(seed))
    before = score(env, policy, 200, seed=10_000)
    baseline = 0.0
    for episode in range(episodes):
        observation, info = env.reset(seed=seed + episode)
        steps, done, reward = [], False, 0.0
        while not done:
            x, mask = observation.ravel(), info["action_mask"]
            action, p = policy.act(x, mask)
            steps.append((x, action, p))
            observation, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        for x, action, p in steps:
            grad = -p
            grad[action] += 1.0  # d log p(action) / d logits
            policy.w += rate * advantage * np.outer(grad, x)
            policy.b += rate * advantage * grad
    after = score(env, policy, 200, seed=10_000)
    return before, after


if __name__ == "__main__":
    game = sys.argv[1] if len(sys.argv) > 1 else "tic-tac-toe"
    episodes = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
    before, after = train(game, episodes)
    print(f"{game}: mean reward against a random player {before:+.2f} before training, {after:+.2f} after")
