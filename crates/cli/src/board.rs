//! Board: the position as the terminal shows it — coloured when stdout is a terminal and
//! `NO_COLOR` is unset, plain text otherwise. The drawing itself is in `draw`.

use super::colour_wanted;
use std::io::IsTerminal;
use yon::engine::State;
use yon_view::draw::Recent;

/// The board, then hands, progress and legend, for printing on stdout; the actions of
/// `recent` marked and told.
pub fn draw(state: &State, recent: &Recent) -> String {
    let board = yon_view::draw::position_after(state, colour_wanted(std::io::stdout().is_terminal()), recent);
    format!("{board}{}", dice_left(state))
}

/// The dice thrown this turn and not yet used, `dice: 3 5` on a line of its own; nothing when
/// none are left (or the game has no dice).
pub fn dice_left(state: &State) -> String {
    let pool = state.pool();
    if pool.is_empty() {
        return String::new();
    }
    let values: Vec<String> = pool.iter().map(u8::to_string).collect();
    format!("dice: {}\n", values.join(" "))
}
