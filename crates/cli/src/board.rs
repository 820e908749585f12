//! Board: the position as the terminal shows it — coloured when stdout is a terminal and
//! `NO_COLOR` is unset, plain text otherwise. The drawing itself is in `draw`.

use super::colour_wanted;
use std::io::IsTerminal;
use yon::engine::State;
use yon_view::draw::Recent;

/// The board, then hands, progress and legend, for printing on stdout; the actions of
/// `recent` marked and told.
pub fn draw(state: &State, recent: &Recent) -> String {
    yon_view::draw::position_after(state, colour_wanted(std::io::stdout().is_terminal()), recent)
}
