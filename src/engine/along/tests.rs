//! Tests of moves along a track: where they start, and in what order.

use crate::compile::along::Landing;
use crate::compile::geometry::NO_CELL;
use crate::engine::position::owner_of;
use crate::engine::rng::Rng;
use crate::engine::state::State;

/// A race on a `files` × `ranks` board whose track runs through every cell, rank by rank from
/// the top, each rank the other way from the one before: out of the cells' order.
fn race(files: u8, ranks: u8) -> String {
    let mut track = Vec::new();
    for rank in (1..=ranks).rev() {
        let mut row: Vec<String> = (0..files).map(|f| format!("{}{rank}", (b'a' + f) as char)).collect();
        if rank % 2 == 0 {
            row.reverse();
        }
        track.extend(row);
    }
    format!(
        "players a b\nboard square {files} x {ranks}\nstacks\npiece p\nhand p 6\ndice 1 d6\n\
         track way: off {} off\ncapture to owner hand\n\
         action enter: move from off along way exactly die to empty | own\n\
         action run: move from all along way exactly die to empty | own | enemy & height == 1\n\
         action bear-off: move along way exactly die to off or beyond\n\
         turn: roll (enter | run | bear-off)\nwin: pieces == 0 and hand == 0\n",
        track.join(" ")
    )
}

/// Each die's moves along the track start from the mover's pieces in the route's order, not
/// the cells', and every piece that can land moves: on routes of 64 and 70 cells.
#[test]
fn moves_along_start_from_every_piece_that_lands_in_the_routes_order() {
    for (files, ranks) in [(8, 8), (10, 7)] {
        let mut state = State::of_source(&race(files, ranks));
        let route = state.rules.routes[0].clone();
        let (mut rng, mut listed) = (Rng::new(5), 0);
        for _ in 0..2000 {
            let mut actions = Vec::new();
            state.candidates(&mut actions);
            let player = state.s.to_move;
            let run = |a: &&crate::engine::action::Action| a.rule == 1;
            for die in 1..=6u8 {
                let starts: Vec<_> =
                    actions.iter().filter(run).filter(|a| a.dir == die).map(|a| a.from).collect();
                let places: Vec<_> = starts.iter().map(|&c| route.place_of(c)).collect();
                assert!(places.windows(2).all(|w| w[0] < w[1]), "{files}x{ranks}: {places:?}");
                if state.s.pool.values().contains(&die) {
                    let lands = |cell| {
                        let top = state.position.board[cell as usize];
                        let landing = route.landing(cell, u32::from(die));
                        let Landing::Cell(to) = landing else { return false };
                        let there = state.position.board[to as usize];
                        top != 0
                            && owner_of(top) == player
                            && (there == 0 || owner_of(there) == player || state.position.height(to) == 1)
                    };
                    let expected: Vec<_> = route.cells.iter().copied().filter(|&c| lands(c)).collect();
                    assert_eq!(starts, expected, "{files}x{ranks}, die {die}");
                    listed += starts.len();
                }
            }
            assert!(actions.iter().all(|a| a.rule != 1 || a.from != NO_CELL));
            if state.play_sampled(&mut |n| rng.below(n)).is_none() {
                break;
            }
        }
        assert!(listed > 500, "{files}x{ranks}: {listed} moves listed");
    }
}
