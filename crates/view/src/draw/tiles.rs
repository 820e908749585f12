//! Tiles: which cells one shaped piece covers (`shape KIND: CELLS`), so that the board draws
//! each placed shape as one piece. Read from the game's history — every action played, found by
//! taking them back one by one on a copy — not guessed from neighbouring cells, so that two
//! pieces of the same kind and owner side by side stay two.

use yon::compile::geometry::Cell;
use yon::engine::{Piece, State, kind_of, owner_of};

/// For each cell, the shaped piece standing on it: the same number for every cell one
/// placement covered and that still holds what it placed, `None` for any other cell. Pieces
/// are numbered by when they were placed, the first from 0. Empty of pieces in a game
/// without shapes, which is not walked back at all.
pub fn tiles(state: &State) -> Vec<Option<u32>> {
    let count = state.rules().geometry.cell_count();
    let mut tile = vec![None; count];
    if state.rules().shapes.kinds == 0 {
        return tile;
    }
    // Walking back, the first action found to change a cell put there what stands on it now:
    // a shape's placement names it a tile; any other action leaves it none.
    let mut claimed = vec![false; count];
    let mut placed = 0;
    let mut game = state.clone();
    while game.ply() > 0 {
        let last = game.last_action();
        let after = game.board().to_vec();
        game.undo();
        // A throw of dice changes no cell and leaves the last action as it was: nothing is
        // claimed for it, and the action is found again at the step that played it. A piece
        // that only changed its side or history still is the piece placed.
        let looks = |piece: Piece| (piece != 0).then(|| (owner_of(piece), kind_of(piece)));
        let changed = (0..count).filter(|&c| looks(game.board()[c]) != looks(after[c]));
        let footprint = last.and_then(|action| game.footprint(action));
        let mut tiled = false;
        for cell in changed {
            if std::mem::replace(&mut claimed[cell], true) {
                continue;
            }
            if after[cell] != 0 && footprint.is_some_and(|p| p.cells.contains(&(cell as Cell))) {
                tile[cell] = Some(placed);
                tiled = true;
            }
        }
        placed += u32::from(tiled);
    }
    // Numbered from the last placed; turned round so that the first placed is 0.
    tile.iter().map(|t| t.map(|i| placed - 1 - i)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    /// Dominoes on a 4 × 2 board, each player's pieces the same kind and owner.
    const DOMINOES: &str = "game \"Dominoes\"\nplayers x o\nboard square 4 x 2\npiece d\n\
        shape d: a1 b1\nhand d 4\naction place: place on empty\nlose: stuck\n";

    fn played(actions: &[&str]) -> State {
        let rules = yon::check::load(DOMINOES).expect("the test game checks");
        let mut state = State::new(Arc::new(rules));
        for name in actions {
            let action = state.parse_action(name).unwrap_or_else(|e| panic!("{name}: {e:?}"));
            state.play(action).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        }
        state
    }

    #[test]
    fn pieces_of_one_kind_and_owner_side_by_side_stay_apart() {
        // x's two dominoes lie end to end along rank 1: a1-b1 and c1-d1; o's across rank 2.
        let state = played(&["a1", "a2", "c1"]);
        let tiles = tiles(&state);
        let cell = |name: &str| state.rules().geometry.cell(name).expect("a cell") as usize;
        let of = |name: &str| tiles[cell(name)];
        assert_eq!((of("a1"), of("b1")), (Some(0), Some(0)));
        assert_eq!((of("a2"), of("b2")), (Some(1), Some(1)));
        assert_eq!((of("c1"), of("d1")), (Some(2), Some(2)));
        assert_eq!((of("c2"), of("d2")), (None, None));
    }

    #[test]
    fn a_game_without_shapes_has_no_tiles() {
        let rules = yon::check::load(
            "game \"Row\"\nplayers x o\nboard square 3 x 3\npiece m\nhand m unlimited\n\
             action place: place m on empty\nlose: stuck\n",
        )
        .expect("checks");
        let mut state = State::new(Arc::new(rules));
        let action = state.parse_action("b2").expect("b2");
        state.play(action).expect("legal");
        assert!(tiles(&state).iter().all(Option::is_none));
    }
}
