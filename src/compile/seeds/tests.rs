//! Laps against the walk they stand for.

use super::*;

/// A track of 9 of a board's 12 cells, out of cell order; cells 3, 7 and 11 are off it.
fn track() -> Track {
    Track::new("round", vec![0, 1, 2, 6, 5, 4, 8, 9, 10], 12)
}

#[test]
fn laps_say_where_the_last_seed_falls_as_a_walk_does() {
    let track = track();
    // Every set of skipped cells among the first ten (the off-track ones included).
    for skipped in 0..1u32 << 10 {
        let skips = |cell: Cell| skipped & 1 << cell != 0;
        for skip_origin in [false, true] {
            let laps = Laps::new(&track, skip_origin, skips).expect("a closed track");
            for from in 0..12 {
                for count in 0..30 {
                    let walked = last_sown(&track, from, count, skip_origin, skips);
                    assert_eq!(laps.last(from, count), walked, "{skipped:b} {skip_origin} {from} {count}");
                }
            }
        }
    }
}

#[test]
fn a_lap_is_the_cells_that_take_a_seed_in_order() {
    let laps = Laps::new(&track(), true, |cell| cell == 5).expect("a closed track");
    assert_eq!(laps.lap(2), [6, 4, 8, 9, 10, 0, 1], "past 5, and past 2 itself");
    assert_eq!(laps.lap(3), [] as [Cell; 0], "off the track");
    let every = Laps::new(&track(), false, |_| true).expect("a closed track");
    assert_eq!((every.lap(0), every.last(0, 1)), (&[] as &[Cell], NO_CELL), "every cell skipped");
}

/// Rules whose sowing skips a region have laps, one per context; a skip that reads the
/// position has none.
#[test]
fn only_sowings_past_a_region_have_laps() {
    let game = |skip: &str| {
        format!(
            "players south north\nboard square 3 x 2\nregion side of south: rank 1\n\
             region side of north: rank 2\nseeds 4: all\ntrack round: a1 b1 c1 c2 b2 a2\n\
             action sow: sow side along round {skip}\n"
        )
    };
    for (skip, has) in [("", true), ("skip origin", true), ("skip side", true), ("skip seeds 0", false)] {
        let rules = crate::check::load(&game(skip)).expect("a game");
        let laps = &rules.sowing.laps[0];
        assert_eq!(laps.is_some(), has, "{skip}");
        if let Some(laps) = laps {
            assert_eq!(laps.len(), rules.context_count(), "{skip}: one per context");
        }
    }
}
