//! The sums playground's words are `content/<lang>/sums.ftl` (the module
//! [`crate::content::sums`]); here the games layer's values become their arguments.

use crate::content::sums::Words;
use crate::games::sums::{MAX_INPUT_LEN, MAX_PARTS, SUMMABLE, SumError, SumReason};
use crate::ui::text::{GameNames, game_names};

/// The sums' name and summary (the header, the home page).
pub const NAMES: GameNames = game_names!(Words);

/// A component's number as the words say it (`part` from 0).
fn number(part: usize) -> usize {
    part + 1
}

/// A name, a move or a text of the reader's shown cut to 40 characters.
fn cut(text: &str) -> String {
    text.chars().take(40).collect()
}

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_PARTS)
}

/// "Component 2 (Nim)" (`part` from 0).
#[inline(always)]
pub fn component_of(t: Words, part: usize, game: &str) -> String {
    t.component_of(game, number(part))
}

/// A short row label of the XOR table: "1 Nim" (`part` from 0).
pub fn row_label(t: Words, part: usize, game: &str) -> String {
    t.row_label(game, number(part))
}

/// A clause after a player's name: "moved 2-3 in component 1" (`part` from 0).
pub fn moved(t: Words, part: usize, mv: &str) -> String {
    t.moved(mv, number(part))
}

/// The same with the move in its game's words, `what` (a clause of that game).
pub fn moved_in(t: Words, part: usize, game: &str, what: &str) -> String {
    t.moved_in(game, number(part), what)
}

/// The computer's reason in the words of `game`, the moved component's game: the move is said
/// beside it, so it names only the component, with the values when the move wins.
pub fn reason(t: Words, reason: &SumReason, game: &str) -> String {
    match (reason.winning, reason.from, reason.total, reason.to) {
        (true, Some(from), Some(total), Some(to)) => {
            t.reason_winning(from.value(), game, number(reason.part), to.value(), total.value())
        }
        _ => t.reason_losing(game, number(reason.part)),
    }
}

/// No component `part` (from 0) in a sum of `parts`.
pub fn no_part(t: Words, part: usize, parts: usize) -> String {
    t.no_part(number(part), parts)
}

/// A move its component's game cannot read (`component` named, `mv` as written).
pub fn not_a_move(t: Words, component: &str, mv: &str) -> String {
    t.not_a_move(component, cut(mv))
}

/// The "Remove" button's label of component `part` (from 0).
pub fn remove_label(t: Words, part: usize) -> String {
    t.remove_label(number(part))
}

/// A sum's parse error. `game` is the name of the game of the component it is about (a
/// position refused, no value), `why` the refusal of that component's position (in its game's
/// words, or [`Words::unreadable`]).
#[inline(always)]
pub fn sum_error(t: Words, error: &SumError, game: &str, why: &str) -> String {
    match error {
        SumError::Empty => t.error_empty().to_owned(),
        SumError::TooLong { length } => t.error_too_long(length, MAX_INPUT_LEN),
        SumError::TooManyParts { found } => t.error_too_many(found, MAX_PARTS),
        SumError::BadPart { part, text } => t.error_bad_part(part, cut(text)),
        SumError::UnknownGame { part, id } => t.error_unknown_game(cut(id), SUMMABLE.join(", "), part),
        // The errors count components from 1.
        SumError::BadPosition { part, .. } => t.error_bad_position(component_of(t, part - 1, game), why),
        SumError::NoValue { part, .. } => t.error_no_value(component_of(t, part - 1, game)),
    }
}
