//! Staircase Nim's words are `content/<lang>/staircase.ftl` (the module
//! [`crate::content::staircase`]); here the games layer's values become their arguments.

use crate::content::staircase::Words;
use crate::games::reduction::shown;
use crate::games::staircase::{
    MAX_COINS, MAX_INPUT_LEN, MAX_STEPS, ParseStaircaseError, StairKind, StaircaseError,
};
use crate::ui::text::{GameNames, game_names};

/// Staircase Nim's name and summary (the header, the home page).
pub const STAIRCASE_NAMES: GameNames = game_names!(Words);

/// The word that chooses a kind of step's wording (`[odd]`, `[even]`).
pub fn kind(kind: StairKind) -> &'static str {
    match kind {
        StairKind::OddStep => "odd",
        StairKind::EvenStep => "even",
    }
}

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_INPUT_LEN, MAX_COINS, MAX_STEPS)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseStaircaseError) -> String {
    match error {
        ParseStaircaseError::Empty => t.error_empty().to_owned(),
        ParseStaircaseError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseStaircaseError::NotANumber { token } => t.error_not_a_number(shown(token, 20)),
        ParseStaircaseError::Negative { token } => t.error_negative(shown(token, 20)),
        ParseStaircaseError::TooLarge { token } => t.error_too_large(MAX_COINS, shown(token, 30)),
        ParseStaircaseError::TooManySteps { count } => t.error_too_many_steps(count, MAX_STEPS),
        ParseStaircaseError::TooManyCoins => t.error_too_many_coins(MAX_COINS),
    }
}

pub fn move_error(t: Words, error: &StaircaseError) -> String {
    match *error {
        StaircaseError::NoSuchStep { step, steps } => t.error_no_such_step(step, steps),
        StaircaseError::MoveNothing => t.error_move_nothing().to_owned(),
        StaircaseError::TooMany { step, coins, on_step } => t.error_too_many(coins, on_step, step),
    }
}
