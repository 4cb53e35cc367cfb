//! Chomp's words are `content/<lang>/chomp.ftl` (the module [`crate::content::chomp`]); here
//! the games layer's values become their arguments.

use crate::content::chomp::Words;
use crate::games::chomp::{
    ChompError, ChompReason, MAX_COLUMNS, MAX_INPUT_LEN, MAX_ROWS, MAX_SEARCH_POSITIONS, MAX_SEARCH_WORK,
    ParseChompError,
};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, game_names};

/// Chomp's name and summary (the header, the home page).
pub const CHOMP_NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_COLUMNS, group_digits(MAX_SEARCH_POSITIONS), MAX_ROWS)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseChompError) -> String {
    match error {
        ParseChompError::Empty => t.error_empty().to_owned(),
        ParseChompError::TooLongText { len } => {
            t.error_too_long_text(len, group_digits(MAX_INPUT_LEN as u64))
        }
        ParseChompError::NotANumber { row, token } => t.error_not_a_number(row, token),
        ParseChompError::TooLong { row, token } => t.error_too_long(MAX_COLUMNS, row, token),
        ParseChompError::TooManyRows { count } => t.error_too_many_rows(count, MAX_ROWS),
        ParseChompError::EmptyRow { row } => t.error_empty_row(row),
        ParseChompError::Increasing { row, length, above } => t.error_increasing(above, length, row),
        ParseChompError::TooLargeToSearch(limit) => {
            let reach = if limit.positions > MAX_SEARCH_POSITIONS { "positions" } else { "work" };
            t.error_too_large_to_search(
                group_digits(MAX_SEARCH_POSITIONS),
                group_digits(MAX_SEARCH_WORK),
                limit.positions,
                reach,
            )
        }
    }
}

pub fn move_error(t: Words, error: &ChompError) -> String {
    match *error {
        ChompError::Poisoned => t.error_poisoned().to_owned(),
        ChompError::NoSquare { row, column } => t.error_no_square(column, row),
    }
}

pub fn reason(t: Words, reason: &ChompReason) -> String {
    match *reason {
        ChompReason::ToZero { value } => t.reason_to_zero(value),
        ChompReason::Losing { replies } => t.reason_losing(replies),
        ChompReason::SquareMirror { side } => t.reason_square_mirror(side),
        ChompReason::TooLarge { rectangle: true } => t.reason_too_large_rectangle().to_owned(),
        ChompReason::TooLarge { rectangle: false } => t.reason_too_large().to_owned(),
    }
}

/// The strategy-stealing argument's steps, in order.
pub fn steal_steps(t: Words) -> [&'static str; 5] {
    [
        t.steal_step_suppose(),
        t.steal_step_corner(),
        t.steal_step_answer(),
        t.steal_step_same(),
        t.steal_step_conclusion(),
    ]
}
