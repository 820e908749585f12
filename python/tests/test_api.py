"""The core API: loading, positions, play and undo, results, serialisation, perft, playouts,
agents and records."""

import re

import numpy as np
import pytest

import yon


def perft_table(path):
    """A tests/perft table: the game, its options, the actions to its position and its rows,
    (`perft` by actions or `turns` by turns, depth, count)."""
    game, options, moves, rows = None, [], "", []
    for line in path.read_text().splitlines():
        words = line.split()
        if words[:1] == ["game"]:
            game = words[1]
        elif words[:1] == ["options"]:
            options = words[1:]
        elif words[:1] == ["moves"]:
            moves = " ".join(words[1:])
        elif words[:1] in (["perft"], ["turns"]):
            rows.append((words[0], int(words[1]), int(words[2])))
    return game, options, moves, rows


TABLES = ["tic-tac-toe", "connect-four", "chess", "kalah", "shogi-drops", "othello", "hex", "blokus-duo"]


@pytest.mark.parametrize("table", TABLES)
def test_perft_matches_the_repositorys_tables(root, table):
    game, options, moves, rows = perft_table(root / "tests" / "perft" / f"{table}.perft")
    state = yon.load(str(root / "games" / game), options).deserialize(moves)
    checked = 0
    for kind, depth, count in rows:
        if count <= 500_000:
            assert state.perft(depth, turns=(kind == "turns")) == count, (table, kind, depth)
            checked += 1
    assert checked >= 2


def test_a_game_loads_from_a_file_a_name_or_a_text(root):
    by_name = yon.load("tic-tac-toe")
    by_file = yon.load(str(root / "games" / "tic-tac-toe.game"))
    by_text = yon.loads(by_file.source)
    for game in (by_name, by_file, by_text):
        assert game.title == "Tic-tac-toe"
        assert game.players == ["x", "o"]
        assert len(game.cells) == 9
    assert "chess" in yon.builtin_games()
    assert yon.load("tic-tac-toe.game").title == "Tic-tac-toe"


def test_options_are_named_and_an_unknown_one_is_refused():
    declared = [name for name in yon.builtin_games() if yon.load(name).declared_options]
    assert declared, "some shipped game declares an option"
    game = yon.load(declared[0])
    option = game.declared_options[0]
    assert yon.load(declared[0], [option]).options == [option]
    with pytest.raises(yon.GameError, match="declares no option `nonsense`"):
        yon.load(declared[0], ["nonsense"])


def test_a_bad_game_raises_the_text_yon_check_prints():
    text = 'game "Broken"\nplayers a b\nboard square 3 x 3\npiece stone\nhand stone unlimited\n' \
           'action place: place stone on emtpy\n'
    with pytest.raises(yon.GameError) as raised:
        yon.loads(text, name="broken.game")
    message = str(raised.value)
    assert re.search(r"^broken\.game:6:\d+: error\[E\d{3}\]", message, re.M), message
    assert "emtpy" in message and "^" in message or "┬" in message
    assert message.rstrip().endswith("broken.game: 1 error")
    assert raised.value.codes and all(re.fullmatch(r"E\d{3}", c) for c in raised.value.codes)
    assert isinstance(raised.value, yon.YonError)


def test_an_unknown_name_suggests_the_nearest():
    with pytest.raises(yon.GameError, match="did you mean `chess`"):
        yon.load("chesss")


def test_play_undo_clone_and_serialise():
    game = yon.load("tic-tac-toe")
    state = game.new_initial_state()
    assert state.to_move == 0 and not state.is_terminal()
    assert state.legal_action_names() == game.cells
    start = state.observation_tensor()
    state.apply("b2")
    copy = state.clone()
    state.apply(state.legal_actions()[0])
    assert state.ply == 2 and copy.ply == 1
    state.undo()
    assert state.serialize() == copy.serialize() == "b2"
    state.undo()
    assert np.array_equal(state.observation_tensor(), start)
    with pytest.raises(yon.IllegalActionError):
        state.undo()
    with pytest.raises(yon.IllegalActionError):
        state.apply("z9")
    restored = game.deserialize("b2 a1 c3")
    assert restored.history() == ["b2", "a1", "c3"] and restored.to_move == 1


def test_a_won_game_has_its_outcome_and_returns():
    state = yon.load("tic-tac-toe").deserialize("a1 a2 b1 b2 c1")
    assert state.is_terminal()
    assert state.outcome() == "x wins"
    assert state.winners() == [0]
    assert state.returns() == [1.0, -1.0]
    assert state.legal_actions() == [] and not state.legal_mask().any()
    drawn = yon.load("tic-tac-toe").deserialize("a1 b2 c3 b1 b3 a3 c1 c2 a2")
    assert drawn.outcome() == "draw" and drawn.returns() == [0.0, 0.0]


