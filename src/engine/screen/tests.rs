//! Tests of the screen: the pieces it passes over had no move to list.

use crate::compile::screen::Screen;
use crate::engine::Rng;
use std::sync::Arc;

/// Men capture by hopping, kings by flying, and a frog hops over its own pieces or steps onto
/// an enemy: a kind the screen passes over beside one it never does, and classes joined. Men
/// and kings capture on from where they landed, each by the rules of their first capture, and a
/// king may step from the cell the last action went to, which at the start of a turn holds the
/// other player's piece.
const MIXED: &str = "players a b\nboard square 6 x 6\nfacing a: n\nfacing b: s\n\
    piece man, king, frog\n\
    setup a man: a1 c1 e1 b2 d2\nsetup a king: f2\nsetup a frog: a3\n\
    setup b man: b6 d6 f6 c5 e5\nsetup b king: a5\nsetup b frog: f4\n\
    action step: move man | king step diagonal to empty\n\
    action jump: move man hop diagonal over enemy to empty then capture jumped\n\
    action fly: move king hop flying diagonal over enemy to empty then capture jumped\n\
    action frog: move frog hop orthogonal over own to empty\n\
    action bite: move frog step any to enemy\n\
    action crawl: move frog step orthogonal to empty\n\
    action jump-on: move man | king from last jump to | last jump-on to hop diagonal over enemy to empty then capture jumped\n\
    action fly-on: move king from last fly to | last fly-on to hop flying diagonal over enemy to empty then capture jumped\n\
    action dash: move king from last to step any to empty\n\
    turn: step | crawl | frog | bite | dash | (jump | fly) (jump-on | fly-on)*\n\
    priority: jump | fly | jump-on | fly-on | frog | bite\n\
    lose: stuck\ndraw: turn >= 80\n";

/// The king's first move is a capture by `fly`, which goes on by `fly-on` alone.
const FLYING_ON: &str = "players a b\nboard square 6 x 6\nfacing a: n\nfacing b: s\npiece man, king\n\
    setup a king: a1\nsetup a man: e1\nsetup b man: b2 d4 b6 d6\n\
    action step: move man | king step diagonal to empty\n\
    action jump: move man hop diagonal over enemy to empty then capture jumped\n\
    action fly: move king hop flying diagonal over enemy to empty then capture jumped\n\
    action jump-on: move man | king from last jump to | last jump-on to hop diagonal over enemy to empty then capture jumped\n\
    action fly-on: move king from last fly to | last fly-on to hop flying diagonal over enemy to empty then capture jumped\n\
    turn: step | (jump | fly) (jump-on | fly-on)*\n\
    priority: jump | fly | jump-on | fly-on\nlose: stuck\ndraw: turn >= 80\n";

/// On a rhombus of hexagons a diagonal reaches past the neighbours, and is a shift of the
/// board's bit sets all the same.
const HEX_HOPS: &str = "players a b\nboard hex 7 x 7\npiece p\n\
    setup a p: a1 b1 c1 d1 a2 b2 c2\nsetup b p: g7 f7 e7 d7 g6 f6 e6\n\
    action step: move p step e | w | ne | nw | se | sw to empty\n\
    action jump: move p hop n | s | e | w over enemy to empty then capture jumped\n\
    priority: jump\nlose: stuck\ndraw: turn >= 80\n";

/// The moves listed with the screen are those listed without it, in the same order, for the
/// rules of each priority group, each rule alone and all at once, at every position of random
/// games of every shipped game that has a screened rule, one that starts from the last
/// action's cells or a gated one, and of the games above.
#[test]
fn a_piece_the_screen_passes_over_has_no_move() {
    let mut sources = crate::engine::shipped_sources();
    sources.extend([MIXED, FLYING_ON, HEX_HOPS].map(String::from));
    let (mut screened_games, mut compared) = (0, 0);
    for source in &sources {
        let rules = Arc::new(crate::check::load(source).expect("a game"));
        if rules.screen.screened == 0 && rules.screen.from_last == 0 && rules.screen.gated == 0 {
            continue;
        }
        screened_games += 1;
        let bare = Arc::new(crate::compile::rules::Rules { screen: Screen::default(), ..(*rules).clone() });
        compared += crate::engine::assert_same_listings(&rules, &bare, 0..3, 150);
    }
    assert!(screened_games >= 10, "the draughts family, Konane, chess and the test games: {screened_games}");
    assert!(compared > 20_000, "{compared} lists compared");
}

/// `back` of a set along a direction is exactly the cells whose neighbour that way is in the
/// set, on boards of one and of two words, along every direction that is a shift.
#[test]
fn back_finds_the_cells_whose_neighbour_is_in_the_set() {
    for board in ["square 8 x 8", "square 10 x 10", "square 11 x 11", "hex 7 x 7"] {
        let game = format!("players a b\nboard {board}\npiece p\naction jump: move p hop any over enemy\n");
        let rules = crate::check::load(&game).expect("the test game checks");
        let shifts = rules.screen.shifts.iter().flatten().count();
        assert!(shifts >= 6, "{board}: {shifts} shifts");
        match rules.geometry.cell_count().div_ceil(64) {
            1 => backs_match::<1>(&rules, board),
            _ => backs_match::<2>(&rules, board),
        }
    }
}

/// `back` against each cell's neighbour, for random sets of a board of `N` words.
fn backs_match<const N: usize>(rules: &crate::compile::rules::Rules, board: &str) {
    use crate::compile::geometry::NO_CELL;
    let (geometry, cells) = (&rules.geometry, rules.geometry.cell_count());
    let mut rng = Rng::new(7);
    for (d, shift) in rules.screen.shifts.iter().enumerate() {
        let Some(shift) = shift else { continue };
        for _ in 0..20 {
            let mut set = [0; N];
            (0..cells).filter(|_| rng.below(3) == 0).for_each(|c| set[c / 64] |= 1 << (c % 64));
            let found = super::back(&set, shift);
            for cell in 0..cells {
                let next = geometry.step(cell as u16, d as u8);
                let wanted = next != NO_CELL && set[next as usize / 64] & 1 << (next % 64) != 0;
                assert_eq!(
                    found[cell / 64] & 1 << (cell % 64) != 0,
                    wanted,
                    "{board}, direction {d}, cell {cell}"
                );
            }
        }
    }
}
