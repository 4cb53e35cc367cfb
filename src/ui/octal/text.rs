//! The octal games' words are `content/<lang>/octal.ftl` (the module
//! [`crate::content::octal`]); here the games layer's values become their arguments.

use crate::content::octal::Words;
use crate::games::octal::{
    Leave, MAX_DIGITS, MAX_HEAP, MAX_HEAPS, MAX_INPUT_LEN, OctalMoveError, ParseOctalError, Way,
};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, game_names};

/// The octal games' name and summary (the header, the home page).
pub const OCTAL_NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_DIGITS, MAX_HEAP, MAX_HEAPS)
}

/// The word that chooses a way's wording (`[whole]`, `[end]`, `[middle]`).
fn way(way: Way) -> &'static str {
    match way {
        Way::Whole => "whole",
        Way::End => "end",
        Way::Middle => "middle",
    }
}

/// "knocked down 2 pins of row 1" (row from 1).
pub fn took(t: Words, row: usize, take: u64, leave: Leave) -> String {
    match leave {
        Leave::Rest => t.took(0, 0, "rest", row, take),
        Leave::Split(a, b) => t.took(a, b, "split", row, take),
    }
}

/// What one take allows: "2 pins: from an end, from the middle".
pub fn code_rule(t: Words, take: u64, ways: &[Way]) -> String {
    let ways: Vec<&str> = ways
        .iter()
        .map(|&w| match w {
            Way::Whole => t.way_whole(),
            Way::End => t.way_end(),
            Way::Middle => t.way_middle(),
        })
        .collect();
    t.code_rule(take, ways.join(t.list_separator()))
}

/// The selection read aloud and shown: pins `first` to `last` of row `row` (from 1).
pub fn selection(t: Words, row: usize, first: u64, last: u64, pins: u64) -> String {
    if first == last { t.selection_one(first, pins, row) } else { t.selection_range(first, last, pins, row) }
}

/// A ready-made position's name, by its id (`kayles`, `octal-177`, …).
pub fn preset(t: Words, id: &str) -> &'static str {
    match id {
        "kayles" => t.preset_kayles(),
        "dawsons-kayles" => t.preset_dawsons_kayles(),
        "dawsons-chess" => t.preset_dawsons_chess(),
        "octal-177" => t.preset_octal_177(),
        "octal-11377" => t.preset_octal_11377(),
        "octal-117" => t.preset_octal_117(),
        "octal-156" => t.preset_octal_156(),
        _ => "",
    }
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseOctalError) -> String {
    match error {
        ParseOctalError::TooLong { len } => t.error_too_long(len, group_digits(MAX_INPUT_LEN as u64)),
        ParseOctalError::MissingColon => t.error_missing_colon().to_owned(),
        ParseOctalError::NotACode { text } => t.error_not_a_code(text),
        ParseOctalError::NoDigits => t.error_no_digits().to_owned(),
        ParseOctalError::TooManyDigits { found, max } => t.error_too_many_digits(found, max),
        ParseOctalError::NotOctal { digit } => t.error_not_octal(digit),
        ParseOctalError::LastDigitZero => t.error_last_digit_zero().to_owned(),
        ParseOctalError::NotANumber { token } => t.error_not_a_number(token),
        ParseOctalError::TooManyHeaps { found, max } => t.error_too_many_heaps(found, max),
        ParseOctalError::HeapTooLarge { heap, max } => t.error_heap_too_large(heap, max),
        ParseOctalError::BeyondComputed { heap, size, computed } => {
            t.error_beyond_computed(computed, heap, size)
        }
        ParseOctalError::TooManyTerms { asked, max } => t.error_too_many_terms(asked, max),
        ParseOctalError::ValueTooLarge { heap } => t.error_value_too_large(heap),
    }
}

pub fn move_error(t: Words, error: &OctalMoveError) -> String {
    match error {
        OctalMoveError::NoSuchHeap { heap, heaps } => t.error_no_such_heap(heap, heaps),
        OctalMoveError::TakeNotInCode { take, code } => t.error_take_not_in_code(code, take),
        OctalMoveError::MoreThanHeap { take, size } => t.error_more_than_heap(size, take),
        OctalMoveError::NotAllowed { take, way: w } => t.error_not_allowed(take, way(*w)),
        OctalMoveError::WrongSplit { a, b, rest } => t.error_wrong_split(a, b, rest),
    }
}
