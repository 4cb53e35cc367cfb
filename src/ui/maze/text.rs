//! The maze game's words are `content/<lang>/maze.ftl` (the module [`crate::content::maze`]);
//! here the games layer's values become their arguments.

use crate::content::maze::Words;
use crate::games::maze::{Direction, MAX_INPUT_LEN, MAX_SIDE, MazeError, MazeReason, ParseMazeError};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, game_names};

/// The maze game's name and summary (the header, the home page).
pub const MAZE_NAMES: GameNames = game_names!(Words);

/// The word that chooses a direction's wording (`[left]`, `[up]`).
pub fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Left => "left",
        Direction::Up => "up",
    }
}

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_SIDE)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseMazeError) -> String {
    match *error {
        ParseMazeError::Empty => t.error_empty().to_owned(),
        ParseMazeError::TooLongText { len } => t.error_too_long_text(len, group_digits(MAX_INPUT_LEN as u64)),
        ParseMazeError::TooManyRows { count } => t.error_too_many_rows(count, MAX_SIDE),
        ParseMazeError::TooWide { row, len } => t.error_too_wide(len, MAX_SIDE, row),
        ParseMazeError::EmptyRow { row } => t.error_empty_row(row),
        ParseMazeError::BadChar { row, column, found } => t.error_bad_char(column, found, row),
        ParseMazeError::Ragged { row, len, expected } => t.error_ragged(expected, len, row),
        ParseMazeError::NoFigure => t.error_no_figure().to_owned(),
        ParseMazeError::TwoFigures { first, second } => {
            t.error_two_figures(first.1, first.0, second.1, second.0)
        }
    }
}

pub fn move_error(t: Words, error: &MazeError) -> String {
    match *error {
        MazeError::NoSteps => t.error_no_steps().to_owned(),
        MazeError::Blocked { direction: d, steps, free } => t.error_blocked(direction(d), free, steps),
    }
}

pub fn reason(t: Words, reason: &MazeReason) -> String {
    match *reason {
        MazeReason::ToZero { value } => t.reason_to_zero(value),
        MazeReason::Losing { replies } => t.reason_losing(replies),
    }
}
