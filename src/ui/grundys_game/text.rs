//! Grundy's game's words are `content/<lang>/grundys.ftl` (the module
//! [`crate::content::grundys`]); here the games layer's values become their arguments.

use crate::content::grundys::Words;
use crate::games::grundys_game::{GrundysMoveError, MAX_HEAP, MAX_HEAPS, MAX_INPUT_LEN, ParseGrundysError};
use crate::ui::nim::board::group_digits;
use crate::ui::text::{GameNames, game_names};

/// Grundy's game's name and summary (the header, the home page).
pub const GRUNDYS_NAMES: GameNames = game_names!(Words);

pub fn setup_help(t: Words) -> String {
    t.setup_help(MAX_HEAPS, MAX_HEAP)
}

#[inline(always)]
pub fn parse_error(t: Words, error: &ParseGrundysError) -> String {
    match error {
        ParseGrundysError::TooLong { len } => t.error_too_long(len, group_digits(MAX_INPUT_LEN as u64)),
        ParseGrundysError::NotANumber { token } => t.error_not_a_number(token),
        ParseGrundysError::TooManyHeaps { found, max } => t.error_too_many_heaps(found, max),
        ParseGrundysError::HeapTooLarge { heap, max } => t.error_heap_too_large(heap, max),
        ParseGrundysError::TooManyTerms { asked, max } => t.error_too_many_terms(asked, max),
    }
}

pub fn move_error(t: Words, error: &GrundysMoveError) -> String {
    match error {
        GrundysMoveError::NoSuchHeap { heap, heaps } => t.error_no_such_heap(heap, heaps),
        GrundysMoveError::NotASplit { a, b, size } => t.error_not_a_split(a, b, size),
        GrundysMoveError::EqualHeaps { size } => t.error_equal_heaps(size),
    }
}
