//! Tests of the exposure tables: which cells an attack path passes, and which games have them.

use super::*;

fn rules(source: &str) -> Rules {
    crate::check::load(source).expect("the test game checks")
}

fn cell(rules: &Rules, name: &str) -> Cell {
    rules.geometry.names.iter().position(|n| n == name).expect("a cell") as Cell
}

/// The cells named, as a bit set of the board.
fn at(rules: &Rules, names: &[&str]) -> Vec<u64> {
    let mut bits = vec![0; rules.geometry.cell_count().div_ceil(64)];
    for name in names {
        let c = cell(rules, name) as usize;
        bits[c / 64] |= 1 << (c % 64);
    }
    bits
}

const ROOK: &str = "players a b\nboard square 5 x 5\npiece king, rook\nroyal king\n\
                    setup a king: a1\nsetup b king: e5\n\
                    action king: move king step any to empty | enemy\n\
                    action rook: move rook slide orthogonal to empty | enemy\n";

#[test]
fn a_slide_through_empty_cells_is_exposed_by_a_cell_left_between_with_a_piece_beyond() {
    let rules = rules(ROOK);
    let exposure = Exposure::of(&rules).expect("captures read only classes");
    let [a1, a3, b2, c3] = ["a1", "a3", "b2", "c3"].map(|name| cell(&rules, name));
    let (a5, b5, c5) = (at(&rules, &["a5"]), at(&rules, &["b5"]), at(&rules, &["c5"]));
    assert!(exposure.by_leaving(a1, a3, &a5), "a rook on a5 sees a1 once a3 is empty");
    assert!(!exposure.by_leaving(a1, a3, &b5), "nothing stands beyond a3");
    assert!(!exposure.by_leaving(a1, b2, &a5), "no rook moves diagonally");
    assert!(!exposure.by_leaving(a1, c3, &c5));
    assert!(!exposure.by_entering(a1, a3, &a5), "a piece on a3 only blocks a slide through empty cells");
}

#[test]
fn a_hop_is_exposed_by_cells_left_and_entered_and_a_leap_by_those_it_passes() {
    let cannon =
        ROOK.replace("slide orthogonal to empty | enemy", "hop flying orthogonal over occupied to enemy");
    let rules = rules(&cannon);
    let exposure = Exposure::of(&rules).expect("captures read only classes");
    let [a1, a3] = ["a1", "a3"].map(|name| cell(&rules, name));
    let a5 = at(&rules, &["a5"]);
    assert!(exposure.by_leaving(a1, a3, &a5) && exposure.by_entering(a1, a3, &a5), "a screen may come or go");

    let horse = ROOK.replace("slide orthogonal to empty | enemy", "leap n ne through empty to empty | enemy");
    let rules = super::tests::rules(&horse);
    let exposure = Exposure::of(&rules).expect("captures read only classes");
    let [c3, b2, b1] = ["c3", "b2", "b1"].map(|name| cell(&rules, name));
    let (on_b1, on_a1) = (at(&rules, &["b1"]), at(&rules, &["a1"]));
    // A horse on b1 reaches c3 by n ne, passing b2.
    assert!(exposure.by_leaving(c3, b2, &on_b1));
    assert!(!exposure.by_leaving(c3, b2, &on_a1), "no horse on a1 passes b2 to c3");
    assert!(!exposure.by_entering(c3, b2, &on_b1), "a piece there only blocks");
    assert!(!exposure.by_leaving(c3, b1, &on_b1), "where the horse stands is no path cell");
}

#[test]
fn captures_that_read_more_than_the_cells_they_start_and_land_on_have_no_table() {
    assert!(Exposure::of(&rules(ROOK)).is_some());
    for (from, to) in [
        ("slide orthogonal to empty | enemy", "slide orthogonal to empty | enemy & next e empty"),
        ("slide orthogonal to empty | enemy", "slide orthogonal through empty | last to to empty | enemy"),
        ("action rook: move rook", "action rook: move rook from next e enemy"),
        ("slide orthogonal to empty | enemy", "step onward to empty | enemy"),
        ("slide orthogonal to empty | enemy", "slide orthogonal to empty | enemy\n  requires pieces >= 1"),
    ] {
        let source = ROOK.replace(from, to).replace("royal king\n", "royal king\nunmoved: rook\n");
        assert!(Exposure::of(&rules(&source)).is_none(), "{to}");
    }
    // Sets that read only the cell asked about, and where a capture lands the last action's
    // cells, may be judged: the move changes no other cell.
    for to in ["enemy & unmoved", "empty | enemy & rook", "last to | enemy"] {
        let source = ROOK
            .replace("to empty | enemy\n", &format!("to {to}\n"))
            .replace("royal king\n", "royal king\nunmoved: rook\n");
        let rules = rules(&source);
        let exposure = Exposure::of(&rules).unwrap_or_else(|| panic!("{to}"));
        assert_eq!(exposure.passing, to.starts_with("last"), "{to}");
    }
    let unroyal = ROOK.replace("royal king\n", "");
    assert!(Exposure::of(&rules(&unroyal)).is_none(), "no royal piece, no check");
}
