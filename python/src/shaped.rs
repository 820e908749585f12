//! Shaped: the `shape` block of the action space — placements of pieces that cover several
//! cells (`shape KIND: CELLS`), one index for each placement the board has of each shape: a
//! kind, a turn and an anchor cell.
//!
//! Index within the block: the kind's first placement (the placements of the shaped kinds
//! before it, counted) plus the placement's place among its kind's, by turn and then anchor, as
//! `compile::shape::Shapes` lists them. Only the turns that give footprints of their own are
//! listed (a shape the same every way round has one, a bar two), and only the anchors where
//! the whole shape lies on the board, so the block is exactly the placements of all shapes on
//! the empty board. The turn is part of the index because one kind at one anchor can be placed
//! several ways (`F*c3` and `F*c3:5`), which a `kind × cell` index would give one index.

use yon::compile::rules::Rules;
use yon::compile::shape::turns;
use yon::engine::Action;

/// What `index` holds where a kind, a turn and an anchor make no placement.
const NONE: u32 = u32::MAX;

/// The shape of the `shape` block.
#[derive(Clone, Debug)]
pub struct Shaped {
    /// A bit per kind that has a shape.
    kinds: u64,
    cells: usize,
    /// Per kind (empty for a kind without a shape): the index within the block of the
    /// placement at `turn × cells + anchor`, or `NONE`.
    index: Vec<Vec<u32>>,
    /// Per index within the block: (kind, turn, anchor).
    placements: Vec<(u8, u8, u16)>,
}

impl Shaped {
    pub fn new(rules: &Rules) -> Shaped {
        let shapes = &rules.shapes;
        let cells = rules.geometry.cell_count();
        let turns = usize::from(turns(rules.geometry.shape));
        let mut index = vec![Vec::new(); rules.kinds.len()];
        let mut placements = Vec::with_capacity(shapes.count());
        for (kind, list) in shapes.placements.iter().enumerate() {
            if list.is_empty() {
                continue;
            }
            let table = &mut index[kind];
            *table = vec![NONE; turns * cells];
            for placement in list {
                table[usize::from(placement.turn) * cells + usize::from(placement.anchor)] =
                    placements.len() as u32;
                placements.push((kind as u8, placement.turn, placement.anchor));
            }
        }
        Shaped { kinds: shapes.kinds, cells, index, placements }
    }

    /// How many indices the block has (0 in a game without shapes).
    pub fn size(&self) -> usize {
        self.placements.len()
    }

    /// Whether a kind has a shape: its placements are in this block, not in `place`.
    #[inline]
    pub fn has(&self, kind: u8) -> bool {
        self.kinds & 1u64.checked_shl(u32::from(kind)).unwrap_or(0) != 0
    }

    /// A shaped placement's index within the block: its kind, its turn (`dir`) and its anchor
    /// (`to`). Every placement the engine offers is on the board, so it is listed (a turn past
    /// the board's, or an anchor the shape does not fit, would read as the block's first).
    #[inline]
    pub fn index(&self, action: Action) -> usize {
        let at = usize::from(action.dir) * self.cells + usize::from(action.to);
        let found = self.index.get(usize::from(action.kind)).and_then(|table| table.get(at));
        match found {
            Some(&i) if i != NONE => i as usize,
            _ => 0,
        }
    }

    /// What an index within the block stands for: `place f on c3` (turn 0) or
    /// `place f on c3 turned 5`.
    pub fn describe(&self, rules: &Rules, rest: usize) -> String {
        let (kind, turn, anchor) = self.placements[rest];
        let (kind, cell) = (&rules.kinds[usize::from(kind)], &rules.geometry.names[usize::from(anchor)]);
        match turn {
            0 => format!("place {kind} on {cell}"),
            turn => format!("place {kind} on {cell} turned {turn}"),
        }
    }
}
