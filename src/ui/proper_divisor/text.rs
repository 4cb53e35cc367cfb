//! The divisor game's words are `content/<lang>/proper-divisor.ftl` (the module
//! [`crate::content::proper_divisor`]; the other reductions' pages do not carry them); here the
//! games layer's values become their arguments.

pub use crate::content::proper_divisor::Words;
use crate::games::proper_divisor::{
    DivisorError, DivisorReason, MAX_INPUT_LEN, MAX_N, MAX_NUMBERS, ParseDivisorError,
};
use crate::games::reduction::shown;
use crate::ui::text::{GameNames, game_names};

/// The divisor game's name and summary (the header, the home page, a sum's components).
pub const DIVISOR_NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_N, MAX_NUMBERS)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseDivisorError) -> String {
    match error {
        ParseDivisorError::Empty => t.error_empty().to_owned(),
        ParseDivisorError::TooLong { len } => t.error_too_long(len, MAX_INPUT_LEN),
        ParseDivisorError::NotANumber { token } => t.error_not_a_number(shown(token, 20)),
        ParseDivisorError::Negative { token } => t.error_negative(shown(token, 20)),
        ParseDivisorError::Zero => t.error_zero().to_owned(),
        ParseDivisorError::TooLarge { token } => t.error_too_large(MAX_N, shown(token, 30)),
        ParseDivisorError::TooManyNumbers { count } => t.error_too_many(count, MAX_NUMBERS),
    }
}

/// Numbers are counted from 1 in the words (from 0 in the games layer).
pub fn move_error(t: Words, error: &DivisorError) -> String {
    match error {
        DivisorError::NoSuchNumber { index, count } => t.error_no_such_number(count, *index as u128 + 1),
        DivisorError::NotSmaller { divisor, n } => t.error_not_smaller(divisor, n),
        DivisorError::NotADivisor { divisor, n } => t.error_not_a_divisor(divisor, n),
    }
}

pub fn reason(t: Words, reason: &DivisorReason) -> String {
    match *reason {
        DivisorReason::ToZero { nim_sum, index, from_omega, to_omega } => {
            t.reason_to_zero(from_omega, nim_sum, index + 1, to_omega)
        }
        DivisorReason::FewestReplies { replies } => t.reason_fewest(replies),
    }
}