def test_indices_and_names_agree_on_every_legal_action():
    for name in ["chess", "shogi", "kalah", "hex", "amazons", "english-draughts"]:
        game = yon.load(name)
        state = game.new_initial_state()
        for _ in range(12):
            if state.is_terminal():
                break
            mask = state.legal_mask()
            indices = state.legal_actions()
            assert mask.shape == (game.num_actions,) and list(np.flatnonzero(mask)) == indices
            for index in indices:
                assert state.action_index(state.action_name(index)) == index
            assert state.observation_tensor().shape == game.observation_shape
            state.apply(indices[len(indices) // 2])


def test_playouts_and_agents():
    state = yon.load("tic-tac-toe").new_initial_state()
    stats = state.playouts(games=200, seed=3)
    assert stats["games"] == 200 and sum(stats["wins"]) + stats["draws"] == 200
    assert state.ply == 0
    for spec in ["random", "flat:playouts=200", "mcts:iterations=300"]:
        agent = yon.Agent(spec, seed=1)
        assert agent.choose_name(state) in state.legal_action_names()
    # A search finds the win in one.
    state = yon.load("tic-tac-toe").deserialize("a1 a2 b1 b2")
    assert yon.Agent("mcts:iterations=2000", seed=1).choose_name(state) == "c1"
    with pytest.raises(yon.AgentError):
        yon.Agent("mcts:iterations=lots")


def test_records_round_trip():
    state = yon.load("tic-tac-toe").deserialize("b2 a1 c3")
    for json in (False, True):
        text = state.to_record(agents=["random", "mcts"], json=json)
        back = yon.replay(text)
        assert back.history() == state.history()
    with pytest.raises(yon.RecordError):
        yon.replay("not a record")


def test_the_batch_steps_many_games():
    game = yon.load("connect-four")
    batch = yon.Batch(game, 16, seed=1)
    masks = batch.legal_masks()
    assert masks.shape == (16, game.num_actions)
    observations = batch.observations()
    assert observations.shape == (16, *game.observation_shape)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(60):
        actions = [int(rng.choice(np.flatnonzero(m))) for m in batch.legal_masks()]
        rewards, done = batch.step(actions)
        assert rewards.shape == (16, 2) and done.shape == (16,)
        assert np.all(rewards[~done] == 0) and np.all(np.abs(rewards[done].sum(axis=1)) <= 0)
        ended += int(done.sum())
    assert ended > 0
    assert [list(np.flatnonzero(m)) for m in batch.legal_masks()] == batch.legal_actions()
    played, finished = batch.step_random(100)
    assert played == 1600 and finished > 0
    with pytest.raises(yon.IllegalActionError):
        batch.step([game.num_actions - 1] * 16)


def test_a_batch_split_over_threads_plays_the_same_games():
    game = yon.load("othello")
    alone, split = yon.Batch(game, 9, seed=5, threads=1), yon.Batch(game, 9, seed=5, threads=2)
    assert alone.step_random(70) == split.step_random(70)
    assert np.array_equal(alone.observations(), split.observations())
    assert alone.legal_actions() == split.legal_actions()


def test_a_bad_game_file_raises_exactly_what_yon_check_prints(root, tmp_path):
    binary = root / "target" / "release" / "yon"
    if not binary.exists():
        pytest.skip("no target/release/yon to compare with (cargo build --release)")
    import subprocess

    bad = tmp_path / "bad.game"
    bad.write_text('game "Bad"\nplayers a b\nboard square 3 x 3\npiece stone\nhand stone unlimited\n'
                   'action place: place stone on emtpy\nwin "row": lines 3+ through placed >= 1\n')
    check = subprocess.run([str(binary), "check", str(bad)], capture_output=True, text=True)
    assert check.returncode != 0
    with pytest.raises(yon.GameError) as raised:
        yon.load(str(bad))
    assert str(raised.value) == check.stdout
    assert "emtpy" in check.stdout and f"{bad}:6:" in check.stdout
    assert raised.value.codes and raised.value.diagnostics == check.stdout


def test_refusals_give_the_engines_reason():
    state = yon.load("tic-tac-toe").deserialize("b2")
    with pytest.raises(yon.IllegalActionError, match=r"`place` \(line 10\) places only on `empty`"):
        state.apply("b2")
    over = yon.load("tic-tac-toe").deserialize("a1 a2 b1 b2 c1")
    with pytest.raises(yon.IllegalActionError, match="the game is over"):
        over.apply("c3")
    with pytest.raises(yon.IllegalActionError, match="no legal action has index 5"):
        over.apply(5)
    with pytest.raises(yon.GameError, match="no file `nowhere/x.game`"):
        yon.load("nowhere/x.game")


MARKS = """game "Marks"
players white black
board square 3 x 3
piece man
flag fresh for man
setup white: a1
setup black: c3
action step: move step any then unflag fresh
turn: step
lose: stuck
"""


def test_numbers_and_marks_on_pieces_are_planes_of_the_observation():
    game = yon.load("shogun")
    planes, cells = game.observation_planes, game.cells
    speed = planes.index("value speed")
    state = game.new_initial_state()
    seen = state.observation_tensor()[speed]
    assert [seen[cells.index(c)] for c in ("a1", "b1", "c1", "d1", "e4")] == [1, 2, 3, 4, 0]
    marks = yon.loads(MARKS)
    fresh = marks.observation_planes.index("flag fresh")
    state = marks.new_initial_state()
    assert state.observation_tensor()[fresh].tolist() == [1, 0, 0, 0, 0, 0, 0, 0, 1]
    state.apply("a1-a2")
    assert state.observation_tensor()[fresh].tolist() == [0, 0, 0, 0, 0, 0, 0, 0, 1]
    assert marks.observation_bounds[fresh] == (0.0, 1.0)
