"""Ray: self-play data and `yon analyse` shards on a local Ray instance."""

import json
import subprocess

import numpy as np
import pytest

ray = pytest.importorskip("ray")

import yon  # noqa: E402
from yon import distributed  # noqa: E402


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def test_self_play_makes_training_data_that_does_not_depend_on_the_shards(local_ray):
    two = distributed.self_play("tic-tac-toe", games=6, agents="mcts:iterations=50", shards=2, seed=3)
    three = distributed.self_play("tic-tac-toe", games=6, agents="mcts:iterations=50", shards=3, seed=3)
    for key in ("observations", "actions", "players", "values", "games"):
        assert np.array_equal(two[key], three[key]), key
    steps = len(two["actions"])
    assert two["observations"].shape == (steps, *yon.load("tic-tac-toe").observation_shape)
    assert set(two["games"]) == set(range(6)) and len(two["records"]) == 6
    for record in two["records"]:  # every game replays, every action checked
        assert yon.replay(record).is_terminal()
    assert set(np.unique(two["values"])) <= {-1.0, 0.0, 1.0}


def test_analyse_shards_merge_into_the_report_of_one_run(local_ray, root, tmp_path):
    binary = root / "target" / "release" / "yon"
    if not binary.exists():
        pytest.skip("no target/release/yon (cargo build --release)")
    merged = distributed.analyse("tic-tac-toe", games=40, shards=3, agents=["random"], json=True,
                                 yon_binary=str(binary))
    (tmp_path / "tic-tac-toe.game").write_text(yon.load("tic-tac-toe").source)
    whole = subprocess.run([str(binary), "analyse", "tic-tac-toe.game", "-n", "40", "--agent=random", "--seed", "1",
                            "--json"], capture_output=True, text=True, cwd=tmp_path, check=True)
    assert merged == json.loads(whole.stdout)
